/// SwiftUI's `ScrollView`: one view that may be larger than the scroll view along the axes it
/// scrolls (BehaviourReference, "ScrollView").
///
/// - The content is proposed nil (its ideal length) along each scrolling axis and the scroll
///   view's own proposal across them [M: SwiftUI Field Guide, "Scroll View"].
/// - Along a scrolling axis the scroll view is as long as proposed, whatever its content
///   [M: Field Guide, "a vertical scroll view always becomes exactly as tall as proposed"]; with
///   a nil proposal there it takes its content's length [I].
/// - Across the scrolling axes it is as long as its content [M: Field Guide, "it only becomes
///   as wide as the width of its contents"].
/// - The content sits at the top-leading corner, scrolled to its start, and nothing of it is
///   drawn outside the scroll view's frame [I: the initial scroll position is the top].
public struct ScrollView: LayoutView, LayoutContainer {
    /// The axes the content scrolls along (vertical by default; empty: none).
    public var axes: Set<Axis>
    /// The scrolled view.
    package var content: any LayoutView
    /// The identifier recorded with the scroll view's frame, or nil.
    public var id: String?

    /// A scroll view of `content` scrolling along `axes`.
    package init(_ axes: Set<Axis> = [.vertical], id: String? = nil, content: any LayoutView) {
        self.axes = axes
        self.content = content
        self.id = id
    }

    /// A scroll view of the view `content` builds, like `ScrollView(.horizontal) { … }` (several
    /// views are stacked: in a VStack, or an HStack when it scrolls only horizontally [I: SwiftUI
    /// puts a scroll view's several views in an implicit stack]).
    public init(_ axes: Set<Axis> = [.vertical], id: String? = nil, @LayoutBuilder content: () -> [any LayoutView]) {
        let views = content()
        let view: any LayoutView =
            if views.count == 1 { views[0] } else if axes == [.horizontal] { HStack(children: views) } else { VStack(children: views) }
        self.init(axes, id: id, content: view)
    }

    /// This scroll view with its content transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.content = transform(content)
        return copy
    }

    /// The proposal the content gets: nil along the scrolling axes, `proposal` across them.
    package func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        for axis in axes { result[axis] = nil }
        return result
    }

    /// The proposal along each scrolling axis (the content's length where it is nil), the
    /// content's length across.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        var size = content.sizeThatFits(contentProposal(proposal))
        for axis in axes {
            if let length = proposal[axis] { size[axis] = length }
        }
        return size
    }

    /// Records the scroll view ("scrollView", clipping its subtree to its frame) and places the
    /// content at its top-leading corner at the content's own size.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "scrollView", rect: bounds, clippingTo: .rectangle)
        let childProposal = contentProposal(proposal)
        let size = content.sizeThatFits(childProposal)
        recorder.place(content, in: Rect(origin: bounds.origin, size: size), proposal: childProposal)
    }
}
