/// A node with children that a layout pass rebuilds with each child wrapped in a
/// `SizeCachingNode` (see `SizeCachingNode.prepared(_:)`). Every container of the package
/// conforms: stacks, `ZStack`, `ViewThatFits`, `GeometryReader` and the content modifiers. A
/// node that does not conform is still cached as a whole, but its children are not.
package protocol LayoutContainer: LayoutView {
    /// This node with each child replaced by `transform(child)`; a child built later (a
    /// `GeometryReader`'s content) is transformed when it is built.
    func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self
}

extension ContentModifier {
    /// This modifier with its content transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.content = transform(content)
        return copy
    }
}

/// One node's sizes within one layout pass, by proposal: SwiftUI keeps the same kind of
/// cache per view and answers a repeated proposal from it [R: OpenSwiftUI's `ViewSizeCache`,
/// a `Cache3<ProposedViewSize, CGSize>` per layout computer].
///
/// A parent asks a child several times (a stack at 0, at ∞ and at its offer, again when
/// placing; `ViewThatFits` at the ideal and at the proposal), so without it a tree of nested
/// one-child containers costs a power of the depth. With it each node computes each distinct
/// proposal once, and a pass is linear in the number of nodes times the distinct proposals
/// each one sees (a handful: 0, ∞, the offer, each with the cross-axis proposal and the
/// resolved cross size).
///
/// The cache lives for one pass: `placement(of:in:pixelScale:)` (and `measure`) wrap a fresh
/// copy of the tree, so a hosted view whose content changes between passes is measured
/// again. Within a pass a node's size must depend only on the proposal, which is the sizing
/// layer's rule already (`LayoutView`). Proposals are keyed by their exact bits, so −0 and
/// 0 (or two NaNs) are never confused.
///
/// The node is transparent: it records no frame, takes its content's identifier and priority,
/// and stack traits reach through it (it is a `ContentModifier`).
package struct SizeCachingNode: ContentModifier {
    /// The sizes answered so far; shared by copies of this node within the pass.
    private final class Storage {
        var sizes: [Key: Size] = [:]
        /// Explicit guide values answered so far, by guide and proposal (nil answers too).
        var alignments: [GuideKey: Double?] = [:]
    }

    private struct GuideKey: Hashable {
        let guide: AlignmentKey
        let proposal: Key
    }

    private struct Key: Hashable {
        let width: UInt64?
        let height: UInt64?

        init(_ proposal: ProposedViewSize) {
            width = proposal.width?.bitPattern
            height = proposal.height?.bitPattern
        }
    }

    private var storage = Storage()

    /// The cached node. Replacing it starts an empty cache.
    package var content: any LayoutView {
        didSet { storage = Storage() }
    }

    /// Caches `content`'s sizes (not its children's: see `prepared(_:)`).
    package init(_ content: any LayoutView) {
        self.content = content
    }

    /// The content's identifier.
    package var id: String? {
        get { content.id }
        set { content.id = newValue }
    }

    /// The content's size for `proposal`, computed on the first request for it.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let key = Key(proposal)
        if let size = storage.sizes[key] { return size }
        let size = content.sizeThatFits(proposal)
        storage.sizes[key] = size
        return size
    }

    /// The content's explicit value for `guide`, computed on the first request for it (a
    /// stack asks each child once per proposal and guide).
    package func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        let key = GuideKey(guide: guide, proposal: Key(proposal))
        if let value = storage.alignments[key] { return value }
        let value = content.explicitAlignment(guide, proposal: proposal)
        storage.alignments[key] = .some(value)
        return value
    }

    /// Places the content in `bounds`, recording no frame of its own.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        content.placeSubviews(in: bounds, proposal: proposal, into: &recorder)
    }

    /// `view` for one layout pass: it and every node below it (through `LayoutContainer`)
    /// wrapped in a fresh `SizeCachingNode`.
    package static func prepared(_ view: any LayoutView) -> any LayoutView {
        if let cached = view as? SizeCachingNode { return prepared(cached.content) }
        guard let container = view as? any LayoutContainer else { return SizeCachingNode(view) }
        return SizeCachingNode(container.mappingChildren(prepared))
    }
}
