/// A layout result plus the hosted views it places.
public struct Placement {
    public let result: LayoutResult
    public let hostedViews: [HostedViewPlacement]
    /// Self-drawing content such as `Text`, in placement order.
    public var drawings: [DrawingPlacement] = []
}
