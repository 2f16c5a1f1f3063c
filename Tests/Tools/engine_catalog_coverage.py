#!/usr/bin/env python3
"""How many real translated UI strings the engine draws with the bundled fonts alone.

Development tool (Python standard library only). Reads every translated string (msgstr,
every plural form) of every gettext catalog (`*.mo`) under a locale directory (default
/usr/share/locale), and asks the engine itself which grapheme clusters no font covers:
the strings of one locale go, one a line, to

    textmetrics coverage --no-system-fonts --missing --json --lang LANG -

(the bundled fonts and their fallback cascade, system fonts off; LANG is the locale's
name as a BCP 47 tag: zh_TW -> zh-TW, sr@latin -> sr-Latn). A string is *uncovered* when
one of its clusters has no font. Tests/Tools/catalog_coverage.py gives the same figure
from the font files' cmaps with fontTools, without the engine.

Prints: catalogs, strings and locales read; the % of strings with an uncovered cluster;
the locales with uncovered strings (worst first) and the most frequent uncovered clusters.

Usage: engine_catalog_coverage.py [--textmetrics PATH] [--locale DIR] [--top N] [--json FILE]
"""
import argparse
import collections
import glob
import json
import os
import subprocess
import sys


def bcp47(locale):
    """A locale directory name as a BCP 47 tag."""
    base, _, modifier = locale.partition("@")
    tag = base.replace("_", "-")
    scripts = {"latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab"}
    if modifier in scripts:
        parts = tag.split("-")
        tag = "-".join([parts[0], scripts[modifier]] + parts[1:])
    return tag


def mo_strings(path):
    """The translated strings (msgstr, each plural form) of a .mo file (GNU gettext's binary
    format: magic, revision, count, offsets of the original and translation tables). Decoded
    with the header's charset; a catalog whose bytes do not match its header is decoded as
    Latin-1 (a handful of Debian's catalogs declare UTF-8 but are not)."""
    import struct
    data = open(path, "rb").read()
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">"
    _, count, originals, translations = struct.unpack(order + "4I", data[4:20])
    entries = []
    for k in range(count):
        olen, ooff = struct.unpack(order + "2I", data[originals + 8 * k:originals + 8 * k + 8])
        tlen, toff = struct.unpack(order + "2I", data[translations + 8 * k:translations + 8 * k + 8])
        entries.append((data[ooff:ooff + olen], data[toff:toff + tlen]))
    charset = "utf-8"
    for original, translated in entries:
        if original == b"":
            for line in translated.split(b"\n"):
                if line.lower().startswith(b"content-type:") and b"charset=" in line:
                    charset = line.split(b"charset=")[1].strip().decode("ascii", "replace") or "utf-8"
    try:
        "".encode(charset)
    except LookupError:
        charset = "utf-8"
    out = []
    for original, translated in entries:
        if original == b"" or translated == b"":
            continue  # the header, or untranslated
        for form in translated.split(b"\0"):
            if not form:
                continue
            try:
                out.append(form.decode(charset))
            except UnicodeDecodeError:
                out.append(form.decode("latin-1"))
    return out


def read_catalogs(root):
    """{locale: [string, ...]} and the number of catalogs read."""
    by_locale = collections.defaultdict(list)
    catalogs = 0
    for path in sorted(glob.glob(os.path.join(root, "*", "LC_MESSAGES", "*.mo"))):
        locale = path[len(root):].strip("/").split("/")[0]
        try:
            strings = mo_strings(path)
        except Exception as error:  # not a .mo file: report it, go on
            print(f"skipped {path}: {error}", file=sys.stderr)
            continue
        catalogs += 1
        by_locale[locale].extend(strings)
    return by_locale, catalogs


def uncovered_strings(textmetrics, locale, strings):
    """Indices of the strings with an uncovered cluster, and the uncovered clusters."""
    text = "\n".join(strings)
    run = subprocess.run([textmetrics, "coverage", "--no-system-fonts", "--missing", "--json",
                          "--lang", bcp47(locale), "-"],
                         input=text.encode("utf-8"), capture_output=True, check=True)
    result = json.loads(run.stdout)
    # Scalar offset where each string starts (strings are joined by one "\n").
    starts, offset = [], 0
    for s in strings:
        starts.append(offset)
        offset += len(s) + 1
    import bisect
    bad, clusters = set(), collections.Counter()
    for c in result["clusters"]:
        bad.add(bisect.bisect_right(starts, c["start"]) - 1)
        clusters[c["text"]] += 1
    return bad, clusters, result["summary"]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--textmetrics", default=os.path.join(here, "..", "..", ".build", "release", "textmetrics"))
    parser.add_argument("--locale", default="/usr/share/locale")
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--json", help="write the figures to this file")
    args = parser.parse_args()

    by_locale, catalogs = read_catalogs(args.locale)
    total = sum(len(v) for v in by_locale.values())
    bad_total = 0
    per_locale = []
    clusters = collections.Counter()
    for locale in sorted(by_locale):
        strings = by_locale[locale]
        bad, found, _ = uncovered_strings(args.textmetrics, locale, strings)
        bad_total += len(bad)
        clusters.update(found)
        if bad:
            per_locale.append((len(bad) / len(strings), locale, len(bad), len(strings)))
    share = 100.0 * bad_total / total if total else 0.0
    print(f"{catalogs} catalogs, {total} translated strings, {len(by_locale)} locales")
    print(f"strings with a cluster no bundled font covers: {bad_total} ({share:.3f} %)")
    for fraction, locale, bad, n in sorted(per_locale, reverse=True)[:args.top]:
        print(f"  {locale:14} {bad:6} of {n:6} ({100 * fraction:.2f} %)")
    print("most frequent uncovered clusters:")
    for text, count in clusters.most_common(args.top):
        codes = " ".join(f"U+{ord(ch):04X}" for ch in text)
        print(f"  {count:6}  {codes}  {text!r}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"catalogs": catalogs, "strings": total, "locales": len(by_locale),
                       "uncoveredStrings": bad_total, "percent": share,
                       "locales_with_gaps": [{"locale": l, "uncovered": b, "strings": n} for _, l, b, n in sorted(per_locale, reverse=True)],
                       "clusters": [{"text": t, "count": c} for t, c in clusters.most_common()]}, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
