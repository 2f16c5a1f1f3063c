/// Lays `root` out on a screen of `screen` points whose safe area is inset by `safeArea`, as a
/// hosting controller does (BehaviourReference, "Safe areas"): the root is proposed the safe
/// area's size and centred in it [I: `UIHostingController` centres a root smaller than its
/// view], and every node sees the safe area (`ignoresSafeArea`, `safeAreaInset`,
/// `safeAreaPadding`, a `List`'s background). The result's size is the screen's; frames are
/// in screen coordinates.
///
/// With a `pixelScale`, frames are rounded to that many device pixels a point, as
/// `layout(_:in:pixelScale:)` does.
public func layout(_ root: any LayoutView, screen: Size, safeArea: EdgeInsets, pixelScale: Double? = nil) -> LayoutResult {
    placement(of: root, screen: screen, safeArea: safeArea, pixelScale: pixelScale).result
}

/// Like `layout(_:screen:safeArea:pixelScale:)`, also returning what the placed views draw.
package func placement(of root: any LayoutView, screen: Size, safeArea: EdgeInsets, pixelScale: Double? = nil) -> Placement {
    let root = SizeCachingNode.prepared(root)
    let frame = SafeAreaFrame(screen: screen, insets: safeArea)
    let safeRect = Rect(origin: .zero, size: screen).inset(by: safeArea)
    let proposal = ProposedViewSize(safeRect.size)
    let rect = Alignment.center.place(root.sizeThatFits(proposal), in: safeRect)
    var recorder = LayoutRecorder()
    recorder.safeArea = frame
    root.placeSubviews(in: rect, proposal: proposal, into: &recorder)
    return Placement(recorder, size: screen, pixelScale: pixelScale)
}
