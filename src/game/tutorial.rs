//! The tutorial in the running game: a lesson ([`crate::tutorial`]) opens as a match at
//! its position, you against the computer, whose replies are the lesson's scripted ones.
//! Your actions go through the same [`ActionRequested`] message as in any match;
//! `resolve` asks the lesson first ([`ActiveLesson::judge`]), so that only the lesson's
//! action is played and any other is answered with the rule that explains why
//! ([`LessonRefused`]). A finished lesson is kept in the settings (`lessons_done`).

use super::Seats;
use super::ai_driver::SceneBusy;
use super::components::{MatchEntity, MatchKind};
pub use super::lesson::{ActiveLesson, LessonRefused, Said};
use super::messages::{ActionRequested, MatchRequest};
use super::screens::{Menu, Screen};
use super::storage::UserSettings;
use super::table::{MatchView, Table};
use crate::ai::{BotLevel, Controller, Players};
use crate::rules::{Action, Round, Side};
use crate::tutorial::{Course, LessonRun, courses};
use bevy::prelude::*;
use std::collections::VecDeque;

/// The built-in courses, loaded once (a broken course is a defect the tests catch; the
/// tutorial screen shows the sentence instead).
#[derive(Resource, Debug)]
pub struct Courses(pub Result<Vec<Course>, String>);

impl Default for Courses {
    fn default() -> Self {
        Courses(courses())
    }
}

/// Seconds the scene stays still before the computer's scripted reply is played.
const REPLY_PAUSE_S: f32 = 0.5;

/// Opens lesson `lesson` of course `course`: the match at its position, you against the
/// computer, the lesson's panel over it.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartLesson {
    pub course: usize,
    pub lesson: usize,
}

fn start_lessons(
    mut starts: MessageReader<StartLesson>,
    courses: Res<Courses>,
    table: Table,
    mut seats: ResMut<Seats>,
    mut matches: MessageWriter<MatchRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut next_menu: ResMut<NextState<Menu>>,
) {
    let Some(start) = starts.read().last().copied() else { return };
    let Ok(all) = &courses.0 else { return };
    let Some(lesson) = all.get(start.course).and_then(|c| c.lessons.get(start.lesson)) else { return };
    let run = LessonRun::start(lesson);
    // Before a D3 choice the piste shows the position under no special card, so that the
    // score bar does not tell the answer.
    let mut shown = lesson.scenario.clone();
    if lesson.d3_choice.is_some() {
        shown.duell_card = None;
    }
    let Ok(round) = shown.position().and_then(|p| Round::from_position(&p)) else { return };
    // The match on the table waits beside the lesson, and comes back when it ends.
    let back_to = table.set_aside(&seats.0).map(Box::new);
    seats.0 = Players([
        Controller::Human { name: "You".into() },
        // Its replies are the lesson's; no bot is asked (see `ai_driver`).
        Controller::Computer { level: BotLevel::Normal },
    ]);
    // The computer's steps before the learner's first: the table plays them, in order.
    let pending: VecDeque<(Side, Action)> = run.opening().iter().copied().collect();
    let lesson = ActiveLesson {
        course: start.course,
        lesson: start.lesson,
        run,
        pending,
        still_for: 0.0,
        said: None,
        last_refusal: None,
    };
    let kind = MatchKind::Lesson { lesson: Box::new(lesson), back_to };
    matches.write(MatchRequest::FromPosition { rules: shown.rule_set(), seed: 1, round: Box::new(round), kind });
    // From the lessons' list over the title, or from a lesson to the next: the match
    // screen stays (leaving it would end the new lesson).
    (*next).set_if_neq(Screen::Match);
    (*next_menu).set_if_neq(Menu::None);
}

/// The learner's D3 choice of the round's special card (R8), from the lesson's band.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LessonChoice(pub crate::rules::DuellCard);

/// Judges a D3 choice; the lesson's card opens the round under it.
fn choose_card(
    mut choices: MessageReader<LessonChoice>,
    mut kind: Query<&mut MatchKind, With<MatchEntity>>,
    courses: Res<Courses>,
    mut matches: MessageWriter<MatchRequest>,
    mut commands: Commands,
) {
    // Taken to change only when there is a choice to judge (a change asks for frames).
    if choices.is_empty() {
        return;
    }
    let mut kind = kind.single_mut().ok();
    let Some(MatchKind::Lesson { lesson, back_to }) = kind.as_deref_mut() else {
        choices.clear();
        return;
    };
    for LessonChoice(card) in choices.read() {
        if !lesson.judge_choice(*card) {
            if let Some(why) = lesson.last_refusal.clone() {
                commands.trigger(LessonRefused { why });
            }
            continue;
        }
        let Ok(all) = &courses.0 else { return };
        let Some(this) = all.get(lesson.course).and_then(|c| c.lessons.get(lesson.lesson)) else { return };
        let Ok(round) = this.scenario.position().and_then(|p| Round::from_position(&p)) else { return };
        // The lesson goes on with the round under the chosen card.
        let kind = MatchKind::Lesson { lesson: lesson.clone(), back_to: back_to.clone() };
        matches.write(MatchRequest::FromPosition {
            rules: this.scenario.rule_set(),
            seed: 1,
            round: Box::new(round),
            kind,
        });
    }
}

/// Plays the computer's next scripted reply once the scene has been still a moment.
fn play_replies(
    mut kind: Query<&mut MatchKind, With<MatchEntity>>,
    busy: Res<SceneBusy>,
    time: Res<Time>,
    mut actions: MessageWriter<ActionRequested>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Ok(mut kind) = kind.single_mut() else { return };
    // Looked at without marking the lesson changed.
    if !matches!(&*kind, MatchKind::Lesson { lesson, .. } if !lesson.pending.is_empty()) {
        return;
    }
    let MatchKind::Lesson { lesson, .. } = &mut *kind else { return };
    if lesson.pending.is_empty() {
        return;
    }
    redraw.write(bevy::window::RequestRedraw);
    if busy.0 {
        lesson.still_for = 0.0;
        return;
    }
    lesson.still_for += time.delta_secs();
    if lesson.still_for >= REPLY_PAUSE_S
        && let Some((side, action)) = lesson.pending.pop_front()
    {
        lesson.still_for = 0.0;
        actions.write(ActionRequested { side, action });
    }
}

/// Keeps a finished lesson in the settings, once.
fn remember_finished(table: MatchView, courses: Res<Courses>, mut settings: ResMut<UserSettings>) {
    let Some(lesson) = table.kind().and_then(MatchKind::lesson) else { return };
    if !lesson.finished() {
        return;
    }
    let Ok(all) = &courses.0 else { return };
    let Some(id) = all.get(lesson.course).and_then(|c| c.lessons.get(lesson.lesson)).map(|l| l.id.clone()) else {
        return;
    };
    if !settings.lessons_done.contains(&id) {
        settings.lessons_done.push(id);
    }
}

/// Run condition: the live match is a lesson.
pub fn in_lesson(kind: Query<&MatchKind, With<MatchEntity>>) -> bool {
    kind.single().is_ok_and(|k| k.lesson().is_some())
}

/// The lesson's gate ([`super::vet::Vet`]): in a lesson only the lesson's action is
/// played; the lesson says why not ([`super::lesson::LessonRefused`]).
pub fn lesson_gate(
    mut review: ResMut<super::vet::UnderReview>,
    mut table: ParamSet<(Table, Query<&mut MatchKind, With<MatchEntity>>)>,
    mut commands: Commands,
) {
    // The lesson judges in the table's round: it keeps none of its own.
    let Some(game) = table.p0().current() else { return };
    let mut kind = table.p1();
    let Ok(mut kind) = kind.single_mut() else { return };
    let MatchKind::Lesson { lesson, .. } = &mut *kind else { return };
    let ActionRequested { side, action } = review.request;
    if lesson.judge(side, action, game.round()) {
        return;
    }
    review.verdict = super::vet::Verdict::Refused;
    if let Some(why) = lesson.last_refusal.clone() {
        commands.trigger(super::lesson::LessonRefused { why });
    }
}

pub(crate) fn plugin(app: &mut App) {
    use super::vet::{Vet, VetSet, still_approved};
    app.add_systems(Vet, lesson_gate.in_set(VetSet::Script).run_if(still_approved));
    app.init_resource::<Courses>()
        .add_message::<StartLesson>()
        .add_message::<LessonChoice>()
        .add_systems(Update, (start_lessons, choose_card, play_replies).before(crate::AppSystems::Resolve))
        .add_systems(
            Update,
            remember_finished.run_if(resource_exists::<UserSettings>).after(crate::AppSystems::Resolve),
        );
}
