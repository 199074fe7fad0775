#!/usr/bin/env bash
# Plays whole matches over the network through a dedicated server on loopback, with the
# real binary in separate processes, as CI does (issue 13):
#   1. two network bots play a whole match of every rule level through `en-garde server`;
#   2. one bot is killed (SIGKILL) mid-match and started again: it takes its seat back
#      and the match finishes;
#   3. the server is killed (SIGKILL) mid-match and started again on its data folder:
#      the room resumes, the bots reconnect and finish;
#   4. the server is stopped with SIGTERM mid-match (it saves and exits 0) and started
#      again: the same.
# Every record the bots and the server keep must pass `en-garde replay --verify`.
#
# Usage: bash scripts/net-play.sh [PATH-TO-en-garde]   (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}/release/en-garde}"
work="$(mktemp -d)"
pids=()
cleanup() {
    for p in "${pids[@]}"; do { kill -9 "$p" && wait "$p"; } 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "net-play: FAILED: $*" >&2
    for f in "$work"/*.log; do echo "--- $f" >&2; tail -n 20 "$f" >&2; done
    exit 1
}

# Waits up to $2 seconds for the file $1 to match the pattern $3.
wait_for() {
    local file=$1 secs=$2 pattern=$3
    for _ in $(seq $((secs * 10))); do
        grep -qE "$pattern" "$file" 2>/dev/null && return 0
        sleep 0.1
    done
    fail "no \"$pattern\" in $file after ${secs}s"
}

start_server() { # $1: listen address
    "$BIN" server --listen "$1" --data-dir "$work/server" --seed 5 >>"$work/server.log" 2>&1 &
    server_pid=$!
    pids+=("$server_pid")
}

start_server 127.0.0.1:0
wait_for "$work/server.log" 20 "listening on"
port=$(grep -oE "listening on 127.0.0.1:[0-9]+" "$work/server.log" | head -1 | sed 's/.*://')
addr="127.0.0.1:$port"
echo "net-play: server on $addr"

# Opens a room with bot A (data folder $1) and seats bot B ($2); the rest: arguments of
# both bots; $CREATE_ARGS: of the room's opener only (its rules).
start_pair() {
    local a=$1 b=$2
    shift 2
    # shellcheck disable=SC2086
    "$BIN" bot --connect "$addr" --create ${CREATE_ARGS:-} --level easy --seed 1 --data-dir "$work/$a" "$@" >"$work/$a.log" 2>&1 &
    pids+=("$!")
    a_pid=$!
    wait_for "$work/$a.log" 20 "^room [A-Z0-9]{6}"
    code=$(grep -oE "^room [A-Z0-9]{6}" "$work/$a.log" | head -1 | cut -d' ' -f2)
    start_b "$b" "$@"
}

start_b() { # $1: data folder; the rest: extra arguments
    local b=$1
    shift
    "$BIN" bot --connect "$addr" --room "$code" --level random --seed 2 --data-dir "$work/$b" "$@" >>"$work/$b.log" 2>&1 &
    b_pid=$!
    pids+=("$b_pid")
}

# Waits for both bots of a pair to end with success and checks their records.
finish_pair() { # $1 $2: data folders
    wait "$a_pid" || fail "bot $1 exited with $?"
    wait "$b_pid" || fail "bot $2 exited with $?"
    for d in "$1" "$2"; do
        grep -q "won .* after [0-9]* steps" "$work/$d.log" || fail "bot $d printed no result"
        rec=$(ls "$work/$d/records/"*.ron 2>/dev/null | head -1)
        [ -n "$rec" ] || fail "bot $d kept no record"
        "$BIN" replay --verify "$rec" >/dev/null || fail "the record of $d does not verify"
    done
}

steps_of_room() { grep -c "room $code: " "$work/server.log" || true; }

# 1. A whole match of every rule level.
for level in basic standard advanced duell duell-cards; do
    case $level in
        duell-cards) CREATE_ARGS="--rules duell --duell-cards" start_pair "a1-$level" "b1-$level" ;;
        *) CREATE_ARGS="--rules $level" start_pair "a1-$level" "b1-$level" ;;
    esac
    finish_pair "a1-$level" "b1-$level"
    echo "net-play: 1. a whole $level match: $(grep -m1 "won" "$work/a1-$level.log")"
done

# 2. A bot killed mid-match and started again.
start_pair a2 b2 --delay-ms 40
wait_for "$work/server.log" 30 "room $code: .*(advance|retreat|attack)"
sleep 1
{ kill -9 "$b_pid" && wait "$b_pid"; } 2>/dev/null || true
before=$(steps_of_room)
start_b b2 --delay-ms 40
wait_for "$work/server.log" 30 "room $code: .* is back"
finish_pair a2 b2
echo "net-play: 2. a bot killed at about step $before came back and finished"

# 3. The server killed mid-match and started again.
start_pair a3 b3 --delay-ms 40
wait_for "$work/server.log" 30 "room $code: .*(advance|retreat|attack)"
sleep 1
{ kill -9 "$server_pid" && wait "$server_pid"; } 2>/dev/null || true
start_server "$addr"
wait_for "$work/server.log" 20 "room $code: restored after"
finish_pair a3 b3
echo "net-play: 3. the server killed mid-match restarted; room $code resumed and finished"

# 4. The server stopped with SIGTERM mid-match and started again.
start_pair a4 b4 --delay-ms 40
wait_for "$work/server.log" 30 "room $code: .*(advance|retreat|attack)"
sleep 1
kill -TERM "$server_pid"
wait "$server_pid" || fail "the server did not exit 0 on SIGTERM"
grep -q "stopping: 1 room(s) in progress saved" "$work/server.log" || fail "no saving line on SIGTERM"
start_server "$addr"
wait_for "$work/server.log" 20 "room $code: restored after"
finish_pair a4 b4
echo "net-play: 4. the server stopped with SIGTERM restarted; room $code resumed and finished"

# The server's own records verify too.
n=0
for rec in "$work/server/records/"*.ron; do
    "$BIN" replay --verify "$rec" >/dev/null || fail "the server's record $rec does not verify"
    n=$((n + 1))
done
[ "$n" -eq 8 ] || fail "the server kept $n records, not 8"
echo "net-play: OK (8 matches, every record verified)"
