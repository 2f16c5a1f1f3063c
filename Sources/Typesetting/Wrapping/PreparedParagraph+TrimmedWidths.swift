/// Each break opportunity's trimmed width, kept so that the greedy wrapper's fit probe is one
/// load (`PreparedParagraph.breakTrimmedWidth`).
extension PreparedParagraph {
    /// Per break in `breaks`: `advancePrefix` at the break's offset moved back over the hanging
    /// whitespace before it (its `trailingSpaces`, counted again where it saturates), i.e.
    /// `advancePrefix[trimmedEnd(0, offset)]`.
    ///
    /// A line from `start` that ends at break k is `advancePrefix[max(start, e)] -
    /// advancePrefix[start]` wide, e being that moved-back offset. Where e ≥ start that is
    /// `trimmedWidth[k] - advancePrefix[start]`; where e < start the line is only hanging
    /// whitespace and 0 wide, and when advances never decrease `trimmedWidth[k] -
    /// advancePrefix[start]` is then ≤ 0. Every line's available width is ≥ 0
    /// (`lineBox`), so in such a paragraph the difference fits exactly when the line does.
    static func trimmedWidths(of breaks: [PackedBreak], utf16: [UInt16], advancePrefix: [Double]) -> [Double] {
        var widths: [Double] = []
        widths.reserveCapacity(breaks.count)
        for b in breaks {
            var end = b.offset - Int(b.trailingSpaces)
            if b.trailingSpaces == UInt16.max { end = trimmedEnd(in: utf16, 0, end) }
            widths.append(advancePrefix[end])
        }
        return widths
    }

    /// The advance of the whitespace unit before the first break that follows exactly one,
    /// read from `advances` (per UTF-16 unit u at index u + 1, before they become the prefix
    /// sums): in most paragraphs every word ends with that same space.
    static func breakSpaceAdvance(_ breaks: [PackedBreak], advances: [Double]) -> Double {
        for b in breaks where b.trailingSpaces == 1 { return advances[b.offset] }
        return 0
    }

    /// Records in `breaks` (in place) where `advancePrefix` at a break's offset is its trimmed
    /// width, or that plus `spaceAdvance` (the same sum `prefixSumsInPlace` made), so that the
    /// greedy wrapper finds a line's start advance in the record it ends the line before at.
    static func recordLineStartAdvances(_ breaks: inout [PackedBreak], trimmedWidths: [Double], spaceAdvance: Double,
                                        advancePrefix: [Double]) {
        breaks.withUnsafeMutableBufferPointer { records in
            for k in records.indices {
                records[k] = records[k].withLineStartAdvance(advancePrefix[records[k].offset], trimmedWidth: trimmedWidths[k],
                                                             spaceAdvance: spaceAdvance)
            }
        }
    }
}
