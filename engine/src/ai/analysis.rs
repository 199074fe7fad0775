//! The analysis of a match: for every action of either side, the round-win chance of the
//! best action and of the action played, judged by the `hard` search **from that player's
//! own view only** (its [`Observation`] at the moment of the decision, R7): what the
//! player could have known, never the hidden cards. The difference is the decision's
//! cost; a cost of at least 5 points is an inaccuracy, 10 a mistake, 25 a blunder.

use super::search::{HintEntry, judge};
use crate::rules::{Action, Match, MatchHistory, MatchStep, Observation, ReplayError, Side};
use serde::{Deserialize, Serialize};

/// How a decision is judged, by its cost in round-win chance (0..=1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Costs less than 0.05.
    Ok,
    /// Costs 0.05 or more.
    Inaccuracy,
    /// Costs 0.10 or more.
    Mistake,
    /// Costs 0.25 or more.
    Blunder,
}

impl Verdict {
    /// The verdict for a decision that costs `loss` (best chance minus chosen chance).
    pub fn of(loss: f64) -> Verdict {
        match loss {
            l if l >= 0.25 => Verdict::Blunder,
            l if l >= 0.10 => Verdict::Mistake,
            l if l >= 0.05 => Verdict::Inaccuracy,
            _ => Verdict::Ok,
        }
    }
}

/// One decision of the match, judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DecisionReview {
    /// The round, from 1.
    pub round: u32,
    /// The step's index in the match's history (0-based).
    pub step: usize,
    /// Who decided.
    pub side: Side,
    /// The action played, in words ("advance 3", English: for the command line).
    pub action: String,
    /// The action played (the game names it in the player's language).
    pub played: Action,
    /// The round-win chance before the decision: the best action's, 0..=1.
    pub chance_before: f64,
    /// The round-win chance after the action played, 0..=1.
    pub chance_after: f64,
    /// The best action (the search's choice: the most tried), in words.
    pub best_action: String,
    /// The best action.
    pub best: Action,
    /// Its round-win chance, 0..=1 (equal to `chance_before`; a less tried action may show
    /// a higher estimate, which counts as costing nothing).
    pub best_chance: f64,
    /// The verdict on the cost `best_chance - chance_after`.
    pub verdict: Verdict,
}

/// One side's decisions, counted.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SideSummary {
    /// Decisions judged.
    pub decisions: usize,
    /// Of them, inaccuracies (cost 0.05 or more).
    pub inaccuracies: usize,
    /// Mistakes (0.10 or more).
    pub mistakes: usize,
    /// Blunders (0.25 or more).
    pub blunders: usize,
    /// The mean cost of a decision, 0..=1.
    pub mean_cost: f64,
}

/// The analysis of a whole match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// Every action of either side, in order.
    pub decisions: Vec<DecisionReview>,
    /// Left's and Right's decisions counted.
    pub summary: Summary,
}

/// The summaries of both sides.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "PascalCase")]
pub struct Summary {
    /// Left's decisions.
    pub left: SideSummary,
    /// Right's decisions.
    pub right: SideSummary,
}

/// Analyses the match `history` plays: every action is judged by the search with
/// `iterations` per decision (no wall-clock cap, so the analysis is reproducible), seeded
/// from the position and `seed` ([`judge`]: the judgement the game's Hint and coach show
/// for the same position with the same `seed`). Only actions are judged, not the step to the next
/// round or a Duell D3 choice; a forced action costs nothing.
///
/// # Errors
/// The first step the rules refuse.
pub fn analyse(history: &MatchHistory, iterations: u32, seed: u64) -> Result<Analysis, ReplayError> {
    analyse_some(history, iterations, seed, |_, _| true, |_| {})
}

/// Like [`analyse`], for the decisions `wanted(round, side)` picks only (e.g. one round of
/// one player), calling `progress(judged so far)` after each judged decision, so that a
/// caller off the frame can show how far it is.
///
/// # Errors
/// The first step the rules refuse.
pub fn analyse_some(
    history: &MatchHistory,
    iterations: u32,
    seed: u64,
    wanted: impl Fn(u32, Side) -> bool,
    progress: impl FnMut(usize),
) -> Result<Analysis, ReplayError> {
    analyse_with(history, wanted, progress, |obs| judge(obs, iterations, seed))
}

/// Like [`analyse_some`], each position judged by `judgement` (a player's view: its ranked
/// actions, best first) — the game's, which keeps the judgements it made already.
///
/// # Errors
/// The first step the rules refuse.
pub fn analyse_with(
    history: &MatchHistory,
    wanted: impl Fn(u32, Side) -> bool,
    mut progress: impl FnMut(usize),
    mut judgement: impl FnMut(&Observation) -> Vec<HintEntry>,
) -> Result<Analysis, ReplayError> {
    let mut decisions = Vec::new();
    // The one replay loop gives the match after each step; the decision is judged on the
    // match before it.
    let mut before: Match = history.opening();
    history.replay_visiting(history.steps().len(), |after, index, step, _| {
        if let MatchStep::Act { who, action } = *step
            && wanted(before.round_number(), who)
            && let Some(review) = {
                let obs = before.observation(who);
                review(&obs, before.round_number(), index, action, &judgement(&obs))
            }
        {
            decisions.push(review);
            progress(decisions.len());
        }
        before = after.clone();
    })?;
    let mut summary = Summary::default();
    for d in &decisions {
        let s = if d.side == Side::Left { &mut summary.left } else { &mut summary.right };
        s.decisions += 1;
        s.mean_cost += (d.best_chance - d.chance_after).max(0.0);
        match d.verdict {
            Verdict::Inaccuracy => s.inaccuracies += 1,
            Verdict::Mistake => s.mistakes += 1,
            Verdict::Blunder => s.blunders += 1,
            Verdict::Ok => {}
        }
    }
    for s in [&mut summary.left, &mut summary.right] {
        s.mean_cost /= s.decisions.max(1) as f64;
    }
    Ok(Analysis { decisions, summary })
}

/// The decision to play `action` at step `step` (of round `round`), judged from `obs`, the
/// view of the player who made it, by `ranking` (that view's judgement, [`judge`]): it is
/// given nothing else, so no hidden card can sway the verdict (R7). `None` when the view
/// has no decision to make.
pub fn review(
    obs: &Observation,
    round: u32,
    step: usize,
    action: Action,
    ranking: &[HintEntry],
) -> Option<DecisionReview> {
    let best = *ranking.first()?;
    // Means of many playouts can stray past 1 by rounding.
    let best_chance = best.win_chance.clamp(0.0, 1.0);
    // An action the search never tried is judged as its worst-tried one: it had no reason
    // to prefer it.
    let chosen = ranking
        .iter()
        .find(|e| e.action == action)
        .map_or_else(|| ranking.iter().map(|e| e.win_chance).fold(best.win_chance, f64::min), |e| e.win_chance)
        .clamp(0.0, 1.0);
    Some(DecisionReview {
        round,
        step,
        side: obs.viewer,
        action: action.describe(),
        played: action,
        chance_before: best_chance,
        chance_after: chosen,
        best_action: best.action.describe(),
        best: best.action,
        best_chance,
        verdict: Verdict::of(best_chance - chosen),
    })
}
