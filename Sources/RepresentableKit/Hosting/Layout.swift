/// Lays `root` out for `proposal`: sizes it, then places every node in one
/// top-down pass. The root's origin is (0, 0).
///
/// With a `pixelScale`, every frame is then rounded to the pixel grid of that many device
/// pixels a point, as SwiftUI aligns views to the display's pixels (`Rect.roundedToPixels`);
/// nil keeps the exact arithmetic.
///
/// Sizing and placing recurse once per level: a tree deeper than `LayoutDepth.maximum` can
/// run out of stack. Lay out trees built from outside input with
/// `checkedLayout(_:in:pixelScale:)`, which refuses them with a typed error.
public func layout(_ root: any LayoutView, in proposal: ProposedViewSize, pixelScale: Double? = nil) -> LayoutResult {
    placement(of: root, in: proposal, pixelScale: pixelScale).result
}

/// Like `layout(_:in:pixelScale:)`, also returning each hosted view with its rectangle and the
/// preference values the placed views reported.
package func placement(of root: any LayoutView, in proposal: ProposedViewSize, pixelScale: Double? = nil) -> Placement {
    // One pass: every node answers each proposal once (`SizeCachingNode`).
    let root = SizeCachingNode.prepared(root)
    let size = root.sizeThatFits(proposal)
    var recorder = LayoutRecorder()
    root.placeSubviews(in: Rect(origin: .zero, size: size), proposal: proposal, into: &recorder)
    return Placement(recorder, size: size, pixelScale: pixelScale)
}

extension Placement {
    /// What `recorder` recorded for a root of `size`, rounded to the pixel grid at `pixelScale`
    /// when one is given.
    init(_ recorder: LayoutRecorder, size: Size, pixelScale: Double?) {
        var recorder = recorder
        var size = size
        if let pixelScale, pixelScale > 0, pixelScale.isFinite {
            recorder.roundToPixels(scale: pixelScale)
            size = Rect(origin: .zero, size: size).roundedToPixels(scale: pixelScale).size
        }
        self.init(
            result: LayoutResult(size: size, frames: recorder.frames), hostedViews: recorder.hostedViews,
            drawings: recorder.drawings, shapes: recorder.shapes, clips: recorder.clips, images: recorder.images,
            preferences: recorder.preferences)
    }
}
