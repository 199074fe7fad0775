//! Ratings of puzzles and of their solvers on the Glicko-2 scale (Glickman), computed by
//! the `skillratings` crate: a solve is a game the solver won against the puzzle, a miss
//! one the puzzle won — as chess servers rate their puzzles and players.
//!
//! A new puzzle's difficulty is measured before it ships: the computer levels try it,
//! each attempt a game against a fixed rating per level ([`LEVEL_RATINGS`]), in one rating
//! period from 1500 ± 350. A puzzle that even `beginner` solves lands low; one that only
//! `hard` finds lands high.

use crate::ai::{BotLevel, make_bot_with};
use crate::rules::{Action, Observation};
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2, glicko2_rating_period};

/// The levels that try each new puzzle, the rating each stands for on the puzzle scale,
/// how many attempts (seeds) each makes, and `hard`'s iterations per attempt.
pub const LEVEL_RATINGS: [(BotLevel, f64, u64); 4] = [
    (BotLevel::Beginner, 1100.0, 6),
    (BotLevel::Easy, 1300.0, 6),
    (BotLevel::Normal, 1550.0, 6),
    (BotLevel::Hard, 1850.0, 3),
];

/// `hard`'s iterations per attempt when rating a puzzle.
pub const HARD_ATTEMPT_ITERATIONS: u32 = 1500;

/// A rating with its uncertainty (Glicko-2: rating, deviation, volatility).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating, 1500 at the start (0..=4000).
    pub rating: f64,
    /// Its deviation, 350 at the start, shrinking as results come in (about 30..=350).
    pub deviation: f64,
    /// Glicko-2's volatility, 0.06 at the start.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Self {
        let g = Glicko2Rating::new();
        Rating { rating: g.rating, deviation: g.deviation, volatility: g.volatility }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Self {
        Glicko2Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(g: Glicko2Rating) -> Self {
        Rating {
            rating: g.rating.clamp(0.0, 4000.0),
            deviation: g.deviation.clamp(30.0, 350.0),
            volatility: if g.volatility.is_finite() { g.volatility.clamp(0.01, 0.2) } else { 0.06 },
        }
    }
}

/// How the computer levels did on one puzzle: `(level, solved, attempts)`.
pub type Attempts = Vec<(BotLevel, u32, u32)>;

/// Lets each level of [`LEVEL_RATINGS`] try the puzzle seen as `obs` (whose one good
/// action is `solution`), seeds fixed by the position, and rates the puzzle from the
/// results: the rating and what each level did.
pub fn difficulty(obs: &Observation, solution: Action, seed: u64) -> (Rating, Attempts) {
    let mut results = Vec::new();
    let mut attempts = Vec::new();
    for (level, rating, tries) in LEVEL_RATINGS {
        let opponent = Glicko2Rating { rating, deviation: 60.0, volatility: 0.06 };
        let mut solved = 0;
        for t in 0..tries {
            let mut bot =
                make_bot_with(level, seed ^ (t + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15), Some(HARD_ATTEMPT_ITERATIONS));
            let ok = bot.decide(obs) == solution;
            solved += u32::from(ok);
            // The puzzle's result: it wins when the level misses.
            results.push((opponent, if ok { Outcomes::LOSS } else { Outcomes::WIN }));
        }
        attempts.push((level, solved, tries as u32));
    }
    (glicko2_rating_period(&Glicko2Rating::new(), &results, &Glicko2Config::new()).into(), attempts)
}

/// One attempt of a person at a puzzle: both ratings move (Glicko-2, one game), the
/// person's by `solved`, the puzzle's by the opposite. Returns `(person, puzzle)`.
pub fn after_attempt(person: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let outcome = if solved { Outcomes::WIN } else { Outcomes::LOSS };
    let (p, q) = glicko2(&person.into(), &puzzle.into(), &outcome, &Glicko2Config::new());
    (p.into(), q.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solve_raises_the_person_and_lowers_the_puzzle() {
        let person = Rating::default();
        let puzzle = Rating { rating: 1600.0, deviation: 80.0, volatility: 0.06 };
        let (p, q) = after_attempt(person, puzzle, true);
        assert!(p.rating > person.rating && q.rating < puzzle.rating, "{p:?} {q:?}");
        let (p, q) = after_attempt(person, puzzle, false);
        assert!(p.rating < person.rating && q.rating > puzzle.rating, "{p:?} {q:?}");
        // A new person's rating moves far more than a well-known puzzle's.
        assert!((p.rating - person.rating).abs() > 5.0 * (q.rating - puzzle.rating).abs());
    }
}
