#!/usr/bin/env python3
"""Writes a String Catalog of real translated UI strings for measuring `textmetrics fit`:

    python3 Tests/Tools/make_fit_catalog.py KEYS OUT.xcstrings [LOCALE_DIR]

One `.xcstrings` file, KEYS keys, each in English (the source) and 9 translations (de, fi,
fr, es, ar, ja, th, ru, pt-BR): 10 languages a key. The text comes from the compiled gettext
catalogs of the installed system (LOCALE_DIR, default /usr/share/locale, `*/LC_MESSAGES/*.mo`,
read with the format's own layout: magic, count, original and translation tables), so it has
real lengths, scripts, punctuation and placeholders (`%s`, `%d`, `%1$s`).

- A message's English is its msgid; each language's text is that message's msgstr. Messages
  translated into at least 7 of the 9 languages are used; a language that lacks one takes its
  translation of another message of similar English length (the order is seeded, so the file
  is the same from run to run on the same system).
- Plural entries (msgid with msgid_plural) give one key in ten `one`/`other` variants
  (msgstr[0] and the last msgstr).
- With more keys than messages, later rounds join two messages with ": " (a title and its
  detail); the second message moves on with each round, so no two keys of one source
  (the plural entries or the others) get the same pair.

Development only; nothing at run time or in tests reads it. `scripts/bench-peers.sh` runs it.
"""
import glob, os, random, struct, sys, json

LANGUAGES = ["de", "fi", "fr", "es", "ar", "ja", "th", "ru", "pt_BR"]


def read_mo(path):
    """(msgid, msgid_plural or None, [msgstr...]) for every entry of a .mo file."""
    data = open(path, "rb").read()
    if len(data) < 28:
        return []
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">" if magic == 0xDE120495 else None
    if order is None:
        return []
    _, count, originals, translations = struct.unpack(order + "4I", data[4:20])
    out = []
    for i in range(count):
        olen, ooff = struct.unpack(order + "2I", data[originals + 8 * i:originals + 8 * i + 8])
        tlen, toff = struct.unpack(order + "2I", data[translations + 8 * i:translations + 8 * i + 8])
        try:
            original = data[ooff:ooff + olen].decode("utf-8")
            translated = data[toff:toff + tlen].decode("utf-8")
        except UnicodeDecodeError:
            continue
        if not original or "\x04" in original:      # the header, or a msgctxt entry
            continue
        ids = original.split("\x00")
        forms = translated.split("\x00")
        if not any(forms):
            continue
        out.append((ids[0], ids[1] if len(ids) > 1 else None, forms))
    return out


def usable(text):
    return 0 < len(text) <= 160 and "\n" not in text and not text.isspace()


def main():
    keys, out = int(sys.argv[1]), sys.argv[2]
    root = sys.argv[3] if len(sys.argv) > 3 else "/usr/share/locale"
    messages = {}   # msgid -> {"plural": msgid_plural, language: [forms]}
    for language in LANGUAGES:
        for path in sorted(glob.glob(os.path.join(root, language, "LC_MESSAGES", "*.mo"))):
            for msgid, plural, forms in read_mo(path):
                if not usable(msgid) or not all(usable(f) for f in forms) or forms[0] == msgid:
                    continue
                entry = messages.setdefault(msgid, {"plural": plural})
                entry.setdefault(language, forms)
    pool = sorted((m for m in messages if sum(l in messages[m] for l in LANGUAGES) >= 7))
    if not pool:
        sys.exit("no gettext catalogs with enough translations under " + root)
    rng = random.Random(28)
    rng.shuffle(pool)
    plurals = [m for m in pool if messages[m]["plural"]]
    by_length = sorted(pool, key=len)   # for a stand-in of similar length

    by_length_index = {m: i for i, m in enumerate(by_length)}

    def text(msgid, language, form):
        entry = messages[msgid]
        if language == "en":
            return entry["plural"] if form == "other" and entry["plural"] else msgid
        if language not in entry:
            i = by_length_index[msgid]
            for step in range(1, len(by_length)):
                found = None
                for j in (i - step, i + step):
                    if 0 <= j < len(by_length) and language in messages[by_length[j]]:
                        found = messages[by_length[j]]
                        break
                if found:
                    entry = found
                    break
        forms = entry[language]
        return forms[-1] if form == "other" else forms[0]

    strings = {}
    for k in range(keys):
        plural = k % 10 == 0 and plurals
        source = plurals if plural else pool
        first = source[k % len(source)]
        # The round (k // len) moves the second message on, so that no two keys of one
        # source share both messages (without it the pairs repeat every len(source) keys).
        second = source[(k * 7919 + 13 + k // len(source)) % len(source)] if k >= len(source) else None
        localizations = {}
        for language in ["en"] + LANGUAGES:
            tag = language.replace("_", "-")

            def value(form):
                t = text(first, language, form)
                return t + ": " + text(second, language, form) if second else t

            if plural:
                localizations[tag] = {"variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": value("one")}},
                    "other": {"stringUnit": {"state": "translated", "value": value("other")}},
                }}}
            else:
                localizations[tag] = {"stringUnit": {"state": "translated", "value": value(None)}}
        strings["key.%06d" % k] = {"localizations": localizations}
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, f, ensure_ascii=False, indent=1)


main()
