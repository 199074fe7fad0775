//! The bot protocol (shared/BOT_PROTOCOL.md): requests built from real rounds give exactly
//! the engine's own observation; every answer is a legal action; malformed or impossible
//! requests get an error line, never a crash (the `en-garde bot` binary
//! itself: `tests/it/cli.rs`).

use en_garde_engine::ai::protocol::{ProtocolError, WireAction, parse_request, respond};
use en_garde_engine::ai::{BotLevel, make_bot_with};
use en_garde_engine::rules::matchplay::MatchRng;
use en_garde_engine::rules::*;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};

/// The protocol's request for `viewer`, to act in `r`.
fn request_of(r: &Round, viewer: Side, scores: [u8; 2], target: u8) -> Value {
    let (phase, pending) = match r.phase() {
        Phase::Defend(a) => ("Defend", json!({"value": a.value, "count": a.count, "indirect": a.indirect})),
        _ => ("Turn", Value::Null),
    };
    let history: Vec<Value> = r
        .history()
        .iter()
        .map(|p| {
            let mut v = serde_json::to_value(WireAction::from(p.action)).unwrap();
            v["who"] = json!(p.who.name());
            v
        })
        .collect();
    let mut req = json!({
        "level": r.rules().level.name(), "you": viewer.name(),
        "left_pos": r.pos(Side::Left), "right_pos": r.pos(Side::Right),
        "hand": r.hand(viewer).to_vec(), "opponent_hand_size": r.hand(viewer.opponent()).len(),
        "draw_pile": r.draw_pile().len(), "phase": phase, "pending": pending, "history": history,
        "score": {"left": scores[0], "right": scores[1]}, "target": target, "think_ms": 50
    });
    if let Some(card) = r.rules().duell_card {
        req["duell_card"] = serde_json::to_value(card).unwrap();
    }
    if r.rules().open_hands() {
        req["opponent_hand"] = json!(r.hand(viewer.opponent()).to_vec());
    }
    req
}

fn rules_for(i: usize) -> RoundRules {
    let duell = |c| RuleSet::duell(true).round_rules(Some(c));
    match i % 9 {
        0..=2 => RoundRules::of_level(Level::Advanced),
        3 => RoundRules::of_level(Level::Standard),
        4 => RoundRules::of_level(Level::Duell),
        5 => duell(DuellCard::D4),
        6 => duell(DuellCard::D5),
        7 => duell(DuellCard::D6),
        _ => duell(DuellCard::D7),
    }
}

/// Every request built from a real round, at every rule level and Duell card, turns into
/// exactly the observation the engine gives that player — history, discard pile, pending
/// attack, last card drawn and all.
#[test]
fn requests_from_real_rounds_give_the_engines_observation() {
    let mut rng = MatchRng::seed_from_u64(21);
    let mut list = ActionList::new();
    let mut checked = 0;
    for i in 0..600 {
        let mut r = Round::deal(rules_for(i), Side::BOTH[i % 2], &mut rng);
        while let Some(side) = r.to_act() {
            let req = request_of(&r, side, [1, 3], 5);
            let parsed = parse_request(&req.to_string()).unwrap_or_else(|e| panic!("{e}: {req}"));
            assert_eq!(parsed.observation, Observation::of(&r, side, [1, 3], 5), "{req}");
            checked += 1;
            r.legal_actions(&mut list);
            r.apply(side, list[rng.random_range(0..list.len())]).unwrap();
        }
    }
    assert!(checked > 5000, "{checked}");
}

/// Answers are legal actions in the documented format, for every level.
#[test]
fn answers_are_legal_actions_in_the_wire_format() {
    let mut rng = MatchRng::seed_from_u64(5);
    let mut list = ActionList::new();
    for (i, level) in BotLevel::ALL.into_iter().cycle().take(70).enumerate() {
        let mut bot = make_bot_with(level, i as u64, Some(200));
        let r = {
            let mut r = Round::deal(rules_for(i), Side::Left, &mut rng);
            for _ in 0..(i % 9) {
                let Some(side) = r.to_act() else { break };
                r.legal_actions(&mut list);
                r.apply(side, list[rng.random_range(0..list.len())]).unwrap();
            }
            r
        };
        let Some(side) = r.to_act() else { continue };
        let answer = respond(&request_of(&r, side, [0, 0], 5).to_string(), bot.as_mut(), None);
        let v: Value = serde_json::from_str(&answer).unwrap();
        assert!(v.get("action").is_some(), "{answer}");
        let action: Action = serde_json::from_value::<WireAction>(v).unwrap().into();
        assert!(r.is_legal(side, action), "{level}: {answer}");
    }
}

#[test]
fn the_documented_example_is_answered() {
    let line = r#"{"level":"Advanced","you":"Left","left_pos":3,"right_pos":20,
 "hand":[1,2,2,4,5],"opponent_hand_size":5,"draw_pile":13,
 "phase":"Turn","pending":null,
 "history":[{"who":"Left","action":"Move","dir":"Forward","card":2},
            {"who":"Right","action":"Move","dir":"Forward","card":3}],
 "score":{"left":1,"right":2},"target":5,"think_ms":500}"#
        .replace('\n', "");
    let mut bot = make_bot_with(BotLevel::Hard, 1, Some(500));
    let answer = respond(&line, bot.as_mut(), None);
    let v: Value = serde_json::from_str(&answer).unwrap();
    assert!(["Move", "Attack", "AdvanceAttack"].contains(&v["action"].as_str().unwrap()), "{answer}");
}

fn base() -> Value {
    json!({"level":"Advanced","you":"Left","left_pos":3,"right_pos":20,
        "hand":[1,2,2,4,5],"opponent_hand_size":5,"draw_pile":13,"phase":"Turn","pending":null,
        "history":[{"who":"Left","action":"Move","dir":"Forward","card":2},
                   {"who":"Right","action":"Move","dir":"Forward","card":3}],
        "score":{"left":1,"right":2},"target":5})
}

fn with(mut v: Value, key: &str, x: Value) -> String {
    v[key] = x;
    v.to_string()
}

/// Malformed lines and impossible positions: an error line each, with a reason.
#[test]
fn bad_requests_get_an_error_line() {
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "malformed"),
        ("not json".into(), "malformed"),
        ("{}".into(), "malformed"),
        ("[1,2,3]".into(), "malformed"),
        ("null".into(), "malformed"),
        ("{\"level\":".into(), "malformed"),
        (with(base(), "level", json!("Expert")), "malformed"),
        (with(base(), "left_pos", json!(-3)), "malformed"),
        (with(base(), "left_pos", json!(1e30)), "malformed"),
        (with(base(), "hand", json!("12245")), "malformed"),
        (with(base(), "left_pos", json!(0)), "1..=23"),
        (with(base(), "right_pos", json!(24)), "1..=23"),
        (with(with(base(), "left_pos", json!(20)).parse().unwrap(), "right_pos", json!(20)), "left of"),
        (with(base(), "hand", json!([1, 2, 2, 4, 5, 5])), "hand size"),
        (with(base(), "hand", json!([1, 2, 2, 4, 9])), "outside 1..=5"),
        (with(base(), "hand", json!([3, 3, 3, 3, 3])), "deck has five"),
        (with(base(), "opponent_hand_size", json!(6)), "hand size"),
        (with(base(), "draw_pile", json!(12)), "not 25"),
        (with(base(), "phase", json!("Defend")), "without a pending"),
        (with(base(), "pending", json!({"value":3,"count":1,"indirect":false})), "Turn with a pending"),
        (with(base(), "history", json!([{"who":"Left","action":"Parry"}])), "parries"),
        (with(base(), "history", json!([{"who":"Left","action":"Move","dir":"Forward","card":2}])), "positions"),
        (with(base(), "history", json!([{"who":"Left","action":"Dance"}])), "malformed"),
        (with(base(), "score", json!({"left":5,"right":0})), "match would be over"),
        (with(base(), "opponent_hand", json!([1, 1, 1, 3, 3])), "open hands"),
        (with(base(), "duell_card", json!("D7")), "Duell level"),
        // R3, R4.2: nothing is parried in Basic, so no Basic request can be a defence.
        (
            with(
                with(with(base(), "level", json!("Basic")).parse().unwrap(), "phase", json!("Defend")).parse().unwrap(),
                "pending",
                json!({"value":4,"count":1,"indirect":false}),
            ),
            "no defence",
        ),
        // R8 D5: no backward move can be in the history.
        (
            with(
                with(with(base(), "level", json!("Duell")).parse().unwrap(), "duell_card", json!("D5"))
                    .parse()
                    .unwrap(),
                "history",
                json!([{"who":"Left","action":"Move","dir":"Forward","card":3},
                       {"who":"Right","action":"Move","dir":"Forward","card":3},
                       {"who":"Left","action":"Move","dir":"Back","card":1}]),
            ),
            "D5",
        ),
        (
            with(
                with(base(), "phase", json!("Defend")).parse().unwrap(),
                "pending",
                json!({"value":17,"count":1,"indirect":false}),
            ),
            "card values are 1..=5",
        ),
    ];
    let mut bot = make_bot_with(BotLevel::Hard, 1, Some(50));
    for (line, why) in cases {
        let answer = respond(&line, bot.as_mut(), None);
        let v: Value = serde_json::from_str(&answer).unwrap_or_else(|_| panic!("not JSON: {answer}"));
        let msg = v["error"].as_str().unwrap_or_else(|| panic!("no error for {line}: {answer}"));
        assert!(msg.contains(why), "{line} -> {msg} (expected {why:?})");
    }
    // A typed error for callers of the pure function.
    assert!(matches!(parse_request("x"), Err(ProtocolError::Malformed(_))));
    assert!(matches!(parse_request(&with(base(), "left_pos", json!(0))), Err(ProtocolError::Impossible(_))));
}

/// No input — any bytes at all — makes the protocol panic.
#[test]
fn random_garbage_never_panics() {
    let mut rng = MatchRng::seed_from_u64(77);
    let mut bot = make_bot_with(BotLevel::Normal, 1, None);
    let good = base().to_string();
    let (mut refused, mut answered) = (0, 0);
    for _ in 0..3000 {
        let mut bytes = good.clone().into_bytes();
        for _ in 0..rng.random_range(1..6) {
            let i = rng.random_range(0..bytes.len());
            bytes[i] = b"0123456789-,:{}[]\"aeLRT. "[rng.random_range(0..25)];
        }
        let line = String::from_utf8_lossy(&bytes);
        let answer = respond(&line, bot.as_mut(), None);
        // A line the protocol refuses is answered with exactly its reason; one it takes is
        // answered with a legal action in the view it read — never both, never an internal
        // error.
        match parse_request(&line) {
            Err(e) => {
                refused += 1;
                assert_eq!(answer, json!({ "error": e.to_string() }).to_string(), "{line}");
            }
            Ok(req) => {
                answered += 1;
                let wire: WireAction = serde_json::from_str(&answer).unwrap_or_else(|e| panic!("{answer}: {e}"));
                let mut legal = ActionList::new();
                req.observation.determinize(&mut MatchRng::seed_from_u64(1)).legal_actions(&mut legal);
                assert!(legal.contains(&Action::from(wire)), "{line} -> {answer}");
            }
        }
    }
    // The garbage reaches both answers.
    assert!(refused > 1000 && answered > 20, "refused {refused}, answered {answered}");
}

/// `shared/breakit/bot_impossible_views.jsonl` (copied to `tests/breakit/`): twelve views
/// no real round can produce — a side acting twice, hands short at the deal, a pending
/// attack missing from the history or unlike it, an attack answered by a plain move, a
/// retreat from a direct attack, an attack value that is not the distance, indirect attacks
/// at Standard and Duell. Replayed through the rules, each is refused with its reason.
#[test]
fn impossible_views_are_refused_with_the_rules_reason() {
    let root = crate::project::project_root();
    let lines = std::fs::read_to_string(root.join("tests/breakit/bot_impossible_views.jsonl")).unwrap();
    let expected = [
        "Right's turn, not Left's",
        "entry 2 (Right: advance 1) is refused by the rules: it is Left's turn",
        "the hands hold 5 and 5 cards",
        "the hands hold 5 and 5 cards",
        "the round is at a normal turn",
        "the round is at the answer to the direct attack with a 2, the request says the answer to the indirect",
        "the hands hold 5 and 5 cards",
        "you must answer the attack first",
        "you can retreat only from an indirect attack",
        "an attack needs cards equal to the distance, 2, not 3",
        "indirect attacks exist only at the Advanced level",
        "indirect attacks exist only at the Advanced level",
    ];
    let mut bot = make_bot_with(BotLevel::Random, 1, None);
    let mut n = 0;
    for (line, says) in lines.lines().zip(expected) {
        let answer: Value = serde_json::from_str(&respond(line, bot.as_mut(), None)).unwrap();
        let error = answer["error"].as_str().unwrap_or_else(|| panic!("line {}: answered {answer}", n + 1));
        assert!(error.contains(says), "line {}: {error}", n + 1);
        n += 1;
    }
    assert_eq!(n, 12);
}
