//! A match as its decisions: the rules, the seed, the first round's position when it was
//! not a deal (scenario files), and every step in order. The seed and the steps fix every
//! card, so a match is stored, resumed, taken back and replayed by re-playing its history
//! through the rules — here, in the one replay loop [`MatchHistory::replay_visiting`],
//! which the game, the saves and records, self-play, the arena and the replay screen use.
//!
//! The seed fixes the order of the draw pile: a history is private to the referee (R7.2)
//! and never shown to a player while the match is played.

use super::Side;
use super::error::RuleError;
use super::matchplay::{Match, MatchStep};
use super::round::{Round, StepReport};
use super::ruleset::RuleSet;

/// The decisions of one match, from its start.
///
/// `rules`, `seed` and `start` fix the match the steps are played in: set them when the
/// history is made, never after a step (what it remembers of the steps would then be of
/// another match); build a new history instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchHistory {
    /// The match's rules.
    pub rules: RuleSet,
    /// The seed of the match's randomness (deals, Duell special cards).
    pub seed: u64,
    /// The first round's position when the match did not start from a deal; the steps
    /// replay from there (and later rounds are dealt from `seed`).
    pub start: Option<Round>,
    /// Every step taken, in order ([`MatchHistory::steps`]).
    steps: Vec<MatchStep>,
    /// For each step the rules accepted, in order: whether its actor drew a card in the
    /// refill that followed it (R4.6). As long as `steps` for a valid history; shorter only
    /// when a step of a history built by [`MatchHistory::with_steps`] is refused. It makes
    /// [`MatchHistory::takeback_point`] cost a look at the round being played (at most 25
    /// actions), not a replay of the match.
    drew: Vec<bool>,
}

/// A step the rules refused while a history was replayed: its index (0-based) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Index of the refused step in [`MatchHistory::steps`].
    pub index: usize,
    /// The rules' reason.
    pub error: RuleError,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "step {} is refused by the rules: {}", self.index + 1, self.error)
    }
}

impl std::error::Error for ReplayError {}

impl MatchHistory {
    /// A match dealt from `seed`, with no step yet.
    pub fn new(rules: RuleSet, seed: u64) -> MatchHistory {
        MatchHistory { rules, seed, start: None, steps: Vec::new(), drew: Vec::new() }
    }

    /// A match whose first round is at `round` (not a deal), with no step yet.
    pub fn from_position(rules: RuleSet, seed: u64, round: Round) -> MatchHistory {
        MatchHistory { rules, seed, start: Some(round), steps: Vec::new(), drew: Vec::new() }
    }

    /// A match dealt from `seed` that has taken `steps`. The steps are kept as given, even
    /// those the rules refuse (a record or a save is checked by replaying it); this replays
    /// them once, to learn who drew where — only under rules that are valid
    /// ([`RuleSet::validate`]): under others nothing is replayed, and nothing can be taken
    /// back. A loader that replays the steps itself uses [`MatchHistory::unreplayed`] and
    /// [`MatchHistory::replay_recording`], so that it replays them once in all.
    pub fn with_steps(rules: RuleSet, seed: u64, steps: Vec<MatchStep>) -> MatchHistory {
        let mut history = MatchHistory::unreplayed(rules, seed, steps);
        if rules.validate().is_ok() {
            // A refused step ends the replay; who drew is then known up to it.
            let _ = history.replay_recording(|_, _, _, _| {});
        }
        history
    }

    /// A match dealt from `seed` that has taken `steps`, not replayed yet: who drew where
    /// is not known (so nothing can be taken back) until [`MatchHistory::replay_recording`].
    pub fn unreplayed(rules: RuleSet, seed: u64, steps: Vec<MatchStep>) -> MatchHistory {
        MatchHistory { rules, seed, start: None, steps, drew: Vec::new() }
    }

    /// Re-plays every step as [`MatchHistory::replay_visiting`] does, learning as it goes who
    /// drew where (what [`MatchHistory::takeback_point`] needs): the one replay a loaded
    /// history needs. Returns the match after the last step.
    ///
    /// # Errors
    /// The first step the rules refuse; who drew is then known up to it.
    pub fn replay_recording(
        &mut self,
        mut visit: impl FnMut(&Match, usize, &MatchStep, Option<&StepReport>),
    ) -> Result<Match, ReplayError> {
        let mut drew = Vec::with_capacity(self.steps.len());
        let result = self.replay_visiting(self.steps.len(), |m, index, step, report| {
            drew.push(did_draw(report));
            visit(m, index, step, report);
        });
        self.drew = drew;
        result
    }

    /// Every step taken, in order.
    pub fn steps(&self) -> &[MatchStep] {
        &self.steps
    }

    /// Keeps only the first `n` steps (all of them when `n` is larger): the match as it was
    /// after step `n`.
    pub fn truncate(&mut self, n: usize) {
        self.steps.truncate(n);
        self.drew.truncate(n);
    }

    /// The match before its first step.
    pub fn opening(&self) -> Match {
        match self.start {
            None => Match::new(self.rules, self.seed),
            Some(round) => Match::from_round(self.rules, self.seed, round),
        }
    }

    /// The one replay loop: re-plays the first `n` steps (all of them when `n` is larger)
    /// from [`MatchHistory::opening`], calling `visit` with the match after each step, the
    /// step's index and the step, and what the step did (`None` for a step that is not an
    /// action). Returns the match after the last step re-played.
    ///
    /// # Errors
    /// The first step the rules refuse; `visit` has seen the steps before it.
    pub fn replay_visiting(
        &self,
        n: usize,
        mut visit: impl FnMut(&Match, usize, &MatchStep, Option<&StepReport>),
    ) -> Result<Match, ReplayError> {
        let mut m = self.opening();
        for (index, step) in self.steps.iter().take(n).enumerate() {
            let report = m.step(*step).map_err(|error| ReplayError { index, error })?;
            visit(&m, index, step, report.as_ref());
        }
        Ok(m)
    }

    /// The match after every step.
    ///
    /// # Errors
    /// The first step the rules refuse.
    pub fn replay(&self) -> Result<Match, ReplayError> {
        self.replay_visiting(self.steps.len(), |_, _, _, _| {})
    }

    /// The match after the first `n` steps.
    ///
    /// # Errors
    /// The first step the rules refuse.
    pub fn replay_to(&self, n: usize) -> Result<Match, ReplayError> {
        self.replay_visiting(n, |_, _, _, _| {})
    }

    /// Applies `step` to `game` (the match this history has produced) and, when the rules
    /// accept it, records it.
    ///
    /// # Errors
    /// The rules' refusal; neither `game` nor the history changes then.
    pub fn play(&mut self, game: &mut Match, step: MatchStep) -> Result<Option<StepReport>, RuleError> {
        let report = game.step(step)?;
        if self.drew.len() == self.steps.len() {
            self.drew.push(did_draw(report.as_ref()));
        }
        self.steps.push(step);
        Ok(report)
    }

    /// The index of `side`'s last decision (an action or a Duell D3 choice), if any: what
    /// a takeback of that decision removes, with every step after it.
    pub fn last_decision_of(&self, side: Side) -> Option<usize> {
        self.steps.iter().rposition(|s| s.decided_by() == Some(side))
    }

    /// The index of `side`'s last decision if a takeback may remove it (and every step
    /// after it) without showing `side` a card it would not otherwise know (R7.2): only
    /// within the round being played — never back across the step to the next round, after
    /// both hands were shown, nor across a deal — and only when `side` has drawn no card
    /// since, in that decision or after it: taken back, it would draw the same card again
    /// and so know the top of the draw pile.
    ///
    /// Costs a look at the round being played (at most 25 actions), whatever the length
    /// of the match. For a history with a step the rules refuse, a decision is offered
    /// only if no step of `side`'s from it on was refused; such histories are refused when
    /// loaded and never reach a table.
    pub fn takeback_point(&self, side: Side) -> Option<usize> {
        // The round being played: the actions after the last step that is not one.
        let round_start = self.steps.iter().rposition(|s| !matches!(s, MatchStep::Act { .. })).map_or(0, |k| k + 1);
        let i = round_start + self.steps[round_start..].iter().rposition(|s| s.decided_by() == Some(side))?;
        // A step whose drawing is not known (a refused step) counts as a draw.
        let drew = (i..self.steps.len())
            .any(|k| self.steps[k].decided_by() == Some(side) && self.drew.get(k).copied().unwrap_or(true));
        (!drew).then_some(i)
    }

    /// Takes back `side`'s last decision and every step after it, returning the match
    /// rebuilt without them; `None` (nothing changes) when there is no such decision a
    /// takeback may remove ([`MatchHistory::takeback_point`]).
    pub fn take_back(&mut self, side: Side) -> Option<Match> {
        let i = self.takeback_point(side)?;
        let m = self.replay_to(i).ok()?;
        self.truncate(i);
        Some(m)
    }
}

/// Whether a step's actor drew a card in its refill (`None`: a step that is not an action).
fn did_draw(report: Option<&StepReport>) -> bool {
    report.is_some_and(|r| r.drawn > 0)
}

impl MatchStep {
    /// Who made this decision: the actor, the D3 chooser, or `None` for the step to the
    /// next round and a clock that ran out (nobody's decision).
    pub fn decided_by(&self) -> Option<Side> {
        match *self {
            MatchStep::Act { who, .. } | MatchStep::ChooseDuellCard { who, .. } => Some(who),
            MatchStep::NextRound | MatchStep::OutOfTime { .. } => None,
        }
    }
}
