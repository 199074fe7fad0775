//! The computer at the game's own budgets (README, "Levels"): `hard` decides within 0.9 s
//! and `expert` within 3 s on any machine, the exact endgame included. The game asks
//! `make_bot(level, seed)`, whose search stops at its iteration count or at the wall-clock
//! cap, whichever comes first; on a fast machine the count comes first, so these tests take
//! the level's own settings and only raise the iteration count out of reach: a machine too
//! slow for it, where only the cap stops the decision.
//!
//! They measure the wall clock against the cap with a margin of [`MARGIN`]: a broken cap is
//! off by the whole search (hours), not by a margin. The mutation run skips them (their
//! names start with `at_the_game_budget`; see the README), as they test no rule.

use en_garde_engine::ai::search::{SearchBot, SearchConfig};
use en_garde_engine::ai::{self, Bot, BotLevel, EXPERT_DEADLINE, HARD_DEADLINE, expert_config, hard_config};
use en_garde_engine::rules::round::Position;
use en_garde_engine::rules::*;
use std::time::{Duration, Instant};

/// How far past its cap a decision may end: the search looks at the clock every 32
/// iterations and the exact endgame every 1024 nodes (well under a millisecond each), and a
/// busy test machine may hold a thread back for a while.
const MARGIN: Duration = Duration::from_millis(1500);

/// The two search levels: name, the game's settings, and the cap.
fn search_levels() -> [(&'static str, SearchConfig, Duration); 2] {
    [("hard", hard_config(None), HARD_DEADLINE), ("expert", expert_config(None), EXPERT_DEADLINE)]
}

/// The level's settings on a machine too slow for its iterations: the count is never
/// reached, so only the cap can end a decision.
fn too_slow(cfg: SearchConfig) -> SearchConfig {
    SearchConfig { iterations: u32::MAX, ..cfg }
}

/// A position from parts (R9.1); the rest of the deck is the discard pile.
fn position(lp: u8, rp: u8, left: &[u8], right: &[u8], pile: &[u8]) -> Round {
    Round::from_position(&Position {
        rules: RoundRules::of_level(Level::Advanced),
        left_pos: lp,
        right_pos: rp,
        left_hand: Cards::from_values(left).unwrap(),
        right_hand: Cards::from_values(right).unwrap(),
        draw_pile: pile.to_vec(),
        to_act: Side::Left,
    })
    .unwrap()
}

/// Left's decision in `r` by a search bot with `cfg`, and how long it took; `None` when it
/// took more than `limit` (the search is left running on its thread).
fn timed(name: &'static str, cfg: SearchConfig, r: &Round, limit: Duration) -> Option<(Action, Duration)> {
    let obs = Observation::of(r, Side::Left, [0, 0], 5);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut bot = SearchBot::new(name, cfg, 7);
        let start = Instant::now();
        let action = bot.decide(&obs);
        let _ = tx.send((action, start.elapsed()));
    });
    rx.recv_timeout(limit).ok()
}

/// A round's opening, where the tree search decides (the pile is full): on a machine too
/// slow for its iterations, each level searches until its cap, and stops there.
#[test]
fn at_the_game_budget_a_search_level_thinks_until_its_cap_and_stops() {
    let r = position(1, 23, &[1, 2, 3, 4, 5], &[1, 2, 3, 4, 5], &[1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5]);
    for (name, cfg, cap) in search_levels() {
        let Some((action, took)) = timed(name, too_slow(cfg), &r, cap + MARGIN) else {
            panic!("{name} was still thinking {:?} after its cap {cap:?}", MARGIN);
        };
        assert!(r.is_legal(Side::Left, action), "{name} chose the legal {action:?}");
        assert!(took >= cap, "{name} stopped at {took:?}, before its cap {cap:?}: not the game's budget");
        assert!(took <= cap + MARGIN, "{name} took {took:?}, past its cap {cap:?}");
    }
}

/// Near the pile's end the exact endgame is tried first (R6.3: a pile of at most 3 cards
/// for `hard`, 4 for `expert`). It counts against the same decision's time: given no time at
/// all, the Hint's search (`hard`'s) leaves a large endgame unsolved and answers from its
/// playouts (each entry has samples), where given time it solves it exactly (no samples).
/// The position: hands of 8 (the rule set's option), 3 cards in the pile, tens of thousands
/// of nodes of exact search (8 ms on the machine the README measures on).
#[test]
fn the_exact_endgame_gives_way_at_the_decisions_deadline() {
    let mut rules = RoundRules::of_level(Level::Advanced);
    rules.hand_size = 8;
    let r = Round::from_position(&Position {
        rules,
        left_pos: 12,
        right_pos: 16,
        left_hand: Cards::from_values(&[1, 1, 2, 2, 3, 4, 5, 5]).unwrap(),
        right_hand: Cards::from_values(&[1, 1, 2, 2, 3, 3, 3, 5]).unwrap(),
        draw_pile: vec![4, 1, 5],
        to_act: Side::Left,
    })
    .unwrap();
    let obs = Observation::of(&r, Side::Left, [0, 0], 5);
    let solved = ai::hint(&obs, 1, Duration::from_secs(60));
    assert!(!solved.is_empty() && solved.iter().all(|e| e.samples == 0), "solved exactly with time: {solved:?}");
    let rushed = ai::hint(&obs, 1, Duration::ZERO);
    assert!(!rushed.is_empty(), "an answer with no time");
    assert!(rushed.iter().all(|e| e.samples > 0), "the exact endgame ran on past the deadline: {rushed:?}");
}

/// The bots the game makes (`make_bot`, as `game::ai_driver` does) decide a whole round's
/// worth of positions, each within the level's cap.
#[test]
fn at_the_game_budget_the_games_own_bots_decide_within_their_caps() {
    let positions = [
        position(1, 23, &[1, 2, 3, 4, 5], &[1, 2, 3, 4, 5], &[1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5]),
        position(9, 14, &[1, 1, 3, 4, 5], &[2, 2, 3, 4, 5], &[1, 2, 3, 4, 5, 5]),
        position(6, 14, &[1, 2, 3, 4, 5], &[1, 2, 3, 4, 5], &[2, 3, 4]),
    ];
    for (level, cap) in [(BotLevel::Hard, HARD_DEADLINE), (BotLevel::Expert, EXPERT_DEADLINE)] {
        let mut bot = ai::make_bot(level, 11);
        for r in &positions {
            let obs = Observation::of(r, Side::Left, [0, 0], 5);
            let start = Instant::now();
            let action = bot.decide(&obs);
            let took = start.elapsed();
            assert!(r.is_legal(Side::Left, action), "{level} chose the legal {action:?}");
            assert!(took <= cap + MARGIN, "{level} took {took:?}, past its cap {cap:?}");
        }
    }
}
