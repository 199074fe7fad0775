//! The replay screen's cursor (`persist::replay`): forward and back through a record, the
//! match at every position rebuilt through the rules.

use super::{random_record, vs_computer};
use en_garde_engine::persist::ReplayCursor;
use en_garde_engine::persist::verify::VerifyError;
use en_garde_engine::rules::{DuellCard, Match, MatchHistory, MatchPhase, MatchStep, Round, RuleSet, Side};

/// Everything a player sees of a match, and what decides its future.
fn state(m: &Match) -> (Round, [u8; 2], u32, MatchPhase, Option<DuellCard>, Side) {
    (*m.round(), m.scores(), m.round_number(), m.phase(), m.duell_card(), m.starter())
}

/// The match after the first `n` steps of `steps`, re-played from the start.
fn after(rules: RuleSet, seed: u64, steps: &[MatchStep], n: usize) -> Match {
    MatchHistory::with_steps(rules, seed, steps.to_vec()).replay_to(n).unwrap()
}

/// Forward one step at a time to the end, then back one at a time to the start: at every
/// position the match is the one the rules make of that many steps, the step before and
/// the step after are the record's, and the ends are told.
#[test]
fn the_cursor_walks_the_record_both_ways() {
    let rec = random_record(RuleSet::duell(true), 123, vs_computer(), 1_700_000_000, None);
    let (rules, seed, steps) = (rec.rules, rec.seed, rec.steps.clone());
    let n = steps.len();
    let mut c = ReplayCursor::from_record(&rec).unwrap();
    assert_eq!((c.position(), c.len(), c.is_empty()), (0, n, false));
    assert_eq!(c.steps(), steps.as_slice());
    let check = |c: &ReplayCursor, k: usize| {
        assert_eq!(c.position(), k);
        assert_eq!(state(c.game()), state(&after(rules, seed, &steps, k)), "after {k} steps");
        assert_eq!(c.last_step(), k.checked_sub(1).map(|i| &steps[i]));
        assert_eq!(c.next_step(), steps.get(k));
        assert_eq!((c.at_start(), c.at_end()), (k == 0, k == n));
    };
    check(&c, 0);
    assert!(!c.back(), "nothing before the start");
    check(&c, 0);
    for k in 1..=n {
        assert!(c.forward());
        check(&c, k);
    }
    assert!(!c.forward(), "nothing after the end");
    check(&c, n);
    assert_eq!(c.game().winner(), Some(rec.result.winner));
    assert_eq!(c.game().scores(), rec.result.scores);
    for k in (0..n).rev() {
        assert!(c.back());
        check(&c, k);
    }
}

/// Seeking goes to any position, forward or back, clamped to the record; to the start
/// and to the end too.
#[test]
fn the_cursor_seeks_any_position() {
    let rec = random_record(RuleSet::advanced(), 9, vs_computer(), 0, None);
    let (rules, seed, steps) = (rec.rules, rec.seed, rec.steps.clone());
    let n = steps.len();
    let mut c = ReplayCursor::new(rules, seed, steps.clone()).unwrap();
    for target in [10, 3, 3, n - 1, 0, n / 2, n, 1, n + 50] {
        assert!(c.seek(target));
        let k = target.min(n);
        assert_eq!(c.position(), k, "seek {target}");
        assert_eq!(state(c.game()), state(&after(rules, seed, &steps, k)), "seek {target}");
    }
    c.to_start();
    assert!(c.at_start());
    assert_eq!(state(c.game()), state(&after(rules, seed, &steps, 0)));
    c.to_end();
    assert!(c.at_end() && c.position() == n);
    assert!(c.game().is_over());
}

/// A record of no steps is at its start and its end at once; one whose steps the rules
/// refuse, or whose rules are out of range, gives no cursor.
#[test]
fn an_empty_or_refused_record_is_told() {
    let mut c = ReplayCursor::new(RuleSet::basic(), 1, Vec::new()).unwrap();
    assert!(c.is_empty() && c.at_start() && c.at_end());
    assert_eq!((c.len(), c.position()), (0, 0));
    assert!(!c.forward() && !c.back());
    assert_eq!(state(c.game()), state(&Match::new(RuleSet::basic(), 1)));
    let refused = ReplayCursor::new(RuleSet::basic(), 1, vec![MatchStep::NextRound]);
    assert!(matches!(refused, Err(VerifyError::Refused { index: 0, step: MatchStep::NextRound, .. })));
    let bad = RuleSet { hand_size: 0, ..RuleSet::basic() };
    assert!(matches!(ReplayCursor::new(bad, 1, Vec::new()), Err(VerifyError::BadRules(_))));
}
