//! The piste as on the assembled board: 23 spaces in a row on a long base, space 12 red.
//! Each space can be clicked (mesh picking) to move there.

use super::layout::{PISTE_TOP, SPACE_WIDTH, space_x};
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

/// Materials of the spaces: plain, centre, and highlighted as a legal destination.
#[derive(Resource, Debug, Clone)]
pub struct SpaceMaterials {
    pub light: Handle<StandardMaterial>,
    pub dark: Handle<StandardMaterial>,
    pub centre: Handle<StandardMaterial>,
    pub reachable: Handle<StandardMaterial>,
    pub hovered: Handle<StandardMaterial>,
}

impl SpaceMaterials {
    /// The resting material of a space.
    pub fn base(&self, space: u8) -> Handle<StandardMaterial> {
        if space == CENTRE_SPACE {
            self.centre.clone()
        } else if space.is_multiple_of(2) {
            self.dark.clone()
        } else {
            self.light.clone()
        }
    }
}

fn spawn_piste(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let m = |materials: &mut Assets<StandardMaterial>, c: Color, r: f32| {
        materials.add(StandardMaterial { base_color: c, perceptual_roughness: r, ..default() })
    };
    let mats = SpaceMaterials {
        light: m(&mut materials, Color::srgb(0.93, 0.88, 0.76), 0.6),
        dark: m(&mut materials, Color::srgb(0.84, 0.77, 0.62), 0.6),
        centre: m(&mut materials, Color::srgb(0.78, 0.09, 0.09), 0.5),
        reachable: m(&mut materials, Color::srgb(0.55, 0.80, 0.95), 0.5),
        hovered: m(&mut materials, Color::srgb(0.30, 0.65, 1.0), 0.4),
    };
    let base_len = SPACE_WIDTH * f32::from(PISTE_LEN) + 0.5;
    commands.spawn((
        Name::new("Piste base"),
        Mesh3d(meshes.add(Cuboid::new(base_len, PISTE_TOP - 0.03, 1.5))),
        MeshMaterial3d(m(&mut materials, Color::srgb(0.16, 0.19, 0.17), 0.5)),
        Transform::from_xyz(0.0, (PISTE_TOP - 0.03) / 2.0, 0.0),
        Pickable::IGNORE,
    ));
    let tile = meshes.add(Cuboid::new(SPACE_WIDTH - 0.05, 0.03, 1.2));
    for s in 1..=PISTE_LEN {
        commands
            .spawn((
                Name::new(format!("Space {s}")),
                PisteSpace(s),
                Mesh3d(tile.clone()),
                MeshMaterial3d(mats.base(s)),
                Transform::from_xyz(space_x(s), PISTE_TOP - 0.015, 0.0),
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
            });
    }
    commands.insert_resource(mats);
}

/// Which spaces to highlight: set by the UI from the legal moves of the person to act.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct ReachableSpaces(pub Vec<u8>);

fn tint_spaces(
    reachable: Res<ReachableSpaces>,
    hovered: Res<HoveredSpace>,
    mats: Res<SpaceMaterials>,
    mut spaces: Query<(&PisteSpace, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    if !reachable.is_changed() && !hovered.is_changed() {
        return;
    }
    for (s, mut m) in &mut spaces {
        let want = if reachable.0.contains(&s.0) {
            if hovered.0 == Some(s.0) { mats.hovered.clone() } else { mats.reachable.clone() }
        } else {
            mats.base(s.0)
        };
        if m.0 != want {
            m.0 = want;
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SpaceClicked>()
        .init_resource::<HoveredSpace>()
        .init_resource::<ReachableSpaces>()
        .add_systems(Startup, spawn_piste)
        .add_systems(Update, tint_spaces.in_set(crate::AppSystems::View));
}
