/// A line box's vertical geometry, by the paragraph style's line-height rules: its top, its
/// height and where its baseline sits (all in points from the layout's top).
package struct LineBox: Sendable, Hashable {
    package var top: Double
    package var height: Double
    package var baseline: Double

    /// The box of a line whose glyphs have `metrics`, starting at `top`: TextKit's height
    /// rule (`ParagraphStyle.lineHeight(natural:)`), then the baseline where
    /// `style.baselinePlacement` puts it: the extra height above the glyphs (TextKit) or
    /// split in half above and below them (CSS half-leading).
    package init(metrics: VerticalMetrics, top: Double, style: borrowing ParagraphStyle) {
        let height = style.lineHeight(natural: metrics.lineHeight)
        self.top = top
        self.height = height
        switch style.baselinePlacement {
        case .textKit: baseline = top + height - metrics.descent
        case .halfLeading: baseline = top + (height - (metrics.ascent + metrics.descent)) / 2 + metrics.ascent
        }
    }

    /// Where the box ends and the space before the next line begins.
    package var bottom: Double { top + height }
}

extension ParagraphStyle {
    /// The line height for a natural height, by TextKit's rule:
    /// clamp(natural × (multiple > 0 ? multiple : 1), minimum, maximum > 0 ? maximum : ∞).
    public func lineHeight(natural: Double) -> Double {
        var h = natural
        if lineHeightMultiple > 0 { h *= lineHeightMultiple }
        if maximumLineHeight > 0 { h = min(h, maximumLineHeight) }
        h = max(h, minimumLineHeight)
        return h
    }

    /// The top of the next line box, from the bottom and top of the one before: `lineSpacing`
    /// and `lineSpacingAdjustment` between any two lines, and `paragraphSpacing` and
    /// `paragraphSpacingBefore` between paragraphs (never before the first line or after the
    /// last); never above `lineTop`, however negative the adjustment.
    package func nextLineTop(after bottom: Double, lineTop: Double = -.infinity, startsParagraph: Bool) -> Double {
        var y = bottom + lineSpacing
        if startsParagraph { y += paragraphSpacing + paragraphSpacingBefore }
        return max(lineTop, y + lineSpacingAdjustment)
    }

    /// The top of the first line of a paragraph in style `next`, from the bottom and top of
    /// this paragraph's last line: this style's `lineSpacing`, `lineSpacingAdjustment` and
    /// `paragraphSpacing`, then the next paragraph's `paragraphSpacingBefore` (TextKit adds the
    /// two spacings); never above `lineTop`. With one style for both,
    /// `nextLineTop(after:lineTop:startsParagraph: true)`.
    package func nextParagraphTop(after bottom: Double, lineTop: Double = -.infinity, next: ParagraphStyle) -> Double {
        var y = bottom + lineSpacing
        y += paragraphSpacing + next.paragraphSpacingBefore
        return max(lineTop, y + lineSpacingAdjustment)
    }
}
