/// `.background(_:alignment:)` and `.overlay(_:alignment:)`: a second view behind or in front
/// of the modified one [D].
///
/// - The modified (primary) view alone decides the size: it gets the proposal, and the
///   node's size is its size [D: "the background/overlay view is sized to the view it
///   modifies"].
/// - The layer is proposed exactly the primary's size and placed at its own size, aligned in
///   the primary's bounds (`.center` by default), so a flexible colour covers the view and a
///   rigid badge keeps its size [R: OpenSwiftUI's `_BackgroundModifier`/`_OverlayModifier`].
/// - The alignment lines up the layer's guide values with the primary view's, explicit values
///   included, so `.leadingFirstTextBaseline` puts the layer's first baseline (its bottom edge
///   when it has no text) on the primary text's [I]. The node's own explicit values are the
///   primary view's.
/// - Drawing is back to front in tree order: a background is recorded (and drawn) before the
///   primary view, an overlay after it.
package struct LayerModifier: SizedByContent {
    /// Whether the layer goes behind or in front of the primary view.
    package enum Position: String, Sendable, Hashable, CaseIterable {
        /// Behind the primary view (`.background`).
        case background
        /// In front of the primary view (`.overlay`).
        case overlay
    }

    /// Behind or in front.
    package var position: Position
    /// The view that is sized and modified (the primary view).
    package var content: any LayoutView
    /// The background or overlay view.
    package var layer: any LayoutView
    /// Where the layer sits in the primary view's bounds.
    package var alignment: Alignment
    /// The identifier recorded with this node's frame, or nil.
    package var id: String?

    /// `layer` behind (`.background`) or in front of (`.overlay`) `content`.
    package init(
        _ position: Position, layer: any LayoutView, alignment: Alignment = .center,
        content: any LayoutView, id: String? = nil
    ) {
        self.position = position
        self.layer = layer
        self.alignment = alignment
        self.content = content
        self.id = id
    }

    /// This node with the primary view and the layer transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.content = transform(content)
        copy.layer = transform(layer)
        return copy
    }

    /// Records this node's frame, then places the background, the primary view and the
    /// overlay in drawing order.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: position.rawValue, rect: bounds)
        let layerProposal = ProposedViewSize(bounds.size)
        // The layer's guide values land on the primary view's (a text's baseline, an explicit
        // guide); with neither, this is the closed form of the edge and centre guides.
        let layerRect = alignment.place(
            layer, proposal: layerProposal, in: bounds, against: content.dimensions(in: proposal))
        if position == .background { recorder.place(layer, in: layerRect, proposal: layerProposal) }
        recorder.place(content, in: bounds, proposal: proposal)
        if position == .overlay { recorder.place(layer, in: layerRect, proposal: layerProposal) }
    }
}

/// SwiftUI's `ContentMode` for `aspectRatio`.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// The largest size of the ratio inside the proposal.
    case fit
    /// The smallest size of the ratio that covers the proposal.
    case fill
}

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` [R: OpenSwiftUI's
/// `_AspectRatioLayout`].
///
/// With a proposal p that is not nil on both axes, the content is proposed the ratio's
/// shape (`ratio` × 1, or the content's ideal size when `ratio` is nil) scaled by
/// s = min (fit) or max (fill) of p.width / w and p.height / h, where a nil axis gives ∞.
/// So fit in (200, nil) with ratio 2 proposes (200, 100); fill with a nil axis proposes
/// an infinite size, as SwiftUI does. A nil proposal on both axes passes through. The node
/// reports the content's size for that proposal and centres the content.
package struct AspectRatioLayout: ProposingModifier {
    /// Width ÷ height, or nil for the content's ideal size's ratio.
    package var aspectRatio: Double?
    /// Fit inside or fill the proposal.
    package var contentMode: ContentMode
    /// The constrained view.
    package var content: any LayoutView
    /// The identifier recorded with this node's frame, or nil.
    package var id: String?

    /// Constrains `content` to `aspectRatio` (nil: its ideal size's).
    package init(_ aspectRatio: Double? = nil, contentMode: ContentMode, content: any LayoutView, id: String? = nil) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
        self.content = content
        self.id = id
    }

    /// What the content is proposed, by the rule above.
    package func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var shape = aspectRatio.map { Size(width: $0, height: 1) } ?? content.sizeThatFits(.unspecified)
        if shape.width == shape.height { shape = Size(width: 1, height: 1) }
        func scale(_ axis: Axis) -> Double {
            guard let target = proposal[axis], shape[axis] != 0 || target != 0 else { return .infinity }
            return target / shape[axis]
        }
        let s = contentMode == .fit
            ? min(scale(.horizontal), scale(.vertical)) : max(scale(.horizontal), scale(.vertical))
        // 0 × ∞ is NaN; a zero side of the shape stays zero.
        func scaled(_ length: Double) -> Double { length == 0 ? 0 : length * s }
        return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
    }

    /// The content's size for `contentProposal(for:)`.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(contentProposal(for: proposal))
    }

    /// "aspectRatio", the node's type in its `LayoutFrame`.
    package var nodeType: String { "aspectRatio" }
    /// The content is centred in the node's bounds.
    package var alignment: Alignment { .center }
}
