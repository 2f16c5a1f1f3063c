import Testing
import Typesetting

/// Line breaking in scripts without spaces (Thai dictionary breaks), CJK (breaks between
/// ideographs, kinsoku) and Korean (word-priority wrapping).
@Suite("International: line breaking")
struct InternationalBreakingTests {
    private func breaks(_ text: String, locale: String? = nil, _ strictness: LineBreakStrictness = .normal) throws -> [Int] {
        try TextSegmentation.lineBreaks(in: Array(text.utf16), locale: locale, strictness: strictness).map(\.offset)
    }

    /// UTF-16 offsets where each line after the first starts.
    private func lineStarts(_ layout: TextLayout) -> [Int] {
        layout.lines.dropFirst().map(\.utf16Range.lowerBound)
    }

    // MARK: Thai

    /// Thai letters are Line_Break SA (LineBreak.txt: 0E01..0E30;SA): UAX #14 leaves their
    /// breaks to a dictionary. "สวัสดีชาวโลก" is three words, สวัสดี (hello) | ชาว (people)
    /// | โลก (world). An independent dictionary agrees — Pango 1.50.12 uses libthai:
    ///   /tmp/pango_measure --font-file Fonts/Inter-Roman.var.ttf
    ///     --fallback-file Fonts/NotoSansThai-Regular.ttf --size 17 --width 10 --text "สวัสดีชาวโลก"
    ///   → lines [0,6) "สวัสดี", [6,9) "ชาว", [9,12) "โลก"
    @Test func thaiDictionaryBreaks() throws {
        #expect(try breaks("สวัสดีชาวโลก") == [6, 9, 12])
    }

    /// Widths (hb-shape --font-size=1000 Fonts/NotoSansThai-Regular.ttf): สวัสดี 2252,
    /// ชาว 1448, โลก 1469 units → 38.284, 24.616, 24.973 pt.
    /// At 45 pt: สวัสดี fits, +ชาว (62.900) does not, ชาว+โลก (49.589) does not → 3 lines.
    /// At 50 pt: ชาวโลก (49.589) fits → 2 lines, [0,6) and [6,12).
    /// At 63 pt: สวัสดีชาว (62.900) fits → [0,9) and [9,12).
    @Test(arguments: [(45.0, [6, 9]), (50.0, [6]), (63.0, [9])])
    func thaiWrapsAtDictionaryBreaks(width: Double, starts: [Int]) throws {
        let layout = try International.prepare("สวัสดีชาวโลก").layout(width: width)
        #expect(lineStarts(layout) == starts)
    }

    /// Never mid-word: at every width from the widest word (สวัสดี, 38.284 pt) up, every line
    /// starts at a word boundary.
    @Test func thaiNeverBreaksInsideAWord() throws {
        let prepared = try International.prepare("สวัสดีชาวโลก")
        for width in stride(from: 39.0, through: 100, by: 0.5) {
            let starts = lineStarts(try prepared.layout(width: width))
            #expect(starts.allSatisfy { [6, 9].contains($0) }, "width \(width): \(starts)")
        }
    }

    // MARK: CJK

    /// UAX #14 LB31 (break everywhere else): ideographs are ID (LineBreak.txt 4E00..9FFF;ID),
    /// so there is a break opportunity between any two of them.
    @Test func breaksBetweenIdeographs() throws {
        #expect(try breaks("你好世界") == [1, 2, 3, 4])
        #expect(try breaks("日本語") == [1, 2, 3])
    }

    /// Kinsoku. LineBreak.txt 15.0: 3001..3002;CL (、。), 300C;OP (「), 300D;CL (」),
    /// 3087;CJ (ょ), 3063;CJ (っ), 30FC;CJ (ー), kana and kanji ID. UAX #14: LB13 × CL (no
    /// break before a closing mark), LB14 OP × (none after an opening one), LB21 × NS with
    /// LB1 resolving CJ to NS by default (strict) — no break before small kana or ー.
    /// "きょうは雨です。": き×ょ, ょ÷う, う÷は, は÷雨, 雨÷で, で÷す, す×。 → [2, 3, 4, 5, 6, 8].
    @Test func kinsoku() throws {
        #expect(try breaks("きょうは雨です。") == [2, 3, 4, 5, 6, 8])
        // 「あ」と: 「×あ (LB14), あ×」 (LB13), 」÷と (LB31) → [3, 4]
        #expect(try breaks("「あ」と") == [3, 4])
        // コーヒー: コ×ー, ー÷ヒ, ヒ×ー → [2, 4]
        #expect(try breaks("コーヒー") == [2, 4])
        // CSS Text 3 line-break: strict keeps the no-break-before-small-kana rule for "ja";
        // ICU's "ja" tailoring for normal is CSS normal, which allows it (LB21 tailoring).
        // きょう: き×ょ (strict), ょ÷う (LB31: NS ÷ ID) → [2, 3]; CSS normal adds 1.
        #expect(try breaks("きょう", locale: "ja", .strict) == [2, 3])
        #expect(try breaks("きょう", locale: "ja", .normal) == [1, 2, 3])
    }

    /// Laid out at every width from the widest unbreakable piece up to 200 pt, the Japanese
    /// sample never starts a line with a closing mark or a small kana / prolonged sound mark
    /// (CL, CJ) and never ends one with an opening mark (OP).
    @Test func japaneseLinesRespectKinsoku() throws {
        // The sample's non-starters, LineBreak.txt 15.0: 3001..3002;CL (、。), 300D;CL (」),
        // 3087;CJ (ょ), 3063;CJ (っ), 30E5;CJ (ュ), 30C3;CJ (ッ), 30FC;CJ (ー).
        let noStart: Set<Character> = ["、", "。", "」", "ょ", "っ", "ュ", "ッ", "ー"]
        let noEnd: Set<Character> = ["「"]  // OP
        let sample = International.samples.first { $0.name == "Japanese" }!
        let prepared = try International.prepare(sample.text)
        let utf16 = Array(sample.text.utf16)
        let start = (prepared.minContentWidth).rounded(.up)
        #expect(start <= 51)  // three em at most (e.g. "す。」"): a sanity bound on the sweep
        var sawNarrow = false
        for width in stride(from: start, through: 200, by: 1) {
            let layout = try prepared.layout(width: width)
            if layout.lineCount > 5 { sawNarrow = true }
            for line in layout.lines {
                let r = line.utf16Range
                let text = String(decoding: utf16[r], as: UTF16.self)
                if r.lowerBound > 0, let first = text.first {
                    #expect(!noStart.contains(first), "width \(width): line starts with \(first)")
                }
                if r.upperBound < utf16.count, let last = text.last {
                    #expect(!noEnd.contains(last), "width \(width): line ends with \(last)")
                }
                #expect(line.width <= width + 1e-9)
            }
        }
        #expect(sawNarrow)
    }

    // MARK: Korean

    /// UIKit: NSParagraphStyle.LineBreakStrategy.hangulWordPriority — "the system prohibits
    /// breaking between Hangul characters". Korean then wraps at spaces only, like CSS
    /// word-break: keep-all. Without it, UAX #14 allows a break between any two Hangul
    /// syllables (H2/H3, LB31), so the same paragraph breaks inside words at some width.
    @Test func koreanWordPriorityWrapsOnlyAtSpaces() throws {
        let sample = International.samples.first { $0.name == "Korean" }!
        let utf16 = Array(sample.text.utf16)
        var style = ParagraphStyle()
        style.lineBreakStrategy = .hangulWordPriority
        let keepAll = try International.prepare(sample.text, style: style)
        let normal = try International.prepare(sample.text)
        var normalBrokeInsideAWord = false
        // From the longest word (조선민주주의인민공화국의, 12 syllables) up.
        for width in stride(from: keepAll.minContentWidth.rounded(.up), through: 320, by: 2) {
            let layout = try keepAll.layout(width: width)
            for start in lineStarts(layout) {
                #expect(utf16[start - 1] == 0x20, "width \(width): break at \(start) is not after a space")
            }
            if try lineStarts(normal.layout(width: width)).contains(where: { utf16[$0 - 1] != 0x20 }) {
                normalBrokeInsideAWord = true
            }
        }
        #expect(normalBrokeInsideAWord)
        // Break opportunities themselves: only after spaces (and the end).
        let opportunities = try breaks(sample.text, .keepAll)
        #expect(opportunities.dropLast().allSatisfy { utf16[$0 - 1] == 0x20 })
        #expect(opportunities.count == sample.text.filter { $0 == " " }.count + 1)
    }
}
