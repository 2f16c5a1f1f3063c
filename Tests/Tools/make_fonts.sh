#!/usr/bin/env bash
# Rebuild the bundled font set in Fonts/ from Debian font packages.
#
# Run from the package root:   bash Tests/Tools/make_fonts.sh
# (it also cds there itself, so it works from anywhere).
#
# Idempotent and reproducible: every file in Fonts/ is rewritten from the
# Debian package files; pyftsubset keeps head.modified of the source font
# (no --recalc-timestamp), so two runs with the same package versions give
# byte-identical fonts.  Afterwards it writes
#   Fonts/licenses/*.txt, Fonts/README.md,
#   Tests/Tools/font_metrics_reference.json
# and runs Tests/Tools/check_font_coverage.py.
#
# Needs (development only, nothing of this ships):
#   apt-get install fonts-inter-variable fonts-noto-core fonts-noto-cjk \
#       fonts-noto-color-emoji fonts-jetbrains-mono fonts-quicksand libharfbuzz-bin
#   (optional: kanjidic, only for the Jōyō coverage check)
#   python3 with fontTools (pip install fonttools) — provides pyftsubset.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
OUT=Fonts
TOOLS=Tests/Tools
PY="${PYTHON:-python3}"
export PYTHONHASHSEED=0
PYFTSUBSET=("$PY" -m fontTools.subset)

D_INTER=/usr/share/fonts/truetype/inter-vf
D_QUICK=/usr/share/fonts/truetype/quicksand
D_JBM=/usr/share/fonts/truetype/jetbrains-mono
D_NOTO=/usr/share/fonts/truetype/noto
CJK_TTC=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

# ---------------------------------------------------------------- preflight
need() { # file package
  if [[ ! -f "$1" ]]; then
    echo "missing $1 — install it with: apt-get install $2" >&2
    exit 1
  fi
}
need "$D_INTER/Inter-roman.var.ttf" fonts-inter-variable
need "$D_INTER/Inter-italic.var.ttf" fonts-inter-variable
for w in Light Regular Medium Bold; do need "$D_QUICK/Quicksand-$w.ttf" fonts-quicksand; done
for s in Regular Bold Italic; do need "$D_JBM/JetBrainsMono-$s.ttf" fonts-jetbrains-mono; done
for s in Regular Bold Italic BoldItalic; do need "$D_NOTO/NotoSerif-$s.ttf" fonts-noto-core; done
for s in Arabic Hebrew Devanagari Thai; do need "$D_NOTO/NotoSans$s-Regular.ttf" fonts-noto-core; done
need "$CJK_TTC" fonts-noto-cjk
need "$D_NOTO/NotoColorEmoji.ttf" fonts-noto-color-emoji
"$PY" -c 'import fontTools' 2>/dev/null || { echo "python3 -m pip install fonttools" >&2; exit 1; }

BUILD="$(mktemp -d)"
trap 'rm -rf "$BUILD"' EXIT
mkdir -p "$OUT/licenses"

# Remove font files that are not part of the set (keeps the directory exact).
EXPECTED=(
  Inter-Roman.var.ttf Inter-Italic.var.ttf
  Quicksand-Light.ttf Quicksand-Regular.ttf Quicksand-Medium.ttf Quicksand-Bold.ttf
  NotoSerif-Regular.ttf NotoSerif-Bold.ttf NotoSerif-Italic.ttf NotoSerif-BoldItalic.ttf
  JetBrainsMono-Regular.ttf JetBrainsMono-Bold.ttf JetBrainsMono-Italic.ttf
  NotoSansArabic-Regular.ttf NotoSansHebrew-Regular.ttf
  NotoSansDevanagari-Regular.ttf NotoSansThai-Regular.ttf
  NotoSansCJK-Subset.otf NotoColorEmoji-Subset.ttf
)
for f in "$OUT"/*.ttf "$OUT"/*.otf; do
  [[ -e "$f" ]] || continue
  keep=0
  for e in "${EXPECTED[@]}"; do [[ "$(basename "$f")" == "$e" ]] && keep=1; done
  if [[ $keep == 0 ]]; then echo "removing stray $f"; rm -f "$f"; fi
done

# ---------------------------------------------------------------- whole copies
# Unmodified files (Quicksand carries the Reserved Font Name "Quicksand", so it
# must stay unmodified to keep its name; Inter is kept whole as a variable font).
cp -f "$D_INTER/Inter-roman.var.ttf"  "$OUT/Inter-Roman.var.ttf"
cp -f "$D_INTER/Inter-italic.var.ttf" "$OUT/Inter-Italic.var.ttf"
for w in Light Regular Medium Bold; do
  cp -f "$D_QUICK/Quicksand-$w.ttf" "$OUT/Quicksand-$w.ttf"
done
for s in Regular Bold Italic; do
  cp -f "$D_JBM/JetBrainsMono-$s.ttf" "$OUT/JetBrainsMono-$s.ttf"
done
# Complex-script fonts: small enough to keep whole (all GSUB/GPOS, all scripts).
for s in Arabic Hebrew Devanagari Thai; do
  cp -f "$D_NOTO/NotoSans$s-Regular.ttf" "$OUT/NotoSans$s-Regular.ttf"
done

# ---------------------------------------------------------------- Noto Serif subset
# Latin (Basic, Latin-1, Extended-A/-B, Extended Additional), spacing modifiers,
# combining diacritics, Greek, Cyrillic (+Supplement), general punctuation,
# super/subscripts, currency, letterlike symbols, Latin ligatures, U+FFFD.
SERIF_UNICODES="U+0000-024F,U+02B0-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+2000-206F,U+2070-209F,U+20A0-20CF,U+2100-214F,U+FB00-FB06,U+FFFD"
SERIF_OPTS=(--layout-features='*' --name-IDs='*' --name-languages='*' --glyph-names --notdef-outline)
for s in Regular Bold Italic BoldItalic; do
  "${PYFTSUBSET[@]}" "$D_NOTO/NotoSerif-$s.ttf" --unicodes="$SERIF_UNICODES" "${SERIF_OPTS[@]}" \
    --output-file="$OUT/NotoSerif-$s.ttf"
done

# ---------------------------------------------------------------- Noto Sans CJK JP subset
# 1) extract face 0 ("Noto Sans CJK JP" Regular) from the collection.
"$PY" - "$CJK_TTC" "$BUILD/NotoSansCJKjp-Regular.otf" <<'PYEOF'
import sys
from fontTools.ttLib import TTCollection
coll = TTCollection(sys.argv[1], recalcTimestamp=False)  # keep head.modified: reproducible
face = coll.fonts[0]
family = face["name"].getDebugName(1)
assert family == "Noto Sans CJK JP", family
face.save(sys.argv[2])
PYEOF
# 2) the code point list.
"$PY" - > "$BUILD/cjk-unicodes.txt" <<'PYEOF'
import sys

def dbcs(codec, lead_lo, lead_hi):
    """Every character of a 94x94 EUC code set for the given lead-byte rows."""
    out = set()
    for lead in range(lead_lo, lead_hi + 1):
        for trail in range(0xA1, 0xFF):
            try:
                out.add(ord(bytes([lead, trail]).decode(codec)))
            except UnicodeDecodeError:
                pass
    return out

cps = set(range(0x20, 0x7F))                     # ASCII
for lo, hi in [(0x3000, 0x303F),                 # CJK symbols and punctuation
               (0x3040, 0x309F),                 # Hiragana
               (0x30A0, 0x30FF),                 # Katakana
               (0x3130, 0x318F),                 # Hangul compatibility Jamo
               (0xFF00, 0xFFEF)]:                # half/fullwidth forms
    cps |= set(range(lo, hi + 1))
# Han: GB2312 level 1 (3,755, rows 0xB0-0xD7) ∪ JIS X 0208 level 1 (2,965,
# rows 0xB0-0xCF) ∪ the Jōyō kanji outside JIS level 1.  The last string is
# the Jōyō list (kanjidic 2022.08.23 grades G1-G8) minus JIS level 1, plus
# the four 2010 Jōyō forms that are not in JIS X 0208 (𠮟 塡 剝 頰).
han = dbcs("gb2312", 0xB0, 0xD7) | dbcs("euc_jp", 0xB0, 0xCF)
han |= {ord(c) for c in "丼傲刹哺喩嗅嘲彙恣惧慄憬拉摯曖楷毀璧瘍箋籠緻羞訃諧貪踪辣錮鬱"
                        "\U00020B9F塡剝頰"}
han = {c for c in han if c >= 0x3400}
# Hangul: the 2,350 precomposed syllables of KS X 1001 (rows 0xB0-0xC8).
hangul = {c for c in dbcs("euc_kr", 0xB0, 0xC8) if 0xAC00 <= c <= 0xD7A3}
assert len(hangul) == 2350, len(hangul)
cps |= han | hangul
print(f"CJK subset: {len(han)} Han, {len(hangul)} Hangul, {len(cps)} code points in all",
      file=sys.stderr)
for c in sorted(cps):
    print(f"U+{c:04X}")
PYEOF
# 3) subset.  Hinting dropped; CFF subroutines kept (smaller than --desubroutinize).
CJK_OPTS=(--layout-features='*' --name-IDs='*' --name-languages='*' --no-hinting)
"${PYFTSUBSET[@]}" "$BUILD/NotoSansCJKjp-Regular.otf" --unicodes-file="$BUILD/cjk-unicodes.txt" \
  "${CJK_OPTS[@]}" --output-file="$OUT/NotoSansCJK-Subset.otf"

# ---------------------------------------------------------------- Noto Color Emoji subset
# Faces, red heart, thumbs-up + skin tones, keycaps, regional indicators,
# and the pieces of the ZWJ sequences 👨‍👩‍👧, 👩‍💻, 🏳️‍🌈.  GSUB ('ccmp')
# ligatures survive when all of their components are kept.
EMOJI_UNICODES="U+0020,U+0023,U+002A,U+0030-0039,U+200D,U+20E3,U+2764,U+FE0F,U+1F1E6-1F1FF,U+1F308,U+1F3F3,U+1F3FB-1F3FF,U+1F44D,U+1F467,U+1F468,U+1F469,U+1F4BB,U+1F600-1F64F"
EMOJI_OPTS=(--layout-features='*' --name-IDs='*' --name-languages='*')
"${PYFTSUBSET[@]}" "$D_NOTO/NotoColorEmoji.ttf" --unicodes="$EMOJI_UNICODES" "${EMOJI_OPTS[@]}" \
  --output-file="$OUT/NotoColorEmoji-Subset.ttf"

# ---------------------------------------------------------------- licenses + README
SERIF_UNICODES="$SERIF_UNICODES" EMOJI_UNICODES="$EMOJI_UNICODES" \
SERIF_OPTS="${SERIF_OPTS[*]}" CJK_OPTS="${CJK_OPTS[*]}" EMOJI_OPTS="${EMOJI_OPTS[*]}" \
"$PY" - "$OUT" <<'PYEOF'
import os, subprocess, sys
from fontTools.ttLib import TTFont

out = sys.argv[1]
DOC = "/usr/share/doc/{}/copyright"

def version(pkg):
    return subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg],
                          check=True, capture_output=True, text=True).stdout

def license_paragraph(pkg, name):
    """The text of the first 'License: NAME' field that has a body, in a DEP-5 copyright file."""
    lines = open(DOC.format(pkg), encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        if line.split() == ["License:", name] and lines[i + 1].startswith(" "):
            body = []
            for l in lines[i + 1:]:
                if not l.startswith(" "):
                    break
                l = l[1:]
                body.append("" if l.strip() == "." else l)
            return "\n".join(body).rstrip() + "\n"
    raise SystemExit(f"no 'License: {name}' text in {DOC.format(pkg)}")

def notices(files):
    seen = []
    for f in files:
        n = TTFont(os.path.join(out, f), lazy=True)["name"]
        for nid in (0, 7, 13, 14):
            v = n.getDebugName(nid)
            if v and v not in seen:
                seen.append(v)
    return "\n".join(seen)

# The canonical OFL 1.1 text with its title block (from fonts-noto-color-emoji).
OFL_CANONICAL = license_paragraph("fonts-noto-color-emoji", "SIL-1.1")

FAMILIES = {
    # license file: (package, license paragraph or None, files, note)
    "Inter-OFL.txt": ("fonts-inter-variable", "OFL-1.1",
                      ["Inter-Roman.var.ttf", "Inter-Italic.var.ttf"], ""),
    "Quicksand-OFL.txt": ("fonts-quicksand", "OFL-1.1",
                          ["Quicksand-Light.ttf", "Quicksand-Regular.ttf",
                           "Quicksand-Medium.ttf", "Quicksand-Bold.ttf"], ""),
    "NotoSerif-OFL.txt": ("fonts-noto-core", "OFL-1.1",
                          ["NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf",
                           "NotoSerif-Italic.ttf", "NotoSerif-BoldItalic.ttf"], ""),
    "JetBrainsMono-OFL.txt": ("fonts-jetbrains-mono", None,
                              ["JetBrainsMono-Regular.ttf", "JetBrainsMono-Bold.ttf",
                               "JetBrainsMono-Italic.ttf"],
                              "Note: the Debian copyright file of fonts-jetbrains-mono still says\n"
                              "Apache-2, but the font files themselves (name IDs 13/14, quoted above)\n"
                              "say SIL Open Font License 1.1, whose full text follows.\n"),
    "NotoSans-OFL.txt": ("fonts-noto-core", "OFL-1.1",
                         ["NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
                          "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf"], ""),
    "NotoSansCJK-OFL.txt": ("fonts-noto-cjk", "SIL-1.1", ["NotoSansCJK-Subset.otf"], ""),
    "NotoColorEmoji-OFL.txt": ("fonts-noto-color-emoji", "SIL-1.1",
                               ["NotoColorEmoji-Subset.ttf"], ""),
}
for lic, (pkg, para, files, note) in FAMILIES.items():
    text = para and license_paragraph(pkg, para) or OFL_CANONICAL
    with open(os.path.join(out, "licenses", lic), "w", encoding="utf-8") as fh:
        fh.write(f"Font files: {', '.join(files)}\n")
        fh.write(f"Source: Debian package {pkg} {version(pkg)}\n\n")
        fh.write("Copyright and license notices embedded in the font files (name table):\n\n")
        fh.write(notices(files) + "\n\n")
        if note:
            fh.write(note + "\n")
        fh.write("=" * 72 + "\nSIL Open Font License, Version 1.1\n" + "=" * 72 + "\n\n")
        fh.write(text + "\n")
        fh.write("=" * 72 + f"\nDebian copyright file {DOC.format(pkg)}, verbatim\n"
                 + "=" * 72 + "\n\n")
        fh.write(open(DOC.format(pkg), encoding="utf-8").read())

# ---- README.md
def features(f):
    t = TTFont(os.path.join(out, f), lazy=True)
    tags = []
    for tab in ("GSUB", "GPOS"):
        if tab in t:
            for fr in t[tab].table.FeatureList.FeatureRecord:
                if fr.FeatureTag not in tags:
                    tags.append(fr.FeatureTag)
    return ", ".join(f"`{x}`" for x in tags)

def glyphs(f):
    t = TTFont(os.path.join(out, f), lazy=True)
    return t["maxp"].numGlyphs, len(t.getBestCmap())

ROWS = [
    ("Inter-Roman.var.ttf", "fonts-inter-variable", "Inter-OFL.txt",
     "whole copy of Inter-roman.var.ttf: variable, wght 100–900 (default 400); Latin, Greek, Cyrillic"),
    ("Inter-Italic.var.ttf", "fonts-inter-variable", "Inter-OFL.txt",
     "whole copy of Inter-italic.var.ttf: variable, wght 100–900 (default 400)"),
    ("Quicksand-Light.ttf", "fonts-quicksand", "Quicksand-OFL.txt", "whole copy; rounded sans, Latin"),
    ("Quicksand-Regular.ttf", "fonts-quicksand", "Quicksand-OFL.txt", "whole copy; rounded sans, Latin"),
    ("Quicksand-Medium.ttf", "fonts-quicksand", "Quicksand-OFL.txt", "whole copy; rounded sans, Latin"),
    ("Quicksand-Bold.ttf", "fonts-quicksand", "Quicksand-OFL.txt", "whole copy; rounded sans, Latin"),
    ("NotoSerif-Regular.ttf", "fonts-noto-core", "NotoSerif-OFL.txt", "**subset**: Latin, Greek, Cyrillic (see below), all features"),
    ("NotoSerif-Bold.ttf", "fonts-noto-core", "NotoSerif-OFL.txt", "**subset**: as NotoSerif-Regular"),
    ("NotoSerif-Italic.ttf", "fonts-noto-core", "NotoSerif-OFL.txt", "**subset**: as NotoSerif-Regular"),
    ("NotoSerif-BoldItalic.ttf", "fonts-noto-core", "NotoSerif-OFL.txt", "**subset**: as NotoSerif-Regular"),
    ("JetBrainsMono-Regular.ttf", "fonts-jetbrains-mono", "JetBrainsMono-OFL.txt", "whole copy; monospaced, Latin, Greek, Cyrillic"),
    ("JetBrainsMono-Bold.ttf", "fonts-jetbrains-mono", "JetBrainsMono-OFL.txt", "whole copy; monospaced"),
    ("JetBrainsMono-Italic.ttf", "fonts-jetbrains-mono", "JetBrainsMono-OFL.txt", "whole copy; monospaced"),
    ("NotoSansArabic-Regular.ttf", "fonts-noto-core", "NotoSans-OFL.txt", "whole copy; Arabic, all GSUB/GPOS"),
    ("NotoSansHebrew-Regular.ttf", "fonts-noto-core", "NotoSans-OFL.txt", "whole copy; Hebrew, all GSUB/GPOS"),
    ("NotoSansDevanagari-Regular.ttf", "fonts-noto-core", "NotoSans-OFL.txt", "whole copy; Devanagari, all GSUB/GPOS"),
    ("NotoSansThai-Regular.ttf", "fonts-noto-core", "NotoSans-OFL.txt", "whole copy; Thai, all GSUB/GPOS"),
    ("NotoSansCJK-Subset.otf", "fonts-noto-cjk", "NotoSansCJK-OFL.txt",
     "**subset** of face 0 (Noto Sans CJK JP Regular) of NotoSansCJK-Regular.ttc: ASCII, CJK punctuation, "
     "kana, Hangul compatibility Jamo, half/fullwidth forms, 5,032 Han (GB2312 level 1 ∪ JIS X 0208 level 1 ∪ Jōyō), "
     "2,350 KS X 1001 Hangul syllables; all features incl. `vert`/`vrt2`; no hinting"),
    ("NotoColorEmoji-Subset.ttf", "fonts-noto-color-emoji", "NotoColorEmoji-OFL.txt",
     "**subset** (CBDT/CBLC bitmaps): U+1F600–1F64F, ❤️, 👍 + 5 skin tones, keycaps 0-9 # *, "
     "regional indicators (all flag ligatures), 👨‍👩‍👧 and related families, 👩‍💻, 🏳️‍🌈"),
]
files = sorted(f for f in os.listdir(out) if f.endswith((".ttf", ".otf")))
assert sorted(r[0] for r in ROWS) == files, (files, [r[0] for r in ROWS])
total_fonts = sum(os.path.getsize(os.path.join(out, r[0])) for r in ROWS)

L = []
L.append("# Bundled fonts\n")
L.append("Fonts bundled with RepresentableKit for Linux so that text measurement is the same on every "
         "machine. All are SIL Open Font License 1.1 fonts taken from Debian packages; each family's "
         "license and copyright notice is in [`licenses/`](licenses/).\n")
L.append("**Generated by `Tests/Tools/make_fonts.sh`** (run from the package root) — do not edit by hand; "
         "re-run the script instead. fontTools/pyftsubset is a development tool only: nothing in the "
         "library depends on it. Metrics of every file, read with fontTools, are in "
         "`Tests/Tools/font_metrics_reference.json` (made by `Tests/Tools/font_metrics.py`).\n")
L.append("| file | Debian package | package version | license | coverage (scripts / what was kept) | glyphs / cmap entries | size (bytes) |")
L.append("| --- | --- | --- | --- | --- | --- | ---: |")
for f, pkg, lic, cov in ROWS:
    ng, nc = glyphs(f)
    L.append(f"| `{f}` | {pkg} | {version(pkg)} | OFL-1.1 ([{lic}](licenses/{lic})) | {cov} | {ng} / {nc} | {os.path.getsize(os.path.join(out, f)):,} |")
L.append("")
L.append(f"Fonts total: **{total_fonts:,} bytes**. The whole `Fonts/` directory (fonts, licenses, this README) "
         "is reported by `du -sb Fonts` at the end of `make_fonts.sh`; the limit is 15,000,000 bytes.\n")
L.append("## Subset files and the exact pyftsubset command lines\n")
L.append("Files copied whole (byte-identical to the Debian files): Inter (2), Quicksand (4), JetBrains Mono (3), "
         "Noto Sans Arabic/Hebrew/Devanagari/Thai (4). Only the three families below were subset "
         "(`pyftsubset` = `python3 -m fontTools.subset`, fontTools " + __import__("fontTools").version + "):\n")
L.append("**NotoSerif-{Regular,Bold,Italic,BoldItalic}.ttf**\n")
L.append("```sh\npyftsubset /usr/share/fonts/truetype/noto/NotoSerif-$STYLE.ttf \\\n"
         f"  --unicodes=\"{os.environ['SERIF_UNICODES']}\" \\\n  {os.environ['SERIF_OPTS']} \\\n"
         "  --output-file=Fonts/NotoSerif-$STYLE.ttf\n```\n")
L.append("Kept: Basic Latin, Latin-1, Latin Extended-A and -B, Latin Extended Additional, spacing modifier "
         "letters, combining diacritics, Greek and Coptic, Cyrillic and Cyrillic Supplement, general "
         "punctuation, super/subscripts, currency symbols, letterlike symbols, Latin ligatures ﬁ ﬂ, U+FFFD; "
         "all OpenType features that still reach a kept glyph (" + features("NotoSerif-Regular.ttf") + "), TrueType hinting, "
         "glyph names, all name records. Dropped: Greek Extended, IPA, Latin Extended-C/D/E, Cyrillic "
         "Extended, phonetic extensions.\n")
L.append("**NotoSansCJK-Subset.otf**\n")
L.append("```sh\n# face 0 of the collection, extracted with fontTools:\n"
         "python3 -c 'from fontTools.ttLib import TTCollection; "
         "TTCollection(\"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc\", recalcTimestamp=False).fonts[0].save(\"NotoSansCJKjp-Regular.otf\")'\n"
         "pyftsubset NotoSansCJKjp-Regular.otf --unicodes-file=cjk-unicodes.txt \\\n"
         f"  {os.environ['CJK_OPTS']} \\\n  --output-file=Fonts/NotoSansCJK-Subset.otf\n```\n")
L.append("`cjk-unicodes.txt` is computed in `make_fonts.sh`: ASCII U+0020–007E, U+3000–303F, U+3040–309F, "
         "U+30A0–30FF, U+3130–318F, U+FF00–FFEF; Han = GB2312 level 1 (bytes 0xB0A1–0xD7F9, codec `gb2312`, 3,755) "
         "∪ JIS X 0208 level 1 (0xB0A1–0xCFD3, codec `euc_jp`, 2,965) ∪ the 34 Jōyō kanji outside JIS level 1 "
         "(30 from kanjidic grades G1–G8, plus 𠮟 塡 剝 頰) = 5,032 Han, covering all 2,136 Jōyō kanji; "
         "Hangul = the 2,350 KS X 1001 syllables (0xB0A1–0xC8FE, codec `euc_kr`). "
         "The layout closure of `--layout-features='*'` adds the alternate glyphs reached by GSUB lookups, so "
         "numGlyphs is larger than the cmap. Features kept (GSUB, GPOS): " + features("NotoSansCJK-Subset.otf") + ". "
         "Source features that only touch dropped glyphs went with them (`ruby`, `hist`: Bopomofo; `ljmo`, `tjmo`: "
         "conjoining Jamo; GPOS `mark`: four combining marks). "
         "CFF hints dropped (`--no-hinting`); subroutines kept (smaller than `--desubroutinize`).\n")
L.append("**NotoColorEmoji-Subset.ttf**\n")
L.append("```sh\npyftsubset /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf \\\n"
         f"  --unicodes=\"{os.environ['EMOJI_UNICODES']}\" \\\n  {os.environ['EMOJI_OPTS']} \\\n"
         "  --output-file=Fonts/NotoColorEmoji-Subset.ttf\n```\n")
L.append("A GSUB (`ccmp`) ligature survives when all its components are kept, so besides the listed "
         "sequences the subset also has every flag (any pair of regional indicators), the skin-tone variants of "
         "👨 👩 👧, and other sequences made only of kept code points (e.g. 👨‍👩‍👧 variants, 👨‍💻, couples with ❤). U+FE0F is not in the source font's cmap "
         "(HarfBuzz treats it as default-ignorable; the cmap format 14 variation-sequence table is kept). "
         "`hb-shape` gives one glyph for 🇯🇵, 👨‍👩‍👧, 👩‍💻, 🏳️‍🌈, 1️⃣, 👍🏽 (checked by "
         "`Tests/Tools/check_font_coverage.py`).\n")
L.append("## Notes\n")
L.append("- Inter: the Debian package version is 4.0~beta7, but `Inter-roman.var.ttf`/`Inter-italic.var.ttf` "
         "in it are Inter 3.019 (name ID 5). Only axis: `wght` 100–900, default 400. No MVAR table, so "
         "hhea/OS/2/post metrics are the same at every weight.")
L.append("- Quicksand: files are Quicksand 3.000 with Reserved Font Name “Quicksand”; they are shipped "
         "unmodified (OFL §3 forbids the name on a modified version).")
L.append("- JetBrains Mono: the fonts say OFL-1.1 (name IDs 13/14); Debian's copyright file still says "
         "Apache-2 — see `licenses/JetBrainsMono-OFL.txt`.")
L.append("- Noto Sans CJK: the subset keeps the family name “Noto Sans CJK JP”; neither the font's name table "
         "nor Debian's copyright file declares a Reserved Font Name. “Noto” is a trademark of Google (name ID 7).")
L.append("")
text = "\n".join(L).replace("=* ", "='*' ")  # show the shell-quoted form
open(os.path.join(out, "README.md"), "w", encoding="utf-8").write(text)
PYEOF

# ---------------------------------------------------------------- metrics reference
"$PY" "$TOOLS/font_metrics.py" --keyed "$OUT"/*.ttf "$OUT"/*.otf > "$TOOLS/font_metrics_reference.json"

# ---------------------------------------------------------------- size + coverage
# Append the directory total to the README so that the number it states is
# the `du -sb Fonts` total *including* that last line.
total_line() { printf '\nWhole `Fonts/` directory (`du -sb Fonts`: fonts, licenses and this README): **%s bytes**.\n' "$1"; }
BASE=$(du -sb "$OUT" | cut -f1)
GUESS=$BASE
for _ in 1 2 3; do GUESS=$(( BASE + $(total_line "$GUESS" | wc -c) )); done
total_line "$GUESS" >> "$OUT/README.md"
TOTAL=$(du -sb "$OUT" | cut -f1)
[[ "$TOTAL" == "$GUESS" ]] || { echo "README total $GUESS != du $TOTAL" >&2; exit 1; }
echo "Fonts/ total: $TOTAL bytes (du -sb Fonts)"
if (( TOTAL > 15000000 )); then echo "Fonts/ exceeds 15,000,000 bytes" >&2; exit 1; fi

"$PY" "$TOOLS/check_font_coverage.py" "$OUT"
