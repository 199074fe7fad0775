#!/usr/bin/env bash
# Makes the game's sound effects with SoX (Debian package `sox`); run from this folder.
# Every sound is synthesised here, so the assets are ours to ship. 44.1 kHz mono WAV.
set -euo pipefail
cd "$(dirname "$0")"
rate=(-r 44100 -c 1 -b 16)
# Blade clash: three inharmonic metal partials with a sharp attack and a ringing decay,
# over a short noise burst.
sox -n "${rate[@]}" clash_tone.wav synth 0.45 sine 2350 sine 3410 sine 5180 remix 1-3 fade p 0 0.45 0.42 gain -9
sox -n "${rate[@]}" clash_noise.wav synth 0.05 whitenoise gain -6 highpass 3000 fade 0 0.05 0.04 gain -14
sox -m clash_tone.wav clash_noise.wav "${rate[@]}" clash.wav norm -3
rm clash_tone.wav clash_noise.wav
# Step: a soft, low footfall on a wooden piste.
sox -n "${rate[@]}" step.wav synth 0.09 brownnoise lowpass 500 fade 0.005 0.09 0.07 norm -10
# Lunge: a whoosh of filtered noise rising and falling.
sox -n "${rate[@]}" lunge.wav synth 0.35 pinknoise bandpass 1800 900 fade h 0.1 0.35 0.2 norm -8
# Hit: the scoring apparatus' buzzer, two slightly detuned square waves.
sox -n "${rate[@]}" hit.wav synth 0.7 square 466 square 470 remix 1-2 gain -8 lowpass 2500 fade 0 0.7 0.05 norm -9
# Round won: a bright three-note chime.
sox -n "${rate[@]}" round_1.wav synth 0.18 pluck E5 fade 0 0.18 0.05
sox -n "${rate[@]}" round_2.wav synth 0.18 pluck G5 fade 0 0.18 0.05
sox -n "${rate[@]}" round_3.wav synth 0.6 pluck C6 fade 0 0.6 0.4
sox round_1.wav round_2.wav round_3.wav round.wav norm -6
rm round_1.wav round_2.wav round_3.wav
# Match won: a short fanfare, a rising arpeggio with a held chord.
for n in C5 E5 G5; do sox -n "${rate[@]}" "m_$n.wav" synth 0.14 pluck "$n" fade 0 0.14 0.03; done
sox -n "${rate[@]}" m_chord.wav synth 1.1 pluck C5 pluck E5 pluck G5 pluck C6 remix 1-4 fade 0 1.1 0.8
sox m_C5.wav m_E5.wav m_G5.wav m_chord.wav match.wav norm -4
rm m_*.wav
