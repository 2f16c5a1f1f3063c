internal import CICUShims

/// Boundary analysis of UTF-16 text through ICU: line-break opportunities (UAX #14),
/// grapheme clusters and words (UAX #29).
///
/// Every function takes UTF-16 code units and returns UTF-16 offsets in increasing order,
/// excluding 0 and including `utf16.count`; empty text gives `[]`. Unpaired surrogates are
/// analysed as the code points they are (ICU does not reject them).
///
/// The C shim keeps one ICU break iterator per kind and thread and re-targets it on each call
/// (opening one costs far more than using it), so the functions are safe to call from any
/// thread and cost no iterator construction after a thread's first call.
package enum TextSegmentation {
    /// Line-break opportunities (UAX #14 with ICU's tailorings and dictionaries for Thai,
    /// Lao, Khmer, Burmese, Chinese and Japanese).
    ///
    /// - Parameters:
    ///   - locale: an ICU locale or BCP 47 language tag ("ja", "zh-Hant"), without `@`
    ///     keywords; nil for the root rules. It selects tailorings: e.g. "ja" makes
    ///     `.normal` CSS-normal (break before small kana allowed).
    ///   - strictness: see `LineBreakStrictness`.
    /// - Returns: one opportunity per offset where a line may start; the last one is
    ///   `utf16.count` and is mandatory.
    package static func lineBreaks(
        in utf16: [UInt16], locale: String? = nil, strictness: LineBreakStrictness = .normal
    ) throws(TextAnalysisError) -> [BreakOpportunity] {
        guard !utf16.isEmpty else { return [] }
        let (offsets, hard) = try boundaries(
            kind: Int32(TM_BREAK_LINE), locale: locale, strictness: strictness.icuStrictness,
            utf16: utf16, wantsHard: true,
            // Roughly one opportunity per word; CJK text has one per character.
            initialCapacity: utf16.count / 4 + 16, operation: "line breaks")
        var result = [BreakOpportunity]()
        result.reserveCapacity(offsets.count)
        for index in offsets.indices {
            let offset = Int(offsets[index])
            result.append(BreakOpportunity(
                offset: offset, isMandatory: hard[index] != 0 || offset == utf16.count))
        }
        if strictness == .keepAll {
            result.removeAll { !$0.isMandatory && isInsideKeepAllWord($0.offset, utf16) }
        }
        return result
    }

    /// Extended grapheme cluster boundaries (UAX #29): the places where a caret may stand
    /// and where a line may be broken by force.
    package static func graphemeBoundaries(in utf16: [UInt16]) throws(TextAnalysisError) -> [Int] {
        guard !utf16.isEmpty else { return [] }
        let (offsets, _) = try boundaries(
            kind: Int32(TM_BREAK_CHARACTER), locale: nil, strictness: 0, utf16: utf16,
            wantsHard: false, initialCapacity: utf16.count, operation: "grapheme boundaries")
        return offsets.map(Int.init)
    }

    /// Word boundaries (UAX #29 with ICU's dictionaries): both edges of every word, and of
    /// every run of spaces or punctuation between words.
    package static func wordBoundaries(
        in utf16: [UInt16], locale: String? = nil
    ) throws(TextAnalysisError) -> [Int] {
        guard !utf16.isEmpty else { return [] }
        let (offsets, _) = try boundaries(
            kind: Int32(TM_BREAK_WORD), locale: locale, strictness: 0, utf16: utf16,
            wantsHard: false, initialCapacity: utf16.count / 2 + 16, operation: "word boundaries")
        return offsets.map(Int.init)
    }

    // MARK: - ICU

    /// Runs `tm_icu_boundaries`, growing the output buffers when ICU finds more
    /// boundaries than `initialCapacity` (the shim reports the full count, so one retry
    /// with that count always suffices).
    private static func boundaries(
        kind: Int32, locale: String?, strictness: Int32, utf16: [UInt16], wantsHard: Bool,
        initialCapacity: Int, operation: String
    ) throws(TextAnalysisError) -> (offsets: [Int32], hard: [UInt8]) {
        try TextAnalysisError.checkLength(utf16.count)
        var capacity = max(1, min(initialCapacity, utf16.count))
        while true {
            var offsets = [Int32](repeating: 0, count: capacity)
            var hard = [UInt8](repeating: 0, count: wantsHard ? capacity : 0)
            var found: Int32 = 0
            let status = utf16.withUnsafeBufferPointer { text in
                offsets.withUnsafeMutableBufferPointer { offsetBuffer in
                    hard.withUnsafeMutableBufferPointer { hardBuffer in
                        withOptionalCString(locale) { localeID in
                            tm_icu_boundaries(
                                kind, localeID, strictness, text.baseAddress, Int32(text.count),
                                offsetBuffer.baseAddress, wantsHard ? hardBuffer.baseAddress : nil,
                                Int32(capacity), &found)
                        }
                    }
                }
            }
            try TextAnalysisError.check(status, operation)
            let count = Int(found)
            if count <= capacity {
                offsets.removeSubrange(count...)
                if wantsHard { hard.removeSubrange(count...) }
                return (offsets, hard)
            }
            capacity = count
        }
    }

    private static func withOptionalCString<Result>(
        _ string: String?, _ body: (UnsafePointer<CChar>?) -> Result
    ) -> Result {
        guard let string else { return body(nil) }
        return string.withCString { body($0) }
    }

    // MARK: - Keep-all

    /// True when `offset` lies between two "letters" in the sense of CSS
    /// `word-break: keep-all`: letters, numbers, Hangul and ideographs (Line_Break AL, AI,
    /// NU, ID, H2, H3, JL, JV, JT, CJ). Combining marks and ZWJ belong to the character
    /// before them (UAX #14 LB9); marks at the very start of the text count as AL (LB10).
    /// A mark after a space also counts as AL in LB10; that rare case is not handled, so a
    /// break after it stays.
    static func isInsideKeepAllWord(_ offset: Int, _ utf16: [UInt16]) -> Bool {
        guard offset > 0, offset < utf16.count else { return false }
        guard isKeepAllLetter(tm_icu_line_break_class(scalarValue(startingAt: offset, utf16))) else {
            return false
        }
        var end = offset
        while end > 0 {
            let (value, start) = scalarValue(endingAt: end, utf16)
            let lineBreakClass = tm_icu_line_break_class(value)
            if lineBreakClass == Int32(TM_LB_COMBINING_MARK) || lineBreakClass == Int32(TM_LB_ZWJ) {
                end = start
                continue
            }
            return isKeepAllLetter(lineBreakClass)
        }
        return true
    }

    private static func isKeepAllLetter(_ lineBreakClass: Int32) -> Bool {
        switch Int(lineBreakClass) {
        case TM_LB_ALPHABETIC, TM_LB_AMBIGUOUS, TM_LB_NUMERIC, TM_LB_IDEOGRAPHIC,
             TM_LB_H2, TM_LB_H3, TM_LB_JL, TM_LB_JV, TM_LB_JT,
             TM_LB_CONDITIONAL_JAPANESE_STARTER:
            return true
        default:
            return false
        }
    }

    /// The code point starting at `index`; an unpaired surrogate is returned as itself.
    private static func scalarValue(startingAt index: Int, _ utf16: [UInt16]) -> UInt32 {
        let unit = utf16[index]
        if UTF16.isLeadSurrogate(unit), index + 1 < utf16.count, UTF16.isTrailSurrogate(utf16[index + 1]) {
            return 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(utf16[index + 1] - 0xDC00)
        }
        return UInt32(unit)
    }

    /// The code point ending just before `end`, and where it starts.
    static func scalarValue(endingAt end: Int, _ utf16: [UInt16]) -> (value: UInt32, start: Int) {
        let unit = utf16[end - 1]
        if UTF16.isTrailSurrogate(unit), end >= 2, UTF16.isLeadSurrogate(utf16[end - 2]) {
            return (0x10000 + (UInt32(utf16[end - 2] - 0xD800) << 10) + UInt32(unit - 0xDC00), end - 2)
        }
        return (UInt32(unit), end - 1)
    }
}

extension LineBreakStrictness {
    /// The `strictness` argument of `tm_icu_boundaries`.
    fileprivate var icuStrictness: Int32 {
        switch self {
        case .normal: return 0
        case .loose: return 1
        case .strict: return 2
        case .keepAll: return 3
        }
    }
}
