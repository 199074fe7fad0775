//! The analysis of a match (`ai::analysis`): judged from each player's own view, it marks
//! a far larger share of a random player's decisions as mistakes than of `hard`'s, and the
//! same record gives the same analysis.

use en_garde_engine::ai::analysis::{Verdict, analyse};
use en_garde_engine::ai::{BotLevel, make_bot_with};
use en_garde_engine::rules::*;

/// A match of random (Left) against hard (Right) at `iterations`, as its history.
fn random_against_hard(seed: u64) -> MatchHistory {
    let rules = RuleSet { target_score: 3, ..RuleSet::advanced() };
    let mut history = MatchHistory::new(rules, seed);
    let mut m = history.opening();
    let mut bots = [make_bot_with(BotLevel::Random, seed, None), make_bot_with(BotLevel::Hard, seed, Some(2000))];
    while !m.is_over() {
        let step = match m.phase() {
            MatchPhase::RoundOver(_) => MatchStep::NextRound,
            MatchPhase::ChooseDuellCard { chooser } => MatchStep::ChooseDuellCard { who: chooser, card: DuellCard::D4 },
            _ => {
                let who = m.decider().unwrap();
                MatchStep::Act { who, action: bots[who.index()].decide(&m.observation(who)) }
            }
        };
        history.play(&mut m, step).unwrap();
    }
    history
}

#[test]
fn a_random_player_makes_far_more_mistakes_than_hard() {
    let (mut bad, mut total) = ([0usize; 2], [0usize; 2]);
    for seed in 1..=3 {
        let history = random_against_hard(seed);
        let a = analyse(&history, 4000, 7).unwrap();
        let acts = history.steps().iter().filter(|s| matches!(s, MatchStep::Act { .. })).count();
        assert_eq!(a.decisions.len(), acts, "every action is judged");
        for d in &a.decisions {
            assert!((0.0..=1.0).contains(&d.chance_after) && (0.0..=1.0).contains(&d.best_chance), "{d:?}");
            // What was played is never better than the best, its verdict is what it cost, and
            // the best move played costs nothing.
            assert!(d.chance_after <= d.best_chance, "{d:?}");
            assert_eq!(d.verdict, Verdict::of(d.best_chance - d.chance_after), "{d:?}");
            if d.played == d.best {
                assert_eq!((d.chance_after, d.verdict), (d.best_chance, Verdict::Ok), "{d:?}");
            }
            let i = d.side.index();
            total[i] += 1;
            bad[i] += usize::from(matches!(d.verdict, Verdict::Mistake | Verdict::Blunder));
        }
        assert_eq!(a.summary.left.decisions + a.summary.right.decisions, acts);
        // The same record and seed give the same analysis.
        assert_eq!(analyse(&history, 4000, 7).unwrap(), a);
    }
    let share = |i: usize| bad[i] as f64 / total[i].max(1) as f64;
    assert!(share(0) >= 0.1, "random's mistakes: {bad:?} of {total:?}");
    assert!(share(0) >= 2.0 * share(1), "random {:.2} against hard {:.2}", share(0), share(1));
    eprintln!("mistakes and blunders: random {:.2}, hard {:.2}", share(0), share(1));
}

#[test]
fn verdicts_follow_the_cost() {
    assert_eq!(Verdict::of(0.0), Verdict::Ok);
    assert_eq!(Verdict::of(0.049), Verdict::Ok);
    assert_eq!(Verdict::of(0.05), Verdict::Inaccuracy);
    assert_eq!(Verdict::of(0.10), Verdict::Mistake);
    assert_eq!(Verdict::of(0.25), Verdict::Blunder);
}
