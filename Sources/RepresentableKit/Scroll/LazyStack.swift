/// A `LazyHStack`: a lazy stack laid out horizontally (see `LazyStack`).
public typealias LazyHStack = LazyStack<VerticalAlignment>
/// A `LazyVStack`: a lazy stack laid out vertically (see `LazyStack`).
public typealias LazyVStack = LazyStack<HorizontalAlignment>

/// SwiftUI's `LazyVStack` and `LazyHStack` as one type: the alignment type picks the axis, as
/// for `Stack` (BehaviourReference, "Lazy stacks").
///
/// A lazy stack does not make its children before they scroll into view, so it cannot share a
/// length out among them as an eager stack does:
/// - each child is proposed nil along the stack's axis (its ideal length) and the stack's
///   proposal across it; no flexibility or priority is read, and the stack's length along its
///   axis is its children's lengths and the gaps, whatever it is proposed [I: a lazy stack
///   does not measure children it has not made; a `Spacer` in it keeps its minimum length];
/// - across its axis it takes the length it is proposed when that is finite, not its widest
///   child's [M: skip-ui issue 315 and pull request 323, from iOS: a LazyHStack in a horizontal
///   scroll view fills the height offered ("LazyHStack should fill height") and not the width;
///   I: a LazyVStack likewise fills the width]; with a nil or infinite proposal there, its
///   largest child's [I];
/// - children line up across the axis by `alignment` in that length, with the eager stacks'
///   spacing rules (`Stack`).
public struct LazyStack<Guide: StackAlignment>: LayoutView, LayoutContainer {
    /// The alignment, spacing and children, kept as the eager stack that has them.
    package var eager: Stack<Guide>

    /// The identifier recorded with the stack's frame, or nil.
    public var id: String? {
        get { eager.id }
        set { eager.id = newValue }
    }

    /// A lazy stack of `children`; a nil `spacing` uses the default rules with `standardSpacing`.
    package init(
        alignment: Guide = Guide.center, spacing: Double? = nil, standardSpacing: Double = VStack.defaultSpacing,
        id: String? = nil, children: [any LayoutView]
    ) {
        eager = Stack(alignment: alignment, spacing: spacing, standardSpacing: standardSpacing, id: id, children: children)
    }

    /// A lazy stack of the children `content` builds, like `LazyVStack { … }`.
    public init(
        alignment: Guide = Guide.center, spacing: Double? = nil, id: String? = nil,
        @LayoutBuilder content: () -> [any LayoutView]
    ) {
        self.init(alignment: alignment, spacing: spacing, id: id, children: content())
    }

    /// This stack with each child given the stack's axis, then transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.eager = eager.mappingChildren(transform)
        return copy
    }

    private var stack: StackLayout { eager.stack }

    private var alignment: Guide { eager.alignment }

    /// `proposal` with nil along the stack's axis: what every child is proposed.
    private func lazy(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        result[Guide.stackAxis] = nil
        return result
    }

    /// The children's lengths and gaps along the axis; across it, a finite proposal, else the
    /// children's span.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        var size = stack.sizeThatFits(lazy(proposal))
        let cross = Guide.stackAxis.other
        if let length = proposal[cross], length.isFinite { size[cross] = length }
        return size
    }

    /// Records the stack ("lazyVStack" or "lazyHStack") and places the children one after
    /// another from its start, aligned across it.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: Guide.stackAxis == .horizontal ? "lazyHStack" : "lazyVStack", rect: bounds)
        stack.placeChildren(in: bounds, proposal: lazy(proposal), into: &recorder, minorOffset: alignment.offset)
    }

    /// The children's explicit values for `guide`, combined as an eager stack combines them.
    public func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        stack.explicitAlignment(guide, proposal: lazy(proposal), minorOffset: alignment.offset)
    }
}
