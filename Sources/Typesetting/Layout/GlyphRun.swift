/// Positioned glyphs of one run of one line, ready to draw.
public struct GlyphRun: Sendable {
    public var font: Font
    public var glyphs: [UInt32]
    /// Each glyph's origin on the baseline, in layout coordinates (points).
    public var positions: [TextPoint]
    /// Each glyph's advance in points (tabs and justification included).
    public var advances: [Double]
    /// The UTF-16 offset (in the whole string) of the cluster each glyph belongs to; -1
    /// for the glyphs of an inserted ellipsis.
    public var clusters: [Int]
    public var isRightToLeft: Bool
    public var color: Color
    /// The run's visual extent on the line.
    public var minX: Double
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
                    segments.append(Segment(run: r, range: max(lower, trimmed)..<upper, level: p.paragraphLevel))
                }
                r += 1
            }
        }
        if line.ellipsisPosition == line.visibleUTF16Ranges.count {
            segments.append(Segment(run: -1, range: 0..<0, level: p.paragraphLevel))
        }
        let order = segments.count > 1 && segments.contains(where: { $0.level != 0 })
            ? BidiResolver.visualOrder(levels: segments.map(\.level)) : Array(segments.indices)

        // Justification: the extra width is shared among the line's spaces.
        var extraPerSpace = 0.0
        if line.ellipsisPosition == nil, let piece = line.visibleUTF16Ranges.first {
            let trimmed = p.trimmedEnd(piece.lowerBound, piece.upperBound)
            let natural = p.width(piece.lowerBound, trimmed, indent: 0)
            let spaces = p.utf16[piece.lowerBound..<trimmed].reduce(0) { $0 + ($1 == 0x20 ? 1 : 0) }
            if spaces > 0 && line.width > natural + 1e-9 { extraPerSpace = (line.width - natural) / Double(spaces) }
        }
        let interval = p.style.defaultTabInterval > 0 ? p.style.defaultTabInterval : 28
        // Tab advances as the wrapper measured the line (PreparedParagraph.width): stops
        // every `interval` from the line box's leading edge plus its indent, in logical order.
        // Measuring them from the drawn x instead made centred, right-aligned and
        // right-to-left lines with tabs narrower than their width.
        var tabAdvances: [Int: Double] = [:]
        if !p.tabs.isEmpty {
            let indent = p.lineBox(isFirst: line.utf16Range.lowerBound == base, containerWidth: nil).indent
            for piece in line.visibleUTF16Ranges {
                for tab in p.tabs where piece.contains(tab) {
                    tabAdvances[tab] = p.width(piece.lowerBound, tab + 1, indent: indent) - p.width(piece.lowerBound, tab, indent: indent)
                }
            }
        }
        var x = line.origin.x
        // line.origin.x and line.width frame the text without its hanging whitespace. In a
        // right-to-left paragraph that whitespace takes the paragraph's level (rule L1) and
        // so sits visually left of the text: start the pen that much further left, so that
        // the text itself ends at the line box's right edge.
        if p.paragraphLevel & 1 == 1, let piece = line.visibleUTF16Ranges.last, line.ellipsisPosition == nil {
            let trimmed = p.trimmedEnd(piece.lowerBound, piece.upperBound)
            x -= p.advancePrefix[piece.upperBound] - p.advancePrefix[trimmed]
            // Tabs count as zero in advancePrefix; add their measured advances.
            for (tab, advance) in tabAdvances where tab >= trimmed && tab < piece.upperBound { x -= advance }
        }
        var result: [GlyphRun] = []
        for s in order {
            let segment = segments[s]
            var run = GlyphRun(font: p.baseFont, glyphs: [], positions: [], advances: [], clusters: [],
                               isRightToLeft: segment.level & 1 == 1, color: .black, minX: x, maxX: x)
            if segment.run < 0 {
                guard let font = truncationFont(line, p) else { continue }
                run.font = font
                if let first = p.runs.first { run.color = first.attributes.color }
                if let glyph = font.instance.glyph(for: "\u{2026}") {
                    let advance = Double(font.instance.advance(of: glyph)) * font.scale
                    run.glyphs = [glyph]; run.advances = [advance]; run.clusters = [-1]
                    run.positions = [TextPoint(x: x, y: line.baseline)]
                    x += advance
                } else if let dot = font.instance.glyph(for: ".") {
                    let advance = Double(font.instance.advance(of: dot)) * font.scale
                    for _ in 0..<3 {
                        run.glyphs.append(dot); run.advances.append(advance); run.clusters.append(-1)
                        run.positions.append(TextPoint(x: x, y: line.baseline)); x += advance
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
                if unit == 0x09 {
                    if let measured = tabAdvances[cluster] {
                        advance = measured
                    } else {
                        advance = ((x / interval).rounded(.down) + 1) * interval - x
                    }
                }
                if unit == 0x20 && extraPerSpace > 0 && cluster < segment.range.upperBound { advance += extraPerSpace }
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
                run.positions.append(TextPoint(x: x + Double(g.xOffset(i)) * scale,
                                               y: line.baseline - Double(g.yOffset(i)) * scale - shift))
                run.advances.append(advance)
                run.clusters.append(base + cluster)
                x += advance
            }
            run.maxX = x
            if !run.glyphs.isEmpty { result.append(run) }
        }
        return result
    }

    private func truncationFont(_ line: TextLine, _ p: PreparedParagraph) -> Font? {
        guard !p.runs.isEmpty else { return nil }
        if line.ellipsisPosition == 0 { return p.ellipsisFont(near: line.visibleUTF16Ranges.first?.lowerBound ?? 0) }
        let before = line.visibleUTF16Ranges[(line.ellipsisPosition ?? 1) - 1]
        return p.ellipsisFont(near: max(before.lowerBound, p.trimmedEnd(before.lowerBound, before.upperBound) - 1))
    }

    private func isGraphemeBoundary(_ p: PreparedParagraph, _ offset: Int) -> Bool {
        p.graphemes.contains(offset)
    }
}
