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

    /// The nine standard alignments by their SwiftUI names ("topLeading", "center", …).
    package static let named: [String: Alignment] = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing,
        "leading": .leading, "center": .center, "trailing": .trailing,
        "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
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

    public var description: String {
        Alignment.named.first { $0.value == self }?.key ?? "\(horizontal)/\(vertical)"
    }
}
