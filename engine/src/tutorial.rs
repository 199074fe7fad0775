//! The tutorial's lessons without a game engine: each lesson is a rule scenario (the
//! learner plays Left) whose steps are the lesson's line — the learner's actions, each
//! taught by a stage's text, and the computer's scripted replies — and whose `expect` is
//! where the lesson ends, so the rules engine plays and checks every lesson
//! ([`Scenario::check`]). [`LessonRun`] judges the learner's actions: the lesson's action
//! goes on (with the computer's replies after it), an illegal one is answered with the
//! rule it breaks (the rules' own [`crate::rules::RuleError`], which names the rule), and
//! a legal but different one with the stage's explanation, which names a rule too.
//!
//! The courses are in `engine/lessons/`, one file per rule level, built into the program.

use crate::rules::scenario::Scenario;
use crate::rules::{Action, DuellCard, Level, Round, RuleError, Side};
use serde::Deserialize;
use std::path::Path;

/// The side the learner plays in every lesson (the left-handed fencer, R1.3).
pub const LEARNER: Side = Side::Left;

/// One step of a lesson the learner must find.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    /// What to find, shown before the learner acts.
    pub prompt: String,
    /// Spaces of the piste to highlight (1..=23).
    #[serde(default)]
    pub spaces: Vec<u8>,
    /// Card values in the learner's hand to highlight (1..=5).
    #[serde(default)]
    pub cards: Vec<u8>,
    /// The answer to a legal action that is not the lesson's: why the lesson's is the one
    /// to find, naming the rule (e.g. "(R4.2)").
    pub other: String,
    /// Shown once the stage's action is played (and the computer's replies after it).
    pub then: String,
}

/// The choice of a Duell D3 round (R8): the starting player picks the round's special card
/// among D4..D7 before it is played; the lesson wants its scenario's `duell_card`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChoiceStage {
    /// What to choose, shown before the choice.
    pub prompt: String,
    /// The answer to another allowed card, naming a rule.
    pub other: String,
    /// Shown once the card is chosen.
    pub then: String,
}

/// A lesson: a title, an introduction, the scenario that is its position and line, and one
/// stage per action of the learner in that line (and, for a D3 round, the card's choice
/// first).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Unique among all courses, e.g. `basic-2-direct-attack` (progress is kept by it).
    pub id: String,
    /// A few words, e.g. "The direct attack".
    pub title: String,
    /// Shown when the lesson opens.
    pub intro: String,
    /// The position, the lesson's line as steps (the learner is Left) and the end.
    pub scenario: Scenario,
    /// One per step of Left in `scenario.steps`, in order.
    pub stages: Vec<Stage>,
    /// A D3 round: the learner first chooses the special card, which must be the
    /// scenario's `duell_card` (one of D4..D7).
    #[serde(default)]
    pub d3_choice: Option<ChoiceStage>,
}

/// The lessons of one rule level.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// The rule level every lesson of the course is played at (R3, R8).
    pub level: Level,
    /// A line on what the course teaches.
    pub about: String,
    pub lessons: Vec<Lesson>,
}

/// The courses' files, built into the program: (name, text).
const COURSE_FILES: [(&str, &str); 4] = [
    ("basic.ron", include_str!("../lessons/basic.ron")),
    ("standard.ron", include_str!("../lessons/standard.ron")),
    ("advanced.ron", include_str!("../lessons/advanced.ron")),
    ("duell.ron", include_str!("../lessons/duell.ron")),
];

/// Every course, in the order of the rule levels.
///
/// # Errors
/// A sentence naming the course file and what is wrong in it (a broken file is a defect
/// the tests catch; the game shows the sentence instead of the tutorial).
pub fn courses() -> Result<Vec<Course>, String> {
    COURSE_FILES.iter().map(|(name, text)| parse_course(text, name)).collect()
}

/// Parses and checks a course: every lesson's scenario is played and must end as it says,
/// its level must be the course's, the learner's steps must match the stages one for one,
/// and every explanation must name a rule.
///
/// # Errors
/// A sentence naming `name`, the lesson and the problem.
pub fn parse_course(text: &str, name: &str) -> Result<Course, String> {
    let course: Course = ron::from_str(text).map_err(|e| format!("{name}: not a valid course: {e}"))?;
    for lesson in &course.lessons {
        let at = |m: String| format!("{name}: lesson {}: {m}", lesson.id);
        if lesson.scenario.level != course.level {
            return Err(at(format!(
                "the scenario's level is {}, the course's {}",
                lesson.scenario.level, course.level
            )));
        }
        lesson.scenario.check().map_err(|e| at(e.join("; ")))?;
        let learner_steps = lesson.scenario.steps.iter().filter(|(s, _)| *s == LEARNER).count();
        if learner_steps != lesson.stages.len() {
            return Err(at(format!("{} stages for {learner_steps} steps of the learner", lesson.stages.len())));
        }
        if let Some(stage) = lesson.stages.iter().find(|s| !names_a_rule(&s.other)) {
            return Err(at(format!("the explanation {:?} names no rule", stage.other)));
        }
        if let Some(choice) = &lesson.d3_choice {
            if !lesson.scenario.duell_card.is_some_and(|c| DuellCard::D3_CHOICES.contains(&c)) {
                return Err(at("a D3 choice needs the scenario's duell_card to be one of D4..D7 (R8)".into()));
            }
            if !names_a_rule(&choice.other) {
                return Err(at(format!("the explanation {:?} names no rule", choice.other)));
            }
        }
    }
    let mut ids: Vec<&str> = course.lessons.iter().map(|l| l.id.as_str()).collect();
    ids.sort_unstable();
    if let Some(w) = ids.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("{name}: two lessons are called {}", w[0]));
    }
    Ok(course)
}

/// True if `text` cites a rule id of RULES.md ("R4.1", "R3", …).
pub fn names_a_rule(text: &str) -> bool {
    text.as_bytes().windows(2).any(|w| w[0] == b'R' && w[1].is_ascii_digit())
}

/// What became of the learner's action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The lesson's action: the table plays it, then the computer's replies (these, in
    /// order).
    Played { replies: Vec<(Side, Action)> },
    /// Not to be played: why, naming the rule (the lesson stays where it was).
    Refused(Refusal),
}

/// Why the learner's action or choice was not played. Each names a rule; the game says it
/// in the player's language, [`Refusal::english`] in the course's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refuse it (the error names the rule).
    Rule(RuleError),
    /// Legal, but not the lesson's: the explanation of stage `stage` (0-based) of the
    /// lesson, [`Stage::other`].
    NotTheLesson { stage: usize },
    /// Another allowed D3 card than the lesson's: [`ChoiceStage::other`].
    NotTheCard,
    /// An action before the D3 card is chosen (D3, R8).
    ChooseFirst,
    /// An action after the lesson's last stage (R6 ends a round).
    LessonDone,
}

impl Refusal {
    /// The refusal in the course's own words (English), naming the rule; `lesson` is the
    /// lesson it was given in.
    pub fn english(&self, lesson: &Lesson) -> String {
        match self {
            Refusal::Rule(e) => e.to_string(),
            Refusal::NotTheLesson { stage } => lesson.stages.get(*stage).map_or_else(String::new, |s| s.other.clone()),
            Refusal::NotTheCard => lesson.d3_choice.as_ref().map_or_else(String::new, |c| c.other.clone()),
            Refusal::ChooseFirst => "first choose this round's special card (D3, R8)".into(),
            Refusal::LessonDone => "this lesson is done: the rest of the round is not part of it (R6 ends a round); \
                                    choose the next lesson or play it again"
                .into(),
        }
    }
}

/// A lesson being played: where its line and its stages are. It keeps no round of its
/// own: the round is the table's, which plays the learner's actions and the computer's
/// replies through the rules, and which the lesson is shown when it judges
/// ([`Self::try_action`]).
#[derive(Clone, Debug)]
pub struct LessonRun {
    lesson: Lesson,
    /// The next step of the scenario's line.
    step: usize,
    /// The next stage.
    stage: usize,
    /// A D3 round whose card is not chosen yet.
    choosing: bool,
    /// The computer's steps before the learner's first (after the D3 choice, if any), for
    /// the table to play.
    opening: Vec<(Side, Action)>,
}

impl LessonRun {
    /// Opens `lesson` at its position: the computer's steps before the learner's first are
    /// the [`Self::opening`], for the table to play (none before a D3 choice).
    pub fn start(lesson: &Lesson) -> LessonRun {
        let choosing = lesson.d3_choice.is_some();
        let mut run = LessonRun { lesson: lesson.clone(), step: 0, stage: 0, choosing, opening: Vec::new() };
        if !choosing {
            run.opening = run.replies();
        }
        run
    }

    /// The scripted steps of the other side up to the learner's next step, which the
    /// lesson moves past. They are legal: every course's line is played through the rules
    /// when it is loaded ([`Scenario::check`]).
    fn replies(&mut self) -> Vec<(Side, Action)> {
        let mut replies = Vec::new();
        while let Some(&(side, action)) = self.lesson.scenario.steps.get(self.step) {
            if side == LEARNER {
                break;
            }
            replies.push((side, action));
            self.step += 1;
        }
        replies
    }

    /// The computer's steps the lesson opened with, before the learner's first action
    /// (none while a D3 card is to be chosen: [`Self::try_choice`] returns them).
    pub fn opening(&self) -> &[(Side, Action)] {
        &self.opening
    }

    /// The lesson played.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The stage to play now, or `None` once the lesson is done.
    pub fn stage(&self) -> Option<&Stage> {
        self.lesson.stages.get(self.stage)
    }

    /// Stages played so far (0..=stages).
    pub fn stages_done(&self) -> usize {
        self.stage
    }

    /// True once every stage is played.
    pub fn is_done(&self) -> bool {
        self.stage >= self.lesson.stages.len()
    }

    /// The action the learner must find now (the lesson's line), if any is left (none
    /// while a D3 card is to be chosen).
    pub fn wanted(&self) -> Option<Action> {
        if self.choosing {
            return None;
        }
        self.lesson.scenario.steps.get(self.step).filter(|(s, _)| *s == LEARNER).map(|&(_, a)| a)
    }

    /// The D3 choice to make now: its stage and the card the lesson wants.
    pub fn choice(&self) -> Option<(&ChoiceStage, DuellCard)> {
        let card = self.lesson.scenario.duell_card?;
        self.lesson.d3_choice.as_ref().filter(|_| self.choosing).map(|c| (c, card))
    }

    /// Judges the learner's D3 choice (R8): the lesson's card goes on, with the computer's
    /// replies (if it moves first); anything else is refused with the rule.
    pub fn try_choice(&mut self, card: DuellCard) -> Verdict {
        let Some((_, wanted)) = self.choice() else {
            return Verdict::Refused(Refusal::Rule(RuleError::NoDuellChoicePending));
        };
        if !DuellCard::D3_CHOICES.contains(&card) {
            return Verdict::Refused(Refusal::Rule(RuleError::BadDuellChoice));
        }
        if card != wanted {
            return Verdict::Refused(Refusal::NotTheCard);
        }
        self.choosing = false;
        Verdict::Played { replies: self.replies() }
    }

    /// Judges the learner's `action` in `round`, the round on the table: the lesson's
    /// action goes on, with the computer's replies to play after it; anything else is
    /// refused with the rule that explains why — an illegal action with the rules' own
    /// reason (`Round::check`), a legal but different one with the stage's explanation —
    /// and the lesson stays where it was. The table plays what is played; this changes
    /// nothing of `round`.
    pub fn try_action(&mut self, round: &Round, action: Action) -> Verdict {
        if self.choosing {
            return Verdict::Refused(Refusal::ChooseFirst);
        }
        let Some(wanted) = self.wanted() else {
            return Verdict::Refused(Refusal::LessonDone);
        };
        if let Err(e) = round.check(LEARNER, action) {
            return Verdict::Refused(Refusal::Rule(e));
        }
        if action != wanted {
            return Verdict::Refused(Refusal::NotTheLesson { stage: self.stage });
        }
        self.step += 1;
        self.stage += 1;
        Verdict::Played { replies: self.replies() }
    }
}

/// Loads a course file from disk (for authors: `en-garde scenario` checks the scenario
/// part; this checks the whole lesson).
///
/// # Errors
/// A sentence naming the file and the problem.
pub fn load_course(path: &Path) -> Result<Course, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    parse_course(&text, &path.display().to_string())
}
