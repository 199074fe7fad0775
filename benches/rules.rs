//! Rules-engine speed (issue: 1,000,000 random rounds per second on one core).
//!
//! `cargo bench -p en-garde-engine --bench rules` — results are in the README with the machine.

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use en_garde_engine::rules::matchplay::MatchRng;
use en_garde_engine::rules::{ActionList, Level, Round, RuleSet, Side};
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

criterion_group!(benches, random_rounds, legal_actions);
criterion_main!(benches);
