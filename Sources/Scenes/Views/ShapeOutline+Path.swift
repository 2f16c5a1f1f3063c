import Foundation
import Graphics
import RepresentableKit
import Typesetting

extension ShapeOutline {
    /// The segments each rounded corner is drawn with: at 8 pt and 3 pixels a point the
    /// polygon strays from the arc by 24 × (1 − cos(π/64)) ≈ 0.03 px.
    static let cornerSegments = 16

    /// The outline in `rect` as a path the renderer fills and clips with: a rectangle, an
    /// ellipse (a circle in the centred square), or a polygon through points on each corner's
    /// arc for a rounded rectangle or a capsule.
    func path(in rect: Rect) -> ExclusionPath {
        let bounds = boundingRect(in: rect)
        guard let radius = cornerRadius(in: rect) else { return .ellipse(in: bounds) }
        guard radius > 0 else { return .rectangle(rect) }
        // Corner centres clockwise from the top-right, each with the angle its arc starts at
        // (y down: −π/2 is up).
        let corners: [(Double, Double, Double)] = [
            (rect.maxX - radius, rect.minY + radius, -Double.pi / 2),
            (rect.maxX - radius, rect.maxY - radius, 0),
            (rect.minX + radius, rect.maxY - radius, Double.pi / 2),
            (rect.minX + radius, rect.minY + radius, Double.pi),
        ]
        var points: [Point] = []
        for (cx, cy, start) in corners {
            for k in 0...Self.cornerSegments {
                let angle = start + Double(k) / Double(Self.cornerSegments) * Double.pi / 2
                points.append(Point(x: cx + radius * cos(angle), y: cy + radius * sin(angle)))
            }
        }
        return .polygon(points)
    }
}
