import Graphics
import Typesetting

/// Where drawing goes: our pixel canvas (`CanvasContext`, for PNG) or a cairo context
/// (`CairoContext`: a PDF or SVG document of `VectorDocument`, or any cairo surface a caller
/// owns). Text layouts, labels and scenes draw through this protocol only, so they come out
/// the same in every format, debug overlay included.
///
/// Coordinates are points, y down, from the top-left corner of the context's drawing area.
/// Every call composites source-over; colours are sRGB with straight alpha (`Color`).
public protocol DrawingContext {
    /// The width in points of the thinnest line the context draws, which the debug overlay
    /// uses: one pixel (1 / scale) of a canvas; chosen by the document for vector output.
    var hairline: Double { get }

    /// Fills `rect` with `color`.
    mutating func fill(_ rect: Rect, color: Color)

    /// Strokes the outline of `rect` with a band `lineWidth` points wide drawn **inside** the
    /// rect, as `CALayer.borderWidth` does; a band wider than half the rect fills it.
    mutating func stroke(_ rect: Rect, color: Color, lineWidth: Double)

    /// Draws a straight line `lineWidth` points wide, centred on the segment, with butt caps.
    mutating func drawLine(from start: Point, to end: Point, color: Color, lineWidth: Double)

    /// Fills `shape`, moved by `offset`, where it falls in `visible` (nil: everywhere). A
    /// vector context writes the outline as one path; the default (the pixel canvas) fills it
    /// in pixel-row slices (`fillInSlices(_:offset:within:)`). Callers use
    /// `fill(_:offset:within:)`.
    mutating func fillShape(_ shape: ShapeFill, offset: Point, within visible: Rect?)

    /// Draws `image` (premultiplied RGBA) scaled to fill `rect`, multiplied by `opacity`.
    mutating func draw(_ image: RGBAImage, in rect: Rect, opacity: Double)

    /// Draws the glyph runs of lines `lines` of `layout` at exactly the layout's positions
    /// plus `origin`, in each run's colour. Never re-shapes or re-wraps.
    mutating func drawGlyphs(of layout: TextLayout, lines: Range<Int>, at origin: Point) throws(RenderError)

    /// Where the context draws a baseline asked for at `y` (points): a canvas puts glyphs on
    /// whole pixel rows, so it rounds to one; a vector context draws at `y`.
    func baselinePosition(_ y: Double) -> Double

    /// Marks what is drawn next as the debug overlay (`true`) or as the drawing itself
    /// (`false`). A context that can show the overlay apart (an SVG page hiding it with CSS)
    /// groups it; the others draw it as anything else (the default does nothing).
    mutating func setOverlay(_ isOverlay: Bool)

    /// Notes something drawn other than the input asked (`RenderDiagnostic`): a refused link,
    /// an attachment image that could not be drawn. The contexts of this module list them in
    /// `diagnostics`; the default drops them.
    mutating func report(_ diagnostic: RenderDiagnostic)

    /// How many pixels a point an attachment's image is resampled to (`AttachmentImages`):
    /// by default one pixel a hairline, the canvas's scale.
    var imagePixelsPerPoint: Double { get }

    /// Where attachment images are read and cached (by default `AttachmentImages.shared`).
    var attachmentImages: AttachmentImages { get }

    /// Runs `body`, keeping of what it draws only the part inside `shape` (SwiftUI's
    /// `clipShape`): a canvas draws it on a transparent layer and composites that through the
    /// shape's coverage; cairo clips to the shape's path. The default (a context that cannot
    /// clip) draws it unclipped and reports `RenderDiagnostic.clipNotApplied`.
    mutating func drawClipped(to shape: ExclusionPath, _ body: (inout Self) throws -> Void) throws
}

extension DrawingContext {
    /// Does nothing: the overlay is drawn like the rest.
    public mutating func setOverlay(_ isOverlay: Bool) {}

    /// Drops `diagnostic`.
    public mutating func report(_ diagnostic: RenderDiagnostic) {}

    /// 1 / hairline.
    public var imagePixelsPerPoint: Double { 1 / hairline }

    /// `AttachmentImages.shared`.
    public var attachmentImages: AttachmentImages { .shared }

    /// Draws `body` unclipped and reports `.clipNotApplied`.
    public mutating func drawClipped(to shape: ExclusionPath, _ body: (inout Self) throws -> Void) throws {
        try body(&self)
        report(.clipNotApplied)
    }
}

/// Colours of the debug overlay, the same in every format.
public enum DebugColors {
    /// Line boxes: a light fill under the text, and a hairline outline over it.
    public static let lineBoxFill = Color(red: 0.20, green: 0.50, blue: 1.00, alpha: 0.10)
    /// The line boxes' hairline outline.
    public static let lineBoxOutline = Color(red: 0.20, green: 0.50, blue: 1.00, alpha: 0.60)
    /// Baselines: a hairline band just below each baseline as the glyphs are drawn
    /// (`DrawingContext.baselinePosition`), across the line box.
    public static let baseline = Color(red: 1.00, green: 0.15, blue: 0.15, alpha: 0.70)
    /// The whole layout frame (0, 0, size), a hairline outline.
    public static let layoutFrame = Color(red: 0.10, green: 0.70, blue: 0.20, alpha: 0.60)
}

extension DrawingContext {
    /// Draws `layout` with its top-left corner at `origin`; `debug` adds the overlay: line
    /// boxes (a fill under the text, an outline over it), baselines and the layout frame
    /// (`DebugColors`), each a `hairline` wide.
    public mutating func draw(_ layout: TextLayout, at origin: Point, debug: Bool = false) throws(RenderError) {
        try draw(layout, lines: layout.lines.indices, at: origin, debug: debug)
    }

    /// Draws lines `lines` of `layout` at their layout positions plus `origin` (a page of a
    /// longer text: `origin.y` is then the page's top less the first line's `origin.y`). With
    /// `debug` the frame drawn is the layout's when every line is drawn, else the band of the
    /// lines drawn, across the layout's width.
    public mutating func draw(_ layout: TextLayout, lines: Range<Int>, at origin: Point, debug: Bool) throws(RenderError) {
        let lines = lines.clamped(to: layout.lines.indices)
        let hairline = self.hairline
        if debug {
            setOverlay(true)
            for k in lines { fill(layout.lines[k].frame.offsetBy(origin), color: DebugColors.lineBoxFill) }
            setOverlay(false)
        }
        let decorations = layout.prepared.hasRichAttributes ? lines.map { layout.decorations(forLine: $0) } : []
        drawBackgrounds(decorations, at: origin)
        try drawGlyphs(of: layout, lines: lines, at: origin)
        drawOverlays(decorations, at: origin)
        guard debug else { return }
        setOverlay(true)
        defer { setOverlay(false) }
        for k in lines {
            let line = layout.lines[k]
            let box = line.frame.offsetBy(origin)
            stroke(box, color: DebugColors.lineBoxOutline, lineWidth: hairline)
            fill(Rect(x: box.minX, y: baselinePosition(origin.y + line.baseline), width: box.width, height: hairline),
                 color: DebugColors.baseline)
        }
        var frame = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
        if lines != layout.lines.indices, let first = lines.first, let last = lines.last {
            let top = layout.lines[first].origin.y
            frame = Rect(x: 0, y: top, width: layout.size.width, height: layout.lines[last].frame.maxY - top)
        }
        stroke(frame.offsetBy(origin), color: DebugColors.layoutFrame, lineWidth: hairline)
    }
}

extension Rect {
    /// The rect moved by `offset`.
    func offsetBy(_ offset: Point) -> Rect {
        Rect(x: minX + offset.x, y: minY + offset.y, width: width, height: height)
    }
}
