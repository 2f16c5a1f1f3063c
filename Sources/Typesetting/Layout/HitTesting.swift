/// Hit-testing: points to string offsets, offsets to caret rectangles, ranges to selection
/// rectangles. Everything is derived from `glyphRuns(forLine:)` (visual order, positions
/// from the prepared shaping), so it follows bidi reordering, tabs, tracking, justification
/// and truncation exactly as drawn; nothing is shaped or wrapped again.
///
/// Conventions (UIKit's UITextInput without affinity: one caret per offset):
/// - Offsets are UTF-16 offsets in the whole string and land on grapheme-cluster
///   boundaries; an offset inside a cluster is treated as the cluster's start. Offsets
///   outside 0…length are clamped.
/// - The caret for offset `o` stands at the *leading* edge of the grapheme cluster that
///   starts at `o`, in the direction of that cluster's run: its left edge in a
///   left-to-right run, its right edge in a right-to-left run. Inside a run of one direction
///   that is the same place as the trailing edge of the cluster before.
/// - Where the direction changes, those two edges are apart, and the caret goes with the
///   cluster of the lower embedding level (the outer run): the trailing edge of the cluster
///   before `o` when its level is ≤ that of the cluster at `o`, else the leading edge of the
///   cluster at `o`; at a line's end the missing cluster counts as the paragraph's level
///   and its edge is the line's end edge. Between levels 0 and 1 this is Pango's "strong"
///   cursor (pango_layout_get_cursor_pos). The leading-edge rule alone would put two offsets
///   on one spot (in "abc مرحبا def" both 4 and 9 at the Arabic word's right edge) and leave
///   its left edge with none; Pango's two-direction rule still collides for numbers inside
///   right-to-left text (level 2: "t" + "مرحبا1,000" puts 7 and 12 together). The level
///   rule gives every visual gap exactly one offset, so caret → point → offset round-trips.
/// - The offset at a line's start stands at the line's start edge (left in a left-to-right
///   paragraph, right in a right-to-left one).
/// - An offset where a line wraps belongs to the line it starts (downstream affinity), so
///   the end of a soft-wrapped line has no caret of its own: a point past the end of such a
///   line gives the offset before its last cluster (usually the hanging space).
/// - A paragraph terminator at the very end of the text makes no extra line, so the offset
///   after it has the same caret as the terminator's own offset (the end of the last line),
///   and characterIndex(at:) gives the terminator's offset there.
/// - A ligature covering several clusters (e.g. "fi", lam-alef) is shared evenly among them.
/// - Offsets hidden by truncation (or cut off by numberOfLines) have no place of their own:
///   their caret is at the ellipsis's leading edge, or at the end of the last visible line.
extension TextLayout {
    /// One grapheme cluster as drawn on a line.
    struct CaretBox {
        /// The cluster's range in the whole string (UTF-16).
        var range: Range<Int>
        var minX: Double
        var maxX: Double
        var isRightToLeft: Bool
        /// The cluster's bidi embedding level on this line (rule L1 applied).
        var level: UInt8
        var leadingX: Double { isRightToLeft ? maxX : minX }
        var trailingX: Double { isRightToLeft ? minX : maxX }
    }

    /// The clusters of a line in logical order, plus the ellipsis's extent.
    struct LineCarets {
        var boxes: [CaretBox]
        var ellipsis: (minX: Double, maxX: Double, isRightToLeft: Bool)?
        /// The line's own range without the paragraph terminator (whole string, UTF-16).
        var textRange: Range<Int>
        /// True when the line ends its paragraph (its end offset has a caret on this line).
        var endsParagraph: Bool
        /// The parts of `textRange` that truncation hid (whole string, UTF-16).
        var hidden: [Range<Int>]
    }

    func lineCarets(_ index: Int) -> LineCarets {
        let line = lines[index]
        let p = prepared.paragraphs[line.paragraphIndex]
        let base = p.utf16Start
        let drawn = clusterExtents(ofLine: index)
        let lineEnd = line.isTruncated ? base + p.utf16.count : min(line.utf16Range.upperBound, base + p.utf16.count)
        let textRange = line.utf16Range.lowerBound..<max(line.utf16Range.lowerBound, lineEnd)
        return LineCarets(boxes: caretBoxes(line, p, drawn.extents), ellipsis: drawn.ellipsis, textRange: textRange,
                          endsParagraph: lineEnd == base + p.utf16.count, hidden: hiddenRanges(line, p, textRange))
    }

    /// The horizontal extent of a run of glyphs drawn for one grapheme cluster (or more,
    /// for a ligature), and the direction of its run.
    struct ClusterExtent { var minX: Double; var maxX: Double; var rtl: Bool }

    /// The extents of the clusters drawn on line `index`, keyed by the paragraph offset of
    /// the grapheme each starts in, and the ellipsis's extent.
    private func clusterExtents(ofLine index: Int)
        -> (extents: [Int: ClusterExtent], ellipsis: (minX: Double, maxX: Double, isRightToLeft: Bool)?) {
        let p = prepared.paragraphs[lines[index].paragraphIndex]
        // Grapheme starts of the paragraph (0 included), for snapping glyph clusters.
        let starts = [0] + p.graphemes.boundaries(after: 0, through: p.utf16.count)
        var extents: [Int: ClusterExtent] = [:]
        var ellipsis: (minX: Double, maxX: Double, isRightToLeft: Bool)?
        for run in glyphRuns(forLine: index) {
            var pen = run.minX
            for j in run.glyphs.indices {
                let advance = run.advances[j]
                let x0 = min(pen, pen + advance), x1 = max(pen, pen + advance)
                pen += advance
                if run.clusters[j] == -2 { continue }  // a line-end hyphen stands for no text
                if run.clusters[j] < 0 {
                    if let e = ellipsis {
                        ellipsis = (min(e.minX, x0), max(e.maxX, x1), e.isRightToLeft)
                    } else {
                        ellipsis = (x0, x1, run.isRightToLeft)
                    }
                    continue
                }
                let cluster = run.clusters[j] - p.utf16Start
                let k = upperBoundIndex(starts, cluster) - 1
                let start = starts[max(0, k)]
                if var e = extents[start] {
                    e.minX = min(e.minX, x0)
                    e.maxX = max(e.maxX, x1)
                    extents[start] = e
                } else {
                    extents[start] = ClusterExtent(minX: x0, maxX: x1, rtl: run.isRightToLeft)
                }
            }
        }
        return (extents, ellipsis)
    }

    /// One caret box per grapheme cluster, in logical order. Each extent covers the
    /// graphemes from its start to the next extent's start (or the end of its visible
    /// piece); a ligature over several clusters is shared evenly.
    private func caretBoxes(_ line: TextLine, _ p: PreparedParagraph, _ extents: [Int: ClusterExtent]) -> [CaretBox] {
        let keys = extents.keys.sorted()
        // Levels per cluster: the paragraph's resolved levels, with the line's trailing
        // whitespace at the paragraph level (rule L1, as glyphRuns(forLine:) draws it).
        let lastPiece = line.visibleUTF16Ranges.last
        let hangingFrom = lastPiece.map { p.trimmedEnd($0.lowerBound, $0.upperBound) } ?? p.utf16.count
        func level(at offset: Int, rtl: Bool) -> UInt8 {
            if line.ellipsisPosition == nil, offset >= hangingFrom { return p.paragraphLevel }
            if let levels = p.levels, offset < levels.count { return levels[offset] }
            return rtl ? 1 : 0
        }
        var boxes: [CaretBox] = []
        boxes.reserveCapacity(keys.count)
        for (n, key) in keys.enumerated() {
            let e = extents[key]!
            let piece = line.visibleUTF16Ranges.first { $0.contains(key) }
            var end = piece?.upperBound ?? p.utf16.count
            if n + 1 < keys.count { end = min(end, keys[n + 1]) }
            var bounds = [key]
            var g = p.graphemes.next(after: key)
            while let boundary = g, boundary <= end {
                bounds.append(boundary)
                g = p.graphemes.next(after: boundary)
            }
            if bounds.count < 2 { bounds.append(max(end, key + 1)) }
            let parts = bounds.count - 1
            let share = (e.maxX - e.minX) / Double(parts)
            for i in 0..<parts {
                // Logical order runs left to right in an LTR run, right to left in an RTL run.
                let lo = e.rtl ? e.maxX - share * Double(i + 1) : e.minX + share * Double(i)
                boxes.append(CaretBox(range: (p.utf16Start + bounds[i])..<(p.utf16Start + bounds[i + 1]),
                                      minX: lo, maxX: lo + share, isRightToLeft: e.rtl,
                                      level: level(at: bounds[i], rtl: e.rtl)))
            }
        }
        return boxes
    }

    /// The parts of `textRange` (the line's text, whole string) that truncation hid.
    private func hiddenRanges(_ line: TextLine, _ p: PreparedParagraph, _ textRange: Range<Int>) -> [Range<Int>] {
        guard line.ellipsisPosition != nil else { return [] }
        var hidden: [Range<Int>] = []
        let visible = line.visibleUTF16Ranges.map { (p.utf16Start + $0.lowerBound)..<(p.utf16Start + $0.upperBound) }
            .sorted { $0.lowerBound < $1.lowerBound }
        var cursor = textRange.lowerBound
        for v in visible {
            if v.lowerBound > cursor { hidden.append(cursor..<v.lowerBound) }
            cursor = max(cursor, v.upperBound)
        }
        if cursor < textRange.upperBound { hidden.append(cursor..<textRange.upperBound) }
        return hidden
    }

    /// The index of the line that shows the caret for `offset` (clamped to the text).
    func lineIndex(forCaretAt offset: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        // The first line whose range (terminator included) contains the offset; the end of
        // the text, and anything cut off, goes to the last line.
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].utf16Range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The x of the caret for `offset` on a line (see the conventions above).
    func caretX(_ offset: Int, in carets: LineCarets, line: TextLine) -> Double {
        let rtlParagraph = prepared.paragraphs[line.paragraphIndex].paragraphLevel & 1 == 1
        // The line's start and end edges in the paragraph's direction.
        let startEdge = rtlParagraph ? line.origin.x + line.width : line.origin.x
        let endEdge = rtlParagraph ? line.origin.x : line.origin.x + line.width
        var o = offset
        if let inside = carets.boxes.first(where: { $0.range.contains(o) }) { o = inside.range.lowerBound }
        let next = carets.boxes.first { $0.range.lowerBound == o }
        // Hidden by truncation: the ellipsis's leading edge.
        if next == nil, let e = carets.ellipsis,
           carets.hidden.contains(where: { $0.contains(o) || ($0.upperBound == o && o == carets.textRange.upperBound) }) {
            return e.isRightToLeft ? e.maxX : e.minX
        }
        if o <= carets.textRange.lowerBound { return startEdge }
        let previous = carets.boxes.last { $0.range.upperBound <= o }
        let before = previous.flatMap { $0.range.upperBound == o ? $0 : nil }
        if let before {
            if before.level <= (next?.level ?? paragraphLevel(line)) { return before.trailingX }
            return next?.leadingX ?? endEdge
        }
        if let next { return next.leadingX }
        // Past everything drawn (cut off by numberOfLines): after the last cluster.
        if let previous { return previous.level <= paragraphLevel(line) ? previous.trailingX : endEdge }
        return startEdge
    }

    private func paragraphLevel(_ line: TextLine) -> UInt8 {
        prepared.paragraphs[line.paragraphIndex].paragraphLevel
    }

    /// The caret rectangle for a UTF-16 offset of the whole string.
    ///
    /// x is the leading edge of the grapheme cluster at `utf16Offset` in its run's direction,
    /// with the lower-level rule at direction changes and the paragraph's end (see the notes
    /// on this extension); y and height are the line box's. The width is 0: the rectangle marks a position, and a caret is drawn with
    /// whatever width the caller likes starting at `minX` (UITextView draws 2 pt). An empty
    /// layout gives a zero rectangle.
    public func caretRect(forCharacterAt utf16Offset: Int) -> Rect {
        let offset = max(0, min(utf16Offset, prepared.string.utf16.count))
        guard let index = lineIndex(forCaretAt: offset) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let line = lines[index]
        let carets = lineCarets(index)
        let x = caretX(offset, in: carets, line: line)
        return Rect(x: x, y: line.origin.y, width: 0, height: line.height)
    }

    /// The UTF-16 offset (in the whole string) of the grapheme boundary nearest to `point`
    /// on the nearest line: the caret position a tap at `point` selects.
    ///
    /// The line is the one whose box contains the point's y (the nearer one in the space
    /// between lines; the first or last line beyond them). On that line, the offsets whose
    /// carets stand on it (every cluster start, and the paragraph's end on its last line) are
    /// compared by the distance from their caret's x to the point's x. An empty layout gives 0.
    public func characterIndex(at point: Point) -> Int {
        guard !lines.isEmpty else { return 0 }
        let index = lineIndex(atY: point.y)
        let line = lines[index]
        let carets = lineCarets(index)
        var best: (distance: Double, offset: Int)?
        func consider(_ x: Double, _ offset: Int) {
            let d = abs(x - point.x)
            if best == nil || d < best!.distance || (d == best!.distance && offset < best!.offset) {
                best = (d, offset)
            }
        }
        let rtlParagraph = prepared.paragraphs[line.paragraphIndex].paragraphLevel & 1 == 1
        let startEdge = rtlParagraph ? line.origin.x + line.width : line.origin.x
        // The same rule as caretX, in one pass over the clusters (logical order).
        for (i, box) in carets.boxes.enumerated() {
            let o = box.range.lowerBound
            let x: Double
            if o <= carets.textRange.lowerBound {
                x = startEdge
            } else if i > 0, carets.boxes[i - 1].range.upperBound == o, carets.boxes[i - 1].level <= box.level {
                x = carets.boxes[i - 1].trailingX
            } else {
                x = box.leadingX
            }
            consider(x, o)
        }
        if carets.endsParagraph {
            let end = carets.textRange.upperBound
            consider(caretX(end, in: carets, line: line), end)
        }
        if let e = carets.ellipsis, let first = carets.hidden.first?.lowerBound {
            consider(e.isRightToLeft ? e.maxX : e.minX, first)
        }
        return best?.offset ?? carets.textRange.lowerBound
    }

    /// The line whose box contains y; between lines the nearer one; beyond them the first or last.
    func lineIndex(atY y: Double) -> Int {
        for (i, line) in lines.enumerated() where y < line.origin.y + line.height {
            if y >= line.origin.y || i == 0 { return i }
            let previous = lines[i - 1]
            let above = y - (previous.origin.y + previous.height)
            let below = line.origin.y - y
            return above < below ? i - 1 : i
        }
        return lines.count - 1
    }

    /// Selection rectangles for a UTF-16 range of the whole string: one rectangle per
    /// contiguous visual span per line, left to right within a line, lines top to bottom.
    ///
    /// A cluster is selected when the range overlaps it. Hanging whitespace at the end of a
    /// line is included when selected; a hidden part of a truncated line selects the
    /// ellipsis. Each rectangle has its line box's y and height. An empty range gives none.
    public func selectionRects(for utf16Range: Range<Int>) -> [Rect] {
        guard !utf16Range.isEmpty else { return [] }
        var rects: [Rect] = []
        for index in lines.indices {
            let line = lines[index]
            guard line.utf16Range.overlaps(utf16Range) else { continue }
            let carets = lineCarets(index)
            var spans: [(Double, Double)] = []
            for box in carets.boxes where box.range.overlaps(utf16Range) {
                spans.append((box.minX, box.maxX))
            }
            if let e = carets.ellipsis, carets.hidden.contains(where: { $0.overlaps(utf16Range) }) {
                spans.append((e.minX, e.maxX))
            }
            spans.sort { $0.0 < $1.0 }
            var merged: [(Double, Double)] = []
            for s in spans {
                if let last = merged.last, s.0 <= last.1 + 1e-6 {
                    merged[merged.count - 1].1 = max(last.1, s.1)
                } else {
                    merged.append(s)
                }
            }
            for (lo, hi) in merged {
                rects.append(Rect(x: lo, y: line.origin.y, width: hi - lo, height: line.height))
            }
        }
        return rects
    }
}
