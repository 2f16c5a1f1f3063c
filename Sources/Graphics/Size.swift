/// A width and a height, in points (UIKit's `CGSize`).
///
/// A dimension may be `Double.infinity`: a view that is proposed an infinite
/// dimension and is infinitely flexible reports it back, as SwiftUI does.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with both dimensions 0.
    public static let zero = Size(width: 0, height: 0)

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A size built from a value along `axis` and a value along the other axis.
    public init(_ axis: Axis, major: Double, minor: Double) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }

    /// "(width × height)", never with a negative zero.
    public var description: String { "(\(shown(width)) × \(shown(height)))" }
}

/// The largest scale accepted anywhere a scale is given, in pixels per point (iOS screens use
/// 1, 2 and 3): 16. Canvases and the text measurer refuse a larger one.
public let maximumPixelScale = 16.0

/// UIKit's "no width" rule, stated once for every view and the engine: a width or height
/// limits only when it is a positive finite number below `.greatestFiniteMagnitude`; 0, a
/// negative, NaN, ∞ and `.greatestFiniteMagnitude` (UIKit code's way of asking for no limit)
/// mean none. The length when it limits, nil when it does not.
public func limitingLength(_ length: Double) -> Double? {
    length > 0 && length < .greatestFiniteMagnitude ? length : nil
}

/// UIKit's rounding of view sizes: up to the next device pixel, a multiple of 1/scale
/// (at @2x, 20.287 → 20.5). A tolerance of 1e-9 px keeps exact pixel values from rounding up
/// by floating-point noise. Non-finite values and scales are returned unchanged.
public func ceilToPixels(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    let ceiled = (value * scale - 1e-9).rounded(.up) / scale
    return ceiled == 0 ? 0 : ceiled   // 0 rounds up to −0 through the tolerance; report +0
}

/// A coordinate as descriptions print it: negative zero (from negating or rounding an empty
/// size) prints as 0.0, never -0.0.
func shown(_ value: Double) -> Double { value == 0 ? 0 : value }
