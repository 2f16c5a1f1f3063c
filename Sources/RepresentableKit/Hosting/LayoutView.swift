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
/// There is no measurement cache: a stack asks each child up to three times
/// (at 0, at ∞, and its offer), so nested stacks cost about (3 × children)
/// per level of nesting. Hosted views that measure expensively should cache
/// by proposal themselves (as a prepared paragraph re-wraps cheaply).
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
}

extension LayoutView {
    /// 0, SwiftUI's default.
    public var layoutPriority: Double { 0 }

    /// A copy of this node with its identifier set.
    public func id(_ id: String?) -> Self {
        var copy = self
        copy.id = id
        return copy
    }
}
