import Graphics
import LabelHost
import RepresentableKit
import TextRendering
import Typesetting

/// Draws a laid-out scene back to front in tree order: the background, then per node its
/// fill, what it draws (every hosted view or content that is `Drawable`) and its border
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

    /// Lays `scene` out and draws it at `scale` (the scene's own scale when nil).
    public func render(_ scene: Scene, scale: Double? = nil, debug: Bool = false) throws -> (canvas: Canvas, layout: LayoutResult) {
        let placement = scene.placement()
        let result = placement.result
        try scene.checkFinite(result)
        let s = scale ?? scene.scale
        let size = Size(width: max(result.size.width, 1 / s), height: max(result.size.height, 1 / s))
        var canvas = try Canvas(size: size, scale: s, background: scene.background ?? .white)

        // Tree order (depth-first pre-order) is back to front, as SwiftUI draws a ZStack, a
        // background or an overlay: each frame's fill, then what its view draws. A border is an
        // overlay of its content, so it is stroked once the border node's subtree is drawn.
        var drawables: [Int: any Drawable] = [:]
        for hosted in placement.hostedViews {
            if let drawable = hosted.view as? any Drawable { drawables[hosted.frameIndex] = drawable }
        }
        for placed in placement.drawings {
            if let drawable = placed.drawing as? any Drawable { drawables[placed.frameIndex] = drawable }
        }
        var openBorders: [LayoutFrame] = []
        func strokeBorders(deeperThan depth: Int) {
            while let last = openBorders.last, last.depth >= depth {
                canvas.stroke(last.rect, color: last.borderColor ?? .black, lineWidth: last.borderWidth ?? 1)
                openBorders.removeLast()
            }
        }
        for (index, frame) in result.frames.enumerated() {
            strokeBorders(deeperThan: frame.depth)
            if let color = frame.fillColor { canvas.fill(frame.rect, color: color) }
            if let drawable = drawables[index] {
                try drawable.draw(in: frame.rect, on: &canvas, renderer: textRenderer, debug: debug)
            }
            if frame.borderColor != nil { openBorders.append(frame) }
        }
        strokeBorders(deeperThan: 0)
        if debug {
            for frame in result.frames {
                canvas.stroke(frame.rect, color: Self.frameOutline, lineWidth: 1 / s)
            }
        }
        return (canvas, result)
    }
}

extension Label: Drawable {
    /// Draws the label's text as UILabel's `drawText(in:)` does (`drawingLayout(in:)`).
    public func draw(in frame: Rect, on canvas: inout Canvas, renderer: TextRenderer, debug: Bool) throws {
        guard let (layout, origin) = try drawingLayout(in: frame) else { return }
        try renderer.render(layout, at: origin, into: &canvas, debug: debug)
    }
}

extension TextDrawing: Drawable {
    /// Draws SwiftUI `Text` as laid out for its placement, from the frame's top-left corner
    /// (a Text's frame is its own size).
    public func draw(in frame: Rect, on canvas: inout Canvas, renderer: TextRenderer, debug: Bool) throws {
        guard let layout else { return }
        try renderer.render(layout, at: frame.origin, into: &canvas, debug: debug)
    }
}
