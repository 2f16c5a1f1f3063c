import Graphics

/// Something that draws itself into a rectangle of a canvas. Renderers of view trees (scenes)
/// draw every hosted view that conforms; a view that does not draws nothing but its
/// background fill. This is how views that draw say so: the renderer never needs to know
/// their concrete types.
public protocol Drawable {
    /// Draws into `frame` (in the canvas's points) with `renderer`; `debug` adds the
    /// renderer's overlay (line boxes and baselines of any text).
    func draw(in frame: Rect, on canvas: inout Canvas, renderer: TextRenderer, debug: Bool) throws
}
