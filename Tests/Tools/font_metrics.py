#!/usr/bin/env python3
"""Print the vertical/typographic metrics of a font file as JSON (fontTools).

This is a development tool: it gives the test-suite an independent source for
the numbers that the Swift text-measurement code reads from the same files.

Usage:
    font_metrics.py FONT                       # one JSON object
    font_metrics.py FONT --wght 700            # metrics of the wght=700 instance
                                               # (fontTools.varLib.instancer)
    font_metrics.py --keyed FONT [FONT ...]    # {"<file name>": {...}, ...}

Reported fields (font units unless noted):
    unitsPerEm                     head.unitsPerEm
    hhea.ascender/descender/lineGap
    OS/2.sTypoAscender/sTypoDescender/sTypoLineGap/usWinAscent/usWinDescent
    OS/2.fsSelection, OS/2.useTypoMetrics (fsSelection bit 7, USE_TYPO_METRICS)
    OS/2.sCapHeight, OS/2.sxHeight (null when the OS/2 version < 2)
    post.underlinePosition/underlineThickness, post.italicAngle (degrees)
    numGlyphs                      maxp.numGlyphs
    fvarAxes                       [{tag, min, default, max}] of the file ([] if static)
    familyName                     name ID 16, else name ID 1
    subfamilyName                  name ID 17, else name ID 2
    wght                           the --wght value applied, or null
"""
import argparse
import json
import os
import sys

from fontTools.ttLib import TTFont

USE_TYPO_METRICS = 1 << 7


def _name(font, preferred, fallback):
    table = font["name"]
    for name_id in (preferred, fallback):
        # Prefer Windows/Unicode English, then any record with that ID.
        rec = table.getName(name_id, 3, 1, 0x409)
        if rec is None:
            rec = table.getName(name_id, 1, 0, 0)
        if rec is not None:
            return rec.toUnicode()
        value = table.getDebugName(name_id)
        if value is not None:
            return value
    return None


def _num(value):
    """JSON-friendly number: ints stay ints, integral floats become ints."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def metrics(path, wght=None, font_number=0):
    font = TTFont(path, fontNumber=font_number, lazy=False)
    axes = []
    if "fvar" in font:
        axes = [
            {
                "tag": a.axisTag,
                "min": _num(a.minValue),
                "default": _num(a.defaultValue),
                "max": _num(a.maxValue),
            }
            for a in font["fvar"].axes
        ]
    if wght is not None:
        wght_axes = [a for a in axes if a["tag"] == "wght"]
        if not wght_axes:
            raise SystemExit(f"{path}: --wght given but the font has no 'wght' axis")
        lo, hi = wght_axes[0]["min"], wght_axes[0]["max"]
        if not lo <= wght <= hi:
            raise SystemExit(f"{path}: wght {wght} outside the axis range {lo}..{hi}")
        from fontTools.varLib import instancer

        font = instancer.instantiateVariableFont(
            font, {"wght": wght}, inplace=False, updateFontNames=False
        )

    head, hhea, os2, post = font["head"], font["hhea"], font["OS/2"], font["post"]
    has_v2 = os2.version >= 2
    return {
        "file": os.path.basename(path),
        "wght": _num(wght) if wght is not None else None,
        "unitsPerEm": head.unitsPerEm,
        "hhea": {
            "ascender": hhea.ascent,
            "descender": hhea.descent,
            "lineGap": hhea.lineGap,
        },
        "OS/2": {
            "version": os2.version,
            "sTypoAscender": os2.sTypoAscender,
            "sTypoDescender": os2.sTypoDescender,
            "sTypoLineGap": os2.sTypoLineGap,
            "usWinAscent": os2.usWinAscent,
            "usWinDescent": os2.usWinDescent,
            "fsSelection": os2.fsSelection,
            "useTypoMetrics": bool(os2.fsSelection & USE_TYPO_METRICS),
            "sCapHeight": os2.sCapHeight if has_v2 else None,
            "sxHeight": os2.sxHeight if has_v2 else None,
        },
        "post": {
            "underlinePosition": post.underlinePosition,
            "underlineThickness": post.underlineThickness,
            "italicAngle": _num(post.italicAngle),
        },
        "numGlyphs": font["maxp"].numGlyphs,
        "fvarAxes": axes,
        "familyName": _name(font, 16, 1),
        "subfamilyName": _name(font, 17, 2),
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("fonts", nargs="+", metavar="FONT")
    ap.add_argument("--wght", type=float, default=None,
                    help="instantiate a variable font at this weight first")
    ap.add_argument("--font-number", type=int, default=0,
                    help="face index inside a .ttc/.otc collection")
    ap.add_argument("--keyed", action="store_true",
                    help="print a dict keyed by file name (default when several fonts)")
    args = ap.parse_args(argv)
    wght = _num(args.wght) if args.wght is not None else None

    if args.keyed or len(args.fonts) > 1:
        out = {}
        for path in sorted(args.fonts, key=os.path.basename):
            out[os.path.basename(path)] = metrics(path, wght, args.font_number)
    else:
        out = metrics(args.fonts[0], wght, args.font_number)
    json.dump(out, sys.stdout, indent=2, ensure_ascii=False, sort_keys=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
