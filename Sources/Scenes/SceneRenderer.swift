import Graphics
import RepresentableKit
import TextRendering
import Typesetting

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
        var shapes: [Int: ShapePlacement] = [:]
        for placed in placement.shapes { shapes[placed.frameIndex] = placed }
        var clips: [Int: ShapePlacement] = [:]
        for placed in placement.clips { clips[placed.frameIndex] = placed }
        var images: [Int: ImagePlacement] = [:]
        for placed in placement.images { images[placed.frameIndex] = placed }
        let nodes = DrawnNodes(frames: result.frames, drawables: drawables, texts: texts, shapes: shapes, clips: clips, images: images)
        try drawFrames(result.frames.indices, of: nodes, into: &context, debug: debug)
        if debug {
            context.setOverlay(true)
            for frame in result.frames {
                context.stroke(frame.rect, color: Self.frameOutline, lineWidth: context.hairline)
            }
            context.setOverlay(false)
        }
    }

    /// What each frame draws, by frame index.
    private struct DrawnNodes {
        let frames: [LayoutFrame]
        let drawables: [Int: any Drawable]
        let texts: [Int: DrawingPlacement]
        let shapes: [Int: ShapePlacement]
        let clips: [Int: ShapePlacement]
        let images: [Int: ImagePlacement]
    }

    /// Draws frames `range` (a run of whole subtrees) in order; a clip frame's subtree is drawn
    /// through `DrawingContext.drawClipped(to:_:)`, and borders opened in `range` are closed in it.
    private func drawFrames(_ range: Range<Int>, of nodes: DrawnNodes, into context: inout some DrawingContext,
                            debug: Bool) throws {
        var openBorders: [LayoutFrame] = []
        func strokeBorders(deeperThan depth: Int, in context: inout some DrawingContext) {
            while let last = openBorders.last, last.depth >= depth {
                context.stroke(last.rect, color: last.borderColor ?? .black, lineWidth: last.borderWidth ?? 1)
                openBorders.removeLast()
            }
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let frame = nodes.frames[index]
            strokeBorders(deeperThan: frame.depth, in: &context)
            if let clip = nodes.clips[index] {
                // The subtree: the frames after this one that are deeper.
                var end = index + 1
                while end < range.upperBound, nodes.frames[end].depth > frame.depth { end += 1 }
                let inner = (index + 1)..<end
                try context.drawClipped(to: clip.outline.path(in: clip.rect)) { clipped in
                    try drawFrames(inner, of: nodes, into: &clipped, debug: debug)
                }
                index = end
                continue
            }
            if let color = frame.fillColor { context.fill(frame.rect, color: color) }
            if let shape = nodes.shapes[index] {
                context.fill(ShapeFill(shape.outline.path(in: shape.rect), color: shape.color))
            }
            if let image = nodes.images[index] { draw(image, into: &context) }
            if let drawable = nodes.drawables[index] {
                try drawable.draw(in: frame.rect, into: &context, debug: debug)
            }
            if let placed = nodes.texts[index], let text = placed.content as? any TextDrawable {
                try text.draw(width: placed.width, fontScale: placed.fontScale, in: frame.rect, into: &context, debug: debug)
            }
            if frame.borderColor != nil { openBorders.append(frame) }
            index += 1
        }
        strokeBorders(deeperThan: 0, in: &context)
    }

    /// Draws an `Image` stretched over its frame, from the context's image cache at the pixels
    /// the frame covers (`AttachmentImages`: the file checked and decoded once, within its
    /// limits); a file that can no longer be read is reported, and nothing is drawn.
    private func draw(_ image: ImagePlacement, into context: inout some DrawingContext) {
        let rect = image.rect
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        func pixels(_ points: Double) -> Int {
            let v = (points * context.imagePixelsPerPoint).rounded(.up)
            return v.isFinite && v >= 1 ? Int(min(v, Double(AttachmentImages.maximumPixelCount))) : 1
        }
        do throws(RenderError) {
            let pixelsDrawn = try context.attachmentImages.image(at: image.source.path, width: pixels(rect.width), height: pixels(rect.height))
            context.draw(pixelsDrawn, in: rect, opacity: 1)
        } catch {
            context.report(.imageNotDrawn(path: image.source.path, reason: error))
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
