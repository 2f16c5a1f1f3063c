/// Adapts a hosted view to SwiftUI layout with useful defaults
/// (RepresentableKit's `UIViewAdaptor`): a multi-line label wraps to the
/// proposed width instead of staying on one line.
///
/// Sizing, per proposal, in one pass:
/// 1. ask the calculator for the ideal size for the proposal;
/// 2. width: nil proposal → the ideal width; otherwise clamp it to
///    `min … max`, where min = 0 if `.minHorizontal` is set, else the ideal,
///    and max = ∞ if `.maxHorizontal` is set, else the ideal;
/// 3. if the resolved width is not the proposed width, ask the calculator
///    again with the resolved width, so the ideal height is the one for the
///    width actually taken;
/// 4. height: the same rule with the vertical bits.
///
/// A dimension with no ideal (the calculator gives nil and the view has no
/// intrinsic metric there) takes SwiftUI's `0 … 0 … ∞` whatever the
/// flexibility, as a representable's does.
///
/// The original feeds the ideal size back into `.frame(idealWidth:idealHeight:)`
/// from a GeometryReader, which takes several layout passes (and a private
/// SwiftUI hook in DEBUG so the first pass is right), and bounds the view by its
/// *intrinsic* size through the priorities it sets. Here there is no feedback
/// loop: the ideal is computed for the proposal and bounds the view directly.
/// The view's own priorities are ignored, as the original overwrites them.
public struct ViewAdaptor: LayoutView {
    /// The original's `UIViewAdaptor.Flexibility`.
    public typealias Flexibility = ViewFlexibility
    /// The original's `UIViewAdaptor.IdealSizeCalculator`.
    public typealias IdealSizeCalculator = ViewIdealSizeCalculator

    /// The hosted view, placed in the adaptor's bounds.
    package var content: Representable
    /// The identifier recorded with the adaptor's frame in a layout result; nil records none.
    public var id: String?
    /// Which dimensions may shrink below or grow beyond the ideal size; `.all` by default.
    package var flexibility: ViewFlexibility
    /// How the ideal size is found for a proposal; `.default` by default.
    package var idealSizeCalculator: ViewIdealSizeCalculator

    /// An adaptor around an already-wrapped view.
    package init(
        _ content: Representable, id: String? = nil,
        flexibility: ViewFlexibility = .all,
        idealSizeCalculator: ViewIdealSizeCalculator = .default
    ) {
        self.content = content
        self.id = id
        self.flexibility = flexibility
        self.idealSizeCalculator = idealSizeCalculator
    }

    /// An adaptor around `view` (UIViewAdaptor's initializer with the view built already).
    public init(
        _ view: any HostedView, id: String? = nil,
        flexibility: ViewFlexibility = .all,
        idealSizeCalculator: ViewIdealSizeCalculator = .default
    ) {
        self.init(
            Representable(view), id: id, flexibility: flexibility, idealSizeCalculator: idealSizeCalculator)
    }

    /// `UIViewAdaptor { … }`'s shape: the view comes from a factory, called once.
    public init(
        id: String? = nil,
        flexibility: ViewFlexibility = .all,
        idealSizeCalculator: ViewIdealSizeCalculator = .default,
        makeView: () -> any HostedView
    ) {
        self.init(makeView(), id: id, flexibility: flexibility, idealSizeCalculator: idealSizeCalculator)
    }

    /// The adapted view.
    package var view: any HostedView { content.view }

    /// The min/ideal/max the adaptor uses on each axis for `proposal`.
    package func sizing(for proposal: ProposedViewSize) -> RepresentableSizing {
        let intrinsic = view.intrinsicContentSize
        let first = idealSizeCalculator.idealSize(view, proposal)
        let horizontal = axisSizing(
            ideal: first.width, intrinsic: intrinsic.width,
            minFlexible: flexibility.contains(.minHorizontal),
            maxFlexible: flexibility.contains(.maxHorizontal))
        let width = horizontal.size(for: proposal.width)
        let ideal =
            width == proposal.width
            ? first
            : idealSizeCalculator.idealSize(view, ProposedViewSize(width: width, height: proposal.height))
        let vertical = axisSizing(
            ideal: ideal.height, intrinsic: intrinsic.height,
            minFlexible: flexibility.contains(.minVertical),
            maxFlexible: flexibility.contains(.maxVertical))
        return RepresentableSizing(horizontal: horizontal, vertical: vertical)
    }

    /// SwiftUI's `sizeThatFits`: the size `sizing(for:)` gives for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        sizing(for: proposal).size(for: proposal)
    }

    /// The hosted view's explicit values (its text baselines) at the adaptor's size: the view
    /// fills the adaptor.
    public func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        content.explicitAlignment(guide, proposal: ProposedViewSize(sizeThatFits(proposal)))
    }

    /// Records the adaptor's frame and places the view in all of `bounds`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "adaptor", rect: bounds)
        recorder.place(content, in: bounds, proposal: ProposedViewSize(bounds.size))
    }

    private func axisSizing(ideal: Double?, intrinsic: Double, minFlexible: Bool, maxFlexible: Bool) -> AxisSizing {
        guard let ideal = ideal ?? (intrinsic >= 0 ? intrinsic : nil) else { return .unconstrained }
        return AxisSizing(min: minFlexible ? 0 : ideal, ideal: ideal, max: maxFlexible ? .infinity : ideal)
    }
}
