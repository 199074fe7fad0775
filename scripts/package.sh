#!/usr/bin/env bash
# Builds En Garde's release packages into dist/ with cargo-packager (configuration:
# Packager.toml): on Linux the .deb, on macOS the .app and its .dmg, on Windows (Git Bash)
# the NSIS setup .exe and the WiX .msi. .github/workflows/release.yml runs it on each.
# Installs what it needs when missing: Bevy's system libraries and the packaging tools
# (scripts/setup.sh --package) and cargo-packager, pinned below (a few minutes, once).
# The same release build as scripts/play.sh and scripts/test.sh, so it is shared.
# Usage: bash scripts/package.sh [FORMAT,...]   e.g. deb, or app,dmg (default: the system's)
set -euo pipefail
cd "$(dirname "$0")/.."
# The newest release when this was written; it builds with Rust 1.95.
packager_version=0.11.8

exe=""
case "$(uname -s)" in
  Linux) formats=deb ;;
  Darwin) formats=app,dmg ;;
  MINGW* | MSYS* | CYGWIN*) formats=nsis,wix exe=.exe ;;
  *) echo "package: no packages for $(uname -s)" >&2; exit 1 ;;
esac
formats="${1:-$formats}"

bash scripts/setup.sh --package
if [[ "$(cargo packager --version 2>/dev/null)" != "cargo-packager $packager_version" ]]; then
  echo "package: installing cargo-packager $packager_version (a few minutes, once)" >&2
  # In cargo's own temporary folder, not the game's target directory: the game's build
  # cache stays as it is and no build waits for this one.
  env -u CARGO_TARGET_DIR cargo install cargo-packager --version "$packager_version" --locked
fi
python=python3
"$python" -c '' 2>/dev/null || python=python # Windows runners name it python

# Packager.toml cannot read Cargo.toml's version, so it repeats it: stop before a
# package carries the wrong one.
version=$(awk '/^\[/ { p = ($0 == "[package]") } p && /^version *=/ { gsub(/"/, "", $3); print $3; exit }' Cargo.toml)
packaged=$(sed -n 's/^version *= *"\(.*\)"/\1/p' Packager.toml)
if [[ "$version" != "$packaged" ]]; then
  echo "package: Packager.toml says version $packaged, Cargo.toml $version; make them equal" >&2
  exit 1
fi

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}"
if [[ -n "$exe" ]] && command -v cygpath >/dev/null; then
  # C:/Users/… rather than /c/Users/…: one path that both cargo and Git Bash read alike.
  CARGO_TARGET_DIR=$(cygpath -m "$CARGO_TARGET_DIR")
fi
echo "package: building the release binary (the first time about 12 minutes on 2 cores)" >&2
cargo build --release --locked

# dist/.stage/: what Packager.toml takes from this build (see the comments there).
stage=dist/.stage
rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/licenses" "$stage/resources"
cp "$CARGO_TARGET_DIR/release/en-garde$exe" "$stage/bin/"
cp LICENSE-MIT LICENSE-APACHE assets/fonts/*LICENSE* "$stage/licenses/"
host=$(rustc -vV | sed -n 's/^host: //p' | tr -d '\r')
cargo metadata --format-version 1 --locked --filter-platform "$host" |
  "$python" scripts/third-party-licenses.py "$stage/licenses"
if [[ "$(uname -s)" == Linux ]]; then
  # The build's line tables make backtraces readable for developers; a player's copy
  # does without them (180 MB -> about 130 MB). The symbols stay, so a panic's backtrace
  # still names the functions.
  strip --strip-debug "$stage/bin/en-garde"
  cp packaging/copyright "$stage/licenses/copyright"
  # The libraries the binary links, as dpkg-shlibdeps finds them on this system (its
  # package names: libasound2 or libasound2t64), then those that winit and wgpu open at
  # run time: X11 and its keyboard, Vulkan and a Vulkan driver (Mesa's, or a vendor's).
  mkdir -p "$stage/shlibdeps/debian"
  printf 'Source: en-garde\n\nPackage: en-garde\nArchitecture: any\n' >"$stage/shlibdeps/debian/control"
  depends=$(cd "$stage/shlibdeps" && dpkg-shlibdeps -O -e../bin/en-garde \
    2> >(grep -v 'should already be installed' >&2) | sed -n 's/^shlibs:Depends=//p')
  {
    printf '%s\n' "${depends//, /$'\n'}"
    printf '%s\n' libvulkan1 libx11-6 libx11-xcb1 libxcb1 libxcursor1 libxi6 libxkbcommon0 \
      libxkbcommon-x11-0 'mesa-vulkan-drivers | vulkan-icd'
  } >"$stage/deb-depends"
  rm -r "$stage/shlibdeps"
else
  cp packaging/copyright "$stage/licenses/COPYRIGHT.txt"
  cp -r "$stage/licenses" "$stage/resources/licenses"
fi

touch "$stage/started"
cargo packager --config Packager.toml --formats "$formats"
echo "package: made (in dist/):" >&2
find dist -mindepth 1 -maxdepth 1 ! -name '.*' -newer "$stage/started" -print | sort
