//! Why an action was refused. Every variant leaves the round exactly as it was.

use super::{Side, action::Attack};
use thiserror::Error;

/// An illegal action, with the rule it breaks: every message names a rule id of
/// RULES.md (the tutorial's explanations rely on it). `apply` returns one of these and
/// changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the round is over (R6)")]
    RoundOver,
    #[error("it is {expected}'s turn to act, not {got}'s (R4)")]
    NotYourTurn { expected: Side, got: Side },
    #[error("{0} is not a card value (cards are 1 to 5, R1.2)")]
    NoSuchValue(u8),
    #[error("an attack needs at least one card (R4.2)")]
    ZeroCount,
    #[error("you need {need} card(s) of value {value} but hold {have} (R4)")]
    NotInHand { value: u8, need: u8, have: u8 },
    #[error("moving {card} would leave the piste (spaces 1 to 23, R4.1)")]
    LeavesPiste { card: u8 },
    #[error("moving {card} forward would reach or pass the opponent at distance {distance} (R4.1)")]
    ReachesOpponent { card: u8, distance: u8 },
    #[error("an attack needs cards equal to the distance, {distance}, not {value} (R4.2)")]
    WrongAttackValue { value: u8, distance: u8 },
    #[error("in Basic an attack is made with exactly one card (R4.2)")]
    BasicSingleCard,
    #[error("indirect attacks exist only at the Advanced level (R3, R4.3)")]
    IndirectNotAllowed,
    #[error("moving backward is not allowed this round (Duell D5, R8)")]
    BackwardNotAllowed,
    #[error("there is no attack to answer: a parry or a retreat answers an attack (R5)")]
    NoAttackToAnswer,
    #[error("you must answer the attack first ({0}): parry, or retreat from an indirect attack (R5)")]
    MustAnswerAttack(Attack),
    #[error("to parry you need {count} card(s) of value {value} (R5.1)")]
    CannotParry { value: u8, count: u8 },
    #[error("you can retreat only from an indirect attack (R5.2)")]
    RetreatOnlyFromIndirect,
    #[error("the round is still being played (R6.4)")]
    RoundInProgress,
    #[error("the match is over (R2.1)")]
    MatchOver,
    #[error("waiting for {0} to choose this round's Duell card (D3, R8)")]
    AwaitingDuellChoice(Side),
    #[error("no Duell card is to be chosen now (D3, R8)")]
    NoDuellChoicePending,
    #[error("under D3 the starting player chooses D4, D5, D6 or D7 (R8)")]
    BadDuellChoice,
}
