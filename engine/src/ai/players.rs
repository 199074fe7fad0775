//! Who controls each side: a person at this computer or a computer player. Saves and
//! records store it; the game holds it as a resource.

use super::levels::BotLevel;
use crate::rules::Side;
use serde::{Deserialize, Serialize};

/// The controller of one side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    /// A person at this computer (hot-seat when both sides are human).
    Human { name: String },
    /// A computer player of this level (stored as its name, `"hard"`).
    Computer { level: BotLevel },
    /// A person at another computer, in network play: their steps come from the server.
    Remote { name: String },
}

impl Controller {
    /// True for a person at this computer (not a computer player, not a person at another
    /// computer).
    pub fn is_human(&self) -> bool {
        matches!(self, Controller::Human { .. })
    }

    /// A display name: the person's name, or "Computer (level)".
    pub fn display_name(&self) -> String {
        match self {
            Controller::Human { name } | Controller::Remote { name } => name.clone(),
            Controller::Computer { level } => format!("Computer ({level})"),
        }
    }
}

/// The controllers of both sides, indexed by [`Side::index`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Players(pub [Controller; 2]);

impl Default for Players {
    fn default() -> Self {
        Players([Controller::Human { name: "Left".into() }, Controller::Computer { level: BotLevel::Easy }])
    }
}

impl Players {
    /// The controller of `side`.
    pub fn get(&self, side: Side) -> &Controller {
        &self.0[side.index()]
    }

    /// Both controllers, Left's first.
    pub fn iter(&self) -> impl Iterator<Item = &Controller> {
        self.0.iter()
    }

    /// True when both sides are people at this computer (R9.6 hand-over needed).
    pub fn hot_seat(&self) -> bool {
        self.0.iter().all(Controller::is_human)
    }

    /// True when `side` is the one person at this computer (playing against the computer
    /// or a person at another computer).
    pub fn is_you(&self, side: Side) -> bool {
        self.get(side).is_human() && !self.get(side.opponent()).is_human()
    }
}
