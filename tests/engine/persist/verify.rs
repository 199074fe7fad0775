//! Re-playing a stored match (`persist::verify`): the summary of every round, the result,
//! and the words for a step, a round and a fact that differs.

use super::random_match;
use en_garde_engine::persist::verify::*;
use en_garde_engine::rules::{Action, Dir, DuellCard, MatchHistory, MatchStep, RoundResult, RuleSet, Side, WinReason};

/// Every round that ended is summed up once, in order from 1: its result, the points it
/// gave (2 under D2), and the score after it, which adds up to the final score.
#[test]
fn every_round_is_summed_up_once_in_order() {
    for (rules, seed) in
        [(RuleSet::basic(), 1), (RuleSet::advanced(), 2), (RuleSet::duell(true), 3), (RuleSet::duell(true), 4)]
    {
        let history = random_match(rules, seed);
        let (game, rounds) = replay_with_rounds(&history).unwrap();
        assert!(game.is_over());
        let numbers: Vec<u32> = rounds.iter().map(|r| r.number).collect();
        assert_eq!(numbers, (1..=rounds.len() as u32).collect::<Vec<_>>());
        assert_eq!(rounds.len() as u32, game.round_number());
        let mut score = [0u8; 2];
        for r in &rounds {
            match r.result {
                RoundResult::Won { winner, .. } => {
                    let pts = if r.duell_card == Some(DuellCard::D2) { 2 } else { 1 };
                    assert_eq!(r.points, pts, "{r}");
                    score[winner.index()] += pts;
                }
                RoundResult::Draw => assert_eq!(r.points, 0),
            }
            assert_eq!(r.scores_after, score, "{r}");
        }
        assert_eq!(score, game.scores());
        let result = MatchResult::compute(rules, seed, history.steps()).unwrap();
        assert_eq!(result, MatchResult { winner: game.winner().unwrap(), scores: score, rounds, out_of_time: None });
        // Part way, only the rounds that ended so far.
        let cut = MatchHistory::with_steps(rules, seed, history.steps()[..history.steps().len() / 2].to_vec());
        let (_, some) = replay_with_rounds(&cut).unwrap();
        assert!(!some.is_empty() && some.len() < numbers.len());
        assert_eq!(MatchResult::compute(rules, seed, cut.steps()), Err(VerifyError::NotFinished));
    }
}

/// The words of a round, a fact of a result and a step.
#[test]
fn rounds_facts_and_steps_are_said_in_words() {
    let won = |winner, reason| RoundResult::Won { winner, reason };
    let round = RoundSummary {
        number: 2,
        duell_card: Some(DuellCard::D2),
        result: won(Side::Right, WinReason::DeckOutCards),
        points: 1,
        scores_after: [1, 1],
    };
    assert_eq!(round.to_string(), "round 2: Right won by DeckOutCards, 1 point, 1–1 after it (special card D2)");
    let two = RoundSummary { points: 2, scores_after: [0, 3], duell_card: None, ..round };
    assert_eq!(two.to_string(), "round 2: Right won by DeckOutCards, 2 points, 0–3 after it");
    let draw = RoundSummary { number: 5, result: RoundResult::Draw, points: 0, ..two };
    assert_eq!(draw.to_string(), "round 5: a draw, 0 points, 0–3 after it");
    let facts =
        [ResultFact::Winner(Side::Left), ResultFact::Score([5, 3]), ResultFact::Rounds(7), ResultFact::Round(draw)];
    assert_eq!(
        facts.map(|f| f.to_string()),
        ["Left won", "5–3", "7 rounds", "round 5: a draw, 0 points, 0–3 after it"]
    );
    let steps = [
        MatchStep::Act { who: Side::Left, action: Action::Move { dir: Dir::Forward, card: 3 } },
        MatchStep::NextRound,
        MatchStep::ChooseDuellCard { who: Side::Right, card: DuellCard::D5 },
    ];
    assert_eq!(
        steps.map(|s| describe_step(&s)),
        ["Left: advance 3", "next round", "Right chooses D5 (no moving backward)"]
    );
    let refused = VerifyError::Refused {
        index: 0,
        step: MatchStep::NextRound,
        error: en_garde_engine::rules::RuleError::MatchOver,
    };
    assert!(refused.to_string().starts_with("step 1 (next round) is refused by the rules: "), "{refused}");
}

/// A correspondence match whose player to decide let the clock run out (issue 26): the
/// recorded step ends it with the other side the winner at the score as it stood, the
/// result says who ran out of time, a record claiming otherwise is refused, the step is
/// refused once the match is over, and the match taken apart keeps it.
#[test]
fn a_clock_that_runs_out_ends_the_match_and_the_record_says_so() {
    use en_garde_engine::persist::{MatchRecord, UtcTime};
    let rules = RuleSet::advanced();
    let full = random_match(rules, 7);
    let half = full.steps()[..full.steps().len() / 2].to_vec();
    let (_, part_way, _) = load_with_rounds(rules, 7, half.clone()).unwrap();
    let late = part_way.decider().expect("someone decides part way");
    let mut steps = half;
    steps.push(MatchStep::OutOfTime { who: late });
    let (_, game, _) = load_with_rounds(rules, 7, steps.clone()).unwrap();
    assert!(game.is_over());
    assert_eq!(game.winner(), Some(late.opponent()));
    assert_eq!(game.lost_on_time(), Some(late));
    assert_eq!(game.scores(), part_way.scores(), "the score stays as it stood");
    let result = MatchResult::compute(rules, 7, &steps).unwrap();
    assert_eq!((result.winner, result.out_of_time), (late.opponent(), Some(late)));
    // The match taken apart and joined again still ended on the clock; parts that say a
    // clock ran out for a match not ended so are refused.
    use en_garde_engine::rules::{Match, RuleError};
    let parts = game.to_parts();
    assert_eq!(parts.public.out_of_time, Some(late));
    let joined = Match::from_parts(&parts.public, parts.hands, &parts.secrets).unwrap();
    assert_eq!((joined.lost_on_time(), joined.winner()), (Some(late), Some(late.opponent())));
    let mut wrong = parts.public.clone();
    wrong.out_of_time = Some(late.opponent());
    assert!(Match::from_parts(&wrong, parts.hands, &parts.secrets).is_err(), "the winner ran out of time?");
    let running = part_way.to_parts();
    let mut claimed = running.public.clone();
    claimed.out_of_time = Some(late);
    assert!(Match::from_parts(&claimed, running.hands, &running.secrets).is_err(), "a match still on");
    // Only the player to decide runs out of time; nothing after the end.
    let mut other = part_way.clone();
    assert_eq!(
        other.step(MatchStep::OutOfTime { who: late.opponent() }),
        Err(RuleError::NotYourTurn { expected: late, got: late.opponent() })
    );
    assert!(!other.is_over());
    let mut over = game.clone();
    assert_eq!(over.step(MatchStep::OutOfTime { who: late }), Err(RuleError::MatchOver));
    assert_eq!(over.lost_on_time(), Some(late));
    // The record verifies; one that hides the clock does not.
    let history = MatchHistory::with_steps(rules, 7, steps);
    let players = en_garde_engine::ai::Players::default();
    let record = MatchRecord::from_history(&history, &players, UtcTime::now(), UtcTime::now(), None).unwrap();
    assert_eq!(record.verify(), Ok(()));
    assert!(record.summary().contains(" on time"), "{}", record.summary());
    let mut hidden = record.clone();
    hidden.result.out_of_time = None;
    let err = hidden.verify().unwrap_err();
    assert_eq!(
        err,
        VerifyError::Mismatch { stored: ResultFact::OutOfTime(None), replayed: ResultFact::OutOfTime(Some(late)) }
    );
    assert!(err.to_string().contains(&format!("{late} ran out of time")), "{err}");
    assert_eq!(describe_step(&MatchStep::OutOfTime { who: late }), format!("{late} ran out of time"));
}
