#!/usr/bin/env bash
# Draws En Garde's application icon with ImageMagick (no other input): two crossed foils
# over the piste's red centre space, on a walnut disc with a gold rim — the colours of
# the game's panels. Writes en-garde-N.png for N in 16 32 48 64 128 256 512 next to this
# script, and from them en-garde.ico (Windows: 16 to 256 px, the 256 one as PNG;
# icotool is Debian's icoutils) and en-garde.icns (macOS: 16 to 512 px without 64, which
# ICNS has no slot for; png2icns is Debian's icnsutils). The packages of
# scripts/package.sh use them; run again after changing the drawing.
set -euo pipefail
cd "$(dirname "$0")"
S=1024
convert -size ${S}x${S} xc:none \
    -fill '#30221a' -stroke '#d6a840' -strokewidth 34 -draw "circle 512,512 512,40" \
    -stroke none -fill '#be2824' -draw "roundrectangle 382,382 642,642 28,28" \
    -fill '#f3ead8' -draw "roundrectangle 382,612 642,642 10,10" \
    -stroke '#e8e4dc' -strokewidth 26 -draw "line 250,250 760,760" -draw "line 774,250 264,760" \
    -stroke none -fill '#d6a840' \
    -draw "circle 250,250 250,206" -draw "circle 774,250 774,206" \
    -stroke '#d6a840' -strokewidth 30 -draw "line 170,330 330,170" -draw "line 694,170 854,330" \
    -stroke '#5a3a26' -strokewidth 44 -draw "line 150,150 230,230" -draw "line 874,150 794,230" \
    en-garde-1024.png
for n in 16 32 48 64 128 256 512; do
    convert en-garde-1024.png -filter Lanczos -resize ${n}x${n} "en-garde-$n.png"
done
rm en-garde-1024.png
# ICO's embedded PNG must be 8 bits a channel for Windows (ImageMagick wrote 16).
convert en-garde-256.png -depth 8 -define png:exclude-chunk=date,time PNG32:ico-256.png
icotool -c -o en-garde.ico en-garde-{16,32,48,64,128}.png -r ico-256.png
rm ico-256.png
png2icns en-garde.icns en-garde-{16,32,48,128,256,512}.png >/dev/null
