/// The outcome of laying out a tree: the root's size and every node's frame.
public struct LayoutResult: Sendable, Hashable, Codable {
    /// The root's size for the proposal.
    public var size: Size
    /// One frame per recorded node, depth-first pre-order, in root coordinates.
    public var frames: [LayoutFrame]

    /// A result from the root's size and the recorded frames.
    package init(size: Size, frames: [LayoutFrame]) {
        self.size = size
        self.frames = frames
    }

    /// The first frame whose node has identifier `id`.
    public func frame(id: String) -> LayoutFrame? {
        frames.first { $0.id == id }
    }
}
