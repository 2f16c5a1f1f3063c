/// A modifier that proposes its content a proposal of its own (`contentProposal(for:)`) and
/// places the content at the size it answers, aligned in the node's bounds: `frame` (both
/// kinds), `fixedSize` and `aspectRatio`. Their placement is this one node's, recorded under
/// `nodeType`.
package protocol ProposingModifier: ContentModifier {
    /// The node's type in its `LayoutFrame` ("frame", "fixedSize", "aspectRatio").
    var nodeType: String { get }
    /// Where the content sits in the node's bounds.
    var alignment: Alignment { get }
    /// What the content is proposed when the node is proposed `proposal`.
    func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize
}

extension ProposingModifier {
    /// Records the node's frame at `bounds`, then places the content at its size for
    /// `contentProposal(for:)`, aligned in `bounds`.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: nodeType, rect: bounds)
        let childProposal = contentProposal(for: proposal)
        recorder.place(content, in: alignment.place(content, proposal: childProposal, in: bounds), proposal: childProposal)
    }

    /// The content's explicit value moved by where the content sits in the node (SwiftUI's
    /// unary layouts pass a child's guides on) [R: OpenSwiftUI's `UnaryLayoutEngine`].
    package func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        let childProposal = contentProposal(for: proposal)
        guard let value = content.explicitAlignment(guide, proposal: childProposal) else { return nil }
        let child = content.sizeThatFits(childProposal)
        let origin = alignment.origin(
            of: content, size: child, proposal: childProposal, in: ViewDimensions(size: sizeThatFits(proposal)))
        return origin[guide.axis] + value
    }
}
