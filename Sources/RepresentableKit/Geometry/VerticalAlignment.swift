/// A guide along the vertical axis (SwiftUI's `VerticalAlignment`): where a child sits
/// across an HStack, in a frame or a ZStack.
///
/// The built-in guides are `top`, `center`, `bottom` and the text baselines
/// `firstTextBaseline` and `lastTextBaseline`; make others from an `AlignmentID` type.
public struct VerticalAlignment: Sendable, Hashable, CustomStringConvertible {
    /// The guide's key.
    public let key: AlignmentKey

    /// The guide named by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    private enum Top: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> Double { 0 }
    }

    private enum Center: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> Double { context.height / 2 }
    }

    private enum Bottom: FrameAlignment {
        static func defaultValue(in context: ViewDimensions) -> Double { context.height }
    }

    /// The first baseline: a view with no text has it at its bottom edge [D: Apple's
    /// `firstTextBaseline`, "The guide aligns with the bottom of a view that contains no
    /// text"]; a container's is its top-most child's [D: "the baseline of the top-most text
    /// in a view"; R: OpenSwiftUI combines by the minimum].
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> Double { context.height }
        static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
            parentValue = min(childValue, parentValue ?? .infinity)
        }
    }

    /// The last baseline: a view with no text has it at its bottom edge; a container's is
    /// its bottom-most child's [D: Apple's `lastTextBaseline`, "the baseline of the
    /// bottom-most text in a view"; OpenSwiftUI's reimplementation takes the minimum, which
    /// contradicts the documentation: U].
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> Double { context.height }
        static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }

    /// The top edge: y = 0 by default.
    public static let top = VerticalAlignment(Top.self)
    /// The centre: y = height / 2 by default.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge: y = height by default.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the top-most line of text; the bottom edge of a view with no text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the bottom-most line of text; the bottom edge of a view with no text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    /// The built-in guides by their SwiftUI names.
    package static let named: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]

    /// The y offset of a child of height `child` inside a parent of height `parent` when
    /// neither sets an explicit value: the parent's default value minus the child's.
    public func offset(of child: Double, in parent: Double) -> Double {
        if self == .top { return 0 }
        if self == .center { return (parent - child) / 2 }
        if self == .bottom { return parent - child }
        return key.id.defaultValue(in: ViewDimensions(size: Size(width: 0, height: parent)))
            - key.id.defaultValue(in: ViewDimensions(size: Size(width: 0, height: child)))
    }

    /// The guide's SwiftUI name ("top", "firstTextBaseline") or its type's name.
    public var description: String { key.description }
}
