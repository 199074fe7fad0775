//! The lesson being played, as the resolve systems see it ([`ActiveLesson::judge`]); the
//! systems that open and drive a lesson are in [`super::tutorial`].

use crate::lang::lessons::LessonText;
use crate::rules::{Action, Round, Side};
use crate::tutorial::{LEARNER, LessonRun, Refusal, Verdict};
use bevy::prelude::*;
use std::collections::VecDeque;

/// The lesson being played: held by its table (`MatchKind::Lesson`), so it ends with the
/// lesson's match.
#[derive(Debug, Clone)]
pub struct ActiveLesson {
    /// Which course and lesson of [`Courses`].
    pub course: usize,
    pub lesson: usize,
    /// Where the lesson's line and stages are (the round is the table's).
    pub run: LessonRun,
    /// The computer's replies still to play, in order.
    pub(super) pending: VecDeque<(Side, Action)>,
    pub(super) still_for: f32,
    /// What the lesson last said: the last refusal, or the last stage's closing words.
    pub said: Option<Said>,
    /// Why the learner's last action was refused (also after the lesson is done).
    pub last_refusal: Option<Refusal>,
}

/// What a lesson answers the learner's last action with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// Not played, and why (naming the rule).
    Refused(Refusal),
    /// Played: the stage's closing words (or the D3 choice's).
    Played(LessonText),
}

impl ActiveLesson {
    /// Judges the learner's action in `round`, the round on the table, before the rules
    /// apply it: `true` if it is the lesson's (the computer's replies are then queued);
    /// otherwise what was said is the reason, and the action must not be played.
    pub fn judge(&mut self, side: Side, action: Action, round: &Round) -> bool {
        if side != LEARNER {
            // The computer's scripted replies.
            return true;
        }
        let closing = LessonText::Then(self.run.stages_done());
        let verdict = self.run.try_action(round, action);
        self.hear(verdict, closing)
    }

    /// Judges the learner's D3 choice (R8): `true` if it is the lesson's card (the
    /// computer's replies are then queued); otherwise what was said is the reason.
    pub fn judge_choice(&mut self, card: crate::rules::DuellCard) -> bool {
        let closing = LessonText::ChoiceThen;
        let verdict = self.run.try_choice(card);
        self.hear(verdict, closing)
    }

    /// Takes in the lesson's verdict on the learner's last action or choice: the replies
    /// to play and the closing words, or the refusal. `true` if it was the lesson's.
    fn hear(&mut self, verdict: Verdict, closing: LessonText) -> bool {
        match verdict {
            Verdict::Played { replies } => {
                self.pending.extend(replies);
                self.said = Some(Said::Played(closing));
                true
            }
            // Once the lesson is done its closing words stay; the refusal is still told
            // (`LessonRefused`).
            Verdict::Refused(why) if self.run.is_done() => {
                self.last_refusal = Some(why);
                false
            }
            Verdict::Refused(why) => {
                self.last_refusal = Some(why.clone());
                self.said = Some(Said::Refused(why));
                false
            }
        }
    }

    /// True once every stage is played and the computer has replied.
    pub fn finished(&self) -> bool {
        self.run.is_done() && self.pending.is_empty()
    }
}

/// The learner's action was not the lesson's: `why` names the rule.
#[derive(Event, Debug, Clone, PartialEq, Eq)]
pub struct LessonRefused {
    pub why: Refusal,
}
