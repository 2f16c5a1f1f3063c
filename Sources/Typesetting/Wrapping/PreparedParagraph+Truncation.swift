/// Truncating a paragraph's last visible line (`Truncation`): the ellipsis, its font, and
/// the text it leaves visible.
extension PreparedParagraph {
    /// The font the ellipsis is drawn in next to `offset`: the font of the text there when
    /// it has "…" (U+2026), else the run's own attribute font (a fallback font such as Noto
    /// Sans Hebrew may have neither "…" nor "."), else whichever of the two has ".", else the
    /// first of the paragraph's fonts with "…" or "." (the text may be all emoji or symbols).
    func ellipsisFont(near offset: Int) -> Font {
        guard !runs.isEmpty else { return baseFont }
        return ellipsisFont(ofRun: ellipsisRun(near: offset))
    }

    /// The index of the run whose fonts `ellipsisFont(near:)` chooses from: it depends on
    /// nothing else, so a caller trying many offsets chooses once per run.
    func ellipsisRun(near offset: Int) -> Int {
        firstRun(containing: min(max(offset, 0), utf16.count - 1))
    }

    /// `ellipsisFont(near:)` for an offset in run `index` (the run's fonts read in place: a
    /// copy of the run would copy its glyph arrays' references).
    func ellipsisFont(ofRun index: Int) -> Font {
        let font = runs[index].font
        if font.instance.glyph(for: "\u{2026}") != nil { return font }
        let attributeFont = runs[index].attributes.font
        if attributeFont.instance.glyph(for: "\u{2026}") != nil { return attributeFont }
        if font.instance.glyph(for: ".") != nil { return font }
        if attributeFont.instance.glyph(for: ".") != nil { return attributeFont }
        if Self.ellipsisWidth(in: baseFont) > 0 { return baseFont }
        return runs.first { Self.ellipsisWidth(in: $0.font) > 0 }?.font ?? attributeFont
    }

    /// The advance of "…" (U+2026) shaped in `font`; "..." when the font has no U+2026. Each
    /// glyph is one grapheme cluster and carries the font's tracking.
    static func ellipsisWidth(in font: Font) -> Double {
        if let glyph = font.instance.glyph(for: "\u{2026}") {
            return font.trackedAdvance(of: glyph)
        }
        if let dot = font.instance.glyph(for: ".") {
            return 3 * font.trackedAdvance(of: dot)
        }
        return 0
    }

    /// Truncates the rest of the paragraph from `slice.start` (up to the next mandatory
    /// break) into the slice's available width, UIKit style: tail keeps the start and ends
    /// with "…", head starts with "…" and keeps the end, middle keeps both ends. Cuts fall
    /// on grapheme-cluster boundaries, and whitespace next to the ellipsis is dropped. Text
    /// after the ellipsis is measured where it is drawn, so its tabs reach the same stops.
    func truncate(_ slice: LineSlice, mode: LineBreakMode) -> Truncation {
        let start = slice.start
        var end = utf16.count
        for b in breaks where b.offset > start && b.isMandatory {
            end = b.offset
            break
        }
        let text = TruncatedText(start: start, end: trimmedEnd(start, end), available: slice.available, indent: slice.indent)
        let cuts = [start] + graphemes.boundaries(after: start, through: text.end)
        switch mode {
        case .byTruncatingHead: return truncateHead(text, cuts: cuts)
        case .byTruncatingMiddle: return truncateMiddle(text, cuts: cuts)
        default: return truncateTail(text, cuts: cuts)
        }
    }

    /// The text `truncate` fits: from `start` to `end` (its trimmed end), in a line of
    /// `available` points indented by `indent`.
    private struct TruncatedText {
        var start: Int
        var end: Int
        var available: Double
        var indent: Double
    }

    /// `offset` moved past the hanging whitespace after it, up to `end`.
    private func skipLeadingSpace(_ offset: Int, before end: Int) -> Int {
        var o = offset
        while o < end && isHangingWhitespace(utf16[o]) { o += 1 }
        return o
    }

    /// Head truncation: the smallest cut whose remainder fits after the ellipsis.
    private func truncateHead(_ t: TruncatedText, cuts: [Int]) -> Truncation {
        let font = ellipsisFont(near: t.start)
        let ew = Self.ellipsisWidth(in: font)
        var chosen = t.end
        for c in cuts.reversed() {
            let from = skipLeadingSpace(c, before: t.end)
            if fits(ew + width(from, t.end, indent: t.indent + ew), in: t.available) { chosen = from } else { break }
        }
        return Truncation(visible: [chosen..<t.end], ellipsisPosition: 0, ellipsisFont: font,
                          ellipsisWidth: ew, width: ew + width(chosen, t.end, indent: t.indent + ew))
    }

    /// Middle truncation: the head that fits in half the line without the ellipsis, then the
    /// smallest tail that fits after the head and the ellipsis.
    private func truncateMiddle(_ t: TruncatedText, cuts: [Int]) -> Truncation {
        let start = t.start, textEnd = t.end, indent = t.indent
        let font = ellipsisFont(near: start)
        let ew = Self.ellipsisWidth(in: font)
        let half = (t.available - ew) / 2
        var a = start
        // Widths grow with the cut: stop at the first that does not fit (measuring every
        // cut of a long paragraph full of tabs is quadratic).
        for c in cuts {
            if fits(width(start, trimmedEnd(start, c), indent: indent), in: half) { a = c } else { break }
        }
        let headEnd = trimmedEnd(start, a)
        let headWidth = width(start, headEnd, indent: indent)
        var b = textEnd
        for c in cuts.reversed() where c >= a {
            let from = skipLeadingSpace(c, before: textEnd)
            if fits(headWidth + ew + width(from, textEnd, indent: indent + headWidth + ew), in: t.available) { b = from } else { break }
        }
        return Truncation(visible: [start..<headEnd, b..<textEnd], ellipsisPosition: 1, ellipsisFont: font,
                          ellipsisWidth: ew, width: headWidth + ew + width(b, textEnd, indent: indent + headWidth + ew))
    }

    /// Tail truncation: the largest cut whose text plus the ellipsis fits.
    private func truncateTail(_ t: TruncatedText, cuts: [Int]) -> Truncation {
        let start = t.start, indent = t.indent
        var best = start
        // The ellipsis's width depends only on the run it follows: chosen again only when
        // the cut moves into another run.
        var ellipsis = (run: -1, width: 0.0)
        for c in cuts {
            let e = trimmedEnd(start, c)
            let run = runs.isEmpty ? -1 : ellipsisRun(near: max(start, e - 1))
            if run != ellipsis.run || run < 0 {
                ellipsis = (run, Self.ellipsisWidth(in: run < 0 ? baseFont : ellipsisFont(ofRun: run)))
            }
            if fits(width(start, e, indent: indent) + ellipsis.width, in: t.available) { best = c } else { break }
        }
        let visibleEnd = trimmedEnd(start, best)
        let font = ellipsisFont(near: max(start, visibleEnd - 1))
        let ew = Self.ellipsisWidth(in: font)
        return Truncation(visible: [start..<visibleEnd], ellipsisPosition: 1, ellipsisFont: font,
                          ellipsisWidth: ew, width: width(start, visibleEnd, indent: indent) + ew)
    }
}
