//! Bots against bots, and the raw speed of the rules: what `en-garde arena` runs. Plain
//! Rust, no Bevy; matches run on a thread pool (`crate::parallel`), each with its own seeded generator.

use crate::ai::Bot;
use crate::rules::matchplay::MatchRng;
use crate::rules::{Level, Match, MatchPhase, Round, RuleSet, Side};
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};

/// Plays `rounds` whole rounds of uniformly random legal actions, each from a fresh deal
/// (R2.2) under `level`, on `threads` threads. Returns the number of rounds played and
/// the wall-clock time taken.
pub fn random_rounds(level: Level, rounds: u64, threads: usize, seed: u64) -> (u64, Duration) {
    let threads = threads.clamp(1, crate::parallel::MAX_THREADS) as u64;
    let rules = RuleSet::for_level(level).round_rules(None);
    let start = Instant::now();
    let total: u64 = crate::parallel::map_indexed(threads as usize, threads as usize, |t| {
        let t = t as u64;
        let n = rounds / threads + u64::from(t < rounds % threads);
        let mut rng = MatchRng::seed_from_u64(seed ^ (t.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
        let mut starter = Side::Left;
        for _ in 0..n {
            let mut round = Round::deal(rules, starter, &mut rng);
            std::hint::black_box(round.play_out_random(&mut rng));
            starter = starter.opponent();
        }
        n
    })
    .into_iter()
    .sum();
    (total, start.elapsed())
}

/// A bot maker: the arena builds a fresh bot per match and seat from a seed.
pub type BotFactory = dyn Fn(u64) -> Box<dyn Bot> + Sync;

/// One side's results over an arena run.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct SideReport {
    /// The bot's level name.
    pub level: String,
    pub matches_won: u64,
    /// Matches won / matches played, 0..=1.
    pub match_win_rate: f64,
    /// Wilson 95% confidence interval of the match win rate.
    pub ci95: [f64; 2],
    pub rounds_won: u64,
    /// Rounds won / rounds played (drawn rounds included), 0..=1.
    pub round_win_rate: f64,
    /// Wilson 95% confidence interval of the round win rate.
    pub round_ci95: [f64; 2],
    /// Mean time per decision, milliseconds.
    pub think_ms_mean: f64,
    /// 99th percentile of the time per decision, milliseconds.
    pub think_ms_p99: f64,
    #[serde(skip)]
    think_ms: Vec<f64>,
}

/// The result of an arena run: `a` and `b` with seats alternated.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ArenaReport {
    pub a: SideReport,
    pub b: SideReport,
    pub matches: u64,
    /// Rounds drawn (R6.3c3), counted for neither side.
    pub rounds_drawn: u64,
    /// Actions a bot returned that the rules refused (must be 0); a random legal action
    /// is played instead so the match can go on.
    pub illegal_actions: u64,
}

/// Wilson score interval at 95% for `wins` out of `n` (both 0 gives [0, 1]).
pub fn wilson95(wins: u64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    wilson95_share(wins as f64 / n as f64, n)
}

/// Wilson score interval at 95% for a share `p` (0..=1, e.g. wins with draws counting
/// half) of `n` trials (0 gives [0, 1]).
pub fn wilson95_share(p: f64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

struct MatchOutcome {
    winner_is_a: Option<bool>,
    rounds: [u64; 2],
    drawn: u64,
    think_ms: [Vec<f64>; 2],
    illegal: u64,
}

/// Plays one match between `a` and `b`, `a` seated on `a_side`. Index 0 of the returned
/// arrays is `a`.
fn play_match(rules: RuleSet, seed: u64, a: &mut dyn Bot, b: &mut dyn Bot, a_side: Side) -> MatchOutcome {
    let mut m = Match::new(rules, seed);
    let mut fallback = MatchRng::seed_from_u64(seed ^ 0xA5A5);
    let mut out = MatchOutcome { winner_is_a: None, rounds: [0, 0], drawn: 0, think_ms: [vec![], vec![]], illegal: 0 };
    let mut list = crate::rules::ActionList::new();
    // A match cannot last forever: every round plays at most 25 actions and scores or
    // draws; the guard only protects against a bug looping.
    for _ in 0..100_000 {
        match m.phase() {
            MatchPhase::Over { winner } => {
                out.winner_is_a = Some(winner == a_side);
                break;
            }
            MatchPhase::RoundOver(r) => {
                match r.winner() {
                    Some(w) => out.rounds[usize::from(w != a_side)] += 1,
                    None => out.drawn += 1,
                }
                let _ = m.next_round();
            }
            MatchPhase::ChooseDuellCard { chooser } => {
                let obs = m.observation(chooser);
                let bot: &mut dyn Bot = if chooser == a_side { &mut *a } else { &mut *b };
                let card = bot.choose_duell_card(&obs);
                if m.choose_duell_card(chooser, card).is_err() {
                    out.illegal += 1;
                    let _ = m.choose_duell_card(chooser, crate::rules::DuellCard::D4);
                }
            }
            MatchPhase::Playing => {
                let Some(side) = m.decider() else { break };
                let obs = m.observation(side);
                let idx = usize::from(side != a_side);
                let bot: &mut dyn Bot = if idx == 0 { &mut *a } else { &mut *b };
                let t = Instant::now();
                let action = bot.decide(&obs);
                out.think_ms[idx].push(t.elapsed().as_secs_f64() * 1000.0);
                if m.apply(side, action).is_err() {
                    out.illegal += 1;
                    m.round().legal_actions(&mut list);
                    let pick = list[fallback.random_range(0..list.len())];
                    let _ = m.apply(side, pick);
                }
            }
        }
    }
    // The round that ended the match never reaches the `RoundOver` branch: count it here.
    if let (MatchPhase::Over { .. }, Some(r)) = (m.phase(), m.round().result()) {
        match r.winner() {
            Some(w) => out.rounds[usize::from(w != a_side)] += 1,
            None => out.drawn += 1,
        }
    }
    out
}

/// Plays `matches` matches between bots made by `make_a` and `make_b`, seats alternated
/// (`a` is Left in even-numbered matches), on `threads` threads. Match `i` uses seed
/// `seed + i`, so a run is reproducible whatever the thread count.
pub fn run(
    rules: RuleSet,
    (a_name, make_a): (&str, &BotFactory),
    (b_name, make_b): (&str, &BotFactory),
    matches: u64,
    seed: u64,
    threads: usize,
) -> ArenaReport {
    let results: Vec<MatchOutcome> =
        crate::parallel::map_indexed(usize::try_from(matches).unwrap_or(usize::MAX), threads, |i| {
            let i = i as u64;
            let mseed = seed.wrapping_add(i);
            let mut a = make_a(mseed.wrapping_mul(3).wrapping_add(1));
            let mut b = make_b(mseed.wrapping_mul(3).wrapping_add(2));
            let a_side = if i.is_multiple_of(2) { Side::Left } else { Side::Right };
            play_match(rules, mseed, a.as_mut(), b.as_mut(), a_side)
        });
    let mut a = SideReport { level: a_name.to_string(), ..Default::default() };
    let mut b = SideReport { level: b_name.to_string(), ..Default::default() };
    let mut illegal = 0;
    let mut drawn = 0;
    for r in results {
        match r.winner_is_a {
            Some(true) => a.matches_won += 1,
            Some(false) => b.matches_won += 1,
            None => {}
        }
        a.rounds_won += r.rounds[0];
        b.rounds_won += r.rounds[1];
        drawn += r.drawn;
        illegal += r.illegal;
        let [ta, tb] = r.think_ms;
        a.think_ms.extend(ta);
        b.think_ms.extend(tb);
    }
    let rounds = a.rounds_won + b.rounds_won + drawn;
    for s in [&mut a, &mut b] {
        s.round_win_rate = if rounds == 0 { 0.0 } else { s.rounds_won as f64 / rounds as f64 };
        s.round_ci95 = wilson95(s.rounds_won, rounds);
        s.match_win_rate = if matches == 0 { 0.0 } else { s.matches_won as f64 / matches as f64 };
        s.ci95 = wilson95(s.matches_won, matches);
        s.think_ms.sort_by(f64::total_cmp);
        s.think_ms_mean =
            if s.think_ms.is_empty() { 0.0 } else { s.think_ms.iter().sum::<f64>() / s.think_ms.len() as f64 };
        s.think_ms_p99 = percentile(&s.think_ms, 0.99);
    }
    ArenaReport { a, b, matches, rounds_drawn: drawn, illegal_actions: illegal }
}
