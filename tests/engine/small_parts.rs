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

/// A round at a set position: `level` rules, Left at 8 and Right at 12 (distance 4), the
/// hands and the draw pile (top first) as given, Left to act.
fn round_at(level: &str, left: &str, right: &str, pile: &str) -> Round {
    round_on(level, (8, 12), left, right, pile)
}

/// [`round_at`] with the fencers on the spaces `at` (Left's, Right's).
fn round_on(level: &str, at: (u8, u8), left: &str, right: &str, pile: &str) -> Round {
    let (l, r) = at;
    let text = format!(
        r#"Scenario(name: "parts", rules: ["R4.1"], level: {level}, left_pos: {l}, right_pos: {r},
        left_hand: {left}, right_hand: {right}, draw_pile: {pile}, to_act: Left,
        steps: [], expect: (outcome: Ongoing))"#
    );
    let s = scenario::Scenario::parse(&text, std::path::Path::new("parts.ron")).unwrap();
    Round::from_position(&s.position().unwrap()).unwrap()
}

/// R4.1–R4.3: `is_legal` is the rules' check: every generated action is legal, and an
/// attack at the wrong distance, a card not held, a move off the piste are not.
#[test]
fn is_legal_agrees_with_the_rules_check() {
    let round = round_at("Advanced", "[4, 1, 2, 2, 3]", "[5, 5, 1, 3, 4]", "[1, 2, 3, 5, 1]");
    let mut list = ActionList::new();
    round.legal_actions(&mut list);
    assert!(!list.is_empty());
    for &a in list.as_slice() {
        assert!(round.is_legal(Side::Left, a), "{a:?} is generated, so legal");
    }
    for a in [
        Action::Attack { value: 3, count: 1 },
        Action::Move { dir: Dir::Forward, card: 5 },
        Action::Parry,
        Action::AdvanceAttack { advance: 1, value: 4, count: 1 },
    ] {
        assert!(!round.is_legal(Side::Left, a), "{a:?}");
        assert!(round.check(Side::Left, a).is_err(), "{a:?}");
    }
    assert!(!round.is_legal(Side::Right, Action::Attack { value: 4, count: 1 }), "not Right's turn (R2.3)");
}

/// R4.1, R4.3, R5.2: where each action leaves the fencer, and `None` off the piste.
#[test]
fn the_destination_of_each_action() {
    let round = round_at("Advanced", "[4, 1, 2, 2, 3]", "[5, 5, 1, 3, 4]", "[1, 2, 3, 5, 1]");
    let at = |side, action| round.destination(side, action);
    assert_eq!(at(Side::Left, Action::Move { dir: Dir::Forward, card: 2 }), Some(10));
    assert_eq!(at(Side::Left, Action::Move { dir: Dir::Back, card: 3 }), Some(5));
    assert_eq!(at(Side::Right, Action::Move { dir: Dir::Forward, card: 3 }), Some(9));
    assert_eq!(at(Side::Right, Action::Move { dir: Dir::Back, card: 5 }), Some(17));
    assert_eq!(at(Side::Left, Action::AdvanceAttack { advance: 1, value: 3, count: 1 }), Some(9));
    assert_eq!(at(Side::Left, Action::Retreat { card: 4 }), Some(4));
    assert_eq!(at(Side::Left, Action::Attack { value: 4, count: 1 }), Some(8));
    assert_eq!(at(Side::Right, Action::Parry), Some(12));
    // Off the piste: Left on space 2 back by 3, Right on 22 back by 2.
    let ends = round_on("Advanced", (2, 22), "[5, 5, 3, 1, 1]", "[4, 4, 2, 3, 3]", "[1, 2, 3, 2, 1]");
    assert_eq!(ends.destination(Side::Left, Action::Move { dir: Dir::Back, card: 3 }), None);
    assert_eq!(ends.destination(Side::Left, Action::Move { dir: Dir::Back, card: 1 }), Some(1));
    assert_eq!(ends.destination(Side::Right, Action::Move { dir: Dir::Back, card: 2 }), None);
    assert_eq!(ends.destination(Side::Right, Action::Move { dir: Dir::Back, card: 1 }), Some(23));
}

/// R6.1, R6.3: how a round ended, in facts: the attack that hit (direct or indirect) and
/// who drew the pile's last card.
#[test]
fn a_rounds_ending_names_the_hit_and_the_last_drawer() {
    // Left attacks with a 4 at distance 4; Right holds no 4 and cannot retreat from a
    // direct attack (R5.2): a hit.
    let mut round = round_at("Advanced", "[4, 1, 2, 2, 3]", "[5, 5, 1, 3, 2]", "[1, 2, 3, 5, 1]");
    assert!(round.ending().is_none(), "not over");
    round.apply(Side::Left, Action::Attack { value: 4, count: 1 }).unwrap();
    let end = round.ending().expect("over");
    assert_eq!(end.result, RoundResult::Won { winner: Side::Left, reason: WinReason::Hit });
    assert_eq!(end.hit_by, Some(Attack { value: 4, count: 1, indirect: false }));
    assert_eq!(end.distance, 4);
    // An indirect attack: advance 1, attack with a 3, on Right at space 23, which holds no
    // 3 and has no room to retreat (R5.2).
    let mut round = round_on("Advanced", (19, 23), "[1, 3, 2, 2, 2]", "[5, 5, 1, 4, 2]", "[1, 2, 3, 5, 1]");
    round.apply(Side::Left, Action::AdvanceAttack { advance: 1, value: 3, count: 1 }).unwrap();
    let end = round.ending().expect("a hit");
    assert_eq!(end.hit_by, Some(Attack { value: 3, count: 1, indirect: true }));
    assert_eq!(end.distance, 3);
    // The pile's last card: one card in the pile, Left moves and draws it (R4.6, R6.3).
    let mut round = round_at("Standard", "[4, 1, 2, 2, 3]", "[5, 5, 1, 3, 2]", "[1]");
    assert_eq!(round.last_card_drawn_by(), None);
    round.apply(Side::Left, Action::Move { dir: Dir::Forward, card: 1 }).unwrap();
    assert_eq!(round.last_card_drawn_by(), Some(Side::Left));
}

/// R3: which levels have the parry, the indirect attack and the card count at the pile's
/// end; each level and Duell card is named.
#[test]
fn the_levels_and_their_names() {
    let parry: Vec<bool> = Level::ALL.iter().map(|l| l.has_parry()).collect();
    assert_eq!(parry, [false, true, true, true]);
    let names: Vec<String> = Level::ALL.iter().map(|l| l.to_string()).collect();
    assert_eq!(names, ["Basic", "Standard", "Advanced", "Duell"]);
    let words: Vec<&str> = DuellCard::ALL.iter().map(|c| c.describe()).collect();
    assert_eq!(words[0], "normal round");
    let mut distinct = words.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), words.len(), "each Duell card has words of its own: {words:?}");
}

/// A rule set's target score is 1..=15 and its hand size 1..=10; outside, it is refused
/// with the field and the value.
#[test]
fn a_rule_set_out_of_range_is_refused() {
    let mut r = RuleSet::standard();
    assert_eq!(r.validate(), Ok(()));
    for (score, ok) in [(0, false), (1, true), (15, true), (16, false)] {
        r.target_score = score;
        assert_eq!(r.validate().is_ok(), ok, "target {score}");
    }
    r.target_score = 5;
    assert_eq!(r.validate(), Ok(()));
    for (hand, ok) in [(0, false), (1, true), (10, true), (11, false)] {
        r.hand_size = hand;
        let v = r.validate();
        assert_eq!(v.is_ok(), ok, "hand {hand}");
        if !ok {
            assert_eq!(v, Err(RuleSetError::HandSize(hand)));
        }
    }
}

/// A change of level keeps the player's own choices (R2.1 target, R2.2 hand size, R2.3 who
/// starts round 1, R2.4 tracker) and takes the new level's own rules (Duell: the loser
/// starts, R8; its special cards off until asked for); the same level changes nothing.
#[test]
fn a_change_of_level_keeps_the_players_choices() {
    let mine = RuleSet {
        target_score: 7,
        hand_size: 6,
        first_starter: Side::Right,
        played_cards_tracker: true,
        final_retreat_skips_card_count: true,
        ..RuleSet::advanced()
    };
    assert_eq!(mine.with_level(Level::Advanced), mine, "the same level changes nothing");
    for level in [Level::Basic, Level::Standard, Level::Duell] {
        let new = mine.with_level(level);
        assert_eq!(new.level, level);
        assert_eq!(
            (new.target_score, new.hand_size, new.first_starter, new.played_cards_tracker),
            (7, 6, Side::Right, true),
            "{level:?}"
        );
        assert_eq!(new.starter, RuleSet::for_level(level).starter, "{level:?}: the level's own starter rule");
        assert!(!new.final_retreat_skips_card_count && !new.duell_special_cards, "{level:?}");
        assert!(new.validate().is_ok(), "{level:?}");
    }
    assert_eq!(mine.with_level(Level::Duell).starter, StarterRule::Loser, "R8");
}

/// The presets (R2, R3, R8): each valid with the tracker off, ids and messages unique and
/// of the documented shape, the rulebook's four levels each offered as their own preset;
/// choosing one sets every rule but keeps the tracker (R2.4), and rules are recognised as
/// the preset they came from until a rule is changed.
#[test]
fn presets_set_every_rule_but_the_tracker_and_are_recognised() {
    let ids: std::collections::HashSet<_> = PRESETS.iter().map(|p| p.id).collect();
    let messages: std::collections::HashSet<_> = PRESETS.iter().map(|p| p.message).collect();
    assert_eq!((ids.len(), messages.len()), (PRESETS.len(), PRESETS.len()), "ids and messages are unique");
    for p in PRESETS {
        assert_eq!(p.message, format!("preset-{}", p.id));
        assert!(p.id.chars().all(|c| c.is_ascii_lowercase() || c == '-'), "{}", p.id);
        assert!(p.rules.validate().is_ok() && !p.rules.played_cards_tracker, "{}", p.id);
    }
    for level in Level::ALL {
        assert!(PRESETS.iter().any(|p| p.rules == RuleSet::for_level(level)), "{level:?} is a preset");
    }
    let mine = RuleSet {
        target_score: 11,
        hand_size: 2,
        first_starter: Side::Right,
        played_cards_tracker: true,
        ..RuleSet::basic()
    };
    assert_eq!(mine.preset(), None, "rules of one's own");
    for p in PRESETS {
        let chosen = mine.with_preset(p);
        assert_eq!(chosen, RuleSet { played_cards_tracker: true, ..p.rules }, "{}", p.id);
        assert_eq!(chosen.preset().map(|q| q.id), Some(p.id), "recognised with the tracker on");
        let changed = RuleSet { target_score: if chosen.target_score == 1 { 2 } else { 1 }, ..chosen };
        assert!(changed.preset().is_none_or(|q| q.id != p.id), "{}: changed, no longer the preset", p.id);
    }
}
