/// The cross-axis alignment of a stack, which also names the stack's axis: a vertical
/// alignment lines up the children of a horizontal stack, and the other way round.
public protocol StackAlignment: Sendable, Hashable {
    /// The axis the stack lays its children along.
    static var stackAxis: Axis { get }
    /// The frame type a stack records ("hstack" or "vstack").
    static var stackTypeName: String { get }
    /// The offset of a child of length `child` inside `parent` on the cross axis.
    func offset(of child: Double, in parent: Double) -> Double
    /// Centred, SwiftUI's default stack alignment.
    static var center: Self { get }
}

extension VerticalAlignment: StackAlignment {
    public static var stackAxis: Axis { .horizontal }
    public static var stackTypeName: String { "hstack" }
}

extension HorizontalAlignment: StackAlignment {
    public static var stackAxis: Axis { .vertical }
    public static var stackTypeName: String { "vstack" }
}

/// A horizontal stack with SwiftUI's space sharing (see `StackLayout`'s rules).
public typealias HStack = Stack<VerticalAlignment>
/// A vertical stack with SwiftUI's space sharing (see `StackLayout`'s rules).
public typealias VStack = Stack<HorizontalAlignment>

/// SwiftUI's HStack and VStack as one type: the alignment type picks the axis.
public struct Stack<Guide: StackAlignment>: LayoutView {
    /// The spacing used when none is given: 8 points, an assumption [U]
    /// (SwiftUI's default is platform- and content-dependent).
    public static var defaultSpacing: Double { 8 }

    public var alignment: Guide
    public var spacing: Double
    public var children: [any LayoutView]
    public var id: String?

    public init(alignment: Guide = Guide.center, spacing: Double? = nil, id: String? = nil, children: [any LayoutView]) {
        self.alignment = alignment
        self.spacing = spacing ?? Self.defaultSpacing
        self.children = children
        self.id = id
    }

    public init(
        alignment: Guide = Guide.center, spacing: Double? = nil, id: String? = nil,
        @LayoutBuilder content: () -> [any LayoutView]
    ) {
        self.init(alignment: alignment, spacing: spacing, id: id, children: content())
    }

    private var stack: StackLayout { StackLayout(axis: Guide.stackAxis, spacing: spacing, children: children) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        stack.sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: Guide.stackTypeName, rect: bounds)
        stack.placeChildren(in: bounds, proposal: proposal, into: &recorder, minorOffset: alignment.offset)
    }
}
