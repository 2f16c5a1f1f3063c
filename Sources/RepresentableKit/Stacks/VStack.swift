/// A vertical stack with SwiftUI's space sharing (see `StackLayout`'s rules).
public struct VStack: LayoutView {
    /// The spacing used when none is given: 8 points, an assumption [U]
    /// (SwiftUI's default is platform- and content-dependent).
    public static let defaultSpacing: Double = 8

    public var alignment: HorizontalAlignment
    public var spacing: Double
    public var children: [any LayoutView]
    public var id: String?

    public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, id: String? = nil,
        children: [any LayoutView]
    ) {
        self.alignment = alignment
        self.spacing = spacing ?? Self.defaultSpacing
        self.children = children
        self.id = id
    }

    public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, id: String? = nil,
        @LayoutBuilder content: () -> [any LayoutView]
    ) {
        self.init(alignment: alignment, spacing: spacing, id: id, children: content())
    }

    private var stack: StackLayout { StackLayout(axis: .vertical, spacing: spacing, children: children) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        stack.sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "vstack", rect: bounds)
        stack.placeChildren(in: bounds, proposal: proposal, into: &recorder, minorOffset: alignment.offset)
    }
}
