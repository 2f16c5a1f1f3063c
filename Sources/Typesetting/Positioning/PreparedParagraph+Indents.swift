/// NSParagraphStyle's indents: where a line starts and how much width it has.
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
