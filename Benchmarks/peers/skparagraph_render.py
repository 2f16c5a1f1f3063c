#!/usr/bin/env python3
"""The whole PNG render job through Skia's SkParagraph (skia-python from PyPI, a development
tool only), with the same font file and no system fonts, for scripts/bench-peers.sh.

    python3 skparagraph_render.py FONT.ttf SIZE_PT WIDTH_PT SCALE TEXT.txt OUT.png COUNT

Each job builds a paragraph from TEXT (its lines are paragraphs), lays it out at WIDTH,
paints it black on white on a raster surface of ceil(extent x SCALE) pixels, encodes the
surface as PNG and writes OUT. The job runs once untimed, then COUNT times; prints one JSON
object: jobs per second of wall and of CPU time, and the text's height in points.
"""
import json
import math
import sys
import time

import skia

from skparagraph_peer import paragraph_builder


def main():
    if len(sys.argv) < 8:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    font_file, size, width, scale = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
    with open(sys.argv[5], encoding="utf-8") as f:
        text = f.read().rstrip("\r\n")
    out, count = sys.argv[6], int(sys.argv[7])
    build = paragraph_builder(font_file, size, skia.ColorBLACK)

    def job():
        paragraph = build(text)
        paragraph.layout(width)
        w = max(1, math.ceil(paragraph.LongestLine * scale - 1e-6))
        h = max(1, math.ceil(paragraph.Height * scale - 1e-6))
        surface = skia.Surface(w, h)
        canvas = surface.getCanvas()
        canvas.clear(skia.ColorWHITE)
        canvas.scale(scale, scale)
        paragraph.paint(canvas, 0, 0)
        data = surface.makeImageSnapshot().encodeToData(skia.kPNG, 100)
        with open(out, "wb") as f:
            f.write(bytes(data))
        return paragraph.Height

    height = job()
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(count):
        job()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(json.dumps({"engine": f"SkParagraph (skia-python {skia.__version__})", "jobs": count,
                      "per_second": count / wall, "cpu_per_second": count / cpu, "height_pt": height}))


if __name__ == "__main__":
    main()
