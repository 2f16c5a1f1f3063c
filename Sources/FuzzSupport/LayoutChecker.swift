import Typesetting

/// Checks a `TextLayout` against the invariants every layout must keep, whatever the input.
/// Only the public API of Typesetting is used: the release-built fuzzer cannot use
/// `@testable import`.
package struct LayoutChecker: Sendable {
    let string: String
    let utf16: [UInt16]
    /// Grapheme-cluster boundaries of the whole string (paragraph separators are always
    /// boundaries, GB4/GB5, so these agree with the per-paragraph analysis).
    let graphemes: [Int]

    /// Line-break opportunities of the whole string (paragraph separators are mandatory
    /// breaks, so the rules never reach across them).
    let lineBreaks: [Int]

    package init(_ string: String) {
        self.string = string
        utf16 = Array(string.utf16)
        graphemes = (try? TextSegmentation.graphemeBoundaries(in: utf16)) ?? []
        lineBreaks = ((try? TextSegmentation.lineBreaks(in: utf16)) ?? []).map(\.offset)
    }

    static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let k = firstIndex(in: sorted, after: value - 1)
        return k < sorted.count && sorted[k] == value
    }

    /// The engine's hanging whitespace (PreparedParagraph.isHangingWhitespace): it ends a line
    /// without counting toward the line's width.
    package static func isHanging(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0A, 0x0D, 0x3000, 0x1680, 0x2028, 0x2029, 0x0B, 0x0C, 0x85: return true
        case 0x2000...0x2006, 0x2008...0x200A, 0x205F: return true
        default: return false
        }
    }

    /// Grapheme clusters in [lower, upper) once hanging whitespace is trimmed from the end.
    func visibleClusters(_ range: Range<Int>) -> Int {
        var end = min(range.upperBound, utf16.count)
        while end > range.lowerBound && Self.isHanging(utf16[end - 1]) { end -= 1 }
        guard end > range.lowerBound else { return 0 }
        return Self.firstIndex(in: graphemes, after: end) - Self.firstIndex(in: graphemes, after: range.lowerBound)
    }

    /// The index of the first element > value in a sorted array.
    static func firstIndex(in sorted: [Int], after value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Violations (empty when the layout is sound). `width` is what was proposed. `checkInk`
    /// also requires every glyph but the hanging whitespace to lie inside its line box (not for
    /// hostile fonts, whose negative advances may legitimately step outside).
    package func check(_ layout: TextLayout, width: Double?, mode: LineBreakMode, numberOfLines: Int, checkGlyphs: Bool = true, checkInk: Bool = false) -> [String] {
        var problems = Self.sizeProblems(layout, numberOfLines: numberOfLines)
        var expectedStart = 0
        var previousTop = -Double.infinity
        for (i, line) in layout.lines.enumerated() {
            problems += lineProblems(i, line, expectedStart: expectedStart, width: width, mode: mode)
            expectedStart = line.utf16Range.upperBound
            // Lines never overlap upward: a line starts no higher than the one before
            // (`ParagraphStyle.lineSpacingAdjustment` may be negative).
            if line.origin.y < previousTop { problems.append("line \(i) top \(line.origin.y) above line \(i - 1)'s top \(previousTop)") }
            previousTop = line.origin.y
        }
        problems += truncationProblems(layout, linesEndAt: expectedStart)
        if checkGlyphs && checkInk { problems += inkProblems(layout) }
        if checkGlyphs { problems += glyphRunProblems(layout) }
        return problems
    }

    /// Appends "`name` is `v`" when `v` is not finite.
    private static func finite(_ name: String, _ v: Double, _ problems: inout [String]) {
        if !v.isFinite { problems.append("\(name) is \(v)") }
    }

    /// The layout's size is finite and not negative; no more lines than asked for.
    private static func sizeProblems(_ layout: TextLayout, numberOfLines: Int) -> [String] {
        var problems: [String] = []
        finite("size.width", layout.size.width, &problems)
        finite("size.height", layout.size.height, &problems)
        if layout.size.width < 0 || layout.size.height < 0 { problems.append("negative size \(layout.size)") }
        if numberOfLines > 0 && layout.lineCount > numberOfLines {
            problems.append("\(layout.lineCount) lines for numberOfLines \(numberOfLines)")
        }
        return problems
    }

    /// Line `i`: finite numbers, consecutive ranges, a legal start, truncation only in a
    /// truncating mode, and no wider than `width` unless it is one cluster.
    private func lineProblems(_ i: Int, _ line: TextLine, expectedStart: Int, width: Double?, mode: LineBreakMode) -> [String] {
        var problems: [String] = []
        for (name, v) in [("x", line.origin.x), ("y", line.origin.y), ("width", line.width), ("ascent", line.ascent),
                          ("descent", line.descent), ("height", line.height), ("baseline", line.baseline)] {
            Self.finite("line \(i) \(name)", v, &problems)
        }
        if line.utf16Range.lowerBound != expectedStart {
            problems.append("line \(i) starts at \(line.utf16Range.lowerBound), expected \(expectedStart) (lines must be consecutive)")
        }
        if line.utf16Range.upperBound > utf16.count || line.utf16Range.isEmpty && !utf16.isEmpty {
            problems.append("line \(i) range \(line.utf16Range) outside or empty in a text of \(utf16.count)")
        }
        if i > 0, let problem = startProblem(i, line.utf16Range.lowerBound) { problems.append(problem) }
        if line.isTruncated && !mode.isTruncating { problems.append("line \(i) truncated in mode \(mode)") }
        if let e = line.ellipsisPosition, e < 0 || e > line.visibleUTF16Ranges.count {
            problems.append("line \(i) ellipsisPosition \(e) outside 0…\(line.visibleUTF16Ranges.count)")
        }
        if let width, width.isFinite, width > 0, line.width > width + 1e-6 {
            let onlyEllipsis = line.isTruncated && line.visibleUTF16Ranges.allSatisfy(\.isEmpty)
            let clusters = visibleClusters(line.utf16Range)
            if !onlyEllipsis && (line.isTruncated || clusters > 1) {
                problems.append("line \(i) width \(line.width) > \(width) with \(clusters) clusters\(line.isTruncated ? " (truncated)" : "")")
            }
        }
        return problems
    }

    /// A line starts at a line-break opportunity (UAX #14), or at a grapheme boundary where a
    /// piece too wide for the line was cut. After such a cut the whitespace hangs on the line
    /// it ends, as after a soft break: the next line never starts with a cluster of hanging
    /// whitespace.
    private func startProblem(_ i: Int, _ start: Int) -> String? {
        guard start < utf16.count else { return nil }
        if !Self.contains(graphemes, start) {
            return "line \(i) starts at \(start), inside a grapheme cluster"
        }
        if !Self.contains(lineBreaks, start) {
            let next = graphemes[Self.firstIndex(in: graphemes, after: start)]
            if (start..<next).allSatisfy({ Self.isHanging(utf16[$0]) }) {
                return "line \(i) starts at \(start) with hanging whitespace U+\(String(utf16[start], radix: 16)) after a cut inside a piece"
            }
        }
        return nil
    }

    /// The lines cover the text unless the layout is truncated, and the layout's flag agrees
    /// with its lines'.
    private func truncationProblems(_ layout: TextLayout, linesEndAt end: Int) -> [String] {
        var problems: [String] = []
        let coversAll = end == utf16.count
        if !layout.isTruncated && !coversAll {
            problems.append("lines end at \(end) of \(utf16.count) but the layout is not marked truncated")
        }
        if layout.lines.contains(where: \.isTruncated) && !layout.isTruncated {
            problems.append("a line is truncated but the layout is not")
        }
        if layout.isTruncated && coversAll && !layout.lines.contains(where: \.isTruncated) {
            problems.append("layout marked truncated although every line is whole and the text is covered")
        }
        return problems
    }

    /// Every glyph cluster but the hanging whitespace lies inside its line box (the first
    /// offender of each run is reported). The box checked is a cluster's advance box: from the
    /// pen at its first glyph to the pen after its last, the sum of its glyphs' advances. A
    /// line's width is the sum of its clusters' advances, and tracking, tightening and
    /// justification are given to a cluster as a whole, on its logically last glyph (an emoji
    /// ZWJ sequence's last U+200D carries a tightened line's share), so one glyph of a
    /// cluster may reach past the box by that share while the cluster does not.
    private func inkProblems(_ layout: TextLayout) -> [String] {
        var problems: [String] = []
        for (i, line) in layout.lines.enumerated() {
            let lower = line.origin.x, upper = line.origin.x + line.width
            let tolerance = 1e-6 + 1e-12 * 16 * (abs(lower) + abs(line.width))
            let runs = layout.glyphRuns(forLine: i)
            // Known limitation: tab stops in right-to-left text are resolved left to right
            // when glyphs are placed but in logical order when lines are measured.
            if runs.contains(where: \.isRightToLeft) && utf16[line.utf16Range].contains(0x09) { continue }
            for run in runs {
                var pen = run.minX
                var k = 0
                while k < run.advances.count {
                    // The cluster's glyphs: consecutive in the run, with one cluster value.
                    let c = run.clusters[k], start = pen
                    var end = k
                    while end < run.advances.count && run.clusters[end] == c { pen += run.advances[end]; end += 1 }
                    defer { k = end }
                    if c >= 0 && c < utf16.count && Self.isHanging(utf16[c]) { continue }
                    if start < lower - tolerance || pen > upper + tolerance {
                        problems.append("line \(i): cluster \(c) (glyphs \(run.glyphs[k..<end].map(String.init).joined(separator: ","))) spans \(start)…\(pen), outside the line box \(lower)…\(upper)")
                        break
                    }
                }
            }
        }
        return problems
    }

    /// Glyph runs: parallel arrays of one length, finite numbers, clusters inside the text
    /// (-1 marks an ellipsis; -2 a line-end hyphen, at most one a line and only on a
    /// hyphenated line).
    private func glyphRunProblems(_ layout: TextLayout) -> [String] {
        var problems: [String] = []
        for (k, line) in layout.lines.enumerated() {
            let hyphens = layout.glyphRuns(forLine: k).reduce(0) { $0 + $1.clusters.filter { $0 == -2 }.count }
            if hyphens > (line.isHyphenated ? 1 : 0) {
                problems.append("line \(k) draws \(hyphens) hyphens (hyphenated: \(line.isHyphenated))")
            }
        }
        for (i, run) in layout.glyphRuns.enumerated() {
            if run.glyphs.count != run.positions.count || run.glyphs.count != run.advances.count || run.glyphs.count != run.clusters.count {
                problems.append("glyph run \(i) arrays differ in length")
            }
            Self.finite("glyph run \(i) minX", run.minX, &problems)
            Self.finite("glyph run \(i) maxX", run.maxX, &problems)
            for p in run.positions where !(p.x.isFinite && p.y.isFinite) { problems.append("glyph run \(i) position \(p)"); break }
            for a in run.advances where !a.isFinite { problems.append("glyph run \(i) advance \(a)"); break }
            for c in run.clusters where c != -1 && c != -2 && (c < 0 || c >= utf16.count) {
                problems.append("glyph run \(i) cluster \(c) outside the text"); break
            }
        }
        return problems
    }
}
