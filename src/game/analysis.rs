//! The analysis of a round in the running game: the person's decisions of that round
//! judged by the search from that person's own view only ([`crate::ai::analysis`], R7),
//! on the task pool so that no frame waits, with how far it has come for a progress bar.
//! The panels read [`RoundAnalysis`]; the match's history never leaves this module.

use super::Seats;
use super::table::Table;
use crate::ai::analysis::{DecisionReview, analyse_with};
use crate::rules::{ReplayError, Side};
use bevy::prelude::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The search's iterations per decision (the judgements', `super::hint`).
pub use super::hint::ITERATIONS;

/// Analyse round `round` (from 1) of the live match, or with `round` 0 every round of it
/// (the match-over band's "Analyse this match").
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnalyseRound {
    pub round: u32,
}

/// Analyse a whole stored match (Replays): its rules, seed and steps, who played it (the
/// analysis names them, not whoever sits at the live table), and the sides whose decisions
/// to judge (none: both).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct AnalyseMatch {
    pub rules: crate::rules::RuleSet,
    pub seed: u64,
    pub steps: Vec<crate::rules::MatchStep>,
    pub players: crate::ai::Players,
    pub sides: Vec<Side>,
}

/// Where the round's analysis stands.
#[derive(Default)]
pub enum AnalysisState {
    /// Nothing shown.
    #[default]
    Closed,
    /// Being computed: `done` of `total` decisions judged so far; `round` 0 is a whole
    /// match; `live` says it is the live match's (whose decisions can be tried again);
    /// `players` played it.
    Running {
        round: u32,
        live: bool,
        players: crate::ai::Players,
        done: Arc<AtomicUsize>,
        total: Arc<AtomicUsize>,
        /// Dropped with the state (closed, or another analysis asked for): it stops at
        /// its next judgement.
        task: super::job::Job<Result<Vec<DecisionReview>, ReplayError>>,
    },
    /// Judged: the decisions of the sides played by people (both sides when no person
    /// plays), in order; `round` 0 is a whole match; `live` says it is the live match's —
    /// a stored match's decisions (Replays) cannot be tried again; `players` played it.
    Ready { round: u32, live: bool, decisions: Vec<DecisionReview>, players: crate::ai::Players },
    /// The match could not be replayed (a defect): the step the rules refused.
    Failed(ReplayError),
}

/// The analysis the panels show.
#[derive(Resource, Default)]
pub struct RoundAnalysis(pub AnalysisState);

impl RoundAnalysis {
    /// How far a running analysis is: (judged, to judge).
    pub fn progress(&self) -> Option<(usize, usize)> {
        match &self.0 {
            AnalysisState::Running { done, total, .. } => {
                Some((done.load(Ordering::Relaxed), total.load(Ordering::Relaxed)))
            }
            _ => None,
        }
    }

    /// Whether the analysis window is up (running, failed or ready).
    pub fn is_open(&self) -> bool {
        !matches!(self.0, AnalysisState::Closed)
    }

    /// Closes it (a running analysis is dropped).
    pub fn close(&mut self) {
        self.0 = AnalysisState::Closed;
    }
}

fn start_analysis(
    mut asks: MessageReader<AnalyseRound>,
    table: Table,
    seats: Res<Seats>,
    judgements: Res<super::hint::Judgements>,
    mut analysis: ResMut<RoundAnalysis>,
) {
    let Some(ask) = asks.read().last().copied() else { return };
    let Some(history) = table.referee().map(|r| r.history().clone()) else { return };
    let sides = seats.judged_sides();
    analysis.0 = spawn(history, (ask.round, true), seats.0.clone(), sides, judgements.clone());
}

fn start_match_analysis(
    mut asks: MessageReader<AnalyseMatch>,
    judgements: Res<super::hint::Judgements>,
    mut analysis: ResMut<RoundAnalysis>,
) {
    let Some(ask) = asks.read().last().cloned() else { return };
    let history = crate::rules::MatchHistory::with_steps(ask.rules, ask.seed, ask.steps);
    let sides = if ask.sides.is_empty() { Side::BOTH.to_vec() } else { ask.sides };
    analysis.0 = spawn(history, (0, false), ask.players, sides, judgements.clone());
}

/// Judges the decisions of `sides` in round `round` of `history` (0: every round), which
/// `players` played, on the task pool, by the judgements the Hint and the coach show
/// (`judgements`, which keeps them); `live` when `history` is the live match's.
fn spawn(
    history: crate::rules::MatchHistory,
    (round, live): (u32, bool),
    players: crate::ai::Players,
    sides: Vec<Side>,
    judgements: super::hint::Judgements,
) -> AnalysisState {
    let (done, total) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let (d, t) = (done.clone(), total.clone());
    let task = super::job::Job::spawn(move |stop| {
        let wanted = |r: u32, side: Side| (round == 0 || r == round) && sides.contains(&side);
        // First count them (the rules alone, fast), for the progress bar.
        let mut before = history.opening();
        let mut count = 0;
        history.replay_visiting(history.steps().len(), |after, _, step, _| {
            if let crate::rules::MatchStep::Act { who, .. } = *step
                && wanted(before.round_number(), who)
            {
                count += 1;
            }
            before = after.clone();
        })?;
        t.store(count, Ordering::Relaxed);
        let progress = |n| d.store(n, Ordering::Relaxed);
        analyse_with(&history, wanted, progress, |obs| judgements.judge_unless(obs, stop)).map(|a| a.decisions)
    });
    AnalysisState::Running { round, live, players, done, total, task }
}

fn collect_analysis(mut analysis: ResMut<RoundAnalysis>, mut redraw: MessageWriter<bevy::window::RequestRedraw>) {
    // Looked at first without marking it changed (which asks for frames).
    if !matches!(analysis.0, AnalysisState::Running { .. }) {
        return;
    }
    let AnalysisState::Running { round, live, players, task, .. } = &mut analysis.0 else { return };
    // Keep frames coming for the progress bar.
    redraw.write(bevy::window::RequestRedraw);
    let (round, live) = (*round, *live);
    if let Some(result) = task.poll() {
        let players = players.clone();
        analysis.0 = match result {
            Ok(decisions) => AnalysisState::Ready { round, live, decisions, players },
            Err(e) => AnalysisState::Failed(e),
        };
    }
}

/// "Try again from here": a practice position at the decision of `side` at step `step`
/// (an index of the match's history), its hidden cards — the opponent's hand and the pile
/// order — dealt anew from what that player knew then (R7), against the same opponent.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TryFromDecision {
    pub step: usize,
    pub side: Side,
}

fn try_from_decision(
    mut asks: MessageReader<TryFromDecision>,
    table: Table,
    seats: Res<Seats>,
    mut tries: Local<u64>,
    mut matches: MessageWriter<super::messages::MatchRequest>,
    mut analysis: ResMut<RoundAnalysis>,
) {
    let Some(ask) = asks.read().last().copied() else { return };
    // The decision is one of the live match's (a practice's own, when the practice's round
    // was analysed); the match to go back to is the one the table set aside, if it is a
    // practice already.
    let Some(history) = table.referee().map(|r| r.history().clone()) else { return };
    let Some(back_to) = table.set_aside(&seats.0) else { return };
    // Which of the side's decisions of its round this is, from 1.
    let (mut decision, mut round) = (0, history.opening().round_number());
    let replayed = history.replay_visiting(ask.step, |after, _, step, _| {
        if let crate::rules::MatchStep::Act { who, .. } = *step
            && who == ask.side
        {
            decision += 1;
        }
        if after.round_number() != round {
            (round, decision) = (after.round_number(), 0);
        }
    });
    let Ok(at) = replayed else { return };
    if at.round().to_act() != Some(ask.side) {
        return;
    }
    // Counted in the match's round: a practice of a practice goes on from where the first
    // one started.
    let (round, decision) = match table.kind().and_then(|k| k.practice()) {
        Some(p) => (p.round, p.decision + decision),
        None => (at.round_number(), decision + 1),
    };
    *tries += 1;
    let seed = history.seed ^ (ask.step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ tries.wrapping_mul(7919);
    let position = at.observation(ask.side).determinize_seeded(seed);
    // The match's rules; its round's end is a practice's end, whatever the score
    // (`screens::follow_match`).
    let rules = history.rules;
    let practice = super::components::Practice { round, decision, side: ask.side, back_to };
    let kind = super::components::MatchKind::Practice(Box::new(practice));
    matches.write(super::messages::MatchRequest::FromPosition { rules, seed, round: Box::new(position), kind });
    analysis.close();
}

/// A new round or match closes the analysis of the last one.
fn close_on_new_round(_ev: On<super::events::RoundStarted>, mut analysis: ResMut<RoundAnalysis>) {
    analysis.close();
}

/// So does another match put on the table (resumed, or back from a practice).
fn close_on_resumed(_ev: On<super::events::Resumed>, mut analysis: ResMut<RoundAnalysis>) {
    analysis.close();
}

/// The analysis belongs to the screen it was asked on (the match's, or a stored match's in
/// Replays): leaving it ends it.
fn close_analysis(mut analysis: ResMut<RoundAnalysis>) {
    analysis.close();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RoundAnalysis>()
        .add_message::<AnalyseRound>()
        .add_message::<TryFromDecision>()
        .add_message::<AnalyseMatch>()
        .add_observer(close_on_new_round)
        .add_observer(close_on_resumed)
        .add_systems(OnExit(super::screens::Screen::Match), close_analysis)
        .add_systems(OnExit(super::screens::Screen::Replay), close_analysis)
        // Not in the computer players' set, which thinks only while a match is played:
        // Replays asks for a stored match's analysis, and an analysis goes on behind a menu.
        .add_systems(
            Update,
            (start_analysis, start_match_analysis, collect_analysis, try_from_decision)
                .chain()
                .after(crate::AppSystems::Input)
                .before(crate::AppSystems::Resolve),
        );
}
