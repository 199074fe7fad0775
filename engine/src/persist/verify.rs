//! Re-playing a stored match through the rules: the summary of every round, the result,
//! and why a record or a saved match does not re-play to what it claims ([`VerifyError`],
//! structured so that the game can say it in the player's language; its `Display` is the
//! English of logs and the command line).

use crate::rules::{
    DuellCard, Match, MatchHistory, MatchPhase, MatchStep, RoundResult, RuleError, RuleSet, RuleSetError, Side,
};
use serde::{Deserialize, Serialize};

/// One round of a finished match, as the record stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSummary {
    /// The round's number, from 1.
    pub number: u32,
    /// The Duell special card of the round, if any.
    pub duell_card: Option<DuellCard>,
    /// Who won and why, or a draw.
    pub result: RoundResult,
    /// Points the winner scored (1, or 2 under Duell D2; 0 for a draw).
    pub points: u8,
    /// The match score after the round, indexed by [`Side::index`].
    pub scores_after: [u8; 2],
}

impl std::fmt::Display for RoundSummary {
    /// "round 2: Right won by DeckOutCards, 1 point, 1–1 after it (special card D2)".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "round {}: ", self.number)?;
        match self.result {
            RoundResult::Won { winner, reason } => write!(f, "{winner} won by {reason:?}")?,
            RoundResult::Draw => f.write_str("a draw")?,
        }
        let pts = if self.points == 1 { "point" } else { "points" };
        write!(f, ", {} {pts}, {}–{} after it", self.points, self.scores_after[0], self.scores_after[1])?;
        if let Some(c) = self.duell_card {
            write!(f, " (special card {c:?})")?;
        }
        Ok(())
    }
}

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchResult {
    /// Who reached the target score (or whose opponent ran out of time).
    pub winner: Side,
    /// The final score, indexed by [`Side::index`].
    pub scores: [u8; 2],
    /// Every round, in order.
    pub rounds: Vec<RoundSummary>,
    /// Who lost on the clock of a correspondence match ([`MatchStep::OutOfTime`]); `None`
    /// for a match won on the piste (and in records written before clocks). Always written
    /// (a field left out would misread in the network's binary format).
    #[serde(default)]
    pub out_of_time: Option<Side>,
}

/// Why a record (or a saved match) does not re-play to what it claims.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    /// The rule set is out of its documented ranges.
    #[error("the rules in the file are not valid: {0}")]
    BadRules(RuleSetError),
    /// The rules refuse a step (0-based index).
    #[error("step {} ({}) is refused by the rules: {error}", index + 1, describe_step(step))]
    Refused { index: usize, step: MatchStep, error: RuleError },
    /// The steps end before anyone reached the target score.
    #[error("the match is not over after the last step")]
    NotFinished,
    /// The steps of a saved match in progress already finish the match.
    #[error("the match is already over")]
    AlreadyOver,
    /// A saved room's code is not its file's name (a copy, or a code that is not one: a
    /// code is used as a file name, so it must be exactly the name).
    #[error("the room code {code:?} in the file is not the file's name")]
    NotItsName {
        /// The code the file holds (any text: it was not used).
        code: String,
    },
    /// The re-played match differs from the stored result: the first fact that differs, as
    /// stored and as re-played.
    #[error(
        "the stored result does not match the re-played match: the record says {stored}, the rules give {replayed}"
    )]
    Mismatch { stored: ResultFact, replayed: ResultFact },
}

/// One fact of a match's result, as a [`VerifyError::Mismatch`] names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultFact {
    /// Who won the match.
    Winner(Side),
    /// Who lost on the clock (`None`: nobody, the match was won on the piste).
    OutOfTime(Option<Side>),
    /// The final score, indexed by [`Side::index`].
    Score([u8; 2]),
    /// How many rounds were played.
    Rounds(usize),
    /// One round.
    Round(RoundSummary),
}

impl std::fmt::Display for ResultFact {
    /// "Left won", "5–3", "7 rounds", or the round as [`RoundSummary`] says it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ResultFact::Winner(side) => write!(f, "{side} won"),
            ResultFact::OutOfTime(Some(side)) => write!(f, "{side} ran out of time"),
            ResultFact::OutOfTime(None) => write!(f, "nobody ran out of time"),
            ResultFact::Score(s) => write!(f, "{}–{}", s[0], s[1]),
            ResultFact::Rounds(n) => write!(f, "{n} rounds"),
            ResultFact::Round(r) => r.fmt(f),
        }
    }
}

/// A step in words, for messages and the replay screen ("Left: advance 3").
pub fn describe_step(step: &MatchStep) -> String {
    match step {
        MatchStep::Act { who, action } => format!("{who}: {}", action.describe()),
        MatchStep::NextRound => "next round".to_string(),
        MatchStep::ChooseDuellCard { who, card } => format!("{who} chooses {card:?} ({})", card.describe()),
        MatchStep::OutOfTime { who } => format!("{who} ran out of time"),
    }
}

/// Re-plays `history` through the rules ([`MatchHistory::replay_visiting`]). Returns the
/// match after the last step and the summary of every round that ended.
///
/// # Errors
/// [`VerifyError::BadRules`] or [`VerifyError::Refused`].
pub fn replay_with_rounds(history: &MatchHistory) -> Result<(Match, Vec<RoundSummary>), VerifyError> {
    history.rules.validate().map_err(VerifyError::BadRules)?;
    let mut rounds = Vec::new();
    note_round_end(&history.opening(), &mut rounds);
    let m = history
        .replay_visiting(history.steps().len(), |m, _, _, _| note_round_end(m, &mut rounds))
        .map_err(|e| VerifyError::Refused { index: e.index, step: history.steps()[e.index], error: e.error })?;
    Ok((m, rounds))
}

/// Loads the match that `steps` play from `seed` under `rules`: the rules checked first,
/// then every step re-played once through them ([`MatchHistory::replay_recording`]).
/// Returns the history (knowing who drew where, for takebacks), the match after the last
/// step and the summary of every round that ended.
///
/// # Errors
/// [`VerifyError::BadRules`] (nothing is replayed then) or [`VerifyError::Refused`].
pub fn load_with_rounds(
    rules: RuleSet,
    seed: u64,
    steps: Vec<MatchStep>,
) -> Result<(MatchHistory, Match, Vec<RoundSummary>), VerifyError> {
    rules.validate().map_err(VerifyError::BadRules)?;
    let mut history = MatchHistory::unreplayed(rules, seed, steps);
    let mut rounds = Vec::new();
    note_round_end(&history.opening(), &mut rounds);
    let m = history.replay_recording(|m, _, _, _| note_round_end(m, &mut rounds));
    let m = m.map_err(|e| VerifyError::Refused { index: e.index, step: history.steps()[e.index], error: e.error })?;
    Ok((history, m, rounds))
}

/// Appends the current round's summary if it has just ended (a round can also end at the
/// deal, when the starter has no legal action, so this is checked after every step).
fn note_round_end(m: &Match, rounds: &mut Vec<RoundSummary>) {
    let result = match m.phase() {
        MatchPhase::RoundOver(r) => r,
        MatchPhase::Over { .. } => match m.round().result() {
            Some(r) => r,
            None => return,
        },
        MatchPhase::Playing | MatchPhase::ChooseDuellCard { .. } => return,
    };
    if rounds.last().is_some_and(|r| r.number == m.round_number()) {
        return;
    }
    let points = if result.winner().is_some() { m.round().rules().points_for_win() } else { 0 };
    rounds.push(RoundSummary {
        number: m.round_number(),
        duell_card: m.duell_card(),
        result,
        points,
        scores_after: m.scores(),
    });
}

impl MatchResult {
    /// The result of the finished match that `steps` play, computed by the rules.
    ///
    /// # Errors
    /// [`VerifyError::BadRules`], [`VerifyError::Refused`], [`VerifyError::NotFinished`].
    pub fn compute(rules: RuleSet, seed: u64, steps: &[MatchStep]) -> Result<MatchResult, VerifyError> {
        let (_, m, rounds) = load_with_rounds(rules, seed, steps.to_vec())?;
        let winner = m.winner().ok_or(VerifyError::NotFinished)?;
        Ok(MatchResult { winner, scores: m.scores(), rounds, out_of_time: m.lost_on_time() })
    }
}
