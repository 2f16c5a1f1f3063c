import Graphics
import Typesetting

/// How a label's text fits a frame of a given width: what `Label.fit(width:)` measures.
///
/// Everything is in points and unrounded. The text is measured as the label draws it
/// (`drawingLayout(in:)`, autoshrink included) and as it would need to be drawn to show whole:
/// its natural single-line width and the lines it takes at the width with no line limit.
public struct LabelFit: Sendable {
    /// The text's natural width: its widest paragraph on one line, unshrunk
    /// (`PreparedText.maxContentWidth`).
    public var naturalWidth: Double
    /// The scale the label draws at (`actualScaleFactor(in:)`; 1 unless autoshrink shrinks it).
    public var scaleFactor: Double
    /// The size of the layout drawn, at `scaleFactor`.
    public var drawnSize: Size
    /// The lines the text takes at the width and `scaleFactor` with no line limit.
    public var linesNeeded: Int
    /// For a label of other than one line: the height of those lines (0 for one line).
    public var neededHeight = 0.0
    /// For a label of n > 1 lines: the height of n lines of the text, the n-th line's bottom;
    /// with fewer lines, the last line's height stands for each missing one. 0 otherwise.
    public var boxHeight = 0.0
    /// Whether the layout drawn is truncated (its text does not fit the lines).
    public var isTruncated = false
    /// What does not fit, nil when the text is drawn whole within the width.
    public var overflow: Overflow?
    /// Glyphs no font in the fallback chain has.
    public var missingGlyphs = 0

    /// Text the label cannot show whole in its width and lines.
    public struct Overflow: Sendable, Hashable {
        /// The points of text hidden. One line: the first line's excess over the width plus
        /// every later paragraph (a hard line break in a one-line label hides the rest). More
        /// lines: the widths of the lines past the last shown plus any excess of a shown line
        /// wider than the label. Unlimited lines: the excess of the widest line.
        public var points: Double
        /// The lines needed beyond `numberOfLines` (0 for unlimited lines).
        public var lines: Int
        /// With autoshrink (and a line limit), the scale the text would need to fit whole:
        /// the largest fitting scale, searched down to 0.001. Nil otherwise.
        public var requiredScale: Double?
    }
}

extension Label {
    /// How the text fits a frame `width` wide and unbounded in height, as the label draws it
    /// there (`numberOfLines`, `lineBreakMode`, autoshrink): its natural width, the scale and
    /// size drawn, the lines and height needed with no line limit, and what is cut off. Nil
    /// for empty text.
    ///
    /// Every measurement re-wraps the prepared text (`preparedText()`); none shapes again.
    public func fit(width: Double) throws(LayoutError) -> LabelFit? {
        guard let prepared = try preparedText(), let full = try layout(forWidth: width) else { return nil }
        let n = numberOfLines
        let box = Rect(x: 0, y: 0, width: width, height: .infinity)
        let scale = try actualScaleFactor(in: box)
        let drawn = try drawingLayout(in: box)?.layout ?? full
        // Lines at the width, at the drawn scale, with no limit: what would be needed
        // (counted by wrapping alone; the lines themselves only for a multi-line overflow).
        var fit = LabelFit(naturalWidth: prepared.maxContentWidth, scaleFactor: scale, drawnSize: drawn.size,
                           linesNeeded: try prepared.lineCount(width: width, scale: scale))
        fit.isTruncated = drawn.isTruncated
        fit.missingGlyphs = full.missingGlyphs
        var unlimited: TextLayout? = nil
        if n != 1 {
            let layout = try prepared.layout(width: width, numberOfLines: 0, scale: scale)
            unlimited = layout
            fit.neededHeight = layout.size.height
            if n > 1 {
                let lines = layout.lines
                // The n-th line's bottom (no second layout); with fewer lines, the last
                // line's height for each missing one.
                fit.boxHeight = lines.count >= n
                    ? lines[n - 1].origin.y + lines[n - 1].height
                    : layout.size.height + Double(n - lines.count) * (lines.last?.height ?? 0)
            }
        }
        let tooWide = drawn.lines.contains { $0.width > width + 1e-9 }
        guard drawn.isTruncated || tooWide else { return fit }
        let points: Double
        if n == 1 {
            let natural = try prepared.layout(width: nil, numberOfLines: 0, scale: scale)
            points = max(0, (natural.lines.first?.width ?? 0) - width) + natural.lines.dropFirst().reduce(0) { $0 + $1.width }
        } else {
            let layout: TextLayout
            if let unlimited { layout = unlimited } else { layout = try prepared.layout(width: width, numberOfLines: 0, scale: scale) }
            let shown = n == 0 ? layout.lines[...] : layout.lines.prefix(n)
            let hidden = n == 0 ? 0 : layout.lines.dropFirst(n).reduce(0) { $0 + $1.width }
            points = hidden + max(0, (shown.map(\.width).max() ?? 0) - width)
        }
        var overflow = LabelFit.Overflow(points: max(0, points), lines: n == 0 ? 0 : max(0, fit.linesNeeded - n))
        if adjustsFontSizeToFitWidth, n != 0 {
            overflow.requiredScale = try prepared.largestFittingScale(width: width, numberOfLines: n, minimumScaleFactor: 0.001)
        }
        fit.overflow = overflow
        return fit
    }
}
