/// A hosted view and where it was placed: what a renderer draws.
package struct HostedViewPlacement {
    /// The index of the view's frame in `LayoutResult.frames`.
    package let frameIndex: Int
    /// The view's bounds in root coordinates.
    package let rect: Rect
    /// The placed view.
    package let view: any HostedView
}

/// Content that draws itself (a renderer casts `drawing` to its drawing protocol) and where
/// it was placed.
public struct DrawingPlacement {
    /// The index of the node's frame in `LayoutResult.frames`.
    public let frameIndex: Int
    /// The content's bounds in root coordinates.
    public let rect: Rect
    /// What draws the content, for a renderer to cast to its drawing protocol.
    public let drawing: AnyObject
}
