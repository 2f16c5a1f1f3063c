#!/usr/bin/env python3
"""Check that the bundled font set in Fonts/ covers the sample strings.

Development tool (fontTools, plus `hb-shape` from libharfbuzz-bin when present).

Checks:
  1. every code point of each sample string is in the cmap of some bundled
     font, and of the font meant for that script (ZWJ U+200D and VS16 U+FE0F
     are exempt, but the emoji subset must map them whenever the Debian
     source font maps them);
  2. with hb-shape: each sample shapes without .notdef in its font, and the
     emoji sequences (flags, ZWJ families, keycaps, skin tones) each become ONE
     glyph; vertical (ttb) shaping of CJK punctuation uses the 'vert' glyphs;
  3. when kanjidic (Debian package `kanjidic`) is installed: every Jōyō kanji
     (grades G1–G8) is in NotoSansCJK-Subset.otf.

Exit status 0 when everything passes, 1 otherwise.
Usage: check_font_coverage.py [FONTS_DIR]   (default: Fonts)
"""
import os
import re
import shutil
import subprocess
import sys

from fontTools.ttLib import TTFont

EMOJI_SOURCE = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
ZWJ, VS16 = 0x200D, 0xFE0F
EXEMPT = {ZWJ, VS16}

# (label, text, font meant for it)
SAMPLES = [
    ("Arabic", "مرحبا بالعالم لا", "NotoSansArabic-Regular.ttf"),
    ("Hebrew", "שָׁלוֹם עוֹלָם", "NotoSansHebrew-Regular.ttf"),
    ("Devanagari", "नमस्ते दुनिया क्षत्रिय", "NotoSansDevanagari-Regular.ttf"),
    ("Thai", "สวัสดีชาวโลก ภาษาไทย", "NotoSansThai-Regular.ttf"),
    ("Chinese", "你好世界，我们的生活", "NotoSansCJK-Subset.otf"),
    ("Japanese", "こんにちは世界、カタカナ。日本語の文章", "NotoSansCJK-Subset.otf"),
    ("Korean", "안녕하세요 세계 한국어", "NotoSansCJK-Subset.otf"),
    ("Emoji", "😀❤️👍🏽🇯🇵👨‍👩‍👧1️⃣", "NotoColorEmoji-Subset.ttf"),
    ("Latin/Greek/Cyrillic serif", "Façade naïve Ωμέγα Привет — “quotes” …",
     "NotoSerif-Regular.ttf"),
]

# Emoji sequences that must shape to exactly one glyph.
EMOJI_SEQUENCES = [
    "🇯🇵", "🇺🇸", "🇫🇷", "🇩🇪", "🇬🇧",
    "👨\u200d👩\u200d👧", "👩\u200d💻", "🏳\ufe0f\u200d🌈",
    "❤\ufe0f", "👍", "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿", "😀", "🙏",
] + [k + "\ufe0f\u20e3" for k in "0123456789#*"]


def cmap_of(path):
    return set(TTFont(path, lazy=True).getBestCmap() or {})


def hb_glyphs(font, text):
    out = subprocess.run(
        ["hb-shape", "--no-clusters", "--no-positions", "--no-glyph-names", font, text],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    return [int(g) for g in out.strip("[]").split("|") if g]


def main(argv):
    fonts_dir = argv[1] if len(argv) > 1 else "Fonts"
    files = sorted(f for f in os.listdir(fonts_dir) if f.endswith((".ttf", ".otf")))
    cmaps = {f: cmap_of(os.path.join(fonts_dir, f)) for f in files}
    union = set().union(*cmaps.values())
    failures = []

    print("== cmap coverage")
    for label, text, meant in SAMPLES:
        cps = [ord(c) for c in text]
        gaps = sorted({c for c in cps if c not in union and c not in EXEMPT})
        not_in_meant = sorted({c for c in cps if c not in cmaps.get(meant, set())
                               and c not in EXEMPT})
        status = "OK" if not gaps and not not_in_meant else "FAIL"
        print(f"{status:4} {label:28} {len(cps):3} code points; "
              f"not in any font: {[f'U+{c:04X}' for c in gaps]}; "
              f"not in {meant}: {[f'U+{c:04X}' for c in not_in_meant]}")
        if status != "OK":
            failures.append(label)

    emoji = "NotoColorEmoji-Subset.ttf"
    if os.path.exists(EMOJI_SOURCE) and emoji in cmaps:
        src = cmap_of(EMOJI_SOURCE)
        for cp in sorted(EXEMPT):
            in_src, in_sub = cp in src, cp in cmaps[emoji]
            ok = in_sub or not in_src
            print(f"{'OK' if ok else 'FAIL':4} U+{cp:04X} in source emoji cmap: {in_src}, "
                  f"in subset cmap: {in_sub}")
            if not ok:
                failures.append(f"U+{cp:04X} in emoji subset")

    if shutil.which("hb-shape"):
        print("== hb-shape")
        for label, text, meant in SAMPLES:
            glyphs = hb_glyphs(os.path.join(fonts_dir, meant), text)
            ok = 0 not in glyphs
            print(f"{'OK' if ok else 'FAIL':4} {label:28} -> {len(glyphs)} glyphs"
                  f"{'' if ok else ' (contains .notdef)'}")
            if not ok:
                failures.append(f"hb-shape {label}")
        for seq in EMOJI_SEQUENCES:
            glyphs = hb_glyphs(os.path.join(fonts_dir, emoji), seq)
            ok = len(glyphs) == 1 and glyphs[0] != 0
            name = " ".join(f"U+{ord(c):04X}" for c in seq)
            print(f"{'OK' if ok else 'FAIL':4} {seq}\t({name}) -> glyphs {glyphs}")
            if not ok:
                failures.append(f"emoji sequence {name}")
        # 'vert': vertical CJK punctuation must use different glyphs.
        cjk_path = os.path.join(fonts_dir, "NotoSansCJK-Subset.otf")
        text = "、。（ー"
        h = hb_glyphs(cjk_path, text)
        v = subprocess.run(["hb-shape", "--direction=ttb", "--no-clusters", "--no-positions",
                            "--no-glyph-names", cjk_path, text],
                           check=True, capture_output=True, text=True).stdout.strip()
        v = [int(g) for g in v.strip("[]").split("|") if g]
        ok = len(h) == len(v) and all(a != b for a, b in zip(h, v))
        print(f"{'OK' if ok else 'FAIL':4} CJK 'vert' {text}: horizontal {h}, vertical {v}")
        if not ok:
            failures.append("CJK vert")
    else:
        print("-- hb-shape not found (apt-get install libharfbuzz-bin): shaping checks skipped")

    kanjidic = "/usr/share/edict/kanjidic"
    cjk = "NotoSansCJK-Subset.otf"
    if os.path.exists(kanjidic) and cjk in cmaps:
        joyo = set()
        with open(kanjidic, "rb") as fh:
            for line in fh.read().decode("euc_jp", errors="replace").splitlines():
                m = re.search(r" G([1-8]) ", line)
                if not line.startswith("#") and m:
                    joyo.add(ord(line[0]))
        # Jōyō (2010) forms outside JIS X 0208, hence absent from kanjidic.
        joyo |= {0x20B9F, 0x5861, 0x525D, 0x9830}
        missing = sorted(joyo - cmaps[cjk])
        ok = not missing
        print(f"== Jōyō kanji: {len(joyo)} checked, missing {len(missing)}: "
              f"{''.join(map(chr, missing))}")
        if not ok:
            failures.append("Jōyō kanji")
    else:
        print("-- kanjidic not installed: Jōyō check skipped")

    print("== RESULT:", "all checks passed" if not failures else f"FAILED: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
