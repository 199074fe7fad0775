//! The `en-garde` binary: the game, or a command-line mode (see `en-garde --help`).

use clap::Parser;
use en_garde::cli::{self, Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let data_dir = cli.game.data_dir.as_deref();
    match &cli.command {
        Some(Command::Scenario { print_state, files }) => cli::engine::scenario(*print_state, files),
        Some(Command::Arena(args)) => cli::engine::arena(args),
        Some(Command::Bot(args)) => cli::engine::bot(args),
        Some(Command::Replay(args)) => cli::records::replay(args),
        Some(Command::Records { command }) => cli::records::records(data_dir, command),
        Some(Command::Selfplay(args)) => cli::records::selfplay(data_dir, args),
        None => en_garde::app::run(cli.game.clone()),
    }
}
