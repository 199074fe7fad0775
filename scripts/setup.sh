#!/usr/bin/env bash
# Installs what building (and, with --test, testing) En Garde needs on Debian/Ubuntu:
# the system libraries Bevy links on Linux, and for the tests an X server without a
# screen (Xvfb) with Mesa's software Vulkan and Redis (the fleet test starts its own
# redis-server on a loopback port), and with --capture also ffmpeg, xdotool and ImageMagick (for
# scripts/pictures.sh and scripts/puzzle-pictures.sh), with --package what scripts/package.sh adds (dpkg-shlibdeps for
# the .deb's dependencies, strip, Python for the licence list). Asks for sudo only when
# not root, and only when something is missing. Other systems: see the README.
set -euo pipefail
want=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev)
if [[ "${1:-}" == "--test" || "${1:-}" == "--capture" ]]; then
  want+=(xvfb xauth mesa-vulkan-drivers libvulkan1 redis-server)
fi
if [[ "${1:-}" == "--capture" ]]; then
  want+=(ffmpeg xdotool imagemagick)
fi
if [[ "${1:-}" == "--package" ]]; then
  want+=(dpkg-dev binutils python3)
fi
if [[ "$(uname -s)" != "Linux" ]] || ! command -v dpkg-query >/dev/null 2>&1; then
  echo "setup: not a Debian/Ubuntu system; skipping system packages (see README)" >&2
  exit 0
fi
missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  exit 0
fi
echo "setup: installing ${missing[*]}" >&2
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
