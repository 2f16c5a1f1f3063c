#!/usr/bin/env bash
# Builds textmetrics in release mode and installs it with its fonts:
#
#   PREFIX/bin/textmetrics
#   PREFIX/share/textmetrics/fonts/      the bundled fonts, their licenses and README
#
# Usage: scripts/install.sh [PREFIX]        (PREFIX defaults to $PREFIX, else /usr/local)
#        DESTDIR=/tmp/stage scripts/install.sh /usr   stages under DESTDIR (for packaging)
#
# The installed binary finds its fonts at ../share/textmetrics/fonts from its own directory
# (symbolic links resolved), so the prefix can be moved as a whole.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-${PREFIX:-/usr/local}}"
dest="${DESTDIR:-}${prefix}"

swift build -c release --product textmetrics
bin_dir="$(swift build -c release --show-bin-path)"

install -d "$dest/bin" "$dest/share/textmetrics/fonts/licenses"
install -m 755 "$bin_dir/textmetrics" "$dest/bin/textmetrics"
install -m 644 Fonts/*.ttf Fonts/*.otf Fonts/README.md "$dest/share/textmetrics/fonts/"
install -m 644 Fonts/licenses/* "$dest/share/textmetrics/fonts/licenses/"
echo "installed $dest/bin/textmetrics and its fonts in $dest/share/textmetrics/fonts"
