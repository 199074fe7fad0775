#!/usr/bin/env bash
# Makes the README's pictures of the Puzzles screen under Xvfb, played as a player plays
# them (xdotool drives the real window; software rendering, about a minute): the Puzzles
# menu reached from the title by the keyboard (1280x720), a puzzle answered with the mouse
# and its reason shown (1280x720), and one answered with the keyboard at 1024x600.
# Needs a release build (scripts/play.sh or scripts/test.sh makes one).
#   usage: scripts/puzzle-pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --capture
exe="${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}/release/en-garde"
shots=docs/screenshots
tmp=$(mktemp -d)
export WGPU_BACKEND=vulkan
display=:$((90 + RANDOM % 100))
xvfb=""
trap '[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$tmp"' EXIT

# play W H PNG [--puzzle ID] -- STEPS...: starts the game on a fresh data folder at WxH,
# carries out each step (click:X,Y or key:NAME, a pause after each) and saves the screen.
play() {
    local w=$1 h=$2 png=$3; shift 3
    local args=()
    while [ "$1" != "--" ]; do args+=("$1"); shift; done
    shift
    Xvfb "$display" -screen 0 "${w}x${h}x24" >/dev/null 2>&1 &
    xvfb=$!
    sleep 1
    DISPLAY=$display "$exe" --data-dir "$tmp/data-$w-$RANDOM" --window "${w}x${h}" --lang en "${args[@]}" >"$tmp/log" 2>&1 &
    local game=$!
    sleep 10
    local window
    window=$(DISPLAY=$display xdotool search --name "En Garde" | head -1)
    for step in "$@"; do
        case $step in
            click:*) local xy=${step#click:}
                DISPLAY=$display xdotool mousemove "${xy%,*}" "${xy#*,}"; sleep 1
                DISPLAY=$display xdotool click 1; sleep 2 ;;
            key:*) DISPLAY=$display xdotool windowfocus "$window" 2>/dev/null || true
                DISPLAY=$display xdotool key "${step#key:}"; sleep 2 ;;
        esac
    done
    DISPLAY=$display import -window root "$png"
    kill "$game"; wait "$game" 2>/dev/null || true
    kill "$xvfb"; wait "$xvfb" 2>/dev/null || true
    xvfb=""
}

# The title's third button is Puzzles: Tab three times, Enter.
play 1280 720 "$shots/puzzles-menu.png" -- key:Tab key:Tab key:Tab key:Return
# Advanced: pick the 1 and the 5, then Advance & attack; then Show why.
play 1280 720 "$shots/puzzle.png" --puzzle advanced-0002 -- \
    click:318,640 click:534,640 click:818,651 click:108,154
# Duell D4 at 1024x600 by the keyboard: 3, then → (advance), then Enter (Show why).
play 1024 600 "$shots/puzzle-1024.png" --puzzle duell-0010 -- key:3 key:Right key:Return
echo "pictures: $shots/puzzles-menu.png $shots/puzzle.png $shots/puzzle-1024.png"
