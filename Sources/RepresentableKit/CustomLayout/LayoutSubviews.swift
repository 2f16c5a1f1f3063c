/// The spacing a view wants from its neighbours (SwiftUI's `ViewSpacing`): the default
/// spacing between two views, none next to a spacer (the rule of `HStack` and `VStack`
/// without a spacing, BehaviourReference "HStack and VStack").
public struct ViewSpacing: Sendable, Hashable {
    /// Whether the view is a spacer (it wants no spacing).
    fileprivate let isSpacer: Bool
    /// The default gap between two views.
    fileprivate let standard: Double

    /// A view's spacing preferences.
    package init(isSpacer: Bool, standard: Double = VStack.defaultSpacing) {
        self.isSpacer = isSpacer
        self.standard = standard
    }

    /// The gap between this view and `next` along `axis`: 0 when either is a spacer, else the
    /// default spacing (8) [U: SwiftUI's depends on the views and the platform].
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        isSpacer || next.isSpacer ? 0 : max(standard, next.standard)
    }
}

/// Where a layout put a subview: collected while `placeSubviews` runs.
final class SubviewPlacements {
    var placed: [Int: (rect: Rect, proposal: ProposedViewSize)] = [:]
}

/// A proxy for one subview of a ``Layout`` (SwiftUI's `LayoutSubview`).
public struct LayoutSubview {
    /// The subview.
    let view: any LayoutView
    /// Its index among the layout's subviews.
    let index: Int
    /// Where placements are collected, or nil while sizing.
    let placements: SubviewPlacements?

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        view.sizeThatFits(proposal)
    }

    /// The subview's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        view.dimensions(in: proposal)
    }

    /// The subview's layout priority (`layoutPriority(_:)`).
    public var priority: Double { view.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { ViewSpacing(isSpacer: StackTraits.isSpacer(view)) }

    /// Places the subview with its `anchor` at `position` (root coordinates), at its size for
    /// `proposal`. Only meaningful inside `placeSubviews`; elsewhere it does nothing.
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let placements else { return }
        let size = view.sizeThatFits(proposal)
        let rect = Rect(
            x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
            width: size.width, height: size.height)
        placements.placed[index] = (rect, proposal)
    }
}

/// A layout's subviews, in order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection {
    /// The subviews.
    let views: [any LayoutView]
    /// Where placements are collected, or nil while sizing.
    let placements: SubviewPlacements?

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { views.count }

    /// The proxy of subview `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(view: views[index], index: index, placements: placements)
    }
}

/// A ``Layout`` used as a container: records "layout" and places its children where the
/// layout put them.
struct CustomLayoutView: LayoutView, LayoutContainer {
    let layout: AnyLayout
    var children: [any LayoutView]
    var id: String?

    func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.children = children.map(transform)
        return copy
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let subviews = LayoutSubviews(views: children, placements: nil)
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        let subviews = LayoutSubviews(views: children, placements: nil)
        var cache = layout.makeCache(subviews: subviews)
        let bounds = Rect(origin: .zero, size: sizeThatFits(proposal))
        return guide.axis == .horizontal
            ? layout.explicitAlignment(of: HorizontalAlignment(guide.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : layout.explicitAlignment(of: VerticalAlignment(guide.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "layout", rect: bounds)
        let placements = SubviewPlacements()
        let subviews = LayoutSubviews(views: children, placements: placements)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        for (index, child) in children.enumerated() {
            if let placed = placements.placed[index] {
                recorder.place(child, in: placed.rect, proposal: placed.proposal)
            } else {
                let size = child.sizeThatFits(.unspecified)
                let rect = Rect(
                    x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
                recorder.place(child, in: rect, proposal: .unspecified)
            }
        }
    }
}
