#!/usr/bin/env bash
# Builds the API documentation as static HTML with the toolchain's `docc`, from the symbol
# graphs `swift build` emits (no SwiftPM plugin needed). One site a public module, and an
# index page linking every module's site, each article, and the Documentation/*.md files:
#
#   scripts/build-docs.sh [OUTPUT]        (default .build/docs; open OUTPUT/index.html)
#
# Warnings are errors: a broken link or an undocumented parameter fails the build. The
# coverage line per module counts the public symbols that have documentation comments.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
scratch=".build/docs-build"
graphs="$scratch/symbol-graphs"
modules=(Graphics Typesetting RepresentableKit LabelHost TextRendering JSON Scenes Localization LocalizationRendering)

docc="$(command -v docc || true)"
if [ -z "$docc" ]; then docc="$(dirname "$(command -v swift)")/docc"; fi
[ -x "$docc" ] || { echo "docc not found next to swift" >&2; exit 1; }

# Kept between runs: swift build rewrites the graphs of the modules it recompiles.
mkdir -p "$graphs"
# One build a module: given several `--target`s, swift build builds only the last one (and
# what it depends on).
for module in "${modules[@]}"; do
  swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
done

rm -rf "$out"
mkdir -p "$out"
for module in "${modules[@]}"; do
  dir="$scratch/graphs-$module"
  rm -rf "$dir"; mkdir -p "$dir"
  cp "$graphs/$module.symbols.json" "$dir/"
  cp "$graphs/$module"@*.symbols.json "$dir/" 2>/dev/null || true
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" --fallback-bundle-identifier "representablekit-linux.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors --analyze \
    --experimental-documentation-coverage --coverage-summary-level brief \
    --output-path "$out/$module" 2>&1 | tee "$scratch/docc-$module.log"
done
# One site: the index links every module's site (its articles and API) and the repository's
# Documentation/*.md, copied beside it with the gallery they show (GitHub renders them; the
# index lists each with its first heading).
mkdir -p "$out/Documentation"
cp Documentation/*.md "$out/Documentation/"
cp -R Documentation/gallery "$out/Documentation/"
{
  echo "<!doctype html><meta charset=utf-8><title>RepresentableKit for Linux</title>"
  echo "<h1>RepresentableKit for Linux</h1><h2>Modules: articles and API</h2><ul>"
  for module in "${modules[@]}"; do
    lower=$(echo "$module" | tr 'A-Z' 'a-z')
    [ -f "$out/$module/documentation/$lower/index.html" ] || { echo "no index page for $module" >&2; exit 1; }
    echo "<li><a href=\"$module/documentation/$lower/index.html\">$module</a>"
    articles=$(cd "Sources/$module/$module.docc" && ls *.md | sed 's/\.md$//' | grep -vx "$module" || true)
    if [ -n "$articles" ]; then
      echo "<ul>"
      for article in $articles; do
        slug=$(echo "$article" | tr 'A-Z' 'a-z')
        title=$(sed -n '1s/^# //p' "Sources/$module/$module.docc/$article.md")
        [ -f "$out/$module/documentation/$lower/$slug/index.html" ] || { echo "no page for the article $module/$article" >&2; exit 1; }
        echo "<li><a href=\"$module/documentation/$lower/$slug/index.html\">$title</a></li>"
      done
      echo "</ul>"
    fi
    echo "</li>"
  done
  echo "</ul><h2>Documentation</h2><ul>"
  for file in Documentation/*.md; do
    title=$(sed -n '1s/^# //p' "$file")
    echo "<li><a href=\"$file\">${title:-$(basename "$file")}</a> ($(basename "$file"))</li>"
  done
  echo "<li><a href=\"Documentation/gallery/\">gallery</a> (the renders the articles name)</li></ul>"
} > "$out/index.html"
echo "documentation in $out"
