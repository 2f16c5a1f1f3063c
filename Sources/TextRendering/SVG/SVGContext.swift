import Graphics
import Typesetting

/// A drawing context that writes SVG elements: rectangles, lines, images and glyphs, whose
/// outlines live in a shared `SVGGlyphLibrary` and are drawn by `<use>`. Several contexts
/// sharing one library make drawings that together define every glyph once; `svgElement`
/// wraps one drawing with the library's definitions for a standalone file.
///
/// With a `pixelScale`, glyph origins are placed as `TextRenderer` places them on a canvas of
/// that scale — to ¼ pixel across, to whole pixel rows down — and baselines are drawn on those
/// rows, so the drawing shown at that scale lines up with the PNG render; without one, glyphs
/// sit at the layout's exact positions.
///
/// Drawing between `setOverlay(true)` and `setOverlay(false)` (the debug overlay) goes into a
/// `<g class="overlay">` group, which a page can show or hide with CSS.
public struct SVGContext: DrawingContext {
    /// The glyph definitions this drawing uses (and adds to).
    public let library: SVGGlyphLibrary
    /// The debug overlay's line width, in points.
    public let hairline: Double
    /// The scale glyphs are snapped to, or nil for exact positions.
    public let pixelScale: Double?
    /// The SVG elements drawn so far (no `<svg>` wrapper and no definitions).
    public internal(set) var body = ""
    private var inOverlay = false

    /// A context adding to `library`; `hairline` is the debug overlay's line width (points).
    public init(library: SVGGlyphLibrary, hairline: Double = 1, pixelScale: Double? = nil) {
        self.library = library
        self.hairline = hairline.isFinite && hairline > 0 ? hairline : 1
        self.pixelScale = pixelScale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// A standalone `<svg>` element of `size` points showing this drawing, with the
    /// definitions and paint styles of the library (every glyph and colour it holds,
    /// including other drawings').
    public func svgElement(size: Size) -> String {
        let w = SVGNumber.text(size.width), h = SVGNumber.text(size.height)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"
            + "<style>" + library.styleRules + "</style>" + library.defsElement + body + "</svg>"
    }

    /// Opens (`true`) or closes (`false`) the `<g class="overlay">` group of the debug overlay.
    public mutating func setOverlay(_ isOverlay: Bool) {
        guard isOverlay != inOverlay else { return }
        inOverlay = isOverlay
        body += isOverlay ? "<g class=\"overlay\">" : "</g>"
    }

    /// A `<rect>` filled with `color`.
    public mutating func fill(_ rect: Rect, color: Color) {
        guard Self.isDrawable(rect), color.alpha > 0 else { return }
        body += "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"\(paint("fill", color))/>"
    }

    /// A `<rect>` stroked with a band `lineWidth` wide inside `rect` (mitred corners).
    public mutating func stroke(_ rect: Rect, color: Color, lineWidth: Double) {
        guard lineWidth.isFinite, lineWidth > 0, Self.isDrawable(rect), rect.width > 0, rect.height > 0 else { return }
        let w = min(lineWidth, rect.width / 2, rect.height / 2)
        if w * 2 >= min(rect.width, rect.height) { return fill(rect, color: color) }
        body += "<rect x=\"\(n(rect.minX + w / 2))\" y=\"\(n(rect.minY + w / 2))\" width=\"\(n(rect.width - w))\" height=\"\(n(rect.height - w))\""
            + "\(paint("stroke", color)) fill=\"none\" stroke-width=\"\(n(w))\"/>"
    }

    /// A `<path>` segment `lineWidth` wide, butt caps.
    public mutating func drawLine(from start: Point, to end: Point, color: Color, lineWidth: Double) {
        guard lineWidth.isFinite, lineWidth > 0,
              start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        body += "<path d=\"M\(n(start.x)) \(n(start.y))L\(n(end.x)) \(n(end.y))\"\(paint("stroke", color)) stroke-width=\"\(n(lineWidth))\"/>"
    }

    /// An `<image>` holding `image` as a PNG, stretched to `rect`, times `opacity`.
    public mutating func draw(_ image: RGBAImage, in rect: Rect, opacity: Double) {
        guard image.width > 0, image.height > 0, Self.isDrawable(rect), rect.width > 0, rect.height > 0,
              opacity.isFinite, opacity > 0 else { return }
        var canvas: Canvas
        do { canvas = try Canvas(width: image.width, height: image.height, scale: 1) } catch { return }
        canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)), opacity: 1)
        guard let png = try? PNGWriter.encode(canvas) else { return }
        body += "<image x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" preserveAspectRatio=\"none\""
            + (opacity < 1 ? " opacity=\"\(n(opacity))\"" : "") + " href=\"data:image/png;base64,\(Base64.encode(png))\"/>"
    }

    /// The glyph runs of lines `lines`, each a group of `<use>`s of the library's outlines.
    public mutating func drawGlyphs(of layout: TextLayout, lines: Range<Int>, at origin: Point) throws(RenderError) {
        for k in lines.clamped(to: layout.lines.indices) {
            for run in layout.glyphRuns(forLine: k) { try draw(run, at: origin) }
        }
    }

    /// `y`, or with a `pixelScale` the pixel row a canvas of that scale draws the baseline on.
    public func baselinePosition(_ y: Double) -> Double {
        guard let s = pixelScale else { return y }
        return (y * s).rounded() / s
    }

    // MARK: - Internals

    /// One run: a group in the run's colour, scaled from design units to points, holding a
    /// `<use>` per glyph (x, y in design units); bitmap glyphs as scaled images.
    private mutating func draw(_ run: GlyphRun, at origin: Point) throws(RenderError) {
        let size = run.font.glyphSize
        guard size.isFinite, size > 0, !run.glyphs.isEmpty else { return }
        let k = size / Double(run.font.face.unitsPerEm)
        var uses = ""
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let p = place(Point(x: origin.x + position.x, y: origin.y + position.y))
            guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { continue }
            switch try library.entry(glyph, font: run.font) {
            case .empty:
                continue
            case .outline(let id):
                uses += "<use href=\"#\(id)\" x=\"\(SVGNumber.text(p.x / k, places: 1))\" y=\"\(SVGNumber.text(p.y / k, places: 1))\"/>"
            case .bitmap(let id, let image):
                let bitmapScale = SVGGlyphLibrary.bitmapScale(run.font)
                let rect = image.colorBitmapRect(pixelOrigin: Point(x: p.x * bitmapScale, y: p.y * bitmapScale),
                                                 pointSize: size, scale: bitmapScale)
                let f = rect.width / Double(max(image.width, 1))
                body += "<use href=\"#\(id)\" transform=\"matrix(\(n(f, 5)) 0 0 \(n(f, 5)) \(n(rect.minX)) \(n(rect.minY)))\""
                    + (run.color.alpha < 1 ? " opacity=\"\(n(run.color.alpha))\"" : "") + "/>"
            }
        }
        guard !uses.isEmpty else { return }
        body += "<g\(paint("fill", run.color)) transform=\"scale(\(n(k, 6)))\">" + uses + "</g>"
    }

    /// Where a glyph origin is drawn: exact, or placed as `TextRenderer` places it at
    /// `pixelScale` (¼ px across, whole pixel rows down).
    private func place(_ p: Point) -> Point {
        guard let s = pixelScale else { return p }
        let steps = Double(GlyphRasterizer.subpixelSteps)
        return Point(x: (p.x * s * steps).rounded() / (s * steps), y: (p.y * s).rounded() / s)
    }

    private func n(_ v: Double, _ places: Int = 3) -> String { SVGNumber.text(v, places: places) }

    /// ` class="pN"`: the library's class for this fill or stroke colour.
    private func paint(_ attribute: String, _ color: Color) -> String {
        " class=\"\(library.paintClass(attribute, color))\""
    }

    static func isDrawable(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width >= 0 && rect.height >= 0
    }
}
