import Testing
@testable import Typesetting

@Suite("Text segmentation")
struct AnalysisSegmentationTests {
    private func utf16(_ string: String) -> [UInt16] { Array(string.utf16) }

    private func offsets(_ string: String, locale: String? = nil, _ strictness: LineBreakStrictness) throws -> [Int] {
        try TextSegmentation.lineBreaks(in: utf16(string), locale: locale, strictness: strictness).map(\.offset)
    }

    // UAX #14: Hangul syllables (H2/H3) break from each other (LB31), never before a space
    // (LB7), and after it (LB18). Keep-all (CSS word-break: keep-all, UIKit's
    // .hangulWordPriority) keeps the syllables of a word together.
    @Test func koreanKeepAll() throws {
        #expect(try offsets("한국어 문장", .normal) == [1, 2, 4, 5, 6])
        #expect(try offsets("한국어 문장", .keepAll) == [4, 6])
        #expect(try offsets("한국어 문장", locale: "ko", .keepAll) == [4, 6])
        // Punctuation still breaks: LB13 no break before "," , LB18 break after the space.
        #expect(try offsets("한국, 문장", .keepAll) == [4, 6])
    }

    // CSS Text 3 §5.2 keep-all: ideographs and letters next to each other do not break.
    @Test func keepAllIdeographsAndLatin() throws {
        #expect(try offsets("漢字abc", .normal) == [1, 2, 5])
        #expect(try offsets("漢字abc 漢字", .keepAll) == [6, 8])
    }

    // UAX #14 LB21: by default small kana (CJ) are non-starters (no break before ぁ).
    // CSS Text 3 line-break: normal/loose allow a break before small kana (ICU's ja
    // tailoring is CSS normal), and only loose allows one before the iteration mark 々 (NS).
    @Test func strictness() throws {
        #expect(try offsets("あぁあ", .normal) == [2, 3])
        #expect(try offsets("あぁあ", .strict) == [2, 3])
        #expect(try offsets("あぁあ", .loose) == [1, 2, 3])
        #expect(try offsets("あぁあ", locale: "ja", .normal) == [1, 2, 3])
        #expect(try offsets("あ々あ", .normal) == [2, 3])
        #expect(try offsets("あ々あ", .loose) == [1, 2, 3])
    }

    // UAX #14 LB4–LB6: hard breaks after LF, CR LF, NEL, LS, PS; LB3 at the end of text.
    @Test(arguments: [("a\nb", 2), ("a\r\nb", 3), ("a\u{85}b", 2), ("a\u{2028}b", 2), ("a\u{2029}b", 2)])
    func mandatoryBreaks(text: String, hardOffset: Int) throws {
        let breaks = try TextSegmentation.lineBreaks(in: utf16(text))
        #expect(breaks == [
            BreakOpportunity(offset: hardOffset, isMandatory: true),
            BreakOpportunity(offset: hardOffset + 1, isMandatory: true),
        ])
    }

    @Test func softBreaksAreNotMandatory() throws {
        let breaks = try TextSegmentation.lineBreaks(in: utf16("ab cd"))
        #expect(breaks == [
            BreakOpportunity(offset: 3, isMandatory: false),
            BreakOpportunity(offset: 5, isMandatory: true),
        ])
    }

    // 200 ideographs have 200 opportunities (ID ÷ ID, LB31), more than the first buffer
    // (count / 4 + 16 = 66), so the buffer must grow.
    @Test func outputBufferGrows() throws {
        let text = [UInt16](repeating: 0x4E00, count: 200)
        #expect(try TextSegmentation.lineBreaks(in: text).map(\.offset) == Array(1...200))
        #expect(try TextSegmentation.wordBoundaries(in: [UInt16](repeating: 0x20, count: 1)) == [1])
    }

    // Offsets are UTF-16: U+20000 (ID, a surrogate pair) breaks after each pair.
    @Test func supplementaryCharacters() throws {
        let text = utf16("\u{20000}\u{20000}")
        #expect(try TextSegmentation.lineBreaks(in: text).map(\.offset) == [2, 4])
        #expect(try TextSegmentation.lineBreaks(in: text, strictness: .keepAll).map(\.offset) == [4])
        #expect(try TextSegmentation.graphemeBoundaries(in: text) == [2, 4])
    }

    // UAX #29: e + U+0301 is one cluster; a regional-indicator pair is one flag (GB12);
    // CR LF is one cluster (GB3).
    @Test func graphemes() throws {
        #expect(try TextSegmentation.graphemeBoundaries(in: utf16("e\u{301}x")) == [2, 3])
        #expect(try TextSegmentation.graphemeBoundaries(in: utf16("🇫🇷🇩🇪")) == [4, 8])
        #expect(try TextSegmentation.graphemeBoundaries(in: utf16("\r\na")) == [2, 3])
    }

    // UAX #29 word boundaries: around the word, the comma (WB999) and the space (WB3d/WB999).
    @Test func words() throws {
        #expect(try TextSegmentation.wordBoundaries(in: utf16("Hello, world")) == [5, 6, 7, 12])
        #expect(try TextSegmentation.wordBoundaries(in: utf16("can't stop")) == [5, 6, 10])
    }

    @Test func emptyInput() throws {
        #expect(try TextSegmentation.lineBreaks(in: []).isEmpty)
        #expect(try TextSegmentation.lineBreaks(in: [], strictness: .keepAll).isEmpty)
        #expect(try TextSegmentation.graphemeBoundaries(in: []).isEmpty)
        #expect(try TextSegmentation.wordBoundaries(in: []).isEmpty)
    }

    /// Unpaired surrogates must not crash, and boundaries still cover the text.
    @Test(arguments: [
        [UInt16]([0xD800]), [0xDC00], [0x61, 0xD800], [0xD800, 0x61], [0x61, 0xDC00, 0x62],
        [0xD800, 0xD800, 0xDC00], [0xD55C, 0xD800, 0xD55C], [0x5D0, 0xDC00, 0x20, 0x5D1],
    ])
    func loneSurrogates(text: [UInt16]) throws {
        for strictness in LineBreakStrictness.allCases {
            let breaks = try TextSegmentation.lineBreaks(in: text, strictness: strictness)
            #expect(breaks.last == BreakOpportunity(offset: text.count, isMandatory: true))
            #expect(breaks.map(\.offset) == breaks.map(\.offset).sorted())
        }
        for boundaries in [try TextSegmentation.graphemeBoundaries(in: text),
                           try TextSegmentation.wordBoundaries(in: text)] {
            #expect(boundaries.last == text.count)
            #expect(boundaries == boundaries.sorted() && Set(boundaries).count == boundaries.count)
        }
    }

    // ICU's utypes.h: U_MEMORY_ALLOCATION_ERROR = 7, U_ILLEGAL_ARGUMENT_ERROR = 1.
    @Test func errorsCarryICUNames() {
        #expect(throws: TextAnalysisError.icu(operation: "line breaks", code: 7, name: "U_MEMORY_ALLOCATION_ERROR")) {
            try TextAnalysisError.check(7, "line breaks")
        }
        let error = TextAnalysisError.icu(operation: "bidi levels", code: 1, name: "U_ILLEGAL_ARGUMENT_ERROR")
        #expect(error.description == "ICU failed in bidi levels: U_ILLEGAL_ARGUMENT_ERROR (1)")
        #expect(error.icuCode == 1)
        // Success (0) and warnings (negative, e.g. U_USING_DEFAULT_WARNING = -127) are not failures.
        #expect(throws: Never.self) { try TextAnalysisError.check(0, "x") }
        #expect(throws: Never.self) { try TextAnalysisError.check(-127, "x") }
    }
}
