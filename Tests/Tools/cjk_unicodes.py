#!/usr/bin/env python3
"""The code points of the bundled CJK subset (Fonts/NotoSansCJKsc-Subset.otf).

Development tool (Python standard library). `make_fonts.sh` runs it and hands its output,
one U+XXXX per line, to pyftsubset; per-set counts go to stderr. `check_font_coverage.py`
imports `han_sets()` to check the subset against the same sets.
"""
import bz2
import sys

UNIHAN = "/usr/share/unicode/Unihan_OtherMappings.txt.bz2"


def dbcs(codec, leads, trails):
    """Every character a two-byte code of `codec` decodes to, for the given lead and trail bytes."""
    out = set()
    for lead in leads:
        for trail in trails:
            try:
                out.update(ord(c) for c in bytes([lead, trail]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out


def is_han(c):
    return (0x3400 <= c <= 0x4DBF or 0x4E00 <= c <= 0x9FFF or 0xF900 <= c <= 0xFAFF
            or 0x20000 <= c <= 0x3FFFF)


def han_sets():
    """Name -> set of code points (not only Han: filter with is_han)."""
    euc = range(0xA1, 0xFF)
    big5_trail = list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))
    sets = {
        # Traditional Chinese: Big5 levels 1-2 (lead bytes 0xA1-0xF9) and HKSCS-2008
        # (Python's big5hkscs: Big5 plus the HKSCS lead bytes 0x87-0xFE).
        "Big5": dbcs("big5", range(0xA1, 0xFA), big5_trail),
        "HKSCS": dbcs("big5hkscs", range(0x87, 0xFF), big5_trail),
        # Simplified Chinese: GB2312, all levels.
        "GB2312": dbcs("gb2312", range(0xA1, 0xF8), euc),
        # Japanese: JIS X 0208, levels 1-2.
        "JIS X 0208": dbcs("euc_jp", range(0xA1, 0xF5), euc),
        # Korean hanja of KS X 1001.
        "KS X 1001": dbcs("euc_kr", range(0xA1, 0xFE), euc),
    }
    # Unihan (Debian package unicode-data, Unicode 15.0): the Jōyō and Jinmeiyō lists of
    # Japan (kJoyoKanji, kJinmeiyoKanji) and China's Table of General Standard Chinese
    # Characters, 2013 (kTGH: the 8,105 Han in real use in Simplified Chinese, a subset
    # of GB18030).
    for line in bz2.open(UNIHAN, "rt", encoding="utf-8"):
        if line.startswith("U+"):
            cp, key, _ = line.split("\t", 2)
            if key in ("kJoyoKanji", "kJinmeiyoKanji", "kTGH"):
                sets.setdefault(key, set()).add(int(cp[2:], 16))
    # Han of the zh_CN, zh_TW, zh_HK, ja and ko gettext catalogs of a Debian 12 machine
    # outside all the sets above (found by Tests/Tools/catalog_coverage.py --cjk-extra).
    sets["catalogs"] = {ord(c) for c in "彞"}
    return sets


def main():
    sets = han_sets()
    han = set()
    for name, s in sets.items():
        s = {c for c in s if is_han(c)}
        print(f"  {name}: {len(s)} Han", file=sys.stderr)
        han |= s
    cps = set(range(0x20, 0x7F))                     # ASCII
    for lo, hi in [(0x1100, 0x11FF),                 # Hangul Jamo (conjoining)
                   (0x2E80, 0x2EFF),                 # CJK radicals supplement
                   (0x2F00, 0x2FDF),                 # Kangxi radicals
                   (0x3000, 0x303F),                 # CJK symbols and punctuation
                   (0x3040, 0x309F),                 # Hiragana
                   (0x30A0, 0x30FF),                 # Katakana
                   (0x3100, 0x312F),                 # Bopomofo
                   (0x3130, 0x318F),                 # Hangul compatibility Jamo
                   (0x3190, 0x319F),                 # Kanbun
                   (0x31A0, 0x31BF),                 # Bopomofo extended
                   (0x31C0, 0x31EF),                 # CJK strokes
                   (0x31F0, 0x31FF),                 # Katakana phonetic extensions
                   (0x3200, 0x32FF),                 # enclosed CJK letters and months
                   (0x3300, 0x33FF),                 # CJK compatibility
                   (0xA960, 0xA97F),                 # Hangul Jamo extended-A
                   (0xAC00, 0xD7A3),                 # all 11,172 Hangul syllables
                   (0xD7B0, 0xD7FF),                 # Hangul Jamo extended-B
                   (0xFE10, 0xFE1F),                 # vertical forms
                   (0xFE30, 0xFE4F),                 # CJK compatibility forms
                   (0xFE50, 0xFE6F),                 # small form variants
                   (0xFF00, 0xFFEF)]:                # half/fullwidth forms
        cps |= set(range(lo, hi + 1))
    cps |= han
    print(f"CJK subset: {len(han)} Han, {len(cps)} code points asked for", file=sys.stderr)
    for c in sorted(cps):
        print(f"U+{c:04X}")


if __name__ == "__main__":
    main()
