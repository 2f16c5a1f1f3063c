/// What `.offset(x:y:)` and `.position(x:y:)` share: a content view, a point (x, y) and an
/// identifier. `Placement` says what size the node takes and where the content goes.
package struct PointLayout<Placement: PointPlacement>: ContentModifier {
    /// The point's x, in points.
    package var x: Double
    /// The point's y, in points.
    package var y: Double
    /// The view placed by the point.
    package var content: any LayoutView
    /// The identifier recorded with this node's frame, or nil.
    package var id: String?

    /// `content` placed by (x, y).
    package init(x: Double = 0, y: Double = 0, content: any LayoutView, id: String? = nil) {
        self.x = x
        self.y = y
        self.content = content
        self.id = id
    }

    /// The node's size for `proposal` (`Placement.size`).
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        Placement.size(of: content, for: proposal)
    }

    /// The guides the node passes on (`Placement.explicitAlignment`).
    package func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        Placement.explicitAlignment(guide, of: content, for: proposal)
    }

    /// Records this node's frame and places the content where `Placement` puts it.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: Placement.recordedType, rect: bounds)
        recorder.place(content, in: Placement.frame(of: content, at: Point(x: x, y: y), in: bounds, proposal: proposal), proposal: proposal)
    }
}

/// How a `PointLayout` sizes itself and places its content by its point.
package protocol PointPlacement {
    /// The node's type in its `LayoutFrame`.
    static var recordedType: String { get }
    /// The node's size for `proposal`.
    static func size(of content: any LayoutView, for proposal: ProposedViewSize) -> Size
    /// The value the node sets for `guide`, or nil.
    static func explicitAlignment(_ guide: AlignmentKey, of content: any LayoutView, for proposal: ProposedViewSize) -> Double?
    /// The content's frame in the node's `bounds`.
    static func frame(of content: any LayoutView, at point: Point, in bounds: Rect, proposal: ProposedViewSize) -> Rect
}

/// `.offset(x:y:)`: draws the content moved by (x, y) without changing its layout: the node
/// keeps the content's size and place, and only the content's frame is shifted [D].
package typealias OffsetLayout = PointLayout<OffsetPlacement>

/// `OffsetLayout`'s placement: the content's size and guides, its frame shifted by the point.
package enum OffsetPlacement: PointPlacement {
    /// "offset".
    package static var recordedType: String { "offset" }

    /// The content's size for `proposal`.
    package static func size(of content: any LayoutView, for proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(proposal)
    }

    /// The content's explicit value: it fills the node's (unshifted) bounds.
    package static func explicitAlignment(_ guide: AlignmentKey, of content: any LayoutView, for proposal: ProposedViewSize) -> Double? {
        content.explicitAlignment(guide, proposal: proposal)
    }

    /// The bounds moved by the point (the frame recorded for the node stays unshifted).
    package static func frame(of content: any LayoutView, at point: Point, in bounds: Rect, proposal: ProposedViewSize) -> Rect {
        Rect(x: bounds.minX + point.x, y: bounds.minY + point.y, width: bounds.width, height: bounds.height)
    }
}

/// `.position(x:y:)`: the node takes all the space proposed (nil axes: 10, as
/// `replacingUnspecifiedDimensions()` [D]) and centres the content at (x, y) in its own
/// coordinates [D: "positions the center of this view at the specified coordinates in its
/// parent's coordinate space"; R: OpenSwiftUI's `_PositionLayout`].
package typealias PositionLayout = PointLayout<PositionPlacement>

/// `PositionLayout`'s placement: the proposal's size, the content centred at the point.
package enum PositionPlacement: PointPlacement {
    /// "position".
    package static var recordedType: String { "position" }

    /// The proposal, with nil axes replaced by 10.
    package static func size(of content: any LayoutView, for proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// None: the guide's default applies.
    package static func explicitAlignment(_ guide: AlignmentKey, of content: any LayoutView, for proposal: ProposedViewSize) -> Double? {
        nil
    }

    /// The content at its size for the same proposal, its centre at the point.
    package static func frame(of content: any LayoutView, at point: Point, in bounds: Rect, proposal: ProposedViewSize) -> Rect {
        let size = content.sizeThatFits(proposal)
        return Rect(
            x: bounds.minX + point.x - size.width / 2, y: bounds.minY + point.y - size.height / 2,
            width: size.width, height: size.height)
    }
}
