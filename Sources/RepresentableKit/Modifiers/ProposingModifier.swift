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
        let child = content.sizeThatFits(childProposal)
        recorder.place(content, in: alignment.place(child, in: bounds), proposal: childProposal)
    }
}
