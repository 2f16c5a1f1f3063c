import Graphics
import Typesetting

/// Draws laid-out text: every glyph run of a `TextLayout`, at exactly the positions the layout
/// computed (it never re-wraps or re-shapes), in the run's colour.
///
/// Glyph origins are placed to ¼ px horizontally (the rasterizer's subpixel phases, so ink
/// moves by at most ⅛ px) and to the nearest whole pixel vertically (at most ½ px), so every
/// line's glyphs share one pixel baseline. Colour
/// bitmap glyphs (emoji) are scaled from their strike to the font's size and drawn at their
/// exact fractional position, multiplied by the run colour's alpha.
///
/// Ink and the layout frame: outline glyphs may overhang their advance box by their side
/// bearings (an italic's or an "f"'s overhang, Inter's "j" starts 36/2816 em left of its
/// origin) and may rise above the font's ascender (Inter's "Å" reaches 2768 units, the
/// ascender is 2728), plus the ½-px baseline rounding. Such ink leaves the line box by that
/// much; a fresh canvas from `render(_:scale:background:debug:)` covers exactly the layout
/// frame and clips it, as a clipping view would. Render into a larger canvas with
/// `render(_:at:into:debug:)` to keep it.
public struct TextRenderer: Sendable {
    /// Colours of the debug overlay.
    public enum DebugColors {
        /// Line boxes: a light fill under the text, and a 1-pixel outline over it.
        public static let lineBoxFill = Color(red: 0.20, green: 0.50, blue: 1.00, alpha: 0.10)
        /// The line boxes' 1-pixel outline.
        public static let lineBoxOutline = Color(red: 0.20, green: 0.50, blue: 1.00, alpha: 0.60)
        /// Baselines: the 1-pixel row just below each baseline as the glyphs are drawn (the
        /// baseline rounded to a whole pixel), across the line box.
        public static let baseline = Color(red: 1.00, green: 0.15, blue: 0.15, alpha: 0.70)
        /// The whole layout frame (0, 0, size), a 1-pixel outline.
        public static let layoutFrame = Color(red: 0.10, green: 0.70, blue: 0.20, alpha: 0.60)
    }

    /// Rasterizes and caches the glyphs drawn.
    public let rasterizer: GlyphRasterizer

    /// A renderer using `rasterizer` (by default the process-wide shared one).
    public init(rasterizer: GlyphRasterizer = .shared) {
        self.rasterizer = rasterizer
    }

    /// Renders `layout` into a new canvas of ⌈size.width × scale⌉ × ⌈size.height × scale⌉
    /// pixels (`Canvas.pixelLength`), at least 1×1 when the layout has a line; 0×0 for a
    /// layout without lines.
    /// - Parameters:
    ///   - layout: the text to draw, at its own origin (0, 0).
    ///   - scale: pixels per point (1, 2 or 3 for iOS screens); finite, > 0, ≤ `Canvas.maximumScale`.
    ///   - background: the canvas's fill; nil leaves it transparent.
    ///   - debug: also draws the line boxes, baselines and layout frame (`DebugColors`).
    public func render(_ layout: TextLayout, scale: Double = 1, background: Color? = nil, debug: Bool = false) throws(RenderError) -> Canvas {
        guard scale.isFinite, scale > 0, scale <= Canvas.maximumScale else { throw RenderError.invalidScale(scale) }
        // Lines aligned (centre, right) within a proposed width can end past the widest
        // line's width: the canvas reaches the rightmost line box.
        let rightmost = layout.lines.reduce(layout.size.width) { max($0, $1.origin.x + $1.width) }
        var width = try Canvas.pixelLength(rightmost, scale: scale)
        var height = try Canvas.pixelLength(layout.size.height, scale: scale)
        if !layout.lines.isEmpty {
            width = max(width, 1)
            height = max(height, 1)
        }
        var canvas = try Canvas(width: width, height: height, scale: scale, background: background)
        try render(layout, at: Point(x: 0, y: 0), into: &canvas, debug: debug)
        return canvas
    }

    /// Renders `layout` with its top-left corner at `origin` (points) of `canvas`, at the
    /// canvas's scale: for placing labels inside a larger scene. Nothing outside the canvas is
    /// drawn.
    public func render(_ layout: TextLayout, at origin: Point, into canvas: inout Canvas, debug: Bool = false) throws(RenderError) {
        let s = canvas.scale
        let hairline = 1 / s
        if debug {
            for line in layout.lines {
                canvas.fill(offset(line.frame, origin), color: DebugColors.lineBoxFill)
            }
        }
        for run in layout.glyphRuns {
            try draw(run, at: origin, into: &canvas)
        }
        if debug {
            for line in layout.lines {
                let box = offset(line.frame, origin)
                canvas.stroke(box, color: DebugColors.lineBoxOutline, lineWidth: hairline)
                // The pixel row just below the baseline as glyphs are drawn (rounded to a row).
                let row = ((origin.y + line.baseline) * s).rounded()
                canvas.fill(Rect(x: box.minX, y: row / s, width: box.width, height: hairline),
                            color: DebugColors.baseline)
            }
            canvas.stroke(Rect(x: origin.x, y: origin.y, width: layout.size.width, height: layout.size.height),
                          color: DebugColors.layoutFrame, lineWidth: hairline)
        }
    }

    private func draw(_ run: GlyphRun, at origin: Point, into canvas: inout Canvas) throws(RenderError) {
        let s = canvas.scale
        let steps = Double(GlyphRasterizer.subpixelSteps)
        let limit = 1e9   // pixel coordinates beyond this are far off any canvas
        var glyphs: [UInt32] = [], phases: [Int] = [], exact: [Point] = [], pixel: [(x: Int, y: Int)] = []
        glyphs.reserveCapacity(run.glyphs.count)
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let px = (origin.x + position.x) * s, py = (origin.y + position.y) * s
            guard px.isFinite, py.isFinite, abs(px) < limit, abs(py) < limit else { continue }
            // Quantize to ¼ px: whole pixel + phase.
            let quarters = (px * steps).rounded()
            let whole = (quarters / steps).rounded(.down)
            glyphs.append(glyph)
            phases.append(Int(quarters - whole * steps))
            exact.append(Point(x: px, y: py))
            pixel.append((Int(whole), Int(py.rounded())))
        }
        guard !glyphs.isEmpty else { return }
        try rasterizer.forEachImage(of: glyphs, font: run.font, scale: s, subpixelPhases: phases) { k, image in
            switch image.content {
            case .empty:
                return
            case .coverage(let mask):
                canvas.composite(mask, x: pixel[k].x + image.left, y: pixel[k].y - image.top, color: run.color)
            case .color(let bitmap):
                // Canvas pixels per strike pixel: the font's pixel size over the strike's ppem.
                let factor = run.font.pointSize * s / image.pixelsPerEm
                let rect = Rect(x: (exact[k].x + Double(image.left) * factor) / s,
                                    y: (exact[k].y - Double(image.top) * factor) / s,
                                    width: Double(bitmap.width) * factor / s,
                                    height: Double(bitmap.height) * factor / s)
                canvas.draw(bitmap, in: rect, opacity: run.color.alpha)
            }
        }
    }

    private func offset(_ rect: Rect, _ origin: Point) -> Rect {
        Rect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: rect.width, height: rect.height)
    }
}
