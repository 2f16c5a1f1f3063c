/// One laid-out line.
public struct TextLine: Sendable, Hashable {
    /// The paragraph the line belongs to (0-based).
    public var paragraphIndex: Int
    /// The line's text in the whole string, in UTF-16 offsets, including the hanging
    /// whitespace (and the paragraph separator) that ends it.
    public var utf16Range: Range<Int>
    /// The same range in Unicode-scalar offsets of the whole string.
    public var scalarRange: Range<Int>
    /// The same range in Unicode-scalar offsets of the paragraph.
    public var paragraphScalarRange: Range<Int>
    /// The line's range in UTF-16 offsets of its paragraph, without the terminator.
    public var paragraphUTF16Range: Range<Int>
    /// The line box's top-left corner; x includes indents and alignment.
    public var origin: Point
    /// Typographic width, without hanging whitespace; includes an ellipsis when truncated.
    public var width: Double
    /// Ascent and descent of the line's fonts (positive numbers).
    public var ascent: Double
    /// The descent below the baseline (positive).
    public var descent: Double
    /// The line box's height after the paragraph style's line-height rules.
    public var height: Double
    /// The baseline's y, from the layout's top.
    public var baseline: Double
    /// For a line tightened instead of truncated (`ParagraphStyle.allowsDefaultTighteningForTruncation`),
    /// the points taken off after each of its grapheme clusters; 0 for every other line.
    public var tightening = 0.0
    /// For a truncated line, the ranges of the paragraph (UTF-16) that are drawn, in
    /// logical order; nil when the whole line is drawn.
    public var truncatedVisibleRanges: [Range<Int>]?
    /// Where the ellipsis goes among the visible ranges (an index into them), if any.
    public var ellipsisPosition: Int?
    // The two flags come after the optional, in the spare bytes of its slot: a line is then
    // 160 bytes instead of 168, so a layout's array of six lines stays under malloc's
    // per-thread cache limit (1,032 bytes).
    /// True when the line ends with an inserted ellipsis (or hides text by truncation).
    public var isTruncated: Bool
    /// True when a hyphen is drawn at the line's end: the line breaks after a soft hyphen
    /// (U+00AD) or at a hyphenation point. `width` includes the hyphen.
    public var isHyphenated = false

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
    /// The lines, top to bottom, across all paragraphs.
    public var lines: [TextLine]
    /// True when numberOfLines cut the text off, or a line was truncated.
    public var isTruncated: Bool
    /// The width the text was wrapped at (nil: no limit, which width 0, ∞ and
    /// `.greatestFiniteMagnitude` also mean).
    public var proposedWidth: Double?
    /// Glyphs that no font had (.notdef).
    public var missingGlyphs: Int
    /// The prepared text this layout came from (shared, immutable).
    public let prepared: PreparedText
    /// The factor the prepared text was drawn at (`PreparedText.layout(width:numberOfLines:scale:)`):
    /// 1 for an ordinary layout; below 1 for text shrunk to fit, whose glyph runs use fonts
    /// at `pointSize × fontScale`.
    public internal(set) var fontScale: Double = 1
    /// For a scaled layout, the lines as laid out before scaling (glyph runs are built from
    /// them and then scaled, so no coordinate is divided back).
    var unscaledLines: [TextLine]? = nil

    /// The number of lines.
    public var lineCount: Int { lines.count }
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
    /// `PreparedText.layout(width:numberOfLines:scale:)`).
    func scaled(by factor: Double, proposedWidth: Double?) -> TextLayout {
        var result = self
        result.unscaledLines = lines
        result.fontScale = fontScale * factor
        result.size = Size(width: size.width * factor, height: size.height * factor)
        result.proposedWidth = proposedWidth.flatMap { $0 >= .greatestFiniteMagnitude ? nil : $0 }
        for k in result.lines.indices {
            let line = lines[k]
            result.lines[k].origin = Point(x: line.origin.x * factor, y: line.origin.y * factor)
            result.lines[k].width = line.width * factor
            result.lines[k].ascent = line.ascent * factor
            result.lines[k].descent = line.descent * factor
            result.lines[k].height = line.height * factor
            result.lines[k].baseline = line.baseline * factor
        }
        return result
    }
}
