//! The match as ECS components — the state itself, not a mirror: one entity per fencer
//! ([`Fencer`], [`Hand`], [`Score`]) and one for the table ([`Deck`], [`MatchState`]), all
//! marked [`MatchEntity`]. The resolve systems join them with the referee's secrets
//! ([`super::table::Referee`]) into a `rules::Match`, apply an action through the rules
//! and write the result back; every view (scene, panels, sound) reads them.
//!
//! What is public and what is private follows R7: the [`Hand`] is its owner's alone
//! (network play replicates it to that player only, `crate::net`), everything else on
//! these entities is seen by both — the size of each hand is on the [`Fencer`]; the order
//! of the draw pile is not here at all. On a client of network play the other fencer has
//! no [`Hand`] unless the rules show it (Duell D4, a round that is over).

use crate::rules::{
    Cards, DuellCard, MatchParts, MatchPhase, MatchPublic, Phase, Played, RoundEnding, RoundPublic, RoundRules,
    RuleSet, Side,
};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A fencer on the piste (R1.3): which side, the space it stands on (1..=23), and how many
/// cards it holds (public: everyone sees the backs, R7).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fencer {
    pub side: Side,
    /// Space 1..=23 (R1.1).
    pub space: u8,
    /// Cards in this fencer's hand, 0..=12.
    pub hand_size: u8,
}

/// The cards a fencer holds, 0..=12 (private to that player, R7.2).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Hand {
    pub cards: Cards,
}

/// Which fencer's cards a [`Hand`] entity holds. Every table keeps each hand on an
/// entity of its own, [`AtTable`] like the fencers: network play sends a hand only to those
/// who may see it (R7.2), entity by entity, so a client holds exactly what it was sent
/// and nothing is copied.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandOf(pub Side);

/// The table a fencer's or a hand's entity belongs to. bevy_replicon sends the changes of
/// entities so related in one message (`net::protocol`), so a client never sees a table
/// of one step with the hands or spaces of another.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[relationship(relationship_target = TableMembers)]
pub struct AtTable(pub Entity);

/// The fencers and hands at a table ([`AtTable`]): how a table's one writer
/// (`super::table::Tables`) finds them.
#[derive(Component, Debug, Default)]
#[relationship_target(relationship = AtTable)]
pub struct TableMembers(Vec<Entity>);

/// A fencer's match score (R2.1), 0..=target.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Score(pub u8);

// The one way each per-side component is made from a match's parts: the local table, the
// replay and the server's rooms all write them through these.

impl Fencer {
    /// `side`'s fencer in the match `parts`: its space and its hand's size.
    pub fn of(parts: &MatchParts, side: Side) -> Fencer {
        let i = side.index();
        Fencer { side, space: parts.public.round.positions[i], hand_size: parts.hands[i].len() }
    }
}

impl Hand {
    /// `side`'s cards in the match `parts` (private to that player, R7.2).
    pub fn of(parts: &MatchParts, side: Side) -> Hand {
        Hand { cards: parts.hands[side.index()] }
    }
}

impl Score {
    /// `side`'s score in the match `parts`.
    pub fn of(parts: &MatchParts, side: Side) -> Score {
        Score(parts.public.scores[side.index()])
    }
}

/// The cards on the table that everyone sees (R2.4): the face-down draw pile's size and
/// the discard pile.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Deck {
    /// Cards left in the draw pile, 0..=25.
    pub draw_pile: u8,
    /// Every card played this round.
    pub discard: Cards,
    /// The top of the discard pile, 1..=5.
    pub discard_top: Option<u8>,
}

/// The match and its round as everyone at the table sees them, beyond the fencers and the
/// cards: the rules, the round number, who started, the Duell special card, where the
/// match and the round stand, who must decide now, and the round's actions. (The state of
/// the whole match: the rules' "bout" is a round, R2.1.)
#[derive(Component, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchState {
    /// The match's rules.
    pub rules: RuleSet,
    /// The current round's rules (its special card applied).
    pub round_rules: RoundRules,
    /// The current round's number, from 1.
    pub round_number: u32,
    /// Who started (or will start) the current round (R2.3).
    pub starter: Side,
    /// The current round's Duell special card (R8).
    pub duell_card: Option<DuellCard>,
    /// Where the match stands (a round played, between rounds, a D3 choice, over).
    pub match_phase: MatchPhase,
    /// Who lost the match on a correspondence clock, if it ended so
    /// (`rules::Match::lost_on_time`).
    pub out_of_time: Option<Side>,
    /// Where the round stands: a normal turn, an attack to answer, or over.
    pub phase: Phase,
    /// Who acts next in the round (the defender while an attack waits, R5).
    pub to_act: Side,
    /// Who must decide now (`rules::Match::decider`): the player to act, the D3 chooser,
    /// or nobody between rounds and after the match.
    pub decider: Option<Side>,
    /// Who drew the last card of the pile, once that has happened (R6.3).
    pub last_drawer: Option<Side>,
    /// How the round ended and what decided it, once it is over.
    pub ending: Option<RoundEnding>,
    /// The round's actions so far, in order.
    pub played: Vec<Played>,
    /// Decisions taken in the match so far (the length of its history): a decision in
    /// progress is known by this number.
    pub steps: usize,
    /// Whether each side (indexed by `Side::index`) may take back its last decision now
    /// (`rules::MatchHistory::takeback_point`: within the round, and before it drew).
    pub takeback: [bool; 2],
}

/// What the table shows beyond the public parts of a match: who decides now, how the
/// round ended, the history's length, and what each side may take back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TableFacts {
    /// Who must decide now (`rules::Match::decider`).
    pub decider: Option<Side>,
    /// How the round ended (`rules::Round::ending`), once it is over.
    pub ending: Option<RoundEnding>,
    /// Steps in the match's history.
    pub steps: usize,
    /// Whether each side may take back its last decision now.
    pub takeback: [bool; 2],
}

/// Marks every entity of the live match (the fencers and the table), so that a new match
/// can clear them and the match's systems find them (a replay shows its own entities).
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct MatchEntity;

/// Marks an entity of a table the network server sent (`net::client` builds it from the
/// server's messages): a local match leaves it to network play, which removes it on leaving.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct FromServer;

impl MatchState {
    /// The public state of the match, with the parts kept on the other components.
    pub(crate) fn public(&self, positions: [u8; 2], scores: [u8; 2], deck: &Deck) -> MatchPublic {
        MatchPublic {
            rules: self.rules,
            scores,
            round_number: self.round_number,
            starter: self.starter,
            duell_card: self.duell_card,
            phase: self.match_phase,
            out_of_time: self.out_of_time,
            round: RoundPublic {
                rules: self.round_rules,
                positions,
                discard: deck.discard,
                discard_top: deck.discard_top,
                draw_pile_len: deck.draw_pile,
                to_act: self.to_act,
                phase: self.phase,
                last_drawer: self.last_drawer,
                played: self.played.clone(),
            },
        }
    }

    /// The table's components for the public state of a match (`public`), who decides
    /// in it and how its round ended (`rules::Match::decider`, `rules::Round::ending`),
    /// its history's length, and what each side may take back.
    pub(crate) fn from_public(public: &MatchPublic, facts: TableFacts) -> (MatchState, Deck) {
        let r = &public.round;
        let match_state = MatchState {
            rules: public.rules,
            round_rules: r.rules,
            round_number: public.round_number,
            starter: public.starter,
            duell_card: public.duell_card,
            match_phase: public.phase,
            out_of_time: public.out_of_time,
            phase: r.phase,
            to_act: r.to_act,
            decider: facts.decider,
            last_drawer: r.last_drawer,
            ending: facts.ending,
            played: r.played.clone(),
            steps: facts.steps,
            takeback: facts.takeback,
        };
        (match_state, Deck { draw_pile: r.draw_pile_len, discard: r.discard, discard_top: r.discard_top })
    }
}

/// What the live match is for, on its table entity: part of the match's own state, so a
/// lesson's or a practice's mode ends with its table (a new match, a resumed one, or the
/// table closed) and can never outlive it.
#[derive(Component, Debug, Clone, Default)]
pub enum MatchKind {
    /// A match: autosaved after every step, recorded at its end, continued from the title
    /// screen (also a scenario file's position, which is neither saved nor recorded: it does
    /// not replay from a seed).
    #[default]
    Match,
    /// A tutorial lesson (`game::tutorial`): one round at the lesson's position, with the
    /// lesson's own account of it, and the match it was opened over, if any.
    Lesson { lesson: Box<super::lesson::ActiveLesson>, back_to: Option<Box<SetAside>> },
    /// A practice position from a round's analysis ("Try again from here",
    /// `game::analysis`): one round, never saved, beside the match it came from.
    Practice(Box<Practice>),
    /// A puzzle (`game::puzzles`): one decision at a mined position, judged, never saved,
    /// and the match it was opened over, if any.
    Puzzle { puzzle: Box<super::puzzle::ActivePuzzle>, back_to: Option<Box<SetAside>> },
}

impl MatchKind {
    /// The lesson, when this is one.
    pub fn lesson(&self) -> Option<&super::lesson::ActiveLesson> {
        match self {
            MatchKind::Lesson { lesson, .. } => Some(lesson),
            _ => None,
        }
    }

    /// The practice, when this is one.
    pub fn practice(&self) -> Option<&Practice> {
        match self {
            MatchKind::Practice(p) => Some(p),
            _ => None,
        }
    }

    /// The puzzle, when this is one.
    pub fn puzzle(&self) -> Option<&super::puzzle::ActivePuzzle> {
        match self {
            MatchKind::Puzzle { puzzle, .. } => Some(puzzle),
            _ => None,
        }
    }

    /// Whether this is a match to continue, save and record (not a lesson, not a practice).
    pub fn is_match(&self) -> bool {
        matches!(self, MatchKind::Match)
    }

    /// The match set aside for this lesson or practice, to go back to when it ends.
    pub fn set_aside(&self) -> Option<&SetAside> {
        match self {
            MatchKind::Match => None,
            MatchKind::Lesson { back_to, .. } => back_to.as_deref(),
            MatchKind::Practice(p) => Some(&p.back_to),
            MatchKind::Puzzle { back_to, .. } => back_to.as_deref(),
        }
    }
}

/// A practice position ([`MatchKind::Practice`]): where it was taken from, and the match to
/// go back to.
#[derive(Debug, Clone)]
pub struct Practice {
    /// The match it came from, exactly as it was left.
    pub back_to: SetAside,
    /// The round of that match it replays, from 1.
    pub round: u32,
    /// Which of the person's decisions of that round it starts from, from 1 (as the
    /// analysis numbers them).
    pub decision: usize,
    /// The side the person plays in it.
    pub side: Side,
}

/// A match put aside while a lesson or a practice takes the table, to be put back when it
/// ends: its history, the match that history plays, and who sat where.
#[derive(Debug, Clone)]
pub struct SetAside {
    pub history: crate::rules::MatchHistory,
    pub game: crate::rules::Match,
    pub players: crate::ai::Players,
}

impl SetAside {
    /// The score of the match set aside, indexed by `Side::index`.
    pub fn scores(&self) -> [u8; 2] {
        self.game.scores()
    }
}
