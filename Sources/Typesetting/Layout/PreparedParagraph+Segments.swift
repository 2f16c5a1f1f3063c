/// Splitting a line into the segments it is drawn in (`LineSegment`).
extension PreparedParagraph {
    /// The segments of `line`, in logical order: its visible pieces split at shaped-run
    /// boundaries, the whitespace that ends the line apart at the paragraph's level (rule
    /// L1), and the ellipsis where truncation put it.
    func segments(of line: TextLine) -> [LineSegment] {
        var segments: [LineSegment] = []
        let pieces = line.visibleUTF16Ranges
        for (k, piece) in pieces.enumerated() {
            if line.ellipsisPosition == k { segments.append(.ellipsis(level: paragraphLevel)) }
            guard !piece.isEmpty, !runs.isEmpty else { continue }
            let trimmed = k == pieces.count - 1 ? trimmedEnd(piece.lowerBound, piece.upperBound) : piece.upperBound
            var r = firstRun(containing: piece.lowerBound)
            while r < runs.count && runs[r].range.lowerBound < piece.upperBound {
                let run = runs[r]
                let lower = max(run.range.lowerBound, piece.lowerBound)
                let upper = min(run.range.upperBound, piece.upperBound)
                if lower < min(upper, trimmed) {
                    segments.append(LineSegment(run: r, range: lower..<min(upper, trimmed), level: run.level))
                }
                if max(lower, trimmed) < upper {
                    // Rule L1: whitespace that ends the line takes the paragraph's level.
                    segments.append(LineSegment(run: r, range: max(lower, trimmed)..<upper, level: paragraphLevel, hangs: true))
                }
                r += 1
            }
        }
        if line.ellipsisPosition == pieces.count { segments.append(.ellipsis(level: paragraphLevel)) }
        if line.isHyphenated, let end = pieces.last?.upperBound {
            // A hyphenated line ends inside a word: no whitespace hangs, and the hyphen goes
            // at the end of the word, in its direction.
            let level = segments.last?.level ?? paragraphLevel
            segments.append(.hyphen(after: end, level: level))
        }
        return segments
    }
}
