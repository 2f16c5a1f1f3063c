/// A hosted view placed directly in a tree, sized the way SwiftUI sizes a
/// plain `UIViewRepresentable`: `RepresentableSizing` (BehaviourReference, "Representable sizing").
public struct Representable: LayoutView {
    /// The hosted view (the representable's `UIView`).
    package var view: any HostedView
    /// The identifier recorded with this node's frame, or nil.
    public var id: String?
    /// The `type` of this node's frame. Scenes use "label" and "view".
    package var typeName: String
    /// iOS 16's `sizeThatFits(_:uiView:context:)`: a non-nil answer is used
    /// verbatim [R]; nil falls back to the table.
    package var sizeThatFitsOverride: (@Sendable (ProposedViewSize, any HostedView) -> Size?)?

    /// A representable for `view`; `sizeThatFits` is the iOS 16 override (nil: use the table).
    public init(
        _ view: any HostedView, id: String? = nil, typeName: String = "representable",
        sizeThatFits: (@Sendable (ProposedViewSize, any HostedView) -> Size?)? = nil
    ) {
        self.view = view
        self.id = id
        self.typeName = typeName
        self.sizeThatFitsOverride = sizeThatFits
    }

    /// The view's min/ideal/max per axis, read now.
    package var sizing: RepresentableSizing { RepresentableSizing(view) }

    /// The override's answer when it gives one, else `sizing`'s size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        if let override = sizeThatFitsOverride, let size = override(proposal, view) {
            return size
        }
        return sizing.size(for: proposal)
    }

    /// The view's text baselines at its size for `proposal` (`HostedView.baselines(at:)`); nil
    /// for other guides and for a view with none.
    public func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        guard TextBaselines.isBaseline(guide) else { return nil }
        return view.baselines(at: sizeThatFits(proposal))?.value(for: guide)
    }

    /// Records the view's frame (filled with its `backgroundColor`) at `bounds`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: typeName, rect: bounds, fillColor: view.backgroundColor, hosting: view)
    }
}
