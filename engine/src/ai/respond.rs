//! A best-response fencer for the full game: it knows the level it plays against by
//! asking it. At each decision it deals hidden worlds consistent with its own view (R7.2),
//! tries each of its legal actions in every one of them (the same worlds for every action),
//! and plays each world out with the level itself choosing the opponent's moves from the
//! opponent's own view in that world — a bot of that level, seeded by the responder — and
//! its own later moves by its [`Continuation`]: the card-counting heuristic (cheap), or the
//! level itself (a rollout: one step of policy improvement over the level, played against
//! the level). With the heuristic the action with the best mean result is played; with
//! the level, the level's own choice is played unless another action's mean beats it
//! clearly ([`MARGIN_SE`]).
//!
//! It is a lower bound on what a best response gains: it looks ahead only through its
//! playouts, and it does not infer the opponent's hand from his past moves. Against a level
//! that plays the same way in the same position this is the gain of knowing how it will
//! answer. With the heuristic for its own later moves it is weaker than a search level in
//! its own continuation and bounds nothing against one; with the level's own play there it
//! starts from the level's strength (the level against itself wins half the rounds) and
//! adds the one step.

use super::bot::{self, Bot};
use super::heuristic::playout_action;
use super::levels::{BotLevel, make_bot_with};
use super::search::sure_hit;
use super::view::View;
use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, ActionList, Observation, Round, RoundRules, Side};
use rand::{RngExt, SeedableRng};

/// Who makes the responder's own moves after the one it is choosing, in its playouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Continuation {
    /// The card-counting heuristic without noise (about a microsecond a move).
    #[default]
    Heuristic,
    /// A bot of the level responded to, from the responder's own view in that world, with
    /// the same iterations: each playout costs twice the level's decisions. The responder
    /// then keeps the level's own choice at the decision unless another action's playout
    /// mean beats it by [`MARGIN_SE`] standard errors.
    Level,
}

impl Continuation {
    /// Every continuation, in the order of their names' listing.
    pub const ALL: [Continuation; 2] = [Continuation::Heuristic, Continuation::Level];

    /// The lowercase name (`exploit respond --own NAME`): "heuristic" or "level".
    pub fn name(self) -> &'static str {
        match self {
            Continuation::Heuristic => "heuristic",
            Continuation::Level => "level",
        }
    }
}

/// A continuation's name that is none of [`Continuation::ALL`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown continuation {0:?}: heuristic or level")]
pub struct UnknownContinuation(pub String);

impl std::str::FromStr for Continuation {
    type Err = UnknownContinuation;

    /// By [`Continuation::name`], in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Continuation::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownContinuation(s.to_string()))
    }
}

/// What a [`Responder`] responds to and how hard it looks.
#[derive(Clone, Copy, Debug)]
pub struct ResponderSpec {
    /// The level responded to.
    pub target: BotLevel,
    /// Playouts per decision of `hard` and `expert` (per thread for `expert`, which searches
    /// on every core; no clock), 1..; `None`: the level's own budget (its clock too).
    pub iterations: Option<u32>,
    /// Who plays the responder's own later moves in its playouts.
    pub own: Continuation,
    /// Hidden deals per decision, 1.. (0 is taken as 1).
    pub worlds: u32,
}

/// The best-response fencer against one level.
pub struct Responder {
    spec: ResponderSpec,
    rng: MatchRng,
    list: ActionList,
}

impl Responder {
    /// A responder as `spec` says, its choices fixed by `seed`.
    pub fn new(spec: ResponderSpec, seed: u64) -> Responder {
        let worlds = spec.worlds.max(1);
        Responder {
            spec: ResponderSpec { worlds, ..spec },
            rng: MatchRng::seed_from_u64(seed),
            list: ActionList::new(),
        }
    }

    /// The round played out from `r`: the level decides for the opponent, the
    /// [`Continuation`] for the responder. Returns the responder's result (1 win, ½ draw,
    /// 0 loss; ½ if an action is refused, which sound bots never cause).
    fn play_out(&self, mut r: Round, me: Side, obs: &Observation, seed: u64) -> f64 {
        let ResponderSpec { target, iterations, own, .. } = self.spec;
        let mut level = make_bot_with(target, seed, iterations);
        let mut mine = match own {
            Continuation::Heuristic => None,
            // Its own seed, apart from the opponent's bot (which has `seed`): the two sides'
            // random choices must not mirror each other.
            Continuation::Level => Some(make_bot_with(target, seed ^ 0x0057_0A7E_5EED, iterations)),
        };
        let mut rng = MatchRng::seed_from_u64(seed);
        let mut list = ActionList::new();
        while let Some(side) = r.to_act() {
            // An observation only for a bot: the heuristic's playout move reads the round.
            let view_of = |r: &Round| Observation::of(r, side, obs.scores, obs.target_score);
            let a = match (&mut mine, side == me) {
                (None, true) => playout_action(&r, &mut list, &mut rng, 0.0),
                (Some(bot), true) => Some(bot.decide(&view_of(&r))),
                (_, false) => Some(level.decide(&view_of(&r))),
            };
            let Some(a) = a else { break };
            if r.apply(side, a).is_err() {
                return 0.5;
            }
        }
        match r.result().and_then(|res| res.winner()) {
            Some(w) if w == me => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}

impl Bot for Responder {
    fn name(&self) -> &str {
        "respond"
    }

    fn decide(&mut self, obs: &Observation) -> Action {
        bot::legal_actions(obs, &mut self.list);
        if self.list.is_empty() {
            return Action::Parry;
        }
        if self.list.len() == 1 {
            return self.list[0];
        }
        if let Some(a) = sure_hit(&View::from_obs(obs), &self.list) {
            return a;
        }
        let me = obs.viewer;
        // Where its own later moves are the level's, the level's own choice here is the
        // default, left only on clear evidence: picking the best of a few noisy means would
        // often make the responder weaker than the level it starts from. (The margin lowers
        // that risk without ruling it out: the best of several means is tested against the
        // default, so it passes by chance more often than one test's 2.3%.)
        let default = match self.spec.own {
            Continuation::Heuristic => None,
            Continuation::Level => {
                let mut bot = make_bot_with(self.spec.target, self.rng.random(), self.spec.iterations);
                let a = bot.decide(obs);
                self.list.iter().position(|&b| b == a)
            }
        };
        let n = self.list.len();
        let mut results: Vec<f64> = Vec::with_capacity(self.spec.worlds as usize * n);
        for _ in 0..self.spec.worlds {
            let world = obs.determinize(&mut self.rng);
            let seed: u64 = self.rng.random();
            for &a in self.list.iter() {
                let mut r = world;
                results.push(if r.apply(me, a).is_err() { 0.0 } else { self.play_out(r, me, obs, seed) });
            }
        }
        let total = |i: usize| results.iter().skip(i).step_by(n).sum::<f64>();
        let best = (0..n).fold(0, |b, i| if total(i) > total(b) { i } else { b });
        match default {
            Some(d) if d != best && !clearly_better(&results, n, best, d) => self.list[d],
            _ => self.list[best],
        }
    }
}

/// Whether action `a` beat action `b` in the playouts `results` (world-major, `n` actions
/// a world; the same world and seeds for both) by more than [`MARGIN_SE`] standard errors of
/// the paired differences.
fn clearly_better(results: &[f64], n: usize, a: usize, b: usize) -> bool {
    let d: Vec<f64> = results.chunks(n).map(|w| w[a] - w[b]).collect();
    let k = d.len() as f64;
    if d.len() < 2 {
        return false;
    }
    let mean = d.iter().sum::<f64>() / k;
    let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (k - 1.0);
    mean > MARGIN_SE * (var / k).sqrt()
}

/// How many standard errors a playout mean must beat the level's own choice by before a
/// responder whose later moves are the level's leaves that choice.
pub const MARGIN_SE: f64 = 2.0;

/// The responder's results against one level.
#[derive(Clone, Copy, Debug, Default)]
pub struct ResponseReport {
    /// Rounds played.
    pub rounds: u64,
    /// Rounds the responder won.
    pub wins: u64,
    /// Rounds drawn (R6.3c3).
    pub draws: u64,
    /// Rounds given up because a player's action was refused by the rules (not counted in
    /// `rounds`; 0 from sound bots).
    pub refused: u64,
}

impl ResponseReport {
    /// The responder's share of the rounds, a draw counting half, 0..=1.
    pub fn share(&self) -> f64 {
        if self.rounds == 0 {
            return 0.0;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.rounds as f64
    }
}

/// Plays `rounds` rounds of `rules` (fresh deals from `seed`; the responder Left in even
/// rounds, Right in odd ones; the starter alternating every two rounds) between a
/// [`Responder`] as `spec` says and `spec.target` (with `spec.iterations` for the search
/// levels), on `threads` threads (1..=64; the result does not depend on the count).
pub fn measure(spec: ResponderSpec, rules: RoundRules, rounds: u64, seed: u64, threads: usize) -> ResponseReport {
    let parts = crate::parallel::map_indexed(usize::try_from(rounds).unwrap_or(usize::MAX), threads, |i| {
        let i = i as u64;
        let round_seed = seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let me = if i.is_multiple_of(2) { Side::Left } else { Side::Right };
        let starter = if (i / 2).is_multiple_of(2) { Side::Left } else { Side::Right };
        let mut r = Round::deal(rules, starter, &mut MatchRng::seed_from_u64(round_seed));
        let mut responder = Responder::new(spec, round_seed ^ 1);
        let mut level = make_bot_with(spec.target, round_seed ^ 2, spec.iterations);
        while let Some(side) = r.to_act() {
            let obs = Observation::of(&r, side, [0, 0], 5);
            let a = if side == me { responder.decide(&obs) } else { level.decide(&obs) };
            if r.apply(side, a).is_err() {
                return ResponseReport { refused: 1, ..ResponseReport::default() };
            }
        }
        let winner = r.result().and_then(|res| res.winner());
        ResponseReport {
            rounds: 1,
            wins: u64::from(winner == Some(me)),
            draws: u64::from(winner.is_none()),
            refused: 0,
        }
    });
    parts.into_iter().fold(ResponseReport::default(), |a, b| ResponseReport {
        rounds: a.rounds + b.rounds,
        wins: a.wins + b.wins,
        draws: a.draws + b.draws,
        refused: a.refused + b.refused,
    })
}

#[cfg(test)]
mod tests {
    use super::clearly_better;

    /// Three actions in each of `rows` worlds, world-major.
    fn table(rows: &[[f64; 3]]) -> Vec<f64> {
        rows.iter().flatten().copied().collect()
    }

    #[test]
    fn only_a_difference_beyond_two_standard_errors_leaves_the_default() {
        // Action 1 wins every world action 0 loses: clearly better, and not the other way.
        let sure = table(&[[0.0, 1.0, 0.5]; 8]);
        assert!(clearly_better(&sure, 3, 1, 0));
        assert!(!clearly_better(&sure, 3, 0, 1));
        // Equal everywhere: no evidence.
        assert!(!clearly_better(&table(&[[0.5, 0.5, 0.0]; 8]), 3, 1, 0));
        // One better world in eight (mean 1/8, standard error 1/8): within the noise.
        let mut rows = [[0.0, 0.0, 0.0]; 8];
        rows[3][1] = 1.0;
        assert!(!clearly_better(&table(&rows), 3, 1, 0));
        // One world is no evidence at all.
        assert!(!clearly_better(&table(&[[0.0, 1.0, 0.0]]), 3, 1, 0));
    }
}
