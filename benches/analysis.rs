//! Time to analyse a match (`ai::analysis::analyse`): issue "learn by playing" asks for a
//! five-round match in at most 10 s on one core.
//!
//! `cargo bench -p en-garde-engine --bench analysis` — results are in the README with the
//! machine.

use criterion::{Criterion, criterion_group, criterion_main};
use en_garde_engine::ai::analysis::analyse;
use en_garde_engine::ai::{BotLevel, make_bot_with};
use en_garde_engine::rules::*;
use std::hint::black_box;

/// A five-round match (target 5, won 5–0 or close) of `normal` against `random`.
fn five_rounds() -> MatchHistory {
    for seed in 1.. {
        let rules = RuleSet { target_score: 5, ..RuleSet::advanced() };
        let mut history = MatchHistory::new(rules, seed);
        let mut m = history.opening();
        let mut bots = [make_bot_with(BotLevel::Normal, seed, None), make_bot_with(BotLevel::Random, seed, None)];
        while !m.is_over() {
            let step = match m.phase() {
                MatchPhase::RoundOver(_) => MatchStep::NextRound,
                _ => {
                    let who = m.decider().expect("a decider while playing");
                    MatchStep::Act { who, action: bots[who.index()].decide(&m.observation(who)) }
                }
            };
            history.play(&mut m, step).expect("a bot's action is legal");
        }
        if m.round_number() == 5 {
            return history;
        }
    }
    unreachable!("some seed gives five rounds")
}

fn analysis(c: &mut Criterion) {
    let history = five_rounds();
    let mut g = c.benchmark_group("analyse");
    g.sample_size(10);
    g.bench_function("five_round_match_4000_iterations", |b| b.iter(|| black_box(analyse(&history, 4000, 7))));
    g.finish();
}

criterion_group!(benches, analysis);
criterion_main!(benches);
