//! The five actions of a turn and of a defence (R4, R5), and a fixed-capacity list of them.

use super::Side;
use super::cards::Cards;
use serde::{Deserialize, Serialize};

/// A direction of movement relative to the fencer (R1.3): `Forward` is towards the
/// opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    Forward,
    Back,
}

/// One action. Card values are 1..=5, counts 1..=5.
///
/// The serialised form is the scenario format's (`Move(dir: Forward, card: 3)`,
/// `Attack(value: 4, count: 2)`, `AdvanceAttack(advance: 2, value: 3, count: 1)`, `Parry`,
/// `Retreat(card: 2)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// R4.1: play one card and move exactly that many spaces.
    Move { dir: Dir, card: u8 },
    /// R4.2: play `count` cards of `value`, where `value` equals the distance.
    Attack { value: u8, count: u8 },
    /// R4.3 (Advanced): advance `advance` spaces, then attack with `count` cards of
    /// `value`, where `value` equals the new distance.
    AdvanceAttack { advance: u8, value: u8, count: u8 },
    /// R5.1: answer an attack with the same number of cards of the same value.
    Parry,
    /// R5.2 (Advanced, only against an indirect attack): play one card and move back.
    Retreat { card: u8 },
}

impl Action {
    /// The number of cards the action plays (for a parry, the caller knows the count).
    pub fn cards_played(&self, parry_count: u8) -> u8 {
        match *self {
            Action::Move { .. } | Action::Retreat { .. } => 1,
            Action::Attack { count, .. } => count,
            Action::AdvanceAttack { count, .. } => count + 1,
            Action::Parry => parry_count,
        }
    }

    /// True for a direct or indirect attack.
    pub fn is_attack(&self) -> bool {
        matches!(self, Action::Attack { .. } | Action::AdvanceAttack { .. })
    }

    /// The cards this action plays from the hand: the card moved or retreated with, the
    /// attack's cards (with the advance card before an indirect attack), or for a parry
    /// the cards of the attack it answers (R5.1: as many cards of the same value).
    pub fn cards(&self, parried: Option<Attack>) -> Cards {
        let mut c = Cards::EMPTY;
        match *self {
            Action::Move { card, .. } | Action::Retreat { card } => c.add(card),
            Action::Attack { value, count } => c.add_n(value, count),
            Action::AdvanceAttack { advance, value, count } => {
                c.add(advance);
                c.add_n(value, count);
            }
            Action::Parry => {
                if let Some(a) = parried {
                    c.add_n(a.value, a.count);
                }
            }
        }
        c
    }

    /// Which way `side`'s fencer goes along the piste with this action: +1 towards space
    /// 23, -1 towards space 1, 0 for a direct attack or a parry. Forward is towards 23 for
    /// Left and towards 1 for Right (R1.3); an indirect attack advances first (R4.3); a
    /// retreat goes back (R5.2).
    pub fn heading(&self, side: Side) -> i8 {
        match *self {
            Action::Move { dir: Dir::Forward, .. } | Action::AdvanceAttack { .. } => side.forward_sign(),
            Action::Move { dir: Dir::Back, .. } | Action::Retreat { .. } => -side.forward_sign(),
            Action::Attack { .. } | Action::Parry => 0,
        }
    }

    /// The action in words, e.g. "advance 3", "attack with two 4s".
    pub fn describe(&self) -> String {
        match *self {
            Action::Move { dir: Dir::Forward, card } => format!("advance {card}"),
            Action::Move { dir: Dir::Back, card } => format!("retreat {card}"),
            Action::Attack { value, count } => format!("attack with {}", count_of(value, count)),
            Action::AdvanceAttack { advance, value, count } => {
                format!("advance {advance} and attack with {}", count_of(value, count))
            }
            Action::Parry => "parry".to_string(),
            Action::Retreat { card } => format!("retreat {card} from the attack"),
        }
    }
}

/// "a 4", "two 4s", "three 2s": a number of cards of one value in words.
pub fn count_of(value: u8, count: u8) -> String {
    let n = match count {
        1 => return format!("a {value}"),
        2 => "two",
        3 => "three",
        4 => "four",
        5 => "five",
        _ => return format!("{count} × {value}"),
    };
    format!("{n} {value}s")
}

/// An action as it was played, with who played it: one entry of a round's public history
/// (R7.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Played {
    pub who: Side,
    pub action: Action,
}

/// Capacity of an [`ActionList`]; no position has more legal actions (at most 10 moves,
/// 5 direct attacks and 25 indirect attacks, and far fewer with a real hand).
pub const MAX_ACTIONS: usize = 48;

/// A fixed-capacity list of actions, filled by legal-action generation without allocating.
#[derive(Clone, Copy)]
pub struct ActionList {
    items: [Action; MAX_ACTIONS],
    len: u8,
}

impl Default for ActionList {
    fn default() -> Self {
        ActionList { items: [Action::Parry; MAX_ACTIONS], len: 0 }
    }
}

impl std::fmt::Debug for ActionList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl ActionList {
    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every action.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends an action; silently ignored when full (cannot happen for legal actions).
    #[inline]
    pub fn push(&mut self, a: Action) {
        if (self.len as usize) < MAX_ACTIONS {
            self.items[self.len as usize] = a;
            self.len += 1;
        }
    }

    /// Number of actions.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True when empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The actions as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Action] {
        &self.items[..self.len as usize]
    }

    /// True if `a` is in the list.
    pub fn contains(&self, a: &Action) -> bool {
        self.as_slice().contains(a)
    }
}

impl std::ops::Deref for ActionList {
    type Target = [Action];
    fn deref(&self) -> &[Action] {
        self.as_slice()
    }
}

/// An attack waiting for the defender's answer: `count` cards of `value` (1..=5 each), and
/// whether it was indirect (R4.3; only an indirect attack may be answered by a retreat).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attack {
    pub value: u8,
    pub count: u8,
    pub indirect: bool,
}

impl std::fmt::Display for Attack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = if self.indirect { "indirect" } else { "direct" };
        write!(f, "{} attack with {}", kind, count_of(self.value, self.count))
    }
}
