/// `.layoutPriority(_:)`: sets the priority a stack gives its content when
/// sharing out space. It is a trait, not a layout: it records no frame, and
/// its identifier is its content's.
public struct LayoutPriorityModifier: LayoutView {
    public var priority: Double
    public var content: any LayoutView

    public init(_ priority: Double, content: any LayoutView) {
        self.priority = priority
        self.content = content
    }

    public var id: String? {
        get { content.id }
        set { content.id = newValue }
    }

    public var layoutPriority: Double { priority }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        content.placeSubviews(in: bounds, proposal: proposal, into: &recorder)
    }
}
