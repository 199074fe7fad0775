#!/usr/bin/env python3
"""Writes THIRD-PARTY.txt: the licences of the crates built into the game's binary.

Reads `cargo metadata --format-version 1 --filter-platform TRIPLE` on stdin and writes
OUT_DIR/THIRD-PARTY.txt (scripts/package.sh puts it into every package). The crates are
those the binary links: the game's normal dependencies, followed transitively, leaving out
build scripts' and tests' dependencies and proc-macro crates (they run in the compiler
and are not in the binary). For each crate: its licence expression, and the licence files
it ships (LICENSE*, COPYING*, NOTICE*, COPYRIGHT*, UNLICENSE*), each distinct text once,
with the crates that ship it. A crate that ships no licence file is listed with its
expression only. Standard library only, so it runs on every CI runner.
"""

import hashlib
import json
import sys
from pathlib import Path

LICENCE_PREFIXES = ("licen", "copying", "notice", "copyright", "unlicense")

# Data built into the binary whose licences are not in the crate's top folder: egui's
# default fonts (Ubuntu Light, Hack, Noto Emoji, emoji-icon-font), bundled by
# bevy_egui's `default_fonts` feature.
EXTRA_FILES = {"epaint_default_fonts": ["fonts/*.txt"]}


def linked_packages(meta):
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    root = meta["resolve"]["root"]
    seen, todo = set(), [root]
    while todo:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        for dep in nodes[pid]["deps"]:
            if not any(k["kind"] is None for k in dep["dep_kinds"]):
                continue
            targets = packages[dep["pkg"]]["targets"]
            if any("proc-macro" in t["kind"] for t in targets):
                continue
            todo.append(dep["pkg"])
    # The game's own crates (path dependencies) are covered by its own licence files.
    return sorted(
        (packages[p] for p in seen if packages[p]["source"] is not None),
        key=lambda p: (p["name"], p["version"]),
    )


def licence_files(package):
    folder = Path(package["manifest_path"]).parent
    files = [
        f for f in folder.iterdir() if f.is_file() and f.name.lower().startswith(LICENCE_PREFIXES)
    ]
    for pattern in EXTRA_FILES.get(package["name"], []):
        files.extend(folder.glob(pattern))
    return sorted(files)


def main():
    out_dir = Path(sys.argv[1])
    # cargo writes UTF-8; Windows' Python would read a pipe in the locale's code page.
    meta = json.loads(sys.stdin.buffer.read().decode("utf-8"))
    crates = linked_packages(meta)
    texts = {}  # digest -> (text, [crate labels, file names])
    lines = []
    for package in crates:
        label = f"{package['name']} {package['version']}"
        licence = package.get("license") or (
            f"see its licence file {package.get('license_file')}"
            if package.get("license_file")
            else "no licence stated"
        )
        lines.append(f"{label:<44} {licence}")
        for f in licence_files(package):
            text = f.read_text(encoding="utf-8", errors="replace").strip() + "\n"
            digest = hashlib.sha256(" ".join(text.split()).encode()).hexdigest()
            texts.setdefault(digest, (text, []))[1].append(f"{label} ({f.name})")
    out = [
        "En Garde is built with the following Rust crates (name, version, licence).",
        "Their licence texts follow, each distinct text once, with the crates that ship it;",
        "a crate that ships no licence file is under the standard text of the licence named",
        "for it, which is among those below.",
        "",
        *lines,
        "",
    ]
    for text, users in sorted(texts.values(), key=lambda t: t[1][0]):
        out.append("=" * 78)
        out.append("Shipped by: " + ", ".join(users))
        out.append("-" * 78)
        out.append(text)
    (out_dir / "THIRD-PARTY.txt").write_text("\n".join(out), encoding="utf-8")
    print(f"licences: {len(crates)} crates, {len(texts)} distinct licence texts", file=sys.stderr)


if __name__ == "__main__":
    main()
