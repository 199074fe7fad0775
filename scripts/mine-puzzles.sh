#!/usr/bin/env bash
# Mines the shipped puzzle set again (assets/puzzles/puzzles.ron) from the same seeds: the
# same set, puzzle for puzzle, on any machine (the judgements count playouts, not time).
# About two minutes on two cores. Needs a release build (scripts/play.sh or
# scripts/test.sh makes one).
#   usage: scripts/mine-puzzles.sh [OUT]   (default: assets/puzzles/puzzles.ron, replaced)
set -euo pipefail
cd "$(dirname "$0")/.."
exe="${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}/release/en-garde"
out="${1:-assets/puzzles/puzzles.ron}"
rm -f "$out"
"$exe" puzzles mine --rules Basic --count 110 --matches 3000 --seed 101 --threads 2 --out "$out"
"$exe" puzzles mine --rules Standard --count 160 --matches 3000 --seed 201 --threads 2 --out "$out"
"$exe" puzzles mine --rules Advanced --count 200 --matches 3000 --seed 301 --threads 2 --out "$out"
"$exe" puzzles mine --rules Duell --special-cards --count 160 --matches 3000 --seed 401 --threads 2 --out "$out"
"$exe" puzzles verify --file "$out"
