#!/usr/bin/env python3
"""Prints pyphen's hyphenation points for words, from the same Debian pattern files the
engine reads through libhyphen: the independent source of EngineHyphenationTests'
`patternPoints` table.

    python3 Tests/Tools/hyphenation_points.py [LANGUAGE WORD]...

Without arguments it prints the table's words. pyphen is Debian's python3-pyphen
(`.ci/install-deps` installs it); its output is the same from 0.13 (Debian 12) to 0.18.
Each file's LEFTHYPHENMIN/RIGHTHYPHENMIN is used (2 and 2 where the file says nothing).
"""
import re
import sys

try:
    import pyphen
except ImportError:
    sys.exit("pyphen is missing: apt-get install python3-pyphen (or run .ci/install-deps)")

FILES = {"en-US": "hyph_en_US.dic", "de": "hyph_de_DE.dic", "fr": "hyph_fr.dic",
         "ru": "hyph_ru_RU.dic", "nl": "hyph_nl_NL.dic", "pt-BR": "hyph_pt_BR.dic",
         "es": "hyph_es.dic", "it": "hyph_it_IT.dic"}
TABLE = [("en-US", "hyphenation"), ("en-US", "typographical"), ("de", "Silbentrennung"),
         ("fr", "anticonstitutionnellement"), ("ru", "переносы"),
         ("nl", "ontwikkelingssamenwerking"), ("pt-BR", "desenvolvimento")]


def minimums(path):
    left = right = 2
    with open(path, "rb") as f:
        for line in f.read().split(b"\n")[:40]:
            m = re.match(rb"LEFTHYPHENMIN\s+(\d+)", line)
            if m:
                left = int(m.group(1))
            m = re.match(rb"RIGHTHYPHENMIN\s+(\d+)", line)
            if m:
                right = int(m.group(1))
    return left, right


def main(argv):
    pairs = list(zip(argv[0::2], argv[1::2])) if argv else TABLE
    if len(argv) % 2:
        sys.exit("usage: hyphenation_points.py [LANGUAGE WORD]...")
    for language, word in pairs:
        if language not in FILES:
            sys.exit(f"no pattern file known for {language!r}: one of {', '.join(FILES)}")
        path = "/usr/share/hyphen/" + FILES[language]
        left, right = minimums(path)
        points = pyphen.Pyphen(filename=path, left=left, right=right).positions(word)
        print(f'("{language}", "{word}", {points}),')


if __name__ == "__main__":
    main(sys.argv[1:])
