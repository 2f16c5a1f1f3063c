/// Whether and how a line is justified (`Justification`).
extension PreparedParagraph {
    /// The justification rule, the one place that decides it, for sizing the lines
    /// (`PreparedText.layout`) and for drawing them (`TextLayout.glyphRuns(forLine:)`).
    ///
    /// A line is justified when the style's alignment is `.justified` and the text wraps in
    /// a container, except the last line of a paragraph (or of the layout: `continuesParagraph`
    /// is false), a truncated line, a line ended by a forced break (U+2028, VT, FF), and a
    /// line with no space after its last tab. nil means the line keeps its natural width.
    /// - Parameters:
    ///   - line: the line's range in the paragraph, with the whitespace that ends it;
    ///     `trimmedEnd` is its end without that whitespace.
    ///   - naturalWidth: the width of [line.lowerBound, trimmedEnd) as the wrapper measured it
    ///     (evaluated only for a line that is justified).
    ///   - available: the width to stretch to.
    func justification(of line: Range<Int>, trimmedEnd: Int, naturalWidth: @autoclosure () -> Double, available: Double,
                       isWrapped: Bool, isTruncated: Bool, continuesParagraph: Bool) -> Justification? {
        guard style.alignment == .justified, isWrapped, !isTruncated, continuesParagraph,
              line.upperBound < utf16.count,
              !(line.upperBound > line.lowerBound && Self.isHardBreak(utf16[line.upperBound - 1]))
        else { return nil }
        let content = utf16[line.lowerBound..<trimmedEnd]
        let stretchFrom = (content.lastIndex(of: 0x09) ?? line.lowerBound - 1) + 1
        let spaces = utf16[stretchFrom..<max(stretchFrom, trimmedEnd)].reduce(0) { $0 + ($1 == 0x20 ? 1 : 0) }
        guard spaces > 0 else { return nil }
        let natural = naturalWidth()
        let width = max(natural, available)
        let extra = width > natural + fitTolerance ? (width - natural) / Double(spaces) : 0
        return Justification(width: width, stretchFrom: stretchFrom, extraPerSpace: extra)
    }
}
