/// A hosted view and where it was placed: what a renderer draws.
public struct HostedViewPlacement {
    /// The index of the view's frame in `LayoutResult.frames`.
    public let frameIndex: Int
    public let rect: Rect
    public let view: any HostedView
}

/// Content that draws itself (a renderer casts `drawing` to its drawing protocol) and where
/// it was placed.
public struct DrawingPlacement {
    /// The index of the node's frame in `LayoutResult.frames`.
    public let frameIndex: Int
    public let rect: Rect
    public let drawing: AnyObject
}
