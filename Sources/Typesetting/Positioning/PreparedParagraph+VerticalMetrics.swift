/// The vertical metrics of a range or a line of the paragraph (`VerticalMetrics`).
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
