/// Lays `root` out for `proposal`: sizes it, then places every node in one
/// top-down pass. The root's origin is (0, 0).
public func layout(_ root: any LayoutView, in proposal: ProposedViewSize) -> LayoutResult {
    placement(of: root, in: proposal).result
}

/// Like `layout(_:in:)`, also returning each hosted view with its rectangle.
public func placement(of root: any LayoutView, in proposal: ProposedViewSize) -> Placement {
    let size = root.sizeThatFits(proposal)
    var recorder = LayoutRecorder()
    root.placeSubviews(in: Rect(origin: .zero, size: size), proposal: proposal, into: &recorder)
    return Placement(
        result: LayoutResult(size: size, frames: recorder.frames), hostedViews: recorder.hostedViews,
        drawings: recorder.drawings)
}
