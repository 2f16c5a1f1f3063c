/// The priority of an Auto Layout constraint, or of a view's content hugging
/// and compression resistance (UIKit's `UILayoutPriority`).
public struct LayoutPriority: Sendable, Hashable, Comparable, RawRepresentable, Codable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: a constraint that must be met.
    public static let required = LayoutPriority(1000)
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: UIKit's default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level at which a view's fitting size is computed.
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        Rounding.isWhole(Double(rawValue)) && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }
}
