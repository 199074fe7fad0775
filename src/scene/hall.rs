//! The fencing hall around the piste: floor, walls, banners, a scoring apparatus with its
//! red and green lamps, benches, and the lights (PBR with shadows).

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;

/// The scoring apparatus lamp of a side: lights up when that side scores a hit.
#[derive(Component, Debug, Clone, Copy)]
pub struct ScoreLamp {
    pub side: crate::rules::Side,
}

fn spawn_hall(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mat = |materials: &mut Assets<StandardMaterial>, c: Color, rough: f32| {
        materials.add(StandardMaterial { base_color: c, perceptual_roughness: rough, ..default() })
    };
    let floor = mat(&mut materials, Color::srgb(0.62, 0.45, 0.30), 0.55);
    let wall = mat(&mut materials, Color::srgb(0.78, 0.76, 0.70), 0.9);
    let panel = mat(&mut materials, Color::srgb(0.30, 0.34, 0.42), 0.8);
    let bench = mat(&mut materials, Color::srgb(0.25, 0.17, 0.10), 0.6);
    let root = commands.spawn((Name::new("Hall"), Transform::default(), Visibility::default())).id();
    let child = |c: &mut Commands, name: &str, mesh: Handle<Mesh>, m: Handle<StandardMaterial>, t: Transform| {
        let e = c.spawn((Name::new(name.to_string()), Mesh3d(mesh), MeshMaterial3d(m), t)).id();
        c.entity(root).add_child(e);
    };
    child(
        &mut commands,
        "Floor",
        meshes.add(Cuboid::new(40.0, 0.1, 24.0)),
        floor,
        Transform::from_xyz(0.0, -0.05, -4.0),
    );
    child(
        &mut commands,
        "Back wall",
        meshes.add(Cuboid::new(40.0, 9.0, 0.3)),
        wall.clone(),
        Transform::from_xyz(0.0, 4.5, -7.0),
    );
    // Wall panels give the hall a rhythm behind the fencers.
    for i in -6..=6 {
        let x = i as f32 * 2.6;
        child(
            &mut commands,
            "Wall panel",
            meshes.add(Cuboid::new(1.9, 3.2, 0.05)),
            panel.clone(),
            Transform::from_xyz(x, 2.4, -6.83),
        );
    }
    // Banners in the fencers' colours: silver left, bronze right.
    for (x, c) in [(-8.0, Color::srgb(0.75, 0.08, 0.10)), (8.0, Color::srgb(0.05, 0.35, 0.15))] {
        let m = mat(&mut materials, c, 0.95);
        child(&mut commands, "Banner", meshes.add(Cuboid::new(1.4, 3.6, 0.04)), m, Transform::from_xyz(x, 5.2, -6.8));
    }
    // The scoring apparatus on the back wall, with a red (left) and green (right) lamp,
    // as in a real bout.
    let dark = mat(&mut materials, Color::srgb(0.08, 0.08, 0.09), 0.4);
    child(
        &mut commands,
        "Scoring apparatus",
        meshes.add(Cuboid::new(3.4, 1.0, 0.3)),
        dark,
        Transform::from_xyz(0.0, 5.0, -6.7),
    );
    for (side, x, c) in [
        (crate::rules::Side::Left, -1.0, Color::srgb(0.9, 0.1, 0.1)),
        (crate::rules::Side::Right, 1.0, Color::srgb(0.1, 0.9, 0.2)),
    ] {
        let m = materials.add(StandardMaterial { base_color: c, emissive: LinearRgba::BLACK, ..default() });
        let e = commands
            .spawn((
                Name::new("Score lamp"),
                ScoreLamp { side },
                Mesh3d(meshes.add(Cuboid::new(0.9, 0.5, 0.08))),
                MeshMaterial3d(m),
                Transform::from_xyz(x, 5.0, -6.5),
            ))
            .id();
        commands.entity(root).add_child(e);
    }
    // Benches on both ends, where fencers wait their turn.
    for x in [-10.5, 10.5] {
        child(
            &mut commands,
            "Bench",
            meshes.add(Cuboid::new(2.6, 0.45, 0.6)),
            bench.clone(),
            Transform::from_xyz(x, 0.225, -2.5),
        );
    }
    // Light: a high key light with shadows, a soft fill, and the hall's ambient light.
    commands.spawn((
        Name::new("Key light"),
        DirectionalLight { illuminance: 14_000.0, shadow_maps_enabled: true, ..default() },
        Transform::from_xyz(-3.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
        // One cascade is enough for a scene this size, and each cascade is a shadow pass.
        CascadeShadowConfigBuilder { num_cascades: 1, maximum_distance: 28.0, ..default() }.build(),
    ));
    commands.spawn((
        Name::new("Fill light"),
        PointLight { intensity: 900_000.0, range: 30.0, shadow_maps_enabled: false, ..default() },
        Transform::from_xyz(4.0, 6.0, 5.0),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(0.95, 0.93, 0.9),
        brightness: 900.0,
        ..default()
    });
}

/// The lamp of the side that hit lights up, until the next round.
fn light_lamps(
    ev: On<crate::game::Hit>,
    lamps: Query<(&ScoreLamp, &MeshMaterial3d<StandardMaterial>)>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    for (lamp, m) in &lamps {
        if lamp.side == ev.attacker
            && let Some(mut mat) = materials.get_mut(&m.0)
        {
            mat.emissive = mat.base_color.to_linear() * 6.0;
        }
    }
}

fn dim_lamps(
    _ev: On<crate::game::RoundStarted>,
    lamps: Query<&MeshMaterial3d<StandardMaterial>, With<ScoreLamp>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    for m in &lamps {
        if let Some(mut mat) = materials.get_mut(&m.0) {
            mat.emissive = LinearRgba::BLACK;
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_hall).add_observer(light_lamps).add_observer(dim_lamps);
}
