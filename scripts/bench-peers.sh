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
  echo "          re-wrap ours-cold/ours $(ratio "$cold" "$rewrap") (≥ 100), SkParagraph/ours $(ratio "$sk_rewrap" "$rewrap") (≥ 10);"
  echo "          CLI 1 job / in-process cold $(ratio "$(per "$one")" "$cold") (≤ 1.3; / first round $(ratio "$(per "$one")" "$first")), extra width $extra µs (≤ 5),"
  echo "          all cores / 1 job throughput $(ratio "$one" "$all") (≥ 1.7 on 2 cores)"
done

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
