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
  3. the CJK subset holds every Han of the sets it was made from (cjk_unicodes.py:
     Big5, HKSCS, GB2312, JIS X 0208, KS X 1001, and from Unihan, Debian package
     unicode-data, Jōyō, Jinmeiyō, 通用规范汉字表) and all 11,172 Hangul syllables; 骨/直 shape to the same glyph names per language
     (`hb-shape --language`) as in the whole Noto Sans CJK SC face;
  4. every fully-qualified sequence of /usr/share/unicode/emoji/emoji-test.txt shapes
     to one glyph of NotoColorEmoji.ttf.

Exit status 0 when everything passes, 1 otherwise.
Usage: check_font_coverage.py [FONTS_DIR]   (default: Fonts)
"""
import os
import shutil
import subprocess
import sys

from fontTools.ttLib import TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cjk_unicodes import UNIHAN, han_sets, is_han  # noqa: E402

EMOJI_SOURCE = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
EMOJI_TEST = "/usr/share/unicode/emoji/emoji-test.txt"
CJK_TTC = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
CJK = "NotoSansCJKsc-Subset.otf"
EMOJI = "NotoColorEmoji.ttf"
ZWJ, VS16 = 0x200D, 0xFE0F
EXEMPT = {ZWJ, VS16}

# (label, text, font meant for it)
SAMPLES = [
    ("Arabic", "مرحبا بالعالم لا", "NotoSansArabic-Regular.ttf"),
    ("Hebrew", "שָׁלוֹם עוֹלָם", "NotoSansHebrew-Regular.ttf"),
    ("Devanagari", "नमस्ते दुनिया क्षत्रिय", "NotoSansDevanagari-Regular.ttf"),
    ("Thai", "สวัสดีชาวโลก ภาษาไทย", "NotoSansThai-Regular.ttf"),
    ("Chinese", "你好世界，我们的生活", CJK),
    ("Traditional Chinese", "來們傳內兩區圖體", CJK),
    ("Japanese", "こんにちは世界、カタカナ。日本語の文章", CJK),
    ("Korean", "안녕하세요 세계 한국어 똠", CJK),
    ("Bopomofo", "ㄅㄆㄇㄈ", CJK),
    ("Emoji", "😀❤️👍🏽🇯🇵👨‍👩‍👧1️⃣", EMOJI),
    ("Bengali", "বাংলা ভাষা", "NotoSansBengali-Regular.ttf"),
    ("Gurmukhi", "ਪੰਜਾਬੀ", "NotoSansGurmukhi-Regular.ttf"),
    ("Gujarati", "ગુજરાતી", "NotoSansGujarati-Regular.ttf"),
    ("Oriya", "ଓଡ଼ିଆ", "NotoSansOriya-Regular.ttf"),
    ("Tamil", "தமிழ்", "NotoSansTamil-Regular.ttf"),
    ("Telugu", "తెలుగు", "NotoSansTelugu-Regular.ttf"),
    ("Kannada", "ಕನ್ನಡ", "NotoSansKannada-Regular.ttf"),
    ("Malayalam", "മലയാളം", "NotoSansMalayalam-Regular.ttf"),
    ("Sinhala", "සිංහල", "NotoSansSinhala-Regular.ttf"),
    ("Khmer", "ភាសាខ្មែរ", "NotoSansKhmer-Regular.ttf"),
    ("Lao", "ພາສາລາວ", "NotoSansLao-Regular.ttf"),
    ("Myanmar", "မြန်မာဘာသာ", "NotoSansMyanmar-Regular.ttf"),
    ("Ethiopic", "አማርኛ ትግርኛ", "NotoSansEthiopic-Regular.ttf"),
    ("Georgian", "ქართული", "NotoSansGeorgian-Regular.ttf"),
    ("Armenian", "Հայերեն", "NotoSansArmenian-Regular.ttf"),
    ("Tibetan", "བོད་སྐད་", "NotoSerifTibetan-Regular.ttf"),
    ("Thaana", "ދިވެހި", "NotoSansThaana-Regular.ttf"),
    ("Cherokee", "ᏣᎳᎩ", "NotoSansCherokee-Regular.ttf"),
    ("Syriac", "ܠܫܢܐ ܣܘܪܝܝܐ", "NotoSansSyriac-Regular.ttf"),
    ("Mongolian", "ᠮᠣᠩᠭᠣᠯ", "NotoSansMongolian-Regular.ttf"),
    ("Tifinagh", "ⵜⴰⵎⴰⵣⵉⵖⵜ", "NotoSansTifinagh-Regular.ttf"),
    ("Latin/IPA/Greek ext", "ɐɓɗ ǅ ẞ ᾯ ꙮ ꞵ", "NotoSans-Extended.ttf"),
    ("Box drawing", "┌─┐│└┘█", "NotoSansMono-BoxDrawing.ttf"),
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


def hb_glyphs(font, text, *opts):
    out = subprocess.run(
        ["hb-shape", "--no-clusters", "--no-positions", "--no-glyph-names", *opts, font, text],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    return [int(g) for g in out.strip("[]").split("|") if g]


def fully_qualified():
    seqs = []
    for line in open(EMOJI_TEST, encoding="utf-8"):
        if ";" in line and not line.startswith("#") \
                and line.split(";", 1)[1].split("#")[0].strip() == "fully-qualified":
            seqs.append("".join(chr(int(x, 16)) for x in line.split(";")[0].split()))
    return seqs


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

    emoji = EMOJI
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
        cjk_path = os.path.join(fonts_dir, CJK)
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

        # Regional forms: same glyph names per language as the whole SC face.
        if os.path.exists(CJK_TTC):
            # CID-keyed CFF: the glyph names are the CIDs, kept by the subsetter.
            sub_order = TTFont(cjk_path, lazy=True).getGlyphOrder()
            full_order = TTFont(CJK_TTC, fontNumber=2, lazy=True).getGlyphOrder()
            for lang in ["", "zh-Hans", "zh-Hant", "zh-HK", "ja", "ko"]:
                opts = [f"--language={lang}"] if lang else []
                sub = [sub_order[g] for g in hb_glyphs(cjk_path, "骨直", *opts)]
                full = [full_order[g] for g in hb_glyphs(CJK_TTC, "骨直", "--face-index=2", *opts)]
                ok = sub == full
                print(f"{'OK' if ok else 'FAIL':4} locl {lang or '(none)':8} 骨直 subset {sub} whole face {full}")
                if not ok:
                    failures.append(f"locl {lang}")
        # Every fully-qualified emoji sequence: one glyph, not .notdef.
        if os.path.exists(EMOJI_TEST):
            seqs = fully_qualified()
            path = os.path.join(fonts_dir, "emoji-seqs.tmp")
            try:
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write("\n".join(seqs) + "\n")
                out = subprocess.run(["hb-shape", "--no-clusters", "--no-positions", "--no-glyph-names",
                                      f"--text-file={path}", os.path.join(fonts_dir, emoji)],
                                     check=True, capture_output=True, text=True).stdout.splitlines()
            finally:
                os.remove(path)
            bad = [q for q, g in zip(seqs, out) if len(g.strip("[]").split("|")) != 1 or g.strip("[]") == "0"]
            bad += seqs[len(out):]
            print(f"{'OK' if not bad else 'FAIL':4} emoji-test.txt: {len(seqs)} fully-qualified sequences, "
                  f"{len(bad)} not one glyph {bad[:10]}")
            if bad:
                failures.append("emoji-test.txt sequences")
    else:
        print("-- hb-shape not found (apt-get install libharfbuzz-bin): shaping checks skipped")

    if os.path.exists(UNIHAN) and CJK in cmaps:
        # The sets the subset was made from (cjk_unicodes.py), each checked on its own.
        sets = {name: {c for c in cps if is_han(c)} for name, cps in han_sets().items()}
        sets["Hangul syllables"] = set(range(0xAC00, 0xD7A4))
        for name, want in sets.items():
            missing = sorted(want - cmaps[CJK])
            print(f"{'OK' if not missing else 'FAIL':4} {name}: {len(want)} checked, missing {len(missing)}: "
                  f"{''.join(map(chr, missing[:40]))}")
            if missing:
                failures.append(name)
    else:
        print("-- unicode-data not installed: CJK set checks skipped")

    print("== RESULT:", "all checks passed" if not failures else f"FAILED: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
