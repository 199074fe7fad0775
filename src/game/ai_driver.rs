//! Computer players in the running game: when a computer-controlled side must decide, its
//! bot thinks on Bevy's `AsyncComputeTaskPool` (a frame never waits for it), and its
//! answer is written as the same [`ActionRequested`] message a person's click writes —
//! after the animations caught up and the chosen delay passed, so it reads at a human pace.
//! A decision nobody will read (the match moved on by Undo, a new match began, or the
//! person left the match for the title) is a dropped [`Job`]: its search stops at its next
//! look at the clock instead of holding the pool's thread for its whole budget (up to 3 s
//! for `expert`) while the next decision waits.

use super::Seats;
use super::job::Job;
use super::messages::{ActionRequested, MatchRequest};
use super::table::MatchView;
use crate::ai::Bot;
use crate::ai::Controller;
use crate::game::prefs::Prefs;
use crate::rules::{Action, DuellCard, MatchPhase, Observation, Side};
use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::time::Duration;

/// What a bot decided.
enum Decision {
    Act(Action),
    Choose(DuellCard),
}

/// A decision being computed for `side` at step number `at_step` of the match; dropping
/// it stops the search.
struct Thinking {
    side: Side,
    at_step: usize,
    job: Job<(Box<dyn Bot>, Decision)>,
}

/// The computer players' state: their bots (kept between decisions so each keeps its own
/// seeded generator), the decision in progress, and a decision waiting for its delay.
#[derive(Resource, Default)]
pub struct AiDriver {
    /// `SyncCell`: bots are `Send` but not `Sync`; only `&mut` access reaches them.
    bots: [Option<SyncCell<Box<dyn Bot>>>; 2],
    thinking: Option<Thinking>,
    ready: Option<(usize, Side, Decision, Duration)>,
    /// Seed for new bots; set per match.
    pub seed: u64,
}

/// Set while something in the scene still moves; the AI waits for it before acting.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SceneBusy(pub bool);

/// A touch the rules have scored, as the piste shows it: the scene learns of it at once
/// (`Hit`) and shows it when the attack lands, when the apparatus lights the attacker's
/// lamp. Back to `None` at each round's start.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TouchToShow {
    /// No touch this round (yet).
    #[default]
    None,
    /// Scored; the attack is still on its way on the piste (the attacker's side).
    Pending(Side),
    /// Shown: the attack has landed.
    Landed,
}

/// Run condition: the piste has shown how the round ended. The round-over and match-over
/// bands wait for it, so that they come once the touch has landed (the winner's salute
/// may play under them), not while the riposte is still on its way; a round that ended
/// without a touch, once nothing in the scene moves. Never later than that: a scene at
/// rest always lets them come.
pub fn round_end_shown(busy: Res<SceneBusy>, touch: Res<TouchToShow>) -> bool {
    !busy.0 || *touch == TouchToShow::Landed
}

impl AiDriver {
    /// Forgets bots and pending decisions (new match, undo).
    pub fn reset(&mut self, seed: u64) {
        *self = AiDriver { seed, ..default() };
    }

    /// True while a computer player is thinking or waiting to show its move.
    pub fn busy(&self) -> bool {
        self.thinking.is_some() || self.ready.is_some()
    }
}

/// Starts a computer player's thinking when it is its turn.
pub fn start_thinking(table: MatchView, players: Res<Seats>, mut driver: ResMut<AiDriver>) {
    let Some(view) = table.get() else { return };
    // In a lesson the computer's replies are the lesson's (`game::tutorial`): no bot is
    // asked.
    if view.kind.lesson().is_some() {
        return;
    }
    let Some(side) = view.match_state.decider else { return };
    let Controller::Computer { level } = players.get(side) else { return };
    let at_step = view.match_state.steps;
    let choosing = matches!(view.match_state.match_phase, MatchPhase::ChooseDuellCard { .. });
    let stale = |s: usize| s != at_step;
    if driver.thinking.as_ref().is_some_and(|t| !stale(t.at_step) && t.side == side)
        || driver.ready.as_ref().is_some_and(|r| !stale(r.0))
    {
        return;
    }
    let seed = driver.seed.wrapping_add(side.index() as u64 * 7919);
    let bot =
        driver.bots[side.index()].take().map(SyncCell::to_inner).unwrap_or_else(|| crate::ai::make_bot(*level, seed));
    // The bot sees its own observation and nothing else (R7).
    let obs = view.observation(side);
    // A stale decision still thinking (the match moved on) is dropped here: it stops.
    driver.thinking = Some(Thinking { side, at_step, job: think(bot, obs, choosing) });
}

/// `bot`'s decision from `obs` (a Duell card when `choosing`) on the task pool; dropping
/// the job stops its search.
fn think(mut bot: Box<dyn Bot>, obs: Observation, choosing: bool) -> Job<(Box<dyn Bot>, Decision)> {
    Job::spawn(move |stop| {
        let d = if choosing {
            Decision::Choose(bot.choose_duell_card(&obs))
        } else {
            Decision::Act(bot.decide_unless(&obs, stop))
        };
        (bot, d)
    })
}

/// Leaving the match (for the title, the set-up or a replay): the computer's decision
/// under way, or waiting for its delay, is dropped, and its search stops. Continue thinks
/// afresh (`flow`'s resume resets the driver too).
fn forget_on_leaving(mut driver: ResMut<AiDriver>) {
    let seed = driver.seed;
    driver.reset(seed);
}

/// Collects finished thinking and, once the delay passed and the scene is still, writes
/// the decision as a request.
pub fn deliver_decisions(
    table: MatchView,
    prefs: Res<Prefs>,
    busy: Res<SceneBusy>,
    time: Res<Time<Real>>,
    mut driver: ResMut<AiDriver>,
    mut actions: MessageWriter<ActionRequested>,
    mut requests: MessageWriter<MatchRequest>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(steps) = table.get().map(|t| t.match_state.steps) else { return };
    let now = time.elapsed();
    if let Some(t) = driver.thinking.as_mut()
        && let Some((bot, decision)) = t.job.poll()
    {
        let (side, at_step) = (t.side, t.at_step);
        driver.thinking = None;
        driver.bots[side.index()] = Some(SyncCell::new(bot));
        let due = now + Duration::from_millis(u64::from(prefs.ai_delay_ms));
        driver.ready = Some((at_step, side, decision, due));
    }
    if let Some((at_step, _, _, due)) = &driver.ready {
        if *at_step != steps {
            // The match moved on (undo, new match): drop the stale decision.
            driver.ready = None;
        } else if now >= *due
            && (!busy.0 || prefs.instant)
            && let Some((_, side, decision, _)) = driver.ready.take()
        {
            match decision {
                Decision::Act(action) => {
                    actions.write(ActionRequested { side, action });
                }
                Decision::Choose(card) => {
                    requests.write(MatchRequest::ChooseDuellCard { side, card });
                }
            }
        }
    }
    if driver.busy() {
        // The window only redraws on input in reactive mode; keep frames coming while a
        // computer player thinks or waits.
        redraw.write(RequestRedraw);
    }
}

/// After the frame's requests are resolved: if a computer player must decide next, ask for
/// another frame, so that it starts thinking at once instead of when the window next wakes.
fn wake_for_computer(table: MatchView, players: Res<Seats>, mut redraw: MessageWriter<RequestRedraw>) {
    if let Some(side) = table.get().and_then(|t| t.match_state.decider)
        && !players.get(side).is_human()
    {
        redraw.write(RequestRedraw);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AiDriver>()
        .init_resource::<SceneBusy>()
        .init_resource::<TouchToShow>()
        .add_systems(Update, (start_thinking, deliver_decisions).chain().in_set(crate::AppSystems::Ai))
        .add_systems(OnExit(super::screens::Screen::Match), forget_on_leaving)
        .add_systems(
            Update,
            wake_for_computer.in_set(crate::AppSystems::View).run_if(super::screens::playing_unpaused),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::matchplay::MatchRng;
    use crate::rules::{Level, Round, RoundRules};
    use bevy::tasks::{AsyncComputeTaskPool, TaskPool};
    use rand::SeedableRng;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Instant;

    /// Says it has begun, thinks until told to stop (a minute at most), then says whether
    /// it was told and answers.
    struct Ponderer {
        started: Arc<AtomicBool>,
        stopped: Arc<AtomicBool>,
    }

    impl Bot for Ponderer {
        fn name(&self) -> &str {
            "ponderer"
        }

        fn decide(&mut self, _obs: &Observation) -> Action {
            Action::Parry
        }

        fn decide_unless(&mut self, obs: &Observation, stop: &crate::ai::Stop) -> Action {
            self.started.store(true, Ordering::Relaxed);
            let start = Instant::now();
            while !stop.requested() && start.elapsed() < Duration::from_secs(60) {
                std::thread::sleep(Duration::from_millis(1));
            }
            self.stopped.store(stop.requested(), Ordering::Relaxed);
            self.decide(obs)
        }
    }

    #[test]
    fn a_decision_nobody_will_read_stops_thinking() {
        AsyncComputeTaskPool::get_or_init(TaskPool::default);
        let r = Round::deal(RoundRules::of_level(Level::Advanced), Side::Left, &mut MatchRng::seed_from_u64(1));
        let obs = Observation::of(&r, Side::Left, [0, 0], 5);
        let (started, stopped) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicBool::new(false)));
        let bot = Ponderer { started: started.clone(), stopped: stopped.clone() };
        let job = think(Box::new(bot), obs, false);
        let mut driver = AiDriver { thinking: Some(Thinking { side: Side::Left, at_step: 0, job }), ..default() };
        let wait_for = |flag: &AtomicBool| {
            let start = Instant::now();
            while !flag.load(Ordering::Relaxed) && start.elapsed() < Duration::from_secs(30) {
                std::thread::sleep(Duration::from_millis(2));
            }
            flag.load(Ordering::Relaxed)
        };
        // (A job dropped before its task began never runs at all.)
        assert!(wait_for(&started), "the bot never began to think");
        // The driver forgets a stale decision (Undo, a new match) by dropping it.
        driver.reset(1);
        assert!(wait_for(&stopped), "the bot was never told to stop");
    }
}
