//! The `en-garde` binary: the game, or a command-line mode (see `en-garde --help`).

use clap::Parser;
use en_garde::cli::{self, Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match &cli.command {
        Some(Command::Scenario { print_state, files }) => cli::scenario(*print_state, files),
        Some(Command::Arena(args)) => cli::arena(args),
        Some(Command::Bot(args)) => cli::bot(args),
        None => en_garde::game::app::run(cli.game.clone()),
    }
}
