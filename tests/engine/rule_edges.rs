//! A round's edges the mutation run (README, "A measure of the tests") found untested: a
//! position or a deal refused for the reason that applies (R1.2, R2.2), hidden cards
//! rearranged without making or losing a card (R7.2), an indirect attack refused at the
//! distance after its advance (R4.3), and whether the cards were counted at the end of the
//! pile (R6.3c1).

use en_garde_engine::rules::round::Position;
use en_garde_engine::rules::*;

/// A position under `rules`: the fencers on the spaces `at` (Left's, Right's), the hands
/// and the draw pile (top first) as given, Left to act.
fn position(rules: RoundRules, at: (u8, u8), left: &[u8], right: &[u8], pile: &[u8]) -> Position {
    Position {
        rules,
        left_pos: at.0,
        right_pos: at.1,
        left_hand: Cards::from_values(left).unwrap(),
        right_hand: Cards::from_values(right).unwrap(),
        draw_pile: pile.to_vec(),
        to_act: Side::Left,
    }
}

fn hand(values: &[u8]) -> Cards {
    Cards::from_values(values).unwrap()
}

/// R1.2: a draw pile that cannot be part of the deck is refused with the reason that
/// applies: more cards than the deck's 25, or a card value outside 1..=5 (in a pile of 25
/// as in a short one).
#[test]
fn a_draw_pile_is_refused_with_the_reason_that_applies() {
    let refusal = |pile: Vec<u8>| {
        let mut p = position(RoundRules::of_level(Level::Standard), (1, 23), &[], &[], &[]);
        p.draw_pile = pile;
        Round::from_position(&p).unwrap_err()
    };
    let too_many = refusal(vec![1; 26]);
    assert_eq!(too_many, "the draw pile has 26 cards; the deck has 25 (R1.2)");
    let mut zero_in_25 = vec![2; 25];
    zero_in_25[7] = 0;
    for pile in [zero_in_25, vec![3, 6, 1]] {
        let why = refusal(pile.clone());
        assert_eq!(why, "the draw pile holds a card value outside 1..=5 (R1.2)", "{pile:?}");
    }
}

/// R2.2, R1.2: a deal is refused for a hand larger than the hand size, not for one smaller;
/// its cards must be the deck's 25. The fencers start on spaces 1 and 23.
#[test]
fn a_deal_refuses_a_hand_larger_than_the_hand_size_only() {
    let rules = RoundRules::of_level(Level::Standard);
    let deal = |left: &[u8], right: &[u8], missing: usize| {
        let hands = [hand(left), hand(right)];
        let rest = Cards::FULL_DECK.minus(&hands[0].plus(&hands[1])).unwrap().to_vec();
        let pile = DrawPile::from_top_first(&rest[missing..]).unwrap();
        Round::dealt_as(rules, Side::Left, hands, pile, Cards::EMPTY)
    };
    let short = deal(&[1, 1, 2, 2], &[3, 3, 4, 4, 5], 0).expect("four cards are within a hand of five");
    assert_eq!((short.hand(Side::Left).len(), short.hand(Side::Right).len(), short.draw_pile().len()), (4, 5, 16));
    assert_eq!((short.pos(Side::Left), short.pos(Side::Right)), (LEFT_START, RIGHT_START));
    assert_eq!(short.to_act(), Some(Side::Left));
    let six = deal(&[1, 1, 2, 2, 3, 3], &[4, 4, 5, 5, 1], 0).unwrap_err();
    assert_eq!(six, "a hand holds more than the hand size 5 (R2.2)");
    let missing = deal(&[1, 1, 2, 2, 3], &[4, 4, 5, 5, 1], 1).unwrap_err();
    assert!(missing.contains("not the 25 cards of the deck (R1.2)"), "{missing}");
}

/// R7.2: the hidden cards are rearranged so that a hand holds what its player saw: a wanted
/// card comes from the draw pile first, then from the cards set aside, then from the other
/// hand — never one of the cards that hand must keep. The deck stays whole, the hands keep
/// their sizes and nothing public changes; with the card nowhere to be had, the answer is
/// no and nothing is made up.
#[test]
fn hidden_cards_are_exchanged_without_making_or_losing_a_card() {
    let rules = RoundRules::of_level(Level::Advanced);
    let start =
        Round::from_position(&position(rules, (8, 12), &[1, 1, 2, 2, 3], &[4, 4, 5, 5, 3], &[1, 2, 3])).unwrap();
    let public = |r: &Round| {
        let sizes = (r.hand(Side::Left).len(), r.hand(Side::Right).len(), r.draw_pile().len());
        (r.pos(Side::Left), r.pos(Side::Right), *r.discard(), sizes, r.all_cards())
    };
    // A 3 for a 1: the draw pile holds a 3, so the pile gives it and takes the 1.
    let mut r = start;
    assert!(r.exchange_hidden(Side::Left, &hand(&[1, 2, 2, 3, 3]), &Cards::EMPTY));
    assert_eq!(*r.hand(Side::Left), hand(&[1, 2, 2, 3, 3]));
    assert_eq!(r.draw_pile().top_first(), [1, 2, 1]);
    assert_eq!(r.hand(Side::Right), start.hand(Side::Right));
    assert_eq!(public(&r), public(&start));
    // A 5 for a 1: no 5 in the pile and none set aside, so Right's hand gives one and takes
    // the 1.
    let mut r = start;
    assert!(r.exchange_hidden(Side::Left, &hand(&[1, 2, 2, 3, 5]), &Cards::EMPTY));
    assert_eq!(*r.hand(Side::Left), hand(&[1, 2, 2, 3, 5]));
    assert_eq!(*r.hand(Side::Right), hand(&[1, 3, 4, 4, 5]));
    assert_eq!(r.draw_pile().top_first(), [1, 2, 3]);
    assert_eq!(public(&r), public(&start));
    // The same when Right must keep both its 5s: there is no 5 to be had.
    let mut r = start;
    assert!(!r.exchange_hidden(Side::Left, &hand(&[1, 2, 2, 3, 5]), start.hand(Side::Right)));
    assert_eq!(r, start, "nothing was exchanged, nothing made up");
    // Under Duell D7 nobody draws: a 5 comes from the five cards set aside.
    let d7 = RuleSet::duell(true).round_rules(Some(DuellCard::D7));
    let five_fives = hand(&[5; 5]);
    let dealt = [hand(&[1, 1, 1, 1, 1, 2, 2, 2, 2, 2]), hand(&[3, 3, 3, 3, 3, 4, 4, 4, 4, 4])];
    let mut r = Round::dealt_as(d7, Side::Left, dealt, DrawPile::default(), five_fives).unwrap();
    assert!(r.exchange_hidden(Side::Left, &hand(&[1, 1, 1, 1, 2, 2, 2, 2, 2, 5]), &Cards::EMPTY));
    assert_eq!(*r.set_aside(), hand(&[1, 5, 5, 5, 5]));
    assert_eq!(*r.hand(Side::Right), dealt[1]);
    assert_eq!(r.all_cards(), Cards::FULL_DECK);
}

/// R4.3, R9.2: an indirect attack's value is checked against the distance after the
/// advance, and a refusal names that distance, not the one before.
#[test]
fn a_wrong_indirect_attack_names_the_distance_after_the_advance() {
    let rules = RoundRules::of_level(Level::Advanced);
    let r = Round::from_position(&position(rules, (8, 12), &[1, 4, 4, 2, 3], &[5, 5, 1, 3, 2], &[1, 2, 3])).unwrap();
    let e = r.check(Side::Left, Action::AdvanceAttack { advance: 1, value: 4, count: 1 }).unwrap_err();
    assert_eq!(e, RuleError::WrongAttackValue { value: 4, distance: 3 });
    assert_eq!(e.to_string(), "an attack needs cards equal to the distance, 3, not 4 (R4.2)");
    assert!(r.is_legal(Side::Left, Action::AdvanceAttack { advance: 1, value: 3, count: 1 }));
}

/// R6.3c1: at the end of the draw pile Standard and Advanced count the cards equal to the
/// distance before the advancement, Basic and Duell (R8) do not; the option
/// `final_retreat_skips_card_count` skips the count only after a retreat as the final
/// defence. The round's ending says whether the cards were counted, and the result agrees.
#[test]
fn the_ending_says_whether_the_cards_were_counted() {
    let won = |winner, reason| RoundResult::Won { winner, reason };
    let with_skip = |level| {
        let mut r = RuleSet::for_level(level);
        r.final_retreat_skips_card_count = true;
        r.round_rules(None)
    };
    // Left advances 1 and draws the pile's last card: distance 3, Left holds two 3s and
    // Right none, but Right advanced further (11 spaces to Left's 8).
    for (rules, result, counted) in [
        (RoundRules::of_level(Level::Standard), won(Side::Left, WinReason::DeckOutCards), true),
        (with_skip(Level::Standard), won(Side::Left, WinReason::DeckOutCards), true),
        (RoundRules::of_level(Level::Basic), won(Side::Right, WinReason::DeckOutPosition), false),
        (RoundRules::of_level(Level::Duell), won(Side::Right, WinReason::DeckOutPosition), false),
    ] {
        let mut r = Round::from_position(&position(rules, (8, 12), &[3, 3, 1, 2, 2], &[5, 5, 1, 4, 4], &[1])).unwrap();
        r.apply(Side::Left, Action::Move { dir: Dir::Forward, card: 1 }).unwrap();
        let end = r.ending().expect("the pile's end ends the round");
        assert_eq!((end.result, end.cards_counted), (result, counted), "{:?}", rules.level);
        assert_eq!((end.distance, end.cards_at_distance, end.advancement), (3, [2, 0], [8, 11]));
    }
    // Advanced: Left advances 1 and attacks with a 3, drawing the last card; Right holds no
    // 3 and retreats 1 (R6.3a). Distance 4: Left holds two 4s, Right one; Right advanced
    // 10 spaces to Left's 8.
    for (rules, result, counted) in [
        (RoundRules::of_level(Level::Advanced), won(Side::Left, WinReason::DeckOutCards), true),
        (with_skip(Level::Advanced), won(Side::Right, WinReason::DeckOutPosition), false),
    ] {
        let mut r = Round::from_position(&position(rules, (8, 12), &[1, 3, 4, 4, 2], &[1, 2, 5, 5, 4], &[5])).unwrap();
        r.apply(Side::Left, Action::AdvanceAttack { advance: 1, value: 3, count: 1 }).unwrap();
        r.apply(Side::Right, Action::Retreat { card: 1 }).unwrap();
        let end = r.ending().expect("the final retreat ends the round");
        assert_eq!((end.result, end.cards_counted), (result, counted), "{rules:?}");
        assert_eq!((end.distance, end.cards_at_distance, end.advancement), (4, [2, 1], [8, 10]));
    }
}
