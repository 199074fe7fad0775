//! The piste as the assembled board: 23 painted spaces, each with its number, on a board
//! with a bevelled edge standing on a wider plinth (its front ledge carries the score
//! tracks); space 12 red and the start lines at spaces 1 and 23. Each space can be
//! clicked (mesh picking) to move there; a reachable space is tinted and framed by a
//! raised rail, and the one under the pointer is lifted higher and gilded.

use super::contact::{ContactShadows, contact_shadow};
use super::flat::Look;
use super::layout::{BOARD_FRONT, PISTE_TOP, PLINTH_FRONT, PLINTH_TOP, SPACE_DEPTH, SPACE_WIDTH, space_x};
use super::shapes::{bevelled_block, top_quad};
use super::textures::{ATLAS_CELL, ATLAS_COLUMNS, ATLAS_ROWS, atlas_cell, piste_atlas};
use crate::rules::{CENTRE_SPACE, PISTE_LEN};
use bevy::prelude::*;

/// A clickable piste space, 1..=23.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PisteSpace(pub u8);

/// A piste space was clicked with the primary button.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpaceClicked(pub u8);

/// The space under the mouse pointer, if any.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HoveredSpace(pub Option<u8>);

/// The raised rail around a space (1..=23), shown while it is a legal destination.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReachFrame(pub u8);

/// Materials of the spaces (all share the painted atlas): at rest, as a legal
/// destination, and under the pointer; and of the rails around reachable spaces.
#[derive(Resource, Debug, Clone)]
pub struct SpaceMaterials {
    pub plain: Handle<StandardMaterial>,
    pub reachable: Handle<StandardMaterial>,
    pub hovered: Handle<StandardMaterial>,
    pub rail: Handle<StandardMaterial>,
    pub rail_hovered: Handle<StandardMaterial>,
}

/// The light baked into the spaces on a software renderer (`flat`): they face up into
/// the key light, and lit they are about half as bright again as the hall's walls.
const SPACE_LIGHT: f32 = 1.45;

/// Height of a reachable space's rail above the piste, in metres (hovered: twice that).
const RAIL_LIFT: f32 = 0.03;

fn spawn_piste(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    shadows: Res<ContactShadows>,
) {
    let atlas = images.add(piste_atlas(PISTE_LEN, CENTRE_SPACE));
    let painted = |materials: &mut Assets<StandardMaterial>, tint: Color, glow: LinearRgba| {
        materials.add(StandardMaterial {
            base_color: tint,
            base_color_texture: Some(atlas.clone()),
            emissive: glow,
            perceptual_roughness: 0.75,
            ..default()
        })
    };
    let rail = |materials: &mut Assets<StandardMaterial>, c: Color, glow: f32| {
        materials.add(StandardMaterial {
            base_color: c,
            emissive: c.to_linear() * glow,
            metallic: 0.6,
            perceptual_roughness: 0.35,
            ..default()
        })
    };
    let mats = SpaceMaterials {
        plain: painted(&mut materials, Color::WHITE, LinearRgba::BLACK),
        reachable: painted(&mut materials, Color::srgb(0.70, 0.86, 1.0), LinearRgba::rgb(0.02, 0.05, 0.09)),
        hovered: painted(&mut materials, Color::srgb(0.55, 0.78, 1.0), LinearRgba::rgb(0.05, 0.12, 0.22)),
        rail: rail(&mut materials, Color::srgb(0.25, 0.6, 1.0), 1.5),
        rail_hovered: rail(&mut materials, Color::srgb(1.0, 0.8, 0.3), 2.5),
    };
    let len = SPACE_WIDTH * f32::from(PISTE_LEN);
    let wood = |materials: &mut Assets<StandardMaterial>, c: Color| {
        materials.add(StandardMaterial { base_color: c, perceptual_roughness: 0.55, ..default() })
    };
    // The plinth: dark stained wood, bevelled, deeper than the board so that its front
    // ledge carries the score tracks.
    let plinth_back = -BOARD_FRONT - 0.2;
    let plinth_depth = PLINTH_FRONT - plinth_back;
    commands.spawn((
        Name::new("Piste plinth"),
        Mesh3d(meshes.add(bevelled_block(
            Vec2::new(len + 1.4, plinth_depth + 0.2),
            Vec2::new(len + 1.2, plinth_depth),
            PLINTH_TOP,
        ))),
        MeshMaterial3d(wood(&mut materials, Color::srgb(0.20, 0.12, 0.07))),
        Transform::from_xyz(0.0, 0.0, (PLINTH_FRONT + plinth_back) / 2.0),
        Pickable::IGNORE,
        super::flat::FlatOnSoftware::BAKED,
    ));
    // Its shadow on the floor along its front foot (the bottom is 0.1 m deeper than the
    // top each side), fading 0.4 m out.
    commands.spawn(contact_shadow(
        &shadows,
        shadows.long.clone(),
        Vec3::new(0.0, 0.002, PLINTH_FRONT + 0.1),
        Vec2::new(len + 1.8, 0.8),
    ));
    // The board: a lacquered block with a chamfered top edge and a gilt moulding.
    let board_h = PISTE_TOP - 0.004 - PLINTH_TOP;
    commands.spawn((
        Name::new("Piste board"),
        Mesh3d(meshes.add(bevelled_block(
            Vec2::new(len + 0.5, BOARD_FRONT * 2.0),
            Vec2::new(len + 0.3, BOARD_FRONT * 2.0 - 0.2),
            board_h,
        ))),
        MeshMaterial3d(wood(&mut materials, Color::srgb(0.10, 0.20, 0.15))),
        Transform::from_xyz(0.0, PLINTH_TOP, 0.0),
        Pickable::IGNORE,
        super::flat::FlatOnSoftware::BAKED,
    ));
    commands.spawn((
        Name::new("Piste moulding"),
        Mesh3d(meshes.add(bevelled_block(
            Vec2::new(len + 0.62, BOARD_FRONT * 2.0 + 0.12),
            Vec2::new(len + 0.52, BOARD_FRONT * 2.0 + 0.02),
            0.035,
        ))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.72, 0.56, 0.28),
            metallic: 0.7,
            perceptual_roughness: 0.4,
            ..default()
        })),
        Transform::from_xyz(0.0, PLINTH_TOP, 0.0),
        Pickable::IGNORE,
    ));
    // Rails around a reachable space: four thin bars on its border.
    let long = meshes.add(Cuboid::new(SPACE_WIDTH - 0.02, 0.025, 0.035));
    let short = meshes.add(Cuboid::new(0.035, 0.025, SPACE_DEPTH - 0.02));
    let (cw, ch) = ATLAS_CELL;
    let (aw, ah) = ((cw * ATLAS_COLUMNS) as f32, (ch * ATLAS_ROWS) as f32);
    for s in 1..=PISTE_LEN {
        let (col, row) = atlas_cell(s);
        let uv_min = Vec2::new((col * cw) as f32 / aw, (row * ch) as f32 / ah);
        let uv_max = uv_min + Vec2::new(cw as f32 / aw, ch as f32 / ah);
        let tile = meshes.add(top_quad(Vec2::new(SPACE_WIDTH, SPACE_DEPTH), uv_min, uv_max));
        let space = commands
            .spawn((
                Name::new(format!("Space {s}")),
                PisteSpace(s),
                Mesh3d(tile),
                Look(mats.plain.clone()),
                super::flat::FlatOnSoftware::baked(SPACE_LIGHT),
                Transform::from_xyz(space_x(s), PISTE_TOP, 0.0),
            ))
            .observe(|ev: On<Pointer<Click>>, spaces: Query<&PisteSpace>, mut w: MessageWriter<SpaceClicked>| {
                if ev.button == PointerButton::Primary
                    && let Ok(s) = spaces.get(ev.entity)
                {
                    w.write(SpaceClicked(s.0));
                }
            })
            .observe(|ev: On<Pointer<Over>>, spaces: Query<&PisteSpace>, mut h: ResMut<HoveredSpace>| {
                if let Ok(s) = spaces.get(ev.entity) {
                    h.0 = Some(s.0);
                }
            })
            .observe(|ev: On<Pointer<Out>>, spaces: Query<&PisteSpace>, mut h: ResMut<HoveredSpace>| {
                if spaces.get(ev.entity).is_ok_and(|s| h.0 == Some(s.0)) {
                    h.0 = None;
                }
            })
            .id();
        let (hx, hz) = ((SPACE_WIDTH - 0.035) / 2.0, (SPACE_DEPTH - 0.035) / 2.0);
        let frame = commands
            .spawn((
                Name::new(format!("Space {s} rail")),
                ReachFrame(s),
                Transform::from_xyz(0.0, RAIL_LIFT, 0.0),
                Visibility::Hidden,
                Pickable::IGNORE,
                ChildOf(space),
            ))
            .id();
        for (mesh, x, z) in [(&long, 0.0, -hz), (&long, 0.0, hz), (&short, -hx, 0.0), (&short, hx, 0.0)] {
            commands.spawn((
                Name::new("Rail bar"),
                Mesh3d(mesh.clone()),
                Look(mats.rail.clone()),
                super::flat::FlatOnSoftware::BAKED,
                Transform::from_xyz(x, 0.0, z),
                Pickable::IGNORE,
                ChildOf(frame),
            ));
        }
    }
    commands.insert_resource(mats);
}

/// Which spaces to highlight: set by the UI from the legal moves of the person to act.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct ReachableSpaces(pub Vec<u8>);

/// Tints the reachable spaces and raises their rails; the hovered one more so, in gold.
fn tint_spaces(
    reachable: Res<ReachableSpaces>,
    hovered: Res<HoveredSpace>,
    mats: Res<SpaceMaterials>,
    mut spaces: Query<(&PisteSpace, &mut Look), Without<ReachFrame>>,
    mut frames: Query<(&ReachFrame, &mut Visibility, &mut Transform, &Children)>,
    mut bars: Query<&mut Look, (Without<PisteSpace>, Without<ReachFrame>)>,
) {
    if !reachable.is_changed() && !hovered.is_changed() {
        return;
    }
    let state = |s: u8| (reachable.0.contains(&s), hovered.0 == Some(s));
    for (s, mut m) in &mut spaces {
        let want = match state(s.0) {
            (true, true) => &mats.hovered,
            (true, false) => &mats.reachable,
            (false, _) => &mats.plain,
        };
        if m.0 != *want {
            m.0 = want.clone();
        }
    }
    for (f, mut vis, mut t, children) in &mut frames {
        let (reach, hover) = state(f.0);
        vis.set_if_neq(if reach { Visibility::Inherited } else { Visibility::Hidden });
        t.translation.y = if hover { RAIL_LIFT * 2.5 } else { RAIL_LIFT };
        let want = if hover { &mats.rail_hovered } else { &mats.rail };
        for c in children {
            if let Ok(mut m) = bars.get_mut(*c)
                && m.0 != *want
            {
                m.0 = want.clone();
            }
        }
    }
}

/// The highlights follow the palette (`Prefs::colour_blind`): Okabe–Ito's blue for the
/// reachable spaces and yellow for the hovered one, instead of light blue and gold. The
/// rails around a reachable space (raised higher when hovered) tell them apart either way.
fn follow_palette(
    prefs: Res<crate::game::prefs::Prefs>,
    mats: Res<SpaceMaterials>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    if !prefs.is_changed() && !mats.is_added() {
        return;
    }
    let safe = prefs.colour_blind;
    let (reach, hover, rail, rail_hover) = if safe {
        (
            Color::srgb(0.55, 0.78, 0.95),
            Color::srgb(0.95, 0.92, 0.45),
            Color::srgb(0.0, 0.45, 0.70),
            Color::srgb(0.94, 0.89, 0.26),
        )
    } else {
        (
            Color::srgb(0.70, 0.86, 1.0),
            Color::srgb(0.55, 0.78, 1.0),
            Color::srgb(0.25, 0.6, 1.0),
            Color::srgb(1.0, 0.8, 0.3),
        )
    };
    for (handle, colour) in [(&mats.reachable, reach), (&mats.hovered, hover)] {
        if let Some(mut m) = materials.get_mut(handle) {
            m.base_color = colour;
        }
    }
    for (handle, colour, glow) in [(&mats.rail, rail, 1.5), (&mats.rail_hovered, rail_hover, 2.5)] {
        if let Some(mut m) = materials.get_mut(handle) {
            m.base_color = colour;
            m.emissive = colour.to_linear() * glow;
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SpaceClicked>()
        .init_resource::<HoveredSpace>()
        .init_resource::<ReachableSpaces>()
        .add_systems(Startup, spawn_piste.in_set(super::contact::ContactSet))
        .add_systems(
            Update,
            (follow_palette.run_if(resource_exists::<SpaceMaterials>), tint_spaces).in_set(crate::AppSystems::View),
        );
}
