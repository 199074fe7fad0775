//! The computer levels as a ladder of named fencers with Elo ratings fitted to measured
//! arena results ([`MEASURED`], each with the command that reproduces it), and a person's
//! own rating from their results against the computer.
//!
//! A rating difference `d` means the stronger side wins a match with chance
//! `1 / (1 + 10^(-d/400))`. The ladder is a chain of measured neighbours from `random`
//! (0): each step is the difference its pair's match-win share gives, with a 95% interval
//! from the share's Wilson interval. A step whose interval reaches 0 is not measurably a
//! step: the two levels are then shown as one rung ([`Rung::same_as_below`]).

use super::levels::BotLevel;

/// Matches between two levels at the game's own budgets (Advanced, to 5, seats
/// alternated): `a` won `a_wins` of `matches`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairResult {
    pub a: BotLevel,
    pub b: BotLevel,
    pub a_wins: u32,
    pub matches: u32,
    /// The `en-garde arena` command that measured it.
    pub command: &'static str,
}

/// The measured neighbours of the ladder, weakest pair first (README, "Strength").
pub const MEASURED: [PairResult; 6] = [
    PairResult {
        a: BotLevel::Beginner,
        b: BotLevel::Random,
        a_wins: 483,
        matches: 500,
        command: "en-garde arena --a beginner --b random --matches 500 --level Advanced --seed 4000 --threads 1",
    },
    PairResult {
        a: BotLevel::Easy,
        b: BotLevel::Beginner,
        a_wins: 326,
        matches: 500,
        command: "en-garde arena --a easy --b beginner --matches 500 --level Advanced --seed 4000 --threads 1",
    },
    PairResult {
        a: BotLevel::Normal,
        b: BotLevel::Easy,
        a_wins: 381,
        matches: 500,
        command: "en-garde arena --a normal --b easy --matches 500 --level Advanced --seed 4000 --threads 1",
    },
    PairResult {
        a: BotLevel::Hard,
        b: BotLevel::Normal,
        a_wins: 52,
        matches: 60,
        command: "en-garde arena --a hard --b normal --matches 60 --level Advanced --seed 7000 --threads 1",
    },
    PairResult {
        a: BotLevel::Expert,
        b: BotLevel::Hard,
        a_wins: 89,
        matches: 180,
        command: "en-garde arena --a expert --b hard --matches 180 --level Advanced --seed 9000 --threads 1",
    },
    PairResult {
        a: BotLevel::Easy,
        b: BotLevel::Reflex,
        a_wins: 318,
        matches: 500,
        command: "en-garde arena --a easy --b reflex --matches 500 --level Advanced --seed 4000 --threads 1",
    },
];

/// One rung of the ladder.
#[derive(Clone, Debug, PartialEq)]
pub struct Rung {
    pub level: BotLevel,
    /// The fencer's name, e.g. "Captain Nora".
    pub name: &'static str,
    /// Its style in one line.
    pub style: &'static str,
    /// The rating (Elo; `random` is 0).
    pub elo: f64,
    /// The 95% interval of the step from the rung it was measured against, in Elo.
    pub step_low: f64,
    pub step_high: f64,
    /// The step's interval reaches 0: not measurably stronger than `measured_against`.
    pub same_as_below: bool,
    /// The level its step was measured against (`None` for `random`).
    pub measured_against: Option<BotLevel>,
}

/// The Elo difference a match-win share `p` (0..1) gives.
pub fn elo_of_share(p: f64) -> f64 {
    let p = p.clamp(1e-4, 1.0 - 1e-4);
    400.0 * (p / (1.0 - p)).log10()
}

/// The chance to win a match against a fencer `d` Elo stronger.
pub fn share_of_elo(d: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(d / 400.0))
}

/// The Wilson 95% interval of `wins` out of `n`.
pub fn wilson(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (f64::from(n), f64::from(wins) / f64::from(n), 1.96f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / (1.0 + z * z / n);
    (centre - half, centre + half)
}

/// The fencer of each level: name and style.
pub fn fencer(level: BotLevel) -> (&'static str, &'static str) {
    match level {
        BotLevel::Random => ("Rookie Rémy", "plays any legal card, at random"),
        BotLevel::Beginner => ("Apprentice Bea", "careless, but never walks into an obvious hit"),
        BotLevel::Easy => ("Club fencer Carl", "counts the cards, with lapses"),
        BotLevel::Normal => ("Captain Nora", "counts the cards and always plays its best rule of thumb"),
        BotLevel::Hard => ("Master Hugo", "searches thousands of futures from what it can see"),
        BotLevel::Expert => ("Grand master Elena", "searches four times as long as Hugo"),
        BotLevel::Reflex => ("Duellist Rex", "attacks whenever it can, parries whenever it can"),
    }
}

/// The ladder, weakest first: every level's rating from the chain of [`MEASURED`] pairs.
pub fn ladder() -> Vec<Rung> {
    let (name, style) = fencer(BotLevel::Random);
    let mut rungs = vec![Rung {
        level: BotLevel::Random,
        name,
        style,
        elo: 0.0,
        step_low: 0.0,
        step_high: 0.0,
        same_as_below: false,
        measured_against: None,
    }];
    // Each pair places its `a` above (or its `b` below) a rung already placed.
    let mut left: Vec<PairResult> = MEASURED.to_vec();
    while !left.is_empty() {
        let before = left.len();
        left.retain(|p| {
            let placed = |l: BotLevel| rungs.iter().find(|r| r.level == l).map(|r| r.elo);
            let share = f64::from(p.a_wins) / f64::from(p.matches.max(1));
            let (lo, hi) = wilson(p.a_wins, p.matches);
            let (step, low, high) = (elo_of_share(share), elo_of_share(lo), elo_of_share(hi));
            let (level, base, against, sign) = match (placed(p.a), placed(p.b)) {
                (None, Some(b)) => (p.a, b, p.b, 1.0),
                (Some(a), None) => (p.b, a, p.a, -1.0),
                _ => return true,
            };
            let (name, style) = fencer(level);
            rungs.push(Rung {
                level,
                name,
                style,
                elo: base + sign * step,
                step_low: low,
                step_high: high,
                same_as_below: low <= 0.0,
                measured_against: Some(against),
            });
            false
        });
        if left.len() == before {
            break;
        }
    }
    rungs.sort_by(|a, b| a.elo.total_cmp(&b.elo));
    rungs
}

/// The rating of `level` on the ladder.
pub fn rating(level: BotLevel) -> Option<f64> {
    ladder().into_iter().find(|r| r.level == level).map(|r| r.elo)
}

/// A person's rating from their match results against the computer (`(level, won,
/// lost)` per level): the rating at which the expected wins equal the actual ones, with
/// half a win and half a loss added against each level so that a clean sweep stays
/// finite. `None` without a match against a rated level.
pub fn performance(results: &[(BotLevel, u32, u32)]) -> Option<f64> {
    let rungs = ladder();
    let games: Vec<(f64, f64, f64)> = results
        .iter()
        .filter(|(_, w, l)| w + l > 0)
        .filter_map(|&(level, w, l)| {
            let r = rungs.iter().find(|r| r.level == level)?.elo;
            Some((r, f64::from(w) + 0.5, f64::from(w + l) + 1.0))
        })
        .collect();
    if games.is_empty() {
        return None;
    }
    let won: f64 = games.iter().map(|g| g.1).sum();
    // Expected wins grow with the rating: bisect.
    let expected = |x: f64| games.iter().map(|&(r, _, n)| n * share_of_elo(r - x)).sum::<f64>();
    let (mut lo, mut hi) = (-1000.0, 3000.0);
    for _ in 0..60 {
        let mid = (lo + hi) / 2.0;
        if expected(mid) < won { lo = mid } else { hi = mid }
    }
    Some((lo + hi) / 2.0)
}

/// The opponent to try next at `rating`: the weakest rung above it that is measurably a
/// step; `None` when the rating is above every rung (no level is a step up: suggesting the
/// strongest would suggest the fencer just beaten).
pub fn next_opponent(rating: f64) -> Option<BotLevel> {
    ladder().into_iter().filter(|r| !r.same_as_below).find(|r| r.elo > rating).map(|r| r.level)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_is_ordered_and_complete() {
        let l = ladder();
        assert_eq!(l.len(), BotLevel::ALL.len(), "{l:?}");
        assert_eq!(l[0].level, BotLevel::Random);
        let pos = |lv| l.iter().position(|r| r.level == lv).unwrap();
        assert!(pos(BotLevel::Beginner) < pos(BotLevel::Easy) && pos(BotLevel::Easy) < pos(BotLevel::Normal));
        assert!(pos(BotLevel::Normal) < pos(BotLevel::Hard));
        // 483 of 500 is about +580.
        let b = l.iter().find(|r| r.level == BotLevel::Beginner).unwrap();
        assert!((b.elo - elo_of_share(483.0 / 500.0)).abs() < 1e-9 && (b.elo - 580.0).abs() < 10.0);
        // expert's 89 of 180 against hard has an interval reaching below one half.
        let e = l.iter().find(|r| r.level == BotLevel::Expert).unwrap();
        assert!(e.same_as_below && e.measured_against == Some(BotLevel::Hard));
        assert!(!l.iter().find(|r| r.level == BotLevel::Hard).unwrap().same_as_below);
    }

    #[test]
    fn a_persons_rating_follows_their_results() {
        let normal = rating(BotLevel::Normal).unwrap();
        // Even against normal: about normal's rating.
        let even = performance(&[(BotLevel::Normal, 10, 10)]).unwrap();
        assert!((even - normal).abs() < 1.0, "{even} vs {normal}");
        // Winning more rates higher, and the suggestion goes up the ladder.
        let better = performance(&[(BotLevel::Normal, 15, 5)]).unwrap();
        assert!(better > even + 100.0);
        assert_eq!(next_opponent(even + 1.0), Some(BotLevel::Hard));
        // Above every rung: no suggestion (the review was told to try the fencer it had
        // just beaten 3–0).
        let top = ladder().iter().map(|r| r.elo).fold(f64::MIN, f64::max);
        assert_eq!(next_opponent(top + 1.0), None);
        assert_eq!(performance(&[]), None);
        // A clean sweep stays finite.
        assert!(performance(&[(BotLevel::Random, 20, 0)]).unwrap().is_finite());
    }

    #[test]
    fn shares_and_ratings_are_inverse() {
        for d in [-300.0, 0.0, 120.0] {
            assert!((elo_of_share(share_of_elo(-d)) - d).abs() < 1e-6);
        }
        let (lo, hi) = wilson(52, 60);
        assert!(lo < 52.0 / 60.0 && 52.0 / 60.0 < hi && (lo - 0.758).abs() < 0.01, "{lo} {hi}");
    }
}
