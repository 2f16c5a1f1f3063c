/// A horizontal and a vertical alignment together (SwiftUI's `Alignment`).
public struct Alignment: Sendable, Hashable, CustomStringConvertible {
    /// The alignment along the x axis.
    public var horizontal: HorizontalAlignment
    /// The alignment along the y axis.
    public var vertical: VerticalAlignment

    /// An alignment from its two components.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Top edge, leading edge.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top edge, trailing edge.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom edge, leading edge.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom edge, trailing edge.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// First text baseline, centred horizontally.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Last text baseline, centred horizontally.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// First text baseline, leading edge.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Last text baseline, leading edge.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// First text baseline, trailing edge.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Last text baseline, trailing edge.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The standard alignments by their SwiftUI names ("topLeading", "center",
    /// "leadingFirstTextBaseline", …).
    package static let named: [String: Alignment] = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing,
        "leading": .leading, "center": .center, "trailing": .trailing,
        "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": .centerFirstTextBaseline, "centerLastTextBaseline": .centerLastTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
        "trailingFirstTextBaseline": .trailingFirstTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]

    /// The rectangle of a child of size `child`, aligned inside `bounds`.
    /// The child keeps its size even when it is larger than `bounds`.
    package func place(_ child: Size, in bounds: Rect) -> Rect {
        Rect(
            x: bounds.minX + horizontal.offset(of: child.width, in: bounds.width),
            y: bounds.minY + vertical.offset(of: child.height, in: bounds.height),
            width: child.width,
            height: child.height)
    }

    /// The rectangle of `child`, proposed `proposal`, placed in `bounds` as a frame places
    /// its content: on each axis the child's guide value (explicit, or the guide's default in
    /// the child's own size) lands on the guide's default value in `bounds` [R: OpenSwiftUI's
    /// `_FrameLayout.commonPlacement`]. Without explicit values this is `place(_:in:)`.
    package func place(_ child: any LayoutView, proposal: ProposedViewSize, in bounds: Rect) -> Rect {
        place(child, proposal: proposal, in: bounds, against: ViewDimensions(size: bounds.size))
    }

    /// The rectangle of `child`, proposed `proposal`, placed in `bounds` so that its guide
    /// values land on `container`'s (a layer's on its primary view's).
    package func place(
        _ child: any LayoutView, proposal: ProposedViewSize, in bounds: Rect, against container: ViewDimensions
    ) -> Rect {
        let size = child.sizeThatFits(proposal)
        let offset = origin(of: child, size: size, proposal: proposal, in: container)
        return Rect(x: bounds.minX + offset.x, y: bounds.minY + offset.y, width: size.width, height: size.height)
    }

    /// The top-leading corner of `child` (of `size` for `proposal`) placed in `container`,
    /// relative to the container's corner: the container's guide value minus the child's, on
    /// each axis.
    package func origin(of child: any LayoutView, size: Size, proposal: ProposedViewSize, in container: ViewDimensions) -> Point {
        func offset(_ key: AlignmentKey, closedForm: (Double, Double) -> Double) -> Double {
            let explicit = child.explicitAlignment(key, proposal: proposal)
            let target = container[explicit: key]
            if explicit == nil, target == nil, key.isFrameGuide {
                return closedForm(size[key.axis], container.size[key.axis])
            }
            let own = ViewDimensions(size: size) { child.explicitAlignment($0, proposal: proposal) }
            return (target ?? key.id.defaultValue(in: container)) - (explicit ?? key.id.defaultValue(in: own))
        }
        return Point(
            x: offset(horizontal.key, closedForm: horizontal.offset(of:in:)),
            y: offset(vertical.key, closedForm: vertical.offset(of:in:)))
    }

    public var description: String {
        Alignment.named.first { $0.value == self }?.key ?? "\(horizontal)/\(vertical)"
    }
}
