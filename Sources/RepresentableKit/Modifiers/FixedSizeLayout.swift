/// `.fixedSize(horizontal:vertical:)` [R]: proposes nil (the ideal) on the
/// fixed axes, passes the other axes through, and reports the content's size.
public struct FixedSizeLayout: ContentModifier {
    /// Whether the width is fixed at the content's ideal width; true by default.
    public var horizontal: Bool
    /// Whether the height is fixed at the content's ideal height; true by default.
    public var vertical: Bool
    /// The view whose size is fixed.
    public var content: any LayoutView
    /// The identifier recorded with this node's frame, or nil.
    public var id: String?

    /// Fixes `content`'s size on the axes given (both by default).
    public init(horizontal: Bool = true, vertical: Bool = true, content: any LayoutView, id: String? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.content = content
        self.id = id
    }

    /// What the content is proposed.
    public func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    /// The content's size for `contentProposal(for:)`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(contentProposal(for: proposal))
    }

    /// Records the frame at `bounds` and places the content at its own size, centred in it.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "fixedSize", rect: bounds)
        let childProposal = contentProposal(for: proposal)
        let child = content.sizeThatFits(childProposal)
        recorder.place(content, in: Alignment.center.place(child, in: bounds), proposal: childProposal)
    }
}
