#!/usr/bin/env bash
# Runs every test: rule scenarios, property tests, headless ECS matches, CLI and
# rendering checks (under Xvfb when no display is available).
# Same profile and features as scripts/play.sh, so the build is shared.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}"
exec cargo test --release --locked --workspace "$@"
