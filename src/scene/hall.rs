//! The fencing hall around the piste: a floor of oak boards, plaster walls with a wooden
//! dado, a back wall of tall arched windows that look out on a courtyard under a summer
//! sky, banners with the club's emblem in the fencers' colours (slate blue left, bronze
//! right) between the windows, tiers of benches for the spectators, the scoring apparatus
//! with a lamp per side and the score between them above the centre of the piste, end
//! walls and a ceiling so that no view looks out into the void, and the lights: one warm
//! key light with shadows, one fill and a daylight wash on the back wall.

use super::contact::{ContactShadows, contact_shadow};
use super::flat::FlatOnSoftware;
use super::layout::SPACE_WIDTH;
use super::textures::{banner, banner_ground, floor_boards, name_plate, plaster, score_display, window_view};
use super::track::side_tint;
use crate::game::ai_driver::TouchToShow;
use crate::rules::{PISTE_LEN, Side};
use bevy::light::{CascadeShadowConfigBuilder, NotShadowCaster};
use bevy::math::Affine2;
use bevy::prelude::*;

/// The scoring apparatus' score display: its material, and the scores it shows now.
#[derive(Component, Debug, Clone)]
pub struct ScoreDisplay {
    pub material: Handle<StandardMaterial>,
    pub shown: [u8; 2],
}

/// The scoring apparatus lamp of a side: lights up when that side scores a hit.
#[derive(Component, Debug, Clone, Copy)]
pub struct ScoreLamp {
    pub side: Side,
}

/// z of the back wall's face, metres (the piste's axis is z = 0, the players sit at +z).
const BACK_WALL_Z: f32 = -7.0;
/// x of the end walls' faces, metres (the piste ends at about ±7).
pub const END_WALL_X: f32 = 19.0;
pub use super::layout::HALL_HEIGHT;
/// Distance between two windows of the back wall, metres.
const BAY: f32 = 3.0;

fn spawn_hall(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    lang: Res<crate::lang::Lang>,
    shadows: Res<ContactShadows>,
) {
    let plain = |materials: &mut Assets<StandardMaterial>, c: Color, rough: f32| {
        materials.add(StandardMaterial { base_color: c, perceptual_roughness: rough, ..default() })
    };
    let boards = images.add(floor_boards(8));
    let plaster_img = images.add(plaster());
    // Boards 15 cm wide: the texture holds 8, so it repeats every 1.2 m.
    let floor = materials.add(StandardMaterial {
        base_color_texture: Some(boards.clone()),
        perceptual_roughness: 0.5,
        uv_transform: Affine2::from_scale(Vec2::new(2.0 * END_WALL_X / 1.2, 40.0 / 1.2)),
        ..default()
    });
    let wall_at = |materials: &mut Assets<StandardMaterial>, w: f32, h: f32| {
        materials.add(StandardMaterial {
            base_color: Color::srgb(0.97, 0.93, 0.86),
            base_color_texture: Some(plaster_img.clone()),
            perceptual_roughness: 0.95,
            uv_transform: Affine2::from_scale(Vec2::new(w / 2.5, h / 2.5)),
            ..default()
        })
    };
    let dado = materials.add(StandardMaterial {
        base_color: Color::srgb(0.62, 0.48, 0.36),
        base_color_texture: Some(boards),
        perceptual_roughness: 0.6,
        uv_transform: Affine2::from_angle(std::f32::consts::FRAC_PI_2) * Affine2::from_scale(Vec2::new(1.0, 30.0)),
        ..default()
    });
    let timber = plain(&mut materials, Color::srgb(0.28, 0.18, 0.11), 0.6);
    // The windows show the view outside as it is lit: unlit, a little brighter than the
    // hall (the daylight), never blown out to white.
    let view = images.add(window_view());
    let daylight = materials.add(StandardMaterial {
        base_color: Color::srgb(1.0, 1.0, 1.0),
        base_color_texture: Some(view),
        unlit: true,
        ..default()
    });
    let root = commands.spawn((Name::new("Hall"), Transform::default(), Visibility::default())).id();
    // Walls, floor and ceiling neither cast shadows (the ceiling would shade everything)
    // nor take clicks.
    let put = |c: &mut Commands, name: &str, mesh: Handle<Mesh>, m: Handle<StandardMaterial>, t: Transform| {
        c.spawn((
            Name::new(name.to_string()),
            Mesh3d(mesh),
            MeshMaterial3d(m),
            t,
            NotShadowCaster,
            Pickable::IGNORE,
            ChildOf(root),
        ));
    };
    let depth = 40.0;
    let mid_z = BACK_WALL_Z + depth / 2.0;
    put(
        &mut commands,
        "Floor",
        meshes.add(Cuboid::new(2.0 * END_WALL_X, 0.1, depth)),
        floor,
        Transform::from_xyz(0.0, -0.05, mid_z),
    );
    let back = wall_at(&mut materials, 2.0 * END_WALL_X, HALL_HEIGHT);
    put(
        &mut commands,
        "Back wall",
        meshes.add(Cuboid::new(2.0 * END_WALL_X, HALL_HEIGHT, 0.3)),
        back,
        Transform::from_xyz(0.0, HALL_HEIGHT / 2.0, BACK_WALL_Z - 0.15),
    );
    let end = wall_at(&mut materials, depth, HALL_HEIGHT);
    for sx in [-1.0, 1.0] {
        put(
            &mut commands,
            "End wall",
            meshes.add(Cuboid::new(0.3, HALL_HEIGHT, depth)),
            end.clone(),
            Transform::from_xyz(sx * (END_WALL_X + 0.15), HALL_HEIGHT / 2.0, mid_z),
        );
        // The dado along the end walls too.
        put(
            &mut commands,
            "Dado",
            meshes.add(Cuboid::new(0.06, 1.1, depth)),
            dado.clone(),
            Transform::from_xyz(sx * (END_WALL_X - 0.03), 0.55, mid_z),
        );
    }
    put(
        &mut commands,
        "Ceiling",
        meshes.add(Cuboid::new(2.0 * END_WALL_X, 0.3, depth)),
        plain(&mut materials, Color::srgb(0.45, 0.36, 0.28), 0.9),
        Transform::from_xyz(0.0, HALL_HEIGHT + 0.15, mid_z),
    );
    put(
        &mut commands,
        "Dado",
        meshes.add(Cuboid::new(2.0 * END_WALL_X, 1.1, 0.06)),
        dado,
        Transform::from_xyz(0.0, 0.55, BACK_WALL_Z + 0.03),
    );
    put(
        &mut commands,
        "Dado rail",
        meshes.add(Cuboid::new(2.0 * END_WALL_X, 0.06, 0.1)),
        timber.clone(),
        Transform::from_xyz(0.0, 1.12, BACK_WALL_Z + 0.05),
    );
    // Tall arched windows, daylight behind them, in bays along the back wall; a frame of
    // timber and a cross of glazing bars each. Between them pilasters and the banners.
    // The pane and its arch take the view's lower and upper parts (the texture is 1 × 2).
    let mut pane = Mesh::from(Rectangle::new(1.5, 2.6));
    pane.insert_attribute(Mesh::ATTRIBUTE_UV_0, vec![[1.0, 0.32], [0.0, 0.32], [0.0, 1.0], [1.0, 1.0]]);
    let pane = meshes.add(pane);
    let mut arch = Mesh::from(Circle::new(0.75));
    if let Some(bevy::mesh::VertexAttributeValues::Float32x3(ps)) = arch.attribute(Mesh::ATTRIBUTE_POSITION).cloned() {
        let uv: Vec<[f32; 2]> = ps.iter().map(|p| [0.5 + p[0] / 1.5, 0.32 - p[1] * 0.68 / 2.6]).collect();
        arch.insert_attribute(Mesh::ATTRIBUTE_UV_0, uv);
    }
    let arch = meshes.add(arch);
    let sill = meshes.add(Cuboid::new(1.8, 0.1, 0.2));
    let jamb = meshes.add(Cuboid::new(0.1, 2.7, 0.12));
    let mullion = meshes.add(Cuboid::new(0.06, 3.3, 0.06));
    let transom = meshes.add(Cuboid::new(1.5, 0.06, 0.06));
    let pilaster = meshes.add(Cuboid::new(0.5, HALL_HEIGHT - 1.15, 0.14));
    let pilaster_mat = wall_at(&mut materials, 0.5, HALL_HEIGHT);
    // A banner hangs from a rod: cloth (its emblem painted, its swallow tail cut out).
    let banner_mesh = meshes.add(Rectangle::new(0.9, 2.25));
    let banner_rod = meshes.add(Cuboid::new(1.0, 0.05, 0.05));
    let banner_mats = Side::BOTH.map(|s| {
        let cloth = materials.add(StandardMaterial {
            base_color_texture: Some(images.add(banner(banner_ground(s)))),
            perceptual_roughness: 0.9,
            alpha_mode: AlphaMode::Mask(0.5),
            double_sided: true,
            cull_mode: None,
            ..default()
        });
        let rod = materials.add(StandardMaterial {
            base_color: Color::srgb(0.72, 0.56, 0.26),
            metallic: 0.8,
            perceptual_roughness: 0.35,
            ..default()
        });
        (cloth, rod)
    });
    let bays = (END_WALL_X / BAY) as i32;
    let wz = BACK_WALL_Z + 0.01;
    for i in -bays..=bays {
        let x = i as f32 * BAY;
        if i != 0 {
            // The window (the centre bay holds the scoring apparatus instead).
            put(&mut commands, "Window", pane.clone(), daylight.clone(), Transform::from_xyz(x, 2.6, wz));
            put(&mut commands, "Window arch", arch.clone(), daylight.clone(), Transform::from_xyz(x, 3.9, wz));
            put(&mut commands, "Window sill", sill.clone(), timber.clone(), Transform::from_xyz(x, 1.25, wz + 0.08));
            for dx in [-0.8, 0.8] {
                put(
                    &mut commands,
                    "Window jamb",
                    jamb.clone(),
                    timber.clone(),
                    Transform::from_xyz(x + dx, 2.6, wz + 0.05),
                );
            }
            put(&mut commands, "Glazing bar", mullion.clone(), timber.clone(), Transform::from_xyz(x, 2.95, wz + 0.04));
            for y in [2.0, 3.2] {
                put(
                    &mut commands,
                    "Glazing bar",
                    transom.clone(),
                    timber.clone(),
                    Transform::from_xyz(x, y, wz + 0.04),
                );
            }
        }
        let px = x + BAY / 2.0;
        if px < END_WALL_X - 0.5 {
            put(
                &mut commands,
                "Pilaster",
                pilaster.clone(),
                pilaster_mat.clone(),
                Transform::from_xyz(px, 1.15 + (HALL_HEIGHT - 1.15) / 2.0, wz + 0.07),
            );
            // A banner on every pilaster but the two beside the scoring apparatus:
            // slate blue on the left fencer's half, bronze on the right one's.
            if i != 0 && i != -1 {
                let side = if px < 0.0 { Side::Left } else { Side::Right };
                let (cloth, rod) = &banner_mats[side.index()];
                put(
                    &mut commands,
                    "Banner",
                    banner_mesh.clone(),
                    cloth.clone(),
                    Transform::from_xyz(px, 3.0, wz + 0.16),
                );
                put(
                    &mut commands,
                    "Banner rod",
                    banner_rod.clone(),
                    rod.clone(),
                    Transform::from_xyz(px, 4.15, wz + 0.17),
                );
            }
        }
    }
    // Above the windows a moulded cornice, and over each window a round clerestory window
    // (an oculus) in a timber ring, showing the sky.
    for (y, hgt, d) in [(4.95, 0.18, 0.22), (5.12, 0.08, 0.3)] {
        put(
            &mut commands,
            "Cornice",
            meshes.add(Cuboid::new(2.0 * END_WALL_X, hgt, d)),
            timber.clone(),
            Transform::from_xyz(0.0, y, wz + d / 2.0),
        );
    }
    let mut oculus = Mesh::from(Circle::new(0.5));
    if let Some(bevy::mesh::VertexAttributeValues::Float32x3(ps)) = oculus.attribute(Mesh::ATTRIBUTE_POSITION).cloned()
    {
        // The sky's upper part of the window's view.
        let uv: Vec<[f32; 2]> = ps.iter().map(|p| [0.5 + p[0] / 1.5, 0.18 - p[1] * 0.68 / 2.6]).collect();
        oculus.insert_attribute(Mesh::ATTRIBUTE_UV_0, uv);
    }
    let oculus = meshes.add(oculus);
    let ring = meshes.add(Torus::new(0.5, 0.6));
    for i in -bays..=bays {
        let x = i as f32 * BAY;
        put(&mut commands, "Oculus", oculus.clone(), daylight.clone(), Transform::from_xyz(x, 6.3, wz));
        put(
            &mut commands,
            "Oculus ring",
            ring.clone(),
            timber.clone(),
            Transform::from_xyz(x, 6.3, wz + 0.02).with_rotation(Quat::from_rotation_x(std::f32::consts::FRAC_PI_2)),
        );
    }
    // Spectators' gallery: three tiers of benches on risers along the back wall, left
    // and right of the centre, below the windows' sills.
    let riser = plain(&mut materials, Color::srgb(0.36, 0.25, 0.16), 0.7);
    let seat = plain(&mut materials, Color::srgb(0.50, 0.34, 0.20), 0.5);
    let leg = meshes.add(Cuboid::new(0.05, 0.2, 0.05));
    let half_len = SPACE_WIDTH * f32::from(PISTE_LEN) / 2.0;
    for sx in [-1.0f32, 1.0] {
        let (x0, x1) = (2.2, half_len + 4.0);
        let (cx, w) = (sx * (x0 + x1) / 2.0, x1 - x0);
        for tier in 0..3 {
            let (h, z) = (0.22 + tier as f32 * 0.3, BACK_WALL_Z + 2.1 - tier as f32 * 0.65);
            put(
                &mut commands,
                "Gallery riser",
                meshes.add(Cuboid::new(w, h, 0.65)),
                riser.clone(),
                Transform::from_xyz(cx, h / 2.0, z),
            );
            put(
                &mut commands,
                "Gallery bench",
                meshes.add(Cuboid::new(w - 0.1, 0.06, 0.36)),
                seat.clone(),
                Transform::from_xyz(cx, h + 0.22, z + 0.08),
            );
            // The bench stands on legs (front and back, every metre or so) over a
            // stretcher, not on a board: the riser shows between them.
            let legs = ((w - 0.3) / 1.1).ceil().max(2.0) as usize;
            for k in 0..=legs {
                let x = cx - (w - 0.3) / 2.0 + (w - 0.3) * k as f32 / legs as f32;
                for dz in [-0.13, 0.13] {
                    put(
                        &mut commands,
                        "Bench leg",
                        leg.clone(),
                        timber.clone(),
                        Transform::from_xyz(x, h + 0.1, z + 0.08 + dz),
                    );
                }
            }
            put(
                &mut commands,
                "Bench stretcher",
                meshes.add(Cuboid::new(w - 0.3, 0.04, 0.04)),
                timber.clone(),
                Transform::from_xyz(cx, h + 0.06, z + 0.08),
            );
            // The riser's front edge: a rounded nosing of darker wood.
            put(
                &mut commands,
                "Riser nosing",
                meshes.add(Cuboid::new(w + 0.02, 0.05, 0.06)),
                timber.clone(),
                Transform::from_xyz(cx, h - 0.02, z + 0.33),
            );
            // The top tier leans on a backrest against the wall.
            if tier == 2 {
                put(
                    &mut commands,
                    "Bench backrest",
                    meshes.add(Cuboid::new(w - 0.1, 0.14, 0.04)),
                    seat.clone(),
                    Transform::from_xyz(cx, h + 0.55, z - 0.2),
                );
                put(
                    &mut commands,
                    "Backrest rail",
                    meshes.add(Cuboid::new(w - 0.1, 0.03, 0.05)),
                    timber.clone(),
                    Transform::from_xyz(cx, h + 0.64, z - 0.2),
                );
            }
            // Where the riser meets the floor (or the riser below), a soft shadow.
            let floor = if tier == 0 { 0.002 } else { h - 0.3 + 0.002 };
            commands.spawn((
                contact_shadow(
                    &shadows,
                    shadows.long.clone(),
                    Vec3::new(cx, floor, z + 0.325),
                    Vec2::new(w + 0.3, 0.8),
                ),
                ChildOf(root),
            ));
        }
    }
    // The scoring apparatus in the centre bay, above the piste's centre: a dark cabinet,
    // a lamp per side in that fencer's colour (its trim's: blue for the left fencer,
    // amber for the right), ringed in its metal, with the side's name below it.
    let cabinet_y = 1.9;
    put(
        &mut commands,
        "Scoring apparatus",
        meshes.add(Cuboid::new(2.4, 1.2, 0.3)),
        plain(&mut materials, Color::srgb(0.07, 0.07, 0.08), 0.4),
        Transform::from_xyz(0.0, cabinet_y, wz + 0.15),
    );
    put(
        &mut commands,
        "Apparatus bracket",
        meshes.add(Cuboid::new(0.16, (cabinet_y - 0.6 - 1.15).max(0.05), 0.16)),
        timber.clone(),
        Transform::from_xyz(0.0, 1.15 + ((cabinet_y - 0.6 - 1.15).max(0.05)) / 2.0, wz + 0.1),
    );
    // The score between the lamps, in amber digits (`show_score` repaints it).
    let display = materials.add(StandardMaterial {
        base_color_texture: Some(images.add(score_display(0, 0))),
        unlit: true,
        ..default()
    });
    commands.spawn((
        Name::new("Score display"),
        ScoreDisplay { material: display.clone(), shown: [0, 0] },
        Mesh3d(meshes.add(super::shapes::front_quad(Vec2::new(0.64, 0.24), Vec2::ZERO, Vec2::ONE))),
        MeshMaterial3d(display),
        Transform::from_xyz(0.0, cabinet_y + 0.15, wz + 0.31),
        NotShadowCaster,
        Pickable::IGNORE,
        ChildOf(root),
    ));
    let bezel = meshes.add(Cylinder::new(0.36, 0.06));
    let lamp = meshes.add(Cylinder::new(0.29, 0.08));
    let plate_mesh = meshes.add(super::shapes::front_quad(Vec2::new(0.9, 0.225), Vec2::ZERO, Vec2::ONE));
    let upright = Quat::from_rotation_x(std::f32::consts::FRAC_PI_2);
    for (side, x) in [(Side::Left, -0.78), (Side::Right, 0.78)] {
        let c = lamp_colour(side);
        let ring = materials.add(StandardMaterial {
            base_color: side_tint(side),
            metallic: 0.8,
            perceptual_roughness: 0.3,
            ..default()
        });
        put(
            &mut commands,
            "Lamp bezel",
            bezel.clone(),
            ring,
            Transform::from_xyz(x, cabinet_y + 0.15, wz + 0.31).with_rotation(upright),
        );
        // Unlit, the lamp is dark glass with a hint of its colour; a hit lights it.
        let m = materials.add(StandardMaterial {
            base_color: (c.to_linear() * 0.08).into(),
            emissive: LinearRgba::BLACK,
            perceptual_roughness: 0.2,
            ..default()
        });
        commands.spawn((
            Name::new("Score lamp"),
            ScoreLamp { side },
            Mesh3d(lamp.clone()),
            MeshMaterial3d(m),
            Transform::from_xyz(x, cabinet_y + 0.15, wz + 0.33).with_rotation(upright),
            NotShadowCaster,
            Pickable::IGNORE,
            ChildOf(root),
        ));
        let plate_image = images.add(name_plate(&super::track::plate_text(&lang, side)));
        let plate = materials.add(StandardMaterial {
            base_color: side_tint(side),
            base_color_texture: Some(plate_image.clone()),
            perceptual_roughness: 0.4,
            ..default()
        });
        commands.spawn((
            Name::new(format!("{side} apparatus plate")),
            super::track::NamePlate { side, image: plate_image.clone() },
            Mesh3d(plate_mesh.clone()),
            MeshMaterial3d(plate),
            Transform::from_xyz(x, cabinet_y - 0.37, wz + 0.31),
            Pickable::IGNORE,
            ChildOf(root),
        ));
    }
    // Light: a warm key light with shadows from high in front, a soft fill from the
    // players' side, and a daylight wash on the back wall from the windows.
    commands.spawn((
        Name::new("Key light"),
        DirectionalLight {
            illuminance: 11_000.0,
            color: Color::srgb(1.0, 0.9, 0.76),
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-4.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
        // One cascade is enough for a scene this size, and each cascade is a shadow pass.
        CascadeShadowConfigBuilder { num_cascades: 1, maximum_distance: 28.0, ..default() }.build(),
    ));
    commands.spawn((
        Name::new("Fill light"),
        PointLightOnGpu,
        PointLight {
            intensity: 700_000.0,
            range: 30.0,
            color: Color::srgb(1.0, 0.88, 0.72),
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(4.0, 6.0, 6.0),
    ));
    commands.spawn((
        Name::new("Window light"),
        PointLightOnGpu,
        PointLight {
            intensity: 900_000.0,
            range: 16.0,
            color: Color::srgb(0.9, 0.95, 1.0),
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(0.0, 5.5, BACK_WALL_Z + 4.0),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(1.0, 0.92, 0.82),
        brightness: 700.0,
        ..default()
    });
    // Whatever a view might still see past the hall reads as its dim interior, not black.
    commands.insert_resource(ClearColor(Color::srgb(0.22, 0.18, 0.15)));
}

/// A point light that only a real GPU keeps: on a software renderer each costs about a
/// third of a frame in every lit fragment (the README's measurements), so both go and the
/// ambient light and the key light make up their share ([`light_for_software`]).
#[derive(Component, Debug, Clone, Copy)]
pub struct PointLightOnGpu;

/// On a software renderer, the fill and window lights give way to more ambient and key
/// light, once.
fn light_for_software(
    lights: Query<Entity, With<PointLightOnGpu>>,
    mut key: Query<&mut DirectionalLight>,
    mut ambient: ResMut<GlobalAmbientLight>,
    mut commands: Commands,
) {
    // Once: the lights are gone after.
    if lights.is_empty() {
        return;
    }
    for e in &lights {
        commands.entity(e).despawn();
    }
    for mut k in &mut key {
        k.illuminance *= SOFTWARE_KEY;
        // Nothing there takes its shadow: the hall, the board and the figures are drawn
        // in the flat material (`flat`), and the contact shadows stand in.
        k.shadow_maps_enabled = false;
    }
    ambient.brightness *= SOFTWARE_AMBIENT;
}

/// How much stronger the key light and the ambient light are on a software renderer,
/// where the two point lights are off.
const SOFTWARE_KEY: f32 = 1.25;
const SOFTWARE_AMBIENT: f32 = 1.9;

/// The colour of a side's lamp when lit: the fencer's trim colour, blue for the left
/// fencer and amber for the right (a real apparatus has red and green, which many players
/// cannot tell apart; blue against amber they can, and the lamps stand left and right).
fn lamp_colour(side: Side) -> Color {
    match side {
        Side::Left => Color::srgb(0.22, 0.5, 1.0),
        Side::Right => Color::srgb(1.0, 0.55, 0.1),
    }
}

/// The game knows of a touch before the piste shows it: the attacker's lamp waits for it.
fn note_touch(ev: On<crate::game::Hit>, mut touch: ResMut<TouchToShow>) {
    *touch = TouchToShow::Pending(ev.attacker);
}

/// The attacker's lamp lights as the touch lands on the piste (the hit's sound), or at
/// once where no fencer shows it; it stays lit until the next round.
fn light_lamps(
    mut touch: ResMut<TouchToShow>,
    mut cues: MessageReader<super::anim::Cue>,
    fencers: Query<(), With<super::anim::FencerAnim>>,
    lamps: Query<(&ScoreLamp, &MeshMaterial3d<StandardMaterial>)>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let landed = cues.read().any(|c| *c == super::anim::Cue::Hit) || fencers.is_empty();
    let TouchToShow::Pending(side) = *touch else { return };
    if !landed {
        return;
    }
    *touch = TouchToShow::Landed;
    for (lamp, m) in &lamps {
        if lamp.side == side
            && let Some(mut mat) = materials.get_mut(&m.0)
        {
            mat.emissive = lamp_colour(lamp.side).to_linear() * 8.0;
        }
    }
    redraw.write(bevy::window::RequestRedraw);
}

fn dim_lamps(
    _ev: On<crate::game::RoundStarted>,
    mut touch: ResMut<TouchToShow>,
    lamps: Query<&MeshMaterial3d<StandardMaterial>, With<ScoreLamp>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    *touch = TouchToShow::None;
    for m in &lamps {
        if let Some(mut mat) = materials.get_mut(&m.0) {
            mat.emissive = LinearRgba::BLACK;
        }
    }
}

/// The apparatus shows the scores the score tracks show: a new image when they change,
/// given to its material (an image changed in place was not shown: the material kept the
/// texture it was made with).
fn show_score(
    tables: Query<(&crate::game::MatchState, &Visibility, Option<&crate::game::MatchKind>)>,
    fencers: Query<(&crate::game::Fencer, &crate::game::Score, &Visibility)>,
    mut displays: Query<&mut ScoreDisplay>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let scores = super::track::scenery_scores(&tables, &fencers).unwrap_or([0, 0]);
    for mut d in &mut displays {
        if d.shown != scores {
            d.shown = scores;
            if let Some(mut m) = materials.get_mut(&d.material) {
                m.base_color_texture = Some(images.add(score_display(scores[0], scores[1])));
            }
            redraw.write(bevy::window::RequestRedraw);
        }
    }
}

/// The hall's fixed parts that share a material are joined into one mesh each, once, after
/// the hall is built: a software renderer pays for every draw, and the hall's windows,
/// bars and benches are over a hundred of them. The lamps, the score display and the
/// name plates, which change, stay apart, and so do the banners (cut out, flat on their own)
/// and the contact shadows (blended).
fn join_static_parts(
    mut done: Local<bool>,
    halls: Query<(Entity, &Name, &Children)>,
    parts: Query<
        (Entity, &Mesh3d, &MeshMaterial3d<StandardMaterial>, &Transform),
        (With<NotShadowCaster>, Without<ScoreLamp>, Without<ScoreDisplay>, Without<super::track::NamePlate>),
    >,
    standard: Res<Assets<StandardMaterial>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut commands: Commands,
) {
    if *done {
        return;
    }
    let Some((root, _, children)) = halls.iter().find(|(_, n, _)| n.as_str() == "Hall") else { return };
    *done = true;
    let mut groups: Vec<(Handle<StandardMaterial>, Vec<(Entity, Handle<Mesh>, Transform)>)> = Vec::new();
    for (e, mesh, mat, t) in children.iter().filter_map(|c| parts.get(c).ok()) {
        // A cut-out (the banners) goes flat but is not joined (its cloth and the rods
        // differ); a blended part (the contact shadows) stays as it is.
        match standard.get(&mat.0).map(|m| m.alpha_mode) {
            Some(AlphaMode::Opaque) | None => {}
            Some(AlphaMode::Mask(_)) => {
                commands.entity(e).insert(FlatOnSoftware::BAKED);
                continue;
            }
            Some(_) => continue,
        }
        match groups.iter_mut().find(|(m, _)| *m == mat.0) {
            Some((_, list)) => list.push((e, mesh.0.clone(), *t)),
            None => groups.push((mat.0.clone(), vec![(e, mesh.0.clone(), *t)])),
        }
    }
    for (material, list) in groups {
        // Every fixed part goes flat on a software renderer, joined or not.
        for (e, _, _) in &list {
            commands.entity(*e).insert(FlatOnSoftware::BAKED);
        }
        if list.len() < 2 {
            continue;
        }
        let mut joined: Option<Mesh> = None;
        let mut used = Vec::new();
        for (e, handle, t) in &list {
            let Some(mesh) = meshes.get(handle).cloned() else { continue };
            let mesh = mesh.transformed_by(*t);
            match &mut joined {
                None => joined = Some(mesh),
                Some(j) => {
                    if j.merge(&mesh).is_err() {
                        continue;
                    }
                }
            }
            used.push(*e);
        }
        let Some(joined) = joined else { continue };
        if used.len() < 2 {
            continue;
        }
        for e in used {
            commands.entity(e).despawn();
        }
        commands.spawn((
            Name::new("Hall parts"),
            Mesh3d(meshes.add(joined)),
            MeshMaterial3d(material),
            Transform::IDENTITY,
            NotShadowCaster,
            Pickable::IGNORE,
            FlatOnSoftware::BAKED,
            ChildOf(root),
        ));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_hall.in_set(super::contact::ContactSet))
        .add_systems(Update, join_static_parts)
        .add_systems(Update, light_for_software.run_if(resource_exists::<super::flat::SoftwareRenderer>))
        .add_systems(Update, light_lamps.in_set(crate::AppSystems::View).after(super::anim::play_motions))
        .add_systems(Update, show_score.in_set(crate::AppSystems::View))
        .add_observer(note_touch)
        .add_observer(dim_lamps);
}
