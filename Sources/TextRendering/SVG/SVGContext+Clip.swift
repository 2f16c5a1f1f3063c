import Graphics
import Typesetting

extension SVGContext {
    /// Draws `draw` inside a `<g>` clipped to `shape` by a `<clipPath>` of its own (an id from
    /// the library, so drawings sharing a page never share one). What `draw` writes goes to a
    /// context of its own first, whose debug-overlay group is closed before it is wrapped, so
    /// the groups always nest. An invalid shape clips everything away, as cairo's clip does.
    public mutating func drawClipped(to shape: ExclusionPath, _ draw: (inout SVGContext) throws -> Void) throws {
        var inner = SVGContext(library: library, hairline: hairline, pixelScale: pixelScale)
        try draw(&inner)
        inner.setOverlay(false)
        body += clippedGroup(shape, inner.body)
    }

    /// `content` in a `<g>` clipped to `shape` by a `<clipPath>` with a new id from the library.
    private func clippedGroup(_ shape: ExclusionPath, _ content: String) -> String {
        let id = library.nextClipID()
        return "<clipPath id=\"\(id)\"><path d=\"\(Self.pathData(shape))\"/></clipPath>"
            + "<g clip-path=\"url(#\(id))\">" + content + "</g>"
    }

    /// Fills `shape` moved by `offset` as one `<path>` (a rectangle as a `<rect>`); where part
    /// of it falls outside `visible`, inside a `<clipPath>` of `visible`. Nothing is written
    /// for an invalid shape or one wholly outside `visible`.
    public mutating func fillShape(_ shape: ShapeFill, offset: Point, within visible: Rect?) {
        let path = shape.path.offsetBy(dx: offset.x, dy: offset.y)
        guard path.isValid, shape.color.alpha > 0 else { return }
        if case .rectangle(let r) = path {
            guard let visible else { return fill(r, color: shape.color) }
            let x0 = max(r.minX, visible.minX), x1 = min(r.maxX, visible.maxX)
            let y0 = max(r.minY, visible.minY), y1 = min(r.maxY, visible.maxY)
            if x1 > x0 && y1 > y0 { fill(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), color: shape.color) }
            return
        }
        let bounds = path.bounds
        let element = "<path d=\"\(Self.pathData(path))\" class=\"\(library.paintClass("fill", shape.color))\"/>"
        guard let visible, !(visible.minX <= bounds.minX && visible.minY <= bounds.minY
                             && bounds.maxX <= visible.maxX && bounds.maxY <= visible.maxY) else {
            body += element
            return
        }
        guard bounds.maxX > visible.minX, bounds.minX < visible.maxX,
              bounds.maxY > visible.minY, bounds.minY < visible.maxY else { return }
        body += clippedGroup(.rectangle(visible), element)
    }

    /// SVG path data for `shape` in user space; empty for an invalid shape.
    static func pathData(_ shape: ExclusionPath) -> String {
        guard shape.isValid else { return "" }
        func n(_ v: Double) -> String { SVGNumber.text(v, places: 3) }
        switch shape {
        case .rectangle(let r):
            return "M\(n(r.minX)) \(n(r.minY))H\(n(r.maxX))V\(n(r.maxY))H\(n(r.minX))Z"
        case .ellipse(in: let r):
            let rx = r.width / 2, ry = r.height / 2
            guard rx > 0, ry > 0 else { return "" }
            let arc = "A\(n(rx)) \(n(ry)) 0 1 0"
            return "M\(n(r.minX)) \(n(r.midY))\(arc) \(n(r.maxX)) \(n(r.midY))\(arc) \(n(r.minX)) \(n(r.midY))Z"
        case .polygon(let points):
            return points.enumerated().map { k, p in (k == 0 ? "M" : "L") + "\(n(p.x)) \(n(p.y))" }.joined() + "Z"
        }
    }
}
