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

extension ParagraphStyle {
    /// The inset from the trailing margin: a zero or negative tailIndent is an inset from the
    /// trailing margin (NSParagraphStyle); a positive one fixes the trailing edge from the
    /// leading margin, whatever the width, and insets nothing.
    var trailingInset: Double {
        tailIndent <= 0 ? -tailIndent : 0
    }
}

extension PreparedParagraph {
    /// The narrowest container that cuts no word of this paragraph: its widest unbreakable
    /// piece, with the larger head indent and the trailing inset.
    var minContentContainerWidth: Double {
        minContentWidth + max(style.firstLineHeadIndent, style.headIndent) + style.trailingInset
    }
}
