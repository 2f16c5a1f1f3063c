#!/usr/bin/env bash
# Compares our line breaks with Pango's, per script, on the same font files.
#
#   bash Tests/Tools/compare_pango_scripts.sh [SCRATCH_PATH]      (from the package root)
#
# For each script: 20 paragraphs (8 plain sentences, then the 8 neighbouring pairs, then 4
# triples), measured at 17 px and widths 120, 200, 320 by
#   textmetrics measure --json --width 120,200,320 --each-line FILE        (bundled fonts)
#   pango_measure --font-file Inter-Roman.var.ttf --fallback-file <script font>
#                 --size 17 --width W --each-line FILE
# A (paragraph, width) case agrees when both give the same line start offsets (Unicode
# scalars). Prints the agreement per script and every disagreement with both line splits.
# Then, per script, the break opportunities themselves on the 8 sentences: ours from
# `textmetrics breaks` (ICU), Pango's as the line starts at --width 1 (with --wrap word a
# line then holds exactly one unbreakable segment, so its starts are Pango's opportunities).
# Pango is a reference to look at by hand; no test depends on it.
# Needs /tmp/pango_measure (bash Tests/Tools/pango-measure/build.sh /tmp/pango_measure)
# and python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
SCRATCH="${1:-/tmp/build-intl}"
PANGO="${PANGO_MEASURE:-/tmp/pango_measure}"
# COMPARE_WORK=DIR keeps the paragraphs and both engines' JSON there for a closer look.
if [ -n "${COMPARE_WORK:-}" ]; then WORK="$COMPARE_WORK"; mkdir -p "$WORK"
else WORK="$(mktemp -d)"; trap 'rm -rf "$WORK"' EXIT; fi
swift build --scratch-path "$SCRATCH" --product textmetrics >/dev/null
TM="$(swift build --scratch-path "$SCRATCH" --show-bin-path)/textmetrics"

# Plain sentences written for this comparison (encyclopedia-style facts).
cat >"$WORK/arabic.txt" <<'EOF'
اللغة العربية هي إحدى اللغات السامية وأكثرها انتشارا في العالم.
يتحدث بها أكثر من أربعمئة مليون شخص في الوطن العربي.
القاهرة هي عاصمة مصر وأكبر مدنها.
تقع مدينة دمشق في جنوب غرب سوريا، وهي من أقدم المدن المأهولة.
كتب ابن خلدون المقدمة في القرن الرابع عشر.
يمر نهر النيل عبر عدة دول قبل أن يصب في البحر المتوسط.
تعد الرياضيات من أقدم العلوم التي عرفها الإنسان.
هل تعرف متى بنيت الأهرامات؟
EOF
cat >"$WORK/hebrew.txt" <<'EOF'
ירושלים היא בירת ישראל והעיר הגדולה ביותר בה.
השפה העברית היא שפה שמית ממשפחת השפות האפרו-אסיאתיות.
בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ.
תל אביב נוסדה בשנת 1909 על חולות ליד יפו.
ים המלח הוא המקום הנמוך ביותר על פני כדור הארץ.
שָׁלוֹם עֲלֵיכֶם, מַה שְּׁלוֹמְךָ הַיּוֹם?
הספרייה הלאומית שומרת כתבי יד עתיקים רבים.
נהר הירדן זורם מצפון לדרום אל ים המלח.
EOF
cat >"$WORK/devanagari.txt" <<'EOF'
हिन्दी भारत की सबसे अधिक बोली जाने वाली भाषा है।
दिल्ली भारत की राजधानी है और यमुना नदी के किनारे बसी है।
गंगा नदी हिमालय से निकलकर बंगाल की खाड़ी में गिरती है।
क्षत्रिय, विद्या और ज्ञान जैसे शब्दों में संयुक्ताक्षर होते हैं।
ताजमहल आगरा में स्थित एक प्रसिद्ध स्मारक है।
संस्कृत को अनेक भारतीय भाषाओं की जननी माना जाता है।
प्रत्येक वर्ष लाखों यात्री वाराणसी के घाटों पर आते हैं।
विज्ञान और प्रौद्योगिकी ने हमारे जीवन को बदल दिया है।
EOF
cat >"$WORK/thai.txt" <<'EOF'
ภาษาไทยเป็นภาษาราชการของประเทศไทย
กรุงเทพมหานครเป็นเมืองหลวงและเมืองที่ใหญ่ที่สุดของประเทศ
แม่น้ำเจ้าพระยาไหลผ่านใจกลางกรุงเทพ
สวัสดีชาวโลก ยินดีต้อนรับสู่บทความนี้
อาหารไทยมีชื่อเสียงไปทั่วโลก
เชียงใหม่ตั้งอยู่ทางภาคเหนือของประเทศไทย
พระบรมมหาราชวังสร้างขึ้นในปี พ.ศ. 2325
นักเรียนจำนวนมากเรียนภาษาอังกฤษที่โรงเรียน
EOF
cat >"$WORK/chinese.txt" <<'EOF'
中文是世界上使用人数最多的语言之一。
北京是中华人民共和国的首都，也是全国的政治和文化中心。
长江是中国最长的河流，全长约六千三百公里。
汉字是世界上最古老的文字之一，已有三千多年的历史。
上海位于长江入海口，是中国最大的城市。
春节是中国最重要的传统节日。
他说：“我们明天去图书馆看书吧。”
黄河被称为中华民族的母亲河。
EOF
cat >"$WORK/japanese.txt" <<'EOF'
日本語は主に日本で話されている言語です。
東京は日本の首都であり、世界有数の大都市です。
富士山は日本で一番高い山で、標高は三千七百七十六メートルです。
きょうは朝から雨が降っています。
京都には古いお寺や神社がたくさんあります。
「ありがとうございます」と彼女は言った。
コンピューターとインターネットは私たちの生活を大きく変えました。
ひらがなとカタカナと漢字を組み合わせて書きます。
EOF
cat >"$WORK/korean.txt" <<'EOF'
한국어는 대한민국과 조선민주주의인민공화국의 공용어이다.
서울은 대한민국의 수도이며 가장 큰 도시이다.
한글은 세종대왕이 창제한 문자이다.
제주도는 한국에서 가장 큰 섬이다.
한강은 서울을 가로질러 서해로 흐른다.
김치는 한국의 대표적인 전통 음식이다.
부산은 한국 남동부에 있는 항구 도시이다.
오늘 날씨가 정말 좋네요.
EOF
cat >"$WORK/emoji.txt" <<'EOF'
Our family 👨‍👩‍👧 went to the park 😀
Flags of the hosts: 🇯🇵 🇫🇷 🇩🇪 🇧🇷 🇰🇷 🇺🇸
Press 1️⃣ then 2️⃣ then #️⃣ to continue
Thumbs up 👍🏽 👍🏻 👍🏿 from everyone
I ❤️ emoji 😂😍🙏 a lot
Coding all night 👩‍💻😴 is not healthy
The rainbow flag 🏳️‍🌈 flew over the square
Good morning 😊 have a nice day 🙂
EOF

declare -A FONT=(
  [arabic]=NotoSansArabic-Regular.ttf [hebrew]=NotoSansHebrew-Regular.ttf
  [devanagari]=NotoSansDevanagari-Regular.ttf [thai]=NotoSansThai-Regular.ttf
  [chinese]=NotoSansCJKsc-Subset.otf [japanese]=NotoSansCJKsc-Subset.otf
  [korean]=NotoSansCJKsc-Subset.otf [emoji]=NotoColorEmoji.ttf
)
SCRIPTS="arabic hebrew devanagari thai chinese japanese korean emoji"
WIDTHS="120 200 320"

for s in $SCRIPTS; do
  # 20 paragraphs: 8 sentences, 8 neighbouring pairs, 4 triples. CJK and Thai sentences
  # are joined as written (CJK with no space, Thai with a space between sentences).
  python3 - "$WORK/$s.txt" "$s" >"$WORK/$s.para" <<'EOF'
import sys
lines = [l for l in open(sys.argv[1], encoding="utf-8").read().split("\n") if l]
sep = "" if sys.argv[2] in ("chinese", "japanese") else " "
n = len(lines)
paras = lines + [lines[i] + sep + lines[(i + 1) % n] for i in range(n)] \
      + [sep.join(lines[(3 * i + k) % n] for k in range(3)) for i in range(4)]
print("\n".join(paras))
EOF
  "$TM" measure --json --width "${WIDTHS// /,}" --each-line "$WORK/$s.para" >"$WORK/$s.tm.jsonl"
  for w in $WIDTHS; do
    "$PANGO" --font-file Fonts/Inter-Roman.var.ttf --fallback-file "Fonts/${FONT[$s]}" \
      --size 17 --width "$w" --each-line "$WORK/$s.para" >"$WORK/$s.pango.$w.jsonl"
  done
  "$TM" breaks --json --each-line "$WORK/$s.txt" >"$WORK/$s.tm.breaks.jsonl"
  "$PANGO" --font-file Fonts/Inter-Roman.var.ttf --fallback-file "Fonts/${FONT[$s]}" \
    --size 17 --width 1 --each-line "$WORK/$s.txt" >"$WORK/$s.pango.breaks.jsonl"
done

python3 - "$WORK" "$SCRIPTS" "$WIDTHS" <<'EOF'
import json, sys
work, scripts, widths = sys.argv[1], sys.argv[2].split(), [int(w) for w in sys.argv[3].split()]
total_agree = total = 0
for s in scripts:
    paras = open(f"{work}/{s}.para", encoding="utf-8").read().split("\n")
    paras = [p for p in paras if p]
    ours = [json.loads(l) for l in open(f"{work}/{s}.tm.jsonl")]
    pango = {w: [json.loads(l) for l in open(f"{work}/{s}.pango.{w}.jsonl")] for w in widths}
    agree, cases, notes = 0, 0, []
    missing = sum(o["missingGlyphs"] for o in ours)
    unknown = sum(p["unknown_glyphs"] for w in widths for p in pango[w])
    for i, text in enumerate(paras):
        scalars = list(text)
        for k, w in enumerate(widths):
            o = ours[i * len(widths) + k]
            p = pango[w][i]
            a = [l["start"] for l in o["lines"]]
            b = [l["start"] for l in p["lines"]]
            cases += 1
            if a == b:
                agree += 1
                continue
            def split(starts):
                ends = starts[1:] + [len(scalars)]
                return " | ".join("".join(scalars[x:y]) for x, y in zip(starts, ends))
            notes.append(f"  #{i} w={w}\n    ours  {a}: {split(a)}\n    pango {b}: {split(b)}")
    total_agree += agree; total += cases
    print(f"{s:11s} {agree:2d}/{cases} = {100 * agree / cases:5.1f}%   (missing glyphs: ours {missing}, pango {unknown})")
    for n in notes: print(n)
print(f"{'all':11s} {total_agree}/{total} = {100 * total_agree / total:5.1f}%")
EOF

echo
echo "Break opportunities in the 8 sentences (ours: ICU; Pango: line starts at --width 1):"
python3 - "$WORK" "$SCRIPTS" <<'EOF'
import json, sys
work, scripts = sys.argv[1], sys.argv[2].split()
for s in scripts:
    sentences = [l for l in open(f"{work}/{s}.txt", encoding="utf-8").read().split("\n") if l]
    ours = [json.loads(l)["breaks"] for l in open(f"{work}/{s}.tm.breaks.jsonl")]
    pango = []
    for line in open(f"{work}/{s}.pango.breaks.jsonl"):
        d = json.loads(line)
        pango.append([l["start"] for l in d["lines"]][1:] + [d["chars"]])
    same = sum(1 for a, b in zip(ours, pango) if a == b)
    print(f"{s:11s} {same}/{len(sentences)} sentences with the same opportunities")
    for text, a, b in zip(sentences, ours, pango):
        if a == b:
            continue
        chars = list(text)
        def seg(offsets):
            starts = [0] + offsets[:-1]
            return "|".join("".join(chars[x:y]) for x, y in zip(starts, offsets))
        print(f"    ICU   {seg(a)}\n    Pango {seg(b)}")
EOF
