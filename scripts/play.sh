#!/usr/bin/env bash
# Builds (the first time: about 12 minutes on 2 cores) and runs the game.
# Extra arguments go to the game: scripts/play.sh --help
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}"
exec cargo run --release --locked -- "$@"
