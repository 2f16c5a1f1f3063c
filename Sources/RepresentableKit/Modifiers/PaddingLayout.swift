/// `.padding(…)`: insets its content [R].
///
/// The content is proposed `max(p − insets, 0)` on each non-nil axis (nil
/// stays nil); the result is the content's size plus the insets.
package struct PaddingLayout: ContentModifier {
    /// The length `.padding()` uses on each edge: 16 [R/U]. (SwiftUI's is
    /// platform-dependent; 16 is iOS's usual value.)
    package static let defaultLength: Double = 16

    /// The padding on each edge, in points.
    package var insets: EdgeInsets
    /// The padded view.
    package var content: any LayoutView
    /// The identifier recorded with the padding's frame, or nil.
    package var id: String?

    /// Pads `content` by `insets`.
    package init(_ insets: EdgeInsets, content: any LayoutView, id: String? = nil) {
        self.insets = insets
        self.content = content
        self.id = id
    }

    /// What the content is proposed.
    package func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    /// The content's size for `contentProposal(for:)` plus the insets.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let child = content.sizeThatFits(contentProposal(for: proposal))
        return Size(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    /// Records the frame at `bounds` and places the content at its own size, inset from the
    /// top-leading corner.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "padding", rect: bounds)
        let childProposal = contentProposal(for: proposal)
        let child = content.sizeThatFits(childProposal)
        let rect = Rect(origin: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), size: child)
        recorder.place(content, in: rect, proposal: childProposal)
    }

    /// The content's explicit value moved by the leading or top inset.
    package func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        content.explicitAlignment(guide, proposal: contentProposal(for: proposal)).map {
            $0 + (guide.axis == .horizontal ? insets.leading : insets.top)
        }
    }
}
