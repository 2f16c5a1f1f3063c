/// SwiftUI's `ZStack`: children on top of each other, back to front in order, each aligned
/// in the stack by `alignment`.
///
/// - Every child is proposed the stack's proposal; the stack is as wide as its widest and
///   as high as its highest child (the union of the aligned frames, which for the nine
///   standard alignments is the largest width and the largest height) [R].
/// - Only the children with the highest `layoutPriority` size the stack; the others are
///   proposed the size it comes to when placed [I: SwiftUI's ZStack sizes by its
///   highest-priority children, the idiom `Color.layoutPriority(-1)` in a ZStack relies on;
///   undocumented, so marked uncertain: U].
/// - A `Spacer` inside a ZStack grows on both axes (a ZStack has no axis) [R].
/// - On an axis whose guide is a text baseline or a custom guide, or where a child sets an
///   explicit value, the children's guide values line up as a stack's cross axis does, and the
///   stack spans the aligned children [I].
public struct ZStack: LayoutView, LayoutContainer {
    /// Where each child sits in the stack; `.center` by default.
    package var alignment: Alignment
    /// The children, back to front.
    package var children: [any LayoutView]
    /// The identifier recorded with the stack's frame, or nil.
    public var id: String?

    /// A stack of `children`, back to front.
    package init(alignment: Alignment = .center, id: String? = nil, children: [any LayoutView]) {
        self.alignment = alignment
        self.children = children
        self.id = id
    }

    /// A stack of the children `content` builds, back to front, like `ZStack { … }`.
    public init(alignment: Alignment = .center, id: String? = nil, @LayoutBuilder content: () -> [any LayoutView]) {
        self.init(alignment: alignment, id: id, children: content())
    }

    /// This stack with each child transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.children = children.map(transform)
        return copy
    }

    /// The highest priority among the children. Read it once per call: it visits every child.
    private var topPriority: Double? { children.map(\.layoutPriority).max() }

    /// On `axis`, the span of the highest-priority children aligned by their guide values when
    /// the guide needs them (a baseline, a custom guide, or a child with an explicit value): the
    /// rule of a stack's cross axis (BehaviourReference, "Alignment guides"); nil for the closed
    /// form of the edge and centre guides.
    private func guidedSpan(_ axis: Axis, top: Double?, proposal: ProposedViewSize) -> (lower: Double, upper: Double)? {
        let key = axis == .horizontal ? alignment.horizontal.key : alignment.vertical.key
        // The usual case (an edge or the centre, no explicit value) reads no priority again.
        if key.isFrameGuide, !children.contains(where: { $0.explicitAlignment(key, proposal: proposal) != nil }) {
            return nil
        }
        let sized = children.filter { $0.layoutPriority == top }
        let layout = StackLayout(axis: axis.other, gaps: [], children: sized, guide: key)
        let placements = sized.map { (proposal: proposal, size: $0.sizeThatFits(proposal)) }
        guard let values = layout.guideValues(placements) else { return nil }
        return StackLayout.span(values: values, sizes: placements.map { $0.size[axis] })
    }

    /// The largest width and height of the highest-priority children, each proposed `proposal`
    /// (on an axis aligned by guide values, the span of the aligned children).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let top = topPriority
        let sizes = children.filter { $0.layoutPriority == top }.map { $0.sizeThatFits(proposal) }
        var size = Size(
            width: sizes.reduce(0) { max($0, $1.width) }, height: sizes.reduce(0) { max($0, $1.height) })
        for axis in [Axis.horizontal, .vertical] {
            if let span = guidedSpan(axis, top: top, proposal: proposal) { size[axis] = span.upper - span.lower }
        }
        return size
    }

    /// Records the stack's frame and places each child, back to front, aligned in `bounds`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "zstack", rect: bounds)
        let top = topPriority
        let spans = (
            horizontal: guidedSpan(.horizontal, top: top, proposal: proposal),
            vertical: guidedSpan(.vertical, top: top, proposal: proposal))
        for child in children {
            let childProposal = child.layoutPriority == top ? proposal : ProposedViewSize(bounds.size)
            let size = child.sizeThatFits(childProposal)
            var rect = alignment.place(size, in: bounds)
            // On a guided axis every child's guide value sits on the line −lower from the start.
            let dimensions = child.dimensions(in: childProposal)
            if let span = spans.horizontal { rect.origin.x = bounds.minX - span.lower - dimensions[alignment.horizontal] }
            if let span = spans.vertical { rect.origin.y = bounds.minY - span.lower - dimensions[alignment.vertical] }
            recorder.place(child, in: rect, proposal: childProposal)
        }
    }
}
