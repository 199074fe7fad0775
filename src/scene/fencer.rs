//! The two fencers on the piste: the figures in whites of [`super::model`], each on its
//! space and facing the other. The left fencer is left-handed and the right one
//! right-handed (R1.3): each holds the foil in the correct hand, which for both is the
//! hand on the far side from the players' seat.

use super::layout::{FIGURE_SCALE, PISTE_TOP, facing, line_z, space_x};
use super::model::{FencerModels, Figure, spawn_figure};
use crate::game::screens::Screen;
use crate::game::{Fencer, MatchEntity};
use bevy::prelude::*;

/// Dresses a new [`Fencer`] entity with its figure, on its space and facing the opponent.
fn dress_fencer(ev: On<Add, Fencer>, fencers: Query<&Fencer>, models: Res<FencerModels>, mut commands: Commands) {
    let Ok(f) = fencers.get(ev.entity) else { return };
    let rot = if facing(f.side) > 0.0 { Quat::IDENTITY } else { Quat::from_rotation_y(std::f32::consts::PI) };
    commands.entity(ev.entity).insert((
        Transform::from_xyz(space_x(f.space), PISTE_TOP, line_z(f.side)).with_rotation(rot),
        Visibility::default(),
    ));
    spawn_figure(
        &mut commands,
        &models,
        ev.entity,
        f.side,
        FIGURE_SCALE,
        Figure { side: f.side, animated: true, metal: false },
    );
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
