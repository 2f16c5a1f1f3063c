/// Something drawn with a line's glyphs besides the glyphs: a background, an underline, a
/// strikethrough, an attachment or a link's area, laid out per line fragment as TextKit's
/// `NSLayoutManager` lays them out (`TextLayout.decorations(forLine:)`).
public struct TextDecoration: Sendable, Hashable {
    /// What the decoration is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `backgroundColor`: the run's extent on the line × the line fragment's height.
        case background
        /// `attachment`: the attachment's bounds placed on the baseline.
        case attachment
        /// `underlineStyle`: strokes at the font's `post` underline position.
        case underline
        /// `strikethroughStyle`: strokes at the font's OS/2 strikeout position.
        case strikethrough
        /// `link`: the run's extent on the line × the line fragment's height (the area a PDF
        /// link annotation covers).
        case link
    }

    /// What the decoration is.
    public var kind: Kind
    /// The areas to fill, in layout coordinates (points, y down): a background's or link's
    /// box; each stroke of an underline or strikethrough (two for `.double`, one rect per dash
    /// of a patterned line); an attachment's frame.
    public var rects: [Rect]
    /// The colour to fill with: the decoration's own colour, else the text colour (clear for
    /// links and attachments, which have none).
    public var color: Color
    /// The text the decoration covers on this line, in UTF-16 offsets of the whole string.
    public var utf16Range: Range<Int>
    /// The URL of a `.link`.
    public var link: String?
    /// The attachment of an `.attachment`.
    public var attachment: TextAttachment?
}

extension TextLayout {
    /// The decorations of line `index`, in drawing order: backgrounds (under the glyphs),
    /// then attachments, underlines, strikethroughs (over them) and link areas. Empty for a
    /// line whose text has none of those attributes.
    ///
    /// Rules (Documentation/BehaviourReference.md, "Rich text"), after
    /// `NSLayoutManager.underlineGlyphRange(_:underlineType:lineFragmentRect:lineFragmentGlyphRange:containerOrigin:)`:
    /// one continuous segment per run per line; whitespace at the line's start and end is not
    /// decorated, whitespace between visible glyphs is, and `.byWord` leaves out every space.
    /// Underlines take the run font's `post` underlinePosition (the stroke's top) and
    /// underlineThickness; strikethroughs its OS/2 yStrikeoutPosition and yStrikeoutSize;
    /// both move with the run's baseline offset. `.thick` doubles the thickness, `.double`
    /// draws two strokes one thickness apart. Lines cross descenders.
    public func decorations(forLine index: Int) -> [TextDecoration] {
        guard prepared.hasRichAttributes else { return [] }
        let runs = glyphRuns(forLine: index)
        guard runs.contains(where: { $0.attributes.hasRichAttributes }) else { return [] }
        let line = lines[index]
        let p = prepared.paragraphs[line.paragraphIndex]
        let range = line.paragraphUTF16Range
        let trimmed = p.trimmedEnd(range.lowerBound, range.upperBound)
        var lead = range.lowerBound
        while lead < trimmed && p.isHangingWhitespace(p.utf16[lead]) { lead += 1 }
        let content = (p.utf16Start + lead)..<(p.utf16Start + trimmed)
        var layers: [[TextDecoration]] = Array(repeating: [], count: TextDecoration.Kind.allCases.count)
        func add(_ d: TextDecoration) {
            layers[TextDecoration.Kind.allCases.firstIndex(of: d.kind) ?? 0].append(d)
        }
        for run in runs where run.attributes.hasRichAttributes {
            let a = run.attributes
            let spans = Self.glyphSpans(of: run, within: content, of: p)
            guard let x0 = spans.map(\.x0).min(), let x1 = spans.map(\.x1).max() else { continue }
            let clusters = spans.map(\.cluster).filter { $0 >= 0 }
            let covered = (clusters.min() ?? content.lowerBound)..<((clusters.max() ?? content.lowerBound - 1) + 1)
            let baseline = line.baseline - a.baselineOffset * fontScale
            let box = Rect(x: x0, y: line.origin.y, width: x1 - x0, height: line.height)
            if let color = a.backgroundColor {
                add(TextDecoration(kind: .background, rects: [box], color: color, utf16Range: covered))
            }
            if let attachment = a.attachment, let first = spans.first {
                let b = attachment.bounds
                add(TextDecoration(kind: .attachment,
                                   rects: [Rect(x: first.x0 + b.minX, y: baseline - b.maxY, width: b.width, height: b.size.height)],
                                   color: .clear, utf16Range: covered, attachment: attachment))
            }
            let metrics = run.font.metrics
            for (kind, style, color) in [(TextDecoration.Kind.underline, a.underlineStyle, a.underlineColor),
                                         (.strikethrough, a.strikethroughStyle, a.strikethroughColor)] where style.isVisible {
                // Extents along the line: the whole span, or each word's with `.byWord`.
                let pieces = style.contains(.byWord) ? Self.words(of: spans) : [(x0, x1)]
                let bands = kind == .underline
                    ? Self.underlineBands(style, top: baseline - metrics.underlinePosition, thickness: metrics.underlineThickness)
                    : Self.strikethroughBands(style, top: baseline - metrics.strikeoutPosition, thickness: metrics.strikeoutThickness)
                var rects: [Rect] = []
                for band in bands {
                    for piece in pieces {
                        rects += Self.dashes(from: piece.0, to: piece.1, y: band.y, thickness: band.thickness, pattern: style.pattern)
                    }
                }
                add(TextDecoration(kind: kind, rects: rects, color: color ?? run.color, utf16Range: covered))
            }
            if let link = a.link {
                add(TextDecoration(kind: .link, rects: [box], color: .clear, utf16Range: covered, link: link))
            }
        }
        return layers.flatMap { $0 }
    }

    /// The extent of each glyph of `run` whose cluster is in `content` (the line without its
    /// leading and trailing whitespace; a glyph of no cluster, as an ellipsis, always is), in
    /// order, with its cluster and whether it is whitespace.
    private static func glyphSpans(
        of run: GlyphRun, within content: Range<Int>, of p: PreparedParagraph
    ) -> [(x0: Double, x1: Double, cluster: Int, isSpace: Bool)] {
        var spans: [(x0: Double, x1: Double, cluster: Int, isSpace: Bool)] = []
        var pen = run.minX
        for i in run.glyphs.indices {
            let c = run.clusters[i]
            let inContent = c < 0 || content.contains(c)
            let isSpace = c >= 0 && p.isHangingWhitespace(p.utf16[c - p.utf16Start])
            if inContent { spans.append((pen, pen + run.advances[i], c, isSpace)) }
            pen += run.advances[i]
        }
        return spans
    }

    /// The extents of `.byWord` decoration: each run of spans between whitespace.
    private static func words(of spans: [(x0: Double, x1: Double, cluster: Int, isSpace: Bool)]) -> [(Double, Double)] {
        var pieces: [(Double, Double)] = []
        var open: (Double, Double)? = nil
        for s in spans {
            if s.isSpace { if let o = open { pieces.append(o) }; open = nil } else { open = (open?.0 ?? s.x0, s.x1) }
        }
        if let o = open { pieces.append(o) }
        return pieces
    }

    /// The strokes of an underline whose first stroke's top is `top` (y down): `.single` one
    /// of `thickness`, `.thick` one of twice that, `.double` two of `thickness` with one
    /// thickness between them, the second below.
    static func underlineBands(_ style: UnderlineStyle, top: Double, thickness t: Double) -> [(y: Double, thickness: Double)] {
        switch style.line {
        case .double: return [(top, t), (top + 2 * t, t)]
        case .thick: return [(top, 2 * t)]
        default: return [(top, t)]
        }
    }

    /// The strokes of a strikethrough whose single stroke's top is `top`: thicker and double
    /// strokes keep that stroke's centre.
    static func strikethroughBands(_ style: UnderlineStyle, top: Double, thickness t: Double) -> [(y: Double, thickness: Double)] {
        let centre = top + t / 2
        switch style.line {
        case .double: return [(centre - 1.5 * t, t), (centre + 0.5 * t, t)]
        case .thick: return [(centre - t, 2 * t)]
        default: return [(top, t)]
        }
    }

    /// The rects of a stroke from `x0` to `x1`, solid or cut by `pattern` into dashes whose
    /// lengths are multiples of the stroke's thickness (at least 1 pt): dot 1 on, 1 off; dash
    /// 4 on, 2 off; dash-dot 4, 2, 1, 2; dash-dot-dot 4, 2, 1, 2, 1, 2.
    static func dashes(from x0: Double, to x1: Double, y: Double, thickness: Double, pattern: UnderlineStyle) -> [Rect] {
        let units: [Double]
        switch pattern {
        case .patternDot: units = [1, 1]
        case .patternDash: units = [4, 2]
        case .patternDashDot: units = [4, 2, 1, 2]
        case .patternDashDotDot: units = [4, 2, 1, 2, 1, 2]
        default: return [Rect(x: x0, y: y, width: x1 - x0, height: thickness)]
        }
        let unit = max(thickness, 1)
        var rects: [Rect] = []
        var x = x0
        var k = 0
        while x < x1 && rects.count < 100_000 {
            let length = units[k % units.count] * unit
            if k % 2 == 0 { rects.append(Rect(x: x, y: y, width: min(length, x1 - x), height: thickness)) }
            x += length
            k += 1
        }
        return rects
    }
}
