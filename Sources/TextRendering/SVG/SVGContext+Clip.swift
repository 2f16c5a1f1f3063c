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
        let id = library.nextClipID()
        body += "<clipPath id=\"\(id)\"><path d=\"\(Self.pathData(shape))\"/></clipPath>"
            + "<g clip-path=\"url(#\(id))\">" + inner.body + "</g>"
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
