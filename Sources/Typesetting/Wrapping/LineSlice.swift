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
}

extension PreparedParagraph {
    /// The leading indent and the available width of a line of this paragraph in a
    /// container `containerWidth` wide (nil: unbounded), following NSParagraphStyle:
    /// a positive tailIndent is the trailing edge measured from the leading margin, a zero
    /// or negative one is an inset from the trailing margin.
    func lineBox(isFirst: Bool, containerWidth: Double?) -> (indent: Double, available: Double) {
        let indent = max(0, isFirst ? style.firstLineHeadIndent : style.headIndent)
        guard let container = containerWidth else { return (indent, .infinity) }
        let trailing = style.tailIndent > 0 ? style.tailIndent : container + style.tailIndent
        return (indent, max(0, trailing - indent))
    }
}
