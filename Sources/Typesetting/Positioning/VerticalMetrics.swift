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

extension PreparedParagraph {
    /// Ascent, descent and leading (points) of the fonts used on [start, end), including
    /// baseline offsets; the base font's for an empty range.
    @inline(__always)
    func verticalMetrics(_ start: Int, _ end: Int) -> VerticalMetrics {
        guard start < end, !runs.isEmpty else { return VerticalMetrics(baseFont.metrics) }
        if runs.count == 1 { return runs[0].vertical }
        return verticalMetrics(acrossRuns: start, end)
    }

    /// `verticalMetrics(_:_:)` of a non-empty range in a paragraph of several runs: the
    /// largest extents of the runs it overlaps (kept out of line, so that the common
    /// one-run case is inlined into every line's positioning).
    private func verticalMetrics(acrossRuns start: Int, _ end: Int) -> VerticalMetrics {
        var index = firstRun(containing: start)
        var result = runs[index].vertical
        index += 1
        while index < runs.count && runs[index - 1].range.upperBound < end {
            let m = runs[index].vertical
            result.ascent = max(result.ascent, m.ascent)
            result.descent = max(result.descent, m.descent)
            result.lineHeight = max(result.lineHeight, m.lineHeight)
            index += 1
        }
        result.lineHeight = max(result.lineHeight, result.ascent + result.descent)
        return result
    }

    /// The vertical extent of a wrapped line: that of its text without the whitespace that
    /// ends it, or, for a line of only whitespace, of its first character.
    func verticalMetrics(ofLine slice: LineSlice) -> VerticalMetrics {
        verticalMetrics(slice.start, max(slice.trimmedEnd, slice.start + (slice.end > slice.start ? 1 : 0)))
    }
}
