//! Rules-engine speed (issue: 1,000,000 random rounds per second on one core).
//!
//! And the takeback flags a table computes after every step (issue 23: linear in the
//! match's length, no replay per step).
//!
//! `cargo bench -p en-garde-engine --bench rules` — results are in the README with the machine.

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use en_garde_engine::rules::matchplay::MatchRng;
use en_garde_engine::rules::{
    ActionList, DuellCard, Level, Match, MatchHistory, MatchPhase, MatchStep, Round, RuleSet, Side,
};
use rand::{RngExt, SeedableRng};
use std::hint::black_box;

fn random_rounds(c: &mut Criterion) {
    let mut g = c.benchmark_group("random_round_from_deal");
    g.throughput(Throughput::Elements(1));
    for level in Level::ALL {
        let rules = RuleSet::for_level(level).round_rules(None);
        let mut rng = MatchRng::seed_from_u64(1);
        g.bench_function(level.name(), |b| {
            b.iter(|| {
                let mut r = Round::deal(rules, Side::Left, &mut rng);
                black_box(r.play_out_random(&mut rng))
            })
        });
    }
    g.finish();
}

/// Positions met in random play, for per-call timings.
fn positions(n: usize) -> Vec<Round> {
    let rules = RuleSet::advanced().round_rules(None);
    let mut rng = MatchRng::seed_from_u64(2);
    let mut list = ActionList::new();
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut r = Round::deal(rules, Side::Left, &mut rng);
        while let Some(side) = r.to_act() {
            out.push(r);
            r.legal_actions(&mut list);
            let a = list[rng.random_range(0..list.len())];
            let _ = r.apply(side, a);
        }
    }
    out.truncate(n);
    out
}

fn legal_actions(c: &mut Criterion) {
    let ps = positions(4096);
    let mut g = c.benchmark_group("legal_actions");
    g.throughput(Throughput::Elements(ps.len() as u64));
    g.bench_function("advanced_4096_positions", |b| {
        let mut list = ActionList::new();
        b.iter(|| {
            let mut n = 0;
            for p in &ps {
                p.legal_actions(&mut list);
                n += list.len();
            }
            black_box(n)
        })
    });
    g.finish();
    let mut g = c.benchmark_group("apply");
    g.throughput(Throughput::Elements(1));
    g.bench_function("advanced_random_legal_action", |b| {
        let mut rng = MatchRng::seed_from_u64(3);
        let mut list = ActionList::new();
        b.iter_batched(
            || {
                let p = ps[rng.random_range(0..ps.len())];
                p.legal_actions(&mut list);
                (p, list[rng.random_range(0..list.len())])
            },
            |(mut p, a)| {
                let side = p.to_act().unwrap_or(Side::Left);
                black_box(p.apply(side, a).is_ok())
            },
            BatchSize::SmallInput,
        )
    });
    g.finish();
}

/// The steps of one random match of 15 touches with at least `n` steps, cut to `n`.
fn long_match(n: usize) -> (RuleSet, u64, Vec<MatchStep>) {
    let rules = RuleSet { target_score: 15, ..RuleSet::advanced() };
    for seed in 0.. {
        let mut m = Match::new(rules, seed);
        let mut rng = MatchRng::seed_from_u64(seed);
        let mut list = ActionList::new();
        let mut steps = Vec::new();
        while !m.is_over() && steps.len() < n {
            let step = match m.phase() {
                MatchPhase::RoundOver(_) => MatchStep::NextRound,
                MatchPhase::ChooseDuellCard { chooser } => {
                    MatchStep::ChooseDuellCard { who: chooser, card: DuellCard::D3_CHOICES[0] }
                }
                _ => {
                    m.round().legal_actions(&mut list);
                    let who = m.decider().unwrap_or(Side::Left);
                    MatchStep::Act { who, action: list[rng.random_range(0..list.len())] }
                }
            };
            m.step(step).expect("a legal step");
            steps.push(step);
        }
        if steps.len() == n {
            return (rules, seed, steps);
        }
    }
    unreachable!("some seed gives a long match")
}

/// A match of 100, 200 and 400 steps played into its history, with both sides' takeback
/// flags computed after every step as the table does: the time per step stays the same.
fn takeback_flags(c: &mut Criterion) {
    let mut g = c.benchmark_group("steps_with_takeback_flags");
    for n in [100, 200, 400] {
        let (rules, seed, steps) = long_match(n);
        g.throughput(Throughput::Elements(n as u64));
        g.bench_function(format!("{n}_steps"), |b| {
            b.iter(|| {
                let mut history = MatchHistory::new(rules, seed);
                let mut m = history.opening();
                let mut offered = 0;
                for &step in &steps {
                    let _ = history.play(&mut m, step);
                    offered += Side::BOTH.iter().filter(|&&s| history.takeback_point(s).is_some()).count();
                }
                black_box(offered)
            })
        });
    }
    g.finish();
}

criterion_group!(benches, random_rounds, legal_actions, takeback_flags);
criterion_main!(benches);
