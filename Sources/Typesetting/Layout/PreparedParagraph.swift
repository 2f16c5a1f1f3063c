/// One paragraph, itemized, shaped and analysed once; wrapping it at any width is then
/// arithmetic over these arrays and never shapes again.
///
/// All offsets are UTF-16 offsets into the paragraph's text.
public final class PreparedParagraph: Sendable {
    /// The paragraph's text, without its terminating separator: made from `utf16` when
    /// asked for (the paragraph keeps its text once, as UTF-16).
    public var text: String { String(decoding: utf16, as: UTF16.self) }
    let utf16: [UInt16]
    /// The paragraph's start in the whole text, in UTF-16 and scalar offsets.
    let utf16Start: Int
    let scalarStart: Int
    /// scalarOffsets[i] = number of scalars before UTF-16 offset i (count + 1 entries);
    /// nil when the text has no surrogate pairs, so that scalar and UTF-16 offsets agree.
    var scalarOffsets: [Int32]? { extras.scalarOffsets }
    /// The paragraph's length in Unicode scalars.
    var scalarCount: Int { scalarOffsets.map { Int($0[$0.count - 1]) } ?? utf16.count }
    let runs: [ShapedRun]
    /// advancePrefix[i] = the advance of the text before offset i, in points, with tracking
    /// and tabs measured as zero (tabs are resolved per line).
    let advancePrefix: [Double]
    /// Line-break opportunities (excluding 0, including the end), each with the hanging
    /// whitespace before and after it.
    let breaks: [PackedBreak]
    /// Indices (into `breaks`) of the mandatory breaks before the last break, ascending:
    /// empty for most paragraphs, so it takes no allocation. The last break, the paragraph's
    /// end, is always mandatory (UAX #14 LB3); `mandatoryBreak(_:)` adds it.
    let mandatoryBreaksBeforeLast: [Int32]
    /// Per break: `advancePrefix` at its offset without the hanging whitespace before it, so
    /// that the wrapper's fit probe is one load (`trimmedWidths(of:utf16:advancePrefix:)`).
    let breakTrimmedWidth: [Double]
    /// The advance of a hanging space before a break, for the breaks whose `advancePrefix`
    /// entry is their trimmed width plus it (`PackedBreak.lineStartAdvance`).
    let breakSpaceAdvance: Double
    /// UTF-16 offsets of tab characters.
    let tabs: [Int]
    /// Grapheme-cluster boundaries (including 0 and the end): 12 bytes, so the one-byte
    /// fields after it fill its last word.
    let graphemes: BoundarySet
    let paragraphLevel: UInt8
    /// The length in UTF-16 units of the terminator after the paragraph (LF, CR, CR LF, NEL
    /// or U+2029): 0, 1 or 2; 0 for the last paragraph when the text does not end with one.
    let terminatorLength: UInt8
    /// True when no UTF-16 unit has a negative advance (no negative tracking or kerning
    /// below zero), so widths grow with the end offset and wrapping may binary-search.
    let advancesNeverDecrease: Bool
    /// Scalar offsets, bidi levels and missing glyphs, which most paragraphs do without.
    private let extras: ParagraphExtras
    /// Bidi levels per UTF-16 unit, or nil when the paragraph is all left-to-right.
    var levels: [UInt8]? { extras.levels }
    /// Glyphs that were .notdef (no font covered them).
    public var missingGlyphs: Int { extras.missingGlyphs }
    /// Soft hyphens, hyphenation points and hyphen widths (`ParagraphHyphens`).
    let hyphens: ParagraphHyphens
    /// The paragraph style, its tab stops and its line breaker, shared with the text and
    /// with every paragraph in the same style.
    let styleBox: ParagraphStyleBox

    /// The paragraph style the paragraph is laid out with.
    public var style: ParagraphStyle {
        // Lent, not copied: layout reads a field or two of it at a time.
        _read { yield styleBox.value }
    }
    /// Where tabs advance to.
    var tabStops: TabStops { styleBox.tabStops }
    /// The line breaker `style` asks for (its `lineBreakStrategy` in its `lineBreakMode`),
    /// resolved once.
    var lineBreaker: LineBreakerKind { styleBox.lineBreaker }
    /// The font of the paragraph's first character (or of its terminator when it is empty):
    /// it gives an empty paragraph its height.
    var baseFont: Font { (runs.first?.format ?? extras.emptyFormat!).font }
    /// The number of mandatory breaks (usually just the last).
    var mandatoryBreakCount: Int { breaks.isEmpty ? 0 : mandatoryBreaksBeforeLast.count + 1 }
    /// The index (into `breaks`) of mandatory break `k` (0..<mandatoryBreakCount), ascending.
    @inline(__always)
    func mandatoryBreak(_ k: Int) -> Int {
        k < mandatoryBreaksBeforeLast.count ? Int(mandatoryBreaksBeforeLast[k]) : breaks.count - 1
    }

    /// Prepares the paragraph whose UTF-16 units are `utf16`, followed by a terminator of
    /// `terminatorLength` units.
    init(utf16: [UInt16], terminatorLength: Int, utf16Start: Int, scalarStart: Int,
         attributeRuns: AttributeRuns, baseAttributes: TextAttributes,
         style styleBox: ParagraphStyleBox, itemizer: Itemizer, shapingCache: ShapingCache?) throws(LayoutError) {
        let style = styleBox.value
        self.styleBox = styleBox
        self.terminatorLength = UInt8(terminatorLength)
        self.utf16Start = utf16Start
        self.scalarStart = scalarStart
        self.utf16 = utf16
        let scan = Self.scanScalars(utf16)
        self.tabs = scan.tabs
        guard !utf16.isEmpty else {
            let font = attributeRuns.first?.attributes.font ?? baseAttributes.font
            runs = []
            mandatoryBreaksBeforeLast = []
            breakTrimmedWidth = []
            breakSpaceAdvance = 0
            advancesNeverDecrease = true
            advancePrefix = [0]
            breaks = []
            graphemes = BoundarySet(count: 0, boundaries: [0])
            extras = .make(scalarOffsets: scan.offsets, levels: nil, missingGlyphs: 0,
                           emptyFormat: RunFormat.shared(font: font, attributes: TextAttributes(font: font)))
            paragraphLevel = style.baseWritingDirection == .rightToLeft ? 1 : 0
            hyphens = .none
            return
        }

        let analysis = try Self.analyse(utf16, language: attributeRuns.first?.attributes.language, style: style)
        var packedBreaks = analysis.breaks.map { $0.withWhitespace(in: utf16) }
        graphemes = BoundarySet(count: utf16.count, boundaries: analysis.graphemes, including: 0)
        paragraphLevel = analysis.paragraphLevel
        mandatoryBreaksBeforeLast = Self.mandatoryIndices(analysis.breaks.dropLast())

        let items = itemizer.itemize(utf16: utf16, graphemes: analysis.graphemes, levels: analysis.levels,
                                     scripts: Self.scriptRuns(scan.scalars, utf16Count: utf16.count),
                                     attributeRuns: attributeRuns)
        // Taken apart so that the advances are the only reference to their array, which then
        // becomes the prefix in place.
        var (shapedRuns, prefix, missing) = Self.shape(items, utf16: utf16, attributeRuns: attributeRuns, cache: shapingCache)
        // The first run starts at 0 and has the first attribute run's attributes and font:
        // its font is the paragraph's `baseFont`.
        runs = shapedRuns
        extras = .make(scalarOffsets: scan.offsets, levels: analysis.levels, missingGlyphs: missing)
        hyphens = Self.hyphens(utf16: utf16, scalars: scan.scalars, attributeRuns: attributeRuns,
                               graphemes: graphemes, runs: shapedRuns, style: style)

        Self.addTracking(to: &prefix, graphemes: analysis.graphemes, attributeRuns: attributeRuns)
        // Still the advances: the one of the whitespace unit before the first break after one.
        let spaceAdvance = Self.breakSpaceAdvance(packedBreaks, advances: prefix)
        advancesNeverDecrease = Self.prefixSumsInPlace(&prefix)
        advancePrefix = prefix
        let trimmedWidths = Self.trimmedWidths(of: packedBreaks, utf16: utf16, advancePrefix: prefix)
        breakTrimmedWidth = trimmedWidths
        breakSpaceAdvance = spaceAdvance
        Self.recordLineStartAdvances(&packedBreaks, trimmedWidths: trimmedWidths, spaceAdvance: spaceAdvance,
                                     advancePrefix: prefix)
        breaks = packedBreaks
    }

    /// The languages this paragraph was hyphenated in (its style asks for hyphenation) and
    /// the pattern file found for each (nil: none installed, so nothing was hyphenated).
    public var hyphenationLanguages: [HyphenationLanguage] { hyphens.languages }

    /// The paragraph's length in UTF-16 units.
    public var utf16Count: Int { utf16.count }

    /// True for characters that hang at the end of a line (they end it but count toward
    /// neither its width nor the fit): spaces, tabs, ideographic space and line separators;
    /// never no-break spaces.
    @inline(__always)
    func isHangingWhitespace(_ unit: UInt16) -> Bool { PreparedParagraph.hangs(unit) }

    /// `isHangingWhitespace`: printable ASCII (the common case) is decided inline.
    @inline(__always)
    static func hangs(_ unit: UInt16) -> Bool {
        if unit > 0x20 && unit < 0x85 { return false }
        return hangsOutOfLine(unit)
    }

    private static func hangsOutOfLine(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0A, 0x0D, 0x3000, 0x1680, 0x2028, 0x2029, 0x0B, 0x0C, 0x85: return true
        case 0x2000...0x2006, 0x2008...0x200A, 0x205F: return true
        default: return false
        }
    }

    /// `end` moved back over hanging whitespace, not before `start`.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int { Self.trimmedEnd(in: utf16, start, end) }

    /// `end` moved back over the hanging whitespace of `utf16`, not before `start`: the one
    /// rule for a line's trimmed end, also for the break records and trimmed widths that are
    /// made before the paragraph is.
    @inline(__always)
    static func trimmedEnd(in utf16: [UInt16], _ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start && hangs(utf16[e - 1]) { e -= 1 }
        return e
    }

    /// The advance of [start, end) on a line whose leading edge is `indent` from the
    /// container's: tabs advance to the next of `tabStops` (see `TabCursor`).
    @inline(__always)
    func width(_ start: Int, _ end: Int, indent: Double = 0) -> Double {
        guard start < end else { return 0 }
        if tabs.isEmpty { return advancePrefix[end] - advancePrefix[start] }
        return widthWithTabs(start, end, indent: indent)
    }

    /// The number of grapheme clusters in [start, end) with a positive advance: the clusters a
    /// tightened line takes its share from.
    func visibleGraphemeCount(from start: Int, to end: Int) -> Int {
        var count = 0
        var lower = start
        while lower < end, let upper = graphemes.next(after: lower) {
            if advancePrefix[min(upper, utf16.count)] - advancePrefix[lower] > 0 { count += 1 }
            lower = upper
        }
        return count
    }

    /// The index of the last break opportunity at or before UTF-16 offset `offset`.
    func breakIndex(atOrBefore offset: Int) -> Int? {
        let past = upperBoundIndex(breaks, offset) { $0.offset }
        return past > 0 ? past - 1 : nil
    }

    /// The index of the run containing UTF-16 offset `offset` (binary search).
    func firstRun(containing offset: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return max(low, 0)
    }
}

extension PreparedParagraph {
    /// The Unicode-scalar offset (in this paragraph) of a UTF-16 offset.
    public func scalarOffset(utf16 offset: Int) -> Int {
        let o = max(0, min(offset, utf16.count))
        guard let scalarOffsets else { return o }
        return Int(scalarOffsets[o])
    }
}

extension PreparedParagraph {
    /// The memory this prepared paragraph holds, in bytes: its arrays' element storage
    /// (text, offsets, advances, breaks, glyph arrays), not counting shared fonts.
    package var estimatedByteCount: Int {
        var bytes = utf16.count * 2 + (scalarOffsets?.count ?? 0) * 4 + advancePrefix.count * 8
        bytes += breakTrimmedWidth.count * 8
        bytes += breaks.count * MemoryLayout<PackedBreak>.stride + graphemes.byteCount + tabs.count * 8
        bytes += (levels?.count ?? 0)
        for run in runs { bytes += run.glyphs.byteCount + MemoryLayout<ShapedRunHeader>.stride }
        return bytes
    }
}
