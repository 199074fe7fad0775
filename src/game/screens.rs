//! Where the player is, as Bevy states: the [`Screen`] (title, set-up, a match, the
//! replays), a [`Menu`] over any screen (rules, settings, statistics, the pause menu), and
//! while a match is shown its [`Stage`] (playing, round over, match over), which follows
//! the match itself. Systems are gated with run conditions on these states; entities that
//! belong to a screen carry `DespawnOnExit`.

use super::components::{MatchEntity, MatchState};
use crate::rules::MatchPhase;
use bevy::prelude::*;

/// Which screen is shown.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// New match, Continue, Rules, Settings, Statistics, Replays, Quit.
    #[default]
    Title,
    /// Opponent, rule level, target score, AI level, who starts, seed.
    Setup,
    /// A match on the piste (its [`Stage`] says which part).
    Match,
    /// Step through a stored match on the piste.
    Replay,
}

/// A menu open over the screen, or none. "Back" closes it (or returns to the pause menu
/// it was opened from).
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Menu {
    #[default]
    None,
    /// The rules of a level.
    Rules,
    /// Audio, animation, AI delay, camera, window, defaults.
    Settings,
    /// Matches and rounds won and lost, per opponent and level.
    Statistics,
    /// The pause menu over a match.
    Pause,
    /// The tutorial's courses and lessons (`game::tutorial`).
    Lessons,
    /// Play online: a server, quick pairing, its rooms, a room by code or link
    /// (`ui::lobby`).
    Online,
    /// The puzzles: the daily puzzle, the trainer, statistics (`ui::puzzles`).
    Puzzles,
}

/// The part of a match being shown: follows the match's phase (`MatchState::match_phase`).
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Match)]
pub enum Stage {
    /// A round is being played (or a Duell D3 choice is pending).
    #[default]
    Playing,
    /// A round has ended: who won and why.
    RoundOver,
    /// The match has ended: rematch or title.
    MatchOver,
}

impl Stage {
    /// The stage that shows a match in `phase`.
    pub fn of(phase: MatchPhase) -> Stage {
        match phase {
            MatchPhase::RoundOver(_) => Stage::RoundOver,
            MatchPhase::Over { .. } => Stage::MatchOver,
            MatchPhase::Playing | MatchPhase::ChooseDuellCard { .. } => Stage::Playing,
        }
    }
}

/// Run condition: a match screen with no menu over it, where the person plays.
pub fn playing_unpaused(screen: Res<State<Screen>>, menu: Res<State<Menu>>) -> bool {
    *screen.get() == Screen::Match && *menu.get() == Menu::None
}

/// Keeps the [`Stage`] in step with the live match's phase. A practice position is one
/// round: its end is a round's end, even where its win would end a match.
fn follow_match(
    match_state: Query<(&MatchState, Option<&super::components::MatchKind>), With<MatchEntity>>,
    stage: Res<State<Stage>>,
    mut next: ResMut<NextState<Stage>>,
) {
    if let Ok((b, kind)) = match_state.single() {
        let want = match Stage::of(b.match_phase) {
            Stage::MatchOver if kind.is_some_and(|k| k.practice().is_some()) => Stage::RoundOver,
            s => s,
        };
        if *stage.get() != want {
            next.set(want);
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    // The computer players and the hint think only while a match is played, not behind a
    // menu.
    app.configure_sets(Update, crate::AppSystems::Ai.run_if(playing_unpaused));
    app.init_state::<Screen>()
        .init_state::<Menu>()
        .add_sub_state::<Stage>()
        .add_systems(Update, follow_match.run_if(in_state(Screen::Match)).in_set(crate::AppSystems::View));
}
