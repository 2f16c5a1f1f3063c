#!/usr/bin/env python3
"""Writes N lines of Chinese or English text for measuring `textmetrics measure`'s peak
resident memory (see README, "Fonts"):

    python3 Benchmarks/memory/lines.py zh 20000 > zh.txt
    python3 Benchmarks/memory/lines.py en 20000 > en.txt
    /usr/bin/time -v .build/release/textmetrics measure --each-line zh.txt --width 320 > /dev/null

Lines are 20 to 60 characters, drawn with a fixed seed: Chinese from the 3,500 most common
characters' block (U+4E00…U+9FA5, evenly, with Chinese punctuation), English from a word
list, so both files are the same every run.

Two more inputs come from the system's gettext catalogs (real text, with the repetition of
real text): `gettext-zh` is the first N non-empty lines of the msgstr strings of
/usr/share/locale/zh_CN/LC_MESSAGES/*.mo (files in name order, plural forms and lines split
apart, the header skipped), `gettext-en` the same lines of their msgid strings, the English
originals of those messages:

    python3 Benchmarks/memory/lines.py gettext-zh 20000 > gt-zh.txt
    python3 Benchmarks/memory/lines.py gettext-en 20000 > gt-en.txt
"""
import glob
import random
import struct
import sys

WORDS = ("the of and to in is was for that with as on by at from his her which this be are "
         "have had not were but one all their there been has more when will would who so no "
         "she other its may these about than into only some could them time then first two "
         "new like our over such after also did many before must through back years where much "
         "your way well down should because each just those people how too little state good "
         "very make world still own see men work long get here between both life being under").split()


def gettext_lines(translated, count):
    """The first `count` lines of the zh_CN catalogs' msgstr (or msgid) strings."""
    out = []
    for path in sorted(glob.glob("/usr/share/locale/zh_CN/LC_MESSAGES/*.mo")):
        data = open(path, "rb").read()
        order = "<" if struct.unpack("<I", data[:4])[0] == 0x950412DE else ">"
        _, _, n, originals, translations = struct.unpack(order + "5I", data[:20])
        table = translations if translated else originals
        for i in range(n):
            length, offset = struct.unpack(order + "2I", data[table + 8 * i:table + 8 * i + 8])
            text = data[offset:offset + length].decode("utf-8", "replace")
            if i == 0 and translated and "Content-Type" in text:
                continue
            for form in text.split("\0"):
                out.extend(line.strip() for line in form.split("\n") if line.strip())
    return out[:count]


def main():
    lang, count = sys.argv[1], int(sys.argv[2])
    if lang.startswith("gettext-"):
        sys.stdout.write("\n".join(gettext_lines(lang == "gettext-zh", count)) + "\n")
        return
    rng = random.Random(20000)
    out = []
    for _ in range(count):
        length = rng.randint(20, 60)
        if lang == "zh":
            chars = [chr(rng.randint(0x4E00, 0x9FA5)) for _ in range(length)]
            for k in range(8, length, rng.randint(8, 16)):
                chars[k] = rng.choice("，。、；")
            out.append("".join(chars))
        else:
            words = []
            while sum(len(w) + 1 for w in words) < length:
                words.append(rng.choice(WORDS))
            out.append(" ".join(words).capitalize() + ".")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
