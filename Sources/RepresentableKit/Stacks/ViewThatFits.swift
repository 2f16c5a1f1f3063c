/// SwiftUI's `ViewThatFits`: shows the first child whose ideal size fits the proposal on the
/// given axes, or the last child when none fits [D].
///
/// A child's ideal size on the fitting axes is its size for a nil proposal on those axes
/// (the proposal passes through on the others); it fits when that size is no larger than
/// the proposal on each fitting axis (a nil or infinite proposal always fits) [D]. The
/// chosen child is then proposed the proposal and its size is the node's. Only the chosen
/// child is placed (and recorded).
public struct ViewThatFits: LayoutView, LayoutContainer {
    /// The axes on which a child must fit; both by default.
    package var axes: Set<Axis>
    /// The candidates, in order of preference.
    package var children: [any LayoutView]
    /// The identifier recorded with this node's frame, or nil.
    public var id: String?

    /// Chooses among `children` on `axes` (both by default).
    package init(in axes: Set<Axis> = [.horizontal, .vertical], id: String? = nil, children: [any LayoutView]) {
        self.axes = axes
        self.children = children
        self.id = id
    }

    /// Chooses among the children `content` builds, like `ViewThatFits(in:) { … }`.
    public init(
        in axes: Set<Axis> = [.horizontal, .vertical], id: String? = nil, @LayoutBuilder content: () -> [any LayoutView]
    ) {
        self.init(in: axes, id: id, children: content())
    }

    /// This node with each candidate transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.children = children.map(transform)
        return copy
    }

    /// The index of the child shown for `proposal`: the first that fits, else the last; nil
    /// when there are no children.
    package func chosenIndex(for proposal: ProposedViewSize) -> Int? {
        guard !children.isEmpty else { return nil }
        var idealProposal = proposal
        for axis in axes { idealProposal[axis] = nil }
        for (index, child) in children.enumerated() {
            let ideal = child.sizeThatFits(idealProposal)
            let fits = axes.allSatisfy { axis in
                guard let limit = proposal[axis] else { return true }
                return ideal[axis] <= limit
            }
            if fits { return index }
        }
        return children.count - 1
    }

    /// The chosen child's size for `proposal`; (0, 0) without children.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        guard let index = chosenIndex(for: proposal) else { return .zero }
        return children[index].sizeThatFits(proposal)
    }

    /// Records this node's frame and places the chosen child in all of it.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "viewThatFits", rect: bounds)
        guard let index = chosenIndex(for: proposal) else { return }
        recorder.place(children[index], in: bounds, proposal: proposal)
    }
}
