/// What a text and its paragraph style are checked for before they are prepared: values that
/// would make widths, heights or positions NaN or infinite are refused with the field named.
extension PreparedText {
    /// NaN tracking made every width NaN (and every line one cluster); an infinite baseline
    /// offset made the height ∞ and the glyph positions NaN.
    static func validate(_ runs: [AttributedText.Run]) throws(LayoutError) {
        for run in runs {
            if !run.attributes.tracking.isFinite { throw .invalidStyle(field: "tracking", value: run.attributes.tracking) }
            if !run.attributes.baselineOffset.isFinite {
                throw .invalidStyle(field: "baselineOffset", value: run.attributes.baselineOffset)
            }
            if let bounds = run.attributes.attachment?.bounds {
                let fields = [("attachment.x", bounds.origin.x, false), ("attachment.y", bounds.origin.y, false),
                              ("attachment.width", bounds.width, true), ("attachment.height", bounds.size.height, true)]
                for (field, value, positive) in fields where !value.isFinite || positive && value < 0 {
                    throw .invalidStyle(field: field, value: value)
                }
            }
        }
    }

    /// Every length, factor and tab stop of `style` is finite and in range; the first that
    /// is not is an `invalidStyle` error naming it.
    static func validate(_ style: ParagraphStyle) throws(LayoutError) {
        let values: [(String, Double)] = [
            ("firstLineHeadIndent", style.firstLineHeadIndent), ("headIndent", style.headIndent),
            ("minimumLineHeight", style.minimumLineHeight), ("maximumLineHeight", style.maximumLineHeight),
            ("lineHeightMultiple", style.lineHeightMultiple), ("lineSpacing", style.lineSpacing),
            ("paragraphSpacing", style.paragraphSpacing), ("paragraphSpacingBefore", style.paragraphSpacingBefore),
            ("defaultTabInterval", style.defaultTabInterval),
        ]
        for (name, value) in values where !(value.isFinite && value >= 0) {
            throw .invalidStyle(field: name, value: value)
        }
        if !style.tailIndent.isFinite { throw .invalidStyle(field: "tailIndent", value: style.tailIndent) }
        if !(style.lineSpacingAdjustment.isFinite && abs(style.lineSpacingAdjustment) <= ParagraphStyle.maximumLineSpacingAdjustment) {
            throw .invalidStyle(field: "lineSpacingAdjustment", value: style.lineSpacingAdjustment)
        }
        for tab in style.tabStops where !(tab.location.isFinite && tab.location >= 0) {
            throw .invalidStyle(field: "tabStops", value: tab.location)
        }
        if !(0...1).contains(style.hyphenationFactor) {
            throw .invalidStyle(field: "hyphenationFactor", value: style.hyphenationFactor)
        }
        if !(style.tighteningFactorForTruncation.isFinite && style.tighteningFactorForTruncation >= 0) {
            throw .invalidStyle(field: "tighteningFactorForTruncation", value: style.tighteningFactorForTruncation)
        }
    }
}
