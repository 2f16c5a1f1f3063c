/// What positioning adds to the shaped advances of one line's glyphs: a tab advances to its
/// tab stop, and on a justified line each space after the last tab takes its share of the
/// extra width.
struct AdvanceAdjustments {
    let tabStops: TabStops
    /// Tab advances as the wrapper measured the line (`PreparedParagraph.tabAdvances`),
    /// keyed by the tab's offset in the paragraph; a tab not listed (on a truncated line)
    /// advances to the next stop from where it is drawn.
    let tabAdvances: [Int: Double]
    /// The x where the line's tab stops count from.
    let tabOrigin: Double
    let justification: Justification?
    /// Taken off after each grapheme cluster of a tightened line (`TextLine.tightening`).
    var tightening = 0.0

    /// The advance of the glyph of `unit` (at `cluster` in the paragraph) drawn at `x`,
    /// whose shaped advance is `advance`. A cluster's glyphs are contiguous: a tab stop or a
    /// share of justification applies once per cluster (a space may carry combining marks);
    /// the whitespace that hangs at the line's end is not stretched.
    @inline(__always)
    func advance(_ advance: Double, of unit: UInt16, cluster: Int, firstOfCluster: Bool, hangs: Bool, at x: Double) -> Double {
        var advance = advance
        if unit == 0x09 {
            advance = firstOfCluster ? tabAdvances[cluster] ?? tabStops.advance(from: x - tabOrigin) : 0
        }
        if unit == 0x20, let justification, justification.extraPerSpace > 0, !hangs, firstOfCluster,
           cluster >= justification.stretchFrom {
            advance += justification.extraPerSpace
        }
        return advance
    }
}
