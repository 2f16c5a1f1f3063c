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
    /// Colours of the debug overlay (the same in every format).
    public typealias DebugColors = TextRendering.DebugColors

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
        let (width, height) = try TextRenderer.pixelExtent(of: layout, scale: scale)
        var canvas = try Canvas(width: width, height: height, scale: scale, background: background)
        try render(layout, at: Point(x: 0, y: 0), into: &canvas, debug: debug)
        return canvas
    }

    /// Renders `layout` as a PDF or SVG page of exactly the area the PNG at `scale` covers
    /// (its pixels over `scale`, in points), so that the formats line up pixel for pixel; the
    /// debug overlay's hairline is one pixel at `scale` (1 / scale pt). `shapes` are filled
    /// under the text (the page is not grown for them).
    public func renderDocument(_ layout: TextLayout, format: VectorDocument.Format, scale: Double = 1,
                               background: Color? = nil, debug: Bool = false, shapes: [ShapeFill] = []) throws(RenderError) -> VectorDocument {
        let (width, height) = try TextRenderer.pixelExtent(of: layout, scale: scale)
        let document = try VectorDocument(format: format, pageSize: Size(width: Double(width) / scale, height: Double(height) / scale),
                                          hairline: 1 / scale, rasterizer: rasterizer)
        var context = document.context
        if let background { context.fill(Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale), color: background) }
        for shape in shapes { context.fill(shape) }
        try context.draw(layout, at: Point(x: 0, y: 0), debug: debug)
        return document
    }

    /// Renders `layout` to `path` in `format` (by default the one `path`'s extension names):
    /// a PNG of `render(_:scale:background:debug:)`, or a PDF or SVG of
    /// `renderDocument(_:format:scale:background:debug:)`. The file is written whole or not at
    /// all (`OutputFile`).
    public func write(_ layout: TextLayout, to path: String, format: OutputFormat? = nil, scale: Double = 1,
                      background: Color? = nil, debug: Bool = false) throws(RenderError) {
        let chosen: OutputFormat
        if let format { chosen = format } else { chosen = try OutputFormat(path: path) }
        if let vector = chosen.vectorFormat {
            try renderDocument(layout, format: vector, scale: scale, background: background, debug: debug).write(to: path)
        } else {
            try render(layout, scale: scale, background: background, debug: debug).writePNG(to: path)
        }
    }

    /// The canvas size for `layout` at `scale`: ⌈extent × scale⌉ pixels each way
    /// (`Canvas.pixelLength`), at least 1×1 when the layout has a line, 0×0 without lines.
    /// Lines aligned (centre, right) within a proposed width can end past the widest line's
    /// width: the extent reaches the rightmost line box.
    static func pixelExtent(of layout: TextLayout, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0, scale <= Canvas.maximumScale else { throw RenderError.invalidScale(scale) }
        let rightmost = layout.lines.reduce(layout.size.width) { max($0, $1.origin.x + $1.width) }
        var width = try Canvas.pixelLength(rightmost, scale: scale)
        var height = try Canvas.pixelLength(layout.size.height, scale: scale)
        if !layout.lines.isEmpty {
            width = max(width, 1)
            height = max(height, 1)
        }
        return (width, height)
    }

    /// Renders `layout` with its top-left corner at `origin` (points) of `canvas`, at the
    /// canvas's scale: for placing labels inside a larger scene. Nothing outside the canvas is
    /// drawn. The same as `CanvasContext.draw(_:at:debug:)` with this renderer.
    public func render(_ layout: TextLayout, at origin: Point, into canvas: inout Canvas, debug: Bool = false) throws(RenderError) {
        try CanvasContext.drawing(into: &canvas, textRenderer: self) { (context) throws(RenderError) in
            try context.draw(layout, at: origin, debug: debug)
        }
    }

    /// Draws the glyph runs of lines `lines` of `layout`, shifted by `origin` (points), into
    /// `canvas`.
    func drawGlyphs(of layout: TextLayout, lines: Range<Int>, at origin: Point, into canvas: inout Canvas) throws(RenderError) {
        for k in lines {
            for run in layout.glyphRuns(forLine: k) { try draw(run, at: origin, into: &canvas) }
        }
    }

    private func draw(_ run: GlyphRun, at origin: Point, into canvas: inout Canvas) throws(RenderError) {
        if run.attributes.attachment != nil { return }  // drawn as a decoration
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
                canvas.draw(bitmap, in: image.colorBitmapRect(pixelOrigin: exact[k], pointSize: run.font.glyphSize, scale: s),
                            opacity: run.color.alpha)
            }
        }
    }
}
