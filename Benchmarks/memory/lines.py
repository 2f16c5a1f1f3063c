#!/usr/bin/env python3
"""Writes N lines of Chinese or English text for measuring `textmetrics measure`'s peak
resident memory (see README, "Fonts"):

    python3 Benchmarks/memory/lines.py zh 20000 > zh.txt
    python3 Benchmarks/memory/lines.py en 20000 > en.txt
    /usr/bin/time -v .build/release/textmetrics measure --each-line zh.txt --width 320 > /dev/null

Lines are 20 to 60 characters, drawn with a fixed seed: Chinese from the 3,500 most common
characters' block (U+4E00…U+9FA5, evenly, with Chinese punctuation), English from a word
list, so both files are the same every run.
"""
import random
import sys

WORDS = ("the of and to in is was for that with as on by at from his her which this be are "
         "have had not were but one all their there been has more when will would who so no "
         "she other its may these about than into only some could them time then first two "
         "new like our over such after also did many before must through back years where much "
         "your way well down should because each just those people how too little state good "
         "very make world still own see men work long get here between both life being under").split()


def main():
    lang, count = sys.argv[1], int(sys.argv[2])
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
