//! The rules' small parts, each checked for what it returns: actions (R4.1–R5.2) and
//! their words, the fixed list legal-action generation fills, a hand of cards and the draw
//! pile (R2.2). The mutation run (README, "A measure of the tests") found these changed
//! without any engine test noticing: the game used them, the engine's tests did not.

use en_garde_engine::rules::action::{MAX_ACTIONS, count_of};
use en_garde_engine::rules::*;

/// Every kind of action, one of each.
fn one_of_each() -> [Action; 6] {
    [
        Action::Move { dir: Dir::Forward, card: 3 },
        Action::Move { dir: Dir::Back, card: 2 },
        Action::Attack { value: 4, count: 2 },
        Action::AdvanceAttack { advance: 1, value: 3, count: 1 },
        Action::Parry,
        Action::Retreat { card: 5 },
    ]
}

/// R4.2, R4.3: only a direct or an indirect attack is an attack.
#[test]
fn only_direct_and_indirect_attacks_are_attacks() {
    let attacks: Vec<bool> = one_of_each().iter().map(Action::is_attack).collect();
    assert_eq!(attacks, [false, false, true, true, false, false]);
}

/// R1.3, R4.1, R4.3, R5.2: Left goes towards space 23 (+1) when it advances, Right towards
/// space 1 (-1); a move back and a retreat go the other way; a direct attack and a parry
/// stay.
#[test]
fn each_action_heads_the_way_its_fencer_faces() {
    let left: Vec<i8> = one_of_each().iter().map(|a| a.heading(Side::Left)).collect();
    let right: Vec<i8> = one_of_each().iter().map(|a| a.heading(Side::Right)).collect();
    assert_eq!(left, [1, -1, 0, 1, 0, -1]);
    assert_eq!(right, [-1, 1, 0, -1, 0, 1]);
}

/// The words of a number of cards of one value, and of each action.
#[test]
fn actions_are_said_in_words() {
    let said: Vec<String> = (1..=6).map(|n| count_of(4, n)).collect();
    assert_eq!(said, ["a 4", "two 4s", "three 4s", "four 4s", "five 4s", "6 × 4"]);
    let described: Vec<String> = one_of_each().iter().map(Action::describe).collect();
    assert_eq!(
        described,
        [
            "advance 3",
            "retreat 2",
            "attack with two 4s",
            "advance 1 and attack with a 3",
            "parry",
            "retreat 5 from the attack"
        ]
    );
}

/// The list legal-action generation fills holds `MAX_ACTIONS`, keeps them in order, and
/// past that ignores what is pushed (it cannot happen for legal actions); its debug form
/// lists them.
#[test]
fn the_action_list_holds_its_capacity_in_order() {
    let mut list = ActionList::new();
    for k in 0..MAX_ACTIONS + 3 {
        list.push(Action::Move { dir: Dir::Forward, card: (k % 5) as u8 + 1 });
    }
    assert_eq!(list.len(), MAX_ACTIONS);
    let cards: Vec<u8> = list
        .as_slice()
        .iter()
        .map(|a| match a {
            Action::Move { card, .. } => *card,
            other => panic!("{other:?}"),
        })
        .collect();
    let want: Vec<u8> = (0..MAX_ACTIONS).map(|k| (k % 5) as u8 + 1).collect();
    assert_eq!(cards, want);
    let mut two = ActionList::new();
    two.push(Action::Parry);
    two.push(Action::Retreat { card: 2 });
    assert_eq!(format!("{two:?}"), "[Parry, Retreat { card: 2 }]");
}

/// A hand is empty only with no card; its distinct values are those held, ascending; it is
/// written as a list.
#[test]
fn a_hand_knows_its_cards() {
    assert!(Cards::EMPTY.is_empty());
    let hand = Cards::from_values(&[5, 1, 1, 3]).unwrap();
    assert!(!hand.is_empty());
    assert_eq!(hand.distinct().collect::<Vec<_>>(), [1, 3, 5]);
    assert_eq!(hand.to_string(), "[1, 1, 3, 5]");
    assert_eq!(Cards::EMPTY.to_string(), "[]");
    assert_eq!(Cards::from_values(&[2]).unwrap().to_string(), "[2]");
}

/// R2.2: a draw pile is at most the 25 cards of the deck, each 1..=5; it keeps the order it
/// was given (top first), draws from the top, and trades a card only for one it holds.
#[test]
fn the_draw_pile_keeps_its_order_and_its_bounds() {
    let full = vec![3; 25];
    assert!(DrawPile::from_top_first(&full).is_some(), "25 cards, the whole deck");
    assert!(DrawPile::from_top_first(&[3; 26]).is_none(), "more than the deck");
    assert!(DrawPile::from_top_first(&[1, 0, 2]).is_none(), "a 0");
    assert!(DrawPile::from_top_first(&[1, 6]).is_none(), "a 6");
    assert!(DrawPile::from_top_first(&[]).is_some_and(|p| p.top_first().is_empty()));
    let mut pile = DrawPile::from_top_first(&[4, 2, 5]).unwrap();
    assert_eq!(pile.top_first(), [4, 2, 5]);
    assert_eq!(format!("{pile:?}"), "DrawPile(top first: [4, 2, 5])");
    assert!(!pile.exchange(1, 3), "no 1 in the pile");
    assert_eq!(pile.top_first(), [4, 2, 5], "a failed exchange changes nothing");
    assert!(pile.exchange(2, 1));
    assert_eq!(pile.top_first(), [4, 1, 5]);
    assert_eq!(pile.draw(), Some(4));
    assert_eq!(pile.top_first(), [1, 5]);
}
