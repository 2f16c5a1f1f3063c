import Graphics
import TextRendering
import Typesetting

extension Label: Drawable {
    /// Draws the label's text as UILabel's `drawText(in:)` does (`drawingLayout(in:)`).
    public func draw(in frame: Rect, into context: inout some DrawingContext, debug: Bool) throws {
        guard let (layout, origin) = try drawingLayout(in: frame) else { return }
        try context.draw(layout, at: origin, debug: debug)
    }
}

extension TextContent: TextDrawable {
    /// Draws SwiftUI `Text` laid out at `width` with its font scaled by `fontScale`, from the
    /// frame's top-left corner; empty text, or text that cannot be laid out, draws nothing.
    public func draw(
        width: Double, fontScale: Double, in frame: Rect, into context: inout some DrawingContext, debug: Bool
    ) throws {
        guard let layout = try? layout(width: width, scale: fontScale) else { return }
        try context.draw(layout, at: frame.origin, debug: debug)
    }
}
