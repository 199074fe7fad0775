//! R7: a player's `Observation` holds nothing private of the opponent — not the hand, not
//! the pile order — except under Duell D4 (open hands).

use en_garde_engine::rules::matchplay::MatchRng;
use en_garde_engine::rules::*;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

/// Plays `steps` random actions from a fresh deal.
pub(crate) fn random_position(rules: RoundRules, starter: Side, rng: &mut MatchRng, steps: usize) -> Round {
    let mut r = Round::deal(rules, starter, rng);
    let mut list = ActionList::new();
    for _ in 0..steps {
        let Some(side) = r.to_act() else { break };
        r.legal_actions(&mut list);
        r.apply(side, list[rng.random_range(0..list.len())]).unwrap();
    }
    r
}

/// The same round with the viewer's hidden cards (opponent's hand, pile, set-aside)
/// reshuffled among themselves.
pub(crate) fn reshuffle_hidden(r: &Round, viewer: Side, rng: &mut MatchRng) -> Round {
    let opp = viewer.opponent();
    let mut hidden = r.hand(opp).plus(&r.draw_pile().contents()).plus(r.set_aside()).to_vec();
    hidden.shuffle(rng);
    let n = r.hand(opp).len() as usize;
    let hand = Cards::from_values(&hidden[..n]).unwrap();
    let pile = &hidden[n..n + r.draw_pile().len() as usize];
    r.with_hidden(viewer, hand, pile).unwrap()
}

/// R7.2: hands and the pile order are private.
#[test]
fn observation_holds_no_trace_of_the_opponents_hand_or_the_pile_order() {
    let mut rng = MatchRng::seed_from_u64(7);
    let mut differing_states = 0;
    for i in 0..3000 {
        let level = Level::ALL[i % 4];
        let rules = RuleSet::for_level(level).round_rules(if i % 8 == 3 { Some(DuellCard::D7) } else { None });
        let r = random_position(rules, Side::Left, &mut rng, i % 12);
        if r.is_over() {
            continue;
        }
        for viewer in Side::BOTH {
            let other = reshuffle_hidden(&r, viewer, &mut rng);
            if other != r {
                differing_states += 1;
            }
            assert_eq!(
                Observation::of(&r, viewer, [1, 2], 5),
                Observation::of(&other, viewer, [1, 2], 5),
                "the view of {viewer} changed with hidden cards only"
            );
        }
    }
    assert!(differing_states > 1000, "the test must actually vary hidden cards ({differing_states})");
}

/// Positions, scores, hand sizes, pile count, the discard top and every card played are
/// public (R7.1).
#[test]
fn observation_has_own_hand_and_public_facts_only() {
    let mut rng = MatchRng::seed_from_u64(3);
    let r = random_position(RoundRules::of_level(Level::Advanced), Side::Left, &mut rng, 4);
    let o = Observation::of(&r, Side::Right, [0, 3], 5);
    assert_eq!(o.hand, *r.hand(Side::Right));
    assert_eq!(o.opponent_hand, None);
    assert_eq!(o.opponent_hand_size, r.hand(Side::Left).len(), "R7.1: hand sizes are public");
    assert_eq!(o.draw_pile_len, r.draw_pile().len(), "R7.1: the pile's count is public");
    assert_eq!(o.history(), r.history());
    assert_eq!(o.discard_top, r.discard_top());
    assert_eq!(o.discard, *r.discard());
    assert_eq!(o.scores, [0, 3]);
    // Everything unseen by Right is exactly Left's hand plus the pile.
    assert_eq!(o.unseen(), r.hand(Side::Left).plus(&r.draw_pile().contents()));
}

#[test]
fn open_hands_show_the_opponents_hand_under_d4_only() {
    let mut rng = MatchRng::seed_from_u64(11);
    let d4 = RuleSet::duell(true).round_rules(Some(DuellCard::D4));
    let r = random_position(d4, Side::Left, &mut rng, 2);
    let o = Observation::of(&r, Side::Left, [0, 0], 5);
    assert_eq!(o.opponent_hand, Some(*r.hand(Side::Right)));
    assert_eq!(o.unseen(), r.draw_pile().contents());
    let d5 = RuleSet::duell(true).round_rules(Some(DuellCard::D5));
    let r = random_position(d5, Side::Left, &mut rng, 2);
    assert_eq!(Observation::of(&r, Side::Left, [0, 0], 5).opponent_hand, None);
}

#[test]
fn determinisation_keeps_what_the_viewer_knows() {
    let mut rng = MatchRng::seed_from_u64(5);
    for i in 0..500 {
        let r = random_position(RoundRules::of_level(Level::ALL[i % 4]), Side::Left, &mut rng, i % 10);
        let viewer = if i % 2 == 0 { Side::Left } else { Side::Right };
        let o = Observation::of(&r, viewer, [0, 0], 5);
        let d = o.determinize(&mut rng);
        assert_eq!(Observation::of(&d, viewer, [0, 0], 5), o);
        assert_eq!(d.all_cards(), Cards::FULL_DECK);
    }
}

#[test]
fn played_cards_are_public_for_the_tracker() {
    // R2.4: every card played this round was seen; the tracker lists them.
    let mut rng = MatchRng::seed_from_u64(9);
    let r = random_position(RoundRules::of_level(Level::Standard), Side::Left, &mut rng, 6);
    let o = Observation::of(&r, Side::Left, [0, 0], 5);
    let mut played = Cards::EMPTY;
    let mut last_attack = None;
    for p in o.history() {
        match p.action {
            Action::Move { card, .. } | Action::Retreat { card } => played.add(card),
            Action::Attack { value, count } => {
                played.add_n(value, count);
                last_attack = Some((value, count));
            }
            Action::AdvanceAttack { advance, value, count } => {
                played.add(advance);
                played.add_n(value, count);
                last_attack = Some((value, count));
            }
            Action::Parry => {
                let (v, k) = last_attack.unwrap();
                played.add_n(v, k);
            }
        }
    }
    assert_eq!(o.discard, played);
    assert!(!RuleSet::advanced().played_cards_tracker, "R2.4: off by default");
}

/// R1.4, R1.3: a view tells the distance, `right_pos - left_pos`, and the viewer's own
/// space, whichever side it is.
#[test]
fn a_view_tells_the_distance_and_the_viewers_own_space() {
    let r = Round::from_position(&round::Position {
        rules: RoundRules::of_level(Level::Advanced),
        left_pos: 8,
        right_pos: 13,
        left_hand: Cards::from_values(&[1, 2, 3, 5, 5]).unwrap(),
        right_hand: Cards::from_values(&[1, 2, 3, 4, 4]).unwrap(),
        draw_pile: vec![1, 2, 3],
        to_act: Side::Left,
    })
    .unwrap();
    let left = Observation::of(&r, Side::Left, [0, 0], 5);
    let right = Observation::of(&r, Side::Right, [0, 0], 5);
    assert_eq!((left.distance(), right.distance()), (5, 5));
    assert_eq!((left.my_pos(), right.my_pos()), (8, 13));
}

/// R1.2: every action plays at least one of the 25 cards, so a round holds at most 25
/// actions: a view built from its parts takes a history of 25 and refuses a longer one,
/// keeping the history it had.
#[test]
fn a_views_history_holds_at_most_25_actions() {
    let mut rng = MatchRng::seed_from_u64(2);
    let r = random_position(RoundRules::of_level(Level::Standard), Side::Left, &mut rng, 0);
    let mut o = Observation::of(&r, Side::Left, [0, 0], 5);
    let step = Played { who: Side::Left, action: Action::Move { dir: Dir::Forward, card: 1 } };
    o.set_history(&[step; 25]).unwrap();
    assert_eq!(o.history(), [step; 25]);
    let err = o.set_history(&[step; 26]).unwrap_err();
    assert_eq!(err, "26 actions in one round; at most 25 fit (R1.2)");
    assert_eq!(o.history().len(), 25, "a refused history changes nothing");
}
