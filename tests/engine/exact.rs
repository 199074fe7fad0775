//! The exact imperfect-information endgame (CFR+, `ai::cfr`) and the exploitability
//! measured on a reduced En Garde (`ai::exploit`): solutions are equilibria (NashConv
//! under the target), agree with alpha-beta where nothing is hidden, best responses gain
//! what they should, and the levels' exploitabilities are ordered as their play is.

use en_garde_engine::ai::cfr::{self, Game, Limits};
use en_garde_engine::ai::exploit::{self, Reduced};
use en_garde_engine::ai::{BotLevel, judge_determinised, make_bot_with};
use en_garde_engine::rules::{Cards, DuellCard, Level, RoundRules, RuleSet, Side};

/// A reduced game small enough to solve in a moment: five cards 1–5, hands of two, one
/// card in the pile, the fencers five apart.
fn tiny() -> Reduced {
    let mut rules = RoundRules::of_level(Level::Standard);
    rules.hand_size = 2;
    Reduced { rules, cards: Cards::from_counts([1, 1, 1, 1, 1]), left_pos: 10, right_pos: 15, starter: Side::Left }
}

#[test]
fn every_deal_of_a_reduced_game_is_counted_once_with_its_chance() {
    let worlds = tiny().worlds(1000).unwrap();
    // 5 cards: C(5,2) left hands, C(3,2) right hands, the last card in the pile.
    assert_eq!(worlds.len(), 10 * 3);
    assert_eq!(tiny().deal_count(), 30.0);
    let total: f64 = worlds.iter().map(|w| w.1).sum();
    assert!((total - 1.0).abs() < 1e-12, "{total}");
    for (r, _) in &worlds {
        assert_eq!(r.hand(Side::Left).len(), 2);
        assert_eq!(r.draw_pile().len(), 1);
        // The rest of the deck is public, on the discard pile (R2.4).
        assert_eq!(r.discard().len(), 20);
    }
    let standard = Reduced::standard().worlds(100_000).unwrap();
    assert_eq!(standard.len() as f64, Reduced::standard().deal_count());
    let total: f64 = standard.iter().map(|w| w.1).sum();
    assert!((total - 1.0).abs() < 1e-9);
    // Too few cards for two hands: refused with a sentence, not as a size.
    let mut bad = tiny();
    bad.rules.hand_size = 3;
    let e = bad.worlds(1000).unwrap_err();
    assert!(e.to_string().contains("two hands") && !e.is_size(), "{e}");
    // The fencers out of order (R1.4): refused as a position before anything is counted.
    let mut crossed = Reduced::standard();
    (crossed.left_pos, crossed.right_pos) = (15, 9);
    assert!(matches!(crossed.worlds(1), Err(exploit::ReducedError::Position(_))));
    // A game with too many deals is refused before they are made (all 25 cards, hands
    // of five: about 6 × 10^11 deals).
    let mut huge = tiny();
    huge.cards = Cards::from_counts([5, 5, 5, 5, 5]);
    huge.rules.hand_size = 5;
    assert!(huge.deal_count() > 1e11);
    let e = huge.worlds(10_000_000).unwrap_err();
    assert!(e.to_string().contains("more than the limit") && e.is_size(), "{e}");
}

#[test]
fn cfr_reaches_an_equilibrium_and_best_responses_gain_what_they_should() {
    let worlds = tiny().worlds(1000).unwrap();
    let limits = Limits { nodes: 1_000_000, iterations: 5000, target: 0.0005, deadline: None, stop: None };
    let mut game = Game::build(&worlds, [0, 0], 5, &limits).unwrap();
    let uniform = game.average(); // no iteration yet: uniform everywhere
    let conv_uniform = game.nash_conv(&uniform);
    let conv = game.solve(&limits);
    assert!(conv < 0.0005, "NashConv {conv}");
    assert!(conv_uniform > 0.05, "uniform play should be exploitable: {conv_uniform}");
    let eq = game.average();
    let v = game.value(&eq);
    // Each best response gains at most the NashConv over the equilibrium's value, and
    // never less than nothing.
    let br_left = game.best_response(Side::Left, &eq);
    let br_right = game.best_response(Side::Right, &eq);
    assert!(br_left >= v - 1e-9 && br_left - v <= conv + 1e-9, "{br_left} {v}");
    assert!(br_right <= v + 1e-9 && v - br_right <= conv + 1e-9, "{br_right} {v}");
    // Against uniform play, the best response does at least as well as the equilibrium.
    let br_vs_uniform = game.best_response(Side::Left, &uniform);
    assert!(br_vs_uniform >= game.value(&uniform) - 1e-9);
    assert!(br_vs_uniform >= v - conv - 1e-9);
    // Probabilities add up to one at every set.
    for s in 0..game.sets().len() {
        let p: f64 = game.at(s, &eq).iter().sum();
        assert!((p - 1.0).abs() < 1e-9);
    }
}

#[test]
fn a_view_solved_by_cfr_equals_alpha_beta_when_nothing_is_hidden() {
    // Duell D4: both hands open; with one card left in the pile it is known too (R7), so
    // the game is one of perfect information and both solvers must agree on every value.
    let rules = RuleSet::for_level(Level::Duell).round_rules(Some(DuellCard::D4));
    let samples = cfr::sample_endgames(rules, 30, 11, 1, &Limits::endgame(), cfr::Model::Known);
    let mut compared = 0;
    for s in &samples {
        let Ok(sol) = &s.outcome else { panic!("a D4 endgame with one card left was not solved") };
        assert_eq!(sol.worlds, 1);
        assert!(sol.nash_conv < 0.001);
        let best = sol.actions.iter().map(|a| a.2).fold(0.0, f64::max);
        let (_, ab) = s.determinised.expect("alpha-beta solves it");
        assert!((best - ab).abs() < 0.002, "CFR {best} alpha-beta {ab}");
        compared += 1;
    }
    assert!(compared >= 10, "only {compared} endgames");
}

#[test]
fn endgames_from_a_players_view_are_solved_to_the_target() {
    let rules = RoundRules::of_level(Level::Advanced);
    let samples = cfr::sample_endgames(rules, 30, 5, 3, &Limits::endgame(), cfr::Model::Known);
    assert!(samples.len() >= 20, "{}", samples.len());
    let mut solved = 0;
    for s in &samples {
        let Ok(sol) = &s.outcome else { continue };
        solved += 1;
        assert!(sol.nash_conv < 0.001, "NashConv {}", sol.nash_conv);
        let p: f64 = sol.actions.iter().map(|a| a.1).sum();
        assert!((p - 1.0).abs() < 1e-9);
        assert!(sol.actions.iter().all(|a| (0.0..=1.0).contains(&a.2)));
        assert_eq!(sol.actions.len(), s.actions);
    }
    // With at most three cards in the pile every endgame fits the default limits.
    assert_eq!(solved, samples.len());
}

#[test]
fn expert_and_the_judgement_use_the_exact_endgame() {
    let rules = RoundRules::of_level(Level::Standard);
    // With at most two cards in the pile both hands are dealt (`Model::Uniform`).
    let samples = cfr::sample_endgames(rules, 6, 3, 2, &Limits::endgame(), cfr::Model::Uniform);
    let mut checked = 0;
    for s in samples.iter().filter(|s| s.outcome.is_ok()) {
        let sol = s.outcome.as_ref().unwrap();
        // The expert's choice is one the equilibrium plays, the same for the same seed.
        let obs = s.observation;
        let a = make_bot_with(BotLevel::Expert, 9, Some(100)).decide(&obs);
        let b = make_bot_with(BotLevel::Expert, 9, Some(100)).decide(&obs);
        assert_eq!(a, b);
        let p = sol.actions.iter().find(|x| x.0 == a).map_or(0.0, |x| x.1);
        assert!(p >= 0.02 || en_garde_engine::ai::judge(&obs, 100, 0).len() == 1, "expert played {a:?} at {p}");
        // The judgement (Hint, coach, analysis) shows the exact values: samples 0.
        let ranking = en_garde_engine::ai::judge(&obs, 100, 0);
        assert!(ranking.iter().all(|e| e.samples == 0));
        let best = sol.actions.iter().map(|x| x.2).fold(0.0, f64::max);
        assert!((ranking[0].win_chance - best).abs() < 1e-9);
        // The determinised judgement is still there (the puzzles were mined with it).
        assert!(judge_determinised(&obs, 100, 0).iter().all(|e| e.samples == 0));
        checked += 1;
    }
    assert!(checked >= 5, "{checked}");
}

#[test]
fn the_levels_exploitability_on_the_reduced_game_is_ordered_as_their_play() {
    let limits = Limits { nodes: 20_000_000, iterations: 3000, target: 0.001, deadline: None, stop: None };
    let report =
        exploit::measure(&Reduced::standard(), &[BotLevel::Random, BotLevel::Normal, BotLevel::Hard], 2, 300, &limits)
            .unwrap();
    assert!(report.nash_conv < 0.001);
    let e: Vec<f64> = report.levels.iter().map(|l| l.exploitability).collect();
    // Nobody does better than the game's value against a best response (up to the
    // solution's own error), random play is the most exploitable, the search the least.
    for l in &report.levels {
        assert!(l.exploitability > -report.nash_conv, "{:?}", l);
        assert!(l.sets_asked > 0);
    }
    assert!(e[0] > e[1] && e[1] > e[2], "{e:?}");
    assert!(e[0] > 0.2, "random play should lose a lot: {e:?}");
}

#[test]
fn the_best_response_fencer_exploits_the_heuristic_and_is_reproducible() {
    use en_garde_engine::ai::respond;
    let rules = RoundRules::of_level(Level::Advanced);
    let spec = respond::ResponderSpec {
        target: BotLevel::Normal,
        iterations: None,
        own: respond::Continuation::Heuristic,
        worlds: 16,
    };
    let a = respond::measure(spec, rules, 300, 5, 2);
    let b = respond::measure(spec, rules, 300, 5, 2);
    assert_eq!((a.wins, a.draws, a.rounds), (b.wins, b.draws, b.rounds));
    assert_eq!(a.rounds, 300);
    // `normal` against itself wins half; knowing how it answers is worth much more.
    assert!(a.share() > 0.6, "the responder won {:.3} of the rounds against normal", a.share());
    // Playing its own later moves as `normal` would (and keeping `normal`'s choice unless a
    // playout mean beats it clearly), it still takes far more than half.
    let own = respond::ResponderSpec { own: respond::Continuation::Level, ..spec };
    let c = respond::measure(own, rules, 300, 5, 2);
    assert_eq!(c.rounds, 300);
    assert!(c.share() > 0.6, "continuing as normal the responder won {:.3} against normal", c.share());
    let d = respond::measure(own, rules, 300, 5, 1);
    assert_eq!((c.wins, c.draws), (d.wins, d.draws), "the thread count changed the result");
}

#[test]
fn with_both_hands_dealt_every_short_endgame_is_solved_and_open_hands_are_refused() {
    let samples =
        cfr::sample_endgames(RoundRules::of_level(Level::Advanced), 30, 7, 2, &Limits::endgame(), cfr::Model::Uniform);
    assert!(samples.len() >= 10, "{}", samples.len());
    for s in &samples {
        let sol = s.outcome.as_ref().unwrap_or_else(|e| panic!("pile {}: {e}", s.pile));
        assert!(sol.nash_conv < 0.001);
        let p: f64 = sol.actions.iter().map(|a| a.1).sum();
        assert!((p - 1.0).abs() < 1e-9);
        // More deals than with the decider's hand fixed: his own hand varies too.
        let known = cfr::solve_view(&s.observation, &Limits::endgame()).unwrap();
        assert!(sol.worlds >= known.worlds);
        assert!((0.0..=1.0).contains(&sol.value));
    }
    // Under Duell D4 the hands are public: nothing of them to deal.
    let d4 = RuleSet::for_level(Level::Duell).round_rules(Some(DuellCard::D4));
    let open = cfr::sample_endgames(d4, 5, 3, 1, &Limits::endgame(), cfr::Model::Uniform);
    assert!(open.iter().all(|s| s.outcome.is_err()));
}
