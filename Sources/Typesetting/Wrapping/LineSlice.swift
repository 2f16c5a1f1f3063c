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
}
