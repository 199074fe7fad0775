//! The command-line modes of the player's files: `replay` (print or verify a match
//! record), `records` (list, import, export) and `selfplay` (see [`super::selfplay`]).
//! Each takes the global `--data-dir`.

use super::args::{RecordsCommand, ReplayArgs, SelfplayArgs};
use super::selfplay::{self, SelfplayOptions};
use crate::persist::record::{self, MatchRecord, describe_step};
use crate::persist::{DataLock, DataPaths, store};
use crate::rules::{MatchStep, RuleSet};
use std::path::Path;
use std::process::ExitCode;

fn data_paths(data_dir: Option<&Path>) -> Result<DataPaths, ExitCode> {
    DataPaths::resolve(data_dir).map_err(|e| {
        eprintln!("error: {e}");
        ExitCode::from(2)
    })
}

/// Runs `en-garde replay`: with `--verify`, "OK FILE: …" and exit 0 when the record
/// re-plays to its stored result, "FAILED FILE: why" and exit 1 otherwise; without it,
/// prints the match step by step (and verifies it too). The file is never changed.
pub fn replay(args: &ReplayArgs) -> ExitCode {
    let file = args.file.display();
    let rec: MatchRecord = match store::read_ron(&args.file) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("FAILED {file}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let verified = rec.verify();
    if !args.verify {
        print_match(&rec);
    }
    match verified {
        Ok(()) => {
            println!("OK {file}: the rules reproduce the stored result: {}", rec.summary());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("FAILED {file}: {e}");
            ExitCode::FAILURE
        }
    }
}

fn print_match(rec: &MatchRecord) {
    println!("{} rules, target {}, seed {}", rec.rules.level, rec.rules.target_score, rec.seed);
    for side in crate::rules::Side::BOTH {
        println!("{side}: {}", rec.players.get(side).display_name());
    }
    let mut round = 1;
    println!("round 1");
    for (i, step) in rec.steps.iter().enumerate() {
        if *step == MatchStep::NextRound {
            round += 1;
            println!("round {round}");
        } else {
            println!("  {:>4}. {}", i + 1, describe_step(step));
        }
    }
    for r in &rec.result.rounds {
        let how = match r.result {
            crate::rules::RoundResult::Won { winner, reason } => format!("{winner} won ({reason:?}, {} pt)", r.points),
            crate::rules::RoundResult::Draw => "draw".to_string(),
        };
        println!("round {}: {how}, score {}–{}", r.number, r.scores_after[0], r.scores_after[1]);
    }
}

/// Runs `en-garde records …`. Exit 0 on success, 1 on failure (with the reason).
pub fn records(data_dir: Option<&Path>, cmd: &RecordsCommand) -> ExitCode {
    let paths = match data_paths(data_dir) {
        Ok(p) => p,
        Err(code) => return code,
    };
    match cmd {
        RecordsCommand::List => {
            if paths.records_dir().exists() && !paths.records_dir().is_dir() {
                eprintln!("error: {} is a file, not the records folder", paths.records_dir().display());
                return ExitCode::FAILURE;
            }
            // Listing needs no lock; only the owner of the folder sets bad records aside.
            let (entries, notices) = match DataLock::acquire(&paths) {
                Ok(_lock) => record::list(&paths),
                Err(_) => record::list_read_only(&paths),
            };
            for n in notices {
                eprintln!("{n}");
            }
            if entries.is_empty() {
                println!("no match records in {}", paths.records_dir().display());
            }
            for e in entries {
                println!("{}  {}", e.name, e.record.summary());
            }
            ExitCode::SUCCESS
        }
        RecordsCommand::Import { file } => match DataLock::acquire(&paths) {
            // Another process owns the folder: refused as selfplay is (exit 2).
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(2)
            }
            Ok(_lock) => import(&paths, file),
        },
        RecordsCommand::Export { name, dest } => match record::export(&paths, name, dest) {
            Ok(p) => {
                println!("exported to {}", p.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
        },
    }
}

/// `records import FILE` under the folder's lock.
fn import(paths: &DataPaths, file: &Path) -> ExitCode {
    match record::import(paths, file) {
        Ok(p) => {
            println!("imported as {}", p.file_name().map(|n| n.to_string_lossy()).unwrap_or_default());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs `en-garde selfplay` (see [`selfplay::run`]).
pub fn selfplay(data_dir: Option<&Path>, args: &SelfplayArgs) -> ExitCode {
    let paths = match data_paths(data_dir) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let mut rules = RuleSet::for_level(args.level);
    rules.target_score = args.target;
    selfplay::run(SelfplayOptions {
        paths,
        delay_ms: args.delay_ms,
        resume: args.resume,
        seed: args.seed,
        rules,
        levels: [args.left, args.right],
    })
}
