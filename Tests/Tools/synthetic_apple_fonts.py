#!/usr/bin/env python3
"""Synthetic fonts carrying the family names of Apple's fonts, for the tests of the Apple
fonts folder (`--apple-fonts DIR`). Nothing of Apple's is used: every glyph is a box and
every number below is chosen here, so that a test can compute its expectations by hand.

    python3 Tests/Tools/synthetic_apple_fonts.py DIR static     # SF Pro Text/Display, Rounded, New York, SF Mono, emoji
    python3 Tests/Tools/synthetic_apple_fonts.py DIR variable   # the variable SF Pro (opsz, wght)

Called by the tests at test time (needs python3 with fontTools); development only.

The numbers (2048 units per em everywhere; every letter, digit and the space has the
family's one advance):

    family            file                      advance  trak
    SF Pro Text       SFProText-Regular.ttf      1100    TRAK
    SF Pro Text Bold  SFProText-Bold.ttf         1150    TRAK
    SF Pro Display    SFProDisplay-Regular.ttf   1000    TRAK
    SF Pro Rounded    SFProRounded-Regular.ttf   1200    none
    New York          NewYork-Regular.ttf        1300    none
    SF Mono           SFMono-Regular.ttf         1229    none
    SF Pro (variable) SFPro.ttf                  1100 at opsz 17, 1000 at opsz 28 (gvar
                                                 phantom-point delta −100 at the axis
                                                 maximum); wght 100…900 moves nothing; TRAK
    Apple Color Emoji AppleColorEmoji.ttf        U+1F600 at 2048 (one em), an sbix strike
                                                 of 64 ppem holding a 64×64 red PNG

TRAK, track 0 (normal): sizes 12, 17, 28 pt; values +20, −30, −80 font units. Tracks −1
and +1 hold other values (−200 and +200 at every size), so that a reader taking the wrong
track is seen.
"""
import os
import struct
import sys
import zlib

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables import _t_r_a_k
from fontTools.ttLib.tables.TupleVariation import TupleVariation

UPEM = 2048
CHARS = [chr(c) for c in range(0x20, 0x7F)]
TRAK_SIZES = [12.0, 17.0, 28.0]
TRAK_NORMAL = [20, -30, -80]


def glyph_name(ch):
    return "space" if ch == " " else "uni%04X" % ord(ch)


def box(advance):
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 1400))
    pen.lineTo((advance - 50, 1400))
    pen.lineTo((advance - 50, 0))
    pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


def trak_table():
    table = newTable("trak")
    table.version = 1.0
    table.format = 0
    horiz = _t_r_a_k.TrackData()
    for track, values in ((-1.0, [-200] * 3), (0.0, TRAK_NORMAL), (1.0, [200] * 3)):
        entry = _t_r_a_k.TrackTableEntry(nameIndex=256 + int(track + 1))
        for size, value in zip(TRAK_SIZES, values):
            entry[size] = value
        horiz[track] = entry
    table.horizData = horiz
    table.vertData = _t_r_a_k.TrackData()
    return table


def build(path, family, style, advance, weight=400, trak=False, variable=False, italic=False):
    fb = FontBuilder(UPEM, isTTF=True)
    names = [".notdef"] + [glyph_name(c) for c in CHARS if c != " "] + ["space"]
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({ord(c): glyph_name(c) for c in CHARS})
    glyphs = {n: (empty() if n == "space" else box(advance)) for n in names}
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({n: (advance, 0 if n == "space" else 50) for n in names})
    fb.setupHorizontalHeader(ascent=1950, descent=-494)
    ps = (family + "-" + style).replace(" ", "")
    name_strings = {"familyName": family, "styleName": style, "psName": ps,
                    "fullName": family + " " + style, "uniqueFontIdentifier": ps}
    fb.setupNameTable(name_strings)
    fb.setupOS2(sTypoAscender=1950, sTypoDescender=-494, sTypoLineGap=0, usWinAscent=1950, usWinDescent=494,
                usWeightClass=weight, fsSelection=(0x01 if italic else 0x40), sxHeight=1078, sCapHeight=1443, version=4)
    fb.setupPost()
    if variable:
        axes = [("opsz", 17, 17, 28, "Optical size"), ("wght", 100, 400, 900, "Weight")]
        fb.setupFvar(axes, [])
        variations = {}
        for n in names:
            points = 0 if n == "space" else 4
            # Points of the box, then the four phantom points: the second one is the advance.
            deltas = [(0, 0)] * points + [(0, 0), (-100, 0), (0, 0), (0, 0)]
            variations[n] = [TupleVariation({"opsz": (0, 1.0, 1.0)}, deltas)]
        fb.setupGvar(variations)
        fb.font["STAT"] = newTable("STAT")
        fb.setupStat([{"tag": "opsz", "name": "Optical size", "values": []},
                      {"tag": "wght", "name": "Weight", "values": []}])
    if trak:
        fb.font["trak"] = trak_table()
    fb.save(path)


def png(width, height, rgba):
    raw = b"".join(b"\x00" + bytes(rgba) * width for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def build_emoji(path):
    from fontTools.ttLib.tables import _s_b_i_x, sbixStrike, sbixGlyph
    fb = FontBuilder(UPEM, isTTF=True)
    names = [".notdef", "space", "u1F600"]
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x20: "space", 0x1F600: "u1F600"})
    fb.setupGlyf({n: empty() for n in names})
    fb.setupHorizontalMetrics({".notdef": (1024, 0), "space": (1024, 0), "u1F600": (2048, 0)})
    fb.setupHorizontalHeader(ascent=1950, descent=-494)
    fb.setupNameTable({"familyName": "Apple Color Emoji", "styleName": "Regular", "psName": "AppleColorEmoji"})
    fb.setupOS2(sTypoAscender=1950, sTypoDescender=-494, usWinAscent=1950, usWinDescent=494)
    fb.setupPost()
    sbix = newTable("sbix")
    strike = sbixStrike.Strike(ppem=64, resolution=72)
    strike.glyphs["u1F600"] = sbixGlyph.Glyph(glyphName="u1F600", graphicType="png ", originOffsetX=0,
                                               originOffsetY=0, imageData=png(64, 64, (220, 30, 30, 255)))
    sbix.strikes[64] = strike
    fb.font["sbix"] = sbix
    fb.save(path)


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in ("static", "variable"):
        sys.exit("usage: synthetic_apple_fonts.py DIR static|variable")
    out, kind = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    if kind == "static":
        build(os.path.join(out, "SFProText-Regular.ttf"), "SF Pro Text", "Regular", 1100, trak=True)
        build(os.path.join(out, "SFProText-Bold.ttf"), "SF Pro Text", "Bold", 1150, weight=700, trak=True)
        build(os.path.join(out, "SFProDisplay-Regular.ttf"), "SF Pro Display", "Regular", 1000, trak=True)
        build(os.path.join(out, "SFProRounded-Regular.ttf"), "SF Pro Rounded", "Regular", 1200)
        build(os.path.join(out, "NewYork-Regular.ttf"), "New York", "Regular", 1300)
        build(os.path.join(out, "SFMono-Regular.ttf"), "SF Mono", "Regular", 1229)
        build_emoji(os.path.join(out, "AppleColorEmoji.ttf"))
    else:
        build(os.path.join(out, "SFPro.ttf"), "SF Pro", "Regular", 1100, trak=True, variable=True)


if __name__ == "__main__":
    main()
