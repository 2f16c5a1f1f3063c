/// One wrapped line of a paragraph, in UTF-16 offsets of the paragraph.
struct LineSlice: Sendable, Hashable {
    var start: Int
    /// Exclusive end, including the hanging whitespace that ends the line.
    var end: Int
    /// `end` without the hanging whitespace.
    var trimmedEnd: Int
    /// Typographic width of [start, trimmedEnd), in points.
    var width: Double
    var indent: Double
    /// The width available to the line.
    var available: Double
    /// The paragraph's index in its text (set by the layout).
    var paragraph: Int = 0
    /// True when a hyphen is drawn at the line's end (after a soft hyphen or at a
    /// hyphenation point); `width` includes it.
    var hyphenated = false
    /// Points taken off after each grapheme cluster of a line tightened instead of truncated
    /// (`PreparedText.tightened`); 0 otherwise.
    var tightening = 0.0
    /// Set by `LinePositioner`: the line box's top-left corner (x with indent and alignment).
    /// The rest of the box (height, baseline) follows from the line's vertical metrics and y,
    /// so `TextLayout.Lines` computes it when a line is read.
    var origin = Point(x: 0, y: 0)
    /// Set by `LinePositioner`: the width the line is drawn at: `width`, justified, or the
    /// truncated text with its ellipsis.
    var positionedWidth = 0.0
}
