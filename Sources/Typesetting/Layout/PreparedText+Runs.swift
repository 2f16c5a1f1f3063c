extension PreparedText {
    /// The attribute runs over `range` (UTF-16 offsets of the whole string, clamped to the
    /// text), in order, each clipped to `range`; adjacent runs with equal attributes (split
    /// only by font fallback or bidi) are merged. Paragraph terminators belong to no run.
    public func attributeRuns(in range: Range<Int>) -> [AttributedText.Run] {
        var result: [AttributedText.Run] = []
        for p in paragraphs where p.utf16Start < range.upperBound && p.utf16Start + p.utf16Count > range.lowerBound {
            for run in p.runs {
                let lower = max(p.utf16Start + run.range.lowerBound, range.lowerBound)
                let upper = min(p.utf16Start + run.range.upperBound, range.upperBound)
                guard lower < upper else { continue }
                if let last = result.last, last.utf16Range.upperBound == lower, last.attributes == run.attributes {
                    result[result.count - 1].utf16Range = last.utf16Range.lowerBound..<upper
                } else {
                    result.append(AttributedText.Run(utf16Range: lower..<upper, attributes: run.attributes))
                }
            }
        }
        return result
    }

    /// Whether `runs` are more than plain text in one font: more than one run, or one with
    /// features, tracking, a baseline offset or a rich attribute (`hasRichAttributes`).
    static func isStyled(_ runs: [AttributedText.Run]) -> Bool {
        guard runs.count == 1, let a = runs.first?.attributes else { return runs.count > 1 }
        return a.richBox != nil || !a.features.isEmpty || a.tracking != 0 || a.baselineOffset != 0
    }
}
