/// `.layoutPriority(_:)`: sets the priority a stack gives its content when
/// sharing out space. It is a trait, not a layout: it records no frame, and
/// its identifier is its content's.
package struct LayoutPriorityModifier: LayoutView {
    /// The priority given to the content (SwiftUI's default is 0).
    package var priority: Double
    /// The view the priority applies to.
    package var content: any LayoutView

    /// Gives `content` the layout priority `priority`.
    package init(_ priority: Double, content: any LayoutView) {
        self.priority = priority
        self.content = content
    }

    /// The content's identifier (the modifier records no frame of its own).
    package var id: String? {
        get { content.id }
        set { content.id = newValue }
    }

    /// `priority`.
    package var layoutPriority: Double { priority }

    /// The content's size for `proposal`.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(proposal)
    }

    /// The content's explicit value.
    package func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        content.explicitAlignment(guide, proposal: proposal)
    }

    /// Places the content directly in `bounds`, recording no frame of its own.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        content.placeSubviews(in: bounds, proposal: proposal, into: &recorder)
    }
}
