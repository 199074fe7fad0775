#!/usr/bin/env bash
# Measures the README's rendering figures under Xvfb (Mesa's software Vulkan here):
# idle CPU in a match waiting for input, frame time while animating, and the time from
# start to the first frame — for the game and, in the same run, for a bare Bevy 3D scene
# in a window of the same size (the yardstick) and for that scene with egui panels of the
# match screen's size (the second yardstick, which tells the panels' cost from the scene's). Needs a release build (scripts/play.sh or
# scripts/test.sh makes one) and xvfb-run.
#   usage: scripts/measure-render.sh [SECONDS_IDLE]
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${EN_GARDE_UNDER_XVFB:-}" ]]; then
  EN_GARDE_UNDER_XVFB=1 exec xvfb-run -a -s "-screen 0 1280x720x24" bash "$0" "$@"
fi
exe="${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}/release/en-garde"
secs="${1:-20}"
out=$(mktemp -d)
export WGPU_BACKEND=vulkan

# CPU time (user+system, in clock ticks) of a process.
ticks() { awk '{print $14+$15}' "/proc/$1/stat"; }

# idle_cpu LABEL ARGS...: starts the program, waits for it to settle, then samples its CPU use.
idle_cpu() {
  local label=$1; shift
  "$exe" "$@" --report "$out/$label.json" >"$out/$label.log" 2>&1 &
  local pid=$!
  sleep 15
  local t0 s0 t1 s1
  t0=$(ticks $pid); s0=$(date +%s.%N)
  sleep "$secs"
  t1=$(ticks $pid); s1=$(date +%s.%N)
  kill $pid; wait $pid 2>/dev/null || true
  python3 -c "print('$label: idle CPU %.2f%% of one core over %.0f s' % (100*($t1-$t0)/$(getconf CLK_TCK)/($s1-$s0), $s1-$s0))"
}

idle_cpu bare-idle --bare-scene --window 1280x720 --data-dir "$out/data"
idle_cpu game-idle --scenario tests/scenarios/two-card-attack-parried.ron --window 1280x720 --data-dir "$out/data"
"$exe" --bare-scene --continuous --window 1280x720 --exit-after 20 --report "$out/bare-frames.json" --data-dir "$out/data" >"$out/bare-frames.log" 2>&1
"$exe" --bare-scene --bare-panels --continuous --window 1280x720 --exit-after 20 --report "$out/panels-frames.json" --data-dir "$out/data" >"$out/panels-frames.log" 2>&1
"$exe" --autoplay random,random --seed 3 --window 1280x720 --report "$out/game-frames.json" --data-dir "$out/data" >"$out/game-frames.log" 2>&1
for f in bare-frames panels-frames game-frames; do echo "$f: $(cat "$out/$f.json")"; done
python3 - "$out" <<'PY'
import json, sys
d = {f: json.load(open(f"{sys.argv[1]}/{f}-frames.json")) for f in ("bare", "panels", "game")}
for q in ("median", "p95"):
    b, p, g = (d[f][f"busy_frame_ms_{q}"] for f in ("bare", "panels", "game"))
    print(f"{q}: game {g:.0f} ms = {g / b:.2f}x the bare scene ({b:.0f} ms), "
          f"{g / p:.2f}x the bare scene with panels ({p:.0f} ms; the panels add {p - b:.0f} ms)")
PY
