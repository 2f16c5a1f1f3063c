/// A size proposed by a parent to a child (SwiftUI's `ProposedViewSize`).
///
/// Each axis is independent [D]:
/// - `0` asks for the child's minimum on that axis,
/// - `Double.infinity` asks for its maximum,
/// - `nil` asks for its ideal size.
public struct ProposedViewSize: Sendable, Hashable, CustomStringConvertible {
    /// The proposed width in points; nil asks for the ideal width.
    public var width: Double?
    /// The proposed height in points; nil asks for the ideal height.
    public var height: Double?

    /// A proposal of `width` × `height`; nil on an axis asks for the ideal there.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal with `major` along `axis` and `minor` along the other axis.
    package init(_ axis: Axis, major: Double?, minor: Double?) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }

    /// Asks for the minimum size on both axes [D].
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// Asks for the maximum size on both axes [D].
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Asks for the ideal size on both axes [D].
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal along `axis`.
    package subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// The proposal as a concrete size, with each `nil` dimension replaced by
    /// the matching dimension of `size`. SwiftUI's default is 10 × 10 [D].
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "nil" }
        return "(\(text(width)) × \(text(height)))"
    }
}
