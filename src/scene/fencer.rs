//! The two fencers, built from primitives in code: polished metal figures like the
//! miniatures of the boxed game, in an en-garde stance, facing each other. The left
//! fencer is left-handed and the right one right-handed (R1.3): each holds the foil in
//! the correct hand, which for both is the hand on the far side from the players' seat.

use super::layout::{PISTE_TOP, facing, space_x};
use crate::game::screens::Screen;
use crate::game::{Fencer, MatchEntity};
use crate::rules::Side;
use bevy::prelude::*;

/// The part of a fencer that leans and lunges (child of the fencer entity).
#[derive(Component, Debug, Clone, Copy)]
pub struct FencerBody;

/// The shoulder pivot of the weapon arm, rotated for lunges and parries.
#[derive(Component, Debug, Clone, Copy)]
pub struct WeaponArm;

/// The front leg, which reaches forward in a lunge.
#[derive(Component, Debug, Clone, Copy)]
pub struct FrontLeg;

/// A fencer's own metal material, so that a hit can make just this one glow.
#[derive(Component, Debug, Clone)]
pub struct FencerLook {
    pub metal: Handle<StandardMaterial>,
    pub base_emissive: LinearRgba,
}

/// The metal of each side: polished silver (left, "white") and dark bronze (right,
/// "black"), as the two editions call them.
pub fn metal(side: Side) -> StandardMaterial {
    let (c, rough) = match side {
        Side::Left => (Color::srgb(0.86, 0.87, 0.90), 0.22),
        Side::Right => (Color::srgb(0.55, 0.36, 0.16), 0.3),
    };
    StandardMaterial { base_color: c, metallic: 0.95, perceptual_roughness: rough, reflectance: 0.6, ..default() }
}

/// Local z of the weapon hand: the fencer faces local +x, so its right hand is at +z.
/// Left (left-handed) holds the foil at -z; Right (right-handed, turned around) at +z.
fn weapon_z(side: Side) -> f32 {
    match side {
        Side::Left => -0.14,
        Side::Right => 0.14,
    }
}

/// Spawns the figure under `parent` (low-polygon primitives: a few thousand triangles in
/// all, so that software renderers keep up), scaled by `scale` (1.0 on the piste; smaller for the
/// score markers). Returns the material handle used.
pub fn build_figure(
    commands: &mut Commands,
    parent: Entity,
    side: Side,
    scale: f32,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
) -> Handle<StandardMaterial> {
    let metal_h = materials.add(metal(side));
    let dark = materials.add(StandardMaterial {
        base_color: Color::srgb(0.05, 0.05, 0.06),
        metallic: 0.6,
        perceptual_roughness: 0.35,
        ..default()
    });
    let blade = materials.add(StandardMaterial {
        base_color: Color::srgb(0.92, 0.93, 0.96),
        metallic: 1.0,
        perceptual_roughness: 0.12,
        ..default()
    });
    let s = scale;
    let wz = weapon_z(side);
    let body = commands
        .spawn((Name::new("Body"), FencerBody, Transform::from_scale(Vec3::splat(s)), Visibility::default()))
        .id();
    commands.entity(parent).add_child(body);
    let part = |c: &mut Commands, name: &str, mesh: Handle<Mesh>, m: Handle<StandardMaterial>, t: Transform| {
        let e = c.spawn((Name::new(name.to_string()), Mesh3d(mesh), MeshMaterial3d(m), t)).id();
        c.entity(body).add_child(e);
        e
    };
    let leg = meshes.add(Capsule3d::new(0.055, 0.5).mesh().longitudes(14).latitudes(8));
    // Back leg angled behind, front leg bent forward: the en-garde stance.
    part(
        commands,
        "Back leg",
        leg.clone(),
        metal_h.clone(),
        Transform::from_xyz(-0.13, 0.3, -wz * 0.5).with_rotation(Quat::from_rotation_z(-0.35)),
    );
    let front = part(
        commands,
        "Front leg",
        leg,
        metal_h.clone(),
        Transform::from_xyz(0.12, 0.3, wz * 0.5).with_rotation(Quat::from_rotation_z(0.3)),
    );
    commands.entity(front).insert(FrontLeg);
    part(
        commands,
        "Torso",
        meshes.add(Capsule3d::new(0.13, 0.32).mesh().longitudes(14).latitudes(8)),
        metal_h.clone(),
        Transform::from_xyz(0.0, 0.82, 0.0).with_rotation(Quat::from_rotation_z(-0.08)),
    );
    part(
        commands,
        "Head",
        meshes.add(Sphere::new(0.1).mesh().uv(20, 14)),
        metal_h.clone(),
        Transform::from_xyz(0.03, 1.17, 0.0),
    );
    // The fencing mask's dark mesh front, facing the opponent.
    part(
        commands,
        "Mask",
        meshes.add(Cuboid::new(0.05, 0.16, 0.15)),
        dark.clone(),
        Transform::from_xyz(0.12, 1.16, 0.0),
    );
    // Rear arm raised behind the head, the classic counterbalance.
    part(
        commands,
        "Rear arm",
        meshes.add(Capsule3d::new(0.035, 0.3).mesh().longitudes(14).latitudes(8)),
        metal_h.clone(),
        Transform::from_xyz(-0.16, 1.08, -wz).with_rotation(Quat::from_rotation_z(0.9)),
    );
    // Weapon arm: a pivot at the shoulder holding the arm, the guard and the blade.
    let arm = commands
        .spawn((
            Name::new("Weapon arm"),
            WeaponArm,
            Transform::from_xyz(0.05, 1.0, wz).with_rotation(Quat::from_rotation_z(-0.5)),
            Visibility::default(),
        ))
        .id();
    commands.entity(body).add_child(arm);
    let arm_part = |c: &mut Commands, name: &str, mesh: Handle<Mesh>, m: Handle<StandardMaterial>, t: Transform| {
        let e = c.spawn((Name::new(name.to_string()), Mesh3d(mesh), MeshMaterial3d(m), t)).id();
        c.entity(arm).add_child(e);
    };
    arm_part(
        commands,
        "Arm",
        meshes.add(Capsule3d::new(0.035, 0.28).mesh().longitudes(14).latitudes(8)),
        metal_h.clone(),
        Transform::from_xyz(0.17, 0.0, 0.0).with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
    );
    arm_part(
        commands,
        "Guard",
        meshes.add(Cylinder::new(0.055, 0.02)),
        blade.clone(),
        Transform::from_xyz(0.36, 0.0, 0.0).with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
    );
    arm_part(
        commands,
        "Blade",
        meshes.add(Cylinder::new(0.007, 0.85)),
        blade,
        Transform::from_xyz(0.79, 0.0, 0.0).with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
    );
    metal_h
}

/// Size of the fencers on the piste relative to the model (1.3 m tall at 1.0).
pub const FIGURE_SCALE: f32 = 1.25;

/// Dresses a new [`Fencer`] entity with its figure, on its space and facing the opponent.
fn dress_fencer(
    ev: On<Add, Fencer>,
    fencers: Query<&Fencer>,
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Ok(f) = fencers.get(ev.entity) else { return };
    let rot = if facing(f.side) > 0.0 { Quat::IDENTITY } else { Quat::from_rotation_y(std::f32::consts::PI) };
    commands
        .entity(ev.entity)
        .insert((Transform::from_xyz(space_x(f.space), PISTE_TOP, 0.0).with_rotation(rot), Visibility::default()));
    let metal_h = build_figure(&mut commands, ev.entity, f.side, FIGURE_SCALE, &mut meshes, &mut materials);
    commands.entity(ev.entity).insert(FencerLook { metal: metal_h, base_emissive: LinearRgba::BLACK });
}

/// The replay screen shows its own fencers: the live match's fencers and table step off
/// the piste meanwhile (their state untouched) and come back after.
fn hide_live_match(mut live: Query<&mut Visibility, With<MatchEntity>>) {
    for mut v in &mut live {
        *v = Visibility::Hidden;
    }
}

fn show_live_match(mut live: Query<&mut Visibility, With<MatchEntity>>) {
    for mut v in &mut live {
        *v = Visibility::Inherited;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(dress_fencer)
        .add_systems(OnEnter(Screen::Replay), hide_live_match)
        .add_systems(OnExit(Screen::Replay), show_live_match);
}
