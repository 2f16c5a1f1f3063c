/// One paragraph, itemized, shaped and analysed once; wrapping it at any width is then
/// arithmetic over these arrays and never shapes again.
///
/// All offsets are UTF-16 offsets into the paragraph's text.
public final class PreparedParagraph: Sendable {
    /// The paragraph's text, without its terminating separator.
    public let text: String
    let utf16: [UInt16]
    /// The paragraph's start in the whole text, in UTF-16 and scalar offsets.
    let utf16Start: Int
    let scalarStart: Int
    /// scalarOffsets[i] = number of scalars before UTF-16 offset i (count + 1 entries).
    let scalarOffsets: [Int32]
    let runs: [ShapedRun]
    /// advancePrefix[i] = the advance of the text before offset i, in points, with tracking
    /// and tabs measured as zero (tabs are resolved per line).
    let advancePrefix: [Double]
    /// Line-break opportunities (excluding 0, including the end).
    let breaks: [BreakOpportunity]
    /// Grapheme-cluster boundaries (excluding 0, including the end).
    let graphemes: [Int]
    /// UTF-16 offsets of tab characters.
    let tabs: [Int]
    /// The font of the paragraph's first character (or of its terminator when it is empty):
    /// it gives an empty paragraph its height.
    let baseFont: Font
    let paragraphLevel: UInt8
    /// Bidi levels per UTF-16 unit, or nil when the paragraph is all left-to-right.
    let levels: [UInt8]?
    /// Glyphs that were .notdef (no font covered them).
    public let missingGlyphs: Int
    let style: ParagraphStyle

    init(text: String, utf16Start: Int, scalarStart: Int,
         attributeRuns: [(range: Range<Int>, attributes: TextAttributes)], baseAttributes: TextAttributes,
         style: ParagraphStyle, itemizer: Itemizer) throws(LayoutError) {
        self.text = text
        self.style = style
        self.utf16Start = utf16Start
        self.scalarStart = scalarStart
        let utf16 = Array(text.utf16)
        self.utf16 = utf16
        let n = utf16.count
        var scalarOffsets = [Int32](repeating: 0, count: n + 1)
        var scalarCount: Int32 = 0
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(n)
        var tabs: [Int] = []
        do {
            var i = 0
            for scalar in text.unicodeScalars {
                let width = scalar.utf16.count
                for k in 0..<width { scalarOffsets[i + k] = scalarCount }
                if scalar == "\t" { tabs.append(i) }
                scalars.append(scalar)
                scalarCount += 1
                i += width
            }
            scalarOffsets[n] = scalarCount
        }
        self.scalarOffsets = scalarOffsets
        self.tabs = tabs
        self.baseFont = attributeRuns.first?.attributes.font ?? baseAttributes.font

        guard n > 0 else {
            runs = []
            advancePrefix = [0]
            breaks = []
            graphemes = []
            levels = nil
            paragraphLevel = style.baseWritingDirection == .rightToLeft ? 1 : 0
            missingGlyphs = 0
            return
        }

        let language = attributeRuns.first?.attributes.language
        let strictness: LineBreakStrictness = style.lineBreakStrategy.contains(.hangulWordPriority) ? .keepAll : .normal
        let levelInfo: (levels: [UInt8], paragraphLevel: UInt8)
        do {
            graphemes = try TextSegmentation.graphemeBoundaries(in: utf16)
            // UAX #14 allows a few breaks inside a grapheme cluster (a space and its combining
            // mark, U+0E33 after a Hangul jamo); a line never splits a cluster.
            breaks = try TextSegmentation.lineBreaks(in: utf16, locale: language, strictness: strictness)
                .filter { [graphemes] b in b.isMandatory || graphemes[upperBoundIndex(graphemes, b.offset - 1)] == b.offset }
            levelInfo = try BidiResolver.levels(in: utf16, baseDirection: style.baseWritingDirection)
        } catch {
            throw LayoutError.analysis(error.description)
        }
        paragraphLevel = levelInfo.paragraphLevel
        levels = levelInfo.levels.allSatisfy({ $0 == 0 }) ? nil : levelInfo.levels

        // Script runs come in scalar offsets; convert them to UTF-16 offsets.
        var scriptRuns = ScriptAnalysis.itemize(scalars)
        if scriptRuns.count > 1 || (scriptRuns.first.map { $0.range.count } ?? 0) != n {
            var scalarToUTF16 = [Int](repeating: n, count: scalars.count + 1)
            var u = 0
            for (k, s) in scalars.enumerated() { scalarToUTF16[k] = u; u += s.utf16.count }
            scriptRuns = scriptRuns.map { ScriptRun(range: scalarToUTF16[$0.range.lowerBound]..<scalarToUTF16[$0.range.upperBound], script: $0.script) }
        }
        let items = itemizer.itemize(utf16: utf16, graphemes: graphemes, levels: levels, scripts: scriptRuns, attributeRuns: attributeRuns)

        var shaped: [ShapedRun] = []
        shaped.reserveCapacity(items.count)
        var perUnit = [Double](repeating: 0, count: n)
        var missing = 0
        let buffer = ShapingBuffer()
        utf16.withUnsafeBufferPointer { textBuffer in
            for item in items {
                let attributes = attributeRuns[item.attributeIndex].attributes
                let glyphs = Shaper.shape(
                    text: textBuffer, range: item.range, instance: item.font.instance,
                    rightToLeft: item.level & 1 == 1, script: item.script,
                    language: attributes.language, features: Shaper.features(attributes.features), buffer: buffer)
                let scale = item.font.scale
                for g in 0..<glyphs.glyphs.count {
                    let cluster = Int(glyphs.clusters[g])
                    if glyphs.glyphs[g] == 0 && utf16[cluster] != 0x09 { missing += 1 }
                    if utf16[cluster] == 0x09 { continue }  // tabs are resolved per line
                    perUnit[cluster] += Double(glyphs.advances[g]) * scale
                }
                shaped.append(ShapedRun(range: item.range, font: item.font, attributes: attributes,
                                        level: item.level, script: item.script, glyphs: glyphs))
            }
        }
        // Tracking: after each grapheme cluster (NSAttributedString's kern).
        if attributeRuns.contains(where: { $0.attributes.tracking != 0 }) {
            var run = 0
            var start = 0
            for end in graphemes {
                while run + 1 < attributeRuns.count && attributeRuns[run].range.upperBound <= start { run += 1 }
                perUnit[end - 1] += attributeRuns[run].attributes.tracking
                start = end
            }
        }
        var prefix = [Double](repeating: 0, count: n + 1)
        var sum = 0.0
        for i in 0..<n {
            sum += perUnit[i]
            prefix[i + 1] = sum
        }
        runs = shaped
        advancePrefix = prefix
        missingGlyphs = missing
    }

    public var utf16Count: Int { utf16.count }

    /// True for characters that hang at the end of a line (they end it but count toward
    /// neither its width nor the fit): spaces, tabs, ideographic space and line separators;
    /// never no-break spaces.
    func isHangingWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0A, 0x0D, 0x3000, 0x1680, 0x2028, 0x2029, 0x0B, 0x0C, 0x85: return true
        case 0x2000...0x2006, 0x2008...0x200A, 0x205F: return true
        default: return false
        }
    }

    /// `end` moved back over hanging whitespace, not before `start`.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start && isHangingWhitespace(utf16[e - 1]) { e -= 1 }
        return e
    }

    /// The advance of [start, end) on a line whose leading edge is `indent` from the
    /// container's: tabs advance to the next multiple of the default tab interval.
    func width(_ start: Int, _ end: Int, indent: Double = 0) -> Double {
        guard start < end else { return 0 }
        if tabs.isEmpty || tabs.last! < start || tabs.first! >= end {
            return advancePrefix[end] - advancePrefix[start]
        }
        var cursor = tabCursor(from: start, indent: indent)
        return width(to: end, cursor: &cursor)
    }

    /// The tab-stop arithmetic done so far while measuring from one line start, so that the
    /// wrapper can measure [start, end) for a growing `end` without resolving every tab from
    /// `start` again (that is quadratic on a long line full of tabs).
    struct TabCursor {
        let start: Int
        let indent: Double
        /// The tabs before `position` are resolved, and `x` is the width of [start, position).
        var position: Int
        var x = 0.0
        /// The index in `tabs` of the first tab not yet resolved.
        var nextTab: Int
    }

    func tabCursor(from start: Int, indent: Double) -> TabCursor {
        TabCursor(start: start, indent: indent, position: start, nextTab: upperBoundIndex(tabs, start - 1))
    }

    /// `width(cursor.start, end, indent: cursor.indent)`, resuming from `cursor` and moving it
    /// past the tabs before `end`. The same arithmetic, in the same order, as a fresh measure.
    func width(to end: Int, cursor: inout TabCursor) -> Double {
        guard cursor.start < end else { return 0 }
        if end < cursor.position { cursor = tabCursor(from: cursor.start, indent: cursor.indent) }
        let interval = style.defaultTabInterval > 0 ? style.defaultTabInterval : 28
        while cursor.nextTab < tabs.count && tabs[cursor.nextTab] < end {
            let tab = tabs[cursor.nextTab]
            cursor.x += advancePrefix[tab] - advancePrefix[cursor.position]
            let absolute = cursor.indent + cursor.x
            cursor.x = ((absolute / interval).rounded(.down) + 1) * interval - cursor.indent
            cursor.position = tab + 1
            cursor.nextTab += 1
        }
        return cursor.x + advancePrefix[end] - advancePrefix[cursor.position]
    }

    /// Ascent, descent and leading (points) of the fonts used on [start, end), including
    /// baseline offsets; the base font's for an empty range.
    func verticalMetrics(_ start: Int, _ end: Int) -> (ascent: Double, descent: Double, lineHeight: Double) {
        guard start < end, !runs.isEmpty else {
            let m = baseFont.metrics
            return (m.ascender, -m.descender, m.lineHeight)
        }
        var ascent = 0.0, descent = 0.0, natural = 0.0
        var index = firstRun(containing: start)
        while index < runs.count && runs[index].range.lowerBound < end {
            let m = runs[index].metrics
            let shift = runs[index].attributes.baselineOffset
            ascent = max(ascent, m.ascender + shift)
            descent = max(descent, -m.descender - shift)
            natural = max(natural, m.lineHeight)
            index += 1
        }
        return (ascent, descent, max(natural, ascent + descent))
    }

    /// The index of the run containing UTF-16 offset `offset` (binary search).
    func firstRun(containing offset: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// True when a mandatory break opportunity sits at `offset` (binary search: `breaks` is
    /// sorted by offset, and layout asks once per line).
    func isMandatoryBreak(at offset: Int) -> Bool {
        var low = 0, high = breaks.count
        while low < high {
            let mid = (low + high) / 2
            if breaks[mid].offset < offset { low = mid + 1 } else { high = mid }
        }
        return low < breaks.count && breaks[low].offset == offset && breaks[low].isMandatory
    }

    /// Widest unbreakable piece (min-content) and the unwrapped width (max-content).
    var minContentWidth: Double {
        var widest = 0.0
        var start = 0
        for b in breaks {
            widest = max(widest, width(start, trimmedEnd(start, b.offset)))
            start = b.offset
        }
        return widest
    }

    var maxContentWidth: Double {
        var widest = 0.0
        var start = 0
        for b in breaks where b.isMandatory {
            widest = max(widest, width(start, trimmedEnd(start, b.offset)))
            start = b.offset
        }
        return max(widest, width(start, trimmedEnd(start, utf16.count)))
    }
}

extension PreparedParagraph {
    /// The Unicode-scalar offset (in this paragraph) of a UTF-16 offset.
    public func scalarOffset(utf16 offset: Int) -> Int {
        Int(scalarOffsets[max(0, min(offset, scalarOffsets.count - 1))])
    }
}
