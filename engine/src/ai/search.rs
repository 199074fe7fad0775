//! `hard` and `expert`: single-observer Information-Set Monte Carlo Tree Search
//! (SO-ISMCTS, Cowling, Powley & Whitehouse 2012) with heuristic playouts, and an exact
//! endgame search once few cards are unknown.
//!
//! Each iteration samples a determinisation — a full round consistent with the bot's
//! [`Observation`]: the opponent's hand and the pile order drawn from the unseen cards
//! (R7.2) — and walks one tree whose nodes are keyed by the actions played, so that one
//! node gathers every hidden deal the bot cannot tell apart. Children are chosen by UCB1
//! with availability counts (an action is only a candidate in the determinisations where
//! it is legal); a new leaf is played out to the end of the round by the card-counting
//! heuristic ([`super::heuristic`]), each side judging from its own view, with a little
//! randomness. The result (win 1, draw ½, loss 0) is backed up along the path for the
//! player who acted at each node. The decision is the most visited action at the root.
//!
//! `expert` runs one such search per core with different seeds and adds up the root
//! statistics (root parallelisation).

use super::bot::Bot;
use super::cfr;
use super::endgame;
use super::heuristic::{self, playout_action};
use super::stop::{Clock, Stop};
use super::view::View;
use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, ActionList, Observation, Round, RoundResult, Side};
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};

/// The budget and knobs of one search.
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    /// Iterations (determinisation + descent + playout) per thread, 1..; the search stops
    /// at this count or at the deadline, whichever comes first.
    pub iterations: u32,
    /// Wall-clock budget per decision; `None`: iterations only (fully reproducible).
    pub deadline: Option<Duration>,
    /// Threads searching in parallel (root parallelisation), 1..=256.
    pub threads: usize,
    /// The exact endgame search is tried when the draw pile holds at most this many
    /// cards (0..=25).
    pub exact_pile: u8,
    /// Node limit of the exact endgame search; beyond it the tree search decides.
    pub exact_nodes: u64,
    /// Probability that a playout move is uniformly random instead of the heuristic's,
    /// 0..=1.
    pub eps: f64,
    /// UCB1 exploration constant (rewards are in 0..=1).
    pub c: f64,
    /// How the exact endgame is solved.
    pub exact: Exact,
}

/// How the exact endgame (a draw pile of at most [`SearchConfig::exact_pile`] cards) is
/// solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exact {
    /// Every hidden deal solved by alpha-beta as if both players saw it, the values
    /// averaged (`ai::endgame`): fast, but it lets each deal choose its own move
    /// (strategy fusion), so it overrates what the player can know.
    Determinised,
    /// The imperfect-information game solved by CFR+ ([`super::cfr::solve_view_with`]),
    /// both players choosing from their own observations — both hands dealt
    /// ([`super::cfr::Model::Uniform`]) with at most 2 cards in the pile, the decider's
    /// hand as held ([`super::cfr::Model::Known`]) otherwise; the decision is drawn from
    /// the equilibrium's mixed strategy. Falls back to the determinised solve, then to the
    /// tree search, when the game is too large or not solved in time.
    Cfr,
}

impl SearchConfig {
    /// `hard`'s settings with `iterations` per decision and no deadline.
    pub fn hard(iterations: u32) -> Self {
        SearchConfig {
            iterations: iterations.max(1),
            deadline: None,
            threads: 1,
            exact_pile: 3,
            exact_nodes: 400_000,
            eps: 0.1,
            c: 0.7,
            exact: Exact::Determinised,
        }
    }
}

const NIL: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
struct Node {
    action: Action,
    /// Who played `action` (the reward is counted for this player).
    who: Side,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// Times this node's action was legal when its parent was visited.
    avail: u32,
    reward: f64,
}

/// Statistics of one root action.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RootStat {
    pub action: Action,
    pub visits: u32,
    /// Sum of rewards for the viewer, so `reward / visits` is the mean.
    pub reward: f64,
}

fn reward_for(who: Side, result: Option<RoundResult>) -> f64 {
    match result.and_then(|r| r.winner()) {
        Some(w) if w == who => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// Plays `r` to its end with the heuristic playout policy.
fn playout(r: &mut Round, list: &mut ActionList, rng: &mut MatchRng, eps: f64) -> Option<RoundResult> {
    while let Some(side) = r.to_act() {
        match playout_action(r, list, rng, eps) {
            Some(a) => {
                if r.apply(side, a).is_err() {
                    return None;
                }
            }
            None => return None,
        }
    }
    r.result()
}

/// One single-threaded SO-ISMCTS from `obs`; returns the root statistics. With `first`,
/// every iteration starts with that action of the viewer (a search of what follows it).
fn search_one(obs: &Observation, cfg: &SearchConfig, seed: u64, clock: Clock, first: Option<Action>) -> Vec<RootStat> {
    let mut rng = MatchRng::seed_from_u64(seed);
    let mut nodes: Vec<Node> = Vec::with_capacity((cfg.iterations as usize).min(1 << 16) + 1);
    let viewer = obs.viewer;
    nodes.push(Node {
        action: Action::Parry,
        who: viewer.opponent(),
        first_child: NIL,
        next_sibling: NIL,
        visits: 0,
        avail: 0,
        reward: 0.0,
    });
    let mut list = ActionList::new();
    let mut path: Vec<u32> = Vec::with_capacity(32);
    for it in 0..cfg.iterations {
        if it % 32 == 0 && it > 0 && clock.passed() {
            break;
        }
        let mut r = obs.determinize(&mut rng);
        path.clear();
        let mut node = 0u32;
        while let Some(actor) = r.to_act() {
            r.legal_actions(&mut list);
            if let Some(a) = first.filter(|_| node == 0 && path.is_empty()) {
                list.clear();
                list.push(a);
            }
            if list.is_empty() {
                break;
            }
            let mut tried = 0u64;
            let mut best = NIL;
            let mut best_u = f64::NEG_INFINITY;
            let mut c = nodes[node as usize].first_child;
            while c != NIL {
                let ch = &mut nodes[c as usize];
                if ch.who == actor
                    && let Some(i) = list.iter().position(|a| *a == ch.action)
                {
                    tried |= 1 << i;
                    ch.avail += 1;
                    let n = ch.visits.max(1) as f64;
                    let u = ch.reward / n + cfg.c * ((ch.avail as f64).ln() / n).sqrt();
                    if u > best_u {
                        best_u = u;
                        best = c;
                    }
                }
                c = ch.next_sibling;
            }
            let untried = list.len() as u32 - tried.count_ones();
            if untried > 0 {
                let mut k = rng.random_range(0..untried);
                let mut pick = 0;
                for i in 0..list.len() {
                    if tried & (1 << i) == 0 {
                        if k == 0 {
                            pick = i;
                            break;
                        }
                        k -= 1;
                    }
                }
                let action = list[pick];
                let id = nodes.len() as u32;
                let parent = &mut nodes[node as usize];
                let sibling = parent.first_child;
                parent.first_child = id;
                nodes.push(Node {
                    action,
                    who: actor,
                    first_child: NIL,
                    next_sibling: sibling,
                    visits: 0,
                    avail: 1,
                    reward: 0.0,
                });
                path.push(id);
                let _ = r.apply(actor, action);
                break;
            }
            node = best;
            path.push(best);
            let _ = r.apply(actor, nodes[best as usize].action);
        }
        let result = playout(&mut r, &mut list, &mut rng, cfg.eps);
        for &n in &path {
            let nd = &mut nodes[n as usize];
            nd.visits += 1;
            nd.reward += reward_for(nd.who, result);
        }
        nodes[0].visits += 1;
    }
    let mut out = Vec::new();
    let mut c = nodes[0].first_child;
    while c != NIL {
        let ch = &nodes[c as usize];
        out.push(RootStat { action: ch.action, visits: ch.visits, reward: ch.reward });
        c = ch.next_sibling;
    }
    out
}

/// SO-ISMCTS on `cfg.threads` threads, root statistics added up, most visited first. The
/// search stops at `cfg.iterations` per thread or when `clock` passes (its deadline is an
/// instant, so that time spent before the search, on the exact endgame, counts against the
/// same decision; or its stop is raised), whichever comes first; past the clock it still
/// runs its first 32 iterations.
pub(crate) fn search(obs: &Observation, cfg: &SearchConfig, seed: u64, clock: Clock) -> Vec<RootStat> {
    let threads = cfg.threads.clamp(1, 256);
    let mut all: Vec<RootStat> = if threads == 1 {
        search_one(obs, cfg, seed, clock, None)
    } else {
        let per: Vec<Vec<RootStat>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads as u64)
                .map(|t| {
                    let tseed = seed ^ t.wrapping_mul(0x9E37_79B9_7F4A_7C15);
                    s.spawn(move || search_one(obs, cfg, tseed, clock, None))
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap_or_default()).collect()
        });
        let mut merged: Vec<RootStat> = Vec::new();
        for stats in per {
            for st in stats {
                match merged.iter_mut().find(|m| m.action == st.action) {
                    Some(m) => {
                        m.visits += st.visits;
                        m.reward += st.reward;
                    }
                    None => merged.push(st),
                }
            }
        }
        merged
    };
    // Most visited first; equal visits: higher mean, then the action's order of listing.
    all.sort_by(|a, b| {
        b.visits.cmp(&a.visits).then_with(|| {
            let ma = a.reward / a.visits.max(1) as f64;
            let mb = b.reward / b.visits.max(1) as f64;
            mb.total_cmp(&ma)
        })
    });
    all
}

/// An attack the opponent can answer in no world consistent with the view: a sure hit.
pub(crate) fn sure_hit(v: &View, list: &[Action]) -> Option<Action> {
    list.iter().copied().find(|&a| a.is_attack() && heuristic::score(v, a) >= 1.0 - 1e-12)
}

/// The search's ranking of the viewer's actions with estimated round win chances
/// (0..=1, a draw counting ½), best first: the exact endgame when it applies, otherwise
/// the tree search.
///
/// `cfg.deadline` bounds the whole decision, from this call: the exact endgame stops at it
/// (the tree search then decides in what is left), and so does the tree search.
pub(crate) fn rank(obs: &Observation, cfg: &SearchConfig, seed: u64) -> Vec<HintEntry> {
    rank_until(obs, cfg, seed, Clock::until(cfg.deadline.map(|d| Instant::now() + d)))
}

/// [`rank`] with the decision's deadline given as an instant, and its stop, in `clock`.
fn rank_until(obs: &Observation, cfg: &SearchConfig, seed: u64, clock: Clock) -> Vec<HintEntry> {
    let mut list = ActionList::new();
    super::bot::legal_actions(obs, &mut list);
    if list.is_empty() {
        return Vec::new();
    }
    let v = View::from_obs(obs);
    if let Some(sol) = exact_cfr(obs, cfg, clock) {
        return ranked_solution(&v, &sol);
    }
    if endgame::applies(obs, cfg.exact_pile)
        && let Some(values) = endgame::solve(obs, &list, cfg.exact_nodes, clock)
    {
        let mut out: Vec<(HintEntry, f64)> = values
            .into_iter()
            .map(|(action, win_chance)| (HintEntry { action, win_chance, samples: 0 }, heuristic::score(&v, action)))
            .collect();
        // Equal values (common: several actions win in every world): the heuristic's
        // preference breaks the tie.
        out.sort_by(|a, b| {
            let d = b.0.win_chance - a.0.win_chance;
            if d.abs() > 1e-9 { d.total_cmp(&0.0) } else { b.1.total_cmp(&a.1) }
        });
        return out.into_iter().map(|(e, _)| e).collect();
    }
    if list.len() == 1 {
        let s = search(obs, &SearchConfig { iterations: 200, threads: 1, ..*cfg }, seed, clock);
        let (win_chance, samples) = s.first().map_or((0.5, 0), |r| (r.reward / r.visits.max(1) as f64, r.visits));
        return vec![HintEntry { action: list[0], win_chance, samples: samples.max(1) }];
    }
    search(obs, cfg, seed, clock)
        .into_iter()
        .map(|r| HintEntry {
            action: r.action,
            win_chance: r.reward / r.visits.max(1) as f64,
            samples: r.visits.max(1),
        })
        .collect()
}

/// The largest draw pile at which the exact endgame first tries [`cfr::Model::Uniform`].
const UNIFORM_PILE: u8 = 2;

/// NashConv above which a CFR+ solve cut short by the clock is not trusted (the
/// determinised endgame or the tree search decides instead), in round win chance.
const CFR_TRUSTED: f64 = 0.01;

/// The endgame solved by CFR+ when `cfg` asks for it and it applies (see [`Exact::Cfr`]);
/// the solve may take half of what is left before the deadline of `clock`, so that a
/// fallback still has time (and ends when its stop is raised).
fn exact_cfr(obs: &Observation, cfg: &SearchConfig, clock: Clock) -> Option<cfr::ViewSolution> {
    if cfg.exact != Exact::Cfr || !endgame::applies(obs, cfg.exact_pile) {
        return None;
    }
    let half = clock.half_left(Instant::now());
    let limits = cfr::Limits {
        nodes: usize::try_from(cfg.exact_nodes).unwrap_or(usize::MAX),
        deadline: half.deadline,
        stop: half.stop,
        ..cfr::Limits::endgame()
    };
    // Neither hand known to the other where that game is small (measured: a pile of at
    // most 2 solves in a few hundredths of a second), else the decider's hand as known.
    let uniform = (obs.draw_pile_len <= UNIFORM_PILE).then_some(cfr::Model::Uniform);
    uniform
        .into_iter()
        .chain([cfr::Model::Known])
        .find_map(|m| cfr::solve_view_with(obs, &limits, m).ok().filter(|s| s.nash_conv < CFR_TRUSTED))
}

/// A CFR+ solution as a ranking: by value, then by the equilibrium's probability, then by
/// the heuristic's preference.
fn ranked_solution(v: &View, sol: &cfr::ViewSolution) -> Vec<HintEntry> {
    let mut out: Vec<(HintEntry, f64, f64)> = sol
        .actions
        .iter()
        .map(|&(action, p, win_chance)| (HintEntry { action, win_chance, samples: 0 }, p, heuristic::score(v, action)))
        .collect();
    out.sort_by(|a, b| {
        let d = b.0.win_chance - a.0.win_chance;
        if d.abs() > 1e-6 { d.total_cmp(&0.0) } else { b.1.total_cmp(&a.1).then(b.2.total_cmp(&a.2)) }
    });
    out.into_iter().map(|(e, _, _)| e).collect()
}

/// Probabilities under this are dropped before drawing from an equilibrium's mixed
/// strategy (left over from CFR+'s early iterations).
const CFR_MIN_PROBABILITY: f64 = 0.02;

/// The mixed strategy of `sol` as played: each action's probability, 0 under
/// [`CFR_MIN_PROBABILITY`], not normalised; and their sum.
fn kept(sol: &cfr::ViewSolution) -> (Vec<(Action, f64)>, f64) {
    let kept: Vec<(Action, f64)> =
        sol.actions.iter().map(|&(a, p, _)| (a, if p >= CFR_MIN_PROBABILITY { p } else { 0.0 })).collect();
    let total = kept.iter().map(|k| k.1).sum();
    (kept, total)
}

/// An action drawn from the mixed strategy of `sol` with `rng`, probabilities under
/// [`CFR_MIN_PROBABILITY`] dropped (the most probable action if nothing is left).
fn draw_from(sol: &cfr::ViewSolution, rng: &mut MatchRng) -> Option<Action> {
    let (kept, total) = kept(sol);
    if total > 0.0 {
        let mut x = rng.random::<f64>() * total;
        for (a, p) in kept.into_iter().filter(|k| k.1 > 0.0) {
            if x < p {
                return Some(a);
            }
            x -= p;
        }
    }
    sol.actions.iter().max_by(|a, b| a.1.total_cmp(&b.1)).map(|a| a.0)
}

/// `hard` and `expert`: SO-ISMCTS with heuristic playouts and an exact endgame.
pub struct SearchBot {
    name: &'static str,
    cfg: SearchConfig,
    rng: MatchRng,
    list: ActionList,
}

impl SearchBot {
    /// A search bot named `name` ("hard", "expert") with `cfg`, its choices fixed by `seed`
    /// (and, with a deadline, by how many iterations fit in it).
    pub fn new(name: &'static str, cfg: SearchConfig, seed: u64) -> Self {
        SearchBot { name, cfg, rng: MatchRng::seed_from_u64(seed), list: ActionList::new() }
    }

    /// The search settings.
    pub fn config(&self) -> &SearchConfig {
        &self.cfg
    }

    /// A decision from `obs` (see [`Bot::decide`]), ended early once `stop` is raised.
    fn decide_with(&mut self, obs: &Observation, stop: Option<&Stop>) -> Action {
        let seed: u64 = self.rng.random();
        super::bot::legal_actions(obs, &mut self.list);
        if self.list.is_empty() {
            return Action::Parry;
        }
        if self.list.len() == 1 {
            return self.list[0];
        }
        let v = View::from_obs(obs);
        if let Some(a) = sure_hit(&v, &self.list) {
            return a;
        }
        let clock = Clock { deadline: self.cfg.deadline.map(|d| Instant::now() + d), stop };
        if let Some(sol) = exact_cfr(obs, &self.cfg, clock)
            && let Some(a) = draw_from(&sol, &mut self.rng)
        {
            return a;
        }
        let cfg = SearchConfig { exact: Exact::Determinised, ..self.cfg };
        rank_until(obs, &cfg, seed, clock).first().map_or(self.list[0], |e| e.action)
    }
}

impl Bot for SearchBot {
    fn name(&self) -> &str {
        self.name
    }

    fn decide(&mut self, obs: &Observation) -> Action {
        self.decide_with(obs, None)
    }

    /// Ends early once `stop` is raised: the endgame solve and the tree search look at it
    /// where they look at the clock.
    fn decide_unless(&mut self, obs: &Observation, stop: &Stop) -> Action {
        self.decide_with(obs, Some(stop))
    }

    fn set_think_time(&mut self, budget: Duration) {
        self.cfg.deadline = Some(budget);
    }

    /// Exact only where the choice is: a single legal action, a sure hit, or the CFR+
    /// endgame's mixed strategy (as the decision draws from it).
    fn policy(&mut self, obs: &Observation) -> Option<Vec<(Action, f64)>> {
        super::bot::legal_actions(obs, &mut self.list);
        let only = |a: Action, list: &ActionList| list.iter().map(|&b| (b, if b == a { 1.0 } else { 0.0 })).collect();
        if self.list.len() == 1 {
            return Some(only(self.list[0], &self.list));
        }
        if let Some(a) = sure_hit(&View::from_obs(obs), &self.list) {
            return Some(only(a, &self.list));
        }
        let clock = Clock::until(self.cfg.deadline.map(|d| Instant::now() + d));
        let (kept, total) = kept(&exact_cfr(obs, &self.cfg, clock)?);
        (total > 0.0).then(|| kept.into_iter().map(|(a, p)| (a, p / total)).collect())
    }

    fn choose_duell_card(&mut self, obs: &Observation) -> crate::rules::DuellCard {
        super::heuristic::choose_duell_card_by_playouts(obs, &mut self.rng, 200)
    }
}

/// One entry of a hint: an action and `hard`'s estimate of the round win chance after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HintEntry {
    /// A legal action of the viewer.
    pub action: Action,
    /// Estimated chance of winning the current round after this action, 0..=1 (a drawn
    /// round counts ½): the mean playout result of the search, or the exact value once the
    /// endgame is solved.
    pub win_chance: f64,
    /// The playouts the estimate is the mean of, 1..; 0 when it is exact (the endgame
    /// solved).
    pub samples: u32,
}

impl HintEntry {
    /// How far the estimate may be off: the half-width of its 95% interval, 0..=1 (0 when
    /// exact). A playout ends 0, ½ or 1, so its spread is at most ½.
    pub fn margin(&self) -> f64 {
        if self.samples == 0 {
            return 0.0;
        }
        let p = self.win_chance.clamp(0.0, 1.0);
        (1.96 * (p * (1.0 - p)).max(0.0).sqrt() / f64::from(self.samples).sqrt()).min(1.0)
    }
}

/// The judgement of a position: `hard`'s ranking of the viewer's actions with `iterations`
/// per decision and no clock, seeded from the position itself (and `salt`), so that the
/// same position is always judged the same — the Hint, the coach and the analysis show
/// one number for it. Best first; empty when the viewer has nothing to decide.
///
/// In the endgame the rest of the round is solved as the imperfect-information game it is
/// ([`Exact::Cfr`]); [`judge_determinised`] is the same judgement with the determinised
/// endgame.
pub fn judge(obs: &Observation, iterations: u32, salt: u64) -> Vec<HintEntry> {
    judge_by(obs, iterations, salt, Exact::Cfr)
}

/// [`judge`] with the determinised endgame ([`Exact::Determinised`]): the judgement the
/// shipped puzzles were mined with, kept so that mining them again gives the same set.
pub fn judge_determinised(obs: &Observation, iterations: u32, salt: u64) -> Vec<HintEntry> {
    judge_by(obs, iterations, salt, Exact::Determinised)
}

fn judge_by(obs: &Observation, iterations: u32, salt: u64, exact: Exact) -> Vec<HintEntry> {
    if obs.to_act != Some(obs.viewer) {
        return Vec::new();
    }
    rank(obs, &SearchConfig { exact, ..SearchConfig::hard(iterations) }, position_seed(obs) ^ salt)
}

/// A second judgement of a position, made differently from [`judge`]: each of the
/// viewer's actions gets a search of its own of `iterations` playouts (all that follows
/// it, seeded from the position, `salt` and the action), so that no action is starved of
/// playouts because another looked better early — the tree search's known weakness at its
/// root. The exact endgame decides where it applies, as in [`judge`]. Best first (by
/// chance); empty when the viewer has nothing to decide. Costs `iterations` times the
/// number of actions.
pub fn judge_each(obs: &Observation, iterations: u32, salt: u64) -> Vec<HintEntry> {
    if obs.to_act != Some(obs.viewer) {
        return Vec::new();
    }
    let cfg = SearchConfig::hard(iterations);
    let mut list = ActionList::new();
    super::bot::legal_actions(obs, &mut list);
    if endgame::applies(obs, cfg.exact_pile)
        && let Some(values) = endgame::solve(obs, &list, cfg.exact_nodes, Clock::NONE)
    {
        let mut out: Vec<HintEntry> =
            values.into_iter().map(|(action, win_chance)| HintEntry { action, win_chance, samples: 0 }).collect();
        out.sort_by(|a, b| b.win_chance.total_cmp(&a.win_chance));
        return out;
    }
    let base = position_seed(obs) ^ salt;
    let mut out: Vec<HintEntry> = list
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let seed = base ^ (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let stats = search_one(obs, &cfg, seed, Clock::NONE, Some(a));
            let (reward, visits) = stats.iter().find(|r| r.action == a).map_or((0.0, 0), |r| (r.reward, r.visits));
            HintEntry { action: a, win_chance: reward / f64::from(visits.max(1)), samples: visits.max(1) }
        })
        .collect();
    out.sort_by(|a, b| b.win_chance.total_cmp(&a.win_chance));
    out
}

/// A seed that is a function of the position only (FNV-1a of its parts: stable across runs
/// and builds).
fn position_seed(obs: &Observation) -> u64 {
    let text = format!("{obs:?}");
    text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The Hint button: `hard`'s search from `obs` for about `budget` (wall clock), seeded
/// with `seed`. Returns every legal action the search tried, best first (most visited;
/// in the exact endgame: highest value), each with its estimated round win chance. Empty
/// when the viewer has nothing to decide (round over, or not the viewer's turn).
pub fn hint(obs: &Observation, seed: u64, budget: Duration) -> Vec<HintEntry> {
    if obs.to_act != Some(obs.viewer) {
        return Vec::new();
    }
    let cfg = SearchConfig { iterations: u32::MAX, deadline: Some(budget), exact: Exact::Cfr, ..SearchConfig::hard(1) };
    rank(obs, &cfg, seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Level, RoundRules};

    /// The first decision of a dealt round: a full draw pile, so the tree search decides.
    fn opening() -> Observation {
        let r = Round::deal(RoundRules::of_level(Level::Advanced), Side::Left, &mut MatchRng::seed_from_u64(3));
        Observation::of(&r, Side::Left, [0, 0], 5)
    }

    #[test]
    fn a_raised_stop_ends_the_tree_search_at_its_first_look_at_the_clock() {
        let obs = opening();
        let cfg = SearchConfig { threads: 2, ..SearchConfig::hard(20_000) };
        let playouts = |clock| search(&obs, &cfg, 1, clock).iter().map(|s| u64::from(s.visits)).sum::<u64>();
        let stop = Stop::default();
        let clock = Clock { deadline: None, stop: Some(&stop) };
        let full = playouts(clock);
        assert!(full > 30_000, "unstopped, both threads run their 20,000: {full}");
        stop.raise();
        // Each thread looks every 32 playouts, and runs its first 32 regardless.
        let stopped = playouts(clock);
        assert!((1..=64).contains(&stopped), "{stopped} playouts after the stop");
    }

    #[test]
    fn a_search_bot_told_to_stop_ends_and_still_answers_with_a_legal_action() {
        let obs = opening();
        let mut list = ActionList::new();
        super::super::bot::legal_actions(&obs, &mut list);
        assert!(list.len() > 1);
        let stop = Stop::default();
        stop.raise();
        // Without a clock and unstopped, four billion playouts would take hours: an answer
        // within the minute waited here is the stop's doing. (A bot that ignores the stop
        // is left to run on its thread; the test fails.)
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut bot = SearchBot::new("hard", SearchConfig::hard(u32::MAX), 7);
            let _ = tx.send(bot.decide_unless(&obs, &stop));
        });
        let a = rx.recv_timeout(Duration::from_secs(60)).expect("the stopped search answers");
        assert!(list.contains(&a), "{a:?} is not among {list:?}");
    }
}
