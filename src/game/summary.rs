//! The match's summary at its end (the victory moment): how each round ended, and from
//! the analysis of the person's decisions (both sides' when no person played) the best
//! decision and the biggest swing. Computed on the task pool as the match ends, by the
//! judgements the Hint, the coach and the analysis share (so "Analyse this match" after
//! it finds them ready); it belongs to the match's end and is dropped when the screen
//! leaves it.

use super::Seats;
use super::table::Table;
use crate::ai::analysis::{DecisionReview, analyse_with};
use crate::rules::{MatchHistory, ReplayError, RoundEnding, Side};
use bevy::prelude::*;

/// A change of one side's round-win chance between two of its decisions in a round, made
/// by the draws and the other player's play.
#[derive(Debug, Clone, PartialEq)]
pub struct Swing {
    /// The decision after which it came (its round, its side, the action played).
    pub after: DecisionReview,
    /// The chance after that decision, and before the side's next one (0..=1).
    pub from: f64,
    pub to: f64,
}

/// What the summary shows.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Summary {
    /// Each round's ending, in order (rounds that ended).
    pub rounds: Vec<RoundEnding>,
    /// The best decision: among those that cost nothing (the search's own choice or as
    /// good), the one that raised its side's chance the most from its previous decision
    /// of the round (from an even 50% at the round's first).
    pub best: Option<DecisionReview>,
    /// The biggest swing between two decisions of a side within a round.
    pub swing: Option<Swing>,
}

/// Where the summary stands.
#[derive(Default)]
pub enum SummaryState {
    /// No match has ended (or the screen left its end).
    #[default]
    None,
    /// Being computed (dropped with the state, e.g. by Rematch: it stops at its next
    /// judgement).
    Running(super::job::Job<Result<Summary, ReplayError>>),
    /// Ready to show.
    Ready(Box<Summary>),
    /// The match could not be replayed (a defect): the step the rules refused.
    Failed(ReplayError),
}

/// The summary of the match that has just ended.
#[derive(Resource, Default)]
pub struct MatchSummary(pub SummaryState);

/// Each round's ending in `history`, in order.
pub fn round_endings(history: &MatchHistory) -> Result<Vec<RoundEnding>, ReplayError> {
    let mut out = Vec::new();
    history.replay_visiting(history.steps().len(), |after, _, _, report| {
        if report.is_some_and(|r| r.result.is_some())
            && let Some(ending) = after.round().ending()
        {
            out.push(ending);
        }
    })?;
    Ok(out)
}

/// The best decision and the biggest swing of `decisions` (in the match's order), as
/// [`Summary`] defines them.
pub fn highlights(decisions: &[DecisionReview]) -> (Option<DecisionReview>, Option<Swing>) {
    let mut best: Option<(f64, &DecisionReview)> = None;
    let mut swing: Option<(f64, Swing)> = None;
    for (i, d) in decisions.iter().enumerate() {
        let previous = decisions[..i].iter().rev().find(|p| p.side == d.side).filter(|p| p.round == d.round);
        let from = previous.map_or(0.5, |p| p.chance_after);
        let cost = d.best_chance - d.chance_after;
        let rise = d.chance_after - from;
        if cost < 0.01 && best.as_ref().is_none_or(|(r, _)| rise > *r + 1e-9) {
            best = Some((rise, d));
        }
        if let Some(p) = previous {
            let moved = d.chance_before - p.chance_after;
            if swing.as_ref().is_none_or(|(m, _)| moved.abs() > m.abs() + 1e-9) {
                swing = Some((moved, Swing { after: p.clone(), from: p.chance_after, to: d.chance_before }));
            }
        }
    }
    (best.map(|(_, d)| d.clone()), swing.map(|(_, s)| s))
}

/// As the match ends, the summary starts on the task pool (not for a network match,
/// whose history is the server's, nor in a lesson, whose band tells its end).
fn start_summary(
    table: Table,
    seats: Res<Seats>,
    turn: Res<super::Turn>,
    judgements: Res<super::hint::Judgements>,
    kind: Query<&super::MatchKind, With<super::MatchEntity>>,
    mut summary: ResMut<MatchSummary>,
) {
    summary.0 = SummaryState::None;
    if turn.online || kind.single().is_ok_and(|k| k.lesson().is_some()) {
        return;
    }
    let Some(history) = table.referee().map(|r| r.history().clone()) else { return };
    let sides = seats.judged_sides();
    let judgements = judgements.clone();
    summary.0 = SummaryState::Running(super::job::Job::spawn(move |stop| {
        let rounds = round_endings(&history)?;
        let wanted = |_: u32, side: Side| sides.contains(&side);
        let decisions = analyse_with(&history, wanted, |_| {}, |obs| judgements.judge_unless(obs, stop))?.decisions;
        let (best, swing) = highlights(&decisions);
        Ok(Summary { rounds, best, swing })
    }));
}

fn collect_summary(mut summary: ResMut<MatchSummary>, mut redraw: MessageWriter<bevy::window::RequestRedraw>) {
    // Looked at first without marking it changed (which asks for frames).
    if !matches!(summary.0, SummaryState::Running(_)) {
        return;
    }
    let SummaryState::Running(task) = &mut summary.0 else { return };
    redraw.write(bevy::window::RequestRedraw);
    if let Some(result) = task.poll() {
        summary.0 = match result {
            Ok(s) => SummaryState::Ready(Box::new(s)),
            Err(e) => SummaryState::Failed(e),
        };
    }
}

fn drop_summary(mut summary: ResMut<MatchSummary>) {
    summary.0 = SummaryState::None;
}

pub(crate) fn plugin(app: &mut App) {
    use super::screens::Stage;
    app.init_resource::<MatchSummary>()
        .add_systems(OnEnter(Stage::MatchOver), start_summary)
        .add_systems(OnExit(Stage::MatchOver), drop_summary)
        .add_systems(Update, collect_summary);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::Verdict;
    use crate::rules::{Action, Dir};

    fn decision(round: u32, side: Side, before: f64, after: f64, best: f64) -> DecisionReview {
        let played = Action::Move { dir: Dir::Forward, card: 1 };
        DecisionReview {
            round,
            step: 0,
            side,
            action: String::new(),
            played,
            chance_before: before,
            chance_after: after,
            best_action: String::new(),
            best: played,
            best_chance: best,
            verdict: Verdict::Ok,
        }
    }

    /// The best decision is the cost-free one that raised its side's chance the most since
    /// its previous decision of the round; the swing is the biggest move between two
    /// decisions of a side within a round, up or down; rounds do not run into each other.
    #[test]
    fn the_highlights_are_the_biggest_rise_and_the_biggest_move_between_decisions() {
        let ds = [
            decision(1, Side::Left, 0.5, 0.55, 0.55),  // +0.05 from an even start
            decision(1, Side::Left, 0.30, 0.32, 0.40), // swing 0.55 -> 0.30; costs 0.08
            decision(1, Side::Left, 0.9, 0.9, 0.9),    // +0.58 from 0.32, free: the best
            decision(2, Side::Left, 0.1, 0.2, 0.2),    // a new round: from 0.5, no swing
        ];
        let (best, swing) = highlights(&ds);
        assert_eq!(best.map(|b| b.chance_after), Some(0.9));
        let swing = swing.expect("a swing");
        assert!((swing.from - 0.32).abs() < 1e-9 && (swing.to - 0.9).abs() < 1e-9, "{swing:?}");
        assert!(highlights(&[]).0.is_none() && highlights(&[]).1.is_none());
    }
}
