/// A paragraph's attribute runs: UTF-16 ranges of the paragraph and their attributes.
typealias AttributeRuns = [(range: Range<Int>, attributes: TextAttributes)]

/// The analysis half of preparing a paragraph, before shaping: its scalars, tabs, grapheme
/// clusters, line-break opportunities, bidi levels and script runs.
extension PreparedParagraph {
    /// The scalars of `text`, the UTF-16 offsets of its tabs, and (when the text has
    /// surrogate pairs, so that the two differ) the number of scalars before each UTF-16
    /// offset, count + 1 entries.
    static func scanScalars(_ text: String, utf16Count n: Int) -> (scalars: [Unicode.Scalar], offsets: [Int32]?, tabs: [Int]) {
        // Without surrogate pairs (every scalar one unit) the offsets are the identity and
        // are not built.
        let hasSurrogates = text.unicodeScalars.count != n
        var offsets = [Int32](repeating: 0, count: hasSurrogates ? n + 1 : 0)
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(n)
        var tabs: [Int] = []
        var count: Int32 = 0
        var i = 0
        for scalar in text.unicodeScalars {
            let width = scalar.utf16.count
            if hasSurrogates { for k in 0..<width { offsets[i + k] = count } }
            if scalar == "\t" { tabs.append(i) }
            scalars.append(scalar)
            count += 1
            i += width
        }
        if hasSurrogates { offsets[n] = count }
        return (scalars, hasSurrogates ? offsets : nil, tabs)
    }

    /// Grapheme boundaries (excluding 0), line-break opportunities (excluding 0, including
    /// the end) and bidi levels (nil when all are 0) of a non-empty paragraph.
    static func analyse(_ utf16: [UInt16], language: String?, style: ParagraphStyle) throws(LayoutError)
        -> (graphemes: [Int], breaks: [PackedBreak], levels: [UInt8]?, paragraphLevel: UInt8) {
        let strictness: LineBreakStrictness = style.lineBreakStrategy.contains(.hangulWordPriority) ? .keepAll : .normal
        do {
            let graphemes = try graphemeBoundaries(utf16)
            // UAX #14 allows a few breaks inside a grapheme cluster (a space and its combining
            // mark, U+0E33 after a Hangul jamo); a line never splits a cluster.
            var g = 0
            let breaks = try TextSegmentation.lineBreaks(in: utf16, locale: language, strictness: strictness)
                .filter { b in
                    if b.isMandatory { return true }
                    while g < graphemes.count && graphemes[g] < b.offset { g += 1 }
                    return g < graphemes.count && graphemes[g] == b.offset
                }
                .map(PackedBreak.init)
            let levelInfo: (levels: [UInt8], paragraphLevel: UInt8)
            if style.baseWritingDirection != .rightToLeft && !mayContainRightToLeft(utf16) {
                // UAX #9: with no R, AL or explicit embedding, every level is the paragraph
                // level, and a natural paragraph with no strong R/AL character is LTR.
                levelInfo = ([], 0)
            } else {
                levelInfo = try BidiResolver.levels(in: utf16, baseDirection: style.baseWritingDirection)
            }
            let levels = levelInfo.levels.allSatisfy({ $0 == 0 }) ? nil : levelInfo.levels
            return (graphemes, breaks, levels, levelInfo.paragraphLevel)
        } catch {
            throw .analysis(error)
        }
    }

    /// The script runs of the paragraph whose scalars are `scalars`, in UTF-16 offsets.
    static func scriptRuns(_ scalars: [Unicode.Scalar], utf16Count n: Int) -> [ScriptRun] {
        let runs = ScriptAnalysis.itemize(scalars)
        // Script runs come in scalar offsets; they are UTF-16 offsets already when one run
        // covers all n units.
        guard runs.count > 1 || (runs.first.map { $0.range.count } ?? 0) != n else { return runs }
        var scalarToUTF16 = [Int](repeating: n, count: scalars.count + 1)
        var u = 0
        for (k, s) in scalars.enumerated() { scalarToUTF16[k] = u; u += s.utf16.count }
        return runs.map { ScriptRun(range: scalarToUTF16[$0.range.lowerBound]..<scalarToUTF16[$0.range.upperBound], script: $0.script) }
    }

    /// Per break: how many hanging-whitespace units precede it (saturating at 255).
    static func trailingSpaceCounts(_ breaks: [PackedBreak], in utf16: [UInt16]) -> [UInt8] {
        breaks.map { b in
            var count = 0
            var i = b.offset
            while i > 0 && count < 255 && hangs(utf16[i - 1]) { count += 1; i -= 1 }
            return UInt8(count)
        }
    }

    /// The indices of the mandatory breaks among `breaks`, ascending.
    static func mandatoryIndices(_ breaks: [PackedBreak]) -> [Int32] {
        var indices: [Int32] = []
        for (k, b) in breaks.enumerated() where b.isMandatory { indices.append(Int32(k)) }
        return indices
    }
}
