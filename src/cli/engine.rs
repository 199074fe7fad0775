//! The command-line modes that need no window and no Bevy: `scenario` (rule scenario
//! files), `bot` (the bot protocol on stdin/stdout) and `arena` (bots against each other,
//! or the raw speed of the rules).

use super::args::{AnalyseArgs, ArenaArgs, BotArgs};
use crate::ai::{self, Bot, BotLevel, BotSpec};
use crate::arena;
use crate::rules::RuleSet;
use crate::rules::scenario::{FileOutcome, Scenario, run_file, state_json};
use std::path::PathBuf;
use std::process::ExitCode;

/// Runs `en-garde scenario`: one line per file, then `N passed, N failed`; non-zero exit
/// if anything failed or errored. With `print_state`, one JSON line per file.
pub fn scenario(print_state: bool, files: &[PathBuf]) -> ExitCode {
    if print_state {
        let mut ok = true;
        for f in files {
            let played = Scenario::load(f).map_err(|e| e.to_string()).and_then(|s| s.play());
            match played {
                Ok(run) => println!("{}", state_json(&run)),
                Err(e) => {
                    // The error names the file already.
                    eprintln!("ERROR {e}");
                    ok = false;
                }
            }
        }
        return if ok { ExitCode::SUCCESS } else { ExitCode::FAILURE };
    }
    let (mut passed, mut failed) = (0, 0);
    for f in files {
        match run_file(f) {
            FileOutcome::Pass => {
                passed += 1;
                println!("PASS {}", f.display());
            }
            FileOutcome::Fail(diffs) => {
                failed += 1;
                println!("FAIL {}: {}", f.display(), diffs.join("; "));
            }
            FileOutcome::Error(e) => {
                failed += 1;
                // The error already names the file.
                println!("ERROR {e}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// Runs `en-garde bot`: answers each line of stdin with one line on stdout, flushed, until
/// the end of input (exit 0). Bad lines get `{"error": ...}` and the loop goes on.
pub fn bot(args: &BotArgs) -> ExitCode {
    use std::io::{BufRead, Read, Write};
    let mut bot: Box<dyn Bot> = args.level.make(args.seed);
    let think = args.think_ms.map(std::time::Duration::from_millis);
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // One request is a few hundred bytes; a line longer than the limit is answered
        // with an error and skipped to its end, never held whole.
        let mut limited = (&mut input).take(MAX_LINE_BYTES + 1);
        match limited.read_until(b'\n', &mut buf) {
            Ok(0) => return ExitCode::SUCCESS,
            Ok(_) => {}
            Err(e) => {
                eprintln!("error: cannot read stdin: {e}");
                return ExitCode::FAILURE;
            }
        }
        if buf.len() as u64 > MAX_LINE_BYTES {
            if !buf.ends_with(b"\n") {
                skip_line(&mut input);
            }
            let answer = serde_json::json!({"error": format!("the request is longer than {MAX_LINE_BYTES} bytes")});
            let mut out = stdout.lock();
            if writeln!(out, "{answer}").and_then(|()| out.flush()).is_err() {
                return ExitCode::SUCCESS;
            }
            continue;
        }
        let line = String::from_utf8_lossy(&buf);
        // A byte-order mark in front of a line (some editors write one) is not part of it.
        let request = line.trim_end_matches(['\n', '\r']).trim_start_matches('\u{feff}');
        let answer = ai::protocol::respond(request, bot.as_mut(), think);
        let mut out = stdout.lock();
        if writeln!(out, "{answer}").and_then(|()| out.flush()).is_err() {
            // The reader went away: nothing more to say.
            return ExitCode::SUCCESS;
        }
    }
}

/// Runs `en-garde analyse`: one line per decision and a summary per side, or with
/// `--json` one JSON object. Exit 1 if the record cannot be read or does not verify (its
/// steps re-played to its stored result, as `replay --verify` checks).
pub fn analyse(args: &AnalyseArgs) -> ExitCode {
    use crate::persist::{MatchRecord, store};
    let shown = args.record.display();
    let rec: MatchRecord = match store::read_ron(&args.record) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {shown}: {e}");
            return ExitCode::FAILURE;
        }
    };
    // Only a record that verifies is judged (F15): an edited result, or steps that do not
    // finish the match, are refused as `replay --verify` refuses them.
    if let Err(e) = rec.verify() {
        eprintln!("error: {shown}: {e}");
        return ExitCode::FAILURE;
    }
    let history = crate::rules::MatchHistory::with_steps(rec.rules, rec.seed, rec.steps.clone());
    let analysis = match ai::analysis::analyse(&history, args.iterations, args.seed) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {shown}: {e}");
            return ExitCode::FAILURE;
        }
    };
    if args.json {
        println!("{}", serde_json::to_string(&analysis).unwrap_or_default());
        return ExitCode::SUCCESS;
    }
    for d in &analysis.decisions {
        let mark = match d.verdict {
            ai::analysis::Verdict::Ok => "",
            ai::analysis::Verdict::Inaccuracy => "  ?! inaccuracy",
            ai::analysis::Verdict::Mistake => "  ? mistake",
            ai::analysis::Verdict::Blunder => "  ?? blunder",
        };
        println!(
            "round {} step {:>3} {:>5}: {:<28} {:>3.0}% -> {:>3.0}% (best: {} {:.0}%){mark}",
            d.round,
            d.step + 1,
            d.side.name(),
            d.action,
            100.0 * d.chance_before,
            100.0 * d.chance_after,
            d.best_action,
            100.0 * d.best_chance
        );
    }
    for (side, s) in [("Left", &analysis.summary.left), ("Right", &analysis.summary.right)] {
        println!(
            "{side}: {} decisions, {} inaccuracies, {} mistakes, {} blunders, mean cost {:.1} points",
            s.decisions,
            s.inaccuracies,
            s.mistakes,
            s.blunders,
            100.0 * s.mean_cost
        );
    }
    ExitCode::SUCCESS
}

/// The longest request line `en-garde bot` reads, in bytes.
const MAX_LINE_BYTES: u64 = 1 << 20;

/// Reads and drops the rest of an over-long line, a bounded piece at a time.
fn skip_line(input: &mut impl std::io::BufRead) {
    loop {
        let (done, used) = match input.fill_buf() {
            Ok([]) | Err(_) => return,
            Ok(chunk) => match chunk.iter().position(|b| *b == b'\n') {
                Some(i) => (true, i + 1),
                None => (false, chunk.len()),
            },
        };
        input.consume(used);
        if done {
            return;
        }
    }
}

/// Runs `en-garde arena`.
pub fn arena(args: &ArenaArgs) -> ExitCode {
    let level = args.level;
    if let Some(rounds) = args.rounds {
        let random = BotSpec { level: BotLevel::Random, iterations: None };
        if args.a != random || args.b != random {
            eprintln!("error: --rounds measures random playouts; use --a random --b random");
            return ExitCode::from(2);
        }
        let (n, t) = arena::random_rounds(level, rounds, args.threads as usize, args.seed);
        let rate = n as f64 / t.as_secs_f64().max(1e-9);
        if args.json {
            println!(
                "{}",
                serde_json::json!({"level": level.name(), "rounds": n, "threads": args.threads,
                    "seconds": t.as_secs_f64(), "rounds_per_second": rate})
            );
        } else {
            println!(
                "{n} random {level} rounds on {} thread(s) in {:.3} s: {:.0} rounds/s",
                args.threads,
                t.as_secs_f64(),
                rate
            );
        }
        return ExitCode::SUCCESS;
    }
    let (spec_a, spec_b) = (args.a, args.b);
    let make_a = move |seed| spec_a.make(seed);
    let make_b = move |seed| spec_b.make(seed);
    let mut rules = RuleSet::for_level(level);
    rules.target_score = args.target;
    let (name_a, name_b) = (spec_a.to_string(), spec_b.to_string());
    let r = arena::run(rules, (&name_a, &make_a), (&name_b, &make_b), args.matches, args.seed, args.threads as usize);
    if args.json {
        println!("{}", serde_json::to_string(&r).unwrap_or_default());
    } else {
        println!("{} matches at the {level} level to {}, seats alternated, seed {}", r.matches, args.target, args.seed);
        for (seat, s) in [("A", &r.a), ("B", &r.b)] {
            println!(
                "{seat} {:>8}: {} matches won ({:.1}%, 95% CI {:.1}–{:.1}%), {} rounds won ({:.1}%, 95% CI {:.1}–{:.1}%), \
                 think {:.2} ms mean / {:.2} ms p99",
                s.level,
                s.matches_won,
                100.0 * s.match_win_rate,
                100.0 * s.ci95[0],
                100.0 * s.ci95[1],
                s.rounds_won,
                100.0 * s.round_win_rate,
                100.0 * s.round_ci95[0],
                100.0 * s.round_ci95[1],
                s.think_ms_mean,
                s.think_ms_p99
            );
        }
        println!("rounds drawn: {}, illegal actions: {}", r.rounds_drawn, r.illegal_actions);
    }
    if r.illegal_actions == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// `en-garde ladder`: the ladder, strongest first, and the measurements behind it.
pub fn ladder() -> ExitCode {
    use crate::ai::ladder::{MEASURED, ladder, rating, wilson};
    println!("rating  level     fencer               style");
    for r in ladder().iter().rev() {
        let step = match r.measured_against {
            Some(b) => {
                let d = r.elo - rating(b).unwrap_or(0.0);
                let (lo, hi) = (r.step_low, r.step_high);
                if d < 0.0 && r.same_as_below && hi > 0.0 {
                    format!(
                        "  ({:.0} below {b}, 95% [{lo:.0}, {hi:.0}]: not measurably weaker or stronger, one step with it)",
                        -d
                    )
                } else if d < 0.0 {
                    format!("  ({:.0} below {b}, 95% [{lo:.0}, {hi:.0}])", -d)
                } else if r.same_as_below {
                    format!("  (+{d:.0} over {b}, 95% [{lo:.0}, {hi:.0}]: not measurably stronger, one step with it)")
                } else {
                    format!("  (+{d:.0} over {b}, 95% [{lo:.0}, {hi:.0}])")
                }
            }
            None => String::new(),
        };
        println!("{:>6.0}  {:<9} {:<20} {}{step}", r.elo, r.level.to_string(), r.name, r.style);
    }
    println!();
    println!("measured (Advanced, matches to 5, seats alternated):");
    for p in MEASURED {
        let (lo, hi) = wilson(p.a_wins, p.matches);
        println!(
            "  {} beat {} in {} of {} matches ({:.1}%, 95% [{:.1}, {:.1}]): {}",
            p.a,
            p.b,
            p.a_wins,
            p.matches,
            100.0 * f64::from(p.a_wins) / f64::from(p.matches),
            100.0 * lo,
            100.0 * hi,
            p.command
        );
    }
    ExitCode::SUCCESS
}
