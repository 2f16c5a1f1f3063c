/// A region of the text container that lines flow around: `NSTextContainer.exclusionPaths`.
/// Coordinates are the layout's, in points from its top-left corner (the text container's
/// origin, inside any inset a view adds).
///
/// Within the band a line occupies (its top to its bottom), a shape excludes everything between
/// its leftmost and rightmost point in that band. For rectangles and ellipses that is exactly
/// the shape; for a concave polygon it also covers a notch that opens up or down inside the band.
public enum ExclusionPath: Sendable, Hashable {
    /// An axis-aligned rectangle.
    case rectangle(Rect)
    /// The ellipse inscribed in a rectangle (a circle when the rectangle is square).
    case ellipse(in: Rect)
    /// A closed polygon through these points (at least three), in order; the last joins the first.
    case polygon([Point])

    /// The rectangle around the shape.
    public var bounds: Rect {
        switch self {
        case .rectangle(let r), .ellipse(in: let r): return r
        case .polygon(let points):
            guard let first = points.first else { return .zero }
            var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
            for p in points {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// The same shape moved `dx` right and `dy` down.
    public func offsetBy(dx: Double, dy: Double) -> ExclusionPath {
        func moved(_ r: Rect) -> Rect { Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height) }
        switch self {
        case .rectangle(let r): return .rectangle(moved(r))
        case .ellipse(in: let r): return .ellipse(in: moved(r))
        case .polygon(let points): return .polygon(points.map { Point(x: $0.x + dx, y: $0.y + dy) })
        }
    }

    /// Whether every coordinate is finite, sizes are not negative, a polygon has at least
    /// three points, and the shape's far edges are finite too (a rectangle at y 1e308 and
    /// 1e308 tall ends at infinity, which would put the text below it at infinity): what
    /// `PreparedText.layout(width:numberOfLines:exclusionPaths:)` accepts.
    public var isValid: Bool {
        switch self {
        case .rectangle(let r), .ellipse(in: let r):
            guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width >= 0, r.height >= 0 else { return false }
        case .polygon(let points):
            guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
        }
        let b = bounds
        return [b.width, b.height, b.maxX, b.maxY].allSatisfy(\.isFinite)
    }

    /// The x range the shape covers between heights `top` and `bottom` (top < bottom), or nil
    /// when it does not reach into that band. Touching the band's edge is not reaching into it.
    public func excludedRange(top: Double, bottom: Double) -> ClosedRange<Double>? {
        switch self {
        case .rectangle(let r):
            guard r.width > 0, r.height > 0, r.minY < bottom, r.maxY > top else { return nil }
            return r.minX...r.maxX
        case .ellipse(in: let r):
            guard r.width > 0, r.height > 0, r.minY < bottom, r.maxY > top else { return nil }
            // The ellipse is widest, within the band, at the band's height closest to its centre.
            let ry = r.height / 2
            let dy = (min(max(r.midY, top), bottom) - r.midY) / ry
            guard dy * dy < 1 else { return nil }
            let half = r.width / 2 * (1 - dy * dy).squareRoot()
            return (r.midX - half)...(r.midX + half)
        case .polygon(let points):
            return Self.polygonRange(points, top: top, bottom: bottom)
        }
    }

    /// Whether the shape is convex: a rectangle, an ellipse, or a polygon that turns the same
    /// way at every corner and once round in all (repeated points and straight corners
    /// skipped; a corner that doubles back counts as not convex). As a band of fixed height
    /// moves down over a convex shape, each end of the x range it excludes moves out, then
    /// holds, then moves back in, so what the bands with tops from a to b all exclude is what
    /// the bands at a and at b both exclude (`ExclusionFlow.nextTop`).
    var isConvex: Bool {
        guard case .polygon(let points) = self else { return true }
        var corners: [Point] = []
        for p in points where corners.last.map({ $0.x != p.x || $0.y != p.y }) ?? true { corners.append(p) }
        while corners.count > 1, corners[0].x == corners[corners.count - 1].x, corners[0].y == corners[corners.count - 1].y {
            corners.removeLast()
        }
        guard corners.count >= 3 else { return false }
        // Turning one way at every corner, the edges' directions sweep round once (the up-or-
        // down sign of the edges changes twice) or more (a star: four times or more).
        var sign = 0.0
        var upOrDown: [Bool] = []
        for k in corners.indices {
            let a = corners[k], b = corners[(k + 1) % corners.count], c = corners[(k + 2) % corners.count]
            let (ux, uy, vx, vy) = (b.x - a.x, b.y - a.y, c.x - b.x, c.y - b.y)
            let cross = ux * vy - uy * vx, dot = ux * vx + uy * vy
            guard cross.isFinite, dot.isFinite else { return false }
            if uy != 0 { upOrDown.append(uy > 0) }
            if cross == 0 {
                if dot < 0 { return false }
                continue
            }
            if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0) != (sign > 0) { return false }
        }
        let changes = upOrDown.indices.filter { upOrDown[$0] != upOrDown[($0 + 1) % upOrDown.count] }.count
        return sign != 0 && changes <= 2
    }

    /// The x extent of the parts of the polygon's edges inside the band (top, bottom).
    private static func polygonRange(_ points: [Point], top: Double, bottom: Double) -> ClosedRange<Double>? {
        guard points.count >= 3 else { return nil }
        var low = Double.infinity, high = -Double.infinity
        var last = points[points.count - 1]
        for p in points {
            // The edge from `last` to `p`, clipped to the band.
            let (a, b) = last.y <= p.y ? (last, p) : (p, last)
            last = p
            guard a.y < bottom, b.y > top else { continue }
            func x(at y: Double) -> Double { b.y == a.y ? a.x : a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y) }
            let x0 = a.y >= top ? a.x : x(at: top)
            let x1 = b.y <= bottom ? b.x : x(at: bottom)
            low = min(low, x0, x1)
            high = max(high, x0, x1)
        }
        return low <= high ? low...high : nil
    }
}

/// The free intervals of a line box: what is left of [left, right] once the shapes' ranges in
/// the band (top, bottom) are taken out, left to right. Intervals of zero width are dropped.
package func freeIntervals(left: Double, right: Double, top: Double, bottom: Double,
                           excluding paths: [ExclusionPath]) -> [ClosedRange<Double>] {
    freeIntervals(left: left, right: right, cuts: paths.compactMap { $0.excludedRange(top: top, bottom: bottom) })
}

/// What is left of [left, right] once the x ranges `cuts` are taken out, left to right.
/// Intervals of zero width are dropped; a cut of zero width still splits an interval.
package func freeIntervals(left: Double, right: Double, cuts ranges: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
    var cuts = ranges.filter { $0.upperBound > left && $0.lowerBound < right }
    guard !cuts.isEmpty else { return left < right ? [left...right] : [] }
    cuts.sort { $0.lowerBound < $1.lowerBound }
    var result: [ClosedRange<Double>] = []
    var x = left
    for cut in cuts {
        if cut.lowerBound > x { result.append(x...min(cut.lowerBound, right)) }
        x = max(x, cut.upperBound)
        if x >= right { break }
    }
    if x < right { result.append(x...right) }
    return result.filter { $0.upperBound > $0.lowerBound }
}

/// What may be left of [left, right] in a band where the x ranges `cuts` are excluded and, for
/// each range of `somewhere`, some nonempty part of it (a shape whose range moves from band to
/// band within it): the widest intervals a free interval of such a band can be. A free
/// interval lies between two cuts and cannot hold a whole range of `somewhere` (it would hold
/// the part excluded), so within each interval `freeIntervals(left:right:cuts:)` leaves, it
/// runs at most from the left end, or from the left edge of a range of `somewhere`, to the
/// nearest right edge of a range that begins after that. The intervals may overlap; each is
/// at least as wide as any free interval starting there. Sorting, then one pass: n log n.
package func freeIntervals(left: Double, right: Double, cuts: [ClosedRange<Double>],
                           somewhere: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
    let gaps = freeIntervals(left: left, right: right, cuts: cuts)
    guard !somewhere.isEmpty else { return gaps }
    let ranges = somewhere.sorted { $0.lowerBound < $1.lowerBound }
    // nearest[k]: the smallest right edge among ranges k… (those beginning at or after range k's left edge).
    var nearest = [Double](repeating: .infinity, count: ranges.count + 1)
    for k in stride(from: ranges.count - 1, through: 0, by: -1) { nearest[k] = min(ranges[k].upperBound, nearest[k + 1]) }
    var result: [ClosedRange<Double>] = []
    var k = 0
    for gap in gaps {
        // Ranges that begin left of the gap cannot lie inside it.
        while k < ranges.count, ranges[k].lowerBound < gap.lowerBound { k += 1 }
        var j = k
        // From the gap's left end: up to the nearest right edge of a range inside the gap.
        result.append(gap.lowerBound...max(gap.lowerBound, min(gap.upperBound, nearest[j])))
        // From just right of each range's left edge: up to the nearest right edge of a range
        // beginning further right.
        while j < ranges.count, ranges[j].lowerBound <= gap.upperBound {
            var next = j + 1
            while next < ranges.count, ranges[next].lowerBound == ranges[j].lowerBound { next += 1 }
            let start = ranges[j].lowerBound
            result.append(start...max(start, min(gap.upperBound, nearest[next])))
            j = next
        }
        k = j
    }
    return result
}
