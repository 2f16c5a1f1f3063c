import Graphics
import LabelHost
import Typesetting

// The views of LabelHost draw themselves here, beside the `Drawable` protocol, so that
// LabelHost (and what measures with it: the catalog checker) links no renderer and no cairo.

extension Label: Drawable {
    /// Draws the label's text as UILabel's `drawText(in:)` does (`drawingLayout(in:)`).
    public func draw(in frame: Rect, into context: inout some DrawingContext, debug: Bool) throws {
        guard let (layout, origin) = try drawingLayout(in: frame) else { return }
        if let exclusionFill {
            for path in exclusionPaths { context.fill(ShapeFill(path, color: exclusionFill), offset: origin) }
        }
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

extension TextView: Drawable {
    /// Draws the text as a text view shows it in `frame`: laid out at the frame's width, from
    /// the frame's top-left corner moved by `textOrigin` (inset and padding), never centred.
    public func draw(in frame: Rect, into context: inout some DrawingContext, debug: Bool) throws {
        if let exclusionFill {
            let container = Point(x: frame.minX + textContainerInset.leading, y: frame.minY + textContainerInset.top)
            for path in exclusionPaths { context.fill(ShapeFill(path, color: exclusionFill), offset: container) }
        }
        guard let layout = try layout(forViewWidth: limitingLength(frame.width)) else { return }
        try context.draw(layout, at: Point(x: frame.minX + textOrigin.x, y: frame.minY + textOrigin.y), debug: debug)
    }
}
