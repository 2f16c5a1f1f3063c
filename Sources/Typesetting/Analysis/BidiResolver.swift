internal import CICUShims

/// The Unicode Bidirectional Algorithm (UAX #9), through ICU's ubidi.
///
/// Levels are per UTF-16 code unit (both halves of a surrogate pair get the same level).
/// Even levels are left-to-right, odd levels right-to-left. All functions are pure and
/// safe to call from any thread.
package enum BidiResolver {
    /// Resolves the embedding levels of one paragraph (rules P2–I2, and L1 at the end of
    /// the paragraph, as if it were one line).
    ///
    /// If the text contains paragraph separators (U+2029, LF, CR…), ICU resolves each
    /// paragraph on its own and `paragraphLevel` is the first paragraph's level; split
    /// paragraphs before calling to get each one's level.
    ///
    /// - Returns: one level per UTF-16 code unit, and the paragraph level (0 or 1), which
    ///   for `.natural` comes from the first strong character (0 if there is none).
    package static func levels(
        in utf16: [UInt16], baseDirection: WritingDirection = .natural
    ) throws(TextAnalysisError) -> (levels: [UInt8], paragraphLevel: UInt8) {
        guard !utf16.isEmpty else {
            return ([], baseDirection == .rightToLeft ? 1 : 0)
        }
        try TextAnalysisError.checkLength(utf16.count)
        var levels = [UInt8](repeating: 0, count: utf16.count)
        var paragraphLevel: UInt8 = 0
        let status = utf16.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer { levelBuffer in
                tm_icu_bidi_levels(
                    text.baseAddress, Int32(text.count), baseDirection.icuParagraphLevel,
                    levelBuffer.baseAddress, &paragraphLevel)
            }
        }
        try TextAnalysisError.check(status, "bidi levels")
        return (levels, paragraphLevel)
    }

    /// `levels(in:baseDirection:)` for one paragraph as `PreparedText` splits them (at LF,
    /// CR, NEL and U+2029): the whole text is one bidi paragraph with one paragraph level.
    /// The other characters of bidi class B (U+001C, U+001D, U+001E), which UAX #9 rule P1
    /// (and ICU) would take as paragraph ends, are resolved as segment separators (class S,
    /// as U+001F): neutral, and reset to the paragraph level by rule L1. Taken as paragraph
    /// ends, the text after one would get its own paragraph level (from its own first strong
    /// character) and levels below the level the paragraph is aligned and ordered by: an
    /// LTR run at level 0 in a right-to-left paragraph was drawn at the line's left, past
    /// the right edge of its box.
    package static func levels(
        inParagraph utf16: [UInt16], baseDirection: WritingDirection = .natural
    ) throws(TextAnalysisError) -> (levels: [UInt8], paragraphLevel: UInt8) {
        guard utf16.contains(where: { $0 >= 0x1C && $0 <= 0x1E }) else {
            return try levels(in: utf16, baseDirection: baseDirection)
        }
        return try levels(in: utf16.map { $0 >= 0x1C && $0 <= 0x1E ? 0x1F : $0 }, baseDirection: baseDirection)
    }

    /// The levels of one line, `range` of the paragraph, with UAX #9 rule L1 applied for the
    /// line: segment separators (TAB…), paragraph separators, and any whitespace, isolate
    /// formatting characters and characters removed by rule X9 (BN, embeddings, overrides,
    /// PDF) that precede them or end the line are reset to `paragraphLevel`, so trailing
    /// spaces sit at the paragraph's visual end of the line. (ICU's ubidi_setLine does the
    /// same; the tests check this against it.)
    ///
    /// - Parameters:
    ///   - levels: the paragraph's levels from `levels(in:baseDirection:)`.
    ///   - utf16: the paragraph's text.
    ///   - range: the line, in UTF-16 offsets.
    /// - Returns: `range.count` levels; index 0 is the line's first code unit.
    package static func lineLevels(
        levels: [UInt8], utf16: [UInt16], range: Range<Int>, paragraphLevel: UInt8
    ) -> [UInt8] {
        precondition(levels.count == utf16.count, "one level per UTF-16 code unit")
        precondition(range.lowerBound >= 0 && range.upperBound <= utf16.count, "line range out of bounds")
        var line = Array(levels[range])
        var resetting = true  // the end of the line counts like a separator
        var end = range.upperBound
        while end > range.lowerBound {
            var (value, start) = TextSegmentation.scalarValue(endingAt: end, utf16)
            if start < range.lowerBound {  // a surrogate pair cut by the line's start
                value = UInt32(utf16[end - 1])
                start = end - 1
            }
            switch Int(tm_icu_bidi_class(value)) {
            case TM_BIDI_S, TM_BIDI_B:
                resetting = true
            case TM_BIDI_WS, TM_BIDI_FSI, TM_BIDI_LRI, TM_BIDI_RLI, TM_BIDI_PDI,
                 TM_BIDI_BN, TM_BIDI_LRE, TM_BIDI_RLE, TM_BIDI_LRO, TM_BIDI_RLO, TM_BIDI_PDF:
                break
            default:
                resetting = false
            }
            if resetting {
                for index in start..<end { line[index - range.lowerBound] = paragraphLevel }
            }
            end = start
        }
        return line
    }

    /// Visual order (rule L2): `result[visualIndex]` is the logical index of the item shown
    /// at `visualIndex`, counting from the left. The items can be characters or runs; pass
    /// one level per item (for a line, levels after L1, e.g. from `lineLevels`).
    ///
    /// - Precondition: every level is at most 126 (UAX #9's max_depth + 1).
    package static func visualOrder(levels: [UInt8]) -> [Int] {
        guard !levels.isEmpty else { return [] }
        precondition(levels.allSatisfy { $0 <= 126 }, "bidi levels are at most 126")
        var map = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { levelBuffer in
            map.withUnsafeMutableBufferPointer { mapBuffer in
                _ = tm_icu_reorder_visual(levelBuffer.baseAddress, Int32(levelBuffer.count), mapBuffer.baseAddress)
            }
        }
        return map.map(Int.init)
    }

    /// Maximal runs of equal level, in logical order.
    package static func runs(levels: [UInt8]) -> [BidiRun] {
        var runs = [BidiRun]()
        var start = 0
        for index in levels.indices where index > 0 && levels[index] != levels[index - 1] {
            runs.append(BidiRun(range: start..<index, level: levels[start]))
            start = index
        }
        if !levels.isEmpty {
            runs.append(BidiRun(range: start..<levels.count, level: levels[start]))
        }
        return runs
    }

    /// A line's level runs in visual order, left to right.
    ///
    /// - Parameter lineLevels: the line's levels after L1 (from `lineLevels`).
    package static func visualRuns(lineLevels: [UInt8]) -> [BidiRun] {
        let logical = runs(levels: lineLevels)
        return visualOrder(levels: logical.map(\.level)).map { logical[$0] }
    }
}
