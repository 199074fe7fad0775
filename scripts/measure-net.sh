#!/usr/bin/env bash
# Measures network play on loopback (issue 13), for the README:
#   0. the server's CPU while idle (no client), over 10 s;
#   1. a move's round trip at light load: 5 rooms of bots, 20 ms between steps;
#   2. the server's CPU and memory with 100 rooms of bots playing at once (a step every
#      100 ms per bot: brisk players), and the bytes of a match each way;
#   3. the same with the server keeping its rooms on disk (1 and 2 keep nothing);
#   4. 10,000 rooms at a person's pace — a step every 5 s a room — played by lean players
#      of the same protocol (`en-garde net-crowd`: no app per player), measured over 60 s
#      once every room is seated: the server's CPU (per step too), memory and the round
#      trips, with the server keeping its rooms on disk.
#   5. bad load (issue 27, point 6) beside 1,000 rooms at a person's pace: first the rooms
#      alone, then with 10,000 connections that say nothing (each again a second after the
#      server lets it go) and 100 players that never read (`net-crowd --silent --deaf`):
#      the rooms' round trips and failures both times, how long the server held the bad
#      connections, its CPU and its peak memory.
#   6. a reconnect storm: 10,000 rooms, the server killed (SIGKILL) 20 s into the window
#      and started again at once on the same port and data folder; every player comes back
#      to its seat as the game's client does (`net-crowd --reconnect`): how long they took,
#      whether any step a player had been shown was lost, and the new server's CPU over its
#      first 30 s and its peak memory.
# For each load it prints the server's CPU per step (its CPU time over the steps taken, in
# microseconds: handshakes and idle frames included) and the bytes to each player per
# step (the match's bytes to both players over its steps, halved; the handshake and the
# record included), as the payload and on the wire (QUIC, TLS; UDP payload).
# The server runs as its own process (`en-garde server --no-save --quiet`; for 3 with a
# data folder of its own); the bots run in one load process (`en-garde net-load`), so the server's figures are its own. CPU is
# the server's user + system time over the run's wall time (100% = one core); memory is
# its peak resident set (VmHWM).
#
# Usage: bash scripts/measure-net.sh [PATH-TO-en-garde]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}/release/en-garde}"
log="$(mktemp)"
data="$(mktemp -d)"
pid=""
crowd=""
crowd_out=""
trap 'kill $pid $crowd 2>/dev/null || true; rm -rf "$log" "$data" "$crowd_out"' EXIT
# Starts a server with "$@" (after `server`), sets pid and port; ROOMS (1000 unless set)
# rooms and twice as many connections from this one address, and EXTRA (0 unless set)
# connections more; on PORT (0 unless set: the system chooses).
start_server() {
    : >"$log"
    local rooms="${ROOMS:-1000}" clients=$(( ${ROOMS:-1000} * 2 + ${EXTRA:-0} + 100 ))
    "$BIN" --data-dir "$data" server --listen "127.0.0.1:${PORT:-0}" --quiet --max-rooms "$((rooms + ${EXTRA:-0}))" \
        --max-per-address "$clients" --max-clients "$clients" "$@" >"$log" 2>&1 &
    pid=$!
    # A server restoring 10,000 rooms takes some seconds before it listens.
    for _ in $(seq 600); do grep -q "listening on" "$log" && break; sleep 0.1; done
    if ! grep -q "listening on" "$log"; then
        echo "the server did not start within 60 s:" >&2
        cat "$log" >&2
        exit 1
    fi
    port=$(grep -oE "127.0.0.1:[0-9]+" "$log" | head -1 | sed 's/.*://')
}
start_server --no-save
tck=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }

echo "== an idle server (no client) over 10 s"
t0=$(cpu_ticks)
sleep 10
t1=$(cpu_ticks)
awk -v t0="$t0" -v t1="$t1" -v tck="$tck" 'BEGIN { printf "idle server CPU: %.2f%% of one core\n", 100 * (t1 - t0) / tck / 10 }'

# Runs the load tool with "$@", and prints the server's CPU over it: in all, and per step.
load() {
    local out t0 t1 s0 s1 steps
    out="$(mktemp)"
    t0=$(cpu_ticks)
    s0=$(date +%s.%N)
    "$BIN" net-load --connect "127.0.0.1:$port" "$@" | tee "$out"
    s1=$(date +%s.%N)
    t1=$(cpu_ticks)
    steps=$(grep -oE "^[0-9]+ steps in all" "$out" | grep -oE "^[0-9]+")
    rm -f "$out"
    awk -v t0="$t0" -v t1="$t1" -v s0="$s0" -v s1="$s1" -v tck="$tck" -v steps="$steps" 'BEGIN {
        cpu = (t1 - t0) / tck
        printf "server CPU: %.1f%% of one core over %.1f s; %.0f us per step (%d steps)\n",
            100 * cpu / (s1 - s0), s1 - s0, 1e6 * cpu / steps, steps }'
}

echo "== round trip at light load (5 rooms)"
load --rooms 5 --level random --delay-ms 20

echo "== 100 rooms at once"
load --rooms 100 --level random --delay-ms 100
grep -E "VmHWM|VmRSS" "/proc/$pid/status" | sed 's/^/server memory: /'
kill "$pid"
wait "$pid" 2>/dev/null || true

echo "== 100 rooms at once, the server keeping its rooms (a data folder: each frame's steps journaled and synced once)"
start_server
load --rooms 100 --level random --delay-ms 100
kill "$pid"
wait "$pid" 2>/dev/null || true

echo "== 10,000 rooms at a person's pace (a step every 5 s a room), lean players, the server keeping its rooms"
rm -rf "${data:?}"/*
ROOMS=10000 start_server
"$BIN" net-crowd --connect "127.0.0.1:$port" --rooms 10000 --step-ms 5000 --seconds 60 --server-pid "$pid"
kill "$pid"
wait "$pid" 2>/dev/null || true

echo "== bad load beside 1,000 rooms at a person's pace: the rooms alone, then with 10,000 silent connections and 100 deaf players"
rm -rf "${data:?}"/*
EXTRA=12000 start_server
"$BIN" net-crowd --connect "127.0.0.1:$port" --rooms 1000 --step-ms 5000 --seconds 30 --server-pid "$pid"
"$BIN" net-crowd --connect "127.0.0.1:$port" --rooms 1000 --step-ms 5000 --seconds 60 --server-pid "$pid" \
    --silent 10000 --deaf 100 --seed 2
kill "$pid"
wait "$pid" 2>/dev/null || true

echo "== a reconnect storm: 10,000 rooms, the server killed 20 s into the window and started again at once"
rm -rf "${data:?}"/*
ROOMS=10000 start_server
crowd_out="$(mktemp)"
"$BIN" net-crowd --connect "127.0.0.1:$port" --rooms 10000 --step-ms 5000 --seconds 90 --reconnect --announce >"$crowd_out" &
crowd=$!
# The window opens once every room is seated and a step's time has passed (the crowd's
# fill takes about 45 s at 500 connections a second).
until grep -q "the window opens" "$crowd_out" 2>/dev/null || ! kill -0 "$crowd" 2>/dev/null; do sleep 1; done
sleep 20
kill -KILL "$pid"
wait "$pid" 2>/dev/null || true
killed_at=$(date +%s.%N)
PORT=$port ROOMS=10000 start_server
ready=$(date +%s.%N)
awk -v a="$killed_at" -v b="$ready" 'BEGIN { printf "the new server listened %.1f s after the kill\n", b - a }'
t0=$(cpu_ticks)
sleep 30
t1=$(cpu_ticks)
awk -v t0="$t0" -v t1="$t1" -v tck="$tck" 'BEGIN { printf "new server CPU over its first 30 s: %.1f%% of one core\n", 100 * (t1 - t0) / tck / 30 }'
wait "$crowd" || true
cat "$crowd_out"
grep -E "VmHWM" "/proc/$pid/status" | sed 's/^/new server memory: /'
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), $(uname -sr)"
