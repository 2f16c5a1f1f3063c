/// One laid-out line: a value read from a `TextLayout` (its fields are set by the engine only).
public struct TextLine: Sendable, Hashable {
    /// The paragraph the line belongs to (0-based).
    public internal(set) var paragraphIndex: Int
    /// The line's text in the whole string, in UTF-16 offsets, including the hanging
    /// whitespace (and the paragraph separator) that ends it.
    public internal(set) var utf16Range: Range<Int>
    /// The same range in Unicode-scalar offsets of the whole string.
    public internal(set) var scalarRange: Range<Int>
    /// The same range in Unicode-scalar offsets of the paragraph.
    public internal(set) var paragraphScalarRange: Range<Int>
    /// The line's range in UTF-16 offsets of its paragraph, without the terminator.
    public internal(set) var paragraphUTF16Range: Range<Int>
    /// The line box's top-left corner; x includes indents and alignment.
    public internal(set) var origin: Point
    /// Typographic width, without hanging whitespace; includes an ellipsis when truncated.
    public internal(set) var width: Double
    /// Ascent and descent of the line's fonts (positive numbers).
    public internal(set) var ascent: Double
    /// The descent below the baseline (positive).
    public internal(set) var descent: Double
    /// The line box's height after the paragraph style's line-height rules.
    public internal(set) var height: Double
    /// The baseline's y, from the layout's top.
    public internal(set) var baseline: Double
    /// For a line tightened instead of truncated (`ParagraphStyle.allowsDefaultTighteningForTruncation`),
    /// the points taken off after each of its grapheme clusters; 0 for every other line.
    public internal(set) var tightening = 0.0
    /// For a truncated line, the ranges of the paragraph (UTF-16) that are drawn, in
    /// logical order; nil when the whole line is drawn.
    public internal(set) var truncatedVisibleRanges: [Range<Int>]?
    /// Where the ellipsis goes among the visible ranges (an index into them), if any.
    public internal(set) var ellipsisPosition: Int?
    // The two flags come after the optional, in the spare bytes of its slot: a line is then
    // 160 bytes instead of 168 (an `Array(layout.lines)` of six stays under malloc's
    // per-thread cache limit, 1,032 bytes).
    /// True when the line ends with an inserted ellipsis (or hides text by truncation).
    public internal(set) var isTruncated: Bool
    /// True when a hyphen is drawn at the line's end: the line breaks after a soft hyphen
    /// (U+00AD) or at a hyphenation point. `width` includes the hyphen.
    public internal(set) var isHyphenated = false

    /// The line box: origin, width and height.
    public var frame: Rect { Rect(x: origin.x, y: origin.y, width: width, height: height) }

    /// The ranges of the paragraph (UTF-16) that are drawn, in logical order: the whole
    /// line (without its paragraph terminator) unless truncation hid part of it.
    public var visibleUTF16Ranges: [Range<Int>] {
        truncatedVisibleRanges ?? [paragraphUTF16Range]
    }

}

/// The result of laying out text at a width: a `Sendable` value.
public struct TextLayout: Sendable {
    /// Width = the widest line (with its indent), height = the lines with their spacing.
    public var size: Size
    /// The lines, top to bottom, across all paragraphs, built when they are read (see `Lines`).
    public internal(set) var lines: Lines
    /// True when numberOfLines cut the text off, or a line was truncated.
    public var isTruncated: Bool
    /// The width the text was wrapped at (nil: no limit, which width 0, ∞ and
    /// `.greatestFiniteMagnitude` also mean).
    public var proposedWidth: Double?
    /// Glyphs that no font had (.notdef).
    public var missingGlyphs: Int { prepared.missingGlyphs }
    /// The prepared text this layout came from (shared, immutable).
    public var prepared: PreparedText { lines.prepared }
    /// The factor the prepared text was drawn at (`PreparedText.layout(width:numberOfLines:scale:)`):
    /// 1 for an ordinary layout; below 1 for text shrunk to fit, whose glyph runs use fonts
    /// at `pointSize × fontScale`.
    public var fontScale: Double { lines.scale }

    /// The number of lines.
    public var lineCount: Int { lines.count }

    /// For a scaled layout, the lines as laid out before scaling (glyph runs are built from
    /// them and then scaled, so no coordinate is divided back); nil for an unscaled one.
    var unscaledLines: Lines? {
        guard lines.scale != 1 else { return nil }
        var unscaled = lines
        unscaled.scale = 1
        return unscaled
    }

    /// A layout of `prepared` whose lines are `lines`, wrapped and positioned; the last is
    /// truncated when `truncation` says how.
    init(size: Size, lines: [LaidOutLine], truncation: Truncation?, isTruncated: Bool, proposedWidth: Double?,
         prepared: PreparedText) {
        self.size = size
        self.lines = Lines(prepared: prepared, laidOut: lines, truncation: truncation)
        self.isTruncated = isTruncated
        self.proposedWidth = proposedWidth
    }
}

extension TextLayout {
    /// A layout's lines: a random-access collection of `TextLine`, top to bottom, each built
    /// when it is read from the wrapped and positioned line the layout keeps (its ranges in
    /// UTF-16 units and scalars, its box, its truncation). A layout asked only for its size or
    /// line count builds none. Reading the same line twice builds equal values.
    public struct Lines: RandomAccessCollection, Sendable {
        /// The prepared text the lines are ranges of.
        let prepared: PreparedText
        /// The wrapped lines, with the placement the positioner gave them (unscaled).
        let laidOut: [LaidOutLine]
        /// When the last line is truncated, the paragraph ranges it shows (nil otherwise, so
        /// that a layout without truncation releases no array for it) and where the ellipsis
        /// goes among them.
        let truncatedVisible: [Range<Int>]?
        let ellipsisPosition: Int
        /// True when the last line is truncated.
        var truncatesLastLine: Bool { truncatedVisible != nil }
        /// The factor every length is multiplied by when a line is read (a shrunk layout's
        /// `fontScale`; 1 otherwise).
        var scale = 1.0

        init(prepared: PreparedText, laidOut: [LaidOutLine], truncation: Truncation?) {
            self.prepared = prepared
            self.laidOut = laidOut
            truncatedVisible = truncation?.visible
            ellipsisPosition = truncation?.ellipsisPosition ?? 0
        }

        /// 0.
        public var startIndex: Int { 0 }
        /// The number of lines.
        public var endIndex: Int { laidOut.count }

        /// Line `k` (0-based, top to bottom): its ranges in the paragraph and the whole string
        /// (a line that ends its paragraph takes the terminator; a truncated one runs to the
        /// paragraph's end), its box, and what truncation shows of it.
        public subscript(k: Int) -> TextLine {
            let line = laidOut[k]
            let slice = line.slice
            let p = prepared.paragraphs[line.paragraph]
            let isTruncated = truncatesLastLine && k == laidOut.count - 1
            let end = isTruncated ? p.utf16.count : slice.end
            let terminator = end == p.utf16.count ? Int(p.terminatorLength) : 0
            let scalarLower = p.scalarOffset(utf16: slice.start)
            let scalarUpper = p.scalarOffset(utf16: end)
            // The box as the positioner computed it from the same metrics and top.
            let metrics = p.verticalMetrics(ofLine: slice)
            let origin = line.placement.origin
            let box = LineBox(metrics: metrics, top: origin.y, style: p.style)
            return TextLine(
                paragraphIndex: line.paragraph,
                utf16Range: (p.utf16Start + slice.start)..<(p.utf16Start + end + terminator),
                scalarRange: (p.scalarStart + scalarLower)..<(p.scalarStart + scalarUpper + terminator),
                paragraphScalarRange: scalarLower..<scalarUpper,
                paragraphUTF16Range: slice.start..<end,
                origin: Point(x: origin.x * scale, y: origin.y * scale),
                width: line.placement.width * scale, ascent: metrics.ascent * scale, descent: metrics.descent * scale,
                height: box.height * scale, baseline: box.baseline * scale,
                tightening: line.tightening,
                truncatedVisibleRanges: isTruncated ? truncatedVisible : nil,
                ellipsisPosition: isTruncated ? ellipsisPosition : nil,
                isTruncated: isTruncated,
                isHyphenated: slice.hyphenated && !isTruncated)
        }
    }
}

extension TextLayout {
    /// A line's range as String indices of the laid-out string.
    public func stringRange(ofLine index: Int) -> Range<String.Index> {
        let s = prepared.string
        let r = lines[index].utf16Range
        return String.Index(utf16Offset: r.lowerBound, in: s)..<String.Index(utf16Offset: r.upperBound, in: s)
    }

    /// A line's text, including the whitespace and terminator that end it.
    public func text(ofLine index: Int) -> Substring {
        prepared.string[stringRange(ofLine: index)]
    }
}

extension TextLayout {
    /// This layout with every length multiplied by `factor` (see
    /// `PreparedText.layout(width:numberOfLines:scale:)`): the size now, the lines' lengths
    /// when they are read.
    func scaled(by factor: Double, proposedWidth: Double?) -> TextLayout {
        var result = self
        result.lines.scale = lines.scale * factor
        result.size = Size(width: size.width * factor, height: size.height * factor)
        result.proposedWidth = proposedWidth.flatMap { $0 >= .greatestFiniteMagnitude ? nil : $0 }
        return result
    }
}
