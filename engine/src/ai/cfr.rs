//! The rest of a round solved as the imperfect-information game it is: counterfactual
//! regret minimisation (CFR+, Tammelin 2014: regret matching with the regrets floored at
//! zero, alternating updates, the average strategy weighted by the iteration) over the
//! whole game tree the rules build, and an exact best response to measure how far a
//! strategy is from an equilibrium.
//!
//! A game here is a set of **worlds** (full rounds, each with its probability: chance is
//! dealt once, at the root — the hidden hands and the order of the draw pile) played out by
//! [`Round::apply`], so the rules stay in one place. A player's **information set** is
//! his [`Observation`]: his own hand and everything public, the round's history included
//! (R7) — the very thing a bot decides from, so a strategy over these sets is a strategy
//! a bot could play, and a bot's policy can be measured on them. (The observation keeps
//! the cards a player drew but not the order he drew them in, so a set may join histories
//! whose earlier hands differed. That changes no number here because every deal of the
//! hidden cards is equally likely, so the joined histories weigh the same and have the
//! same futures — a review checked it against keys with the earlier hands added. A
//! weighting of the deals by the opponent's past play would need those keys.)
//!
//! Values are the round's outcome for Left: 1 a win, ½ a draw, 0 a loss (R6), so a
//! player's value is his chance to win the round, a draw counting half.
//!
//! Two uses: [`solve_view`] solves the endgame from one player's observation (every
//! opponent hand and pile order consistent with it, with their probabilities), and the
//! reduced game of [`super::exploit`] is dealt in full and solved the same way.

use super::endgame;
use super::stop::{Clock, Stop};
use crate::rules::action::MAX_ACTIONS;
use crate::rules::{Action, ActionList, Observation, Round, Side};
use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::time::Instant;

const NIL: u32 = u32::MAX;

/// An information set: one player's observation and the actions it allows.
#[derive(Clone, Debug)]
pub struct InfoSet {
    /// The player who decides here.
    pub side: Side,
    /// What that player sees (identical at every node of the set).
    pub obs: Observation,
    /// The legal actions, in the rules' order (the same at every node of the set).
    pub actions: ActionList,
    /// Index of the first of this set's entries in the per-action tables.
    offset: u32,
}

/// Why a game was not built or solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TooLarge {
    /// More nodes than the limit.
    #[error("the game tree has more than {0} nodes")]
    Nodes(usize),
    /// More worlds than the endgame enumerates.
    #[error("too many hidden deals to enumerate")]
    Worlds,
    /// The deadline passed first.
    #[error("the deadline passed")]
    Deadline,
    /// A world did not replay (not expected: the worlds come from the rules).
    #[error("a world was not a legal round")]
    Broken,
}

/// Limits of one solve.
#[derive(Clone, Copy, Debug)]
pub struct Limits<'a> {
    /// Most nodes of the game tree, 1..=4,294,967,294 (larger values count as that): each
    /// costs 12 bytes, and each information set about 530 more.
    pub nodes: usize,
    /// Most CFR+ iterations (each walks the tree twice), 1..
    pub iterations: u32,
    /// Stop once the strategy's NashConv (see [`Game::nash_conv`]) is below this, in round
    /// win chance, 0..=2 (0.001: 0.1 points).
    pub target: f64,
    /// Give up (building) or stop (solving) at this instant.
    pub deadline: Option<Instant>,
    /// Give up or stop as at the deadline once this is raised (the decision is no longer
    /// wanted).
    pub stop: Option<&'a Stop>,
}

impl Limits<'_> {
    /// The default of the exact endgame: 2 million nodes, 2000 iterations, NashConv under
    /// 0.1% (0.001), no deadline.
    pub fn endgame() -> Limits<'static> {
        Limits { nodes: 2_000_000, iterations: 2000, target: 0.001, deadline: None, stop: None }
    }

    /// The deadline and the stop, as a search looks at them.
    pub fn clock(&self) -> Clock<'_> {
        Clock { deadline: self.deadline, stop: self.stop }
    }
}

/// A game tree over worlds, with the CFR+ tables.
pub struct Game {
    /// Per node: the first child (children are contiguous), or `NIL` at a leaf.
    first: Vec<u32>,
    /// Per node: the information set, or `NIL` at a leaf.
    info: Vec<u32>,
    /// Per leaf: Left's value (1 win, ½ draw, 0 loss); unused at decisions.
    value: Vec<f32>,
    /// The information sets.
    sets: Vec<InfoSet>,
    /// The worlds: (root node, probability); the probabilities add up to 1.
    roots: Vec<(u32, f64)>,
    /// Per (set, action): CFR+ regret.
    regret: Vec<f64>,
    /// Per (set, action): the average strategy's weights.
    avg: Vec<f64>,
    /// CFR+ iterations run.
    iterations: u32,
}

/// A strategy for one side: per (set, action) a probability, laid out as the game's
/// tables (sets of the other side are ignored).
pub type Strategy = Vec<f64>;

struct Builder<'a> {
    game: Game,
    index: HashMap<Observation, u32>,
    scores: [u8; 2],
    target: u8,
    limit: usize,
    clock: Clock<'a>,
}

impl Builder<'_> {
    fn alloc(&mut self, n: usize) -> Result<u32, TooLarge> {
        let at = self.game.first.len();
        if at + n > self.limit {
            return Err(TooLarge::Nodes(self.limit));
        }
        if at / 4096 != (at + n) / 4096 && self.clock.passed() {
            return Err(TooLarge::Deadline);
        }
        self.game.first.resize(at + n, NIL);
        self.game.info.resize(at + n, NIL);
        self.game.value.resize(at + n, 0.5);
        Ok(at as u32)
    }

    /// Fills node `slot` with the game from `round`.
    fn fill(&mut self, slot: u32, round: &Round) -> Result<(), TooLarge> {
        let s = slot as usize;
        if let Some(res) = round.result() {
            self.game.value[s] = left_value(res.winner());
            return Ok(());
        }
        // The rules end a round before anyone is left without an action (R4.7, R6.2).
        let actor = round.to_act().ok_or(TooLarge::Broken)?;
        let mut list = ActionList::new();
        round.legal_actions(&mut list);
        if list.is_empty() {
            return Err(TooLarge::Broken);
        }
        let obs = Observation::of(round, actor, self.scores, self.target);
        let set = match self.index.entry(obs) {
            Entry::Occupied(e) => *e.get(),
            Entry::Vacant(e) => {
                let id = self.game.sets.len() as u32;
                let offset = self.game.regret.len() as u32;
                self.game.sets.push(InfoSet { side: actor, obs, actions: list, offset });
                self.game.regret.resize(self.game.regret.len() + list.len(), 0.0);
                e.insert(id);
                id
            }
        };
        if self.game.sets[set as usize].actions.as_slice() != list.as_slice() {
            return Err(TooLarge::Broken);
        }
        let block = self.alloc(list.len())?;
        self.game.first[s] = block;
        self.game.info[s] = set;
        for (i, &a) in list.iter().enumerate() {
            let mut child = *round;
            child.apply(actor, a).map_err(|_| TooLarge::Broken)?;
            self.fill(block + i as u32, &child)?;
        }
        Ok(())
    }
}

fn left_value(winner: Option<Side>) -> f32 {
    match winner {
        Some(Side::Left) => 1.0,
        Some(Side::Right) => 0.0,
        None => 0.5,
    }
}

/// Regret matching: the positive regrets normalised, uniform when none is positive.
fn regret_matching(regrets: &[f64], out: &mut [f64]) {
    let total: f64 = regrets.iter().map(|r| r.max(0.0)).sum();
    if total > 0.0 {
        for (o, r) in out.iter_mut().zip(regrets) {
            *o = r.max(0.0) / total;
        }
    } else {
        out.fill(1.0 / regrets.len() as f64);
    }
}

impl Game {
    /// Builds the game of `worlds` (rounds with probabilities adding up to 1), every
    /// observation with the match `scores` and `target` score.
    ///
    /// # Errors
    /// [`TooLarge`] past `limits.nodes` nodes, its deadline or its stop, or if a world
    /// breaks the rules.
    pub fn build(worlds: &[(Round, f64)], scores: [u8; 2], target: u8, limits: &Limits) -> Result<Game, TooLarge> {
        let game = Game {
            first: Vec::new(),
            info: Vec::new(),
            value: Vec::new(),
            sets: Vec::new(),
            roots: Vec::with_capacity(worlds.len()),
            regret: Vec::new(),
            avg: Vec::new(),
            iterations: 0,
        };
        let limit = limits.nodes.min(NIL as usize - 1);
        let mut b = Builder { game, index: HashMap::new(), scores, target, limit, clock: limits.clock() };
        for (round, p) in worlds {
            let root = b.alloc(1)?;
            b.game.roots.push((root, *p));
            b.fill(root, round)?;
        }
        let mut game = b.game;
        game.avg = vec![0.0; game.regret.len()];
        Ok(game)
    }

    /// Nodes of the tree (decisions and leaves).
    pub fn nodes(&self) -> usize {
        self.first.len()
    }

    /// The information sets of both players.
    pub fn sets(&self) -> &[InfoSet] {
        &self.sets
    }

    /// Worlds (hidden deals) at the root.
    pub fn worlds(&self) -> usize {
        self.roots.len()
    }

    /// CFR+ iterations run so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Runs CFR+ until the average strategy's NashConv is under `limits.target` (measured
    /// every 16 iterations and at the end), `limits.iterations` in all, or the deadline or
    /// the stop (looked at after every iteration). Returns the NashConv of the strategy it stops
    /// with.
    pub fn solve(&mut self, limits: &Limits) -> f64 {
        let mut scratch = vec![0.0; self.regret.len()];
        let clock = limits.clock();
        loop {
            let batch = 16.min(limits.iterations.saturating_sub(self.iterations));
            let mut stopped = batch == 0;
            for _ in 0..batch {
                self.iterations += 1;
                for p in [Side::Left, Side::Right] {
                    scratch.fill(0.0);
                    let roots = std::mem::take(&mut self.roots);
                    for &(root, prob) in &roots {
                        self.walk(root, p, 1.0, prob, &mut scratch);
                    }
                    self.roots = roots;
                    for s in self.sets.iter().filter(|s| s.side == p) {
                        let (o, n) = (s.offset as usize, s.actions.len());
                        for (r, d) in self.regret[o..o + n].iter_mut().zip(&scratch[o..o + n]) {
                            *r = (*r + d).max(0.0);
                        }
                    }
                }
                if clock.passed() {
                    stopped = true;
                    break;
                }
            }
            let conv = self.nash_conv(&self.average());
            if stopped || conv < limits.target || self.iterations >= limits.iterations || clock.passed() {
                return conv;
            }
        }
    }

    /// One CFR+ walk for `p`: returns the node's value for `p`, adds `p`'s instantaneous
    /// regrets (weighted by `reach_o`, the other side's own reach, times `chance`) to
    /// `scratch`, and the other side's strategy (weighted by its own reach and the
    /// iteration) to the average.
    fn walk(&mut self, node: u32, p: Side, reach_o: f64, chance: f64, scratch: &mut [f64]) -> f64 {
        let n = node as usize;
        if self.first[n] == NIL {
            let v = f64::from(self.value[n]);
            return if p == Side::Left { v } else { 1.0 - v };
        }
        let set = &self.sets[self.info[n] as usize];
        let (side, offset, k) = (set.side, set.offset as usize, set.actions.len());
        let first = self.first[n];
        let mut sigma = [0.0; MAX_ACTIONS];
        regret_matching(&self.regret[offset..offset + k], &mut sigma[..k]);
        if side == p {
            let mut vals = [0.0; MAX_ACTIONS];
            let mut v = 0.0;
            for a in 0..k {
                vals[a] = self.walk(first + a as u32, p, reach_o, chance, scratch);
                v += sigma[a] * vals[a];
            }
            let w = reach_o * chance;
            for a in 0..k {
                scratch[offset + a] += w * (vals[a] - v);
            }
            v
        } else {
            let t = f64::from(self.iterations);
            let mut v = 0.0;
            for (a, &pa) in sigma[..k].iter().enumerate() {
                self.avg[offset + a] += t * reach_o * pa;
                let r = reach_o * pa;
                if r > 0.0 {
                    v += pa * self.walk(first + a as u32, p, r, chance, scratch);
                }
            }
            v
        }
    }

    /// The average strategy of both sides (CFR+'s answer), uniform where a set was never
    /// reached.
    pub fn average(&self) -> Strategy {
        let mut out = vec![0.0; self.avg.len()];
        for s in &self.sets {
            let (o, k) = (s.offset as usize, s.actions.len());
            let total: f64 = self.avg[o..o + k].iter().sum();
            for a in 0..k {
                out[o + a] = if total > 0.0 { self.avg[o + a] / total } else { 1.0 / k as f64 };
            }
        }
        out
    }

    /// A strategy table filled by `policy(index, set)` (probabilities in the set's action
    /// order, adding up to 1; any other length: uniform) for every set of `side`; other
    /// entries uniform.
    pub fn strategy_of(&self, side: Side, mut policy: impl FnMut(usize, &InfoSet) -> Vec<f64>) -> Strategy {
        let mut out = vec![0.0; self.avg.len()];
        for (i, s) in self.sets.iter().enumerate() {
            let (o, k) = (s.offset as usize, s.actions.len());
            let p = if s.side == side { policy(i, s) } else { Vec::new() };
            for a in 0..k {
                out[o + a] = if p.len() == k { p[a] } else { 1.0 / k as f64 };
            }
        }
        out
    }

    /// Asks `policy(set)` (probabilities in the set's action order) once at each set of
    /// `side` that `side`'s own play reaches — the other side and chance may do anything,
    /// `side` follows the answers given — and returns the answers by set.
    pub fn reachable_sets(&self, side: Side, mut policy: impl FnMut(usize) -> Vec<f64>) -> HashMap<usize, Vec<f64>> {
        let mut known: HashMap<usize, Vec<f64>> = HashMap::new();
        let mut stack: Vec<u32> = self.roots.iter().map(|&(r, _)| r).collect();
        while let Some(n) = stack.pop() {
            let i = n as usize;
            if self.first[i] == NIL {
                continue;
            }
            let si = self.info[i];
            let set = &self.sets[si as usize];
            let k = set.actions.len() as u32;
            if set.side == side {
                let p = known.entry(si as usize).or_insert_with(|| policy(si as usize));
                for a in 0..k {
                    if p.get(a as usize).is_none_or(|&x| x > 0.0) {
                        stack.push(self.first[i] + a);
                    }
                }
            } else {
                stack.extend((0..k).map(|a| self.first[i] + a));
            }
        }
        known
    }

    /// Left's expected value (0..=1) when both sides play `strategy`.
    pub fn value(&self, strategy: &Strategy) -> f64 {
        self.roots.iter().map(|&(r, p)| p * self.eval(r, strategy, None)).sum()
    }

    /// Left's value of node `n` with both sides on `strategy`, except the side of `best`
    /// where it has chosen an action (`choice` per set, `NIL` where unchosen).
    fn eval(&self, n: u32, strategy: &Strategy, best: Option<(Side, &[u32])>) -> f64 {
        let i = n as usize;
        if self.first[i] == NIL {
            return f64::from(self.value[i]);
        }
        let si = self.info[i] as usize;
        let set = &self.sets[si];
        let first = self.first[i];
        if let Some((side, choice)) = best
            && side == set.side
            && choice[si] != NIL
        {
            return self.eval(first + choice[si], strategy, best);
        }
        let o = set.offset as usize;
        let mut v = 0.0;
        for a in 0..set.actions.len() {
            let pa = strategy[o + a];
            if pa > 0.0 {
                v += pa * self.eval(first + a as u32, strategy, best);
            }
        }
        v
    }

    /// Left's value when `side` plays a best response to the other side's part of
    /// `strategy` (computed exactly: each of `side`'s sets, deepest first, takes the
    /// action with the highest value summed over its nodes, weighted by the chance and the
    /// other side's probability of reaching them).
    pub fn best_response(&self, side: Side, strategy: &Strategy) -> f64 {
        // Depth of each of `side`'s sets: how many of its own decisions come before.
        let mut depth = vec![u32::MAX; self.sets.len()];
        let mut max_depth = 0;
        let mut stack: Vec<(u32, u32)> = self.roots.iter().map(|&(r, _)| (r, 0)).collect();
        while let Some((n, d)) = stack.pop() {
            let i = n as usize;
            if self.first[i] == NIL {
                continue;
            }
            let si = self.info[i] as usize;
            let set = &self.sets[si];
            let nd = if set.side == side {
                depth[si] = depth[si].min(d);
                max_depth = max_depth.max(d);
                d + 1
            } else {
                d
            };
            for a in 0..set.actions.len() as u32 {
                stack.push((self.first[i] + a, nd));
            }
        }
        let mut choice = vec![NIL; self.sets.len()];
        let mut acc = vec![0.0; self.avg.len()];
        let sign = if side == Side::Left { 1.0 } else { -1.0 };
        for d in (0..=max_depth).rev() {
            for &(root, p) in &self.roots {
                self.accumulate(root, p, side, d, &depth, strategy, &choice, &mut acc);
            }
            for (si, s) in self.sets.iter().enumerate() {
                if s.side != side || depth[si] != d {
                    continue;
                }
                let o = s.offset as usize;
                let mut best = 0;
                for a in 1..s.actions.len() {
                    if sign * acc[o + a] > sign * acc[o + best] + 1e-12 {
                        best = a;
                    }
                }
                choice[si] = best as u32;
            }
        }
        self.roots.iter().map(|&(r, p)| p * self.eval(r, strategy, Some((side, &choice)))).sum()
    }

    #[allow(clippy::too_many_arguments)]
    fn accumulate(
        &self,
        n: u32,
        reach: f64,
        side: Side,
        d: u32,
        depth: &[u32],
        strategy: &Strategy,
        choice: &[u32],
        acc: &mut [f64],
    ) {
        let i = n as usize;
        if self.first[i] == NIL {
            return;
        }
        let si = self.info[i] as usize;
        let set = &self.sets[si];
        let (o, first) = (set.offset as usize, self.first[i]);
        if set.side == side {
            if depth[si] == d {
                for a in 0..set.actions.len() {
                    acc[o + a] += reach * self.eval(first + a as u32, strategy, Some((side, choice)));
                }
            } else {
                for a in 0..set.actions.len() as u32 {
                    self.accumulate(first + a, reach, side, d, depth, strategy, choice, acc);
                }
            }
        } else {
            for a in 0..set.actions.len() {
                let r = reach * strategy[o + a];
                if r > 0.0 {
                    self.accumulate(first + a as u32, r, side, d, depth, strategy, choice, acc);
                }
            }
        }
    }

    /// NashConv of `strategy`: what the two best responses gain over it together, in
    /// round win chance (0..=2; 0 exactly at an equilibrium). Each side's exploitability
    /// is at most this.
    pub fn nash_conv(&self, strategy: &Strategy) -> f64 {
        (self.best_response(Side::Left, strategy) - self.best_response(Side::Right, strategy)).max(0.0)
    }

    /// For a set, each action's value for the set's player when everyone plays `strategy`
    /// after it: the chance to win the round (0..=1), averaged over the set's nodes by
    /// their probability of being reached (chance and the other side's play).
    pub fn action_values(&self, set: usize, strategy: &Strategy) -> Vec<(Action, f64)> {
        let s = &self.sets[set];
        let k = s.actions.len();
        let mut sum = vec![0.0; k];
        let mut weight = 0.0;
        let mut stack: Vec<(u32, f64)> = self.roots.iter().map(|&(r, p)| (r, p)).collect();
        while let Some((n, reach)) = stack.pop() {
            let i = n as usize;
            if self.first[i] == NIL {
                continue;
            }
            let si = self.info[i] as usize;
            let first = self.first[i];
            if si == set {
                weight += reach;
                for (a, acc) in sum.iter_mut().enumerate() {
                    *acc += reach * self.eval(first + a as u32, strategy, None);
                }
                continue;
            }
            let here = &self.sets[si];
            for a in 0..here.actions.len() {
                let pa = if here.side == s.side { 1.0 } else { strategy[here.offset as usize + a] };
                if pa > 0.0 {
                    stack.push((first + a as u32, reach * pa));
                }
            }
        }
        let w = if weight > 0.0 { weight } else { 1.0 };
        s.actions
            .iter()
            .zip(sum)
            .map(|(&a, v)| {
                let left = (v / w).clamp(0.0, 1.0);
                (a, if s.side == Side::Left { left } else { 1.0 - left })
            })
            .collect()
    }

    /// The probabilities of `strategy` at `set`, in its action order.
    pub fn at<'a>(&self, set: usize, strategy: &'a Strategy) -> &'a [f64] {
        let s = &self.sets[set];
        &strategy[s.offset as usize..s.offset as usize + s.actions.len()]
    }
}

/// The exact endgame from one player's view, solved.
#[derive(Clone, Debug)]
pub struct ViewSolution {
    /// Each legal action with its equilibrium probability (0..=1) and its value for the
    /// viewer (round win chance 0..=1, both playing the equilibrium after it), in the
    /// rules' order.
    pub actions: Vec<(Action, f64, f64)>,
    /// The viewer's value under the average strategy (his round win chance with the hand
    /// he holds, both playing the equilibrium), 0..=1.
    pub value: f64,
    /// NashConv of the solution, in round win chance (under the limit's target unless
    /// the iterations or the deadline ran out).
    pub nash_conv: f64,
    /// Nodes of the game tree.
    pub nodes: usize,
    /// Information sets of both players.
    pub sets: usize,
    /// Hidden deals enumerated.
    pub worlds: usize,
    /// CFR+ iterations run.
    pub iterations: u32,
}

/// Solves the rest of the round from `obs` (the viewer to act) as an imperfect-information
/// game: every opponent hand and pile order consistent with the view, each with its
/// probability, the draws as chance, both players choosing from their own observations
/// (R7). The viewer's hand is the one he holds, so the opponent is treated as knowing it,
/// and the opponent's hand is dealt uniformly from the unseen cards (what his earlier play
/// may have shown of it is not used): the equilibrium against an opponent who knows the
/// viewer's hand. Unlike the determinised `ai::endgame`, no deal chooses its own
/// move (no strategy fusion). Never under Duell D7 (cards set aside, no pile).
///
/// # Errors
/// [`TooLarge`] when the deals are too many, the tree passes `limits.nodes`, or the
/// deadline comes first.
pub fn solve_view(obs: &Observation, limits: &Limits) -> Result<ViewSolution, TooLarge> {
    solve_view_with(obs, limits, Model::Known)
}

/// Most deals [`Model::Uniform`] enumerates (each holds a round, about 200 bytes).
pub const MAX_UNIFORM_DEALS: f64 = 50_000.0;

/// How [`solve_view_with`] deals the cards the viewer cannot see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Model {
    /// The viewer's hand as held, the opponent's hand and the pile dealt from the unseen
    /// cards: the opponent is treated as knowing the viewer's hand ([`solve_view`]).
    Known,
    /// Both hands and the pile dealt from every card not public (the viewer's hand
    /// included), each deal equally likely: neither player knows the other's hand, as at
    /// the table, though what earlier play showed of them is not used. Larger (times the
    /// viewer's possible hands); not under Duell D4, where the hands are public.
    Uniform,
}

/// [`solve_view`] with the hidden cards dealt as `model` says.
///
/// # Errors
/// [`TooLarge`] when the deals are more than the endgame enumerates (4,000 for
/// [`Model::Known`], [`MAX_UNIFORM_DEALS`] or `limits.nodes` for [`Model::Uniform`]), the tree passes
/// `limits.nodes`, the deadline comes first, or the model does not apply.
pub fn solve_view_with(obs: &Observation, limits: &Limits, model: Model) -> Result<ViewSolution, TooLarge> {
    if obs.rules.ten_card_deal() || obs.to_act != Some(obs.viewer) {
        return Err(TooLarge::Worlds);
    }
    let base = obs.determinize_seeded(0);
    let mut worlds = Vec::new();
    match model {
        Model::Known => {
            let deals = endgame::worlds(obs).ok_or(TooLarge::Worlds)?;
            worlds.reserve(deals.len());
            for (hand, pile, p) in &deals {
                worlds.push((base.with_hidden(obs.viewer, *hand, pile).map_err(|_| TooLarge::Broken)?, *p));
            }
        }
        Model::Uniform => {
            if obs.rules.open_hands() {
                return Err(TooLarge::Worlds);
            }
            let hidden = obs.hand.plus(&obs.unseen());
            let sizes = [base.hand(Side::Left).len(), base.hand(Side::Right).len()];
            if endgame::deal_count(hidden, sizes[0], sizes[1]) > MAX_UNIFORM_DEALS.min(limits.nodes as f64) {
                return Err(TooLarge::Worlds);
            }
            let mut broken = false;
            endgame::deals(hidden, sizes[0], sizes[1], &mut |l, r, pile, p| match base.with_hands([l, r], pile) {
                // A deal under which the round would already be over (the player to act
                // without a legal action, R4.7, or unable to defend, R5.4) is not one the
                // public play allows: left out, the others weighed up.
                Ok(w) if w.result().is_none() => worlds.push((w, p)),
                Ok(_) => {}
                Err(_) => broken = true,
            });
            let total: f64 = worlds.iter().map(|w| w.1).sum();
            if broken || total <= 0.0 {
                return Err(TooLarge::Broken);
            }
            worlds.iter_mut().for_each(|w| w.1 /= total);
        }
    }
    let mut game = Game::build(&worlds, obs.scores, obs.target_score, limits)?;
    let nash_conv = game.solve(limits);
    let strategy = game.average();
    // The viewer's own set among the roots' (one per hand he might hold).
    let root = game
        .roots
        .iter()
        .map(|&(n, _)| game.info[n as usize])
        .filter(|&si| si != NIL)
        .map(|si| si as usize)
        .find(|&si| game.sets[si].side == obs.viewer && game.sets[si].obs.hand == obs.hand)
        .ok_or(TooLarge::Broken)?;
    let values = game.action_values(root, &strategy);
    let probs = game.at(root, &strategy).to_vec();
    let value = values.iter().zip(&probs).map(|(&(_, v), p)| v * p).sum();
    Ok(ViewSolution {
        actions: values.iter().zip(probs).map(|(&(a, v), p)| (a, p, v)).collect(),
        value,
        nash_conv,
        nodes: game.nodes(),
        sets: game.sets().len(),
        worlds: game.worlds(),
        iterations: game.iterations(),
    })
}

/// One endgame measured by [`sample_endgames`].
#[derive(Clone, Debug)]
pub struct EndgameSample {
    /// The decider's view.
    pub observation: Observation,
    /// Cards left in the draw pile at the decision, 0..=25.
    pub pile: u8,
    /// The viewer's legal actions.
    pub actions: usize,
    /// The solve, or why there was none.
    pub outcome: Result<ViewSolution, TooLarge>,
    /// Wall-clock time of the build and the solve, in seconds.
    pub seconds: f64,
    /// The determinised endgame's best action (`ai::endgame`), where it solved.
    pub determinised: Option<(Action, f64)>,
}

/// Measures the exact endgame where it would be used: `rounds` rounds of `rules` played
/// by `normal` against itself (seeded by `seed`), and every decision of two or more
/// actions with at most `max_pile` cards in the draw pile solved by [`solve_view_with`]
/// with `limits` and `model` (also by the determinised endgame, to compare).
pub fn sample_endgames(
    rules: crate::rules::RoundRules,
    rounds: u32,
    seed: u64,
    max_pile: u8,
    limits: &Limits,
    model: Model,
) -> Vec<EndgameSample> {
    use super::Bot;
    use rand::SeedableRng;
    let mut out = Vec::new();
    let mut rng = crate::rules::matchplay::MatchRng::seed_from_u64(seed);
    let mut bots = [super::heuristic::HeuristicBot::normal(seed), super::heuristic::HeuristicBot::normal(seed ^ 1)];
    let mut list = ActionList::new();
    for i in 0..rounds {
        let starter = if i % 2 == 0 { Side::Left } else { Side::Right };
        let mut round = Round::deal(rules, starter, &mut rng);
        while let Some(actor) = round.to_act() {
            let obs = Observation::of(&round, actor, [0, 0], 5);
            round.legal_actions(&mut list);
            if list.len() >= 2 && obs.draw_pile_len <= max_pile && !rules.ten_card_deal() {
                let start = Instant::now();
                let outcome = solve_view_with(&obs, limits, model);
                let seconds = start.elapsed().as_secs_f64();
                let determinised = endgame::solve(&obs, &list, 2_000_000, Clock::NONE)
                    .and_then(|v| v.into_iter().max_by(|a, b| a.1.total_cmp(&b.1)));
                out.push(EndgameSample {
                    observation: obs,
                    pile: obs.draw_pile_len,
                    actions: list.len(),
                    outcome,
                    seconds,
                    determinised,
                });
            }
            let a = bots[actor.index()].decide(&obs);
            if round.apply(actor, a).is_err() {
                break;
            }
        }
    }
    out
}
