#!/usr/bin/env bash
# Lists every `public`/`open` declaration without a `///` comment directly above it, per module:
#
#   scripts/doc-coverage.sh [MODULE...]   (default: Graphics Typesetting RepresentableKit LabelHost TextRendering JSON Scenes Localization LocalizationRendering)
#
# Prints `file:line: declaration` for each undocumented one and `Module documented/total` per
# module; exits 1 when any listed module has an undocumented declaration. Attributes
# (`@inlinable`, `@discardableResult`, …) and blank-free `@`-lines between the comment and the
# declaration are allowed. A `/** … */` block also counts as documentation.
#
# Requirements inside a `public protocol` body and single cases of a `public enum` count too
# (they are public without the keyword).
#
# Exempt (docc inherits their protocol documentation, or they carry their own meaning):
#   - enum `case` list lines (`case a, b, c`); a case on a line of its own (usually one with
#     associated values, such as an error) counts,
#   - `public var description` (CustomStringConvertible),
#   - `public static func ==` (Equatable), `public func hash(into:)` (Hashable),
#   - `public init(rawValue:)` (RawRepresentable / OptionSet),
#   - `public extension`/`extension` lines and `public import`.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then set -- Graphics Typesetting RepresentableKit LabelHost TextRendering JSON Scenes Localization LocalizationRendering; fi
python3 - "$@" <<'PY'
import os, re, sys
decl = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:nonisolated|final|static|class|override|required|convenience|mutating|nonmutating|indirect|lazy|dynamic)\s+)*(public|open)(?:\(set\))?\s+(.*)$')
member = re.compile(r'^(?:@\w+\s+)*(?:(?:static|mutating|nonmutating)\s+)*(?:func|var|init|subscript|associatedtype)\b')
exempt = [
    re.compile(r'^(?:.*\s)?extension\s'),
    re.compile(r'^import\s'),
    re.compile(r'^(?:.*\s)?var\s+description\s*:'),
    re.compile(r'^(?:.*\s)?func\s+==\s*\('),
    re.compile(r'^(?:.*\s)?func\s+hash\s*\(\s*into'),
    re.compile(r'^(?:.*\s)?init\s*\(\s*rawValue\s*:'),
]
failed = False
for module in sys.argv[1:]:
    root = os.path.join('Sources', module)
    if not os.path.isdir(root):
        print(f'{module}: no such module', file=sys.stderr); sys.exit(2)
    total = documented = 0
    for dirpath, dirs, files in sorted(os.walk(root)):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith('.swift'): continue
            path = os.path.join(dirpath, name)
            lines = open(path, encoding='utf-8').read().split('\n')
            in_block = False
            proto_depth = None  # brace depth inside a public protocol's body
            enum_depth = None   # brace depth inside a public enum's body
            for i, line in enumerate(lines):
                s = line.strip()
                # skip text inside /* */ comments and string-literal-free heuristics
                if in_block:
                    if '*/' in s: in_block = False
                    continue
                if s.startswith('/*') and '*/' not in s:
                    in_block = True; continue
                if s.startswith('//'): continue
                m = decl.match(line)
                if proto_depth is not None:
                    # Protocol requirements are public without the keyword.
                    if proto_depth == 1 and member.match(s):
                        m = decl.match('public ' + s)
                    proto_depth += line.count('{') - line.count('}')
                    if proto_depth <= 0: proto_depth = None
                elif m and re.match(r'protocol\s', m.group(2)) and '{' in line:
                    proto_depth = line.count('{') - line.count('}') or None
                if enum_depth is not None:
                    # A case on a line of its own is public without the keyword; a list line
                    # (`case a, b, c`) is exempt.
                    if enum_depth == 1 and re.match(r'^(?:indirect\s+)?case\s', s) and ',' not in re.sub(r'\([^)]*\)', '', s):
                        m = decl.match('public ' + s)
                    enum_depth += line.count('{') - line.count('}')
                    if enum_depth <= 0: enum_depth = None
                elif m and re.match(r'(?:indirect\s+)?enum\s', m.group(2)) and '{' in line:
                    enum_depth = line.count('{') - line.count('}') or None
                if not m: continue
                rest = m.group(2)
                if m.group(1) == 'public' and re.match(r'^(?:private|fileprivate|internal)\(set\)', rest):
                    rest = rest.split(None, 1)[1] if ' ' in rest else rest
                rest = re.sub(r'^(?:(?:nonisolated|final|static|class|override|required|convenience|mutating|nonmutating|indirect|lazy|dynamic|private\(set\)|internal\(set\)|fileprivate\(set\))\s+)*', '', rest)
                if any(e.match(rest) for e in exempt): continue
                total += 1
                j = i - 1
                while j >= 0 and lines[j].strip().startswith('@') and not lines[j].strip().startswith('@_'):
                    j -= 1
                while j >= 0 and lines[j].strip().startswith('@'):
                    j -= 1
                prev = lines[j].strip() if j >= 0 else ''
                if prev.startswith('///') or prev.endswith('*/'):
                    documented += 1
                else:
                    print(f'{path}:{i+1}: {s}')
    print(f'{module} {documented}/{total}')
    if documented != total: failed = True
sys.exit(1 if failed else 0)
PY
