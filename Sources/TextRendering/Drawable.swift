import Graphics

/// Something that draws itself into a rectangle of a drawing context. Renderers of view trees
/// (scenes) draw every hosted view that conforms; a view that does not draws nothing but its
/// background fill. This is how views that draw say so: the renderer never needs to know
/// their concrete types, and the view draws the same into a PNG canvas, a PDF or an SVG.
/// LabelHost's `Label` conforms.
public protocol Drawable {
    /// Draws into `frame` (in the context's points); `debug` adds the overlay (line boxes and
    /// baselines of any text, `DrawingContext.draw(_:at:debug:)`).
    func draw(in frame: Rect, into context: inout some DrawingContext, debug: Bool) throws
}

/// Text content that draws itself laid out as it was placed: at the width and font scale its
/// size was measured at (what the sizing layer's `DrawingPlacement` records for SwiftUI
/// `Text`). LabelHost's `TextContent` conforms.
public protocol TextDrawable {
    /// Draws the text laid out at `width` with its font scaled by `fontScale`, from the top-left
    /// corner of `frame` (a Text's frame is its own size).
    func draw(width: Double, fontScale: Double, in frame: Rect, into context: inout some DrawingContext, debug: Bool) throws
}
