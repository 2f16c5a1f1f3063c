/// A point in layout coordinates (points; y grows downwards from the layout's top).
public struct TextPoint: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

public struct TextSize: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = TextSize(width: 0, height: 0)
}

public struct TextRect: Sendable, Hashable, Codable {
    public var origin: TextPoint
    public var size: TextSize
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = TextPoint(x: x, y: y)
        size = TextSize(width: width, height: height)
    }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
}

/// UIKit's rounding of label sizes: up to the next device pixel, a multiple of 1/scale
/// (at @2x, 20.287 → 20.5). A tolerance of 1e-9 px keeps exact pixel values from rounding up
/// by floating-point noise. Non-finite values and scales are returned unchanged.
public func ceilToPixels(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    return (value * scale - 1e-9).rounded(.up) / scale
}
