#!/usr/bin/env bash
# Builds pango-measure: a reference text measurer on Pango (FreeType + HarfBuzz underneath),
# for checking line breaks by hand. Usage after building:
#   ./pango_measure --font-file FONT.ttf --size 17 --width 320 --text "Some text"   (JSON out)
#   ./pango_measure --font-file FONT.ttf --size 17 --width 320 --each-line FILE     (JSON Lines)
# Offsets are Unicode scalar offsets. Not a dependency of the project's tests; used by
# Tests/Tools/compare_pango.sh and compare_pango_scripts.sh.
set -euo pipefail
cd "$(dirname "$0")"
if ! pkg-config --exists pangoft2; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libpango1.0-dev libfontconfig-dev >/dev/null
fi
out=${1:-/tmp/pango_measure}
cc -O2 -Wall -o "$out" pango_measure.c $(pkg-config --cflags --libs pangoft2 fontconfig)
echo "built $out"
