/// The outcome of laying out a tree: the root's size and every node's frame.
public struct LayoutResult: Sendable, Hashable, Codable {
    /// The root's size for the proposal.
    public var size: Size
    /// One frame per recorded node, depth-first pre-order, in root coordinates.
    public var frames: [LayoutFrame]

    public init(size: Size, frames: [LayoutFrame]) {
        self.size = size
        self.frames = frames
    }

    /// The first frame whose node has identifier `id`.
    public func frame(id: String) -> LayoutFrame? {
        frames.first { $0.id == id }
    }
}

/// A hosted view and where it was placed: what a renderer draws.
public struct HostedViewPlacement {
    /// The index of the view's frame in `LayoutResult.frames`.
    public let frameIndex: Int
    public let rect: Rect
    public let view: any HostedView
}

/// A layout result plus the hosted views it places.
public struct Placement {
    public let result: LayoutResult
    public let hostedViews: [HostedViewPlacement]
}

/// Lays `root` out for `proposal`: sizes it, then places every node in one
/// top-down pass. The root's origin is (0, 0).
public func layout(_ root: any LayoutView, in proposal: ProposedViewSize) -> LayoutResult {
    place(root, in: proposal).result
}

/// Like `layout(_:in:)`, also returning each hosted view with its rectangle.
public func place(_ root: any LayoutView, in proposal: ProposedViewSize) -> Placement {
    let size = root.sizeThatFits(proposal)
    var recorder = LayoutRecorder()
    root.placeSubviews(in: Rect(origin: .zero, size: size), proposal: proposal, into: &recorder)
    return Placement(
        result: LayoutResult(size: size, frames: recorder.frames), hostedViews: recorder.hostedViews)
}
