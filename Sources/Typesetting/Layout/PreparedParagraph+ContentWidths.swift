/// The paragraph's intrinsic widths: its widest unbreakable piece (min-content) and its
/// unwrapped width (max-content), for sizing without a width.
extension PreparedParagraph {
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

    var maxContentWidth: Double { maxContentWidth(firstIndent: 0, otherIndent: 0) }

    /// The unwrapped width with the line box's indents: the text before the first hard line
    /// break starts at `firstIndent`, each line after one (U+2028) at `otherIndent`.
    func maxContentWidth(firstIndent: Double, otherIndent: Double) -> Double {
        var widest = 0.0
        var start = 0
        for b in breaks where b.isMandatory {
            let indent = start == 0 ? firstIndent : otherIndent
            widest = max(widest, indent + width(start, trimmedEnd(start, b.offset), indent: indent))
            start = b.offset
        }
        guard start < utf16.count || start == 0 else { return widest }
        let indent = start == 0 ? firstIndent : otherIndent
        return max(widest, indent + width(start, trimmedEnd(start, utf16.count), indent: indent))
    }

    /// The narrowest container that cuts no word of this paragraph: its widest unbreakable
    /// piece, with the larger head indent and the trailing inset.
    var minContentContainerWidth: Double {
        minContentWidth + max(style.firstLineHeadIndent, style.headIndent) + style.trailingInset
    }
}
