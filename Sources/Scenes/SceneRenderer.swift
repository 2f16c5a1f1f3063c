import Graphics
import RepresentableKit
import TextRendering

/// Draws a laid-out scene back to front in tree order: the background, then per node its
/// fill, what it draws (every hosted view that is `Drawable`, such as `Label`, and SwiftUI
/// `Text` whose content is `TextDrawable`, such as `TextContent`) and its border
/// (after the node's subtree), with an optional debug overlay of frame outlines, line boxes
/// and baselines (like the layout view of Xcode Previews). Labels are drawn from the layout measured for
/// their frame; nothing is wrapped again at draw time.
public struct SceneRenderer: Sendable {
    /// Draws the text of every `Drawable` view that shows text.
    public let textRenderer: TextRenderer

    /// The debug overlay's frame outline colour.
    public static let frameOutline = Color(red: 1, green: 0.2, blue: 0.6, alpha: 0.8)

    /// A scene renderer drawing text with `textRenderer`.
    public init(textRenderer: TextRenderer = TextRenderer()) {
        self.textRenderer = textRenderer
    }

    /// Lays `scene` out and draws it at `scale` (the scene's own scale when nil); `diagnostics`
    /// lists what was drawn other than asked (an attachment image drawn as a box).
    public func render(_ scene: Scene, scale: Double? = nil, debug: Bool = false) throws
        -> (canvas: Canvas, layout: LayoutResult, diagnostics: [RenderDiagnostic]) {
        let (placement, size, s) = try measure(scene, scale: scale)
        var context = CanvasContext(try Canvas(size: size, scale: s, background: scene.background ?? .white), textRenderer: textRenderer)
        try draw(placement, into: &context, debug: debug)
        return (context.canvas, placement.result, context.diagnostics)
    }

    /// Lays `scene` out and draws it as a PDF or SVG page covering the same area as the PNG
    /// at `scale` (its pixels over `scale`, in points); the debug overlay's lines are one
    /// pixel at `scale` wide.
    public func renderDocument(_ scene: Scene, format: VectorDocument.Format, scale: Double? = nil,
                               debug: Bool = false) throws -> (document: VectorDocument, layout: LayoutResult) {
        let (placement, size, s) = try measure(scene, scale: scale)
        let page = Size(width: Double(try Canvas.pixelLength(size.width, scale: s)) / s,
                        height: Double(try Canvas.pixelLength(size.height, scale: s)) / s)
        let document = try VectorDocument(format: format, pageSize: page, hairline: 1 / s, rasterizer: textRenderer.rasterizer,
                                          images: textRenderer.images)
        var context = document.context
        context.fill(Rect(x: 0, y: 0, width: page.width, height: page.height), color: scene.background ?? .white)
        try draw(placement, into: &context, debug: debug)
        return (document, placement.result)
    }

    /// Draws a laid-out scene into `context`, back to front in tree order (depth-first
    /// pre-order), as SwiftUI draws a ZStack, a background or an overlay: each frame's fill,
    /// then what its view draws (a `Drawable` hosted view, or `TextDrawable` text at the width
    /// and font scale it was placed with); a border is
    /// an overlay of its content, so it is stroked once the border node's subtree is drawn.
    /// With `debug`, every frame's outline, a hairline wide. The background is the caller's to
    /// paint. For drawing a scene into a context the caller owns (`CairoContext(borrowing:)`),
    /// from `scene.placement()`.
    public func draw(_ placement: Placement, into context: inout some DrawingContext, debug: Bool = false) throws {
        let result = placement.result
        var drawables: [Int: any Drawable] = [:]
        for hosted in placement.hostedViews {
            if let drawable = hosted.view as? any Drawable { drawables[hosted.frameIndex] = drawable }
        }
        var texts: [Int: DrawingPlacement] = [:]
        for placed in placement.drawings { texts[placed.frameIndex] = placed }
        var openBorders: [LayoutFrame] = []
        func strokeBorders(deeperThan depth: Int) {
            while let last = openBorders.last, last.depth >= depth {
                context.stroke(last.rect, color: last.borderColor ?? .black, lineWidth: last.borderWidth ?? 1)
                openBorders.removeLast()
            }
        }
        for (index, frame) in result.frames.enumerated() {
            strokeBorders(deeperThan: frame.depth)
            if let color = frame.fillColor { context.fill(frame.rect, color: color) }
            if let drawable = drawables[index] {
                try drawable.draw(in: frame.rect, into: &context, debug: debug)
            }
            if let placed = texts[index], let text = placed.content as? any TextDrawable {
                try text.draw(width: placed.width, fontScale: placed.fontScale, in: frame.rect, into: &context, debug: debug)
            }
            if frame.borderColor != nil { openBorders.append(frame) }
        }
        strokeBorders(deeperThan: 0)
        if debug {
            context.setOverlay(true)
            for frame in result.frames {
                context.stroke(frame.rect, color: Self.frameOutline, lineWidth: context.hairline)
            }
            context.setOverlay(false)
        }
    }

    /// The scene's placement (checked finite), its drawn size (at least one pixel each way)
    /// and the scale.
    private func measure(_ scene: Scene, scale: Double?) throws -> (Placement, Size, Double) {
        let placement = scene.placement()
        try scene.checkFinite(placement.result)
        let s = scale ?? scene.scale
        let size = placement.result.size
        return (placement, Size(width: max(size.width, 1 / s), height: max(size.height, 1 / s)), s)
    }
}
