#!/usr/bin/env python3
"""Times Skia's SkParagraph (skia-python 144.1 from PyPI, a development tool only) on the
benchmark corpus with the same font file and no system fonts, for scripts/bench-peers.sh.

    python3 skparagraph_peer.py FONT.ttf SIZE WIDTH CORPUS.txt [ROUNDS]

Prints one JSON object: µs per paragraph for a cold measure (ParagraphBuilder: shape, then
layout at the width, then Height and LongestLine) and for a re-wrap (layout of an existing
paragraph at a new width), each the best of ROUNDS passes (default 3). The Python call
overhead is included; SkParagraph has no per-line metrics in this binding, which timing
does not need.
"""
import json
import sys
import time

import skia
from skia import textlayout


def paragraph_builder(font_file, size, color=None):
    """A function from text to an unlaid-out SkParagraph in `font_file` (and no other font) at
    `size`, in `color` when given."""
    typeface = skia.Typeface.MakeFromFile(font_file)
    if typeface is None:
        sys.exit(f"cannot read {font_file}")
    provider = textlayout.TypefaceFontProvider()
    provider.registerTypeface(typeface)
    fonts = textlayout.FontCollection()
    fonts.setDefaultFontManager(provider)  # only our file
    style = textlayout.ParagraphStyle()
    text_style = textlayout.TextStyle()
    text_style.setFontFamilies([typeface.getFamilyName()])
    text_style.setFontSize(size)
    if color is not None:
        text_style.setColor(color)
    style.setTextStyle(text_style)

    def build(text):
        builder = textlayout.ParagraphBuilder.make(style, fonts, skia.Unicodes.ICU.Make())
        builder.pushStyle(text_style)
        builder.addText(text)
        return builder.Build()
    return build


def main():
    if len(sys.argv) < 5:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    font_file, size, width, corpus = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
    rounds = int(sys.argv[5]) if len(sys.argv) > 5 else 3
    with open(corpus, encoding="utf-8") as f:
        paragraphs = [line.rstrip("\r\n") for line in f if line.strip()]
    build = paragraph_builder(font_file, size)

    sink = 0.0
    best_cold = best_rewrap = float("inf")
    kept = []
    for round_index in range(rounds + 1):  # round 0 warms caches, untimed
        kept = []
        start = time.perf_counter()
        for text in paragraphs:
            paragraph = build(text)
            paragraph.layout(width)
            sink += paragraph.Height + paragraph.LongestLine
            kept.append(paragraph)
        cold = time.perf_counter() - start
        if round_index > 0:
            best_cold = min(best_cold, cold)
    for round_index in range(1, rounds + 1):
        w = width - 20 - round_index
        start = time.perf_counter()
        for paragraph in kept:
            paragraph.layout(w)
            sink += paragraph.Height
        best_rewrap = min(best_rewrap, time.perf_counter() - start)
    print(json.dumps({"engine": f"SkParagraph (skia-python {skia.__version__})", "paragraphs": len(paragraphs),
                      "cold_us": best_cold * 1e6 / len(paragraphs), "rewrap_us": best_rewrap * 1e6 / len(paragraphs),
                      "sink": sink}))


if __name__ == "__main__":
    main()
