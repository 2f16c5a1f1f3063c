import Graphics
import Typesetting

/// A shape filled under text: the box or image place that text flows around
/// (`PreparedText.layout(width:numberOfLines:exclusionPaths:)`), drawn so that a picture or
/// a page shows where it is.
public struct ShapeFill: Sendable, Hashable {
    /// The shape, in the layout's coordinates.
    public var path: ExclusionPath
    /// Its fill.
    public var color: Color

    /// `path` filled with `color`.
    public init(_ path: ExclusionPath, color: Color) {
        self.path = path
        self.color = color
    }
}

extension DrawingContext {
    /// Fills `shape` moved by `offset`: a rectangle at once; an ellipse or polygon in
    /// horizontal slices one `hairline` tall (a pixel row of a canvas), aligned to multiples of
    /// it so that slices never overlap (two half-covered rows composited over each other would
    /// leave a seam), each the shape's x range in that slice
    /// (`ExclusionPath.excludedRange(top:bottom:)`), so the fill covers the shape's area as the
    /// text avoids it, over by at most a slice's height along the outline.
    public mutating func fill(_ shape: ShapeFill, offset: Point = Point(x: 0, y: 0)) {
        let bounds = shape.path.bounds
        if case .rectangle(let r) = shape.path {
            fill(Rect(x: r.minX + offset.x, y: r.minY + offset.y, width: r.width, height: r.height), color: shape.color)
            return
        }
        // Slices in the drawing's coordinates, whole rows from the row the shape starts in; at
        // least a thousandth of the shape's height, so that a huge shape takes bounded time.
        let step = max(hairline > 0 ? hairline : 0.25, bounds.height / 1000)
        var row = ((bounds.minY + offset.y) / step).rounded(.down)
        while row * step < bounds.maxY + offset.y {
            let top = max(row * step, bounds.minY + offset.y), bottom = min((row + 1) * step, bounds.maxY + offset.y)
            if bottom > top, let range = shape.path.excludedRange(top: top - offset.y, bottom: bottom - offset.y) {
                fill(Rect(x: range.lowerBound + offset.x, y: top, width: range.upperBound - range.lowerBound, height: bottom - top),
                     color: shape.color)
            }
            row += 1
        }
    }
}

extension TextRenderer {
    /// `render(_:scale:background:debug:)` with `shapes` filled under the text; the canvas
    /// also covers the shapes' bounds (from the layout's origin).
    public func render(_ layout: TextLayout, under shapes: [ShapeFill], scale: Double = 1, background: Color? = nil,
                       debug: Bool = false) throws(RenderError) -> Canvas {
        var (width, height) = try TextRenderer.pixelExtent(of: layout, scale: scale)
        for shape in shapes {
            width = max(width, try Canvas.pixelLength(max(0, shape.path.bounds.maxX), scale: scale))
            height = max(height, try Canvas.pixelLength(max(0, shape.path.bounds.maxY), scale: scale))
        }
        var canvas = try Canvas(width: width, height: height, scale: scale, background: background)
        try CanvasContext.drawing(into: &canvas, textRenderer: self) { (context) throws(RenderError) in
            for shape in shapes { context.fill(shape) }
            try context.draw(layout, at: Point(x: 0, y: 0), debug: debug)
        }
        return canvas
    }
}
