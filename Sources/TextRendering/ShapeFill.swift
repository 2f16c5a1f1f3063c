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
    /// Fills `shape` moved by `offset`, only where it falls in `visible` (the drawing's
    /// coordinates; nil: everywhere), as the context fills shapes (`fillShape`).
    public mutating func fill(_ shape: ShapeFill, offset: Point = Point(x: 0, y: 0), within visible: Rect? = nil) {
        fillShape(shape, offset: offset, within: visible)
    }

    /// The pixel canvas's way, and the default: fills `shape` in pixel-row slices.
    public mutating func fillShape(_ shape: ShapeFill, offset: Point, within visible: Rect?) {
        fillInSlices(shape, offset: offset, within: visible)
    }

    /// Fills `shape` moved by `offset`, only where it falls in `visible` (the drawing's
    /// coordinates; nil: everywhere): a rectangle at once; an ellipse or polygon in
    /// horizontal slices one `hairline` tall (a pixel row of a canvas), aligned to multiples of
    /// it so that slices never overlap (two half-covered rows composited over each other would
    /// leave a seam), each the shape's x range in that slice
    /// (`ExclusionPath.excludedRange(top:bottom:)`), so the fill covers the shape's area as the
    /// text avoids it, over by at most a slice's height along the outline. Slices outside
    /// `visible` are not made: a shape far larger than the picture costs the picture's rows.
    public mutating func fillInSlices(_ shape: ShapeFill, offset: Point, within visible: Rect?) {
        let bounds = shape.path.bounds
        let clip = visible ?? Rect(x: -Double.infinity, y: -Double.infinity, width: Double.infinity, height: Double.infinity)
        let minX = clip.minX, maxX = visible == nil ? Double.infinity : clip.maxX
        let minY = clip.minY, maxY = visible == nil ? Double.infinity : clip.maxY
        func clipped(_ r: Rect) -> Rect? {
            let x0 = max(r.minX, minX), x1 = min(r.maxX, maxX), y0 = max(r.minY, minY), y1 = min(r.maxY, maxY)
            return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
        }
        if case .rectangle(let r) = shape.path {
            if let rect = clipped(Rect(x: r.minX + offset.x, y: r.minY + offset.y, width: r.width, height: r.height)) {
                fill(rect, color: shape.color)
            }
            return
        }
        // Slices in the drawing's coordinates, whole rows from the row the shape (or the
        // visible part) starts in; at least a thousandth of the shape's height, so that a huge
        // shape takes bounded time.
        let step = max(hairline > 0 ? hairline : 0.25, bounds.height / 1000)
        let end = min(bounds.maxY + offset.y, maxY)
        var row = (max(bounds.minY + offset.y, minY) / step).rounded(.down)
        while row * step < end {
            let top = max(row * step, bounds.minY + offset.y), bottom = min((row + 1) * step, bounds.maxY + offset.y)
            if bottom > top, let range = shape.path.excludedRange(top: top - offset.y, bottom: bottom - offset.y),
               let rect = clipped(Rect(x: range.lowerBound + offset.x, y: top, width: range.upperBound - range.lowerBound,
                                       height: bottom - top)) {
                fill(rect, color: shape.color)
            }
            row += 1
        }
    }
}

extension TextRenderer {
    /// `render(_:scale:background:debug:)` with `shapes` filled under the text. The canvas is
    /// the layout's, as without shapes: a shape is clipped to it, as a PDF or SVG page
    /// (`renderDocument(_:format:scale:background:debug:shapes:)`) clips it, so a shape far
    /// larger than the text costs no pixels beyond the text's.
    public func render(_ layout: TextLayout, under shapes: [ShapeFill], scale: Double = 1, background: Color? = nil,
                       debug: Bool = false) throws(RenderError) -> Canvas {
        let (width, height) = try TextRenderer.pixelExtent(of: layout, scale: scale)
        var canvas = try Canvas(width: width, height: height, scale: scale, background: background)
        let visible = Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale)
        try CanvasContext.drawing(into: &canvas, textRenderer: self) { (context) throws(RenderError) in
            for shape in shapes { context.fill(shape, within: visible) }
            try context.draw(layout, at: Point(x: 0, y: 0), debug: debug)
        }
        return canvas
    }
}
