//! The one seat model: who sits at this screen ([`LocalRole`]) and who acts now ([`Turn`]).
//!
//! [`Turn::of`] is the only place that works out, from the players ([`Seats`]), the live
//! match's [`MatchState`], the hot-seat [`HandOver`] (R9.6), the menu and the network seat
//! ([`NetworkPlay`]), whose decision it is, whose hand the screen shows and who the curtain
//! is for. [`follow_turn`] keeps the [`Turn`] resource up to date at the start of each
//! frame and again once the frame's steps are resolved; the panels, the keys, the gamepad,
//! the camera, the scene and the person's choices read it and never ask the players
//! themselves.

use super::components::MatchState;
use super::flow::HandOver;
use super::screens::Menu;
use super::seats::{NetworkPlay, Seats};
use super::table::MatchView;
use crate::ai::Players;
use crate::rules::Side;
use bevy::prelude::*;

/// Who sits at this screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LocalRole {
    /// One person here plays this side: against the computer, or online against a person
    /// at another computer.
    Player(Side),
    /// Two people share this screen (hot-seat): it is handed over before each decision of
    /// the other one, the parry included (R9.6).
    HotSeat,
    /// Nobody here plays: the computer fences both sides (and, later, a network
    /// spectator).
    #[default]
    Spectator,
}

impl LocalRole {
    /// The role of this screen in a match of `players`: a person is a
    /// [`crate::ai::Controller::Human`] (a person at another computer is not one).
    pub fn of(players: &Players) -> LocalRole {
        match Side::BOTH.map(|side| players.get(side).is_human()) {
            [true, true] => LocalRole::HotSeat,
            [true, false] => LocalRole::Player(Side::Left),
            [false, true] => LocalRole::Player(Side::Right),
            [false, false] => LocalRole::Spectator,
        }
    }

    /// Whether `side` is played by a person at this screen (both sides in hot-seat).
    pub fn plays(self, side: Side) -> bool {
        match self {
            LocalRole::Player(s) => s == side,
            LocalRole::HotSeat => true,
            LocalRole::Spectator => false,
        }
    }

    /// Whether a person plays at this screen at all.
    pub fn has_player(self) -> bool {
        self != LocalRole::Spectator
    }

    /// The side the screen is seen from (the camera stands behind its fencer): the
    /// player's, and Left in hot-seat and for a spectator.
    pub fn home_side(self) -> Side {
        match self {
            LocalRole::Player(side) => side,
            LocalRole::HotSeat | LocalRole::Spectator => Side::Left,
        }
    }
}

/// Who acts now, as this screen sees it: recomputed by [`follow_turn`], read by every view
/// and input. `Default` is a screen with no match on it.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Turn {
    /// Who sits at this screen.
    pub role: LocalRole,
    /// The person at this screen who must decide now — act or defend in the round, or
    /// choose the Duell D3 card — whether or not the screen is theirs yet. `None` while
    /// the computer or a person elsewhere decides, between rounds, once the match is over,
    /// and in network play until the match has started and while the connection is down.
    pub decider: Option<Side>,
    /// In hot-seat, the person the screen must be handed to before they decide: a curtain
    /// hides both hands until they take it (R9.6).
    pub curtain: Option<Side>,
    /// The side whose cards this screen is for: the player's; in hot-seat, whoever took the
    /// screen last (`None` before anyone has); `None` for a spectator.
    pub viewer: Option<Side>,
    /// The hand the screen may show now: the viewer's, and nobody's while a curtain is up.
    /// The hand panel and the tracker draw only this one.
    pub shown: Option<Side>,
    /// Whether a menu covers the match.
    pub menu_open: bool,
    /// Whether the match is played over the network: a server referees it, and a new one
    /// is hosted or joined again rather than started here.
    pub online: bool,
}

impl Turn {
    /// The turn for the live match's `match_state` (`None`: no match on the table), with
    /// `players` seated, `hand_over` the hot-seat's screen, `menu_open` whether a menu is
    /// over the match and `online` this computer's network seat, if any.
    pub fn of(
        match_state: Option<&MatchState>,
        players: &Players,
        hand_over: &HandOver,
        menu_open: bool,
        online: Option<&NetworkPlay>,
    ) -> Turn {
        let role = LocalRole::of(players);
        let waiting = online.is_some_and(|o| !o.started || !o.connected);
        let decider = match_state.and_then(|b| b.decider).filter(|side| role.plays(*side) && !waiting);
        let curtain = decider.filter(|side| role == LocalRole::HotSeat && hand_over.showing != Some(*side));
        let viewer = match role {
            LocalRole::Player(side) => Some(side),
            LocalRole::HotSeat => hand_over.showing,
            LocalRole::Spectator => None,
        };
        let shown = viewer.filter(|_| curtain.is_none());
        Turn { role, decider, curtain, viewer, shown, menu_open, online: online.is_some() }
    }

    /// The person who may act from this screen, menus aside: the decider once the screen
    /// is theirs.
    pub fn acting(&self) -> Option<Side> {
        self.decider.filter(|_| self.curtain.is_none())
    }

    /// [`Turn::acting`] while no menu covers the match.
    pub fn acting_now(&self) -> Option<Side> {
        self.acting().filter(|_| !self.menu_open)
    }
}

/// Recomputes [`Turn`], touching it only when it changed.
pub fn follow_turn(
    table: MatchView,
    seats: Res<Seats>,
    hand_over: Res<HandOver>,
    menu: Option<Res<State<Menu>>>,
    online: Option<Res<NetworkPlay>>,
    mut turn: ResMut<Turn>,
) {
    let menu_open = menu.is_some_and(|m| *m.get() != Menu::None);
    let view = table.get();
    turn.set_if_neq(Turn::of(view.as_ref().map(|v| v.match_state), &seats, &hand_over, menu_open, online.as_deref()));
}
