#!/usr/bin/env python3
"""How many real translated UI strings the bundled fonts can draw.

Development tool (Python standard library + fontTools). Reads every translated string
(msgstr, plural forms included) of every gettext catalog (`*.mo`) under a locale
directory (default /usr/share/locale) and applies the engine's coverage rule:

  a string is *uncovered* when one of its grapheme clusters has a scalar that is neither
  default-ignorable (DerivedCoreProperties.txt, Debian package unicode-data) nor a
  control (general category Cc) and that no single font of the set covers, i.e. no one
  font's cmap holds every such scalar of the cluster.

The font set is the one the engine falls back through: the primary font
`Inter-Roman.var.ttf` plus every file whose entry in
Sources/Typesetting/Fonts/BundledFonts.swift (of the checkout that holds the --fonts
directory) has `role: .fallback` (`--all-files`: every font file in the directory instead).

Grapheme clusters are approximated: a cluster is a base scalar followed by combining
marks (general category M*), ZWJ/ZWNJ, variation selectors, emoji modifiers and tag
characters; a scalar after ZWJ joins the cluster (emoji ZWJ sequences), two regional
indicators form one flag, and conjoining Hangul jamo V/T join the preceding L/V/LV/LVT.

Prints: catalogs, strings and languages read; % of strings with an uncovered cluster,
overall and per language (worst first); the top missing code points and blocks.
With --cjk-extra SETFILE: also prints the Han of the zh/ja/ko catalogs that are not in
SETFILE (a list of U+XXXX lines, as make_fonts.sh writes for the CJK subset).

Usage: catalog_coverage.py [--fonts DIR] [--locale DIR] [--all-files]
                           [--per-language N] [--top N] [--without FILE]... [--json FILE]
"""
import argparse
import bisect
import collections
import gettext
import glob
import json
import os
import re
import sys
import unicodedata

from fontTools.ttLib import TTFont

UCD = "/usr/share/unicode"
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def ranges_file(path, wanted):
    """Code points whose property (field 2 of a UCD file) is `wanted`."""
    out = set()
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        cps, prop = [x.strip() for x in line.split(";")[:2]]
        if prop != wanted:
            continue
        lo, _, hi = cps.partition("..")
        out.update(range(int(lo, 16), int(hi or lo, 16) + 1))
    return out


def blocks():
    starts, rows = [], []
    for line in open(os.path.join(UCD, "Blocks.txt"), encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            rng, name = [x.strip() for x in line.split(";")]
            lo, hi = [int(x, 16) for x in rng.split("..")]
            starts.append(lo)
            rows.append((lo, hi, name))

    def block_of(cp):
        i = bisect.bisect_right(starts, cp) - 1
        return rows[i][2] if i >= 0 and cp <= rows[i][1] else "No_Block"
    return block_of


IGNORABLE = ranges_file(os.path.join(UCD, "DerivedCoreProperties.txt"), "Default_Ignorable_Code_Point")
ZWJ = 0x200D


def extends(cp):
    """True when `cp` continues the cluster before it."""
    if cp in (0x200C, ZWJ) or 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF:
        return True
    if 0x1F3FB <= cp <= 0x1F3FF or 0xE0020 <= cp <= 0xE007F:
        return True
    return unicodedata.category(chr(cp))[0] == "M"


def hangul_type(cp):
    if 0x1100 <= cp <= 0x115F or 0xA960 <= cp <= 0xA97C:
        return "L"
    if 0x1160 <= cp <= 0x11A7 or 0xD7B0 <= cp <= 0xD7C6:
        return "V"
    if 0x11A8 <= cp <= 0x11FF or 0xD7CB <= cp <= 0xD7FB:
        return "T"
    if 0xAC00 <= cp <= 0xD7A3:
        return "LV" if (cp - 0xAC00) % 28 == 0 else "LVT"
    return None


def is_ri(cp):
    return 0x1F1E6 <= cp <= 0x1F1FF


def clusters(text):
    cur, prev, ri_run = [], None, 0
    for ch in text:
        cp = ord(ch)
        join = False
        if cur:
            if extends(cp) or prev == ZWJ:
                join = True
            elif is_ri(cp) and is_ri(prev) and ri_run % 2 == 1:
                join = True
            else:
                a, b = hangul_type(prev), hangul_type(cp)
                if (a == "L" and b in ("L", "V", "LV", "LVT")) or (a in ("LV", "V") and b in ("V", "T")) \
                        or (a in ("LVT", "T") and b == "T"):
                    join = True
        if not join and cur:
            yield cur
            cur = []
        ri_run = ri_run + 1 if is_ri(cp) else 0
        cur.append(cp)
        prev = cp
    if cur:
        yield cur


def fallback_files(fonts_dir, all_files):
    if all_files:
        return sorted(f for f in os.listdir(fonts_dir) if f.endswith((".ttf", ".otf")))
    # The BundledFonts.swift of the checkout the fonts directory belongs to.
    root = os.path.dirname(os.path.abspath(fonts_dir))
    src = open(os.path.join(root, "Sources/Typesetting/Fonts/BundledFonts.swift"), encoding="utf-8").read()
    files = ["Inter-Roman.var.ttf"]
    files += re.findall(r'\.init\(file: "([^"]+)"[^\n]*role: \.fallback', src)
    return files


def read_catalogs(locale_dir):
    """(language, [msgstr, ...]) per catalog; language = the locale directory name."""
    for path in sorted(glob.glob(os.path.join(locale_dir, "*", "LC_MESSAGES", "*.mo"))):
        lang = os.path.relpath(path, locale_dir).split(os.sep)[0]
        try:
            with open(path, "rb") as fh:
                cat = gettext.GNUTranslations(fh)._catalog
        except (OSError, UnicodeDecodeError, LookupError, ValueError):
            yield lang, None
            continue
        yield lang, [v for k, v in cat.items() if (k[0] if isinstance(k, tuple) else k) != "" and v]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--fonts", default=os.path.join(ROOT, "Fonts"))
    ap.add_argument("--locale", default="/usr/share/locale")
    ap.add_argument("--all-files", action="store_true")
    ap.add_argument("--per-language", type=int, default=0, help="at most N strings per language (0: all)")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--without", action="append", default=[], metavar="FILE",
                    help="leave this font file out (repeatable): what does it add?")
    ap.add_argument("--json", help="write the figures as JSON to this file")
    ap.add_argument("--cjk-extra", help="print catalog Han (zh/ja/ko) missing from this U+XXXX list")
    args = ap.parse_args()

    files = [f for f in fallback_files(args.fonts, args.all_files) if f not in args.without]
    cmaps = [set(TTFont(os.path.join(args.fonts, f), lazy=True).getBestCmap()) for f in files]
    union = set().union(*cmaps)
    block_of = blocks()
    cache = {}
    # A string made only of scalars some font covers and that never continue a cluster
    # has single-scalar clusters only: covered, no need to split it.
    simple = {chr(c) for c in union if not extends(c) and c != ZWJ and hangul_type(c) not in ("L", "V", "T")
              and not is_ri(c)}

    def uncovered(cl):
        need = tuple(c for c in cl if c not in IGNORABLE and unicodedata.category(chr(c)) != "Cc")
        if not need:
            return None
        if need in cache:
            return cache[need]
        res = None
        if not any(all(c in cm for c in need) for cm in cmaps):
            res = [c for c in need if c not in union] or list(need)
        cache[need] = res
        return res

    per_lang = collections.defaultdict(lambda: [0, 0])
    missing_cp = collections.Counter()
    missing_block = collections.Counter()
    unreadable = catalogs = 0
    cjk_han = set()
    for lang, strings in read_catalogs(args.locale):
        if strings is None:
            unreadable += 1
            continue
        catalogs += 1
        row = per_lang[lang]
        for s in strings:
            if args.per_language and row[0] >= args.per_language:
                break
            row[0] += 1
            if args.cjk_extra and lang.split("_")[0] in ("zh", "ja", "ko"):
                cjk_han.update(ord(c) for c in s if unicodedata.name(c, "").startswith("CJK "))
            if set(s) <= simple:
                continue
            bad = set()
            for cl in clusters(s):
                miss = uncovered(cl)
                if miss:
                    bad.update(miss)
            if bad:
                row[1] += 1
                missing_cp.update(bad)
                missing_block.update({block_of(c) for c in bad})

    total = sum(r[0] for r in per_lang.values())
    bad = sum(r[1] for r in per_lang.values())
    print(f"fonts ({len(files)}): {', '.join(files)}")
    print(f"catalogs read: {catalogs} ({unreadable} unreadable) under {args.locale}")
    print(f"languages: {len(per_lang)}; strings: {total}"
          + (f" (at most {args.per_language} per language)" if args.per_language else ""))
    print(f"strings with an uncovered cluster: {bad} = {100.0 * bad / max(total, 1):.3f} %")
    print("\nworst languages (uncovered / strings):")
    for lang, (n, b) in sorted(per_lang.items(), key=lambda kv: -kv[1][1] / max(kv[1][0], 1))[: args.top]:
        if b:
            print(f"  {lang:14} {b:6} / {n:6} = {100.0 * b / n:6.2f} %")
    print("\ntop missing code points (strings):")
    for cp, n in missing_cp.most_common(args.top):
        print(f"  U+{cp:04X} {chr(cp) if unicodedata.category(chr(cp))[0] not in 'CMZ' else ' '} "
              f"{unicodedata.name(chr(cp), '?'):40.40} {block_of(cp):32.32} {n}")
    print("\ntop missing blocks (strings):")
    for blk, n in missing_block.most_common(args.top):
        print(f"  {blk:40} {n}")
    if args.cjk_extra:
        have = {int(l.strip()[2:], 16) for l in open(args.cjk_extra) if l.startswith("U+")}
        extra = sorted(c for c in cjk_han - have if unicodedata.name(chr(c), "").startswith("CJK UNIFIED")
                       or unicodedata.name(chr(c), "").startswith("CJK COMPATIBILITY IDEOGRAPH"))
        print(f"\nHan of zh/ja/ko catalogs: {len(cjk_han)}; not in {args.cjk_extra}: {len(extra)}: "
              + "".join(map(chr, extra)))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump({"fonts": files, "catalogs": catalogs, "languages": len(per_lang), "strings": total,
                       "uncovered": bad, "per_language": per_lang,
                       "missing_code_points": {f"U+{c:04X}": n for c, n in missing_cp.most_common()},
                       "missing_blocks": dict(missing_block.most_common())}, fh, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
