//! `en-garde server` and `en-garde bot --connect`: the headless ends of network play.

use super::args::{BotArgs, LevelArg, ServerArgs};
use crate::ai::{BotSpec, Controller};
use crate::net::bot::NetBot;
use crate::net::client::{ClientOptions, NetSeat};
use crate::net::protocol::{DEFAULT_PORT, NET_VERSION, Want};
use crate::net::server::{ServerOptions, StopRequested};
use crate::net::{bot, server};
use crate::persist::{DataLock, DataPaths};
use crate::rules::{Level, RuleSet};
use bevy::prelude::*;
use std::net::{SocketAddr, ToSocketAddrs};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// `host:port`, or `host` with the default port, resolved to the first address.
///
/// # Errors
/// A sentence naming the address.
pub fn resolve(addr: &str) -> Result<SocketAddr, String> {
    let with_port = if addr.parse::<SocketAddr>().is_ok()
        || addr.rsplit_once(':').is_some_and(|(h, p)| !h.ends_with(':') && p.parse::<u16>().is_ok())
    {
        addr.to_string()
    } else {
        format!("{addr}:{DEFAULT_PORT}")
    };
    with_port
        .to_socket_addrs()
        .map_err(|e| format!("{addr:?} is not an address this computer can find ({e})"))?
        .next()
        .ok_or_else(|| format!("{addr:?} names no address"))
}

/// Runs `en-garde server`: exit 0 after Ctrl-C or SIGTERM, 2 when it cannot start.
pub fn server(data_dir: Option<&Path>, args: &ServerArgs) -> ExitCode {
    let listen = match resolve(&args.listen) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: --listen: {e}");
            return ExitCode::from(2);
        }
    };
    let (data, _lock) = if args.no_save {
        (None, None)
    } else {
        let paths = match DataPaths::resolve(data_dir) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        };
        match DataLock::acquire(&paths) {
            Ok(lock) => (Some(paths), Some(lock)),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        }
    };
    let seed = args.seed.unwrap_or_else(clock_seed);
    let options = ServerOptions {
        listen,
        data,
        seed,
        away_timeout_s: args.away_timeout,
        max_rooms: args.max_rooms as usize,
        log: !args.quiet,
    };
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    if let Err(e) = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst)) {
        eprintln!("error: cannot catch Ctrl-C and SIGTERM: {e}");
        return ExitCode::from(2);
    }
    let mut app = server::server_app(options);
    app.insert_resource(StopFlag(stop)).add_systems(Update, stop_when_asked);
    exit_code(app.run())
}

/// Set by the Ctrl-C / SIGTERM handler.
#[derive(Resource)]
struct StopFlag(Arc<AtomicBool>);

fn stop_when_asked(flag: Res<StopFlag>, stopping: Option<Res<StopRequested>>, mut commands: Commands) {
    if flag.0.load(Ordering::SeqCst) && stopping.is_none() {
        commands.insert_resource(StopRequested::default());
    }
}

fn clock_seed() -> u64 {
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    (t.as_nanos() as u64) ^ u64::from(std::process::id()).rotate_left(32)
}

fn exit_code(exit: AppExit) -> ExitCode {
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// Runs `en-garde bot --connect`: exit 0 when the match is over (the result printed), 2
/// for bad arguments, 3 when the server refused the bot.
pub fn bot(data_dir: Option<&Path>, args: &BotArgs, addr: &str) -> ExitCode {
    let spec: BotSpec = match args.level.parse() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: --level: {e}");
            return ExitCode::from(2);
        }
    };
    let server_addr = match resolve(addr) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: --connect: {e}");
            return ExitCode::from(2);
        }
    };
    let want = match (&args.room, args.create) {
        (Some(room), _) => Want::Join { room: room.clone() },
        (None, true) => Want::Create { rules: rules_of(args.rules, args.target, args.duell_cards) },
        (None, false) => {
            eprintln!("error: --connect needs --room CODE or --create");
            return ExitCode::from(2);
        }
    };
    let data = data_dir.map(DataPaths::in_dir);
    let token_file = data_dir.map(|d| d.join("seat.txt"));
    let options = ClientOptions {
        server: server_addr,
        want,
        player: Controller::Computer { level: spec.level },
        token_file,
        version: NET_VERSION,
    };
    let bot = NetBot::new(spec, args.seed, data).with_delay(std::time::Duration::from_millis(args.delay_ms));
    let mut app = bot::bot_app(options, bot);
    app.add_systems(Update, print_room);
    exit_code(app.run())
}

/// The rules of a room opened from the command line.
pub fn rules_of(level: LevelArg, target: u8, duell_cards: bool) -> RuleSet {
    let level: Level = level.into();
    let mut rules = if level == Level::Duell { RuleSet::duell(duell_cards) } else { RuleSet::for_level(level) };
    rules.target_score = target;
    rules
}

/// Prints `room CODE` once seated (what a script passes to the other player).
fn print_room(seat: Option<Res<NetSeat>>) {
    use std::io::Write;
    if let Some(seat) = seat
        && seat.is_added()
    {
        println!("room {} ({})", seat.room, seat.side);
        let _ = std::io::stdout().flush();
    }
}
