/// Breaking a paragraph into lines with the breaker its style resolved to (`LineBreakerKind`).
extension PreparedParagraph {
    /// Appends this paragraph's lines under `constraints` to `lines`, with its style's breaker.
    func wrap(_ constraints: LineBreakConstraints, into lines: inout LineBuffer) {
        styleBox.lineBreaker.breakLines(of: self, constraints, into: &lines)
    }

    /// This paragraph's lines under `constraints`, broken by `breaker` (by default its
    /// style's): for tests that compare breakers and loops.
    func lineSlices(_ constraints: LineBreakConstraints, breaker: (any LineBreaker)? = nil) -> [LineSlice] {
        var lines = LineBuffer()
        if let breaker {
            breaker.breakLines(of: self, constraints, into: &lines)
        } else {
            wrap(constraints, into: &lines)
        }
        return lines.slices()
    }
}
