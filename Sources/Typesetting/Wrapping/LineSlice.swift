/// One line of a paragraph as a `LineBreaker` breaks it, in UTF-16 offsets of the paragraph:
/// the breaker's output. Where the line goes is the positioner's (`LinePlacement`).
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
    /// True when a hyphen is drawn at the line's end (after a soft hyphen or at a
    /// hyphenation point); `width` includes it.
    var hyphenated = false
}
