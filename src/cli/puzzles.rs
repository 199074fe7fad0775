//! `en-garde puzzles mine | verify | show`: the puzzle miner, the independent re-judgement
//! of a set, and one puzzle in words ([`crate::puzzles`] does the work; this file reads and
//! writes the set and prints).

use super::args::{PuzzlesCommand, PuzzlesMineArgs, PuzzlesShowArgs, PuzzlesVerifyArgs};
use crate::lang::{Lang, terms};
use crate::persist::store;
use crate::puzzles::{self, MAX_SET_BYTES, Puzzle, PuzzleSet};
use crate::rules::{Cards, RuleSet};
use std::path::Path;
use std::process::ExitCode;

/// Runs `en-garde puzzles …`.
pub fn puzzles(command: &PuzzlesCommand) -> ExitCode {
    match command {
        PuzzlesCommand::Mine(args) => mine(args),
        PuzzlesCommand::Verify(args) => verify(args),
        PuzzlesCommand::Show(args) => show(args),
    }
}

/// The set in `file`, or the game's own.
fn load(file: Option<&Path>) -> Result<PuzzleSet, String> {
    let Some(path) = file else { return PuzzleSet::shipped().map_err(|e| format!("the game's own puzzles: {e}")) };
    let shown = path.display();
    let bytes = store::read_limited(path, MAX_SET_BYTES as u64).map_err(|e| format!("{shown}: {e}"))?;
    let text = String::from_utf8(bytes).map_err(|_| format!("{shown}: it is not UTF-8 text"))?;
    PuzzleSet::parse(&text).map_err(|e| format!("{shown}: {e}"))
}

fn mine(args: &PuzzlesMineArgs) -> ExitCode {
    if !(0.0..=1.0).contains(&args.max_sure_hits) || !(0.0..=1.0).contains(&args.max_all_solved) {
        eprintln!("error: --max-sure-hits and --max-all-solved must be within 0..=1");
        return ExitCode::FAILURE;
    }
    let mut set = if args.out.exists() {
        match load(Some(&args.out)) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        PuzzleSet { format_version: puzzles::FORMAT_VERSION, puzzles: Vec::new() }
    };
    let mut rules = RuleSet::for_level(args.rules);
    rules.target_score = args.target;
    rules.duell_special_cards = args.special_cards && args.rules == crate::rules::Level::Duell;
    let cfg = puzzles::MineConfig {
        rules,
        matches: args.matches,
        count: args.count as usize,
        seed: args.seed,
        threads: args.threads as usize,
        max_sure_hit_share: args.max_sure_hits,
        max_all_solved_share: args.max_all_solved,
    };
    let report = puzzles::mine(&cfg, |matches, kept| eprintln!("{matches} matches played, {kept} puzzles kept"));
    let prefix = args.rules.name().to_lowercase();
    let mut number = set
        .puzzles
        .iter()
        .filter_map(|p| p.id.strip_prefix(&format!("{prefix}-")).and_then(|n| n.parse::<u32>().ok()))
        .max()
        .unwrap_or(0);
    let known: std::collections::HashSet<String> = set.puzzles.iter().map(Puzzle::position_key).collect();
    let mut added = 0;
    for (mut p, attempts) in report.puzzles.into_iter().zip(report.attempts) {
        if known.contains(&p.position_key()) {
            continue;
        }
        number += 1;
        p.id = format!("{prefix}-{number:04}");
        let tried: Vec<String> = attempts.iter().map(|(l, s, n)| format!("{} {s}/{n}", l.name())).collect();
        println!(
            "{} rating {:.0}: {} ({:.0}% against {:.0}%), {}; solved by {}",
            p.id,
            p.rating,
            p.solution.describe(),
            100.0 * p.chance,
            100.0 * p.next_chance,
            p.why.rules(),
            tried.join(", ")
        );
        set.puzzles.push(p);
        added += 1;
    }
    println!(
        "{} matches, {} decisions judged, {} found by the first judgement, {} confirmed, {} sure hits and {} solved by every level left out; {added} added ({} in the set) in {:.0} s",
        report.matches,
        report.decisions,
        report.screened,
        report.confirmed,
        report.sure_hits_left_out,
        report.all_solved_left_out,
        set.puzzles.len(),
        report.seconds
    );
    if let Err(e) = store::write_atomic(&args.out, set.to_text().as_bytes()) {
        eprintln!("error: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

fn verify(args: &PuzzlesVerifyArgs) -> ExitCode {
    let set = match load(args.file.as_deref()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let all: Vec<&Puzzle> = set.puzzles.iter().collect();
    let chosen: Vec<&Puzzle> = match args.sample {
        Some(n) if (n as usize) < all.len() => (0..n as usize).map(|i| all[i * all.len() / n as usize]).collect(),
        _ => all,
    };
    let iterations = args.iterations.unwrap_or(puzzles::VERIFY_ITERATIONS);
    let salt = args.salt.unwrap_or(puzzles::VERIFY_SALT);
    let start = std::time::Instant::now();
    let results: Vec<(String, Result<(f64, f64), puzzles::Problem>)> =
        crate::parallel::map_indexed(chosen.len(), usize::from(args.threads), |i| {
            (chosen[i].id.clone(), puzzles::verify(chosen[i], iterations, salt))
        });
    let mut failed = 0;
    for (id, r) in &results {
        if let Err(e) = r {
            failed += 1;
            println!("FAIL {id}: {e}");
        }
    }
    let checked = results.len();
    println!(
        "{checked} puzzles re-judged ({} judgements, {iterations} playouts for each action), {} verified, {failed} failed, in {:.1} s",
        puzzles::VERIFY_JUDGEMENTS,
        checked - failed,
        start.elapsed().as_secs_f64()
    );
    if checked == 0 {
        // A set with nothing in it verifies nothing: not a pass.
        eprintln!("error: no puzzles to re-judge");
        return ExitCode::FAILURE;
    }
    if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

fn show(args: &PuzzlesShowArgs) -> ExitCode {
    let set = match load(args.file.as_deref()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let found = if args.id == "daily" {
        set.daily(crate::game::puzzles::today())
    } else {
        set.puzzles.iter().find(|p| p.id == args.id)
    };
    let Some(p) = found else {
        eprintln!("error: no puzzle {:?} in the set ({} puzzles)", args.id, set.puzzles.len());
        return ExitCode::FAILURE;
    };
    let obs = match p.observation() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let lang = Lang::new(args.lang);
    let hand = |c: Cards| c.to_vec().iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
    println!("{} ({}, rating {:.0} ± {:.0})", p.id, p.rules.level.name(), p.rating, 2.0 * p.deviation);
    println!(
        "{} to play; left on {}, right on {}; your hand {}; draw pile: {}; the other fencer's hand: {}",
        terms::side(&lang, p.side),
        obs.left_pos,
        obs.right_pos,
        hand(obs.hand),
        obs.draw_pile_len,
        obs.opponent_hand_size
    );
    println!("{}", crate::lang::puzzles::solution(&lang, p));
    println!("{}", crate::lang::puzzles::why(&lang, &p.why, p.rules.level));
    if let Some(salt) = args.judge {
        for e in crate::ai::judge_each(&obs, puzzles::VERIFY_ITERATIONS, salt) {
            println!(
                "  {:>5.1}%  {:>6} playouts  {}",
                100.0 * e.win_chance,
                e.samples,
                terms::action(&lang, &e.action)
            );
        }
    }
    ExitCode::SUCCESS
}
