#!/usr/bin/env bash
# Counts the public and open declarations of each module, from the symbol graphs the compiler
# emits (the same graphs and scratch directory as scripts/build-docs.sh):
#
#   scripts/public-api-count.sh [MODULE...]   (default: every library module and FuzzSupport)
#
# A declaration is a symbol of the module's own graph or of its extension graphs
# (`Module@Other.symbols.json`, members added to another module's types), at public or open
# access. Members the compiler synthesizes from a protocol's default implementation (their
# identifier contains `::SYNTHESIZED::`) are not declarations of ours and are left out, and so
# are the symbols of a module this one re-exports (RepresentableKit re-exports Graphics): a
# symbol counts where its source file is.
# Prints `Module count` per module, then the counts by kind with --kinds.
set -euo pipefail
cd "$(dirname "$0")/.."
kinds=0
if [ "${1:-}" = "--kinds" ]; then kinds=1; shift; fi
if [ "$#" -eq 0 ]; then
  set -- Graphics Typesetting RepresentableKit LabelHost TextRendering JSON Scenes Localization FuzzSupport
fi
for module in "$@"; do
  [ -d "Sources/$module" ] || { echo "$module: no such module" >&2; exit 2; }
done
scratch=".build/docs-build"
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs"
# One build a module: given several `--target`s, swift build builds only the last.
for module in "$@"; do
  swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >&2
done
python3 - "$graphs" "$kinds" "$@" <<'PY'
import collections, glob, json, os, sys
graphs, kinds, modules = sys.argv[1], sys.argv[2] == '1', sys.argv[3:]
for module in modules:
    files = [os.path.join(graphs, f'{module}.symbols.json')]
    files += sorted(glob.glob(os.path.join(graphs, f'{module}@*.symbols.json')))
    seen, by_kind = set(), collections.Counter()
    for path in files:
        if not os.path.exists(path):
            continue
        for symbol in json.load(open(path, encoding='utf-8'))['symbols']:
            precise = symbol['identifier']['precise']
            if '::SYNTHESIZED::' in precise or symbol['accessLevel'] not in ('public', 'open'):
                continue
            # Declared in this module's sources: not a re-exported module's symbol.
            if f'/Sources/{module}/' not in symbol.get('location', {}).get('uri', ''):
                continue
            if precise in seen:
                continue
            seen.add(precise)
            by_kind[symbol['kind']['displayName']] += 1
    print(f'{module} {len(seen)}')
    if kinds:
        for kind, count in by_kind.most_common():
            print(f'    {kind} {count}')
PY
