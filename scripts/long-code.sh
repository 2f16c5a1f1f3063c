#!/usr/bin/env bash
# Development aid: lists the Swift files under Sources/ longer than MAX_FILE lines (400) and the
# functions, initializers, subscripts and computed properties whose body spans more than
# MAX_FUNC lines (60), counted from the line of the `func`/`init` keyword through the closing
# brace. Strings (with interpolations) and comments are blanked before braces are matched.
# Closures stored in properties are not counted.
#
#     scripts/long-code.sh            # counts and lists
#     scripts/long-code.sh --counts   # the two counts only
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import os, re, sys

MAX_FILE = int(os.environ.get("MAX_FILE", "400"))
MAX_FUNC = int(os.environ.get("MAX_FUNC", "60"))

# Functions left long on purpose (at most three), and why.
KEPT = {
    "Pass.wrapPlainLines":
        "the greedy breaker's fastest loop (the re-wrap benchmark's time): its state lives in "
        "registers inside four nested buffer-pointer closures; a helper would pass or write back "
        "that state every line",
    "LinePositioner.position":
        "one pass over every line with the sums (widest, y, lineTop) kept as the closure's own "
        "variables and each paragraph looked up unretained once; split, they become captured "
        "state written back every line",
}

def blank(src):
    """The source with string contents and comments replaced by spaces (newlines kept), so
    braces, parentheses and keywords in them are not seen. Interpolations `\\( ... )` stay code."""
    out = list(src)
    i, n = 0, len(src)
    # Stack of contexts: ("code", paren depth at which an interpolation closes) or
    # ("str", delimiter, hashes)
    stack = [("code", None)]
    depth = 0
    def kill(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    while i < n:
        top = stack[-1]
        c = src[i]
        if top[0] == "code":
            if src.startswith("//", i):
                j = src.find("\n", i)
                j = n if j < 0 else j
                kill(i, j); i = j; continue
            if src.startswith("/*", i):
                level, j = 1, i + 2
                while j < n and level:
                    if src.startswith("/*", j): level += 1; j += 2
                    elif src.startswith("*/", j): level -= 1; j += 2
                    else: j += 1
                kill(i, j); i = j; continue
            m = re.match(r'(#*)("""|")', src[i:i + 64])
            if m:
                hashes, delim = len(m.group(1)), m.group(2)
                stack.append(("str", delim, hashes))
                i += m.end(); continue
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if top[1] is not None and depth == top[1]:
                    stack.pop(); i += 1; continue
            i += 1; continue
        # in a string
        _, delim, hashes = top
        close = delim + "#" * hashes
        if src.startswith(close, i):
            stack.pop(); i += len(close); continue
        esc = "\\" + "#" * hashes
        if src.startswith(esc, i):
            j = i + len(esc)
            if j < n and src[j] == "(":
                out[i] = " "
                stack.append(("code", depth)); depth += 1
                i = j + 1; continue
            kill(i, min(j + 1, n)); i = j + 1; continue
        if c != "\n":
            out[i] = " "
        i += 1
    return "".join(out)

DECL = re.compile(
    r'(?<![.\w])(?:(func)\s+([^\s(<]+)|(init)\b[?!]?|(subscript)\b|(deinit)\b'
    r'|(var)\s+(`?\w+`?)\s*:\s*[^={}\n]+(?=\{))')
TYPE = re.compile(r'\b(class|struct|enum|extension|actor|protocol)\s+([\w.]+)')
CONTINUES = re.compile(r'\s*(\{|->|where\b|throws\b|rethrows\b|async\b|,|\.)')

def braces(code):
    match, stack = {}, []
    for i, c in enumerate(code):
        if c == "{": stack.append(i)
        elif c == "}" and stack: match[stack.pop()] = i
    return match

def body_start(code, i):
    """Index of the `{` opening the body of the declaration whose signature starts at i, or None."""
    depth, n = 0, len(code)
    while i < n:
        c = code[i]
        if c in "([": depth += 1
        elif c in ")]": depth -= 1
        elif depth == 0:
            if c == "{": return i
            if c in "}=;": return None
            if c == "\n":
                prev = code[:i].rstrip()[-1:]
                if prev not in ",(:>" and not CONTINUES.match(code, i + 1):
                    return None
        i += 1
    return None

def scan(path):
    src = open(path, encoding="utf-8").read()
    code = blank(src)
    match = braces(code)
    line_of = lambda k: code.count("\n", 0, k) + 1
    types = []
    for m in TYPE.finditer(code):
        b = body_start(code, m.end())
        if b is not None and b in match:
            types.append((b, match[b], m.group(2)))
    found = []
    for m in DECL.finditer(code):
        if m.group(6):            # computed property: the brace follows directly
            b = m.end()
        else:
            b = body_start(code, m.end())
        if b is None or b not in match:
            continue
        name = m.group(2) or m.group(3) or m.group(4) or m.group(5) or m.group(7)
        owner = [t for t in types if t[0] < m.start() < t[1]]
        if owner:
            name = max(owner, key=lambda t: t[0])[2] + "." + name
        start, end = line_of(m.start()), line_of(match[b])
        found.append((end - start + 1, start, name))
    return src.count("\n"), found

files = sorted(os.path.join(d, f) for d, _, fs in os.walk("Sources") for f in fs if f.endswith(".swift"))
long_files, long_funcs = [], []
for path in files:
    lines, found = scan(path)
    if lines > MAX_FILE: long_files.append((lines, path))
    long_funcs += [(n, path, start, name) for n, start, name in found if n > MAX_FUNC]
long_files.sort(reverse=True); long_funcs.sort(key=lambda t: (-t[0], t[1], t[2]))
print(f"files over {MAX_FILE} lines: {len(long_files)}")
print(f"functions over {MAX_FUNC} lines: {len(long_funcs)}")
if "--counts" in sys.argv[1:]:
    sys.exit(0)
for lines, path in long_files:
    print(f"  {lines:4d}  {path}")
if long_files and long_funcs: print()
for n, path, start, name in long_funcs:
    print(f"  {n:4d}  {path}:{start}  {name}")
    if name in KEPT:
        print(f"        kept: {KEPT[name]}")
PY
