/// A position in points (UIKit's `CGPoint`). y grows downwards, as in UIKit.
public struct Point: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal coordinate, in points, growing to the right.
    public var x: Double
    /// The vertical coordinate, in points, growing downwards (UIKit's convention).
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    /// "(x, y)", never with a negative zero.
    public var description: String { "(\(shown(x)), \(shown(y)))" }
}
