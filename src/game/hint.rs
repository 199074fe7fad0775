//! One judgement per position, shared by the Hint button, the coach and the round's
//! analysis: the `hard` search ranks the person's actions with their estimated round-win
//! chance, from the person's own view only (R7), with a fixed number of iterations and a
//! seed drawn from the position ([`crate::ai::judge`]), on the task pool, never in a
//! frame. A position judged once is kept ([`Judgements`]), so the three show the same
//! numbers and the same best action for it, and none judges it twice.

use super::table::MatchView;
use crate::ai::{HintEntry, judge};
use crate::rules::{Observation, Side};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bevy::window::RequestRedraw;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The search's iterations per judgement, as `en-garde analyse` uses by default.
pub const ITERATIONS: u32 = 4000;

/// The salt of the game's judgements (`en-garde analyse` uses the same by default, 1).
pub const JUDGEMENT_SALT: u64 = 1;

/// The positions judged so far in this run, and the iterations per judgement. Shared with
/// the analysis's task (an `Arc`), which fills it too.
#[derive(Resource, Clone)]
pub struct Judgements {
    /// The search's iterations per judgement ([`ITERATIONS`] unless set:
    /// tests that walk many paths judge with fewer).
    pub iterations: u32,
    kept: Arc<Mutex<HashMap<Observation, Vec<HintEntry>>>>,
}

impl Default for Judgements {
    fn default() -> Self {
        Judgements::with_iterations(ITERATIONS)
    }
}

/// Positions kept at most; past it the oldest are forgotten all at once (a match has a few
/// hundred decisions).
const KEPT_AT_MOST: usize = 4096;

impl Judgements {
    /// Empty, judging with `iterations` per position.
    pub fn with_iterations(iterations: u32) -> Judgements {
        Judgements { iterations: iterations.max(1), kept: Arc::default() }
    }

    /// The judgement of `obs` if it was made already.
    pub fn kept(&self, obs: &Observation) -> Option<Vec<HintEntry>> {
        self.kept.lock().ok()?.get(obs).cloned()
    }

    /// The judgement of `obs`: kept, or made now (call it off the frame) and kept.
    pub fn judge(&self, obs: &Observation) -> Vec<HintEntry> {
        if let Some(kept) = self.kept(obs) {
            return kept;
        }
        let entries = judge(obs, self.iterations, JUDGEMENT_SALT);
        if let Ok(mut kept) = self.kept.lock() {
            if kept.len() >= KEPT_AT_MOST {
                kept.clear();
            }
            kept.insert(*obs, entries.clone());
        }
        entries
    }

    /// [`Judgements::judge`], or an empty judgement once `stop` is raised: an analysis
    /// whose answer is no longer wanted replays the rest of its match by the rules alone
    /// (an empty judgement reviews nothing), which is fast, instead of searching on.
    pub fn judge_unless(&self, obs: &Observation, stop: &super::job::Stop) -> Vec<HintEntry> {
        if stop.requested() { Vec::new() } else { self.judge(obs) }
    }
}

/// "Give me a hint" for `side`.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintRequested {
    pub side: Side,
}

/// The hint being computed or shown, for the decision at step `shown_for`.
#[derive(Resource, Default)]
pub struct HintState {
    task: Option<(usize, Task<Vec<HintEntry>>)>,
    /// The ranked actions, best first, for `shown_for` steps.
    pub entries: Vec<HintEntry>,
    pub shown_for: Option<usize>,
}

impl HintState {
    /// True while the search runs.
    pub fn thinking(&self) -> bool {
        self.task.is_some()
    }

    /// The ranking for the decision at `step`, if computed.
    pub fn for_step(&self, step: usize) -> Option<&[HintEntry]> {
        (self.shown_for == Some(step)).then_some(&self.entries[..])
    }
}

fn start_hint(
    mut requests: MessageReader<HintRequested>,
    table: MatchView,
    judgements: Res<Judgements>,
    mut state: ResMut<HintState>,
) {
    for r in requests.read() {
        let Some(view) = table.get() else { continue };
        // A puzzle's answer is not hinted (a gamepad's hint button included).
        if view.kind.puzzle().is_some() {
            continue;
        }
        let obs = view.observation(r.side);
        let step = view.match_state.steps;
        let judgements = judgements.clone();
        state.task = Some((step, AsyncComputeTaskPool::get().spawn(async move { judgements.judge(&obs) })));
    }
}

/// Hints asked for are counted in the settings, for Statistics.
fn count_hints(mut requests: MessageReader<HintRequested>, mut settings: ResMut<super::storage::UserSettings>) {
    let asked = u32::try_from(requests.read().count()).unwrap_or(u32::MAX);
    if asked > 0 {
        settings.hints_asked = settings.hints_asked.saturating_add(asked);
    }
}

fn collect_hint(mut state: ResMut<HintState>, mut redraw: MessageWriter<RequestRedraw>) {
    let Some((step, task)) = state.task.as_mut() else { return };
    if let Some(entries) = block_on(poll_once(task)) {
        let step = *step;
        state.task = None;
        state.entries = entries;
        state.shown_for = Some(step);
    }
    // Keep frames coming until the answer is shown.
    redraw.write(RequestRedraw);
}

/// The coach's judgement in progress: (step, side, task).
#[derive(Default)]
struct CoachTask(Option<(usize, Side, Task<Vec<super::coach::Rated>>)>);

/// With the coach on, rates the person's actions as soon as the person is to decide (off
/// the frame; from the person's own view only, R7, and the judgement the Hint shows), and
/// collects the rating.
fn coach_rank(
    table: MatchView,
    seats: Res<super::Seats>,
    judgements: Res<Judgements>,
    mut coach: ResMut<super::coach::Coach>,
    mut task: Local<CoachTask>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if let Some((step, side, t)) = task.0.as_mut()
        && let Some(rated) = block_on(poll_once(t))
    {
        coach.ranking = Some((*step, *side, rated));
        task.0 = None;
    }
    if task.0.is_some() {
        redraw.write(RequestRedraw);
    }
    let Some(view) = table.get() else { return };
    // Not in a lesson: the lesson teaches its own way.
    // Nor in a puzzle: its warning would give the answer away.
    if !coach.enabled || view.kind.lesson().is_some() || view.kind.puzzle().is_some() {
        return;
    }
    let Some(side) = view.match_state.decider else { return };
    let step = view.match_state.steps;
    let fresh = coach.ranking.as_ref().is_some_and(|(s, who, _)| *s == step && *who == side)
        || task.0.as_ref().is_some_and(|(s, who, _)| *s == step && *who == side);
    if fresh || !seats.get(side).is_human() {
        return;
    }
    let obs = view.observation(side);
    let judgements = judgements.clone();
    task.0 = Some((
        step,
        side,
        AsyncComputeTaskPool::get().spawn(async move {
            let entries = judgements.judge(&obs);
            super::coach::rate(&obs, &entries)
        }),
    ));
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<HintRequested>()
        .init_resource::<HintState>()
        .init_resource::<Judgements>()
        .add_systems(Update, (start_hint, collect_hint, coach_rank).chain().in_set(crate::AppSystems::Ai))
        .add_systems(
            Update,
            count_hints.run_if(resource_exists::<super::storage::UserSettings>).in_set(crate::AppSystems::Ai),
        );
}
