//! The `en-garde` binary: the game, or a command-line mode (see `en-garde --help`).

use clap::Parser;
use en_garde::cli::{self, Cli, Command};
use en_garde::persist;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match &cli.command {
        Some(Command::Scenario { print_state, files }) => cli::scenario(*print_state, files),
        Some(Command::Arena(args)) => cli::arena(args),
        Some(Command::Replay(args)) => persist::cli::replay(args),
        Some(Command::Records { command }) => persist::cli::records(cli.game.data_dir.as_deref(), command),
        Some(Command::Selfplay(args)) => persist::cli::selfplay(cli.game.data_dir.as_deref(), args),
        Some(Command::Bot(args)) => cli::bot(args),
        None => en_garde::game::app::run(cli.game.clone()),
    }
}
