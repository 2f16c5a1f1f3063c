/// A type that names an alignment guide and gives its default value (SwiftUI's `AlignmentID`).
///
/// Declare a custom guide as a type with a `defaultValue(in:)`, and make alignments of it:
///
/// ```swift
/// private enum Label: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> Double { context[.leading] }
/// }
/// extension HorizontalAlignment {
///     static let label = HorizontalAlignment(Label.self)
/// }
/// ```
///
/// A view that sets no explicit value for the guide (`alignmentGuide(_:computeValue:)`, a
/// text's baselines) takes `defaultValue(in:)` of its own dimensions. A container combines
/// its children's explicit values (`_combineExplicit`): the mean by default; the built-in
/// edge and centre guides combine none, the text baselines take the top-most (first) or the
/// bottom-most (last) (BehaviourReference, "Alignment guides").
public protocol AlignmentID: SendableMetatype {
    /// The guide's value, in the view's own coordinates, when the view sets none.
    static func defaultValue(in context: ViewDimensions) -> Double

    /// Folds the `n`-th child value with an explicit value (`childValue`, in the
    /// container's coordinates) into the container's explicit value `parentValue` (nil
    /// before the first). SwiftUI's default is the running mean of the children's values.
    static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?)
}

extension AlignmentID {
    /// The running mean: after n + 1 values, their average [R: OpenSwiftUI's AlignmentID].
    public static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
        let value = n == 0 ? childValue : (parentValue ?? childValue)
        parentValue = (value * Double(n) + childValue) / Double(n + 1)
    }

    /// The container's explicit value from its children's, in order (nil values skipped);
    /// nil when no child has one or the guide combines none.
    package static func combineExplicit(_ values: [Double?]) -> Double? {
        var result: Double?
        var n = 0
        for case let value? in values {
            _combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }
}

/// The edge and centre guides (leading, center, trailing; top, center, bottom): a container
/// passes none of its children's explicit values on as its own [R: OpenSwiftUI's
/// `FrameAlignment`], though a single-child modifier (padding, frame) does.
package protocol FrameAlignment: AlignmentID {}

extension FrameAlignment {
    /// Combines nothing: the container has no explicit value.
    package static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {}
}

/// An alignment guide on one axis: the `AlignmentID` type and the axis (SwiftUI's
/// `AlignmentKey`). Two keys are equal when their types and axes are.
public struct AlignmentKey: Sendable, Hashable, CustomStringConvertible {
    /// The guide's type.
    public let id: any AlignmentID.Type
    /// The axis the guide's values are measured along (horizontal: x from the leading edge;
    /// vertical: y from the top edge).
    public let axis: Axis

    /// The key of `id` on `axis`.
    package init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// Whether the guide is an edge or the centre, whose values are a fixed fraction of
    /// the view's length and which containers do not combine.
    package var isFrameGuide: Bool { id is any FrameAlignment.Type }

    /// The guide's SwiftUI name for the built-in guides ("leading", "firstTextBaseline"),
    /// else its type's name.
    public var description: String {
        switch axis {
        case .horizontal: HorizontalAlignment.named.first { $0.value.key == self }?.key ?? "\(id)"
        case .vertical: VerticalAlignment.named.first { $0.value.key == self }?.key ?? "\(id)"
        }
    }
}
