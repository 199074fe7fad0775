//! `en-garde server` and `en-garde bot --connect`: the headless ends of network play.

use super::args::{BotArgs, NetCrowdArgs, NetLoadArgs, ServerArgs};
use crate::ai::{BotSpec, Controller};
use crate::net::bot::NetBot;
use crate::net::client::{ClientOptions, Ticket};
use crate::net::identity::Identity;
use crate::net::online::resolve;
use crate::net::protocol::{NET_VERSION, Want};
use crate::net::quic::ServerTrust;
use crate::net::server::ServerOptions;
use crate::net::{bot, server};
use crate::persist::{DataLock, DataPaths};
use crate::rules::{Level, RuleSet};
use bevy::prelude::*;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Runs `en-garde server`: exit 0 after Ctrl-C or SIGTERM, 2 when it cannot start.
pub fn server(data_dir: Option<&Path>, args: &ServerArgs) -> ExitCode {
    crate::net::quic::run_network_on_one_thread();
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
    let metrics = match args.metrics.as_deref().map(resolve).transpose() {
        Ok(m) => m,
        Err(e) => return usage(&format!("--metrics: {e}")),
    };
    let fleet = match (&args.fleet, &args.fleet_id) {
        (Some(url), Some(id)) => {
            let advertise = match &args.advertise {
                Some(a) => a.clone(),
                None if listen.port() != 0 && !listen.ip().is_unspecified() => listen.to_string(),
                None => return usage("--fleet: give --advertise HOST:PORT, or --listen with an address and a port"),
            };
            match server::fleet::Fleet::new(url, id, &advertise) {
                Ok(f) => Some(Arc::new(f)),
                Err(e) => return usage(&format!("--fleet: {e}")),
            }
        }
        _ => None,
    };
    let seed = args.seed.unwrap_or_else(clock_seed);
    let options = ServerOptions {
        listen,
        data,
        seed,
        away_timeout_s: args.away_timeout,
        day_s: args.day_seconds,
        house: args.house.clone(),
        house_after_s: args.house_after,
        max_rooms: args.max_rooms as usize,
        max_per_address: args.max_per_address as usize,
        max_clients: args.max_clients as usize,
        metrics,
        log: !args.quiet,
        identity: None,
        fleet,
    };
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    if let Err(e) = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst)) {
        eprintln!("error: cannot catch Ctrl-C and SIGTERM: {e}");
        return ExitCode::from(2);
    }
    let mut app = server::server_app(options);
    server::stop_when_flagged(&mut app, stop);
    exit_code(app.run())
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
/// for bad arguments or a data folder another En Garde holds, 3 when the server refused
/// the bot.
pub fn bot(data_dir: Option<&Path>, args: &BotArgs, addr: &str) -> ExitCode {
    let spec: BotSpec = args.level;
    let server_addr = match resolve(addr) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: --connect: {e}");
            return ExitCode::from(2);
        }
    };
    // What can be known here is checked here, at once (F16: port 0 and a 100 KB code were
    // sent on, and the bot waited for ever without a word).
    if server_addr.port() == 0 {
        eprintln!("error: --connect: port 0 is no server's port; give the port the server printed");
        return ExitCode::from(2);
    }
    let want = match (&args.room, args.create) {
        (None, false) if args.pair => Want::Pair { rules: rules_of(args.rules, args.target, args.duell_cards) },
        (Some(room), _) => match room.parse::<crate::net::protocol::RoomCode>() {
            Ok(code) => Want::Join { room: code.to_string() },
            Err(e) => {
                eprintln!("error: --room: {e}");
                return ExitCode::from(2);
            }
        },
        (None, true) => {
            let rules = rules_of(args.rules, args.target, args.duell_cards);
            match args.days {
                Some(days) => Want::Correspond { rules, days, public: args.public },
                None if args.public => Want::Open { rules },
                None => Want::Create { rules },
            }
        }
        (None, false) => {
            eprintln!("error: --connect needs --room CODE, --create or --pair");
            return ExitCode::from(2);
        }
    };
    let data = data_dir.map(DataPaths::in_dir);
    // The bot writes its seat and its records into its data folder: it takes the folder's
    // lock, so that a second bot there cannot read the first one's seat and take it (F17).
    let _lock = match data.as_ref().map(DataLock::acquire).transpose() {
        Ok(lock) => lock,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let token_file = data_dir.map(|d| d.join("seat.txt"));
    let trust = client_trust(args.server_key, data.as_ref());
    // The bot's identity: its data folder's (made on first use), or a new one for this run.
    let identity = match client_identity(data.as_ref()) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let options = ClientOptions {
        server: server_addr,
        want,
        player: Controller::Computer { level: spec.level },
        token_file,
        version: NET_VERSION,
        trust,
        identity,
    };
    let bot = NetBot::new(spec, args.seed, data).with_delay(std::time::Duration::from_millis(args.delay_ms));
    let mut app = bot::bot_app(options, bot);
    app.add_systems(Update, print_room.run_if(resource_added::<Ticket>));
    exit_code(app.run())
}

/// The rules of a room opened from the command line.
pub fn rules_of(level: Level, target: u8, duell_cards: bool) -> RuleSet {
    let mut rules = if level == Level::Duell { RuleSet::duell(duell_cards) } else { RuleSet::for_level(level) };
    rules.target_score = target;
    rules
}

/// Prints `room CODE` once seated (what a script passes to the other player).
fn print_room(seat: Res<Ticket>) {
    use std::io::Write;
    println!("room {} ({})", seat.room, seat.side);
    let _ = std::io::stdout().flush();
}

/// Runs `en-garde net-load`: opens `--rooms` rooms at the server, seats two bots in each,
/// runs them all in this process until every match is over, and prints what they
/// measured. Exit 1 when a match did not finish within 30 minutes.
pub fn net_load(args: &NetLoadArgs) -> ExitCode {
    use crate::net::bot::{NetBot, bot_app};
    use std::time::{Duration, Instant};
    let spec = args.level;
    let server_addr = match resolve(&args.connect) {
        Ok(a) => a,
        Err(e) => return usage(&format!("--connect: {e}")),
    };
    let make = |want: Want, seed: u64| {
        let options = ClientOptions {
            server: server_addr,
            want,
            player: Controller::Computer { level: spec.level },
            token_file: None,
            version: NET_VERSION,
            trust: ServerTrust::default(),
            identity: Arc::new(Identity::generate().expect("the system's random numbers")),
        };
        let mut bot = NetBot::new(spec, seed, None).with_delay(Duration::from_millis(args.delay_ms));
        bot.report = false;
        let mut app = bot_app(options, bot);
        app.finish();
        app.cleanup();
        crate::net::stack::run_on_one_thread(&mut app);
        app
    };
    let rules = RuleSet::for_level(Level::Advanced);
    let mut apps: Vec<App> = Vec::new();
    // With --pair: each bot's wait from its arrival until it was seated.
    let mut waits: Vec<f64> = Vec::new();
    if args.pair {
        let n = args.rooms as usize * 2;
        let arrive = Duration::from_millis(args.arrive_ms);
        let start = Instant::now();
        let mut since: Vec<Instant> = Vec::new();
        let mut seated: Vec<Option<Duration>> = Vec::new();
        while apps.len() < n || seated.iter().any(Option::is_none) {
            if start.elapsed() > Duration::from_secs(120) + arrive * n as u32 {
                eprintln!("error: the bots were not all paired within two minutes of the last one's arrival");
                return ExitCode::FAILURE;
            }
            if apps.len() < n && start.elapsed() >= arrive * apps.len() as u32 {
                apps.push(make(Want::Pair { rules }, apps.len() as u64 + 1));
                since.push(Instant::now());
                seated.push(None);
            }
            for (i, a) in apps.iter_mut().enumerate() {
                a.update();
                if seated[i].is_none() && a.world().get_resource::<Ticket>().is_some() {
                    seated[i] = Some(since[i].elapsed());
                }
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        waits = seated.into_iter().flatten().map(|d| d.as_secs_f64() * 1000.0).collect();
        waits.sort_by(f64::total_cmp);
    } else {
        apps.extend((0..args.rooms).map(|i| make(Want::Create { rules }, u64::from(i) * 2 + 1)));
        let start = Instant::now();
        while apps.iter().any(|a| a.world().get_resource::<Ticket>().is_none()) {
            if start.elapsed() > Duration::from_secs(60) {
                eprintln!("error: the rooms were not all opened within a minute");
                return ExitCode::FAILURE;
            }
            for a in &mut apps {
                a.update();
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        let codes: Vec<String> = apps.iter().map(|a| a.world().resource::<Ticket>().room.to_string()).collect();
        for (i, code) in codes.into_iter().enumerate() {
            apps.push(make(Want::Join { room: code }, i as u64 * 2 + 2));
        }
    }
    let pick_wait = |q: f64| waits.get(((waits.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0);
    let pairing = (!waits.is_empty()).then(|| (pick_wait(0.5), pick_wait(0.9), pick_wait(1.0)));
    let start = Instant::now();
    while apps.iter().any(|a| a.should_exit().is_none()) {
        if start.elapsed() > Duration::from_secs(1800) {
            eprintln!("error: the matches did not all finish within 30 minutes");
            return ExitCode::FAILURE;
        }
        for a in apps.iter_mut().filter(|a| a.should_exit().is_none()) {
            a.update();
        }
        std::thread::sleep(Duration::from_micros(500));
    }
    let took = start.elapsed().as_secs_f64();
    let metrics: Vec<_> = apps.iter().map(|a| a.world().resource::<NetBot>().metrics.clone()).collect();
    let mut trips: Vec<f64> =
        metrics.iter().flat_map(|m| m.round_trips.iter().map(|d| d.as_secs_f64() * 1000.0)).collect();
    trips.sort_by(f64::total_cmp);
    let pick = |q: f64| trips.get(((trips.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0);
    let rooms = f64::from(args.rooms);
    let bytes_in = metrics.iter().map(|m| m.bytes_in).sum::<u64>() as f64 / rooms;
    let bytes_out = metrics.iter().map(|m| m.bytes_out).sum::<u64>() as f64 / rooms;
    let wire_in = metrics.iter().map(|m| m.wire_in).sum::<u64>() as f64 / rooms;
    let wire_out = metrics.iter().map(|m| m.wire_out).sum::<u64>() as f64 / rooms;
    let all_steps = metrics.iter().take(args.rooms as usize).map(|m| m.steps).sum::<usize>();
    let steps = all_steps as f64 / rooms;
    // Each player's share of a step: the bytes of a match to both players, over its steps.
    let per_step = |bytes: f64| if steps > 0.0 { bytes / steps / 2.0 } else { 0.0 };
    let failed = apps.iter().filter(|a| a.should_exit() != Some(AppExit::Success)).count();
    if args.json {
        println!(
            "{}",
            serde_json::json!({
                "rooms": args.rooms, "level": spec.to_string(), "delay_ms": args.delay_ms, "seconds": took,
                "actions": trips.len(), "round_trip_ms": { "median": pick(0.5), "p99": pick(0.99), "max": pick(1.0) },
                "per_match": { "steps": steps, "bytes_to_players": bytes_in, "bytes_to_server": bytes_out,
                    "wire_bytes_to_players": wire_in, "wire_bytes_to_server": wire_out },
                "steps": all_steps,
                "per_step_per_player": { "bytes": per_step(bytes_in), "wire_bytes": per_step(wire_in) },
                "failed": failed,
                "pairing_wait_ms": pairing.map(|(median, p90, max)| serde_json::json!({
                    "bots": waits.len(), "arrive_ms": args.arrive_ms, "median": median, "p90": p90, "max": max })),
            })
        );
    } else {
        println!(
            "{} rooms of {spec} bots ({} ms a step): {took:.1} s; {} actions, round trip median {:.2} ms, p99 {:.2} ms; \
             per match {steps:.0} steps, {bytes_in:.0} bytes to the players, {bytes_out:.0} bytes to the server \
             (on the wire, QUIC and TLS included: {wire_in:.0} and {wire_out:.0}); {failed} failed\n\
             {all_steps} steps in all; to each player per step: {:.0} bytes, {:.0} on the wire",
            args.rooms,
            args.delay_ms,
            trips.len(),
            pick(0.5),
            pick(0.99),
            per_step(bytes_in),
            per_step(wire_in),
        );
    }
    if let (Some((median, p90, max)), false) = (pairing, args.json) {
        println!(
            "pairing: {} bots arriving {} ms apart waited median {median:.0} ms, p90 {p90:.0} ms, max {max:.0} ms \
             from connecting to their seat",
            waits.len(),
            args.arrive_ms
        );
    }
    if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// Runs `en-garde net-crowd`: fills `--rooms` rooms with lean players at the server,
/// measures over `--seconds` once they are seated, and prints the figures. Exit 1 when
/// fewer than 99% of the rooms were seated, 2 on bad options.
pub fn net_crowd(args: &NetCrowdArgs) -> ExitCode {
    use crate::net::crowd::{CrowdOptions, run};
    use std::time::Duration;
    let server = match resolve(&args.connect) {
        Ok(a) => a,
        Err(e) => return usage(&format!("--connect: {e}")),
    };
    let mut fleet = Vec::new();
    for also in &args.also {
        match resolve(also) {
            Ok(a) => fleet.push(a),
            Err(e) => return usage(&format!("--also: {e}")),
        }
    }
    let options = CrowdOptions {
        server,
        fleet,
        pair: args.pair,
        rooms: args.rooms as usize,
        step_every: Duration::from_millis(args.step_ms),
        window: Duration::from_secs(args.seconds),
        connects_per_second: args.connects_per_second,
        server_pid: args.server_pid,
        seed: args.seed,
        silent: args.silent as usize,
        deaf: args.deaf as usize,
        reconnect: args.reconnect,
        announce: args.announce,
    };
    let r = match run(&options) {
        Ok(r) => r,
        Err(e) => return usage(&e),
    };
    let [median, p99, max] = r.round_trip_ms;
    if args.json {
        println!(
            "{}",
            serde_json::json!({
                "rooms": r.rooms, "seated": r.seated, "fill_s": r.fill_s, "step_ms": args.step_ms,
                "window_s": r.window_s, "steps": r.steps, "steps_per_s": r.steps as f64 / r.window_s,
                "round_trip_ms": { "median": median, "p99": p99, "max": max },
                "failed": r.failed, "finished": r.finished,
                "why_failed": r.why_failed.iter().map(|(why, n)| serde_json::json!({ "why": why, "rooms": n })).collect::<Vec<_>>(),
                "server": { "cpu_percent": r.server_cpu_percent, "us_per_step": r.server_us_per_step(),
                    "rss_mib": r.server_memory_mib.map(|m| m.0), "peak_mib": r.server_memory_mib.map(|m| m.1) },
                "crowd": { "cpu_percent": r.crowd_cpu_percent, "rss_mib": r.crowd_memory_mib },
                "silent": kind_json(&r.bad.silent), "deaf": kind_json(&r.bad.deaf),
                "storm": { "lost": r.storm.lost, "resumed": r.storm.resumed, "away": r.storm.away,
                    "resume_ms": { "median": r.storm.resume_ms[0], "p99": r.storm.resume_ms[1], "max": r.storm.resume_ms[2] },
                    "steps_lost": r.storm.steps_lost, "wrong_side": r.storm.wrong_side },
            })
        );
    } else {
        println!(
            "{} rooms ({} players), a step every {} ms a room: seated {} in {:.1} s; over {:.1} s, {} steps ({:.0} a second), \
             round trip median {median:.2} ms, p99 {p99:.2} ms, max {max:.2} ms; {} rooms failed, {} matches finished",
            r.rooms,
            r.rooms * 2,
            args.step_ms,
            r.seated,
            r.fill_s,
            r.window_s,
            r.steps,
            r.steps as f64 / r.window_s,
            r.failed,
            r.finished,
        );
        for (why, n) in &r.why_failed {
            println!("  {n} room(s) failed: {why}");
        }
        if let (Some(cpu), Some(per_step)) = (r.server_cpu_percent, r.server_us_per_step()) {
            println!("server CPU: {cpu:.1}% of one core over the window; {per_step:.0} us per step");
        }
        if let Some((rss, peak)) = r.server_memory_mib {
            println!("server memory: {rss:.0} MiB resident, {peak:.0} MiB at its peak");
        }
        if let (Some(cpu), Some(rss)) = (r.crowd_cpu_percent, r.crowd_memory_mib) {
            println!("this crowd: {cpu:.1}% of one core, {rss:.0} MiB resident");
        }
        for (what, k) in [("silent connections", &r.bad.silent), ("deaf players", &r.bad.deaf)] {
            if k.count > 0 {
                println!(
                    "{} {what}: {} handshakes ({} failed), at most {} held at once ({} at the end, the oldest \
                     for {:.1} s); {} let go, the longest after {:.1} s",
                    k.count, k.opened, k.failed, k.held_peak, k.held_now, k.oldest_held_s, k.let_go, k.longest_s
                );
            }
        }
        if args.reconnect {
            let s = &r.storm;
            let [median, p99, max] = s.resume_ms;
            println!(
                "reconnecting: {} connections lost, {} players back in their seats (median {median:.0} ms, p99 \
                 {p99:.0} ms, max {max:.0} ms), {} still away; {} tables showed fewer steps than seen, {} returned \
                 to another side",
                s.lost, s.resumed, s.away, s.steps_lost, s.wrong_side
            );
        }
    }
    // A few rooms whose players failed (and started again) are told above; fewer than
    // 99% of the rooms seated is a failed measurement.
    if r.seated * 100 >= r.rooms * 99 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// One kind of the crowd's bad load, as JSON.
fn kind_json(k: &crate::net::crowd::bad::KindReport) -> serde_json::Value {
    serde_json::json!({ "count": k.count, "handshakes": k.opened, "failed": k.failed, "held_peak": k.held_peak,
        "held_at_end": k.held_now, "oldest_held_s": k.oldest_held_s, "let_go": k.let_go, "longest_s": k.longest_s })
}

fn usage(e: &str) -> ExitCode {
    eprintln!("error: {e}");
    ExitCode::from(2)
}

/// Runs `en-garde identity`: prints the data folder's identity key (made now if there is
/// none), or exports it to a new file, or imports one; exit 0, or 2 with the reason.
pub fn identity(data_dir: Option<&Path>, args: &crate::cli::args::IdentityArgs) -> ExitCode {
    let paths = match DataPaths::resolve(data_dir) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let file = paths.identity_file();
    let done = match (&args.export, &args.import) {
        (Some(to), _) => Identity::export(&file, to).map(|key| format!("identity {key} exported to {}", to.display())),
        (_, Some(from)) => Identity::import(from, &file).map(|key| format!("identity {key} in {}", file.display())),
        (None, None) => Identity::load_or_make(&file).map(|(me, made)| {
            let how = if made { "made now, " } else { "" };
            format!("identity {} ({how}in {})", me.public(), file.display())
        }),
    };
    match done {
        Ok(line) => {
            println!("{line}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// How a command-line client checks the server's key: the one given (`--server-key`), else
/// the one the address showed the first time (kept in the data folder's known-servers.txt
/// when there is one).
fn client_trust(key: Option<crate::net::quic::Fingerprint>, data: Option<&DataPaths>) -> ServerTrust {
    match key {
        Some(key) => ServerTrust::Pinned(key),
        None => ServerTrust::FirstUse { known: data.map(DataPaths::known_servers_file) },
    }
}

/// A command-line client's identity: its data folder's (made on first use), or a new one
/// for this run; exit code 2 with the reason when the folder's cannot be used.
fn client_identity(data: Option<&DataPaths>) -> Result<Arc<Identity>, ExitCode> {
    Identity::kept_at(data.map(DataPaths::identity_file).as_deref()).map(Arc::new).map_err(|e| {
        eprintln!("error: {e}");
        ExitCode::from(2)
    })
}

/// Runs `en-garde rooms`: asks the server at `--connect` for a page of its lobby and prints
/// it ([`lobby_lines`]), or, with `--leaders LEVEL`, its leaderboard ([`leader_lines`]).
/// Exit 0; 3 when the
/// server refuses (in words); 1 when it does not answer within 15 s; 2 for a bad address
/// or identity.
pub fn rooms(data_dir: Option<&Path>, args: &crate::cli::args::RoomsArgs) -> ExitCode {
    use crate::net::client::{LeaderboardPage, Link, LobbyPage, MyMatchesPage};
    use std::time::{Duration, Instant};
    let server_addr = match resolve(&args.connect) {
        Ok(a) => a,
        Err(e) => return usage(&format!("--connect: {e}")),
    };
    let data = data_dir.map(DataPaths::in_dir);
    let identity = match client_identity(data.as_ref()) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let trust = client_trust(args.server_key, data.as_ref());
    let options = ClientOptions {
        server: server_addr,
        want: match args.leaders {
            _ if args.mine => Want::Mine,
            Some(level) => Want::Leaders { level },
            None => Want::List { page: args.page.saturating_sub(1) },
        },
        player: Controller::Human { name: "Lobby".into() },
        token_file: None,
        version: NET_VERSION,
        trust,
        identity,
    };
    let mut app = crate::net::stack::headless_app();
    app.insert_resource(options).add_plugins(crate::net::client::plugin);
    let start = Instant::now();
    let answered = move |page: Res<LobbyPage>,
                         board: Res<LeaderboardPage>,
                         mine: Res<MyMatchesPage>,
                         link: Res<Link>,
                         mut exit: MessageWriter<AppExit>| {
        let lines = match (&page.0, &board.0, &mine.0) {
            (Some(list), _, _) => Some(lobby_lines(list)),
            (_, Some(board), _) => Some(leader_lines(board)),
            (_, _, Some(mine)) => Some(my_match_lines(mine, crate::persist::UtcTime::now())),
            _ => None,
        };
        if let Some(lines) = lines {
            for line in lines {
                println!("{line}");
            }
            exit.write(AppExit::Success);
        } else if let Link::Refused(why) = &*link {
            eprintln!("error: {why}");
            exit.write(AppExit::from_code(3));
        } else if start.elapsed() > Duration::from_secs(15) {
            eprintln!("error: the server at {server_addr} did not answer within 15 s");
            exit.write(AppExit::from_code(1));
        }
    };
    app.add_systems(Update, answered);
    exit_code(app.run())
}

/// The lines `en-garde rooms --mine` prints: a line a correspondence match — `your move`
/// or `waiting`, the room, the opponent, the score, the rules and the time left at `now`.
pub fn my_match_lines(mine: &crate::net::protocol::MyMatches, now: crate::persist::UtcTime) -> Vec<String> {
    if mine.matches.is_empty() {
        return vec!["no correspondence matches on this server".into()];
    }
    // The times left as the game says them, in English.
    let english = crate::lang::Lang::new(crate::lang::Language::English);
    mine.matches
        .iter()
        .map(|m| {
            let state = match m.clock.decider {
                Some(side) if side == m.side => "your move",
                Some(_) => "their move",
                None => "waiting for an opponent",
            };
            let opponent = m.opponent.as_ref().map_or_else(|| "(open seat)".to_string(), Controller::display_name);
            let [mine_, theirs] = [m.scores[m.side.index()], m.scores[m.side.opponent().index()]];
            format!(
                "{state}: room {} as {} against {opponent}, {mine_}–{theirs}, {:?} to {}, {} day{} a decision, {} left",
                m.code,
                m.side,
                m.rules.level,
                m.rules.target_score,
                m.clock.days,
                if m.clock.days == 1 { "" } else { "s" },
                crate::net::correspondence::time_left(&english, now.seconds_until(m.clock.deadline))
            )
        })
        .collect()
}

/// The lines `en-garde rooms --leaders LEVEL` prints: a heading, then a line a player —
/// place, name, rating (`?` while provisional) and rated matches.
pub fn leader_lines(board: &crate::net::protocol::Leaderboard) -> Vec<String> {
    if board.leaders.is_empty() {
        return vec![format!("no rated matches at {:?} yet", board.level)];
    }
    let mut lines = vec![format!("leaderboard, {:?}:", board.level)];
    for (i, l) in board.leaders.iter().enumerate() {
        let mark = if l.provisional { "?" } else { "" };
        lines.push(format!("{:>2}. {}  {:.0}{mark}  {} matches", i + 1, l.name, l.rating, l.matches));
    }
    lines
}

/// Runs `en-garde watch`: a headless spectator of the room `--room` at `--connect`. Prints
/// `watching CODE (RULES)`, a line per step as it happens, and at the match's end its
/// result and, last, `hidden cards seen: N` ([`HiddenCards`]). Exit 0 after the match's
/// end; 3 when the server refuses (in words) or the connection is lost for
/// [`WATCH_GIVES_UP_S`] before the match ends; 2 for a bad address, code or identity.
pub fn watch(data_dir: Option<&Path>, args: &crate::cli::args::WatchArgs) -> ExitCode {
    use crate::net::client::{FinishedRecord, Link, Spectating};
    use crate::net::protocol::Happened;
    let server_addr = match resolve(&args.connect) {
        Ok(a) => a,
        Err(e) => return usage(&format!("--connect: {e}")),
    };
    let code = match args.room.parse::<crate::net::protocol::RoomCode>() {
        Ok(c) => c,
        Err(e) => return usage(&format!("--room: {e}")),
    };
    let data = data_dir.map(DataPaths::in_dir);
    let identity = match client_identity(data.as_ref()) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let options = ClientOptions {
        server: server_addr,
        want: Want::Watch { room: code.to_string() },
        player: Controller::Human { name: "Spectator".into() },
        token_file: None,
        version: NET_VERSION,
        trust: client_trust(args.server_key, data.as_ref()),
        identity,
    };
    let mut app = crate::net::stack::headless_app();
    app.insert_resource(options).add_plugins((crate::net::client::plugin, HiddenCards::plugin));
    let watching = |watching: Res<Spectating>| {
        let r = &watching.rules;
        say(&format!("watching {} ({:?} rules to {})", watching.room, r.level, r.target_score));
    };
    app.add_systems(Update, watching.run_if(resource_added::<Spectating>));
    app.add_observer(|happened: On<Happened>| {
        for e in &happened.events {
            if let Some(line) = event_line(e) {
                say(&format!("{}: {line}", happened.steps));
            }
        }
    });
    let over = |record: Res<FinishedRecord>, hidden: Res<HiddenCards>, mut exit: MessageWriter<AppExit>| {
        say(&format!("match over: {}", record.0.summary()));
        say(&format!("hidden cards seen: {}", hidden.seen));
        exit.write(AppExit::Success);
    };
    app.add_systems(Update, over.run_if(resource_added::<FinishedRecord>));
    app.add_systems(Update, |link: Res<Link>, hidden: Res<HiddenCards>, mut exit: MessageWriter<AppExit>| {
        if let Link::Refused(why) = &*link {
            eprintln!("error: {why}");
            say(&format!("hidden cards seen: {}", hidden.seen));
            exit.write(AppExit::from_code(3));
        } else if let Link::Reconnecting { since_s } = &*link
            && *since_s >= WATCH_GIVES_UP_S
        {
            eprintln!("error: the connection to the server was lost {since_s} s ago and not made again");
            say(&format!("hidden cards seen: {}", hidden.seen));
            exit.write(AppExit::from_code(3));
        }
    });
    exit_code(app.run())
}

/// How long `en-garde watch` tries to connect again after the connection dropped before
/// it gives up (exit 3), in seconds.
pub const WATCH_GIVES_UP_S: u64 = 30;

/// Prints a line at once (a script reads it as it comes).
fn say(line: &str) {
    use std::io::Write;
    println!("{line}");
    let _ = std::io::stdout().flush();
}

/// A step's event in a few English words, for `en-garde watch` (`None`: nothing to say).
fn event_line(e: &crate::game::TableEvent) -> Option<String> {
    use crate::game::TableEvent as E;
    Some(match e {
        E::Moved(m) => format!("{} {:?} {} ({} → {})", m.side, m.dir, m.card, m.from, m.to),
        E::Attacked(a) => format!("{} attacks: {:?} ({} → {})", a.side, a.action, a.from, a.to),
        E::Parried(p) => format!("{} parries", p.side),
        E::Retreated(r) => format!("{} retreats {} ({} → {})", r.side, r.card, r.from, r.to),
        E::CardsDrawn(d) => format!("{} draws {}", d.side, d.count),
        E::Hit(h) => format!("{} hits", h.attacker),
        E::RoundOver(r) => {
            format!("round {} over: {:?}; score {}–{}", r.round_number, r.result, r.scores[0], r.scores[1])
        }
        E::MatchOver(m) => format!("match over: {} wins {}–{}", m.winner, m.scores[0], m.scores[1]),
        E::RoundStarted(r) => format!("round {} begins", r.round_number),
        E::Resumed(_) => return None,
    })
}

/// What a spectator was sent that it may not see (issue 26, point 5): the cards of every
/// hand it received while the rules showed that hand to neither the spectator nor both
/// players (R7.2: only a round that is over, or Duell D4, shows the hands), counted each
/// time such a hand arrived or changed. A sound server sends none.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HiddenCards {
    /// Cards received that the rules did not show.
    pub seen: u32,
}

impl HiddenCards {
    /// Counts, after each frame's replication, the hidden cards that came.
    pub fn plugin(app: &mut App) {
        use bevy_replicon::prelude::*;
        app.init_resource::<HiddenCards>().add_systems(PreUpdate, HiddenCards::count.after(ClientSystems::Receive));
    }

    fn count(
        hands: Query<Ref<crate::game::Hand>, (With<crate::game::HandOf>, With<crate::game::FromServer>)>,
        tables: Query<&crate::game::MatchState, With<crate::game::FromServer>>,
        mut hidden: ResMut<HiddenCards>,
    ) {
        // With no table there is nothing a hand could lawfully be shown with.
        let shown = tables
            .iter()
            .next()
            .is_some_and(|t| t.round_rules.open_hands() || matches!(t.phase, crate::rules::Phase::Over(_)));
        for hand in &hands {
            if hand.is_changed() && !shown {
                hidden.seen += u32::from(hand.cards.len());
            }
        }
    }
}

/// The lines `en-garde rooms` prints for a page of the lobby: a heading, then a line a
/// room — its code, host (and guest, once the room is being played: watch it), rules, the
/// host's rating (`?` while provisional) and its spectators.
pub fn lobby_lines(list: &crate::net::protocol::RoomList) -> Vec<String> {
    if list.total == 0 {
        return vec!["no public rooms".into()];
    }
    let mut lines = vec![format!(
        "page {} of {} ({} public rooms, {} with an open seat)",
        list.page + 1,
        list.pages,
        list.total,
        list.open
    )];
    for r in &list.rooms {
        let rating = match r.rating {
            Some((v, true)) => format!("rating {v:.0}?"),
            Some((v, false)) => format!("rating {v:.0}"),
            None => "unrated".into(),
        };
        let who = match &r.guest {
            Some(guest) => format!("{} v {}", r.host.display_name(), guest.display_name()),
            None => format!("{} (seat open)", r.host.display_name()),
        };
        let watching = if r.watchers > 0 { format!("  {} watching", r.watchers) } else { String::new() };
        lines.push(format!("{}  {who}  {:?} to {}  {rating}{watching}", r.code, r.rules.level, r.rules.target_score));
    }
    lines
}
