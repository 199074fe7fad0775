//! The Hint button's answer: the `hard` search (on the task pool, never in a frame) ranks
//! the person's actions with their estimated round-win chance. The search sees only the
//! person's own view (R7), like every computer player.

use super::table::MatchView;
use crate::ai::{HintEntry, hint};
use crate::rules::Side;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bevy::window::RequestRedraw;
use std::time::Duration;

/// How long the hint may think, in milliseconds.
pub const HINT_BUDGET_MS: u64 = 700;

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

fn start_hint(mut requests: MessageReader<HintRequested>, table: MatchView, mut state: ResMut<HintState>) {
    for r in requests.read() {
        let Some(view) = table.get() else { continue };
        let obs = view.observation(r.side);
        let step = view.bout.steps;
        // The seed only varies the search's own sampling; it says nothing of the cards.
        let seed = 0x4849_4e54 ^ step as u64;
        let task =
            AsyncComputeTaskPool::get().spawn(async move { hint(&obs, seed, Duration::from_millis(HINT_BUDGET_MS)) });
        state.task = Some((step, task));
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

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<HintRequested>()
        .init_resource::<HintState>()
        .add_systems(Update, (start_hint, collect_hint).chain().in_set(crate::AppSystems::Ai));
}
