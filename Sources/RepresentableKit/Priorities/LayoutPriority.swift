/// The priority of an Auto Layout constraint, or of a view's content hugging
/// and compression resistance (UIKit's `UILayoutPriority`).
public struct LayoutPriority: Sendable, Hashable, Comparable, RawRepresentable, Codable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority's value, 1 to 1000 in UIKit.
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of `rawValue` (UIKit's `UILayoutPriority(_:)`).
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority from a literal such as `999.5`.
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// A priority from a literal such as `750`.
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

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        Rounding.isWhole(Double(rawValue)) && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }
}
