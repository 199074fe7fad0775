//! The AI (issue 4): fair by construction (R7.2), legal at every level and rule set, the
//! levels' documented behaviour, the hint API.

use super::observation::{random_position, reshuffle_hidden};
use en_garde_engine::ai::{self, Bot, BotLevel, make_bot_with};
use en_garde_engine::rules::matchplay::MatchRng;
use en_garde_engine::rules::round::Position;
use en_garde_engine::rules::*;
use rand::SeedableRng;
use std::time::Duration;

/// Small search budgets keep the tests quick; `None` for levels that do not search.
fn test_bot(level: BotLevel, seed: u64) -> Box<dyn Bot> {
    make_bot_with(level, seed, Some(300))
}

fn rules_for(i: usize) -> RoundRules {
    match i % 6 {
        0 | 1 => RoundRules::of_level(Level::Advanced),
        2 => RoundRules::of_level(Level::Standard),
        3 => RoundRules::of_level(Level::Basic),
        4 => RuleSet::duell(true).round_rules(Some(DuellCard::D7)),
        _ => RuleSet::duell(true).round_rules(Some(DuellCard::D6)),
    }
}

/// R7.2, fairness. The bots are fair by construction: `Bot::decide` is given an
/// `Observation` and nothing else, and an `Observation` holds no trace of the hidden cards
/// (`observation::observation_holds_no_trace_of_the_opponents_hand_or_the_pile_order`).
/// What this test adds is that nothing else reaches a decision either: no state kept from
/// another position or another bot, no clock — a level's decision is a function of the
/// observation and the seed alone. Rounds that differ only in the opponent's hand and the
/// pile's order (consistently with the observation) get the same decision for the same
/// seed, at every level and rule level, the exact endgame included.
#[test]
fn a_decision_is_a_function_of_the_observation_and_the_seed_alone() {
    let mut rng = MatchRng::seed_from_u64(44);
    let mut varied = 0;
    for i in 0..240 {
        let rules = rules_for(i);
        let steps = [0, 3, 7, 11, 14][i % 5];
        let r = random_position(rules, Side::BOTH[i % 2], &mut rng, steps);
        let Some(viewer) = r.to_act() else { continue };
        let level = BotLevel::ALL[i % BotLevel::ALL.len()];
        let seed = 1000 + i as u64;
        let first = test_bot(level, seed).decide(&Observation::of(&r, viewer, [1, 2], 5));
        for _ in 0..3 {
            let other = reshuffle_hidden(&r, viewer, &mut rng);
            if other != r {
                varied += 1;
            }
            let again = test_bot(level, seed).decide(&Observation::of(&other, viewer, [1, 2], 5));
            assert_eq!(first, again, "{level} changed its decision with the hidden cards only");
        }
    }
    assert!(varied > 300, "the test must actually vary hidden cards ({varied})");
}

/// Plays one match between two bots, checking that every decision is legal.
fn play_checked(rules: RuleSet, seed: u64, a: &mut dyn Bot, b: &mut dyn Bot) -> Side {
    let mut m = Match::new(rules, seed);
    for _ in 0..10_000 {
        match m.phase() {
            MatchPhase::Over { winner } => return winner,
            MatchPhase::RoundOver(_) => m.next_round().unwrap(),
            MatchPhase::ChooseDuellCard { chooser } => {
                let obs = m.observation(chooser);
                let bot: &mut dyn Bot = if chooser == Side::Left { &mut *a } else { &mut *b };
                let card = bot.choose_duell_card(&obs);
                assert!(DuellCard::D3_CHOICES.contains(&card), "D3 choice {card:?}");
                m.choose_duell_card(chooser, card).unwrap();
            }
            MatchPhase::Playing => {
                let side = m.round().to_act().unwrap();
                let obs = m.observation(side);
                let bot: &mut dyn Bot = if side == Side::Left { &mut *a } else { &mut *b };
                let action = bot.decide(&obs);
                if let Err(e) = m.apply(side, action) {
                    panic!("{} played the illegal {action:?} at {:?}: {e}", bot.name(), m.round());
                }
            }
        }
    }
    panic!("the match did not end");
}

#[test]
fn every_level_plays_only_legal_actions_at_every_rule_level() {
    let sets =
        [RuleSet::basic(), RuleSet::standard(), RuleSet::advanced(), RuleSet::duell(false), RuleSet::duell(true)];
    for (i, level) in BotLevel::ALL.into_iter().enumerate() {
        for (j, mut rules) in sets.into_iter().enumerate() {
            rules.target_score = 2;
            let opponent = BotLevel::ALL[(i + j + 1) % BotLevel::ALL.len()];
            let seed = (i * 10 + j) as u64;
            let mut a = test_bot(level, seed);
            let mut b = test_bot(opponent, seed + 1);
            play_checked(rules, seed, a.as_mut(), b.as_mut());
            play_checked(rules, seed + 7, b.as_mut(), a.as_mut());
        }
    }
}

/// A position from parts; the rest of the deck is the discard pile.
fn position(rules: RoundRules, lp: u8, rp: u8, left: &[u8], right: &[u8], pile: &[u8], to_act: Side) -> Round {
    Round::from_position(&Position {
        rules,
        left_pos: lp,
        right_pos: rp,
        left_hand: Cards::from_values(left).unwrap(),
        right_hand: Cards::from_values(right).unwrap(),
        draw_pile: pile.to_vec(),
        to_act,
    })
    .unwrap()
}

/// A three-card attack can never be parried (R4.4): every level but random takes it
/// (the opponent may hold the other two 3s, so one or two 3s are not sure).
#[test]
fn every_real_level_takes_a_sure_hit() {
    let rules = RoundRules::of_level(Level::Standard);
    let r = position(rules, 8, 11, &[3, 3, 3, 1, 2], &[3, 3, 4, 4, 5], &[5, 5, 4, 1, 1], Side::Left);
    let obs = Observation::of(&r, Side::Left, [0, 0], 5);
    for level in [BotLevel::Beginner, BotLevel::Easy, BotLevel::Normal, BotLevel::Hard, BotLevel::Expert] {
        for seed in 0..5 {
            assert_eq!(test_bot(level, seed).decide(&obs), Action::Attack { value: 3, count: 3 }, "{level}");
        }
    }
}

/// The beginner never walks into an obvious hit: under open hands (Duell D4) the opponent
/// holds three 5s, so stepping to distance 5 loses at once.
#[test]
fn beginner_never_walks_into_an_obvious_hit() {
    let d4 = RuleSet::duell(true).round_rules(Some(DuellCard::D4));
    let r = position(d4, 10, 16, &[1, 1, 2, 2, 4], &[5, 5, 5, 3, 3], &[1, 2, 3, 4, 4], Side::Left);
    let obs = Observation::of(&r, Side::Left, [0, 0], 5);
    assert!(obs.opponent_hand.is_some());
    for seed in 0..200 {
        let a = test_bot(BotLevel::Beginner, seed).decide(&obs);
        assert_ne!(a, Action::Move { dir: Dir::Forward, card: 1 }, "seed {seed}");
    }
}

/// The exact endgame: the pile has one card, so Left's next move ends the round on the
/// tiebreak (R6.3c). Stepping 1 forward leaves distance 4 with three 4s in Left's hand,
/// which the opponent cannot match (the other two 4s were played): the one certain win,
/// found by `hard` and ranked first by the hint with a win chance of 1.
#[test]
fn hard_solves_a_deck_out_endgame_exactly() {
    let rules = RoundRules::of_level(Level::Advanced);
    let r = position(rules, 6, 11, &[1, 2, 4, 4, 4], &[1, 1, 3, 3, 5], &[5], Side::Left);
    let obs = Observation::of(&r, Side::Left, [0, 0], 5);
    let best = Action::Move { dir: Dir::Forward, card: 1 };
    assert_eq!(test_bot(BotLevel::Hard, 3).decide(&obs), best);
    assert_eq!(ai::make_bot(BotLevel::Hard, 3).decide(&obs), best);
    let h = ai::hint(&obs, 1, Duration::from_millis(50));
    assert_eq!(h[0].action, best);
    assert!((h[0].win_chance - 1.0).abs() < 1e-9, "{h:?}");
}

#[test]
fn hint_ranks_every_legal_action_best_first() {
    let mut rng = MatchRng::seed_from_u64(8);
    let mut checked = 0;
    for i in 0..40 {
        let r = random_position(RoundRules::of_level(Level::Advanced), Side::Left, &mut rng, i % 6);
        let Some(viewer) = r.to_act() else { continue };
        let obs = Observation::of(&r, viewer, [0, 0], 5);
        let h = ai::hint(&obs, i as u64, Duration::from_millis(20));
        let mut legal = ActionList::new();
        r.legal_actions(&mut legal);
        assert!(!h.is_empty());
        assert!(h.len() <= legal.len());
        for e in &h {
            assert!(legal.contains(&e.action), "{:?} is not legal", e.action);
            assert!((0.0..=1.0).contains(&e.win_chance));
        }
        // Not the viewer's turn: nothing to hint.
        assert!(ai::hint(&Observation::of(&r, viewer.opponent(), [0, 0], 5), 0, Duration::from_millis(5)).is_empty());
        checked += 1;
    }
    assert!(checked > 20);
}

#[test]
fn levels_parse_and_print_their_lowercase_names() {
    for level in BotLevel::ALL {
        assert_eq!(level.to_string().parse::<BotLevel>(), Ok(level));
        assert_eq!(level.to_string(), level.to_string().to_lowercase());
        assert_eq!(ai::make_bot(level, 0).name(), level.name());
    }
    assert!("grandmaster".parse::<BotLevel>().is_err());
    assert_eq!("Hard".parse::<BotLevel>(), Ok(BotLevel::Hard));
    fn is_send<T: Send>(_: &T) {}
    is_send(&ai::make_bot(BotLevel::Expert, 0));
}

/// The search levels beat the yardsticks even at small budgets (few matches: a smoke
/// test of strength, not the benchmark of the README).
#[test]
fn hard_beats_random_at_a_small_budget() {
    let mut won = 0;
    for seed in 0..6 {
        let mut rules = RuleSet::advanced();
        rules.target_score = 3;
        let mut hard = make_bot_with(BotLevel::Hard, seed, Some(200));
        let mut random = make_bot_with(BotLevel::Random, seed, None);
        let hard_side = if seed % 2 == 0 { Side::Left } else { Side::Right };
        let winner = if hard_side == Side::Left {
            play_checked(rules, seed, hard.as_mut(), random.as_mut())
        } else {
            play_checked(rules, seed, random.as_mut(), hard.as_mut())
        };
        won += u32::from(winner == hard_side);
    }
    assert!(won >= 5, "hard won {won} of 6 matches against random");
}

/// Issue 12, R7.2: a verdict of the analysis is a function of the deciding player's
/// observation alone (`review` and `judge` take nothing else, by construction; this checks
/// that no other state reaches them: the same verdict for rounds that differ only in what
/// that player could not see), and a practice position ("try again from here") deals anew
/// only what that player could not see: its view of the new round is the view it had.
#[test]
fn a_verdict_and_a_practice_position_are_functions_of_the_players_observation() {
    use en_garde_engine::ai::analysis::review;
    use en_garde_engine::ai::judge;
    let judged_review = |obs: &Observation, i: usize, action| review(obs, 1, i, action, &judge(obs, 300, 7));
    let mut rng = MatchRng::seed_from_u64(45);
    let mut judged = 0;
    for i in 0..60 {
        let r = random_position(rules_for(i), Side::BOTH[i % 2], &mut rng, [0, 3, 7, 11][i % 4]);
        let Some(viewer) = r.to_act() else { continue };
        let mut legal = ActionList::default();
        r.legal_actions(&mut legal);
        let Some(&action) = legal.as_slice().last() else { continue };
        let obs = Observation::of(&r, viewer, [1, 2], 5);
        let first = judged_review(&obs, i, action);
        for _ in 0..2 {
            let other = reshuffle_hidden(&r, viewer, &mut rng);
            assert_eq!(judged_review(&Observation::of(&other, viewer, [1, 2], 5), i, action), first);
        }
        let practice = obs.determinize_seeded(i as u64);
        assert_eq!(Observation::of(&practice, viewer, [1, 2], 5), obs, "the practice round shows what was known");
        judged += 1;
    }
    assert!(judged > 40, "{judged}");
}
