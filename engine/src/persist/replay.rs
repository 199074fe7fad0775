//! A cursor over a recorded match for the replay screen: step forward and back through
//! the record; the match at the cursor is rebuilt through the rules (never stored), so
//! the replay shows exactly what the rules make of the steps — both hands included.

use super::record::MatchRecord;
use super::verify::{VerifyError, load_with_rounds};
use crate::rules::{Match, MatchHistory, MatchStep, RuleSet};

/// A position in a recorded match: `position()` steps of `len()` have been played.
#[derive(Clone, Debug)]
pub struct ReplayCursor {
    history: MatchHistory,
    position: usize,
    game: Match,
}

impl ReplayCursor {
    /// A cursor at the start (the first deal) of the match that `steps` play. Every step
    /// is checked once here, so moving the cursor never fails.
    ///
    /// # Errors
    /// [`VerifyError::BadRules`] or [`VerifyError::Refused`].
    pub fn new(rules: RuleSet, seed: u64, steps: Vec<MatchStep>) -> Result<ReplayCursor, VerifyError> {
        let (history, _, _) = load_with_rounds(rules, seed, steps)?;
        let game = history.opening();
        Ok(ReplayCursor { history, position: 0, game })
    }

    /// A cursor at the start of a record's match.
    ///
    /// # Errors
    /// As [`ReplayCursor::new`].
    pub fn from_record(record: &MatchRecord) -> Result<ReplayCursor, VerifyError> {
        Self::new(record.rules, record.seed, record.steps.clone())
    }

    /// Steps played so far, 0..=[`ReplayCursor::len`].
    pub fn position(&self) -> usize {
        self.position
    }

    /// Steps in the record.
    pub fn len(&self) -> usize {
        self.history.steps().len()
    }

    /// True for a record without steps.
    pub fn is_empty(&self) -> bool {
        self.history.steps().is_empty()
    }

    /// The match after [`ReplayCursor::position`] steps: positions, both hands, the pile,
    /// the score.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// All the record's steps.
    pub fn steps(&self) -> &[MatchStep] {
        self.history.steps()
    }

    /// The step that led to the current position (`None` at the start).
    pub fn last_step(&self) -> Option<&MatchStep> {
        self.position.checked_sub(1).map(|i| &self.history.steps()[i])
    }

    /// The step that [`ReplayCursor::forward`] would play (`None` at the end).
    pub fn next_step(&self) -> Option<&MatchStep> {
        self.history.steps().get(self.position)
    }

    /// True at the start.
    pub fn at_start(&self) -> bool {
        self.position == 0
    }

    /// True after the last step.
    pub fn at_end(&self) -> bool {
        self.position == self.history.steps().len()
    }

    /// Plays one step; false (nothing changes) at the end.
    pub fn forward(&mut self) -> bool {
        let Some(step) = self.history.steps().get(self.position).copied() else { return false };
        if self.game.step(step).is_err() {
            // Cannot happen: `new` checked every step.
            return false;
        }
        self.position += 1;
        true
    }

    /// Takes back one step (by re-playing from the start); false at the start.
    pub fn back(&mut self) -> bool {
        if self.position == 0 {
            return false;
        }
        self.seek(self.position - 1)
    }

    /// Goes to the first deal.
    pub fn to_start(&mut self) {
        self.seek(0);
    }

    /// Goes to the end of the match.
    pub fn to_end(&mut self) {
        self.seek(self.history.steps().len());
    }

    /// Goes to the position after `n` steps (clamped to the record's length); true if
    /// the cursor is now there.
    pub fn seek(&mut self, n: usize) -> bool {
        let n = n.min(self.history.steps().len());
        if n >= self.position {
            while self.position < n {
                if !self.forward() {
                    return false;
                }
            }
            return true;
        }
        match self.history.replay_to(n) {
            Ok(m) => {
                self.game = m;
                self.position = n;
                true
            }
            Err(_) => false,
        }
    }
}
