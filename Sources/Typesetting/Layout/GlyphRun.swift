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
    /// for the glyphs of an inserted ellipsis, -2 for the hyphen drawn at the end of a
    /// hyphenated line.
    public var clusters: [Int]
    /// Whether the run is right-to-left (its glyphs are still in visual order).
    public var isRightToLeft: Bool
    /// The run's text colour.
    public var color: Color
    /// The run's visual extent on the line.
    public var minX: Double
    /// The run's right edge on the line, in points.
    public var maxX: Double
    /// The attributes of the text the run draws (for an ellipsis, those of the text it
    /// follows or precedes; for a hyphen, of the text before it): renderers read its
    /// decorations, link and attachment here. An attachment's run has one glyph, 0, which is
    /// drawn as the attachment (`TextLayout.decorations(forLine:)`), never as a glyph.
    public var attributes: TextAttributes
}

extension TextLayout {
    /// All glyph runs of all lines, in line order and visual order within a line.
    public var glyphRuns: [GlyphRun] {
        lines.indices.flatMap { glyphRuns(forLine: $0) }
    }

    /// The glyph runs of line `index`, in visual (left-to-right) order. Positions come from
    /// the prepared shaping; nothing is re-shaped or re-wrapped here.
    public func glyphRuns(forLine index: Int) -> [GlyphRun] {
        guard let unscaledLines else { return glyphRuns(ofLine: index, in: lines) }
        // A shrunk layout: the runs of the line as laid out, then scaled like the line.
        let factor = fontScale
        return glyphRuns(ofLine: index, in: unscaledLines).map { run in
            var scaled = run
            if let font = try? run.font.scaled(by: factor) { scaled.font = font }
            scaled.positions = run.positions.map { Point(x: $0.x * factor, y: $0.y * factor) }
            scaled.advances = run.advances.map { $0 * factor }
            scaled.minX = run.minX * factor
            scaled.maxX = run.maxX * factor
            if let attachment = run.attributes.attachment {
                let b = attachment.bounds
                scaled.attributes.attachment?.bounds = Rect(x: b.minX * factor, y: b.minY * factor,
                                                            width: b.width * factor, height: b.size.height * factor)
            }
            return scaled
        }
    }

    /// The runs of line `index` of `lines` (the layout's lines, or a shrunk layout's
    /// unscaled ones).
    private func glyphRuns(ofLine index: Int, in lines: Lines) -> [GlyphRun] {
        let line = lines[index]
        let p = prepared.paragraphs[line.paragraphIndex]
        let segments = p.segments(of: line)
        let adjustments = advanceAdjustments(ofLine: index, in: lines)
        var x = line.origin.x
        var result: [GlyphRun] = []
        var contentStart: Double? = nil  // where the first segment that does not hang begins
        for s in LineSegment.visualOrder(segments) {
            let segment = segments[s]
            if !segment.hangs && contentStart == nil { contentStart = x }
            if segment.isEllipsis {
                if let run = ellipsisRun(line, p, x: &x) { result.append(run) }
            } else if segment.isHyphen {
                if let run = hyphenRun(after: segment.range.lowerBound, p, line: line, level: segment.level, x: &x) {
                    result.append(run)
                }
            } else {
                let run = glyphRun(segment, of: p, baseline: line.baseline, adjustments: adjustments, x: &x)
                if !run.glyphs.isEmpty { result.append(run) }
            }
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

    /// The tab advances and the justification of line `index`, as the layout measured it.
    private func advanceAdjustments(ofLine index: Int, in lines: Lines) -> AdvanceAdjustments {
        let line = lines[index]
        let p = prepared.paragraphs[line.paragraphIndex]
        // The line's indent, as the wrapper measured it (tab stops count from there).
        let indent = p.lineBox(isFirst: line.utf16Range.lowerBound == p.utf16Start, containerWidth: nil).indent
        let range = line.paragraphUTF16Range
        let trimmed = p.trimmedEnd(range.lowerBound, range.upperBound)
        let hyphen = line.isHyphenated ? p.hyphenWidth(at: range.upperBound) : 0
        let justification = p.justification(
            of: range, trimmedEnd: trimmed, naturalWidth: p.width(range.lowerBound, trimmed, indent: indent) + hyphen,
            available: line.width, isWrapped: proposedWidth != nil, isTruncated: line.isTruncated,
            continuesParagraph: index + 1 < lines.count && lines.laidOut[index + 1].paragraph == line.paragraphIndex)
        return AdvanceAdjustments(
            tabStops: p.tabStops,
            tabAdvances: p.tabs.isEmpty || line.ellipsisPosition != nil ? [:] : p.tabAdvances(in: line.visibleUTF16Ranges, indent: indent),
            // Tab stops count from the line's leading edge plus its indent, as in the wrapper;
            // alignment then moves the whole line (left-to-right paragraphs).
            tabOrigin: p.paragraphLevel & 1 == 1 ? 0 : line.origin.x - indent,
            justification: justification, tightening: line.tightening)
    }

    /// The glyphs of one segment of a shaped run, placed from `x` on the line's baseline;
    /// moves `x` past them.
    private func glyphRun(_ segment: LineSegment, of p: PreparedParagraph, baseline: Double,
                          adjustments: AdvanceAdjustments, x: inout Double) -> GlyphRun {
        let shaped = p.runs[segment.run]
        var run = GlyphRun(font: shaped.font, glyphs: [], positions: [], advances: [], clusters: [],
                           isRightToLeft: segment.level & 1 == 1, color: shaped.attributes.color, minX: x, maxX: x,
                           attributes: shaped.attributes)
        let attachmentWidth = shaped.attributes.richBox == nil ? nil : shaped.attributes.attachment?.bounds.width
        let scale = shaped.scale
        let shift = shaped.attributes.baselineOffset
        let g = shaped.glyphs
        // Glyphs come in the shaped run's visual order. Where rule L1 gave trailing
        // whitespace a level of the other direction than the run it was shaped in (spaces
        // between two left-to-right words in a right-to-left paragraph, at a line end),
        // that order is reversed for the segment; spaces have no contextual shaping, so
        // reversing them is what shaping them in that direction would give.
        let flipped = (segment.level & 1) != (shaped.level & 1)
        let indices = g.indices(forClusters: segment.range)
        let order = flipped ? Array(indices.reversed()) : Array(indices)
        // The font's own tracking (`Font.trackingPerCluster`), as HarfBuzz applies an AAT
        // `trak` table: each glyph cluster that advances (the prefix's rule, `shape`) grows
        // by it and its glyphs are drawn half of it further on, centred in the wider slot. It
        // is added to the advance of the cluster's widest glyph (the first of them in visual
        // order), so that a zero-width mark never carries a negative tracking alone; the
        // glyphs after that one, placed from a pen already moved by it, are drawn half of it
        // back.
        let perCluster = attachmentWidth == nil ? shaped.font.trackingPerCluster : 0
        var clusterTracking = 0.0
        var carrier = -1  // the position in `order` of the glyph that carries the tracking
        for (k, i) in order.enumerated() {
            let cluster = g.cluster(i)
            guard segment.range.contains(cluster) else { continue }
            if perCluster != 0 && (k == 0 || g.cluster(order[k - 1]) != cluster) {
                carrier = Self.trackingCarrier(g, order: order, from: k)
                clusterTracking = carrier >= 0 && p.utf16[cluster] != 0x09 ? perCluster : 0
            }
            // An attachment's glyph advances by the attachment's width exactly.
            let natural = attachmentWidth.map { g.advance(i) == 0 ? 0 : $0 } ?? Double(g.advance(i)) * scale
            var advance = adjustments.advance(
                natural, of: p.utf16[cluster], cluster: cluster,
                firstOfCluster: i == 0 || g.cluster(i - 1) != cluster, hangs: segment.hangs, at: x)
            if clusterTracking != 0 && k == carrier { advance += clusterTracking }
            advance = advanceAtClusterEnd(
                advance, glyph: i, cluster: cluster, of: shaped, in: p, segment: segment, tightening: adjustments.tightening)
            run.glyphs.append(UInt32(g.glyph(i)))
            let trackingShift = k <= carrier ? clusterTracking / 2 : -clusterTracking / 2
            run.positions.append(Point(x: x + Double(g.xOffset(i)) * scale + trackingShift,
                                       y: baseline - Double(g.yOffset(i)) * scale - shift))
            run.advances.append(advance)
            run.clusters.append(p.utf16Start + cluster)
            x += advance
        }
        run.maxX = x
        return run
    }

    /// `advance`, of glyph `i` of `shaped` (in `cluster`), with what follows the logically
    /// last glyph of a cluster: the run's tracking after each grapheme cluster, less a
    /// tightened line's share once per visible grapheme the cluster covers (as
    /// `PreparedText.tightened` counts; not on hanging whitespace).
    private func advanceAtClusterEnd(
        _ advance: Double, glyph i: Int, cluster: Int, of shaped: ShapedRun, in p: PreparedParagraph, segment: LineSegment,
        tightening: Double
    ) -> Double {
        var advance = advance
        let g = shaped.glyphs
        // Glyphs are in the shaped run's visual order, so the logically next glyph is at
        // i − 1 in a run shaped right to left.
        let tracking = shaped.attributes.tracking
        if tracking != 0 {
            let next = i + (shaped.isRightToLeft ? -1 : 1)
            let nextCluster = next >= 0 && next < g.count ? g.cluster(next) : shaped.range.upperBound
            if nextCluster != cluster && isGraphemeBoundary(p, nextCluster) { advance += tracking }
        }
        if tightening != 0, !segment.hangs {
            let next = i + (shaped.isRightToLeft ? -1 : 1)
            let nextCluster = next >= 0 && next < g.count ? g.cluster(next) : shaped.range.upperBound
            if nextCluster > cluster {
                advance -= tightening
                    * Double(p.visibleGraphemeCount(from: cluster, to: min(nextCluster, segment.range.upperBound)))
            }
        }
        return advance
    }

    /// The ellipsis of a truncated line, placed from `x` on the line's baseline ("…", or
    /// "..." in a font without it); moves `x` past it. nil when the paragraph has no font.
    private func ellipsisRun(_ line: TextLine, _ p: PreparedParagraph, x: inout Double) -> GlyphRun? {
        guard let font = truncationFont(line, p) else { return nil }
        var run = GlyphRun(font: font, glyphs: [], positions: [], advances: [], clusters: [],
                           isRightToLeft: p.paragraphLevel & 1 == 1, color: p.runs.first?.attributes.color ?? .black,
                           minX: x, maxX: x, attributes: ellipsisAttributes(line, p, font: font))
        // Each glyph is a grapheme cluster of its own, with the font's tracking (half of it
        // before the glyph, as in `glyphRun`).
        let inset = font.trackingPerCluster / 2
        if let glyph = font.instance.glyph(for: "\u{2026}") {
            let advance = font.trackedAdvance(of: glyph)
            run.glyphs = [glyph]; run.advances = [advance]; run.clusters = [-1]
            run.positions = [Point(x: x + inset, y: line.baseline)]
            x += advance
        } else if let dot = font.instance.glyph(for: ".") {
            let advance = font.trackedAdvance(of: dot)
            for _ in 0..<3 {
                run.glyphs.append(dot); run.advances.append(advance); run.clusters.append(-1)
                run.positions.append(Point(x: x + inset, y: line.baseline)); x += advance
            }
        }
        run.maxX = x
        return run
    }

    /// The hyphen of a hyphenated line, after the text that ends at paragraph offset `end`:
    /// in that text's font (`PreparedParagraph.hyphenGlyph`), colour and baseline shift;
    /// moves `x` past it. nil when no font has a hyphen.
    private func hyphenRun(after end: Int, _ p: PreparedParagraph, line: TextLine, level: UInt8,
                           x: inout Double) -> GlyphRun? {
        guard end > 0, !p.runs.isEmpty else { return nil }
        let shaped = p.runs[p.firstRun(containing: end - 1)]
        guard let hyphen = PreparedParagraph.hyphenGlyph(for: shaped) else { return nil }
        let run = GlyphRun(font: hyphen.font, glyphs: [hyphen.glyph],
                           positions: [Point(x: x + hyphen.font.trackingPerCluster / 2,
                                             y: line.baseline - shaped.attributes.baselineOffset)],
                           advances: [hyphen.width], clusters: [-2], isRightToLeft: level & 1 == 1,
                           color: shaped.attributes.color, minX: x, maxX: x + hyphen.width,
                           attributes: Self.withoutAttachment(shaped.attributes))
        x += hyphen.width
        return run
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

    /// The attributes an ellipsis is drawn with: those of the text at the truncation point
    /// (the first run's colour, as before), without an attachment, in the ellipsis's font.
    private func ellipsisAttributes(_ line: TextLine, _ p: PreparedParagraph, font: Font) -> TextAttributes {
        let near = line.ellipsisPosition == 0 || line.visibleUTF16Ranges.count > 1
            ? line.paragraphUTF16Range.lowerBound
            : line.visibleUTF16Ranges[(line.ellipsisPosition ?? 1) - 1].upperBound - 1
        var attributes = p.runs.isEmpty ? TextAttributes(font: font)
            : Self.withoutAttachment(p.runs[p.firstRun(containing: min(max(near, 0), p.utf16Count - 1))].attributes)
        attributes.font = font
        attributes.color = p.runs.first?.attributes.color ?? .black
        return attributes
    }

    /// `attributes` without an attachment (for a hyphen or an ellipsis beside one).
    private static func withoutAttachment(_ attributes: TextAttributes) -> TextAttributes {
        guard attributes.richBox != nil, attributes.attachment != nil else { return attributes }
        var copy = attributes
        copy.attachment = nil
        return copy
    }

    /// The position in `order` of the widest glyph (the first of equals) of the glyph cluster
    /// that starts at `order[k]` (its glyphs are contiguous), or −1 when the cluster's
    /// advances sum to zero (it gets no tracking).
    private static func trackingCarrier(_ g: PackedGlyphs, order: [Int], from k: Int) -> Int {
        let cluster = g.cluster(order[k])
        var sum = 0
        var widest = k
        var j = k
        while j < order.count && g.cluster(order[j]) == cluster {
            let advance = Int(g.advance(order[j]))
            sum += advance
            if advance > Int(g.advance(order[widest])) { widest = j }
            j += 1
        }
        return sum != 0 ? widest : -1
    }

    private func isGraphemeBoundary(_ p: PreparedParagraph, _ offset: Int) -> Bool {
        p.graphemes.contains(offset)
    }
}
