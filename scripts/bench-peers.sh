#!/usr/bin/env bash
# Ours, Pango, SkParagraph and the raw hb_shape floor on the same corpora, in one run.
#
#   bash scripts/bench-peers.sh [PARAGRAPHS]      (default 3000)
#
# Builds textmetrics and textmetrics-bench in release, writes both benchmark corpora (small:
# 350 common words; zipf: a Zipf-distributed 60,000-word vocabulary), then for each prints µs
# per paragraph for a cold measure and a re-wrap: ours in-process (textmetrics-bench), ours as
# a whole CLI process (`measure --json --each-line`, one job and all cores, and the cost of each
# extra width), Pango (Benchmarks/peers/pango_peer.c, built here against Debian's
# libpango1.0-dev) and SkParagraph (Benchmarks/peers/skparagraph_peer.py, skia-python from PyPI;
# skipped with a note when it is not installed). Development tool only: nothing here is a
# dependency of the package or its tests.
set -euo pipefail
cd "$(dirname "$0")/.."
paragraphs=${1:-3000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
font=Fonts/Inter-Roman.var.ttf

if ! pkg-config --exists pangoft2; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libpango1.0-dev >/dev/null
fi
cc -O2 -Wall -o "$work/pango_peer" Benchmarks/peers/pango_peer.c $(pkg-config --cflags --libs pangoft2 fontconfig)
swift build -c release --product textmetrics-bench >/dev/null
swift build -c release --product textmetrics >/dev/null
bin=$(swift build -c release --show-bin-path)
has_skia=1
python3 -c "import skia" 2>/dev/null || has_skia=0

field() { sed -n "s/^$1 *\([0-9.]*\).*/\1/p" "$2" | head -1; }
json() { python3 -c "import json,sys; print('%.2f' % json.loads(sys.stdin.read())['$1'])"; }
# Whole-process seconds for the CLI (best of three).
cli() {
  local best=""
  for _ in 1 2 3; do
    local start end
    start=$(date +%s.%N)
    "$bin/textmetrics" measure --json --each-line "$@" >/dev/null
    end=$(date +%s.%N)
    best=$(python3 -c "a='$best'; b=$end-$start; print(b if a=='' or b<float(a) else a)")
  done
  echo "$best"
}
per() { python3 -c "print('%.2f' % ($1 * 1e6 / $paragraphs))"; }

for corpus in small zipf; do
  "$bin/textmetrics-bench" --corpus $corpus --paragraphs "$paragraphs" --write-corpus "$work/$corpus.txt" >/dev/null
  "$bin/textmetrics-bench" --corpus $corpus --paragraphs "$paragraphs" > "$work/$corpus.bench"
  floor=$(field "raw hb_shape floor (µs\/paragraph)" "$work/$corpus.bench")
  cold=$(field "cold measure (µs\/paragraph)" "$work/$corpus.bench")
  rewrap=$(field "re-wrap at a new width (µs\/paragraph)" "$work/$corpus.bench")
  hits=$(sed -n 's/.*first round hit rate \([0-9.]*%\).*/\1/p' "$work/$corpus.bench" | head -1)
  first=$(field "cold, first round (µs\/paragraph)" "$work/$corpus.bench")
  evicted=$(field "re-wrap after 100 other texts (µs)" "$work/$corpus.bench")
  pango=$("$work/pango_peer" "$font" 17 320 "$work/$corpus.txt")
  pango_cold=$(echo "$pango" | json cold_us); pango_rewrap=$(echo "$pango" | json rewrap_us)
  if [ $has_skia = 1 ]; then
    sk=$(python3 Benchmarks/peers/skparagraph_peer.py "$font" 17 320 "$work/$corpus.txt" 2>/dev/null)
    sk_cold=$(echo "$sk" | json cold_us); sk_rewrap=$(echo "$sk" | json rewrap_us)
  else
    sk_cold="n/a"; sk_rewrap="n/a"
  fi
  one=$(cli "$work/$corpus.txt" --width 320 --jobs 1)
  two=$(cli "$work/$corpus.txt" --width 320,300 --jobs 1)
  five=$(cli "$work/$corpus.txt" --width 320,300,280,260,240 --jobs 1)
  all=$(cli "$work/$corpus.txt" --width 320)
  extra=$(python3 -c "print('%.2f' % (($five - $one) / 4 * 1e6 / $paragraphs))")
  ratio() { python3 -c "a, b = '$1', '$2'; print('n/a' if 'n/a' in (a, b) else '%.2f' % (float(a) / float(b)))"; }
  echo "corpus $corpus: $paragraphs paragraphs, word-cache hit rate $hits in the first round"
  printf '  %-44s %10s %10s\n' "µs per paragraph" cold re-wrap
  printf '  %-44s %10s %10s\n' "raw hb_shape floor" "$floor" ""
  printf '  %-44s %10s %10s\n' "ours, in process (best round; re-wrap warm)" "$cold" "$rewrap"
  printf '  %-44s %10s %10s\n' "ours, in process (first round; re-wrap evicted)" "$first" "$evicted"
  printf '  %-44s %10s %10s\n' "ours, CLI --json --each-line, 1 job" "$(per "$one")" "$extra"
  printf '  %-44s %10s %10s\n' "ours, CLI, all cores" "$(per "$all")" ""
  printf '  %-44s %10s %10s\n' "Pango" "$pango_cold" "$pango_rewrap"
  printf '  %-44s %10s %10s\n' "SkParagraph" "$sk_cold" "$sk_rewrap"
  echo "  ratios: cold Pango/ours $(ratio "$pango_cold" "$cold") (≥ 6), SkParagraph/ours $(ratio "$sk_cold" "$cold") (≥ 2.5);"
  echo "          re-wrap ours-cold/ours $(ratio "$cold" "$rewrap") (≥ 100), SkParagraph/ours $(ratio "$sk_rewrap" "$rewrap") (≥ 15);"
  echo "          CLI 1 job / in-process cold $(ratio "$(per "$one")" "$cold") (≤ 1.3; / first round $(ratio "$(per "$one")" "$first")), extra width $extra µs (≤ 5),"
  echo "          all cores / 1 job throughput $(ratio "$one" "$all") (≥ 1.7 on 2 cores)"
  echo "  memory: prepared heap bytes per unit $(sed -n 's/^prepared heap bytes per unit (mallinfo2) *\([0-9.]*\).*/\1/p' "$work/$corpus.bench") (≤ 24), per-paragraph fixed overhead $(field "per-paragraph fixed overhead (bytes)" "$work/$corpus.bench") bytes (≤ 300)"
done

# ---- render and pdf: the whole job, text to file, beside PangoCairo and SkParagraph ----
# In process: textmetrics-bench --render (ours), Benchmarks/peers/pango_render.c (PangoCairo:
# Pango layout, cairo image surface, cairo_surface_write_to_png; cairo's PDF surface for the
# report) and Benchmarks/peers/skparagraph_render.py (raster surface, PNG encode), jobs per
# second of wall and of CPU time. Whole process: `textmetrics render --text` against the Pango
# peer run once, in turn (A B A B ...), medians and the median of the pairs' ratios.
render_peers() {
  local count=${RENDER_COUNT:-200} pairs=${RENDER_PAIRS:-10}
  cc -O2 -Wall -o "$work/pango_render" Benchmarks/peers/pango_render.c $(pkg-config --cflags --libs pangocairo pangofc fontconfig cairo-pdf) -lm
  mkdir -p "$work/render"
  "$bin/textmetrics-bench" --write-render-texts "$work/render" > "$work/render/labels"
  "$bin/textmetrics-bench" --render "$work/render" --render-count "$count" > "$work/render/ours"
  rate() { sed -n "s/^$1.*\/s *\([0-9.]*\) *\([0-9.]*\).*/\1 \2/p" "$work/render/ours" | head -1; }
  peerrate() { python3 -c "import json,sys; d=json.loads(sys.stdin.read()); print('%.2f %.2f' % (d['per_second'], d['cpu_per_second']))"; }
  echo "render, text to file ($count jobs in process; per second of wall / CPU time)"
  printf '  %-44s %16s %16s %16s\n' "" ours PangoCairo SkParagraph
  while read -r name width scale; do
    local ours pango sk
    ours=$(rate "$name")
    pango=$("$work/pango_render" png "$font" 17 "$width" "$scale" "$work/render/$name.txt" "$work/render/$name-pango.png" "$count" | peerrate)
    if [ $has_skia = 1 ]; then
      sk=$(python3 Benchmarks/peers/skparagraph_render.py "$font" 17 "$width" "$scale" "$work/render/$name.txt" "$work/render/$name-sk.png" "$count" 2>/dev/null | peerrate)
    else
      sk="n/a n/a"
    fi
    printf '  %-44s %16s %16s %16s\n' "$name PNG/s (width $width, scale $scale)" "${ours/ / \/ }" "${pango/ / \/ }" "${sk/ / \/ }"
    echo "  ratio ours/PangoCairo (CPU) $(python3 -c "print('%.2f' % (float('${ours#* }') / float('${pango#* }')))") (≥ 2)"
  done < "$work/render/labels"
  local pdf_count=$(( count / 20 > 0 ? count / 20 : 1 ))
  ours=$(sed -n 's/^report.*\/s *\([0-9.]*\) *\([0-9.]*\).*/\1 \2/p' "$work/render/ours")
  pango=$("$work/pango_render" pdf "$font" 17 595.2755905511812 841.8897637795276 72 "$work/render/report.txt" "$work/render/report-pango.pdf" "$pdf_count" | peerrate)
  printf '  %-44s %16s %16s\n' "report PDF/s (100 A4 pages)" "${ours/ / \/ }" "${pango/ / \/ }"
  echo "  ratio ours/PangoCairo (CPU) $(python3 -c "print('%.2f' % (float('${ours#* }') / float('${pango#* }')))") (≥ 1.5); pages: ours $(pdfinfo "$work/render/report.pdf" | sed -n 's/^Pages: *//p'), PangoCairo $(pdfinfo "$work/render/report-pango.pdf" | sed -n 's/^Pages: *//p')"
  sed -n '/^PNG encoder/,$p' "$work/render/ours" | sed 's/^/  /'
  echo "whole process, $pairs runs each in turn: median seconds (wall, CPU), median of the pairs' ratios Pango/ours"
  while read -r name width scale; do
    paired "$name PNG" "$bin/textmetrics render --text - --width $width --scale $scale -o $work/render/$name-cli.png" \
      "$work/pango_render png $font 17 $width $scale $work/render/$name.txt $work/render/$name-pango.png" "$work/render/$name.txt"
  done < "$work/render/labels"
  paired "report PDF" "$bin/textmetrics render --text - --page-size a4 -o $work/render/report-cli.pdf" \
    "$work/pango_render pdf $font 17 595.2755905511812 841.8897637795276 72 $work/render/report.txt $work/render/report-pango.pdf" "$work/render/report.txt"
}
# paired NAME 'OURS' 'PEER' STDIN: both commands $pairs times in turn; ours reads STDIN.
paired() {
  python3 - "$1" "$2" "$3" "$4" "$pairs" <<'PY'
import os, statistics, subprocess, sys, time
name, ours, peer, stdin, pairs = sys.argv[1], sys.argv[2].split(), sys.argv[3].split(), sys.argv[4], int(sys.argv[5])
def run(argv, feed):
    with open(feed if feed else os.devnull, "rb") as f:
        start = time.perf_counter()
        p = subprocess.Popen(argv, stdin=f, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - start
    if status != 0: sys.exit(f"{argv[0]} failed")
    return wall, usage.ru_utime + usage.ru_stime
a, b = [], []
for k in range(pairs + 1):
    x, y = run(ours, stdin), run(peer, None)
    if k: a.append(x); b.append(y)
med = lambda v: statistics.median(v)
print("  %-22s ours %.4f s, %.4f s CPU; PangoCairo %.4f s, %.4f s CPU; ratio %.2f wall, %.2f CPU" % (name,
      med([w for w, _ in a]), med([c for _, c in a]), med([w for w, _ in b]), med([c for _, c in b]),
      med([y[0] / x[0] for x, y in zip(a, b)]), med([y[1] / max(x[1], 1e-9) for x, y in zip(a, b)])))
PY
}
render_peers
# fit at catalog scale: a String Catalog of FIT_KEYS keys (default 100,000) × 10 languages of
# real gettext translations (Tests/Tools/make_fit_catalog.py, from /usr/share/locale), checked
# by `textmetrics fit` at 200 pt, one category, on all cores: wall time and peak RSS
# (/usr/bin/time -v), the table output and --json. FIT_KEYS=0 skips it.
fit_figures() {
  local keys=${FIT_KEYS:-100000}
  [ "$keys" -gt 0 ] || return 0
  if ! ls /usr/share/locale/*/LC_MESSAGES/*.mo >/dev/null 2>&1 || [ ! -x /usr/bin/time ]; then
    echo "fit: skipped (needs gettext catalogs in /usr/share/locale and GNU time)"
    return 0
  fi
  python3 Tests/Tools/make_fit_catalog.py "$keys" "$work/fit.xcstrings"
  echo "fit: $keys keys × 10 languages ($(du -m "$work/fit.xcstrings" | cut -f1) MB), --width 200 --category L, all cores"
  printf '  %-22s %10s %12s %10s\n' output "wall (s)" "peak RSS (MiB)" "checks/s"
  for output in table json; do
    local extra=""; [ $output = json ] && extra="--json"
    /usr/bin/time -v "$bin/textmetrics" fit "$work/fit.xcstrings" --width 200 --category L $extra >"$work/fit.out" 2>"$work/fit.time" || true
    local wall rss checks
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/fit.time" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/fit.time")
    checks=$(grep -o '^[0-9]* checks\|"checks":[0-9]*' "$work/fit.out" | head -1 | grep -o '[0-9]*')
    printf '  %-22s %10s %12s %10s\n' "$output" "$wall" "$((rss / 1024))" "$(python3 -c "print(round($checks / $wall))")"
  done
  echo "  targets: 100,000 keys × 10 languages in ≤ 30 s with peak ≤ 400 MB"
}
fit_figures
