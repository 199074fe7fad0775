//! Every clap type of the command line: the game's own options and each subcommand's
//! arguments. The handlers are beside this file, one per kind of mode.

use crate::ai::respond::Continuation;
use crate::ai::{BotLevel, BotSpec};
use crate::rules::{Level, RuleSet};
use clap::builder::TypedValueParser;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

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
    /// The language of this run: en, fr, de, ja, pt or es (default: the one chosen in
    /// Settings, else the system's). The saved choice is not changed.
    #[arg(long, value_name = "LANG", value_parser = parse_language)]
    pub lang: Option<crate::lang::Language>,
    /// Window size in logical pixels, e.g. 1280x720 (default: the size in the settings).
    #[arg(long, value_name = "WxH")]
    pub window: Option<String>,
    /// Measurement: render only a bare Bevy 3D scene (the yardstick for --report).
    #[arg(long, hide = true)]
    pub bare_scene: bool,
    /// Measurement: with --bare-scene, also draw egui panels of the match screen's size
    /// (score bar, side panel with a log, hand of five cards) in the game's fonts: the
    /// second yardstick, which tells the panels' cost from the scene's.
    #[arg(long, hide = true, requires = "bare_scene")]
    pub bare_panels: bool,
    /// Measurement: write start-up and frame-time figures as JSON to FILE on exit.
    #[arg(long, value_name = "FILE", hide = true)]
    pub report: Option<PathBuf>,
    /// Measurement: render every frame instead of only when something changes.
    #[arg(long, hide = true)]
    pub continuous: bool,
    /// Measurement: exit after this many seconds.
    #[arg(long, value_name = "SECONDS", hide = true)]
    pub exit_after: Option<f64>,
    /// With --scenario: open at the scenario's starting position, you against the
    /// computer, and play its steps one by one, animated, as if each side chose them (for
    /// captures; with --screenshot the picture is taken --after-frames after the last step).
    #[arg(long, requires = "scenario", conflicts_with = "autoplay")]
    pub play_steps: bool,
    /// With --play-steps: once the steps are played, open the round's analysis (with
    /// --screenshot, the picture waits for it).
    #[arg(long, requires = "play_steps")]
    pub analyse: bool,
    /// With --play-steps: save every frame as DIR/frame-NNNNN.png, the game's clock going
    /// exactly 1/--capture-fps seconds per frame however slow the rendering, until the
    /// steps are played and the scene is still; DIR/marks.txt names each step's frame.
    #[arg(long, value_name = "DIR", requires = "play_steps")]
    pub capture: Option<PathBuf>,
    /// Frames per second of game time for --capture (1..=60).
    #[arg(long, value_name = "N", default_value_t = 25, value_parser = clap::value_parser!(u32).range(1..=60))]
    pub capture_fps: u32,
    /// Check that every screen is whole on its first frames without input: walk the
    /// screens by themselves, save what stays on screen when the game goes idle after each
    /// step and what it settles on when drawing on, compare, and write DIR/report.txt
    /// (exit 1 if a screen was drawn incomplete). Renders every frame.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["scenario", "autoplay", "lesson", "connect", "screenshot"])]
    pub check_frames: Option<PathBuf>,
    /// Check that the pointer picks each of the piste's spaces in the rendered game: a
    /// match opens, the pointer moves over each space, and the game must name it; writes a
    /// line per space to FILE and exits 1 if one was picked wrongly (`app::picking`).
    #[arg(long, value_name = "FILE", hide = true, conflicts_with_all = ["scenario", "autoplay", "lesson", "connect", "screenshot", "check_frames"])]
    pub check_picking: Option<PathBuf>,
    /// Open the tutorial's lesson ID (e.g. basic-2-direct-attack) straight away.
    #[arg(long, value_name = "ID", conflicts_with_all = ["scenario", "autoplay"])]
    pub lesson: Option<String>,
    /// Open the puzzle ID (e.g. advanced-0001) straight away, or `daily` for today's.
    #[arg(long, value_name = "ID", conflicts_with_all = ["scenario", "autoplay", "lesson"])]
    pub puzzle: Option<String>,
    /// With --scenario: the match's target score (1..=15; default: the scenario level's).
    #[arg(long, value_name = "N", requires = "scenario", value_parser = target_scores())]
    pub target: Option<u8>,
    /// Join a network match: the address of the host or server (`host:port`, or `host`
    /// for port 5812); with --room.
    #[arg(
        long,
        value_name = "ADDR",
        requires = "room",
        group = "online",
        conflicts_with_all = ["scenario", "autoplay", "lesson"]
    )]
    pub connect: Option<String>,
    /// Open an invite link (`en-garde://HOST:PORT/ROOM?key=…`): join that room (or watch
    /// it, for a link that ends in `&watch`) on that server, trusting only the key the
    /// link names. The desktop opens the game with it when a link is clicked.
    #[arg(value_name = "LINK", group = "online", conflicts_with_all = ["scenario", "autoplay", "lesson", "connect"])]
    pub link: Option<String>,
    /// With --connect: the room code the host passed on.
    #[arg(long, value_name = "CODE", requires = "connect")]
    pub room: Option<String>,
    /// With --connect or a LINK: the name the other player sees (default "Player").
    #[arg(long, value_name = "NAME", requires = "online")]
    pub name: Option<String>,
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
    pub fn autoplay_levels(&self) -> Result<Option<[BotLevel; 2]>, String> {
        let Some(v) = &self.autoplay else { return Ok(None) };
        let parts: Vec<&str> = v.split(',').map(str::trim).collect();
        let [a, b] = parts[..] else {
            return Err(format!("--autoplay {v:?}: expected two levels, e.g. easy,easy"));
        };
        let parse = |s: &str| s.parse::<BotLevel>().map_err(|e| e.to_string());
        Ok(Some([parse(a)?, parse(b)?]))
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run rule scenario files (tests/scenarios/FORMAT.md) and report PASS/FAIL per file.
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
    Replay(ReplayArgs),
    /// List, import or export match records.
    Records {
        #[command(subcommand)]
        command: RecordsCommand,
    },
    /// The lobby of the network server at ADDR: its public rooms, those with an open seat
    /// first, a page at a time (code, host, rules, the host's rating, who plays, spectators);
    /// or its leaderboard at a rule level (--leaders LEVEL).
    Rooms(RoomsArgs),
    /// Watch a room of the network server at ADDR as a spectator, without a window: print
    /// each step as it happens and, at the match's end, `hidden cards seen: N` — the cards
    /// received that the rules (R7.2) did not show a spectator (0 from a sound server).
    Watch(WatchArgs),
    /// Print this player's identity key for network servers (made on first use in the data
    /// folder's identity.key), or export it to a file, or import one (never over another).
    Identity(IdentityArgs),
    /// The computer plays a match against itself without a window, autosaving after every
    /// action; --resume continues the autosave.
    Selfplay(SelfplayArgs),
    /// Play as a bot over stdin/stdout, one JSON line each way (docs/BOT_PROTOCOL.md);
    /// with --connect, play a whole match over the network through a server.
    Bot(BotArgs),
    /// Run a dedicated network server: many rooms at once, every room saved after every
    /// step and resumed after a restart; stops cleanly on Ctrl-C or SIGTERM.
    Server(ServerArgs),
    /// Measurement: ROOMS rooms of network bots play at once through the server at ADDR;
    /// prints each action's round trip (median, p99) and the bytes of a match.
    #[command(hide = true)]
    NetLoad(NetLoadArgs),
    /// Measurement: ROOMS rooms (up to 20,000) played at a person's pace by lean players
    /// of the same protocol (no app per player) through the server at ADDR; prints the
    /// steps, their round trips, and the server's CPU and memory given its process id.
    #[command(hide = true)]
    NetCrowd(NetCrowdArgs),
    /// Judge every decision of a match record from its player's own view: the round-win
    /// chance before and after it, the best action, and mistakes and blunders.
    Analyse(AnalyseArgs),
    /// Print the computer levels as a ladder of named fencers with their Elo ratings and
    /// the measured arena results behind them (95% intervals).
    Ladder,
    /// Puzzles: mine new ones from matches of `hard` against itself, re-judge a set
    /// independently (`verify`), or show one with its solution and why.
    Puzzles {
        #[command(subcommand)]
        command: PuzzlesCommand,
    },
    /// How exploitable the computer levels are: a reduced En Garde solved exactly and each
    /// level's loss to a best response there (`reduced`), or the exact endgame measured
    /// where `expert` and the analysis use it (`endgames`).
    Exploit {
        #[command(subcommand)]
        command: ExploitCommand,
    },
    /// For developers: write the scenery's procedural textures (the piste's spaces, the
    /// score track, a name plate, the floor boards, the plaster) and a line of the stroke
    /// font as PNG files into DIR, to look at them.
    #[command(hide = true)]
    Textures {
        /// An existing folder; files of the same names are replaced.
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
}

/// `en-garde exploit …`.
#[derive(Subcommand, Debug)]
pub enum ExploitCommand {
    /// Solve a reduced En Garde (a round of the real rules begun late: few cards in play,
    /// hands of a few, the fencers a few spaces apart, every deal a chance outcome) by
    /// CFR+, then measure each level exactly: the round win chance a best response leaves
    /// it, per seat, and what that costs it against the game's value (its exploitability).
    Reduced(ExploitReducedArgs),
    /// Play rounds of `normal` against itself and solve each decision with a short draw
    /// pile as an imperfect-information game from the decider's view (CFR+): the size of
    /// the game, the time, how close to an equilibrium, and how often the determinised
    /// endgame chose otherwise, per pile size.
    Endgames(ExploitEndgamesArgs),
    /// A best-response fencer against a level in the full game: it asks the level itself
    /// how it would answer in each world it deals from its own view, plays out each of its
    /// actions that way and keeps the best (with `--own level`: keeps the level's own
    /// choice unless another beats it clearly); prints its share of the rounds (a draw
    /// counting half) with a 95% interval.
    Respond(ExploitRespondArgs),
}

/// `en-garde exploit respond`.
#[derive(Args, Debug)]
pub struct ExploitRespondArgs {
    /// The level to respond to.
    #[arg(long, value_parser = bot_levels())]
    pub level: BotLevel,
    /// Playouts per decision of `hard` and `expert` (per thread), without a clock,
    /// 1..=1000000; needed for them (at their own clocks a round would take hours).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub iterations: Option<u32>,
    /// Rule level of the rounds.
    #[arg(long, ignore_case = true, value_parser = rule_levels(), default_value = "Advanced")]
    pub rules: Level,
    /// Rounds to play (fresh deals; seats and starter alternate), 1..=100000.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub rounds: u64,
    /// Hidden deals the responder tries each action in, 1..=10000.
    #[arg(long, default_value_t = 48, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub worlds: u32,
    /// Who plays the responder's own later moves in its playouts: `heuristic` (fast), or
    /// `level`, the level itself with the same --iterations (each playout costs twice the
    /// level's decisions; against the search levels the only continuation that bounds
    /// anything).
    #[arg(long, value_parser = continuations(), default_value = "heuristic")]
    pub own: Continuation,
    /// Seed of the deals and of both players.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads, 1..=64.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub threads: u64,
}

/// `en-garde exploit reduced`.
#[derive(Args, Debug)]
pub struct ExploitReducedArgs {
    /// The cards in play: how many of each value 1..=5, e.g. 2,2,2,2,2 (at most five each).
    #[arg(long, value_name = "N1,N2,N3,N4,N5", default_value = "2,2,2,2,2", value_parser = parse_five_counts)]
    pub cards: [u8; 5],
    /// Cards in each hand (the refill's size, R4.6), 1..=5.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub hand: u8,
    /// Left's space, 1..=22.
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u8).range(1..=22))]
    pub left: u8,
    /// Right's space, 2..=23, right of Left.
    #[arg(long, default_value_t = 15, value_parser = clap::value_parser!(u8).range(2..=23))]
    pub right: u8,
    /// Rule level.
    #[arg(long, ignore_case = true, value_parser = rule_levels(), default_value = "Standard")]
    pub rules: Level,
    /// The levels to measure.
    #[arg(
        long,
        value_name = "LEVELS",
        value_delimiter = ',',
        value_parser = bot_levels(),
        default_value = "random,beginner,easy,normal,hard,expert"
    )]
    pub levels: Vec<BotLevel>,
    /// Seeds each level is asked with at each of its information sets (its policy is the
    /// share of them choosing each action; `normal` is asked once), 1..=64.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub samples: u32,
    /// Playouts per decision of `hard` and `expert` (per thread), without a clock,
    /// 1..=1000000.
    #[arg(long, default_value_t = 1500, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub iterations: u32,
    /// Most nodes of the game tree before giving up, 1..=200000000 (12 bytes each, and
    /// about 530 per information set); also the most deals.
    #[arg(long, default_value_t = 60_000_000, value_parser = clap::value_parser!(u64).range(1..=200_000_000))]
    pub max_nodes: u64,
}

/// Five counts separated by commas, e.g. `2,2,2,2,2` (each 0..=255; the command checks
/// the deck's limits).
fn parse_five_counts(s: &str) -> Result<[u8; 5], String> {
    let v: Vec<u8> = s
        .split(',')
        .map(|x| x.trim().parse::<u8>().map_err(|_| format!("{x:?} is not a count")))
        .collect::<Result<_, _>>()?;
    v.try_into().map_err(|v: Vec<u8>| format!("five counts are needed, one per value 1..=5, not {}", v.len()))
}

/// `en-garde exploit endgames`.
#[derive(Args, Debug)]
pub struct ExploitEndgamesArgs {
    /// Rule level of the rounds.
    #[arg(long, ignore_case = true, value_parser = rule_levels(), default_value = "Advanced")]
    pub rules: Level,
    /// Rounds to play, 1..=10000.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub rounds: u32,
    /// Solve decisions with at most this many cards in the draw pile, 0..=8.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(0..=8))]
    pub pile: u8,
    /// Seed of the rounds.
    #[arg(long, default_value_t = 7)]
    pub seed: u64,
    /// How the hidden cards are dealt: `known` (the decider's hand as held, the opponent
    /// treated as knowing it) or `uniform` (both hands dealt from every card not public).
    #[arg(long, default_value = "known", value_parser = ["known", "uniform"])]
    pub model: String,
    /// Most nodes of one game tree, 1..=200000000.
    #[arg(long, default_value_t = 2_000_000, value_parser = clap::value_parser!(u64).range(1..=200_000_000))]
    pub max_nodes: u64,
}

/// `en-garde puzzles …`.
#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Play matches of `hard` against itself and keep the positions where one action's
    /// chance to win the round leads every other's by 25 points or more, judged from the
    /// deciding player's view and confirmed by a second, independent judgement; the new
    /// puzzles are added to FILE (made if absent), numbered after the level's last.
    Mine(PuzzlesMineArgs),
    /// Re-judge puzzles independently of the miner's first judgement (the verifying
    /// judgement: more playouts, another seed) and check each position, solution and
    /// reason; prints every failure and exits 1 if there is one.
    Verify(PuzzlesVerifyArgs),
    /// Print one puzzle: the position as its player sees it, the solution, the chances and
    /// why, in a language of the game.
    Show(PuzzlesShowArgs),
}

/// `en-garde puzzles mine --rules LEVEL --count N --out FILE`.
#[derive(Args, Debug)]
pub struct PuzzlesMineArgs {
    /// Rule level of the matches.
    #[arg(long, ignore_case = true, value_parser = rule_levels(), default_value = "Advanced")]
    pub rules: Level,
    /// Duell only: draw a special card before each round (R8); D7 rounds give no puzzle.
    #[arg(long)]
    pub special_cards: bool,
    /// Stop once this many puzzles are kept (1..=100000).
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub count: u64,
    /// Play at most this many matches (1..=1000000).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub matches: u64,
    /// Target score of each match (1..=15).
    #[arg(long, default_value_t = 5, value_parser = target_scores())]
    pub target: u8,
    /// Seed: match i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (1..=64).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub threads: u16,
    /// The largest share of sure hits (an attack that cannot be answered) among the
    /// puzzles kept, 0..=1.
    #[arg(long, default_value_t = 0.2)]
    pub max_sure_hits: f64,
    /// The largest share of puzzles that every computer level solved (the easiest kind)
    /// among the puzzles kept, 0..=1.
    #[arg(long, default_value_t = 0.25)]
    pub max_all_solved: f64,
    /// The puzzle set to add to (RON); made if absent.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// `en-garde puzzles verify [--file FILE] [--sample N]`.
#[derive(Args, Debug)]
pub struct PuzzlesVerifyArgs {
    /// The puzzle set (RON); the game's own set without it.
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// Re-judge only N puzzles spread evenly over the set (all of them without it).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub sample: Option<u64>,
    /// Worker threads (1..=64).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub threads: u16,
    /// Playouts of the judgement per puzzle (100..=10000000; the verifying judgement's
    /// by default). Another count or --salt is a stricter, noisier test: a failure then
    /// names a puzzle whose lead depends on the sampling.
    #[arg(long, value_parser = clap::value_parser!(u32).range(100..=10_000_000))]
    pub iterations: Option<u32>,
    /// Seed added to each position's own (the verifying judgement's by default).
    #[arg(long)]
    pub salt: Option<u64>,
}

/// `en-garde puzzles show ID [--file FILE] [--lang LANG]`.
#[derive(Args, Debug)]
pub struct PuzzlesShowArgs {
    /// The puzzle's id, e.g. advanced-0001; `daily` for today's puzzle.
    #[arg(value_name = "ID")]
    pub id: String,
    /// The puzzle set (RON); the game's own set without it.
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The language of the reason: en, fr, de, ja, pt or es.
    #[arg(long, value_name = "LANG", value_parser = parse_language, default_value = "en")]
    pub lang: crate::lang::Language,
    /// Also judge the position anew with this salt (the verifying judgement's playouts)
    /// and print every action's chance: to see why a puzzle fails to verify.
    #[arg(long, value_name = "SALT")]
    pub judge: Option<u64>,
}

/// `en-garde analyse RECORD [--json] [--iterations N]`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// A match record (.ron).
    #[arg(value_name = "RECORD")]
    pub record: PathBuf,
    /// Print one JSON object (`decisions`, `summary`) instead of text.
    #[arg(long)]
    pub json: bool,
    /// The search's iterations per decision (1..=1000000; at 4000 a random player's
    /// mistakes stand out clearly from `hard`'s).
    #[arg(long, default_value_t = 4000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub iterations: u32,
    /// Seed of the search's own sampling.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

#[derive(Args, Debug)]
pub struct BotArgs {
    // The computer player: its help lists the engine's levels (`bot_spec_help`).
    #[arg(long, default_value = "hard", value_parser = bot_specs(), help = bot_spec_help("The computer player"))]
    pub level: BotSpec,
    /// Play over the network through the server at ADDR (`host:port`, or `host` for port
    /// 5812) instead of over stdin/stdout; with --room, --create or --pair.
    #[arg(long, value_name = "ADDR")]
    pub connect: Option<String>,
    /// With --connect: take a seat in the room with this code.
    #[arg(long, value_name = "CODE", requires = "connect", conflicts_with_all = ["create", "pair"])]
    pub room: Option<String>,
    /// With --connect: quick pairing — wait for an opponent near the bot's rating who
    /// waits for the same rules (--rules, --target), then print `room CODE` and play.
    #[arg(long, requires = "connect", conflicts_with = "create")]
    pub pair: bool,
    /// With --connect: open a new room (its code is printed as `room CODE`) and wait for
    /// the other player.
    #[arg(long, requires = "connect")]
    pub create: bool,
    /// With --create: a public room, listed in the server's lobby (`en-garde rooms`) until
    /// someone takes its other seat; without it the room is private (joined by its code).
    #[arg(long, requires = "create")]
    pub public: bool,
    /// With --create: a correspondence match, each decision with this many days on its
    /// clock (1, 3 or 7); the server keeps it while nobody is connected.
    #[arg(long, value_name = "DAYS", requires = "create", value_parser = correspondence_days())]
    pub days: Option<u8>,
    /// With --connect: the server's key, as the server printed it (`key …`, 64 hex
    /// digits); any other key is refused. Without it the key shown the first time is
    /// trusted, and kept in the data folder's known-servers.txt when there is one.
    #[arg(long, value_name = "KEY", requires = "connect")]
    pub server_key: Option<crate::net::quic::Fingerprint>,
    /// With --create or --pair: the rule level of the match.
    #[arg(long, ignore_case = true, value_parser = rule_levels(), default_value = "Advanced")]
    pub rules: Level,
    /// With --create or --pair: the match's target score (1..=15).
    #[arg(long, default_value_t = 5, value_parser = target_scores())]
    pub target: u8,
    /// With --create or --pair and --rules duell: deal the Duell special cards (R8).
    #[arg(long)]
    pub duell_cards: bool,
    /// With --connect: wait this many milliseconds before each step (a person's pace).
    #[arg(long, value_name = "MS", default_value_t = 0, requires = "connect", value_parser = delays())]
    pub delay_ms: u64,
    /// Seed of the bot's own random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Time budget per decision in milliseconds, unless a request gives `think_ms`
    /// (default: the level's own).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=60_000))]
    pub think_ms: Option<u64>,
}

/// `en-garde net-load --connect ADDR --rooms N`.
#[derive(Args, Debug)]
pub struct NetLoadArgs {
    /// The server's address.
    #[arg(long, value_name = "ADDR")]
    pub connect: String,
    /// Rooms playing at once (two bots each).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=500))]
    pub rooms: u32,
    // The bots' level: its help lists the engine's levels (`bot_spec_help`).
    #[arg(long, default_value = "random", value_parser = bot_specs(), help = bot_spec_help("The bots"))]
    pub level: BotSpec,
    /// Milliseconds each bot waits before each step.
    #[arg(long, default_value_t = 0, value_parser = delays())]
    pub delay_ms: u64,
    /// Print the figures as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// The bots quick-pair (Advanced rules) instead of opening and joining rooms: twice
    /// ROOMS bots wait, and each one's wait until it is seated is measured.
    #[arg(long)]
    pub pair: bool,
    /// With --pair: milliseconds between one bot's arrival and the next's (0: all at once).
    #[arg(long, default_value_t = 0, requires = "pair", value_parser = delays())]
    pub arrive_ms: u64,
}

/// `en-garde net-crowd --connect ADDR --rooms N`.
#[derive(Args, Debug)]
pub struct NetCrowdArgs {
    /// The server's address.
    #[arg(long, value_name = "ADDR")]
    pub connect: String,
    /// Another server of the same fleet (`server --fleet`), again for each: the rooms are
    /// opened on each server in turn and joined through the next.
    #[arg(long, value_name = "ADDR")]
    pub also: Vec<String>,
    /// The players ask for quick pairing, two a room, rather than opening rooms and
    /// joining them by code.
    #[arg(long)]
    pub pair: bool,
    /// Rooms played at once (two lean players each), 1..=20,000.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=20_000))]
    pub rooms: u32,
    /// Milliseconds between a room's steps (its deciding player waits so long).
    #[arg(long, default_value_t = 5000, value_parser = clap::value_parser!(u64).range(10..=600_000))]
    pub step_ms: u64,
    /// Seconds of measurement, once every room is seated.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub seconds: u64,
    /// New connections a second while the rooms are filled.
    #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub connects_per_second: u32,
    /// The server's process id: its CPU and memory over the window are read (Linux).
    #[arg(long, value_name = "PID")]
    pub server_pid: Option<u32>,
    /// Seed of the players' choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Bad load beside the rooms once they are seated: connections that finish the
    /// handshake and say nothing, each coming again a second after the server lets it go.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=crate::net::crowd::MAX_BAD as i64))]
    pub silent: u32,
    /// Bad load beside the rooms once they are seated: players that create a room, keep
    /// asking, and never read the answers, each coming again a second after it is let go.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=crate::net::crowd::MAX_BAD as i64))]
    pub deaf: u32,
    /// Players whose connection is lost come back to their seats with their tokens, as
    /// the game's client does (for a server killed and started again under the crowd).
    #[arg(long)]
    pub reconnect: bool,
    /// Say on the standard output when the measurement's window opens.
    #[arg(long)]
    pub announce: bool,
    /// Print the figures as one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `en-garde server --listen ADDR:PORT`.
#[derive(Args, Debug)]
pub struct ServerArgs {
    /// The address and UDP port to listen on (`0.0.0.0:5812` for every interface; port 0
    /// lets the system choose, and the line `listening on …` names it).
    #[arg(long, value_name = "ADDR:PORT", default_value = "0.0.0.0:5812")]
    pub listen: String,
    /// Seed of room codes, seat tokens and match seeds (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Seconds a room waits for a player whose connection dropped before telling the
    /// other one (the match is kept either way).
    #[arg(long, value_name = "S", default_value_t = 300, value_parser = clap::value_parser!(u32).range(1..=86_400))]
    pub away_timeout: u32,
    /// The length of a correspondence match's day in seconds (1..=86400; shorter than a
    /// day only for tests: a decision then has 1, 3 or 7 of these).
    #[arg(long, value_name = "S", default_value_t = crate::net::protocol::DAY_S, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub day_seconds: u64,
    /// The computer levels this server plays itself as rated players, e.g.
    /// `easy,normal,hard`: rated at their ladder strength, called for a person who waits
    /// alone for quick pairing (none unless given).
    #[arg(long, value_name = "LEVELS", value_delimiter = ',', value_parser = bot_levels())]
    pub house: Vec<BotLevel>,
    /// Seconds a person waits alone for quick pairing before a house player is called.
    #[arg(long, value_name = "S", default_value_t = crate::net::protocol::HOUSE_AFTER_S, value_parser = clap::value_parser!(u32).range(0..=3600))]
    pub house_after: u32,
    /// The most rooms held at once.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub max_rooms: u32,
    /// The most connections at once, and the most open rooms opened, from one IP address
    /// (a load test from one machine needs more).
    #[arg(long, value_name = "N", default_value_t = 16, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub max_per_address: u32,
    /// The most connections at once, handshakes included (each costs about 45 KiB of
    /// memory with its share of a room).
    #[arg(long, value_name = "N", default_value_t = crate::net::server::MAX_CLIENTS as u32, value_parser = clap::value_parser!(u32).range(2..=1_000_000))]
    pub max_clients: u32,
    /// Serve `/health`, `/ready` and `/metrics` (Prometheus text) over HTTP on this TCP
    /// address, e.g. `127.0.0.1:9812` (port 0: the system chooses, and the line `metrics …
    /// on http://ADDR` names it). Keep it private: it says how busy the server is.
    #[arg(long, value_name = "ADDR:PORT")]
    pub metrics: Option<String>,
    /// Be one server of a fleet that shares its rooms, records and ratings through the
    /// Redis at this URL, e.g. `redis://127.0.0.1:6379` (see docs/DEPLOY.md): a room lives
    /// on one server, a client asking another for it is sent there, and when a server
    /// stops, the others take its rooms.
    #[arg(long, value_name = "URL", requires = "fleet_id")]
    pub fleet: Option<String>,
    /// This server's id in the fleet (1 to 32 letters, digits, '-' or '_'), the same after a
    /// restart: a server started again under its id takes back its rooms not yet taken.
    #[arg(long, value_name = "ID", requires = "fleet")]
    pub fleet_id: Option<String>,
    /// Where the fleet sends clients for this server's rooms (HOST:PORT, UDP); by default
    /// the --listen address (which then needs a port and an address other than 0.0.0.0).
    #[arg(long, value_name = "HOST:PORT", requires = "fleet")]
    pub advertise: Option<String>,
    /// Keep no files (no rooms to resume, no records): for tests and measurements.
    #[arg(long)]
    pub no_save: bool,
    /// Print no line per match event.
    #[arg(long)]
    pub quiet: bool,
}

#[derive(Args, Debug)]
pub struct ArenaArgs {
    // The bots of seats A and B: their help lists the engine's levels (`bot_spec_help`).
    #[arg(long, default_value = "random", value_parser = bot_specs(), help = bot_spec_help("Bot for seat A"))]
    pub a: BotSpec,
    #[arg(long, default_value = "random", value_parser = bot_specs(), help = bot_spec_help("Bot for seat B"))]
    pub b: BotSpec,
    /// Measure throughput: play this many random rounds from the deal and print rounds/s
    /// (only with --a random --b random; not with --matches).
    #[arg(long, conflicts_with = "matches", value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    pub rounds: Option<u64>,
    /// Full matches to play, seats alternated (1..=1000000).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub matches: u64,
    /// Rule level.
    #[arg(long, ignore_case = true, value_parser = rule_levels(), default_value = "Advanced")]
    pub level: Level,
    /// Target score of each match (1..=15).
    #[arg(long, default_value_t = 5, value_parser = target_scores())]
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

/// The rule levels as the engine names them ([`Level::ALL`], [`Level::name`]), in any case;
/// clap's help lists them from there.
fn rule_levels() -> impl TypedValueParser<Value = Level> {
    clap::builder::PossibleValuesParser::new(Level::ALL.map(Level::name)).try_map(|s| s.parse::<Level>())
}

/// A computer player as the engine parses one ([`BotSpec`]): a level of [`BotLevel::ALL`],
/// or a searching level with its iterations per decision (`hard:2000`).
fn bot_specs() -> impl TypedValueParser<Value = BotSpec> {
    clap::builder::NonEmptyStringValueParser::new().try_map(|s| s.parse::<BotSpec>())
}

/// The help of an option that names a computer player: `what`, then the levels the engine
/// knows and which of them take an iteration count — generated from [`BotLevel::ALL`], so
/// that a new level is listed without an edit here.
fn bot_spec_help(what: &str) -> String {
    let names: Vec<&str> = BotLevel::ALL.iter().map(|l| l.name()).collect();
    let searching: Vec<&str> = BotLevel::ALL.iter().filter(|l| l.searches()).map(|l| l.name()).collect();
    let example = searching.first().copied().unwrap_or("hard");
    format!(
        "{what}: {}; {} also take the search's iterations per decision, e.g. {example}:2000",
        names.join(", "),
        searching.join(" and ")
    )
}

/// The longest pause a command-line player waits before each decision, in milliseconds
/// (a minute: a person's pace is far under it; F20 of the server's break-it findings, a
/// selfplay told to wait 2⁶⁴ ms slept for ever).
pub const MAX_DELAY_MS: u64 = 60_000;

/// A pause before each decision: 0..=[`MAX_DELAY_MS`] milliseconds.
fn delays() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(0..=MAX_DELAY_MS)
}

/// Days a correspondence match gives each decision ([`crate::net::protocol::CORRESPONDENCE_DAYS`]).
fn correspondence_days() -> impl TypedValueParser<Value = u8> {
    clap::builder::PossibleValuesParser::new(["1", "3", "7"]).try_map(|s| s.parse::<u8>())
}

/// The computer levels as the engine names them ([`BotLevel::ALL`]), in any case.
fn continuations() -> impl TypedValueParser<Value = Continuation> {
    clap::builder::PossibleValuesParser::new(Continuation::ALL.map(Continuation::name))
        .try_map(|s| s.parse::<Continuation>())
}

fn bot_levels() -> impl TypedValueParser<Value = BotLevel> {
    clap::builder::PossibleValuesParser::new(BotLevel::ALL.map(BotLevel::name)).try_map(|s| s.parse::<BotLevel>())
}

/// A match's target score, in the rules' range ([`RuleSet::TARGET_SCORES`], 1..=15).
fn target_scores() -> clap::builder::RangedI64ValueParser<u8> {
    let range = RuleSet::TARGET_SCORES;
    clap::value_parser!(u8).range(i64::from(*range.start())..=i64::from(*range.end()))
}

/// `en-garde replay FILE [--verify]`.
#[derive(Args, Debug, Clone)]
pub struct ReplayArgs {
    /// A match record (.ron), e.g. one exported with `records export`.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Only check that the record re-plays to its stored result: exit 0 if it does, 1
    /// with the reason if not.
    #[arg(long)]
    pub verify: bool,
}

/// `en-garde rooms --connect ADDR [--page N] [--server-key KEY]`.
#[derive(Args, Debug, Clone)]
pub struct RoomsArgs {
    /// The server's address (`host:port`, or `host` for port 5812).
    #[arg(long, value_name = "ADDR")]
    pub connect: String,
    /// Print the server's leaderboard at this rule level instead (the 50 best rated
    /// players: place, name, rating, rated matches).
    #[arg(long, value_name = "LEVEL", ignore_case = true, value_parser = rule_levels(), conflicts_with = "page")]
    pub leaders: Option<Level>,
    /// Print this player's correspondence matches on the server instead (the identity of
    /// --data-dir): those waiting for your decision first, with the time left.
    #[arg(long, conflicts_with_all = ["page", "leaders"])]
    pub mine: bool,
    /// Which page of the list (from 1; 50 rooms a page: those with an open seat first,
    /// each the oldest first).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub page: u32,
    /// The server's key, as the server printed it (any other is refused).
    #[arg(long, value_name = "KEY")]
    pub server_key: Option<crate::net::quic::Fingerprint>,
}

/// `en-garde watch --connect ADDR --room CODE [--server-key KEY]`.
#[derive(Args, Debug, Clone)]
pub struct WatchArgs {
    /// The server's address (`host:port`, or `host` for port 5812).
    #[arg(long, value_name = "ADDR")]
    pub connect: String,
    /// The room to watch (public or private: its code).
    #[arg(long, value_name = "CODE")]
    pub room: String,
    /// The server's key, as the server printed it (any other is refused).
    #[arg(long, value_name = "KEY")]
    pub server_key: Option<crate::net::quic::Fingerprint>,
}

/// `en-garde identity [--export FILE | --import FILE]`.
#[derive(Args, Debug, Clone)]
pub struct IdentityArgs {
    /// Copy the identity (the key pair: keep it private) to FILE, a new file.
    #[arg(long, value_name = "FILE", conflicts_with = "import")]
    pub export: Option<PathBuf>,
    /// Use the identity in FILE (exported before) in this data folder; refused when the
    /// folder already holds another one.
    #[arg(long, value_name = "FILE")]
    pub import: Option<PathBuf>,
}

/// `en-garde records …`.
#[derive(Subcommand, Debug, Clone)]
pub enum RecordsCommand {
    /// List the stored match records, oldest first (bad files are set aside and named).
    List,
    /// Check a record file and copy it into the records folder.
    Import {
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Copy the record NAME (as `records list` shows it) to DEST (a file or a folder).
    Export {
        #[arg(value_name = "NAME")]
        name: String,
        #[arg(value_name = "DEST")]
        dest: PathBuf,
    },
}

/// `en-garde selfplay`: the computer plays a match against itself without a window,
/// autosaving after every action; `--resume` continues the autosave.
#[derive(Args, Debug, Clone)]
pub struct SelfplayArgs {
    /// Pause between decisions, in milliseconds (0..=60000).
    #[arg(long, value_name = "MS", default_value_t = 0, value_parser = delays())]
    pub delay_ms: u64,
    /// Continue the saved match instead of starting a new one.
    #[arg(long)]
    pub resume: bool,
    /// Seed of the new match (with --resume: of the bots' own choices only).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Rule level of the new match.
    #[arg(long, ignore_case = true, value_parser = rule_levels(), default_value = "Advanced", conflicts_with = "resume")]
    pub level: Level,
    /// Target score of the new match (1..=15).
    #[arg(long, default_value_t = 5, value_parser = target_scores(), conflicts_with = "resume")]
    pub target: u8,
    /// Level of the bot playing Left (with --resume: the saved match's).
    #[arg(long, ignore_case = true, value_parser = bot_levels(), default_value = "random", conflicts_with = "resume")]
    pub left: BotLevel,
    /// Level of the bot playing Right, as --left.
    #[arg(long, ignore_case = true, value_parser = bot_levels(), default_value = "random", conflicts_with = "resume")]
    pub right: BotLevel,
}

/// `--lang`'s value: a language code or locale tag of one of the six languages.
fn parse_language(tag: &str) -> Result<crate::lang::Language, String> {
    crate::lang::Language::from_tag(tag).ok_or_else(|| {
        let codes: Vec<&str> = crate::lang::Language::ALL.iter().map(|l| l.code()).collect();
        format!("{tag:?} is not a language of the game; the languages are {}", codes.join(", "))
    })
}
