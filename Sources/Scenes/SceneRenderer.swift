import Graphics
import LabelHost
import RepresentableKit
import TextRendering
import Typesetting

/// Draws a laid-out scene: the background, view fills, every hosted view that is `Drawable`,
/// and borders, with an optional debug overlay of frame outlines, line boxes and baselines
/// (like the layout view of Xcode Previews). Labels are drawn from the layout measured for
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

        // Fills first (depth-first pre-order puts parents before children).
        for frame in result.frames {
            if let color = frame.fillColor { canvas.fill(frame.rect, color: color) }
        }
        for hosted in placement.hostedViews {
            guard let drawable = hosted.view as? any Drawable else { continue }
            try drawable.draw(in: hosted.rect, on: &canvas, renderer: textRenderer, debug: debug)
        }
        for placed in placement.drawings {
            guard let drawable = placed.drawing as? any Drawable else { continue }
            try drawable.draw(in: placed.rect, on: &canvas, renderer: textRenderer, debug: debug)
        }
        for frame in result.frames {
            if let color = frame.borderColor {
                canvas.stroke(frame.rect, color: color, lineWidth: frame.borderWidth ?? 1)
            }
        }
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
