//! The `en-garde` binary: the game, or a command-line mode (see `en-garde --help`).

// On Windows a release build is a windowed program: no console window opens beside the
// game. Started from a terminal, it prints there (`attach_to_the_parent_console`).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use clap::Parser;
use en_garde::cli::{self, Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    // Before anything is printed, clap's help and errors included.
    attach_to_the_parent_console();
    let cli = Cli::parse();
    // The command-line modes print for a reader; the game itself only logs, and the
    // server keeps serving when its log's reader goes away (`net::server`).
    if cli.command.as_ref().is_some_and(|c| !matches!(c, Command::Server(_))) {
        stop_quietly_on_a_closed_pipe();
    }
    let data_dir = cli.game.data_dir.as_deref();
    match &cli.command {
        Some(Command::Scenario { print_state, files }) => cli::engine::scenario(*print_state, files),
        Some(Command::Arena(args)) => cli::engine::arena(args),
        Some(Command::Bot(args)) => match &args.connect {
            Some(addr) => cli::net::bot(data_dir, args, addr),
            None => cli::engine::bot(args),
        },
        Some(Command::Server(args)) => cli::net::server(data_dir, args),
        Some(Command::NetLoad(args)) => cli::net::net_load(args),
        Some(Command::NetCrowd(args)) => cli::net::net_crowd(args),
        Some(Command::Analyse(args)) => cli::engine::analyse(args),
        Some(Command::Ladder) => cli::engine::ladder(),
        Some(Command::Puzzles { command }) => cli::puzzles::puzzles(command),
        Some(Command::Exploit { command }) => cli::exploit::exploit(command),
        Some(Command::Textures { dir }) => cli::dev::textures(dir),
        Some(Command::Replay(args)) => cli::records::replay(args),
        Some(Command::Records { command }) => cli::records::records(data_dir, command),
        Some(Command::Identity(args)) => cli::net::identity(data_dir, args),
        Some(Command::Rooms(args)) => cli::net::rooms(data_dir, args),
        Some(Command::Watch(args)) => cli::net::watch(data_dir, args),
        Some(Command::Selfplay(args)) => cli::records::selfplay(data_dir, args),
        None => en_garde::app::run(cli.game.clone()),
    }
}

/// `en-garde replay FILE | head -1`: when the reader of our output goes away, stop as
/// other command-line programs do — at once and without a word. Rust ignores SIGPIPE, so
/// every `println!` after it would panic ("failed printing to stdout"); the default
/// action ends the process quietly instead.
fn stop_quietly_on_a_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any thread starts; it only restores
    // the signal's default disposition.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Windows: a windowed program has no console of its own, so the command-line modes (and
/// `--help`) write to the console of the terminal they were started from, if there is one
/// (started from Explorer or a shortcut there is none, and nothing happens). Output that
/// the terminal redirected to a file or a pipe goes there as it would anyway. Elsewhere:
/// nothing to do.
fn attach_to_the_parent_console() {
    #[cfg(all(windows, not(debug_assertions)))]
    {
        use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
        // SAFETY: AttachConsole takes a process id (here the parent's pseudo id) and only
        // changes this process's console; it fails harmlessly when there is no parent
        // console or one is already attached.
        unsafe {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}
