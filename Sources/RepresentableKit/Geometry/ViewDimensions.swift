/// A view's size and its alignment guides, as a container or an `alignmentGuide` closure
/// sees them (SwiftUI's `ViewDimensions`).
///
/// `self[guide]` is the guide's explicit value when the view sets one (a text's baselines,
/// `alignmentGuide(_:computeValue:)`, a child's guide passed on by padding or a frame),
/// otherwise the guide's `defaultValue(in:)`. Values are in the view's own coordinates:
/// x from its leading edge, y from its top edge.
public struct ViewDimensions {
    /// The view's width, in points.
    public let width: Double
    /// The view's height, in points.
    public let height: Double
    /// The view's explicit value for a guide, or nil.
    private let explicitValue: (AlignmentKey) -> Double?

    /// Dimensions of `size` whose explicit values `explicit` answers.
    package init(size: Size, explicit: @escaping (AlignmentKey) -> Double? = { _ in nil }) {
        width = size.width
        height = size.height
        explicitValue = explicit
    }

    /// The dimensions of `view` at its size for `proposal`.
    package init(of view: any LayoutView, proposal: ProposedViewSize) {
        self.init(size: view.sizeThatFits(proposal)) { view.explicitAlignment($0, proposal: proposal) }
    }

    /// The view's size.
    package var size: Size { Size(width: width, height: height) }

    /// The value of `key`: explicit, or the guide's default.
    package subscript(key: AlignmentKey) -> Double {
        explicitValue(key) ?? key.id.defaultValue(in: self)
    }

    /// The explicit value of `key`, or nil.
    package subscript(explicit key: AlignmentKey) -> Double? {
        explicitValue(key)
    }

    /// The x of `guide`, from the leading edge: explicit, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }

    /// The y of `guide`, from the top edge: explicit, or the guide's default.
    public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }

    /// The explicit x of `guide`, or nil when the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { self[explicit: guide.key] }

    /// The explicit y of `guide`, or nil when the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> Double? { self[explicit: guide.key] }
}
