//! The two fencers on the piste: the figures in whites of [`super::model`], each on its
//! space and facing the other. The left fencer is left-handed and the right one
//! right-handed (R1.3): each holds the foil in the correct hand, which for both is the
//! hand on the far side from the players' seat.

use super::contact::{ContactShadows, contact_shadow};
use super::layout::{FIGURE_SCALE, PISTE_TOP, facing, line_z, space_x};
use super::model::{FencerModels, Figure, spawn_figure};
use crate::game::screens::Screen;
use crate::game::{Fencer, MatchEntity};
use bevy::prelude::*;

/// Dresses a new [`Fencer`] entity with its figure, on its space and facing the opponent,
/// with its contact shadow under it.
fn dress_fencer(
    ev: On<Add, Fencer>,
    fencers: Query<&Fencer>,
    models: Res<FencerModels>,
    shadows: Res<ContactShadows>,
    mut commands: Commands,
) {
    let Ok(f) = fencers.get(ev.entity) else { return };
    let rot = if facing(f.side) > 0.0 { Quat::IDENTITY } else { Quat::from_rotation_y(std::f32::consts::PI) };
    commands.entity(ev.entity).insert((
        Transform::from_xyz(space_x(f.space), PISTE_TOP, line_z(f.side)).with_rotation(rot),
        Visibility::default(),
    ));
    // Its contact shadow on the piste, between its feet on guard, moving with it.
    if shadows.made() {
        let size = Vec2::new(1.4, 0.62) * FIGURE_SCALE;
        commands.spawn((
            contact_shadow(&shadows, shadows.round.clone(), Vec3::new(0.0, 0.003, 0.0), size),
            ChildOf(ev.entity),
        ));
    }
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
