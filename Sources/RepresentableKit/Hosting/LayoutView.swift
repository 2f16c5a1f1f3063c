/// A node of a layout tree with SwiftUI's layout semantics.
///
/// Layout is one top-down pass with no feedback loop:
/// 1. a parent proposes a size and the child answers with `sizeThatFits`
///    (a parent may ask several times, e.g. a stack probes at 0 and ∞);
/// 2. the parent decides the child's bounds and calls `placeSubviews` with
///    the proposal it used; the child records its frame and places its own
///    children the same way, re-deriving their sizes from the same proposals.
///
/// Sizing is a pure function of the proposal, so the sizes seen while placing
/// are the sizes reported while measuring.
///
/// A parent may ask a child several times (a stack at 0, at ∞ and at its offer), so
/// a layout pass remembers each node's answer per proposal (`SizeCachingNode`) and
/// nested containers cost time linear in their depth. The cache lasts one pass.
public protocol LayoutView {
    /// An identifier reported in this node's `LayoutFrame`, or nil.
    var id: String? { get set }

    /// The priority a stack gives this child when sharing out space
    /// (SwiftUI's `layoutPriority`). Default 0.
    var layoutPriority: Double { get }

    /// The size this node chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size

    /// Records this node's frame (`bounds`, in root coordinates) and places its
    /// children. `proposal` is the proposal `bounds.size` was computed for.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder)

    /// The value this node sets for `guide` at its size for `proposal`, in its own coordinates
    /// (x from the leading edge, y from the top edge), or nil when it sets none and the
    /// guide's default applies (SwiftUI's `explicitAlignment`). Text reports its baselines;
    /// `alignmentGuide(_:computeValue:)` sets any guide; padding and frames pass their
    /// content's on, moved by where the content sits; stacks combine their children's by the
    /// guide's `AlignmentID._combineExplicit`. Default nil.
    func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double?
}

extension LayoutView {
    /// 0, SwiftUI's default.
    public var layoutPriority: Double { 0 }

    /// None: the guide's default applies.
    public func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? { nil }

    /// This node's size and guides for `proposal` (what a container sees of it).
    package func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(of: self, proposal: proposal)
    }

    /// A copy of this node with its identifier set.
    public func id(_ id: String?) -> Self {
        var copy = self
        copy.id = id
        return copy
    }
}

/// A node that wraps one view: padding, frames, borders, offsets, layers, preferences. It
/// takes that view's layout priority (SwiftUI's modifiers pass `layoutPriority` through), and
/// stack traits reach through it (a modified `Spacer` is still a spacer to its stack).
package protocol ContentModifier: LayoutContainer {
    /// The wrapped view.
    var content: any LayoutView { get set }
}

extension ContentModifier {
    /// The content's priority, passed through.
    package var layoutPriority: Double { content.layoutPriority }
}

/// A `ContentModifier` that also takes its content's size, unchanged (a border, an offset, a
/// background or overlay, a preference): only what it records or draws differs.
package protocol SizedByContent: ContentModifier {}

extension SizedByContent {
    /// The content's size for `proposal`.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(proposal)
    }

    /// The content's explicit value: it fills the node's bounds.
    package func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        content.explicitAlignment(guide, proposal: proposal)
    }
}
