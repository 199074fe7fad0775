#!/usr/bin/env bash
# Makes the README's pictures at 1280x720 under Xvfb (software rendering; about four
# minutes): the title screen, a round's start, close quarters, an attack at distance 1 (a
# thrust, held for the answer), a tutorial lesson (docs/capture/*.ron played
# with --play-steps, you against the computer), the same in Japanese and French, and the
# animated capture of one exchange.
# For the capture the game plays the steps of docs/capture/exchange.ron animated, saving
# every frame at 25 frames per second of game time (--play-steps --capture), and ffmpeg
# makes docs/exchange.webm and docs/exchange.gif; the stills of the lunge (at distance
# 5), the parry, the touch and the round won are frames of it (a fixed time after a step, read from the capture's
# marks.txt), and the match-over picture is the same exchange played to a target score of
# 1, and the analysis picture is the round's analysis after it. Needs a release build (scripts/play.sh or scripts/test.sh makes one).
#   usage: scripts/pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --capture
exe="${CARGO_TARGET_DIR:-$HOME/.cache/en-garde-target}/release/en-garde"
fps=25
shots=docs/screenshots
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export WGPU_BACKEND=vulkan
# English unless a picture asks for another language (the system's would be taken).
run() { xvfb-run -a -s "-screen 0 1280x720x24" "$exe" --data-dir "$tmp/data" --window 1280x720 --lang en "$@" >"$tmp/log" 2>&1 || { cat "$tmp/log" >&2; exit 1; }; }
in_lang() { local lang=$1; shift; xvfb-run -a -s "-screen 0 1280x720x24" "$exe" --data-dir "$tmp/data" --window 1280x720 --lang "$lang" "$@" >"$tmp/log" 2>&1 || { cat "$tmp/log" >&2; exit 1; }; }

run --screenshot "$shots/title.png"
run --scenario docs/capture/round-start.ron --play-steps --screenshot "$shots/round.png"
run --scenario docs/capture/close-quarters.ron --play-steps --screenshot "$shots/close-quarters.png"
run --scenario docs/capture/close-attack.ron --play-steps --screenshot "$shots/thrust.png"
# A lesson of the tutorial: the computer's scripted attack, held for your parry.
run --lesson standard-2-parry-riposte --screenshot "$shots/lesson.png" --after-frames 120
# The README's "Languages": Japanese and French.
in_lang ja --scenario docs/capture/round-start.ron --play-steps --screenshot "$shots/round-ja.png"
in_lang fr --scenario docs/capture/round-start.ron --play-steps --screenshot "$shots/round-fr.png"
in_lang ja --lesson standard-2-parry-riposte --screenshot "$shots/lesson-ja.png" --after-frames 120
in_lang fr --scenario docs/capture/exchange.ron --play-steps --target 1 --screenshot "$shots/match-over-fr.png"
# The README's "Accessibility": the compact panels at 200% (1280x720 at 200% is 640x360
# points, as 1920x1080 at 200% is).
mkdir -p "$tmp/large"
echo '(ui_scale: 2.0)' >"$tmp/large/settings.ron"
large() { xvfb-run -a -s "-screen 0 1280x720x24" "$exe" --data-dir "$tmp/large" --window 1280x720 "$@" >"$tmp/log" 2>&1 || { cat "$tmp/log" >&2; exit 1; }; }
large --lang de --lesson standard-2-parry-riposte --screenshot "$shots/compact-de.png" --after-frames 120
large --lang ja --scenario docs/capture/close-quarters.ron --play-steps --screenshot "$shots/compact-ja.png"

run --scenario docs/capture/exchange.ron --play-steps --capture "$tmp/frames" --capture-fps "$fps"
cat "$tmp/frames/marks.txt"
# still_in DIR STEP CENTISECONDS OUT: copies the frame of the capture in DIR that long
# after step STEP was played; still STEP CENTISECONDS OUT: of the exchange's capture.
still_in() {
  local at
  at=$(awk -v s="$2" '$3 == s":" {print $1}' "$1/marks.txt")
  [[ -n "$at" ]] || { echo "pictures: no step $2 in $1/marks.txt" >&2; exit 1; }
  cp "$1/$(printf 'frame-%05d.png' $((at + $3 * fps / 100)))" "$4"
}
still() { still_in "$tmp/frames" "$@"; }
# Right's indirect attack (step 1): the lunge out at full extension, held for the answer.
still 1 96 "$shots/lunge.png"
# Left's parry (step 2): the blades met, the attack's blade knocked up by the beat.
still 2 20 "$shots/parry.png"
# Left's riposte (step 3): the touch, the apparatus lighting Left's lamp.
still 3 40 "$shots/touch.png"
# The round won: the last frame, the scene still, the result above the piste.
cp "$(ls "$tmp"/frames/frame-*.png | tail -1)" "$shots/round-over.png"

ffmpeg -loglevel error -y -framerate "$fps" -i "$tmp/frames/frame-%05d.png" \
  -c:v libvpx-vp9 -crf 34 -b:v 0 -pix_fmt yuv420p -row-mt 1 docs/exchange.webm
ffmpeg -loglevel error -y -framerate "$fps" -i "$tmp/frames/frame-%05d.png" \
  -vf "fps=12.5,scale=640:-1:flags=lanczos,split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4" \
  docs/exchange.gif

# The victory moment: the same exchange to one touch, the summary over the piste as the
# winner salutes (step 3's touch lands, then the salute: 124 hundredths after the step).
run --scenario docs/capture/exchange.ron --play-steps --target 1 --capture "$tmp/won" --capture-fps "$fps"
still_in "$tmp/won" 3 124 "$shots/match-over.png"
# The round's analysis after the exchange.
run --scenario docs/capture/exchange.ron --play-steps --analyse --screenshot "$shots/analysis.png"
ls -l docs/exchange.webm docs/exchange.gif "$shots"/*.png
