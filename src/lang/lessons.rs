//! The tutorial's words in the player's language. The courses (`engine/lessons/*.ron`) are
//! written in English, and the engine checks them there; the other languages translate
//! them in their `lessons.ftl`: one message per lesson, `lesson-<id>`, with an attribute
//! per text (`.title`, `.intro`, `.stage-1-prompt`, `.stage-1-other`, `.stage-1-then`, …,
//! `.choice-prompt`, `.choice-other`, `.choice-then`), and `course-<level>` for a course's
//! line. A text a language lacks is shown in English.

use super::Lang;
use crate::rules::Level;
use crate::tutorial::{Course, Lesson, Refusal};

/// One text of a lesson. Stages count from 0 here and from 1 in the catalogues.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonText {
    Title,
    Intro,
    /// What to find at stage `.0`.
    Prompt(usize),
    /// Why another legal action is not the stage's.
    Other(usize),
    /// The stage's closing words.
    Then(usize),
    ChoicePrompt,
    ChoiceOther,
    ChoiceThen,
}

impl LessonText {
    /// The attribute of the lesson's message that holds this text.
    pub fn attribute(self) -> String {
        match self {
            LessonText::Title => "title".into(),
            LessonText::Intro => "intro".into(),
            LessonText::Prompt(s) => format!("stage-{}-prompt", s + 1),
            LessonText::Other(s) => format!("stage-{}-other", s + 1),
            LessonText::Then(s) => format!("stage-{}-then", s + 1),
            LessonText::ChoicePrompt => "choice-prompt".into(),
            LessonText::ChoiceOther => "choice-other".into(),
            LessonText::ChoiceThen => "choice-then".into(),
        }
    }

    /// The text in the course's own words (English); empty for a stage the lesson lacks.
    pub fn english(self, lesson: &Lesson) -> String {
        let stage = |s: usize| lesson.stages.get(s);
        let choice = lesson.d3_choice.as_ref();
        match self {
            LessonText::Title => lesson.title.clone(),
            LessonText::Intro => lesson.intro.clone(),
            LessonText::Prompt(s) => stage(s).map(|s| s.prompt.clone()).unwrap_or_default(),
            LessonText::Other(s) => stage(s).map(|s| s.other.clone()).unwrap_or_default(),
            LessonText::Then(s) => stage(s).map(|s| s.then.clone()).unwrap_or_default(),
            LessonText::ChoicePrompt => choice.map(|c| c.prompt.clone()).unwrap_or_default(),
            LessonText::ChoiceOther => choice.map(|c| c.other.clone()).unwrap_or_default(),
            LessonText::ChoiceThen => choice.map(|c| c.then.clone()).unwrap_or_default(),
        }
    }

    /// Every text `lesson` has, in the order it is shown.
    pub fn all(lesson: &Lesson) -> Vec<LessonText> {
        let mut out = vec![LessonText::Title, LessonText::Intro];
        if lesson.d3_choice.is_some() {
            out.extend([LessonText::ChoicePrompt, LessonText::ChoiceOther, LessonText::ChoiceThen]);
        }
        for s in 0..lesson.stages.len() {
            out.extend([LessonText::Prompt(s), LessonText::Other(s), LessonText::Then(s)]);
        }
        out
    }
}

/// The message id of `lesson`'s texts: `lesson-<id>`.
pub fn message_id(lesson: &Lesson) -> String {
    format!("lesson-{}", lesson.id)
}

/// The message id of a course's line: `course-basic`.
pub fn course_id(level: Level) -> String {
    format!("course-{}", level.name().to_lowercase())
}

/// `what` of `lesson` in the player's language (English where it has none).
pub fn text(lang: &Lang, lesson: &Lesson, what: LessonText) -> String {
    lang.own_attribute(&message_id(lesson), &what.attribute()).unwrap_or_else(|| what.english(lesson))
}

/// A course's line on what it teaches, in the player's language.
pub fn course_about(lang: &Lang, course: &Course) -> String {
    lang.own_attribute(&course_id(course.level), "about").unwrap_or_else(|| course.about.clone())
}

/// Why the learner's action was not played, naming the rule, in the player's language.
pub fn refusal(lang: &Lang, lesson: &Lesson, refusal: &Refusal) -> String {
    match refusal {
        Refusal::Rule(e) => super::terms::rule_error(lang, e),
        Refusal::NotTheLesson { stage } => text(lang, lesson, LessonText::Other(*stage)),
        Refusal::NotTheCard => text(lang, lesson, LessonText::ChoiceOther),
        Refusal::ChooseFirst => lang.get("lesson-choose-first"),
        Refusal::LessonDone => lang.get("lesson-is-done"),
    }
}
