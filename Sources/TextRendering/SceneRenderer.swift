import RepresentableKit
import Typesetting

/// Draws a laid-out scene: the background, view fills, labels and borders, with an optional
/// debug overlay of frame outlines, line boxes and baselines (like the layout view of Xcode
/// Previews). Labels are drawn from the layout measured for their frame; nothing is wrapped
/// again at draw time.
public struct SceneRenderer: Sendable {
    public let textRenderer: TextRenderer

    public init(textRenderer: TextRenderer = TextRenderer()) {
        self.textRenderer = textRenderer
    }

    /// Lays `scene` out and draws it at `scale` (the scene's own scale when nil).
    public func render(_ scene: Scene, scale: Double? = nil, debug: Bool = false) throws -> (canvas: Canvas, layout: LayoutResult) {
        let placement = scene.placement()
        let result = placement.result
        let s = scale ?? scene.scale
        let background = scene.background.flatMap(Color.init(hex:)) ?? .white
        let size = TextSize(width: result.size.width, height: result.size.height)
        var canvas = try Canvas(size: TextSize(width: max(size.width, 1 / s), height: max(size.height, 1 / s)), scale: s, background: background)
        func rect(_ r: Rect) -> TextRect { TextRect(x: r.minX, y: r.minY, width: r.width, height: r.height) }

        // Fills first (depth-first pre-order puts parents before children).
        for frame in result.frames {
            if let hex = frame.fillColor, let color = Color(hex: hex) {
                canvas.fill(rect(frame.rect), color: color)
            }
        }
        for hosted in placement.hostedViews {
            guard let label = hosted.view as? Label else { continue }
            guard let layout = try label.layout(forWidth: hosted.rect.width) else { continue }
            // UILabel centres its text vertically in a taller frame.
            let spare = max(0, hosted.rect.height - layout.size.height)
            let origin = TextPoint(x: hosted.rect.minX, y: hosted.rect.minY + spare / 2)
            try textRenderer.render(layout, at: origin, into: &canvas, debug: debug)
        }
        for frame in result.frames {
            if let hex = frame.borderColor, let color = Color(hex: hex) {
                canvas.stroke(rect(frame.rect), color: color, lineWidth: frame.borderWidth ?? 1)
            }
        }
        if debug {
            let outline = Color(red: 1, green: 0.2, blue: 0.6, alpha: 0.8)
            for frame in result.frames {
                canvas.stroke(rect(frame.rect), color: outline, lineWidth: 1 / s)
            }
        }
        return (canvas, result)
    }
}
