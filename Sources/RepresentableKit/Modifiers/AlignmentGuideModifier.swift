/// `.alignmentGuide(_:computeValue:)`: sets the modified view's value for one guide,
/// computed from the view's dimensions (its size and its other guides) [D: Apple's
/// `alignmentGuide(_:computeValue:)`; R: OpenSwiftUI's `AlignmentModifiedLayoutComputer`].
///
/// The view keeps its size; a container that aligns by the guide (a VStack by `.leading`,
/// an HStack by `.firstTextBaseline`, a frame, a ZStack) lines the value up instead of the
/// guide's default. Inside the closure, `dimensions[guide]` is the view's value before the
/// modifier (its own explicit value, or the default). A value that is not a finite number
/// is ignored (the guide keeps the view's value from before the modifier) [U].
package struct AlignmentGuideModifier: SizedByContent {
    /// The guide set.
    package var guide: AlignmentKey
    /// The guide's value from the content's dimensions.
    package var computeValue: (ViewDimensions) -> Double
    /// The view whose guide is set.
    package var content: any LayoutView
    /// The identifier recorded with this node's frame, or nil.
    package var id: String?

    /// Sets `guide` on `content` to `computeValue` of its dimensions.
    package init(
        _ guide: AlignmentKey, content: any LayoutView, id: String? = nil,
        computeValue: @escaping (ViewDimensions) -> Double
    ) {
        self.guide = guide
        self.computeValue = computeValue
        self.content = content
        self.id = id
    }

    /// The computed value for this node's guide; the content's for the others.
    package func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        let own = content.explicitAlignment(guide, proposal: proposal)
        guard guide == self.guide else { return own }
        let value = computeValue(content.dimensions(in: proposal))
        return value.isFinite ? value : own
    }

    /// Records this node's frame ("alignmentGuide") and places the content in the same bounds.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "alignmentGuide", rect: bounds)
        recorder.place(content, in: bounds, proposal: proposal)
    }
}

extension LayoutView {
    /// Sets this view's value for the horizontal `guide` to `computeValue(dimensions)`, x
    /// from its leading edge (SwiftUI's `alignmentGuide(_:computeValue:)`).
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double
    ) -> some LayoutView {
        AlignmentGuideModifier(guide.key, content: self, computeValue: computeValue)
    }

    /// Sets this view's value for the vertical `guide` to `computeValue(dimensions)`, y from
    /// its top edge (SwiftUI's `alignmentGuide(_:computeValue:)`).
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double
    ) -> some LayoutView {
        AlignmentGuideModifier(guide.key, content: self, computeValue: computeValue)
    }
}
