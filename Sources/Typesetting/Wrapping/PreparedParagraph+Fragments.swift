/// Greedy wrapping one line fragment at a time, for text that flows around exclusion paths:
/// each fragment has its own box (a free interval of a line's band), so the lines of a
/// paragraph are not all as wide. The same rules as `GreedyLineBreaker`'s loop end
/// each fragment (`PreparedParagraph+LineEnds.swift`): trailing whitespace hangs, a piece
/// wider than the line is cut between grapheme clusters, byCharWrapping breaks at any
/// cluster, hyphenation points and soft hyphens apply.
extension PreparedParagraph {
    /// The line from `start` in `box` (its leading indent and width), or nil when the box
    /// should be skipped because it is narrower than `fullWidth` (the line box without
    /// exclusions) and holds too little: the first piece (up to the first break opportunity)
    /// would fit the full box but not this one, or, for a piece wider than the full box, not
    /// even its first grapheme cluster fits. A box as wide as the full box is never skipped,
    /// so the text always makes progress below the exclusions.
    func fragment(from start: Int, box: (indent: Double, available: Double), fullWidth: Double, mode: LineBreakMode) -> LineSlice? {
        let narrowed = box.available < fullWidth - fitTolerance
        var slice = LineSlice(start: start, end: start, trimmedEnd: start, width: 0, indent: box.indent, available: box.available)
        guard start < utf16.count else { return slice }
        var tabState = tabCursor(from: start, indent: box.indent)
        var lastFit: Int? = nil
        var breakIndex = upperBoundIndex(breaks, start) { $0.offset }
        var cursor = start
        while breakIndex < breaks.count {
            while breakIndex < breaks.count && breaks[breakIndex].offset <= cursor { breakIndex += 1 }
            var end = breaks[breakIndex].offset
            var mandatory = breaks[breakIndex].isMandatory
            let trimmed: Int
            if mode == .byCharWrapping, let cut = characterBreak(after: cursor, before: end) {
                end = cut
                mandatory = false
                trimmed = trimmedEnd(start, cut)
            } else {
                trimmed = trimmedEnd(start, breakIndex: breakIndex)
            }
            let w = width(to: trimmed, cursor: &tabState) + (softHyphenWidth(trimmedEnd: trimmed, end: end) ?? 0)
            if fits(w, in: box.available) {
                if !mandatory {
                    lastFit = end
                    cursor = end
                    continue
                }
                close(&slice, end: end)
                return slice
            }
            if narrowed && lastFit == nil {
                // Nothing of the line fits yet: skip this box if the piece would fit the
                // full box, or if not even one cluster of it fits here.
                if fits(w, in: fullWidth) { return nil }
                if let first = graphemes.next(after: start), !fits(width(start, min(first, trimmed), indent: box.indent), in: box.available) {
                    return nil
                }
            }
            let fillWidth = lastFit.map { lineWidth(start, trimmedEnd: trimmedEnd(start, $0), end: $0, indent: box.indent).width } ?? 0
            let lineEnd = overflowEnd(from: start, lastFit: lastFit, fillWidth: fillWidth,
                                      piece: (end, trimmed, breakIndex), box: box)
            if lineEnd.hyphenated {
                slice.end = lineEnd.end
                slice.trimmedEnd = lineEnd.end
                slice.width = width(start, lineEnd.end, indent: box.indent) + hyphenWidth(at: lineEnd.end)
                slice.hyphenated = true
            } else {
                close(&slice, end: lineEnd.end)
            }
            return slice
        }
        close(&slice, end: utf16.count)
        return slice
    }

    /// Ends `slice` at `end`, measuring it (with the hyphen after a soft hyphen).
    private func close(_ slice: inout LineSlice, end: Int) {
        let trimmed = trimmedEnd(slice.start, end)
        let measured = lineWidth(slice.start, trimmedEnd: trimmed, end: end, indent: slice.indent)
        slice.end = end
        slice.trimmedEnd = trimmed
        slice.width = measured.width
        slice.hyphenated = measured.hyphenated
    }
}

extension PreparedParagraph {
    /// A width below which `fragment(from:box:fullWidth:mode:)` skips every box narrower
    /// than `fullWidth` (returns nil) for the text from `start`: the flow around exclusions
    /// need not look at a band whose free intervals are all narrower. As `fragment` decides:
    /// the first piece (up to the first break opportunity, or the first character break in
    /// byCharWrapping) when it fits the full box, else its first grapheme cluster; less
    /// `fitTolerance` and a little more for rounding. 0 when the text from `start` is empty
    /// or has a tab (a tab's width depends on where the box begins).
    func narrowestFittingWidth(from start: Int, fullWidth: Double, mode: LineBreakMode) -> Double {
        guard start < utf16.count, tabs.isEmpty, fullWidth > fitTolerance else { return 0 }
        let breakIndex = upperBoundIndex(breaks, start) { $0.offset }
        guard breakIndex < breaks.count, let first = graphemes.next(after: start) else { return 0 }
        var end = breaks[breakIndex].offset
        if mode == .byCharWrapping, let cut = characterBreak(after: start, before: end) { end = cut }
        let trimmed = trimmedEnd(start, end)
        let piece = width(start, trimmed)
        let need = fits(piece, in: fullWidth) ? piece : width(start, min(first, trimmed))
        return max(0, min(need, fullWidth) - 4 * fitTolerance)
    }
}
