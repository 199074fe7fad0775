//! Score tracks: for each fencer a row of slots 0..=target beside the piste, with a small
//! marker in the fencer's likeness standing on the current score. They follow the match
//! on the piste: the live one, or the replayed one while the live one is hidden.

use super::layout::{PISTE_TOP, SPACE_WIDTH};
use super::model::{FencerModels, spawn_figure};
use crate::game::{Bout, Fencer, RoundOver, Score};
use crate::rules::{PISTE_LEN, Side};
use bevy::prelude::*;

/// A score marker of one side.
#[derive(Component, Debug, Clone, Copy)]
pub struct ScoreMarker {
    pub side: Side,
}

/// A slot of a score track (rebuilt for each match's target score).
#[derive(Component, Debug, Clone, Copy)]
pub struct TrackSlot;

/// In front of the piste, on the players' side, where the board has its score track.
const TRACK_Z: f32 = 1.55;

/// x of score `n` (0..=target) on `side`'s track: each track runs from its fencer's end
/// of the piste towards the centre.
pub fn slot_x(side: Side, n: u8, target: u8) -> f32 {
    let end = SPACE_WIDTH * (f32::from(PISTE_LEN) - 2.0) / 2.0;
    let step = (5.6 / f32::from(target.max(1))).min(0.9);
    let x = end - f32::from(n) * step;
    match side {
        Side::Left => -x,
        Side::Right => x,
    }
}

/// Builds the tracks and markers when a match starts (its target score fixes the slots).
fn build_tracks(
    tables: Query<(Entity, &Bout, &Visibility)>,
    fencers: Query<(&Fencer, &Score, &Visibility)>,
    mut built_for: Local<Option<(Entity, u8)>>,
    old: Query<Entity, Or<(With<TrackSlot>, With<ScoreMarker>)>>,
    models: Res<FencerModels>,
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Some((table, bout, _)) = tables.iter().find(|(_, _, v)| **v != Visibility::Hidden) else {
        // No match on the piste (the replay screen before a record is picked): no tracks.
        if built_for.take().is_some() {
            for e in &old {
                commands.entity(e).despawn();
            }
        }
        return;
    };
    let target = bout.rules.target_score;
    // Rebuilt for every new table (a new match, a replay), so the markers start on the
    // right number of slots.
    if *built_for == Some((table, target)) {
        return;
    }
    *built_for = Some((table, target));
    for e in &old {
        commands.entity(e).despawn();
    }
    let slot_mesh = meshes.add(Cylinder::new(0.16, 0.04));
    let rail = materials.add(StandardMaterial { base_color: Color::srgb(0.12, 0.13, 0.15), ..default() });
    let slot_mats = [
        materials.add(StandardMaterial { base_color: Color::srgb(0.75, 0.12, 0.12), ..default() }),
        materials.add(StandardMaterial { base_color: Color::srgb(0.12, 0.55, 0.2), ..default() }),
    ];
    for side in Side::BOTH {
        for n in 0..=target {
            let m = if n == 0 { rail.clone() } else { slot_mats[side.index()].clone() };
            commands.spawn((
                Name::new(format!("{side} score slot {n}")),
                TrackSlot,
                Mesh3d(slot_mesh.clone()),
                MeshMaterial3d(m),
                Transform::from_xyz(slot_x(side, n, target), PISTE_TOP * 0.5, TRACK_Z),
                Pickable::IGNORE,
            ));
        }
        let score = shown_score(&fencers, side);
        let rot = if side == Side::Left { Quat::IDENTITY } else { Quat::from_rotation_y(std::f32::consts::PI) };
        let marker = commands
            .spawn((
                Name::new(format!("{side} score marker")),
                ScoreMarker { side },
                Transform::from_xyz(slot_x(side, score, target), PISTE_TOP * 0.5 + 0.02, TRACK_Z).with_rotation(rot),
                Visibility::default(),
                Pickable::IGNORE,
            ))
            .id();
        spawn_figure(&mut commands, &models, marker, side, 0.3, false);
    }
}

/// Slides each marker towards its fencer's score.
fn move_markers(
    tables: Query<(&Bout, &Visibility)>,
    fencers: Query<(&Fencer, &Score, &Visibility)>,
    time: Res<Time<Real>>,
    mut markers: Query<(&ScoreMarker, &mut Transform)>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some((bout, _)) = tables.iter().find(|(_, v)| **v != Visibility::Hidden) else { return };
    let target = bout.rules.target_score;
    for (m, mut t) in &mut markers {
        let want = slot_x(m.side, shown_score(&fencers, m.side), target);
        let dx = want - t.translation.x;
        if dx.abs() > 0.001 {
            t.translation.x += dx * (time.delta_secs() * 4.0).min(1.0);
            redraw.write(bevy::window::RequestRedraw);
        } else {
            t.translation.x = want;
        }
    }
}

/// `side`'s score on the shown table.
fn shown_score(fencers: &Query<(&Fencer, &Score, &Visibility)>, side: Side) -> u8 {
    fencers.iter().find(|(f, _, v)| f.side == side && **v != Visibility::Hidden).map_or(0, |(_, s, _)| s.0)
}

fn on_round_over(_ev: On<RoundOver>, mut redraw: MessageWriter<bevy::window::RequestRedraw>) {
    redraw.write(bevy::window::RequestRedraw);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(on_round_over)
        .add_systems(Update, (build_tracks, move_markers).chain().in_set(crate::AppSystems::View));
}
