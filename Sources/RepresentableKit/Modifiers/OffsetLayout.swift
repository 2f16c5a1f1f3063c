/// `.offset(x:y:)`: draws the content moved by (x, y) without changing its layout: the node
/// keeps the content's size and place, and only the content's frame is shifted [D].
package struct OffsetLayout: SizedByContent {
    /// The horizontal shift in points (positive: right).
    package var x: Double
    /// The vertical shift in points (positive: down).
    package var y: Double
    /// The shifted view.
    package var content: any LayoutView
    /// The identifier recorded with this node's (unshifted) frame, or nil.
    package var id: String?

    /// Shifts `content` by (x, y).
    package init(x: Double = 0, y: Double = 0, content: any LayoutView, id: String? = nil) {
        self.x = x
        self.y = y
        self.content = content
        self.id = id
    }

    /// Records the unshifted frame and places the content shifted by (x, y).
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "offset", rect: bounds)
        let shifted = Rect(x: bounds.minX + x, y: bounds.minY + y, width: bounds.width, height: bounds.height)
        recorder.place(content, in: shifted, proposal: proposal)
    }
}

/// `.position(x:y:)`: the node takes all the space proposed (nil axes: 10, as
/// `replacingUnspecifiedDimensions()` [D]) and centres the content at (x, y) in its own
/// coordinates [D: "positions the center of this view at the specified coordinates in its
/// parent's coordinate space"; R: OpenSwiftUI's `_PositionLayout`].
package struct PositionLayout: ContentModifier {
    /// The x coordinate of the content's centre, from the node's leading edge.
    package var x: Double
    /// The y coordinate of the content's centre, from the node's top edge.
    package var y: Double
    /// The positioned view.
    package var content: any LayoutView
    /// The identifier recorded with this node's frame, or nil.
    package var id: String?

    /// Centres `content` at (x, y).
    package init(x: Double = 0, y: Double = 0, content: any LayoutView, id: String? = nil) {
        self.x = x
        self.y = y
        self.content = content
        self.id = id
    }

    /// The proposal, with nil axes replaced by 10.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Records this node's frame and places the content (proposed the same proposal) with its
    /// centre at (x, y).
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "position", rect: bounds)
        let size = content.sizeThatFits(proposal)
        let rect = Rect(
            x: bounds.minX + x - size.width / 2, y: bounds.minY + y - size.height / 2,
            width: size.width, height: size.height)
        recorder.place(content, in: rect, proposal: proposal)
    }
}
