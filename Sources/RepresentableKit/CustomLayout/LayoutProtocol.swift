/// A container that sizes and places its subviews by code you write (SwiftUI's `Layout`).
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`, asking each ``LayoutSubview`` its size for a
/// proposal and placing it with ``LayoutSubview/place(at:anchor:proposal:)``; then use the
/// layout as a container: `FlowLayout() { … }`. A subview left unplaced is placed at the centre
/// of the bounds, proposed `.unspecified`, as SwiftUI does [D: `placeSubviews`, "If you don't
/// place a subview, the layout places it at the center of the layout's bounds"].
///
/// The cache is made (`makeCache(subviews:)`) for each sizing or placing call: this layer keeps
/// no state between calls [U: SwiftUI keeps it while the subviews are unchanged].
public protocol Layout {
    /// Data the layout computes once per call and shares between its methods.
    associatedtype Cache = Void

    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// A new cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places each subview (``LayoutSubview/place(at:anchor:proposal:)``) in `bounds`, the
    /// layout's frame in root coordinates, which `sizeThatFits` computed for `proposal`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The layout's explicit value for a horizontal guide, or nil (the default) for the
    /// guide's default value.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double?

    /// The layout's explicit value for a vertical guide, or nil (the default) for the guide's
    /// default value.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// None: the guide's default value.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? { nil }

    /// None: the guide's default value.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? { nil }

    /// A container laying out the views `content` builds with this layout.
    public func callAsFunction(id: String? = nil, @LayoutBuilder _ content: () -> [any LayoutView]) -> some LayoutView {
        CustomLayoutView(layout: AnyLayout(self), children: content(), id: id)
    }
}

/// A type-erased layout (SwiftUI's `AnyLayout`): switch between layouts at run time.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache, type-erased.
    public struct Cache {
        fileprivate var value: Any
    }

    private let makeCacheBody: (LayoutSubviews) -> Any
    private let sizeBody: (ProposedViewSize, LayoutSubviews, inout Any) -> Size
    private let placeBody: (Rect, ProposedViewSize, LayoutSubviews, inout Any) -> Void
    private let horizontalBody: (HorizontalAlignment, Rect, ProposedViewSize, LayoutSubviews, inout Any) -> Double?
    private let verticalBody: (VerticalAlignment, Rect, ProposedViewSize, LayoutSubviews, inout Any) -> Double?

    /// `layout`, type-erased.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            self = any
            return
        }
        makeCacheBody = { layout.makeCache(subviews: $0) }
        func typed<R>(_ cache: inout Any, _ body: (inout L.Cache) -> R) -> R {
            var typedCache = cache as! L.Cache
            defer { cache = typedCache }
            return body(&typedCache)
        }
        sizeBody = { proposal, subviews, cache in
            typed(&cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
        placeBody = { bounds, proposal, subviews, cache in
            typed(&cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        horizontalBody = { guide, bounds, proposal, subviews, cache in
            typed(&cache) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        verticalBody = { guide, bounds, proposal, subviews, cache in
            typed(&cache) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
    }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: makeCacheBody(subviews)) }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        sizeBody(proposal, subviews, &cache.value)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        placeBody(bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's explicit value.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        horizontalBody(guide, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's explicit value.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> Double? {
        verticalBody(guide, bounds, proposal, subviews, &cache.value)
    }
}
