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
    /// horizontal slices a quarter point tall, each its x range in that slice
    /// (`ExclusionPath.excludedRange(top:bottom:)`), so the fill covers the shape's area as
    /// the text avoids it.
    public mutating func fill(_ shape: ShapeFill, offset: Point = Point(x: 0, y: 0)) {
        let bounds = shape.path.bounds
        if case .rectangle(let r) = shape.path {
            fill(Rect(x: r.minX + offset.x, y: r.minY + offset.y, width: r.width, height: r.height), color: shape.color)
            return
        }
        let step = 0.25
        var y = bounds.minY
        while y < bounds.maxY {
            let bottom = min(y + step, bounds.maxY)
            if let range = shape.path.excludedRange(top: y, bottom: bottom) {
                fill(Rect(x: range.lowerBound + offset.x, y: y + offset.y, width: range.upperBound - range.lowerBound, height: bottom - y),
                     color: shape.color)
            }
            y = bottom
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
