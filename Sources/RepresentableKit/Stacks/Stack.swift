/// The cross-axis alignment of a stack, which also names the stack's axis: a vertical
/// alignment lines up the children of a horizontal stack, and the other way round.
public protocol StackAlignment: Sendable, Hashable {
    /// The axis the stack lays its children along.
    static var stackAxis: Axis { get }
    /// The offset of a child of length `child` inside `parent` on the cross axis.
    func offset(of child: Double, in parent: Double) -> Double
    /// Centred, SwiftUI's default stack alignment.
    static var center: Self { get }
    /// The guide's key.
    var key: AlignmentKey { get }
}

extension VerticalAlignment: StackAlignment {
    /// Horizontal: a vertical alignment lines up an HStack's children.
    public static var stackAxis: Axis { .horizontal }
}

extension HorizontalAlignment: StackAlignment {
    /// Vertical: a horizontal alignment lines up a VStack's children.
    public static var stackAxis: Axis { .vertical }
}

/// A horizontal stack with SwiftUI's space sharing (see `StackLayout`'s rules).
public typealias HStack = Stack<VerticalAlignment>
/// A vertical stack with SwiftUI's space sharing (see `StackLayout`'s rules).
public typealias VStack = Stack<HorizontalAlignment>

/// SwiftUI's HStack and VStack as one type: the alignment type picks the axis.
///
/// Spacing (BehaviourReference, "HStack and VStack", "Spacer"): an explicit `spacing` goes between
/// every two children [U: OpenSwiftUI's stack keeps it as one uniform spacing]; without one
/// (nil), two views are `standardSpacing` apart and a `Spacer` has 0 on either side [M, and
/// R: a spacer's spacing is zero along its stack's axis]. (SwiftUI's own default depends on
/// the views on each side, e.g. text-to-text; we use one number, 8 [U].)
public struct Stack<Guide: StackAlignment>: LayoutView, LayoutContainer {
    /// The spacing between two views when the stack gives none: 8 points, an assumption [U]
    /// (SwiftUI's default is platform- and content-dependent).
    @usableFromInline package static var defaultSpacing: Double { 8 }

    /// How children line up on the cross axis; centred by default.
    package var alignment: Guide
    /// The space between adjacent children, in points; nil for SwiftUI's default rules
    /// (`standardSpacing` between views, 0 next to a spacer).
    package var spacing: Double?
    /// The default gap between two views that are not spacers, used when `spacing` is nil.
    package var standardSpacing: Double
    /// The children, in order along the stack's axis.
    package var children: [any LayoutView]
    /// The identifier recorded with the stack's frame, or nil.
    public var id: String?

    /// A stack of `children`; a nil `spacing` uses the default rules with `standardSpacing`.
    package init(
        alignment: Guide = Guide.center, spacing: Double? = nil, standardSpacing: Double = Self.defaultSpacing,
        id: String? = nil, children: [any LayoutView]
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.standardSpacing = standardSpacing
        self.children = children
        self.id = id
    }

    /// A stack of the children `content` builds, like `HStack { … }`; a nil `spacing` uses the
    /// default rules.
    public init(
        alignment: Guide = Guide.center, spacing: Double? = nil, id: String? = nil,
        @LayoutBuilder content: () -> [any LayoutView]
    ) {
        self.init(alignment: alignment, spacing: spacing, id: id, children: content())
    }

    /// The gap before each child but the first, by the spacing rules above.
    package var gaps: [Double] {
        StackTraits.gaps(children, spacing: spacing, standard: standardSpacing)
    }

    /// This stack with each child given the stack's axis (`StackTraits.adopting`), then transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.children = children.map { transform(StackTraits.adopting(Guide.stackAxis, $0)) }
        return copy
    }

    var stack: StackLayout {
        // The stack's axis reaches the spacers and dividers among its children.
        let axis = Guide.stackAxis
        return StackLayout(
            axis: axis, gaps: gaps, children: children.map { StackTraits.adopting(axis, $0) }, guide: alignment.key)
    }

    /// The stack's size for `proposal`, sharing space among the children by SwiftUI's rules.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        stack.sizeThatFits(proposal)
    }

    /// Records the stack's frame at `bounds` and places each child, aligned on the cross axis.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: Guide.stackAxis == .horizontal ? "hstack" : "vstack", rect: bounds)
        stack.placeChildren(in: bounds, proposal: proposal, into: &recorder, minorOffset: alignment.offset)
    }

    /// The children's explicit values for `guide`, combined: a VStack's first baseline is its
    /// top-most child's, its last baseline its bottom-most child's (see `AlignmentID`).
    public func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        stack.explicitAlignment(guide, proposal: proposal, minorOffset: alignment.offset)
    }
}
