/// `.fixedSize(horizontal:vertical:)` [R]: proposes nil (the ideal) on the
/// fixed axes, passes the other axes through, and reports the content's size.
package struct FixedSizeLayout: ProposingModifier {
    /// Whether the width is fixed at the content's ideal width; true by default.
    package var horizontal: Bool
    /// Whether the height is fixed at the content's ideal height; true by default.
    package var vertical: Bool
    /// The view whose size is fixed.
    package var content: any LayoutView
    /// The identifier recorded with this node's frame, or nil.
    package var id: String?

    /// Fixes `content`'s size on the axes given (both by default).
    package init(horizontal: Bool = true, vertical: Bool = true, content: any LayoutView, id: String? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.content = content
        self.id = id
    }

    /// What the content is proposed.
    package func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    /// The content's size for `contentProposal(for:)`.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(contentProposal(for: proposal))
    }

    /// "fixedSize", the node's type in its `LayoutFrame`.
    package var nodeType: String { "fixedSize" }
    /// The content is centred in the node's bounds.
    package var alignment: Alignment { .center }
}
