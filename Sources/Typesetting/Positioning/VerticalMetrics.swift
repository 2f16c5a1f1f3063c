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
    /// The extent of a shaped run: its font's, raised by its baseline offset; an attachment
    /// run's reaches at least its bounds (ascent ≥ bounds.maxY, descent ≥ −bounds.minY, both
    /// moved by the baseline offset), as TextKit sizes a line fragment around an
    /// `NSTextAttachment`; its line height grows by what the ascent and descent grew by.
    init(of run: ShapedRun) {
        self.init(run.metrics, baselineOffset: run.attributes.baselineOffset)
        guard run.attributes.richBox != nil, let bounds = run.attributes.attachment?.bounds else { return }
        let raisedAscent = max(ascent, bounds.maxY + run.attributes.baselineOffset)
        let loweredDescent = max(descent, -bounds.minY - run.attributes.baselineOffset)
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
        guard start < end, !runVertical.isEmpty else { return VerticalMetrics(baseFont.metrics) }
        if runVertical.count == 1 { return runVertical[0] }
        return verticalMetrics(acrossRuns: start, end)
    }

    /// `verticalMetrics(_:_:)` of a non-empty range in a paragraph of several runs: the
    /// largest extents of the runs it overlaps (kept out of line, so that the common
    /// one-run case is inlined into every line's positioning).
    private func verticalMetrics(acrossRuns start: Int, _ end: Int) -> VerticalMetrics {
        var index = firstRun(containing: start)
        var result = runVertical[index]
        index += 1
        while index < runVertical.count && runEnds[index - 1] < end {
            let m = runVertical[index]
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
