//! The game's screens, as one Bevy state. Egui draws each screen's panels every frame
//! (immediate mode); 3D entities that belong to a screen carry `DespawnOnExit`.

use bevy::prelude::*;

/// Which screen is shown.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// New match, Continue, Rules, Settings, Quit.
    #[default]
    Title,
    /// Opponent, rule level, target score, AI level, who starts, seed.
    Setup,
    /// A match being played (the pause menu is an overlay of this screen).
    Match,
    /// A round has ended: who won and why.
    RoundOver,
    /// The match has ended: rematch or title.
    MatchOver,
    /// The rules of the selected level.
    Rules,
    /// Audio, animation, AI delay, camera, defaults.
    Settings,
    /// Matches and rounds won and lost, per opponent and level.
    Statistics,
    /// Step through a stored match.
    Replay,
}

impl Screen {
    /// Screens that show the match on the piste.
    pub fn shows_match(self) -> bool {
        matches!(self, Screen::Match | Screen::RoundOver | Screen::MatchOver)
    }

    /// Screens that show the piste (a match, or a replay).
    pub fn shows_piste(self) -> bool {
        self.shows_match() || self == Screen::Replay
    }
}

/// True while a match screen is shown (run condition).
pub fn in_match_screens(screen: Res<State<Screen>>) -> bool {
    screen.get().shows_match()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
