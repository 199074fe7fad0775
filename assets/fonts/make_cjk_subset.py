#!/usr/bin/env python3
"""Makes assets/fonts/NotoSansJP-Subset.otf, the game's font for Japanese: Noto Sans CJK JP
(Debian's fonts-noto-cjk, SIL Open Font License 1.1) cut down to what Japanese text and
player names use — JIS X 0208 (kana, 6,355 kanji, symbols), the CJK punctuation, the
half- and full-width forms and Latin-1 — so that the binary carries 4 MB instead of 19.

Needs: apt-get install fonts-noto-cjk; pip install fonttools.
Run from the repository root: python3 assets/fonts/make_cjk_subset.py
"""
import pathlib
from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
OUT = pathlib.Path(__file__).with_name("NotoSansJP-Subset.otf")

chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x180))
chars |= set(range(0x2000, 0x2070))  # general punctuation: dashes, quotes, ellipsis
chars |= set(range(0x3000, 0x3100))  # CJK punctuation, hiragana, katakana
chars |= set(range(0xFF00, 0xFFF0))  # half- and full-width forms
chars |= {0x2190, 0x2191, 0x2192, 0x2193, 0x00D7, 0x2013, 0x2014, 0x2026, 0x30FB}
for hi in range(0xA1, 0xFF):  # every character of JIS X 0208, through EUC-JP
    for lo in range(0xA1, 0xFF):
        try:
            chars.update(ord(c) for c in bytes([hi, lo]).decode("euc_jp"))
        except UnicodeDecodeError:
            pass

collection = TTCollection(SOURCE)
font = collection.fonts[0]  # Noto Sans CJK JP
assert font["name"].getDebugName(4) == "Noto Sans CJK JP"
options = subset.Options()
options.hinting = False
options.layout_features = ["*"]
options.name_IDs = ["*"]
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=chars)
subsetter.subset(font)
font.save(str(OUT))
print(f"{OUT}: {len(font.getGlyphOrder())} glyphs, {OUT.stat().st_size} bytes")
