import Graphics
import Typesetting

/// A `DrawingContext` over our pixel canvas: shapes and images with `Canvas`'s exact area
/// coverage, glyphs rasterized by `textRenderer` (FreeType, ¼-px horizontal phases, baselines on
/// whole pixel rows). Write the result with `canvas.writePNG(to:)`.
public struct CanvasContext: DrawingContext {
    /// The pixels drawn so far.
    public var canvas: Canvas
    /// Draws the glyphs (its rasterizer and glyph cache).
    public let textRenderer: TextRenderer
    /// What was drawn other than asked, each once, in the order reported (`RenderDiagnostic`).
    public var diagnostics: [RenderDiagnostic] { log.entries }
    private var log = DiagnosticLog()
    /// How many clip layers this context is drawn inside (0 for the canvas itself).
    private var clipDepth = 0
    /// The most clip layers drawn inside one another: 8 (a layer is a canvas of the full size).
    public static let maximumClipDepth = 8

    /// A context drawing into `canvas`, glyphs with `textRenderer`.
    public init(_ canvas: Canvas, textRenderer: TextRenderer = TextRenderer()) {
        self.canvas = canvas
        self.textRenderer = textRenderer
    }

    /// Runs `body` with a context that draws into `canvas` in place (no copy of its pixels).
    package static func drawing<E: Error>(into canvas: inout Canvas, textRenderer: TextRenderer,
                                         _ body: (inout CanvasContext) throws(E) -> Void) throws(E) {
        var context = CanvasContext(Canvas.empty, textRenderer: textRenderer)
        swap(&canvas, &context.canvas)
        defer { swap(&canvas, &context.canvas) }
        try body(&context)
    }

    /// Adds `diagnostic` to `diagnostics` (once).
    public mutating func report(_ diagnostic: RenderDiagnostic) { log.report(diagnostic) }

    /// The renderer's `images`.
    public var attachmentImages: AttachmentImages { textRenderer.images }

    /// One pixel: 1 / scale points.
    public var hairline: Double { 1 / canvas.scale }

    /// `Canvas.fill(_:color:)`.
    public mutating func fill(_ rect: Rect, color: Color) { canvas.fill(rect, color: color) }

    /// `Canvas.stroke(_:color:lineWidth:)`.
    public mutating func stroke(_ rect: Rect, color: Color, lineWidth: Double) {
        canvas.stroke(rect, color: color, lineWidth: lineWidth)
    }

    /// `Canvas.drawLine(from:to:color:lineWidth:)`.
    public mutating func drawLine(from start: Point, to end: Point, color: Color, lineWidth: Double) {
        canvas.drawLine(from: start, to: end, color: color, lineWidth: lineWidth)
    }

    /// `Canvas.draw(_:in:opacity:)`.
    public mutating func draw(_ image: RGBAImage, in rect: Rect, opacity: Double) {
        canvas.draw(image, in: rect, opacity: opacity)
    }

    /// The glyphs, as `TextRenderer` draws them.
    public mutating func drawGlyphs(of layout: TextLayout, lines: Range<Int>, at origin: Point) throws(RenderError) {
        try textRenderer.drawGlyphs(of: layout, lines: lines, at: origin, into: &canvas)
    }

    /// Draws `body` on a transparent layer of the canvas's size, then composites that layer
    /// through `shape`'s coverage (`Canvas.composite(_:clippedTo:)`).
    /// Past `maximumClipDepth` clips inside one another, `body` is drawn unclipped and
    /// `.clipNotApplied` reported: each level holds a layer of the canvas's size while its body
    /// is drawn, so a chain of clips (scroll views in scroll views, `clipShape` in `clipShape`)
    /// would otherwise hold that many canvases at once.
    public mutating func drawClipped(to shape: ExclusionPath, _ body: (inout CanvasContext) throws -> Void) throws {
        guard clipDepth < Self.maximumClipDepth else {
            try body(&self)
            report(.clipNotApplied)
            return
        }
        var layer = CanvasContext(try Canvas(width: canvas.width, height: canvas.height, scale: canvas.scale),
                                  textRenderer: textRenderer)
        layer.clipDepth = clipDepth + 1
        try body(&layer)
        for diagnostic in layer.diagnostics { report(diagnostic) }
        canvas.composite(layer.canvas, clippedTo: shape)
    }

    /// `y` rounded to the canvas's pixel rows, where `TextRenderer` puts baselines.
    public func baselinePosition(_ y: Double) -> Double {
        (y * canvas.scale).rounded() / canvas.scale
    }
}

extension Canvas {
    /// A 0×0 canvas, a placeholder that owns no pixels.
    static let empty: Canvas = try! Canvas(width: 0, height: 0)
}
