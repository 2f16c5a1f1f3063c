/// A layout result plus the hosted views it places.
public struct Placement {
    /// The root's size and every node's frame.
    public let result: LayoutResult
    /// The hosted views, in placement order, with their frames.
    package let hostedViews: [HostedViewPlacement]
    /// Self-drawing content such as `Text`, in placement order.
    package var drawings: [DrawingPlacement] = []
    /// Filled shapes other than rectangles, in placement order.
    package var shapes: [ShapePlacement] = []
    /// Clip shapes, in placement order: each clips its frame's subtree.
    package var clips: [ShapePlacement] = []
    /// Images, in placement order.
    package var images: [ImagePlacement] = []
    /// The preference values the placed views reported (see `PreferenceKey`).
    package var preferences = PreferenceValues()
}
