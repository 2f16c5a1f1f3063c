/// `.frame(width:height:alignment:)` [R].
///
/// - Both set: the size is exactly (width, height).
/// - Otherwise the content is proposed (width ?? p.width, height ?? p.height)
///   and the size is (width ?? content.width, height ?? content.height).
///
/// The content is placed at its own size, aligned in the frame (it may overflow). A negative
/// width or height is read as 0.
package struct FrameLayout: ProposingModifier {
    /// The fixed width in points, or nil for the content's.
    package var width: Double?
    /// The fixed height in points, or nil for the content's.
    package var height: Double?
    /// Where the content sits in the frame; `.center` by default.
    package var alignment: Alignment
    /// The framed view.
    package var content: any LayoutView
    /// The identifier recorded with the frame, or nil.
    package var id: String?

    /// A frame of `width` × `height` around `content`.
    package init(
        width: Double?, height: Double?, alignment: Alignment = .center,
        content: any LayoutView, id: String? = nil
    ) {
        // A negative length is clamped to 0, as a flexible frame's (SwiftUI logs it as an
        // invalid frame dimension) [U].
        self.width = width.map { max($0, 0) }
        self.height = height.map { max($0, 0) }
        self.alignment = alignment
        self.content = content
        self.id = id
    }

    /// What the content is proposed.
    package func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// The frame's size for `proposal`, by the rules above.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        if let width, let height {
            return Size(width: width, height: height)
        }
        let child = content.sizeThatFits(contentProposal(for: proposal))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    /// "frame", the node's type in its `LayoutFrame`.
    package var nodeType: String { "frame" }
}
