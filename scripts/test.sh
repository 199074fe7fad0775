#!/usr/bin/env bash
# Runs every test: rule scenarios, property tests, headless ECS matches, CLI and
# rendering checks (under Xvfb when no display is available), then whole network matches
# through a dedicated server on loopback in separate processes (scripts/net-play.sh).
# Arguments go to `cargo test`; with arguments the network matches are skipped.
# Same profile and features as scripts/play.sh, so the build is shared.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}"
# The rendering tests fail here, rather than skip, when no display can be had.
export EN_GARDE_REQUIRE_DISPLAY=1
cargo test --release --locked --workspace "$@"
if [ "$#" -eq 0 ]; then
    cargo build --release --locked
    # Every shipped puzzle re-judged independently (a few seconds); 0 failures or red.
    "$CARGO_TARGET_DIR/release/en-garde" puzzles verify
    bash scripts/net-play.sh "$CARGO_TARGET_DIR/release/en-garde"
fi
