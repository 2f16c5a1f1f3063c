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

    /// The largest width and height of the highest-priority children, each proposed `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let top = topPriority
        let sizes = children.filter { $0.layoutPriority == top }.map { $0.sizeThatFits(proposal) }
        return Size(
            width: sizes.reduce(0) { max($0, $1.width) }, height: sizes.reduce(0) { max($0, $1.height) })
    }

    /// Records the stack's frame and places each child, back to front, aligned in `bounds`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "zstack", rect: bounds)
        let top = topPriority
        for child in children {
            let childProposal = child.layoutPriority == top ? proposal : ProposedViewSize(bounds.size)
            let size = child.sizeThatFits(childProposal)
            recorder.place(child, in: alignment.place(size, in: bounds), proposal: childProposal)
        }
    }
}
