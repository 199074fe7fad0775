//! The command line (clap): no subcommand runs the game; `scenario` runs rule scenario
//! files; `arena` plays bots against each other or measures raw rules speed; `bot` speaks
//! the bot protocol on stdin/stdout.

use crate::ai::{self, Bot, BotLevel};
use crate::arena::{self, BotFactory};
use crate::rules::scenario::{FileOutcome, Scenario, run_file, state_json};
use crate::rules::{Level, RuleSet};
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// En Garde — Reiner Knizia's fencing card game.
#[derive(Parser, Debug)]
#[command(name = "en-garde", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub game: GameArgs,
}

/// Options of the game itself (no subcommand).
#[derive(Args, Debug, Clone, Default)]
pub struct GameArgs {
    /// Open straight into a two-player match at the position of this scenario file (its
    /// steps are played first).
    #[arg(long, value_name = "FILE")]
    pub scenario: Option<PathBuf>,
    /// Render, save a PNG of the window to FILE and exit.
    #[arg(long, value_name = "FILE")]
    pub screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot is taken.
    #[arg(long, value_name = "N", default_value_t = 90)]
    pub after_frames: u32,
    /// Play a whole match computer against computer (e.g. `easy,easy`), print the result
    /// and exit.
    #[arg(long, value_name = "LEVEL_A,LEVEL_B")]
    pub autoplay: Option<String>,
    /// Seed of the match started by --autoplay.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Window size in logical pixels, e.g. 1280x720 (default: the size in the settings).
    #[arg(long, value_name = "WxH")]
    pub window: Option<String>,
    /// Measurement: render only a bare Bevy 3D scene (the yardstick for --report).
    #[arg(long, hide = true)]
    pub bare_scene: bool,
    /// Measurement: write start-up and frame-time figures as JSON to FILE on exit.
    #[arg(long, value_name = "FILE", hide = true)]
    pub report: Option<PathBuf>,
    /// Measurement: render every frame instead of only when something changes.
    #[arg(long, hide = true)]
    pub continuous: bool,
    /// Measurement: exit after this many seconds.
    #[arg(long, value_name = "SECONDS", hide = true)]
    pub exit_after: Option<f64>,
    /// Keep settings, the autosave and match records in DIR instead of the platform's
    /// folders (also `EN_GARDE_DATA_DIR`). Accepted by every subcommand.
    #[arg(long, value_name = "DIR", global = true)]
    pub data_dir: Option<PathBuf>,
}

impl GameArgs {
    /// The window size from `--window`.
    ///
    /// # Errors
    /// A sentence if it is not `WIDTHxHEIGHT` with the width in 320..=7680 and the height
    /// in 240..=4320.
    pub fn window_size(&self) -> Result<Option<(u32, u32)>, String> {
        let Some(window) = &self.window else { return Ok(None) };
        let bad = || format!("--window {window:?}: expected WIDTHxHEIGHT, e.g. 1280x720");
        let (w, h) = window.split_once(['x', 'X']).ok_or_else(bad)?;
        let (w, h): (u32, u32) = (w.trim().parse().map_err(|_| bad())?, h.trim().parse().map_err(|_| bad())?);
        if !(320..=7680).contains(&w) || !(240..=4320).contains(&h) {
            return Err(bad());
        }
        Ok(Some((w, h)))
    }

    /// The two levels of `--autoplay`.
    ///
    /// # Errors
    /// A sentence if the value is not two known bot levels separated by a comma.
    pub fn autoplay_levels(&self) -> Result<Option<[String; 2]>, String> {
        let Some(v) = &self.autoplay else { return Ok(None) };
        let parts: Vec<&str> = v.split(',').map(str::trim).collect();
        let [a, b] = parts[..] else {
            return Err(format!("--autoplay {v:?}: expected two levels, e.g. easy,easy"));
        };
        for l in [a, b] {
            let _ = bot_factory(l)?;
        }
        Ok(Some([a.to_string(), b.to_string()]))
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run rule scenario files (shared/cases/FORMAT.md) and report PASS/FAIL per file.
    Scenario {
        /// Print the state after the steps as one line of JSON instead of checking.
        #[arg(long)]
        print_state: bool,
        /// Scenario files (.ron).
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Play bots against each other, or measure random-playout speed with --rounds.
    Arena(ArenaArgs),
    /// Print a match record step by step, or with --verify check that it re-plays to its
    /// stored result (exit 1 if not).
    Replay(crate::persist::cli::ReplayArgs),
    /// List, import or export match records.
    Records {
        #[command(subcommand)]
        command: crate::persist::cli::RecordsCommand,
    },
    /// The computer plays a match against itself without a window, autosaving after every
    /// action; --resume continues the autosave.
    Selfplay(crate::persist::cli::SelfplayArgs),
    /// Play as a bot over stdin/stdout, one JSON line each way (shared/BOT_PROTOCOL.md).
    Bot(BotArgs),
}

#[derive(Args, Debug)]
pub struct BotArgs {
    /// AI level: random, beginner, easy, normal, hard, expert or reflex.
    #[arg(long, default_value = "hard")]
    pub level: String,
    /// Seed of the bot's own random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Time budget per decision in milliseconds, unless a request gives `think_ms`
    /// (default: the level's own).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=60_000))]
    pub think_ms: Option<u64>,
}

#[derive(Args, Debug)]
pub struct ArenaArgs {
    /// Bot for seat A: a level (random, beginner, easy, normal, hard, expert, reflex),
    /// optionally with the search's iterations per decision, e.g. `hard:2000`.
    #[arg(long, default_value = "random")]
    pub a: String,
    /// Bot for seat B, as --a.
    #[arg(long, default_value = "random")]
    pub b: String,
    /// Measure throughput: play this many random rounds from the deal and print rounds/s
    /// (only with --a random --b random; not with --matches).
    #[arg(long, conflicts_with = "matches", value_parser = clap::value_parser!(u64).range(1..))]
    pub rounds: Option<u64>,
    /// Full matches to play, seats alternated (1..).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..))]
    pub matches: u64,
    /// Rule level.
    #[arg(long, value_enum, ignore_case = true, default_value_t = LevelArg::Advanced)]
    pub level: LevelArg,
    /// Target score of each match (1..=15).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(1..=15))]
    pub target: u8,
    /// Seed: match i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: u16,
    /// Print the report as one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// Rule level on the command line.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum LevelArg {
    Basic,
    Standard,
    Advanced,
    Duell,
}

impl From<LevelArg> for Level {
    fn from(l: LevelArg) -> Level {
        match l {
            LevelArg::Basic => Level::Basic,
            LevelArg::Standard => Level::Standard,
            LevelArg::Advanced => Level::Advanced,
            LevelArg::Duell => Level::Duell,
        }
    }
}

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

/// The computer levels, weakest first, as menus offer them.
pub fn bot_levels() -> Vec<String> {
    BotLevel::ALL.iter().filter(|l| **l != BotLevel::Reflex).map(|l| l.to_string()).collect()
}

/// A bot factory for `LEVEL` or `LEVEL:ITERATIONS` (the search levels' iterations per
/// decision, without a wall-clock cap), or an error listing the known names.
pub fn bot_factory(spec: &str) -> Result<Box<BotFactory>, String> {
    let (name, count) = match spec.split_once(':') {
        None => (spec, None),
        Some((n, it)) => (n, Some(it)),
    };
    let level: BotLevel = name.parse().map_err(|e: ai::UnknownLevel| e.to_string())?;
    let iterations = match count {
        None => None,
        Some(_) if !matches!(level, BotLevel::Hard | BotLevel::Expert) => {
            return Err(format!("{spec:?}: only hard and expert search, so only they take an iteration count"));
        }
        Some(it) => match it.parse::<u32>() {
            Ok(i) if i >= 1 => Some(i),
            _ => {
                return Err(format!(
                    "bad iteration count in {spec:?}: a whole number from 1 to {}, e.g. hard:2000",
                    u32::MAX
                ));
            }
        },
    };
    Ok(Box::new(move |seed| ai::make_bot_with(level, seed, iterations)))
}

/// Runs `en-garde bot`: answers each line of stdin with one line on stdout, flushed, until
/// the end of input (exit 0). Bad lines get `{"error": ...}` and the loop goes on.
pub fn bot(args: &BotArgs) -> ExitCode {
    use std::io::{BufRead, Write};
    let level: BotLevel = match args.level.parse() {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let mut bot: Box<dyn Bot> = ai::make_bot(level, args.seed);
    let think = args.think_ms.map(std::time::Duration::from_millis);
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match input.read_until(b'\n', &mut buf) {
            Ok(0) => return ExitCode::SUCCESS,
            Ok(_) => {}
            Err(e) => {
                eprintln!("error: cannot read stdin: {e}");
                return ExitCode::FAILURE;
            }
        }
        let line = String::from_utf8_lossy(&buf);
        let answer = ai::protocol::respond(line.trim_end_matches(['\n', '\r']), bot.as_mut(), think);
        let mut out = stdout.lock();
        if writeln!(out, "{answer}").and_then(|()| out.flush()).is_err() {
            // The reader went away: nothing more to say.
            return ExitCode::SUCCESS;
        }
    }
}

/// Runs `en-garde arena`.
pub fn arena(args: &ArenaArgs) -> ExitCode {
    let level: Level = args.level.into();
    if let Some(rounds) = args.rounds {
        if args.a != "random" || args.b != "random" {
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
    let (make_a, make_b) = match (bot_factory(&args.a), bot_factory(&args.b)) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let mut rules = RuleSet::for_level(level);
    rules.target_score = args.target;
    let r = arena::run(
        rules,
        (&args.a, make_a.as_ref()),
        (&args.b, make_b.as_ref()),
        args.matches,
        args.seed,
        args.threads as usize,
    );
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
