/// A hosted view and where it was placed: what a renderer draws.
public struct HostedViewPlacement {
    /// The index of the view's frame in `LayoutResult.frames`.
    public let frameIndex: Int
    public let rect: Rect
    public let view: any HostedView
}
