//! Match-level rules: scoring, round set-up, who starts, Duell special cards, and seeded
//! determinism.

use en_garde_engine::rules::matchplay::MatchRng;
use en_garde_engine::rules::*;
use rand::{RngExt, SeedableRng};

/// Plays the current round to its end with random legal actions from `rng`, recording
/// the steps.
fn finish_round(m: &mut Match, rng: &mut MatchRng, steps: &mut Vec<MatchStep>) -> RoundResult {
    let mut list = ActionList::new();
    loop {
        if let MatchPhase::RoundOver(r) = m.phase() {
            return r;
        }
        if m.is_over() {
            return m.round().result().unwrap();
        }
        if let MatchPhase::ChooseDuellCard { chooser } = m.phase() {
            let s = MatchStep::ChooseDuellCard { who: chooser, card: DuellCard::D6 };
            m.step(s).unwrap();
            steps.push(s);
            continue;
        }
        let side = m.round().to_act().unwrap();
        m.round().legal_actions(&mut list);
        let s = MatchStep::Act { who: side, action: list[rng.random_range(0..list.len())] };
        m.step(s).unwrap();
        steps.push(s);
    }
}

fn play_match(rules: RuleSet, seed: u64) -> (Match, Vec<MatchStep>) {
    let mut m = Match::new(rules, seed);
    let mut rng = MatchRng::seed_from_u64(seed ^ 99);
    let mut steps = Vec::new();
    while !m.is_over() {
        finish_round(&mut m, &mut rng, &mut steps);
        if !m.is_over() {
            m.step(MatchStep::NextRound).unwrap();
            steps.push(MatchStep::NextRound);
        }
    }
    (m, steps)
}

#[test]
fn the_first_to_the_target_score_wins_the_match() {
    for level in Level::ALL {
        for seed in 0..20 {
            let mut rules = RuleSet::for_level(level);
            rules.target_score = 3;
            let (mut m, _) = play_match(rules, seed);
            let w = m.winner().unwrap();
            assert!(m.score(w) >= 3 && m.score(w.opponent()) < 3, "R2.1, R6.4: {:?}", m.scores());
            assert_eq!(m.next_round(), Err(RuleError::MatchOver));
        }
    }
}

#[test]
fn the_same_seed_and_actions_give_the_same_match() {
    for level in Level::ALL {
        let rules = if level == Level::Duell { RuleSet::duell(true) } else { RuleSet::for_level(level) };
        let (a, steps) = play_match(rules, 1234);
        let (b, steps_b) = play_match(rules, 1234);
        assert_eq!(steps, steps_b);
        assert_eq!(a.scores(), b.scores());
        assert_eq!(a.round(), b.round());
        let replayed = MatchHistory::with_steps(rules, 1234, steps.clone()).replay().unwrap();
        assert_eq!(replayed.round(), a.round());
        assert_eq!(replayed.scores(), a.scores());
        // A different seed deals differently.
        assert_ne!(Match::new(rules, 1).round(), Match::new(rules, 2).round());
    }
}

#[test]
fn replay_names_the_first_refused_step() {
    let steps = [MatchStep::NextRound];
    let err = MatchHistory::with_steps(RuleSet::advanced(), 5, steps.to_vec()).replay().unwrap_err();
    assert_eq!(err, ReplayError { index: 0, error: RuleError::RoundInProgress });
    // Said to a person, steps count from 1, with the rules' reason.
    assert_eq!(err.to_string(), "step 1 is refused by the rules: the round is still being played (R6.4)");
}

#[test]
fn rounds_are_set_up_afresh() {
    // Positions 1 and 23, five cards each, fifteen in the pile.
    let mut m = Match::new(RuleSet::advanced(), 77);
    let mut rng = MatchRng::seed_from_u64(1);
    for _ in 0..4 {
        let r = m.round();
        assert_eq!((r.pos(Side::Left), r.pos(Side::Right)), (LEFT_START, RIGHT_START), "R2.2, R9.8");
        let sizes = (r.hand(Side::Left).len(), r.hand(Side::Right).len(), r.draw_pile().len());
        assert_eq!(sizes, (5, 5, 15), "R2.2, R9.8");
        assert!(r.discard().is_empty() && r.last_card_drawn_by().is_none(), "R9.8: nothing carries over");
        finish_round(&mut m, &mut rng, &mut vec![]);
        if m.is_over() {
            break;
        }
        m.next_round().unwrap();
    }
}

#[test]
fn starters_alternate_by_default_and_round_one_is_chosen() {
    let mut rules = RuleSet::standard();
    rules.first_starter = Side::Right;
    rules.target_score = 15;
    let mut m = Match::new(rules, 3);
    let mut rng = MatchRng::seed_from_u64(3);
    let mut expected = Side::Right;
    for _ in 0..8 {
        assert_eq!(m.starter(), expected, "R2.3: chosen for round 1, then alternating");
        assert_eq!(m.round().to_act(), Some(expected));
        finish_round(&mut m, &mut rng, &mut vec![]);
        m.next_round().unwrap();
        expected = expected.opponent();
    }
}

#[test]
fn under_loser_starts_the_loser_starts_and_a_draw_alternates() {
    let mut rules = RuleSet::duell(false);
    rules.target_score = 15;
    assert_eq!(rules.starter, StarterRule::Loser);
    let mut m = Match::new(rules, 8);
    let mut rng = MatchRng::seed_from_u64(8);
    for _ in 0..40 {
        let before = m.starter();
        let result = finish_round(&mut m, &mut rng, &mut vec![]);
        if m.is_over() {
            break;
        }
        m.next_round().unwrap();
        match result.winner() {
            Some(w) => assert_eq!(m.starter(), w.opponent(), "R2.3 (Loser): the loser starts"),
            None => assert_eq!(m.starter(), before.opponent(), "R9.9: a drawn round alternates"),
        }
    }
}

#[test]
fn a_drawn_round_scores_nothing() {
    // Find a drawn round by playing many rounds.
    let mut rng = MatchRng::seed_from_u64(21);
    let mut found = false;
    for seed in 0..3000 {
        let mut rules = RuleSet::basic();
        rules.target_score = 15;
        let mut m = Match::new(rules, seed);
        let before = m.scores();
        if finish_round(&mut m, &mut rng, &mut vec![]) == RoundResult::Draw {
            assert_eq!(m.scores(), before, "R2.1: a drawn round scores nothing");
            found = true;
            break;
        }
    }
    assert!(found, "some random Basic round ends in a draw");
}

#[test]
fn duell_d2_scores_two_and_d3_lets_the_starter_choose() {
    // R8: special cards are drawn one per round; D2 doubles the win; D3 waits for a choice.
    let mut rules = RuleSet::duell(true);
    rules.target_score = 15;
    let mut rng = MatchRng::seed_from_u64(4);
    let (mut saw_d2, mut saw_d3) = (false, false);
    for seed in 0..40 {
        let mut m = Match::new(rules, seed);
        for _ in 0..8 {
            if let MatchPhase::ChooseDuellCard { chooser } = m.phase() {
                saw_d3 = true;
                assert_eq!(m.duell_card(), Some(DuellCard::D3));
                assert_eq!(chooser, m.starter());
                assert_eq!(
                    m.apply(chooser, Action::Move { dir: Dir::Forward, card: 1 }),
                    Err(RuleError::AwaitingDuellChoice(chooser))
                );
                assert!(matches!(
                    m.choose_duell_card(chooser.opponent(), DuellCard::D4),
                    Err(RuleError::NotYourTurn { .. })
                ));
                assert_eq!(m.choose_duell_card(chooser, DuellCard::D2), Err(RuleError::BadDuellChoice));
                m.choose_duell_card(chooser, DuellCard::D7).unwrap();
                assert_eq!(m.duell_card(), Some(DuellCard::D7));
                assert_eq!(m.round().hand(Side::Left).len(), 10);
                assert_eq!(m.round().set_aside().len(), 5);
                assert_eq!(m.round().draw_pile().len(), 0);
            }
            let card = m.duell_card();
            let before = m.scores();
            let result = finish_round(&mut m, &mut rng, &mut vec![]);
            if let (Some(DuellCard::D2), Some(w)) = (card, result.winner()) {
                saw_d2 = true;
                assert_eq!(m.score(w), before[w.index()] + 2);
            }
            if m.is_over() {
                break;
            }
            m.next_round().unwrap();
        }
    }
    assert!(saw_d2 && saw_d3);
}

#[test]
fn special_cards_come_from_a_deck_of_eight() {
    // R8: 2 × D1 and one each of D2..D7; eight rounds use each exactly once.
    let mut rules = RuleSet::duell(true);
    rules.target_score = 15;
    let mut m = Match::new(rules, 42);
    let mut rng = MatchRng::seed_from_u64(42);
    let mut seen = Vec::new();
    for _ in 0..8 {
        seen.push(m.duell_card().unwrap());
        if let MatchPhase::ChooseDuellCard { chooser } = m.phase() {
            m.choose_duell_card(chooser, DuellCard::D5).unwrap();
        }
        finish_round(&mut m, &mut rng, &mut vec![]);
        if m.is_over() {
            return;
        }
        m.next_round().unwrap();
    }
    seen.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(seen, DuellCard::DECK.to_vec());
}

#[test]
fn no_special_cards_outside_duell() {
    let m = Match::new(RuleSet::advanced(), 1);
    assert_eq!(m.duell_card(), None);
    assert_eq!(m.round().rules().hand_size, 5);
}

#[test]
fn d6_deals_three_cards() {
    let rules = RuleSet::duell(true).round_rules(Some(DuellCard::D6));
    let r = Round::deal(rules, Side::Left, &mut MatchRng::seed_from_u64(1));
    assert_eq!((r.hand(Side::Left).len(), r.hand(Side::Right).len(), r.draw_pile().len()), (3, 3, 19));
}

/// There is no pass (R4.5): a player who cannot play a card has no legal action and loses
/// the round at once (R4.7). Left on space 3 holds five 5s; Right steps to space 4: Left
/// can neither advance (it would pass Right), nor retreat (off the piste), nor attack (the
/// distance is 1), and passing is refused.
#[test]
fn passing_is_not_an_action() {
    let mut r = Round::from_position(&en_garde_engine::rules::round::Position {
        rules: RoundRules::of_level(Level::Advanced),
        left_pos: 3,
        right_pos: 5,
        left_hand: Cards::from_values(&[5, 5, 5, 5, 5]).unwrap(),
        right_hand: Cards::from_values(&[1, 2, 3, 4, 4]).unwrap(),
        draw_pile: vec![1, 2, 3, 1, 2],
        to_act: Side::Right,
    })
    .unwrap();
    let mut list = ActionList::new();
    r.legal_actions(&mut list);
    assert!(list.iter().all(|a| a.cards_played(0) >= 1), "R4.5: every legal action plays a card: {list:?}");
    let report = r.apply(Side::Right, Action::Move { dir: Dir::Forward, card: 1 }).unwrap();
    let lost = RoundResult::Won { winner: Side::Right, reason: WinReason::NoLegalAction };
    assert_eq!(report.result, Some(lost), "R4.7: Left, with no legal action, loses");
    assert_eq!(r.result(), Some(lost));
    r.legal_actions(&mut list);
    assert!(list.is_empty(), "nothing is left to play: {list:?}");
}

#[test]
fn refused_actions_explain_themselves() {
    let r = Round::from_position(&en_garde_engine::rules::round::Position {
        rules: RoundRules::of_level(Level::Advanced),
        left_pos: 8,
        right_pos: 12,
        left_hand: Cards::from_values(&[1, 2, 3, 5, 5]).unwrap(),
        right_hand: Cards::from_values(&[1, 2, 3, 4, 4]).unwrap(),
        draw_pile: vec![1, 2, 3],
        to_act: Side::Left,
    })
    .unwrap();
    let e = r.check(Side::Left, Action::Attack { value: 5, count: 1 }).unwrap_err();
    assert_eq!(e.to_string(), "an attack needs cards equal to the distance, 4, not 5 (R4.2)");
    let e = r.check(Side::Left, Action::Move { dir: Dir::Forward, card: 4 }).unwrap_err();
    assert_eq!(e, RuleError::NotInHand { value: 4, need: 1, have: 0 });
    let e = r.check(Side::Left, Action::Move { dir: Dir::Forward, card: 5 }).unwrap_err();
    assert!(e.to_string().contains("reach or pass the opponent"));
    let e = r.check(Side::Right, Action::Parry).unwrap_err();
    assert_eq!(e, RuleError::NotYourTurn { expected: Side::Left, got: Side::Right });
}

/// R2.1, R6.4: a match numbers its rounds from 1, one more at each new round; it keeps the
/// rules and the seed it was made with, and those two deal it again card for card (a saved
/// match is its rules, its seed and its steps).
#[test]
fn a_match_numbers_its_rounds_and_keeps_its_rules_and_seed() {
    let mut rules = RuleSet::standard();
    rules.target_score = 15;
    rules.first_starter = Side::Right;
    let mut m = Match::new(rules, 4242);
    assert_eq!(*m.rules(), rules);
    assert_eq!(m.seed(), 4242);
    let again = MatchHistory::new(*m.rules(), m.seed()).opening();
    assert_eq!(again.round(), m.round(), "the same rules and seed deal the same round");
    let mut rng = MatchRng::seed_from_u64(2);
    for n in 1..=4 {
        assert_eq!(m.round_number(), n, "R2.1: round {n}");
        finish_round(&mut m, &mut rng, &mut vec![]);
        m.next_round().unwrap();
    }
    assert_eq!(m.round_number(), 5);
}

/// R8: a special card is drawn before a round only in a Duell match that plays with them;
/// not in Duell without them, nor at another level whatever the option says.
#[test]
fn special_cards_are_drawn_only_in_a_duell_match_that_plays_them() {
    let mut advanced = RuleSet::advanced();
    advanced.duell_special_cards = true;
    for rules in [RuleSet::duell(false), advanced] {
        let mut m = Match::new(rules, 9);
        let mut rng = MatchRng::seed_from_u64(9);
        for _ in 0..3 {
            assert_eq!(m.duell_card(), None, "{:?}", rules.level);
            assert_eq!(m.round().rules().hand_size, 5);
            finish_round(&mut m, &mut rng, &mut vec![]);
            if m.is_over() {
                break;
            }
            m.next_round().unwrap();
        }
    }
}
