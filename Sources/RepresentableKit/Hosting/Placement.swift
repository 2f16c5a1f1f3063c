/// A layout result plus the hosted views it places.
public struct Placement {
    public let result: LayoutResult
    public let hostedViews: [HostedViewPlacement]
}
