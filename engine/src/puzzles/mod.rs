//! Puzzles: positions of real matches where one action's chance to win the round beats
//! every other action's by at least [`MIN_GAP`], judged from the deciding player's own
//! view only (R7.2: fair by construction, like the analysis), and confirmed by a second,
//! independent judgement ([`verify`]).
//!
//! A puzzle is the round as it was dealt (hands, draw pile, who starts) and the round's
//! actions before the decision: the rules replay them ([`Puzzle::round`]), so a puzzle can
//! never show a position the rules would not reach. Its solution, the two chances the
//! verifying judgement found, why the solution is best in terms of the rules ([`Why`],
//! worded by the game in every language) and a difficulty rating on the Glicko-2 scale
//! ([`rating`]) come with it.
//!
//! Layout: this file (the puzzle, the set and its text form, the daily pick), [`why`]
//! (the reason), [`mine`](mod@mine) (the miner and the verifier), [`rating`] (difficulty and the
//! trainer's ratings).

pub mod mine;
pub mod rating;
pub mod why;

use crate::rules::round::Position;
use crate::rules::{Action, ActionList, Cards, Observation, Round, RoundRules, RuleError, Side};
use serde::{Deserialize, Serialize};

pub use mine::{
    MINE_MARGIN, MineConfig, MineReport, Problem, VERIFY_ITERATIONS, VERIFY_JUDGEMENTS, VERIFY_SALT, judge_puzzle,
    mine, verify, verify_lead,
};
pub use why::Why;

/// The least lead, in round-win chance (0..=1), of a puzzle's solution over every other
/// action: 25 points.
pub const MIN_GAP: f64 = 0.25;

/// The file format of a puzzle set ([`PuzzleSet::format_version`]).
pub const FORMAT_VERSION: u32 = 1;

/// The largest puzzle set text read, in bytes (16 MiB; the shipped set is well under 1 MiB).
pub const MAX_SET_BYTES: usize = 16 << 20;

/// One puzzle: a position of a real match and its one good action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Stable identity within the set, e.g. `"advanced-0042"` (ASCII letters, digits and
    /// hyphens, 1..=32 characters).
    pub id: String,
    /// The round's rules (level, hand size, the Duell special card).
    pub rules: RoundRules,
    /// The match's scores when the round began, indexed by [`Side::index`]: part of the
    /// solver's view the judgement saw (a puzzle is about the round; the game opens it at
    /// 0:0).
    pub scores: [u8; 2],
    /// The score that wins the match, 1..=15.
    pub target_score: u8,
    /// Left's hand as dealt, card values 1..=5.
    pub left_hand: Vec<u8>,
    /// Right's hand as dealt.
    pub right_hand: Vec<u8>,
    /// The draw pile as dealt, top card first.
    pub draw_pile: Vec<u8>,
    /// Who took the round's first turn (R2.3).
    pub starter: Side,
    /// The round's actions before the puzzle, in order.
    pub steps: Vec<(Side, Action)>,
    /// Who decides: the player to act after the steps.
    pub side: Side,
    /// The one good action.
    pub solution: Action,
    /// The solution's chance to win the round (a draw counting ½), 0..=1, as the verifying
    /// judgement found it.
    pub chance: f64,
    /// The best other action's chance, 0..=1 (at most `chance - MIN_GAP`).
    pub next_chance: f64,
    /// Why the solution is best, in terms of the rules.
    pub why: Why,
    /// Difficulty on the Glicko-2 scale (1500 is the middle; about 800..=2600).
    pub rating: f64,
    /// The rating's deviation (its uncertainty), 30..=350.
    pub deviation: f64,
}

/// Why a puzzle cannot be used.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PuzzleError {
    #[error("puzzle {id}: the dealt position is not valid: {message}")]
    Position { id: String, message: String },
    #[error("puzzle {id}: step {index} is refused by the rules: {error}")]
    Step { id: String, index: usize, error: RuleError },
    #[error("puzzle {id}: after its steps {side:?} is not to act")]
    NotToAct { id: String, side: Side },
    #[error("puzzle {id}: the solution {solution} is not a legal action there")]
    Illegal { id: String, solution: String },
    #[error("puzzle {id}: {message}")]
    Field { id: String, message: String },
}

impl Puzzle {
    /// The dealt position (fencers on spaces 1 and 23, R2.2).
    pub fn dealt(&self) -> Position {
        let cards = |v: &[u8]| Cards::from_values(v).unwrap_or(Cards::EMPTY);
        Position {
            rules: self.rules,
            left_pos: 1,
            right_pos: 23,
            left_hand: cards(&self.left_hand),
            right_hand: cards(&self.right_hand),
            draw_pile: self.draw_pile.clone(),
            to_act: self.starter,
        }
    }

    /// The round at the puzzle: the deal with its steps replayed through the rules.
    ///
    /// # Errors
    /// [`PuzzleError`]: a field out of range, a deal the rules refuse, a refused step, or a
    /// position where `side` is not to act.
    pub fn round(&self) -> Result<Round, PuzzleError> {
        let id = || self.id.clone();
        self.check_fields()?;
        let mut round =
            Round::from_position(&self.dealt()).map_err(|message| PuzzleError::Position { id: id(), message })?;
        for (index, &(who, action)) in self.steps.iter().enumerate() {
            round.apply(who, action).map_err(|error| PuzzleError::Step { id: id(), index: index + 1, error })?;
        }
        if round.to_act() != Some(self.side) {
            return Err(PuzzleError::NotToAct { id: id(), side: self.side });
        }
        Ok(round)
    }

    /// The deciding player's view of the puzzle: all the player and the judgement see (R7).
    ///
    /// # Errors
    /// As [`Puzzle::round`].
    pub fn observation(&self) -> Result<Observation, PuzzleError> {
        Ok(Observation::of(&self.round()?, self.side, self.scores, self.target_score))
    }

    /// The deciding player's legal actions, in the rules' order.
    ///
    /// # Errors
    /// As [`Puzzle::round`].
    pub fn legal_actions(&self) -> Result<ActionList, PuzzleError> {
        let mut list = ActionList::new();
        self.round()?.legal_actions(&mut list);
        Ok(list)
    }

    /// The checks that need no replay: the id, card values, sizes and ranges.
    fn check_fields(&self) -> Result<(), PuzzleError> {
        let bad = |message: String| Err(PuzzleError::Field { id: self.id.clone(), message });
        if self.id.is_empty() || self.id.len() > 32 || !self.id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        {
            return bad("the id must be 1..=32 ASCII letters, digits or hyphens".into());
        }
        if self.rules.ten_card_deal() {
            return bad("a Duell D7 round (cards set aside unseen) cannot be a puzzle".into());
        }
        if self.steps.len() > crate::rules::round::MAX_HISTORY {
            return bad(format!("{} steps; a round holds at most 25 actions", self.steps.len()));
        }
        for (name, cards) in [("left_hand", &self.left_hand), ("right_hand", &self.right_hand)] {
            if cards.len() > 12 || Cards::from_values(cards).is_none() {
                return bad(format!("{name} is not a hand of card values 1..=5 (R1.2)"));
            }
        }
        if !(1..=15).contains(&self.target_score) || self.scores.iter().any(|&s| s >= self.target_score) {
            return bad("the scores must be below a target score of 1..=15 (R2.1)".into());
        }
        let chance = |c: f64| c.is_finite() && (0.0..=1.0).contains(&c);
        if !chance(self.chance) || !chance(self.next_chance) {
            return bad("the chances must be within 0..=1".into());
        }
        // Ranges hold no NaN: `contains` is false for it.
        let rating_ok = (0.0..=4000.0).contains(&self.rating) && (1.0..=350.0).contains(&self.deviation);
        if !rating_ok {
            return bad("the rating must be within 0..=4000 and its deviation within 1..=350".into());
        }
        Ok(())
    }

    /// What makes two puzzles the same position: the deal, the steps and who decides.
    pub fn position_key(&self) -> String {
        format!(
            "{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}",
            self.rules, self.left_hand, self.right_hand, self.draw_pile, self.starter, self.steps, self.side
        )
    }
}

/// A set of puzzles, as the game ships it (`assets/puzzles/puzzles.ron`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleSet {
    /// [`FORMAT_VERSION`].
    pub format_version: u32,
    /// The puzzles, in the order of their ids.
    pub puzzles: Vec<Puzzle>,
}

/// Why a puzzle set's text cannot be read.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SetError {
    #[error("the puzzle set is larger than {MAX_SET_BYTES} bytes")]
    TooLarge,
    #[error("the puzzle set is not valid: {0}")]
    Parse(String),
    #[error("the puzzle set has format version {0}; this game reads version {FORMAT_VERSION}")]
    Version(u32),
    #[error("the puzzle id {0} is used twice")]
    DuplicateId(String),
}

/// The set the game ships (`assets/puzzles/puzzles.ron`, built into the program).
pub const SHIPPED: &str = include_str!("../../../assets/puzzles/puzzles.ron");

impl PuzzleSet {
    /// The set the game ships.
    ///
    /// # Errors
    /// As [`PuzzleSet::parse`] (the tests keep the shipped set readable).
    pub fn shipped() -> Result<PuzzleSet, SetError> {
        PuzzleSet::parse(SHIPPED)
    }

    /// Reads a set from its RON text (a byte-order mark is skipped). Each puzzle's
    /// position is checked by [`Puzzle::round`] when used, not here.
    ///
    /// # Errors
    /// [`SetError`]: too large, not RON of this shape, another format version, or an id
    /// used twice.
    pub fn parse(text: &str) -> Result<PuzzleSet, SetError> {
        if text.len() > MAX_SET_BYTES {
            return Err(SetError::TooLarge);
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let set: PuzzleSet = ron::from_str(text).map_err(|e| SetError::Parse(e.to_string()))?;
        if set.format_version != FORMAT_VERSION {
            return Err(SetError::Version(set.format_version));
        }
        let mut ids = std::collections::HashSet::new();
        for p in &set.puzzles {
            if !ids.insert(p.id.as_str()) {
                return Err(SetError::DuplicateId(p.id.clone()));
            }
        }
        Ok(set)
    }

    /// The set as RON text, one puzzle per line (so that a change to the set reads as a
    /// change of lines).
    pub fn to_text(&self) -> String {
        let mut out = format!("(format_version: {}, puzzles: [\n", self.format_version);
        for p in &self.puzzles {
            // A puzzle of plain numbers, enums and strings always serialises.
            out.push_str(&ron::to_string(p).unwrap_or_default());
            out.push_str(",\n");
        }
        out.push_str("])\n");
        out
    }

    /// The puzzle of the day `days` (days since 1970-01-01, UTC or local as the caller
    /// chooses): the same for everybody on that date, offline. Days walk through a
    /// fixed shuffle of the set, so a puzzle comes back only once all have been shown.
    /// `None` for an empty set.
    pub fn daily(&self, days: i64) -> Option<&Puzzle> {
        let n = self.puzzles.len() as u64;
        if n == 0 {
            return None;
        }
        // An affine walk over 0..n with a multiplier prime to n visits every index once.
        let step = (1..n.max(2)).map(|k| (k * 7919 + 104_729) % n).find(|&m| m > 0 && gcd(m, n) == 1).unwrap_or(1);
        let i = (days.rem_euclid(n as i64) as u64 * step + 12_345) % n;
        self.puzzles.get(i as usize)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}
