/// A paragraph's attribute runs: UTF-16 ranges of the paragraph and their attributes.
typealias AttributeRuns = [(range: Range<Int>, attributes: TextAttributes)]

/// The analysis half of preparing a paragraph, before shaping: its scalars, tabs, grapheme
/// clusters, line-break opportunities, bidi levels and script runs.
extension PreparedParagraph {
    /// The scalars of a paragraph's UTF-16 text (valid UTF-16, as a String's is), the
    /// UTF-16 offsets of its tabs, and (when the text has surrogate pairs, so that the two
    /// differ) the number of scalars before each UTF-16 offset, count + 1 entries.
    static func scanScalars(_ utf16: [UInt16]) -> (scalars: [Unicode.Scalar], offsets: [Int32]?, tabs: [Int]) {
        let n = utf16.count
        var tabs: [Int] = []
        var hasSurrogates = false
        for i in 0..<n {
            let u = utf16[i]
            if u == 0x09 { tabs.append(i) }
            if u & 0xF800 == 0xD800 { hasSurrogates = true }
        }
        // Without surrogate pairs every unit is a scalar, and the offsets are the identity
        // and are not built.
        guard hasSurrogates else {
            return (utf16.map { Unicode.Scalar($0) ?? "\u{FFFD}" }, nil, tabs)
        }
        var offsets = [Int32](repeating: 0, count: n + 1)
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(n)
        var count: Int32 = 0
        var i = 0
        while i < n {
            let u = utf16[i]
            offsets[i] = count
            if UTF16.isLeadSurrogate(u), i + 1 < n, UTF16.isTrailSurrogate(utf16[i + 1]) {
                offsets[i + 1] = count
                scalars.append(Unicode.Scalar(0x10000 + (UInt32(u - 0xD800) << 10) + UInt32(utf16[i + 1] - 0xDC00)) ?? "\u{FFFD}")
                i += 2
            } else {
                scalars.append(Unicode.Scalar(u) ?? "\u{FFFD}")
                i += 1
            }
            count += 1
        }
        offsets[n] = count
        return (scalars, offsets, tabs)
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
                levelInfo = try BidiResolver.levels(inParagraph: utf16, baseDirection: style.baseWritingDirection)
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

    /// The indices of the mandatory breaks among `breaks`, ascending.
    static func mandatoryIndices(_ breaks: ArraySlice<PackedBreak>) -> [Int32] {
        var indices: [Int32] = []
        for (k, b) in breaks.enumerated() where b.isMandatory { indices.append(Int32(k)) }
        return indices
    }

    /// False only when no UTF-16 unit can be strongly right-to-left or a bidi control:
    /// nothing in the Hebrew…Arabic Extended blocks (U+0590–U+08FF), the Hebrew/Arabic
    /// presentation forms (U+FB1D–U+FDFF, U+FE70–U+FEFF), RLM/ALM, the embedding, override
    /// and isolate controls, or any surrogate (RTL scripts in the supplementary planes).
    static func mayContainRightToLeft(_ utf16: [UInt16]) -> Bool {
        for u in utf16 where u >= 0x0590 {
            switch u {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xD800...0xDFFF: return true
            case 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
            default: continue
            }
        }
        return false
    }

    /// Grapheme-cluster boundaries (excluding 0). Text below U+0300 has no extending,
    /// prepended or joining characters in UAX #29's sense, so every code unit is a cluster
    /// except CR LF; such text skips ICU.
    static func graphemeBoundaries(_ utf16: [UInt16]) throws(TextAnalysisError) -> [Int] {
        if utf16.allSatisfy({ $0 < 0x0300 }) {
            var result: [Int] = []
            result.reserveCapacity(utf16.count)
            for i in 1...utf16.count where !(i < utf16.count && utf16[i - 1] == 0x0D && utf16[i] == 0x0A) {
                result.append(i)
            }
            return result
        }
        return try TextSegmentation.graphemeBoundaries(in: utf16)
    }
}
