/// A line's or a run's vertical extent in points: ascent and descent (both positive, with
/// baseline offsets applied) and the natural line height (ascender − descender + leading).
package struct VerticalMetrics: Sendable, Hashable {
    package var ascent: Double
    package var descent: Double
    package var lineHeight: Double
}

extension VerticalMetrics {
    /// The extent of text in a font with `metrics` (in points), raised by `baselineOffset`.
    package init(_ metrics: FontMetrics, baselineOffset: Double = 0) {
        self.init(ascent: metrics.ascender + baselineOffset, descent: -metrics.descender - baselineOffset,
                  lineHeight: metrics.lineHeight)
    }
}

extension VerticalMetrics {
    /// The extent of text in a font with `metrics` and `attributes`: the font's, raised by
    /// the baseline offset; an attachment's reaches at least its bounds (ascent ≥ bounds.maxY,
    /// descent ≥ −bounds.minY, both moved by the baseline offset), as TextKit sizes a line
    /// fragment around an `NSTextAttachment`; its line height grows by what the ascent and
    /// descent grew by.
    init(_ metrics: FontMetrics, attributes: TextAttributes) {
        self.init(metrics, baselineOffset: attributes.baselineOffset)
        guard attributes.richBox != nil, let bounds = attributes.attachment?.bounds else { return }
        let raisedAscent = max(ascent, bounds.maxY + attributes.baselineOffset)
        let loweredDescent = max(descent, -bounds.minY - attributes.baselineOffset)
        lineHeight += (raisedAscent - ascent) + (loweredDescent - descent)
        ascent = raisedAscent
        descent = loweredDescent
    }
}
