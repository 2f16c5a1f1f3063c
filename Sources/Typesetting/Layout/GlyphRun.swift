/// Positioned glyphs of one run of one line, ready to draw.
public struct GlyphRun: Sendable {
    /// The font the glyphs are drawn with.
    public var font: Font
    /// Glyph indices in the font, in visual order.
    public var glyphs: [UInt32]
    /// Each glyph's origin on the baseline, in layout coordinates (points).
    public var positions: [Point]
    /// Each glyph's advance in points (tabs and justification included).
    public var advances: [Double]
    /// The UTF-16 offset (in the whole string) of the cluster each glyph belongs to; -1
    /// for the glyphs of an inserted ellipsis.
    public var clusters: [Int]
    /// Whether the run is right-to-left (its glyphs are still in visual order).
    public var isRightToLeft: Bool
    /// The run's text colour.
    public var color: Color
    /// The run's visual extent on the line.
    public var minX: Double
    /// The run's right edge on the line, in points.
    public var maxX: Double
}

extension TextLayout {
    /// All glyph runs of all lines, in line order and visual order within a line.
    public var glyphRuns: [GlyphRun] {
        lines.indices.flatMap { glyphRuns(forLine: $0) }
    }

    /// The glyph runs of line `index`, in visual (left-to-right) order. Positions come from
    /// the prepared shaping; nothing is re-shaped or re-wrapped here.
    public func glyphRuns(forLine index: Int) -> [GlyphRun] {
        let line = lines[index]
        let p = prepared.paragraphs[line.paragraphIndex]
        let base = p.utf16Start
        struct Segment {
            var run: Int  // -1: the ellipsis
            var range: Range<Int>
            var level: UInt8
            /// The whitespace that ends the line: it hangs outside the line box.
            var hangs = false
        }
        var segments: [Segment] = []
        let lastVisible = line.visibleUTF16Ranges.count - 1
        for (k, piece) in line.visibleUTF16Ranges.enumerated() {
            if line.ellipsisPosition == k { segments.append(Segment(run: -1, range: 0..<0, level: p.paragraphLevel)) }
            guard !piece.isEmpty, !p.runs.isEmpty else { continue }
            let trimmed = k == lastVisible ? p.trimmedEnd(piece.lowerBound, piece.upperBound) : piece.upperBound
            var r = p.firstRun(containing: piece.lowerBound)
            while r < p.runs.count && p.runs[r].range.lowerBound < piece.upperBound {
                let run = p.runs[r]
                let lower = max(run.range.lowerBound, piece.lowerBound)
                let upper = min(run.range.upperBound, piece.upperBound)
                if lower < min(upper, trimmed) {
                    segments.append(Segment(run: r, range: lower..<min(upper, trimmed), level: run.level))
                }
                if max(lower, trimmed) < upper {
                    // Rule L1: whitespace that ends the line takes the paragraph's level.
                    segments.append(Segment(run: r, range: max(lower, trimmed)..<upper, level: p.paragraphLevel, hangs: true))
                }
                r += 1
            }
        }
        if line.ellipsisPosition == line.visibleUTF16Ranges.count {
            segments.append(Segment(run: -1, range: 0..<0, level: p.paragraphLevel))
        }
        let order = segments.count > 1 && segments.contains(where: { $0.level != 0 })
            ? BidiResolver.visualOrder(levels: segments.map(\.level)) : Array(segments.indices)

        // The line's indent, as the wrapper measured it (tab stops count from there).
        let indent = p.lineBox(isFirst: line.utf16Range.lowerBound == p.utf16Start, containerWidth: nil).indent
        // Justification: the extra width is shared among the line's spaces after its last tab
        // (spaces before a tab would only move the text up to the same tab stop).
        var extraPerSpace = 0.0
        var justifiedFrom = 0
        if line.ellipsisPosition == nil, let piece = line.visibleUTF16Ranges.first {
            let trimmed = p.trimmedEnd(piece.lowerBound, piece.upperBound)
            let natural = p.width(piece.lowerBound, trimmed, indent: indent)
            justifiedFrom = (p.utf16[piece.lowerBound..<trimmed].lastIndex(of: 0x09) ?? piece.lowerBound - 1) + 1
            let spaces = p.utf16[justifiedFrom..<max(justifiedFrom, trimmed)].reduce(0) { $0 + ($1 == 0x20 ? 1 : 0) }
            if spaces > 0 && line.width > natural + fitTolerance { extraPerSpace = (line.width - natural) / Double(spaces) }
        }
        let interval = p.style.defaultTabInterval > 0 ? p.style.defaultTabInterval : 28
        // Tab stops count from the line's leading edge plus its indent, as in the wrapper;
        // alignment then moves the whole line (left-to-right paragraphs).
        let tabOrigin = p.paragraphLevel & 1 == 1 ? 0 : line.origin.x - indent
        // Tab advances as the wrapper measured the line (PreparedParagraph.width): stops every
        // `interval` from the line box's leading edge plus its indent, in logical order, so
        // that centred, right-aligned and right-to-left lines with tabs keep their width.
        var tabAdvances: [Int: Double] = [:]
        if !p.tabs.isEmpty && line.ellipsisPosition == nil {
            for piece in line.visibleUTF16Ranges {
                for tab in p.tabs where piece.contains(tab) {
                    tabAdvances[tab] = p.width(piece.lowerBound, tab + 1, indent: indent) - p.width(piece.lowerBound, tab, indent: indent)
                }
            }
        }
        var x = line.origin.x
        var result: [GlyphRun] = []
        var contentStart: Double? = nil  // where the first segment that does not hang begins
        for s in order {
            let segment = segments[s]
            if !segment.hangs && contentStart == nil { contentStart = x }
            var run = GlyphRun(font: p.baseFont, glyphs: [], positions: [], advances: [], clusters: [],
                               isRightToLeft: segment.level & 1 == 1, color: .black, minX: x, maxX: x)
            if segment.run < 0 {
                guard let font = truncationFont(line, p) else { continue }
                run.font = font
                if let first = p.runs.first { run.color = first.attributes.color }
                if let glyph = font.instance.glyph(for: "\u{2026}") {
                    let advance = Double(font.instance.advance(of: glyph)) * font.scale
                    run.glyphs = [glyph]; run.advances = [advance]; run.clusters = [-1]
                    run.positions = [Point(x: x, y: line.baseline)]
                    x += advance
                } else if let dot = font.instance.glyph(for: ".") {
                    let advance = Double(font.instance.advance(of: dot)) * font.scale
                    for _ in 0..<3 {
                        run.glyphs.append(dot); run.advances.append(advance); run.clusters.append(-1)
                        run.positions.append(Point(x: x, y: line.baseline)); x += advance
                    }
                }
                run.maxX = x
                result.append(run)
                continue
            }
            let shaped = p.runs[segment.run]
            let scale = shaped.scale
            run.font = shaped.font
            run.color = shaped.attributes.color
            let shift = shaped.attributes.baselineOffset
            let g = shaped.glyphs
            // Glyphs come in the shaped run's visual order. Where rule L1 gave trailing
            // whitespace a level of the other direction than the run it was shaped in (spaces
            // between two left-to-right words in a right-to-left paragraph, at a line end),
            // that order is reversed for the segment; spaces have no contextual shaping, so
            // reversing them is what shaping them in that direction would give.
            let flipped = (segment.level & 1) != (shaped.level & 1)
            let indices = g.indices(forClusters: segment.range)
            for i in (flipped ? Array(indices.reversed()) : Array(indices)) {
                let cluster = Int(g.clusters[i])
                guard segment.range.contains(cluster) else { continue }
                var advance = Double(g.advances[i]) * scale
                let unit = p.utf16[cluster]
                // A cluster's glyphs are contiguous: a tab stop or a share of justification
                // applies once per cluster (a space may carry combining marks).
                let firstOfCluster = i == 0 || Int(g.clusters[i - 1]) != cluster
                if unit == 0x09 {
                    let absolute = x - tabOrigin
                    advance = firstOfCluster ? tabAdvances[cluster] ?? ((absolute / interval).rounded(.down) + 1) * interval - absolute : 0
                }
                if unit == 0x20 && extraPerSpace > 0 && !segment.hangs && firstOfCluster && cluster >= justifiedFrom {
                    advance += extraPerSpace
                }
                // Tracking follows the last glyph of each grapheme cluster (logically last).
                let tracking = shaped.attributes.tracking
                if tracking != 0 {
                    // Glyphs are in the shaped run's visual order, so the logically next glyph
                    // is at i − 1 in a run shaped right to left.
                    let next = i + (shaped.isRightToLeft ? -1 : 1)
                    let nextCluster = next >= 0 && next < g.count ? Int(g.clusters[next]) : shaped.range.upperBound
                    if nextCluster != cluster && isGraphemeBoundary(p, nextCluster) { advance += tracking }
                }
                run.glyphs.append(UInt32(g.glyphs[i]))
                run.positions.append(Point(x: x + Double(g.xOffset(i)) * scale,
                                               y: line.baseline - Double(g.yOffset(i)) * scale - shift))
                run.advances.append(advance)
                run.clusters.append(base + cluster)
                x += advance
            }
            run.maxX = x
            if !run.glyphs.isEmpty { result.append(run) }
        }
        // In a right-to-left paragraph the whitespace that ends the line comes first visually:
        // it hangs off the line box's left edge, and the content starts at origin.x.
        if let start = contentStart, start != line.origin.x, p.paragraphLevel & 1 == 1 {
            let shift = start - line.origin.x
            for k in result.indices {
                result[k].positions = result[k].positions.map { Point(x: $0.x - shift, y: $0.y) }
                result[k].minX -= shift
                result[k].maxX -= shift
            }
        }
        return result
    }

    /// The font Truncation measured the ellipsis in: the one at the line's start for head and
    /// middle truncation, at the last visible character for tail truncation.
    private func truncationFont(_ line: TextLine, _ p: PreparedParagraph) -> Font? {
        guard !p.runs.isEmpty else { return nil }
        if line.ellipsisPosition == 0 || line.visibleUTF16Ranges.count > 1 {
            return p.ellipsisFont(near: line.utf16Range.lowerBound - p.utf16Start)
        }
        let before = line.visibleUTF16Ranges[(line.ellipsisPosition ?? 1) - 1]
        return p.ellipsisFont(near: max(before.lowerBound, p.trimmedEnd(before.lowerBound, before.upperBound) - 1))
    }

    private func isGraphemeBoundary(_ p: PreparedParagraph, _ offset: Int) -> Bool {
        p.graphemes.contains(offset)
    }
}
