//! A best-response fencer for the full game: it knows the level it plays against by
//! asking it. At each decision it deals hidden worlds consistent with its own view (R7.2),
//! tries each of its legal actions in every one of them (the same worlds for every action),
//! and plays each world out with the level itself choosing the opponent's moves from the
//! opponent's own view in that world — a bot of that level, seeded by the responder — and
//! its own later moves by the card-counting heuristic. The action with the best mean
//! result is played.
//!
//! It is a lower bound on what a best response gains: it looks ahead only through its
//! playouts, and it does not infer the opponent's hand from his past moves. Against a level
//! that plays the same way in the same position this is the gain of knowing how it will
//! answer.

use super::bot::{self, Bot};
use super::heuristic::playout_action;
use super::levels::{BotLevel, make_bot_with};
use super::search::sure_hit;
use super::view::View;
use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, ActionList, Observation, Round, RoundRules, Side};
use rand::{RngExt, SeedableRng};

/// The best-response fencer against one level.
pub struct Responder {
    target: BotLevel,
    iterations: Option<u32>,
    worlds: u32,
    rng: MatchRng,
    list: ActionList,
}

impl Responder {
    /// A responder to `target` (asked with `iterations` per decision for the search levels,
    /// `None`: the level's own budget), `worlds` hidden deals per decision (1..), its
    /// choices fixed by `seed`.
    pub fn new(target: BotLevel, iterations: Option<u32>, worlds: u32, seed: u64) -> Responder {
        Responder {
            target,
            iterations,
            worlds: worlds.max(1),
            rng: MatchRng::seed_from_u64(seed),
            list: ActionList::new(),
        }
    }

    /// The round played out from `r`: the level decides for the opponent, the heuristic for
    /// the responder. Returns the responder's result (1 win, ½ draw, 0 loss; ½ if an
    /// action is refused, which sound bots never cause).
    fn play_out(&self, mut r: Round, me: Side, obs: &Observation, seed: u64) -> f64 {
        let mut level = make_bot_with(self.target, seed, self.iterations);
        let mut rng = MatchRng::seed_from_u64(seed);
        let mut list = ActionList::new();
        while let Some(side) = r.to_act() {
            let a = if side == me {
                playout_action(&r, &mut list, &mut rng, 0.0)
            } else {
                Some(level.decide(&Observation::of(&r, side, obs.scores, obs.target_score)))
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
        let mut total = vec![0.0; self.list.len()];
        for _ in 0..self.worlds {
            let world = obs.determinize(&mut self.rng);
            let seed: u64 = self.rng.random();
            for (i, &a) in self.list.iter().enumerate() {
                let mut r = world;
                if r.apply(me, a).is_err() {
                    continue;
                }
                total[i] += self.play_out(r, me, obs, seed);
            }
        }
        let best = (0..total.len()).fold(0, |b, i| if total[i] > total[b] { i } else { b });
        self.list[best]
    }
}

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
/// [`Responder`] with `worlds` deals per decision and `target` (with `iterations` for the
/// search levels), on `threads` threads (1..=64; the result does not depend on the count).
pub fn measure(
    target: BotLevel,
    iterations: Option<u32>,
    rules: RoundRules,
    rounds: u64,
    worlds: u32,
    seed: u64,
    threads: usize,
) -> ResponseReport {
    let parts = crate::parallel::map_indexed(usize::try_from(rounds).unwrap_or(usize::MAX), threads, |i| {
        let i = i as u64;
        let round_seed = seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let me = if i.is_multiple_of(2) { Side::Left } else { Side::Right };
        let starter = if (i / 2).is_multiple_of(2) { Side::Left } else { Side::Right };
        let mut r = Round::deal(rules, starter, &mut MatchRng::seed_from_u64(round_seed));
        let mut responder = Responder::new(target, iterations, worlds, round_seed ^ 1);
        let mut level = make_bot_with(target, round_seed ^ 2, iterations);
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
