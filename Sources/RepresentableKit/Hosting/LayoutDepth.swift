/// The deepest layout tree a layout pass takes, and the check that enforces it.
///
/// Sizing and placing recurse once per level of the tree (each container asks its children),
/// so a tree thousands of levels deep runs out of thread stack: a crash, not an error. A tree
/// built from outside input (a scene file, a document) is checked first with
/// `checkedLayout(_:in:pixelScale:)`, which throws `LayoutDepthError` instead. Scene files
/// cannot come near the limit: their JSON nests at most 256 levels.
///
/// The limit, 2,000 nodes from the root to the deepest leaf, is a project choice: ten times the
/// depth any real screen has, and inside the 8 MiB stack of the main thread and of glibc's
/// default threads (the test suite lays out a 2,000-level chain of each container on its
/// own threads, in a debug build). A thread with a smaller stack needs a smaller tree: in a
/// debug build a 2,000-level chain does not fit in 512 KiB. A `GeometryReader`'s content
/// is built during the pass, so its depth is not counted.
public enum LayoutDepth {
    /// The most nodes on one path from the root to a leaf, the root included.
    public static let maximum = 2_000

    /// The number of nodes on the longest path from `root` to a leaf, counted without
    /// recursion, stopping as soon as it passes `limit`.
    package static func depth(of root: any LayoutView, limit: Int = maximum) -> Int {
        var deepest = 0
        var pending: [(view: any LayoutView, depth: Int)] = [(root, 1)]
        while let (view, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            if deepest > limit { return deepest }
            guard let container = view as? any LayoutContainer else { continue }
            var children: [any LayoutView] = []
            _ = container.mappingChildren { child in
                children.append(child)
                return child
            }
            pending += children.map { ($0, depth + 1) }
        }
        return deepest
    }

    /// Throws `LayoutDepthError` when `root` is deeper than `maximum`.
    package static func check(_ root: any LayoutView) throws(LayoutDepthError) {
        let depth = depth(of: root)
        guard depth <= maximum else { throw LayoutDepthError(limit: maximum) }
    }
}

/// A layout tree deeper than `LayoutDepth.maximum` nodes.
public struct LayoutDepthError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The limit the tree passed.
    public var limit: Int

    /// "the layout tree is more than 2000 nodes deep …".
    public var description: String {
        "the layout tree is more than \(limit) nodes deep (LayoutDepth.maximum); layout recurses once per level"
    }
}

/// `layout(_:in:pixelScale:)` for a tree from outside input: throws `LayoutDepthError` for a
/// tree deeper than `LayoutDepth.maximum` instead of running out of stack.
public func checkedLayout(_ root: any LayoutView, in proposal: ProposedViewSize, pixelScale: Double? = nil) throws(LayoutDepthError) -> LayoutResult {
    try LayoutDepth.check(root)
    return layout(root, in: proposal, pixelScale: pixelScale)
}
