/// `.fixedSize(horizontal:vertical:)` [R]: proposes nil (the ideal) on the
/// fixed axes, passes the other axes through, and reports the content's size.
public struct FixedSizeLayout: LayoutView {
    public var horizontal: Bool
    public var vertical: Bool
    public var content: any LayoutView
    public var id: String?

    public init(horizontal: Bool = true, vertical: Bool = true, content: any LayoutView, id: String? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.content = content
        self.id = id
    }

    public var layoutPriority: Double { content.layoutPriority }

    /// What the content is proposed.
    public func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(contentProposal(for: proposal))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "fixedSize", rect: bounds)
        let childProposal = contentProposal(for: proposal)
        let child = content.sizeThatFits(childProposal)
        recorder.place(content, in: Alignment.center.place(child, in: bounds), proposal: childProposal)
    }
}
