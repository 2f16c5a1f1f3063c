/// A guide along the horizontal axis (SwiftUI's `HorizontalAlignment`): where a child sits
/// across a VStack, in a frame or a ZStack.
///
/// The built-in guides are `leading`, `center` and `trailing`; make others from an
/// `AlignmentID` type. Layout is left-to-right, so leading is the left edge.
public struct HorizontalAlignment: Sendable, Hashable, CustomStringConvertible {
    /// The guide's key.
    public let key: AlignmentKey

    /// The guide named by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    private enum Leading: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> Double { 0 }
    }

    private enum Center: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> Double { context.width / 2 }
    }

    private enum Trailing: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> Double { context.width }
    }

    /// The leading (left) edge: x = 0 by default.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The centre: x = width / 2 by default.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing (right) edge: x = width by default.
    public static let trailing = HorizontalAlignment(Trailing.self)

    /// The built-in guides by their SwiftUI names.
    package static let named: [String: HorizontalAlignment] = [
        "leading": .leading, "center": .center, "trailing": .trailing,
    ]

    /// The x offset of a child of width `child` inside a parent of width `parent` when
    /// neither sets an explicit value: the parent's default value minus the child's. A
    /// child wider than the parent gets a negative offset (it overflows both sides when
    /// centred).
    public func offset(of child: Double, in parent: Double) -> Double {
        // The built-in guides in closed form (the same numbers, rounding included).
        if self == .leading { return 0 }
        if self == .center { return (parent - child) / 2 }
        if self == .trailing { return parent - child }
        return key.id.defaultValue(in: ViewDimensions(size: Size(width: parent, height: 0)))
            - key.id.defaultValue(in: ViewDimensions(size: Size(width: child, height: 0)))
    }

    /// The guide's SwiftUI name ("leading") or its type's name.
    public var description: String { key.description }
}
