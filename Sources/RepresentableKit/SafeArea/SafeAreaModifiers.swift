/// `.ignoresSafeArea(_:edges:)`: lets its content extend into the safe area on `edges`
/// (BehaviourReference, "Safe areas").
///
/// - Sized as its content (its parent sees no change) [D: "expands the safe area of a view"].
/// - When placed, on each edge in `edges` that its bounds reach (`SafeAreaFrame.insets(of:)`)
///   the bounds grow by that edge's inset; the content is proposed the grown size (the
///   parent's proposal plus the insets on each specified axis) and centred in the grown
///   rectangle [I]. A view padded away from the edge reaches none and does not grow [I].
/// - Its content sees no safe area on those edges.
/// - Only the `.container` region is modelled: ignoring `.keyboard` alone changes nothing.
package struct IgnoresSafeAreaLayout: ContentModifier {
    /// The regions ignored.
    package var regions: SafeAreaRegions
    /// The edges ignored.
    package var edges: Edge.Set
    /// The view that extends.
    package var content: any LayoutView
    /// The identifier recorded with the modifier's frame, or nil.
    package var id: String?

    /// `content` ignoring `regions` of the safe area on `edges`.
    package init(regions: SafeAreaRegions = .all, edges: Edge.Set = .all, content: any LayoutView, id: String? = nil) {
        self.regions = regions
        self.edges = edges
        self.content = content
        self.id = id
    }

    /// The content's size.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(proposal)
    }

    /// How far the bounds grow on each edge: the insets they see on the ignored edges.
    package func growth(of bounds: Rect, in safeArea: SafeAreaFrame?) -> EdgeInsets {
        guard regions.contains(.container), let seen = safeArea?.insets(of: bounds) else { return .zero }
        return EdgeInsets(
            top: edges.contains(.top) ? seen.top : 0, leading: edges.contains(.leading) ? seen.leading : 0,
            bottom: edges.contains(.bottom) ? seen.bottom : 0, trailing: edges.contains(.trailing) ? seen.trailing : 0)
    }

    /// Records the grown frame and places the content in it, proposed the grown size.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        let grow = growth(of: bounds, in: recorder.safeArea)
        let grown = bounds.outset(by: grow)
        recorder.record(id: id, type: "ignoresSafeArea", rect: grown)
        let childProposal = ProposedViewSize(
            width: proposal.width.map { $0 + grow.horizontal }, height: proposal.height.map { $0 + grow.vertical })
        let rect = Alignment.center.place(content.sizeThatFits(childProposal), in: grown)
        let inner = regions.contains(.container) ? recorder.safeArea?.ignoring(edges) : recorder.safeArea
        recorder.place(content, in: rect, proposal: childProposal, safeArea: inner)
    }

    /// The content's explicit value (the parent aligns the ungrown bounds).
    package func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        content.explicitAlignment(guide, proposal: proposal)
    }
}

/// `.safeAreaPadding(_:_:)`: pads its content as `padding` does, and the padding becomes safe
/// area, so content that ignores the safe area extends into it [D: "adds the provided insets
/// into the safe area of this view"; the size rule, padding's, is I].
package struct SafeAreaPaddingLayout: ContentModifier {
    /// The padding it sizes and places by.
    package var padding: PaddingLayout

    /// The padded view.
    package var content: any LayoutView {
        get { padding.content }
        set { padding.content = newValue }
    }

    /// The identifier recorded with the modifier's frame, or nil.
    package var id: String? {
        get { padding.id }
        set { padding.id = newValue }
    }

    /// The padding on each edge, in points.
    package var insets: EdgeInsets { padding.insets }

    /// `content` with `insets` added to its safe area.
    package init(_ insets: EdgeInsets, content: any LayoutView, id: String? = nil) {
        padding = PaddingLayout(insets, content: content, id: id)
    }

    /// The padded size (`PaddingLayout`).
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        padding.sizeThatFits(proposal)
    }

    /// Records the frame and places the content inset, with the insets added to its safe area.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "safeAreaPadding", rect: bounds)
        let childProposal = padding.contentProposal(for: proposal)
        let size = content.sizeThatFits(childProposal)
        let rect = Rect(origin: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), size: size)
        let safeArea = SafeAreaFrame.adding(insets, to: bounds, in: recorder.safeArea)
        recorder.place(content, in: rect, proposal: childProposal, safeArea: safeArea)
    }

    /// The content's explicit value moved by the leading or top inset (`PaddingLayout`).
    package func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        padding.explicitAlignment(guide, proposal: proposal)
    }
}

/// `.safeAreaInset(edge:alignment:spacing:content:)`: puts `inset` at `edge` and lays the main
/// content out in the rest, with its safe area shrunk by the inset and the spacing
/// (BehaviourReference, "Safe areas").
///
/// - The inset view is proposed the full length along the edge and nil across it (its ideal
///   thickness) [I]; the band is its thickness plus `spacing`.
/// - The main content is proposed the proposal less the band, and the modifier is as long as
///   the main content plus the band across the edge, and as long as the longer of the two
///   along it [I].
/// - The inset view sits at `edge`, aligned along it by `alignment`, in the safe area the
///   modifier itself sees; the main content is centred in the rest, and the band is safe area
///   to it (content that ignores the safe area extends under the inset view) [D: "the modified
///   view is inset by the height of content, from edge. The safe area of the resulting view
///   is also inset by the same amount"].
package struct SafeAreaInsetLayout: ContentModifier {
    /// The edge the inset view sits at.
    package var edge: Edge
    /// Where the inset view sits along the edge: its horizontal guide for a top or bottom
    /// edge, its vertical one for a leading or trailing edge (the other is `.center`).
    package var alignment: Alignment
    /// The gap between the inset view and the main content.
    package var spacing: Double
    /// The view shown at the edge.
    package var inset: any LayoutView
    /// The main content.
    package var content: any LayoutView
    /// The identifier recorded with the modifier's frame, or nil.
    package var id: String?

    /// `content` with `inset` at `edge`.
    package init(
        edge: Edge, alignment: Alignment = .center, spacing: Double, inset: any LayoutView, content: any LayoutView,
        id: String? = nil
    ) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.inset = inset
        self.content = content
        self.id = id
    }

    /// This modifier with both views transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.content = transform(content)
        copy.inset = transform(inset)
        return copy
    }

    /// The axis across the edge (vertical for top and bottom).
    private var across: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The inset view's proposal: the length along the edge, nil across it.
    private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        across == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// The band's thickness for `proposal`: the inset view's plus the spacing.
    private func band(_ proposal: ProposedViewSize) -> (size: Size, thickness: Double) {
        let size = inset.sizeThatFits(insetProposal(proposal))
        return (size, size[across] + spacing)
    }

    /// The main content's proposal: the proposal less the band across the edge.
    private func contentProposal(_ proposal: ProposedViewSize, band: Double) -> ProposedViewSize {
        var result = proposal
        result[across] = proposal[across].map { max($0 - band, 0) }
        return result
    }

    /// The main content plus the band across the edge; the longer of the two along it.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let (insetSize, thickness) = band(proposal)
        let main = content.sizeThatFits(contentProposal(proposal, band: thickness))
        var size = main
        size[across] = main[across] + thickness
        size[across.other] = max(main[across.other], insetSize[across.other])
        return size
    }

    /// Records the frame, places the main content in the rest of the bounds (the band added
    /// to its safe area), then the inset view at the edge.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "safeAreaInset", rect: bounds)
        let childProposal = ProposedViewSize(bounds.size)
        let (insetSize, thickness) = band(childProposal)
        let bandInsets = EdgeInsets(Edge.Set(edge), thickness)
        let rest = bounds.inset(by: bandInsets)
        let mainProposal = ProposedViewSize(rest.size)
        let mainRect = Alignment.center.place(content.sizeThatFits(mainProposal), in: rest)
        let inner = SafeAreaFrame.adding(bandInsets, to: bounds, in: recorder.safeArea)
        recorder.place(content, in: mainRect, proposal: mainProposal, safeArea: inner)
        // The inset view, at the edge, aligned along it.
        var strip = bounds
        switch edge {
        case .top: strip.size.height = insetSize.height
        case .bottom: strip = Rect(x: bounds.minX, y: bounds.maxY - insetSize.height, width: bounds.width, height: insetSize.height)
        case .leading: strip.size.width = insetSize.width
        case .trailing: strip = Rect(x: bounds.maxX - insetSize.width, y: bounds.minY, width: insetSize.width, height: bounds.height)
        }
        let insetRect = alignment.place(insetSize, in: strip)
        recorder.place(inset, in: insetRect, proposal: insetProposal(childProposal))
    }
}

extension LayoutView {
    /// Lets this view extend into the safe area on `edges` (SwiftUI's
    /// `ignoresSafeArea(_:edges:)`); only the `.container` region is modelled.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some LayoutView {
        IgnoresSafeAreaLayout(regions: regions, edges: edges, content: self)
    }

    /// Adds `length` (16 when nil, as `padding`) on `edges` to this view's safe area
    /// (SwiftUI's `safeAreaPadding(_:_:)`).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some LayoutView {
        SafeAreaPaddingLayout(EdgeInsets(edges, length ?? PaddingLayout.defaultLength), content: self)
    }

    /// Adds `insets` to this view's safe area (SwiftUI's `safeAreaPadding(_:)`).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some LayoutView {
        SafeAreaPaddingLayout(insets, content: self)
    }

    /// Shows `content` at the top or bottom `edge` and insets this view and its safe area by
    /// it (SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`); `spacing` nil is the
    /// stacks' default spacing [U].
    public func safeAreaInset(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @LayoutBuilder content: () -> [any LayoutView]
    ) -> some LayoutView {
        SafeAreaInsetLayout(
            edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing ?? VStack.defaultSpacing, inset: oneView(content()), content: self)
    }

    /// Shows `content` at the leading or trailing `edge` and insets this view and its safe
    /// area by it (SwiftUI's horizontal `safeAreaInset(edge:alignment:spacing:content:)`).
    public func safeAreaInset(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @LayoutBuilder content: () -> [any LayoutView]
    ) -> some LayoutView {
        SafeAreaInsetLayout(
            edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing ?? HStack.defaultSpacing, inset: oneView(content()), content: self)
    }
}

/// The views a builder gave as one view: itself when there is one, else a `VStack` of them
/// (SwiftUI lays a builder's several views out as its container's children; a stack is the
/// nearest single view) [I].
private func oneView(_ views: [any LayoutView]) -> any LayoutView {
    views.count == 1 ? views[0] : VStack(children: views)
}
