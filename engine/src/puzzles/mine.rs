//! The miner and the verifier.
//!
//! The miner plays matches of `hard` against itself and judges every decision that has a
//! choice from the deciding player's own view ([`crate::ai::judge`], `SCREEN_ITERATIONS`
//! playouts): where the best action leads every other by at least [`MIN_GAP`] (and the
//! margin), the
//! position is judged again by the verifier, differently: [`VERIFY_JUDGEMENTS`]
//! judgements in which each action gets a search of its own of [`VERIFY_ITERATIONS`]
//! playouts ([`crate::ai::judge_each`]: no action starved of playouts, as the tree search
//! can starve one at its root), seeded apart by [`VERIFY_SALT`], the exact endgame where
//! the pile is short — and the puzzle is kept only if every one of them agrees
//! on the action and on a lead of [`MIN_GAP`] plus a margin ([`MINE_MARGIN`]). The same
//! verifier, without the margin, re-judges a shipped set ([`verify`]).

use super::rating::{self, Attempts};
use super::why::{self, Why};
use super::{MIN_GAP, Puzzle, PuzzleError};
use crate::ai::{HintEntry, judge_determinised, judge_each};
use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, Match, MatchPhase, Round, RuleSet};
use rand::SeedableRng;
use std::time::Instant;

/// The first judgement's playouts per decision (also how the mined matches are played).
pub const SCREEN_ITERATIONS: u32 = 4000;

/// The verifying judgement's playouts per action.
pub const VERIFY_ITERATIONS: u32 = 10_000;

/// Added to the position's own seed for the verifying judgement, so that its playouts are
/// not the first judgement's.
pub const VERIFY_SALT: u64 = 0x7E51_F1ED_0000_0028;

/// What to mine.
#[derive(Clone, Copy, Debug)]
pub struct MineConfig {
    /// The rules of the matches played (their level, Duell's special cards, the target).
    pub rules: RuleSet,
    /// Matches to play at most, 1..; match `i` is dealt from `seed + i`.
    pub matches: u64,
    /// Stop once this many puzzles are kept (the matches are played in order, so the
    /// same arguments keep the same puzzles).
    pub count: usize,
    /// The first match's seed.
    pub seed: u64,
    /// Threads playing matches at once, 1..=64.
    pub threads: usize,
    /// The largest share (0..=1) of sure hits ([`Why::is_sure_hit`]) among the puzzles
    /// kept: an unanswerable attack is a fine easy puzzle, but not most of them.
    pub max_sure_hit_share: f64,
    /// The largest share (0..=1) of puzzles that every attempt of every computer level
    /// solved ([`rating::difficulty`]): the easiest kind, kept but not in bulk.
    pub max_all_solved_share: f64,
}

/// What a mining run did.
#[derive(Clone, Debug, Default)]
pub struct MineReport {
    /// The puzzles kept, in the order they were found (match, then step); ids are empty,
    /// for the caller to number.
    pub puzzles: Vec<Puzzle>,
    /// What the computer levels did on each kept puzzle (same order).
    pub attempts: Vec<Attempts>,
    /// Matches played.
    pub matches: u64,
    /// Decisions with a choice that were judged.
    pub decisions: u64,
    /// Of them, those the first judgement found a puzzle.
    pub screened: u64,
    /// Of those, the ones the verifying judgement confirmed.
    pub confirmed: u64,
    /// Confirmed sure hits left out by [`MineConfig::max_sure_hit_share`].
    pub sure_hits_left_out: u64,
    /// Confirmed puzzles every level solved, left out by
    /// [`MineConfig::max_all_solved_share`].
    pub all_solved_left_out: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// Why a puzzle did not verify.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Problem {
    #[error(transparent)]
    Unusable(#[from] PuzzleError),
    #[error("the judgement prefers {best} ({best_chance:.3}) to the solution ({chance:.3})")]
    NotBest { best: String, best_chance: f64, chance: f64 },
    #[error("the solution leads the next action ({next}) by {gap:.3}, less than {min_gap}")]
    SmallLead { next: String, gap: f64, min_gap: f64 },
    #[error("the judgement did not try every action ({tried} of {legal})")]
    Untried { tried: usize, legal: usize },
    #[error("the reason is now {now:?}, not {stored:?}")]
    Reason { now: Why, stored: Why },
}

/// The verifying judgement of a puzzle's position from the deciding player's view, best
/// first ([`crate::ai::judge_each`] with `iterations` playouts per action).
///
/// # Errors
/// The puzzle's own problem ([`Puzzle::round`]).
pub fn judge_puzzle(p: &Puzzle, iterations: u32, salt: u64) -> Result<Vec<HintEntry>, PuzzleError> {
    Ok(judge_each(&p.observation()?, iterations, salt))
}

/// The lead of the best action of `ranking` over every other: `(best, its chance, the
/// best other chance)`, or `None` with fewer than two actions.
fn lead(ranking: &[HintEntry]) -> Option<(Action, f64, f64)> {
    let best = ranking.first()?;
    let next =
        ranking.iter().skip(1).map(|e| e.win_chance).fold(None, |m: Option<f64>, c| Some(m.map_or(c, |m| m.max(c))))?;
    Some((best.action, best.win_chance.clamp(0.0, 1.0), next.clamp(0.0, 1.0)))
}

/// Independent judgements the verifier makes of each puzzle (salts `salt`, `salt + 1`, …):
/// every one must agree, so that a lead that rests on one sampling's luck is refused.
pub const VERIFY_JUDGEMENTS: u64 = 2;

/// Re-judges `p` [`VERIFY_JUDGEMENTS`] times with `iterations` playouts for each action
/// ([`crate::ai::judge_each`]), seeded by
/// the position and `salt` (then `salt + 1`, …): in each judgement the solution must be the
/// choice, every legal action must have been tried and the solution must lead every other
/// action by [`MIN_GAP`]; and the reason must follow from the position as stored. Returns
/// the solution's mean chance and the highest chance of another action, 0..=1.
///
/// # Errors
/// [`Problem`]: the first check that fails.
pub fn verify(p: &Puzzle, iterations: u32, salt: u64) -> Result<(f64, f64), Problem> {
    verify_lead(p, iterations, salt, MIN_GAP)
}

/// The miner's own safety margin, in round-win chance: it keeps a puzzle only when every
/// verifying judgement finds a lead of [`MIN_GAP`] plus this, so that a shipped puzzle
/// keeps its 25-point lead when judged again with other seeds.
pub const MINE_MARGIN: f64 = 0.05;

/// [`verify`] with the lead `min_gap` (0..=1) instead of [`MIN_GAP`].
///
/// # Errors
/// As [`verify`].
pub fn verify_lead(p: &Puzzle, iterations: u32, salt: u64, min_gap: f64) -> Result<(f64, f64), Problem> {
    let obs = p.observation()?;
    let legal = p.legal_actions()?;
    if !legal.contains(&p.solution) {
        return Err(PuzzleError::Illegal { id: p.id.clone(), solution: p.solution.describe() }.into());
    }
    let now = why::explain(&obs, p.solution);
    if now != p.why {
        return Err(Problem::Reason { now, stored: p.why });
    }
    let (mut chances, mut highest_next) = (0.0, 0.0f64);
    for k in 0..VERIFY_JUDGEMENTS {
        let ranking = judge_each(&obs, iterations, salt.wrapping_add(k));
        let untried = Problem::Untried { tried: ranking.len(), legal: legal.len() };
        if ranking.len() < legal.len() {
            return Err(untried);
        }
        let Some((best, chance, next)) = lead(&ranking) else { return Err(untried) };
        if best != p.solution {
            let mine = ranking.iter().find(|e| e.action == p.solution).map_or(0.0, |e| e.win_chance);
            return Err(Problem::NotBest { best: best.describe(), best_chance: chance, chance: mine });
        }
        if chance - next < min_gap {
            let second = ranking.iter().skip(1).max_by(|a, b| a.win_chance.total_cmp(&b.win_chance));
            let next_action = second.map_or_else(String::new, |e| e.action.describe());
            return Err(Problem::SmallLead { next: next_action, gap: chance - next, min_gap });
        }
        chances += chance;
        highest_next = highest_next.max(next);
    }
    Ok((chances / VERIFY_JUDGEMENTS as f64, highest_next))
}

/// A round's deal as a puzzle's, if the rules rebuild exactly this round from it (never
/// under Duell D7, whose set-aside cards a deal does not hold).
fn deal_of(round: &Round, scores: [u8; 2], target_score: u8) -> Option<Puzzle> {
    if round.rules.ten_card_deal() || round.history_len != 0 {
        return None;
    }
    let p = Puzzle {
        id: "new".into(),
        rules: round.rules,
        scores,
        target_score,
        left_hand: round.hands[0].to_vec(),
        right_hand: round.hands[1].to_vec(),
        draw_pile: round.pile.top_first(),
        starter: round.to_act,
        steps: Vec::new(),
        side: round.to_act,
        solution: Action::Parry,
        chance: 0.0,
        next_chance: 0.0,
        why: Why::Judged,
        rating: 1500.0,
        deviation: 350.0,
    };
    // The same round in everything that can differ: a pile's unused slots may not.
    let r = Round::from_position(&p.dealt()).ok()?;
    let same = (r.rules, r.pos, r.hands, r.pile.top_first(), r.discard, r.set_aside, r.to_act, r.phase)
        == (
            round.rules,
            round.pos,
            round.hands,
            round.pile.top_first(),
            round.discard,
            round.set_aside,
            round.to_act,
            round.phase,
        );
    same.then_some(p)
}

/// One match's puzzles, in the order found.
#[derive(Default)]
struct Found {
    puzzles: Vec<(Puzzle, Attempts)>,
    decisions: u64,
    screened: u64,
}

fn mine_match(rules: RuleSet, seed: u64) -> Found {
    let mut m = Match::new(rules, seed);
    let mut duell_rng = MatchRng::seed_from_u64(seed ^ 0xD3);
    let mut found = Found::default();
    let mut deal: Option<Puzzle> = None;
    let mut list = crate::rules::ActionList::new();
    // Every round plays at most 25 actions and the match ends at its target: the guard
    // only protects against a bug looping.
    for _ in 0..10_000 {
        match m.phase() {
            MatchPhase::Over { .. } => break,
            MatchPhase::RoundOver(_) => {
                deal = None;
                if m.next_round().is_err() {
                    break;
                }
            }
            MatchPhase::ChooseDuellCard { chooser } => {
                let card =
                    crate::ai::heuristic::choose_duell_card_by_playouts(&m.observation(chooser), &mut duell_rng, 200);
                if m.choose_duell_card(chooser, card).is_err() {
                    break;
                }
            }
            MatchPhase::Playing => {
                let Some(side) = m.decider() else { break };
                if m.round().history_len == 0 {
                    deal = deal_of(m.round(), m.scores(), m.rules().target_score);
                }
                m.round().legal_actions(&mut list);
                let obs = m.observation(side);
                let action = if list.len() < 2 {
                    list.first().copied().unwrap_or(Action::Parry)
                } else {
                    found.decisions += 1;
                    let ranking = judge_determinised(&obs, SCREEN_ITERATIONS, 0);
                    let pick = ranking.first().map_or(list[0], |e| e.action);
                    if let Some(d) = &deal
                        && ranking.len() == list.len()
                        && let Some((best, chance, next)) = lead(&ranking)
                        && chance - next >= MIN_GAP + MINE_MARGIN
                    {
                        found.screened += 1;
                        let mut p = d.clone();
                        p.steps = m.round().history().iter().map(|pl| (pl.who, pl.action)).collect();
                        p.side = side;
                        p.solution = best;
                        if p.observation().ok() == Some(obs) {
                            p.why = why::explain(&obs, best);
                            if let Ok((chance, next)) =
                                verify_lead(&p, VERIFY_ITERATIONS, VERIFY_SALT, MIN_GAP + MINE_MARGIN)
                            {
                                p.chance = (chance * 1000.0).round() / 1000.0;
                                p.next_chance = (next * 1000.0).round() / 1000.0;
                                let (r, attempts) = rating::difficulty(&obs, best, seed ^ found.decisions);
                                p.rating = r.rating.round();
                                p.deviation = r.deviation.round();
                                found.puzzles.push((p, attempts));
                            }
                        }
                    }
                    pick
                };
                if m.apply(side, action).is_err() {
                    break;
                }
            }
        }
    }
    found
}

/// Plays matches and keeps their puzzles (see the module's text): matches in the order of
/// their seeds, `cfg.threads` at a time, until `cfg.count` puzzles or `cfg.matches`
/// matches; `progress(matches played, puzzles kept)` after each batch.
pub fn mine(cfg: &MineConfig, mut progress: impl FnMut(u64, usize)) -> MineReport {
    let start = Instant::now();
    let threads = cfg.threads.clamp(1, crate::parallel::MAX_THREADS) as u64;
    let mut report = MineReport::default();
    let mut kept: Vec<(Puzzle, Attempts)> = Vec::new();
    let mut sure_hits = 0usize;
    let mut all_solved = 0usize;
    let mut next = 0u64;
    while next < cfg.matches && kept.len() < cfg.count {
        let batch = (threads * 2).min(cfg.matches - next);
        let results: Vec<Found> = crate::parallel::map_indexed(batch as usize, threads as usize, |i| {
            mine_match(cfg.rules, cfg.seed.wrapping_add(next + i as u64))
        });
        next += batch;
        report.matches += batch;
        for f in results {
            report.decisions += f.decisions;
            report.screened += f.screened;
            report.confirmed += f.puzzles.len() as u64;
            for (p, a) in f.puzzles {
                if kept.len() >= cfg.count {
                    break;
                }
                if kept.iter().any(|(k, _)| k.position_key() == p.position_key()) {
                    continue;
                }
                let sure = p.why.is_sure_hit();
                if sure && (sure_hits + 1) as f64 > cfg.max_sure_hit_share * (kept.len() + 1) as f64 {
                    report.sure_hits_left_out += 1;
                    continue;
                }
                let easy = a.iter().all(|(_, solved, tries)| solved == tries);
                if easy && (all_solved + 1) as f64 > cfg.max_all_solved_share * (kept.len() + 1) as f64 {
                    report.all_solved_left_out += 1;
                    continue;
                }
                sure_hits += usize::from(sure);
                all_solved += usize::from(easy);
                kept.push((p, a));
            }
        }
        progress(report.matches, kept.len());
    }
    let (puzzles, attempts) = kept.into_iter().unzip();
    report.puzzles = puzzles;
    report.attempts = attempts;
    report.seconds = start.elapsed().as_secs_f64();
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Level;

    #[test]
    fn a_mined_puzzle_verifies_and_a_changed_one_does_not() {
        let cfg = MineConfig {
            rules: RuleSet::for_level(Level::Standard),
            matches: 4,
            count: 1,
            seed: 11,
            threads: 2,
            max_sure_hit_share: 1.0,
            max_all_solved_share: 1.0,
        };
        let report = mine(&cfg, |_, _| {});
        let p = report.puzzles.first().expect("four matches hold a puzzle");
        assert_eq!(p.round().ok().and_then(|r| r.to_act()), Some(p.side));
        assert!(p.chance - p.next_chance >= MIN_GAP, "{p:?}");
        assert_eq!(verify(p, VERIFY_ITERATIONS, VERIFY_SALT).map(|(c, n)| (c - n) >= MIN_GAP), Ok(true));
        // Another legal action as the solution is refused: the judgement prefers the real one.
        let other = p.legal_actions().ok().and_then(|l| l.iter().copied().find(|a| *a != p.solution));
        let other = other.expect("a puzzle has a choice");
        let obs = p.observation().expect("a mined puzzle replays");
        let wrong = Puzzle { solution: other, why: why::explain(&obs, other), ..p.clone() };
        assert!(matches!(verify(&wrong, VERIFY_ITERATIONS, VERIFY_SALT), Err(Problem::NotBest { .. })));
        // So is a reason the position does not support, and a step the rules refuse.
        let why = if p.why == Why::Judged { Why::Parry } else { Why::Judged };
        let reasonless = Puzzle { why, ..p.clone() };
        assert!(matches!(verify(&reasonless, VERIFY_ITERATIONS, VERIFY_SALT), Err(Problem::Reason { .. })));
        let mut refused = p.clone();
        refused.steps.insert(0, (p.starter.opponent(), Action::Parry));
        assert!(matches!(verify(&refused, 100, 0), Err(Problem::Unusable(PuzzleError::Step { index: 1, .. }))));
    }
}
