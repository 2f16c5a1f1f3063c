/// Where a line ends, for `GreedyLineBreaker` and the breakers after it: the trimmed end at a
/// break opportunity, whitespace that hangs, and the end of a line that overflows (after the
/// last break that fit, or a cut between grapheme clusters inside a piece wider than the
/// line); and the hyphen a line end draws.
extension PreparedParagraph {
    /// The end of a line from `start` that ends at break `b`, moved back over the
    /// hanging-whitespace units before it (`b.trailingSpaces`; `UInt16.max` means the run
    /// may be longer, so it is counted again).
    @inline(__always)
    func trimmedEnd(_ start: Int, at b: PackedBreak) -> Int {
        // The count never exceeds the offset (it counts units before it): unchecked.
        b.trailingSpaces < UInt16.max ? max(start, b.offset &- Int(b.trailingSpaces)) : trimmedEnd(start, b.offset)
    }

    /// The end of a line from `start` that ends at break `index`, moved back over hanging whitespace.
    func trimmedEnd(_ start: Int, breakIndex index: Int) -> Int {
        trimmedEnd(start, at: breaks[index])
    }

    /// True when every UTF-16 unit of `range` is hanging whitespace (and for an empty range).
    func isAllHanging(_ range: Range<Int>) -> Bool {
        range.allSatisfy { isHangingWhitespace(utf16[$0]) }
    }

    /// Where a line ends, and whether it ends at a hyphenation point (drawing a hyphen).
    struct LineEnd {
        var end: Int
        var hyphenated: Bool
    }

    /// Where a line from `start` in `box` ends when the piece up to the next break opportunity
    /// (`piece`: its end, its end without hanging whitespace, and its break's index) does not
    /// fit: at a hyphenation point of the piece when UIKit's hyphenation rule says so (the
    /// line up to `lastFit` is `fillWidth` wide; see `hyphenationEnd`); else after
    /// `lastFit`, the last opportunity that fit, with the whitespace that follows it; when
    /// none fit, the piece is wider than the line and is cut between grapheme clusters, as
    /// UIKit's byWordWrapping does.
    func overflowEnd(from start: Int, lastFit: Int?, fillWidth: @autoclosure () -> Double,
                     piece: (end: Int, trimmedEnd: Int, breakIndex: Int),
                     box: (indent: Double, available: Double)) -> LineEnd {
        if !hyphens.points.isEmpty,
           let point = hyphenationEnd(from: start, pieceStart: lastFit.map(hangingEnd) ?? start,
                                      pieceEnd: piece.trimmedEnd, fillWidth: lastFit == nil ? 0 : fillWidth(), box: box) {
            return LineEnd(end: point, hyphenated: true)
        }
        if let fit = lastFit { return LineEnd(end: hangingEnd(fit), hyphenated: false) }
        let cut = clusterBreak(from: start, to: piece.trimmedEnd, available: box.available, indent: box.indent)
        return LineEnd(end: forcedCutEnd(cut, pieceEnd: piece.end, breakIndex: piece.breakIndex), hyphenated: false)
    }

    /// Where a line cut inside an over-wide piece ends: the whitespace after the cut hangs on
    /// the line, as after a soft break. The cut moves over whole clusters of hanging
    /// whitespace up to the piece's end `pieceEnd` (break `breakIndex`), then over following
    /// pieces that are only hanging whitespace (the ones a soft break would also have taken),
    /// never past a mandatory break.
    func forcedCutEnd(_ cut: Int, pieceEnd: Int, breakIndex: Int) -> Int {
        var end = cut
        while let next = graphemes.next(after: end), next <= pieceEnd, isAllHanging(end..<next) {
            end = next
        }
        var b = breakIndex
        while b + 1 < breaks.count, breaks[b].offset == end, !breaks[b].isMandatory,
              isAllHanging(end..<breaks[b + 1].offset) {
            b += 1
            end = breaks[b].offset
        }
        // Like a soft break, the cut also takes hanging whitespace that a break opportunity
        // leaves at the start of the next piece (UAX #14 allows a break before U+3000 or a tab
        // after spaces): no line starts with hanging whitespace.
        return hangingEnd(end)
    }

    /// A soft line end moved forward over the hanging whitespace that follows it, so that
    /// whitespace never starts the next line: after a cut inside an over-wide piece ("a  b"
    /// at 5 pt: "a  " | "b", not "a" | "  " | "b"), and where a break opportunity falls
    /// before whitespace (UAX #14 allows a break between spaces and a following tab or
    /// U+3000, both class BA). Never moves past a hard line break (LF, CR, VT, FF, NEL,
    /// U+2028, U+2029): whitespace after one starts the next line (indentation).
    @inline(__always)
    func hangingEnd(_ end: Int) -> Int {
        // The common case, inlined: no whitespace follows (the loop would not move either).
        if end < utf16.count && !isHangingWhitespace(utf16[end]) { return end }
        return hangingEndOverWhitespace(end)
    }

    /// `hangingEnd(b.offset)` for a soft break `b`, without reading the text where the break
    /// says no hanging whitespace follows it.
    @inline(__always)
    func hangingEnd(after b: PackedBreak) -> Int {
        b.mayHang ? hangingEndOverWhitespace(b.offset) : b.offset
    }

    /// `hangingEnd` past whitespace, out of line.
    private func hangingEndOverWhitespace(_ end: Int) -> Int {
        var e = end
        // Whole grapheme clusters only: a space carrying a combining mark does not hang.
        while e < utf16.count, e > 0, !Self.isHardBreak(utf16[e - 1]), let next = graphemes.next(after: e),
              isAllHanging(e..<next) {
            e = next
        }
        return e
    }

    static func isHardBreak(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// The largest grapheme boundary g in (start, end] whose [start, g) fits `available`
    /// (with its hyphen, after a soft hyphen); at least one cluster, so that every line makes
    /// progress.
    func clusterBreak(from start: Int, to end: Int, available: Double, indent: Double) -> Int {
        guard let first = graphemes.next(after: start), first < end else { return end }
        var best = first
        var candidate = graphemes.next(after: first)
        while let g = candidate, g <= end,
              fits(width(start, g, indent: indent) + (softHyphenWidth(trimmedEnd: g, end: g) ?? 0), in: available) {
            best = g
            candidate = graphemes.next(after: g)
        }
        return best
    }

    /// For byCharWrapping: the first grapheme boundary after `cursor`, moved over whole
    /// clusters of hanging whitespace (which still hang on the line they end: a space that
    /// carries a combining mark is not skipped), if it comes before `limit`, the next break
    /// opportunity. Line separators hang too; the break after one is `limit`, mandatory.
    func characterBreak(after cursor: Int, before limit: Int) -> Int? {
        guard var candidate = graphemes.next(after: cursor), candidate < limit else { return nil }
        while candidate < limit, let following = graphemes.next(after: candidate), isAllHanging(candidate..<following) {
            candidate = following
        }
        return candidate < limit ? candidate : nil
    }

    /// The width of the hyphen a line that ends at `end` (its text ending at `trimmedEnd`)
    /// draws because it breaks right after a soft hyphen; nil for every other line end, the
    /// paragraph's end included (no line breaks there). The one rule every measurement of a
    /// line end uses.
    @inline(__always)
    func softHyphenWidth(trimmedEnd: Int, end: Int) -> Double? {
        guard hyphens.hasSoftHyphens, trimmedEnd == end, end > 0, end < utf16.count, utf16[end - 1] == 0xAD else { return nil }
        return hyphenWidth(at: end)
    }

    /// The width of the hyphen drawn at a hyphenated line's end `end` (in the font of the
    /// text before it).
    func hyphenWidth(at end: Int) -> Double {
        guard !hyphens.runHyphenWidths.isEmpty, end > 0 else { return 0 }
        return hyphens.runHyphenWidths[firstRun(containing: end - 1)]
    }

    /// The width of a line [start, trimmedEnd) that ends at break offset `end`, with the
    /// hyphen drawn after a soft hyphen there: what every greedy measure of a line gives.
    @inline(__always)
    func lineWidth(_ start: Int, trimmedEnd: Int, end: Int, indent: Double) -> (width: Double, hyphenated: Bool) {
        let w = width(start, trimmedEnd, indent: indent)
        guard let hyphen = softHyphenWidth(trimmedEnd: trimmedEnd, end: end) else { return (w, false) }
        return (w + hyphen, true)
    }

    /// UIKit's hyphenation rule for a line from `start` in `box` that cannot take the next
    /// piece [pieceStart, pieceEnd) whole: when the line without it fills less than the
    /// hyphenation factor of its box (`fillWidth / available < factor`), it ends instead at
    /// the last hyphenation point of the piece whose text plus a hyphen fits. nil when the
    /// rule does not apply or no point fits.
    func hyphenationEnd(from start: Int, pieceStart: Int, pieceEnd: Int, fillWidth: Double,
                        box: (indent: Double, available: Double)) -> Int? {
        guard !hyphens.points.isEmpty, box.available > 0, fillWidth / box.available < hyphens.factor else { return nil }
        var k = upperBoundIndex(hyphens.points, pieceEnd - 1) { Int($0) } - 1
        while k >= 0, Int(hyphens.points[k]) > pieceStart {
            let point = Int(hyphens.points[k])
            if fits(width(start, point, indent: box.indent) + hyphenWidth(at: point), in: box.available) { return point }
            k -= 1
        }
        return nil
    }
}
