/// Insets on the four edges of a rectangle, in points (SwiftUI's `EdgeInsets`).
///
/// The layout direction is always left-to-right here: leading is the left edge.
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the leading (left) edge, in points.
    public var leading: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the trailing (right) edge, in points.
    public var trailing: Double

    /// Insets on each edge; 0 where not given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    package init(_ length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// `length` on each edge in `edges`, 0 on the others.
    package init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    /// No inset on any edge.
    package static let zero = EdgeInsets()

    /// leading + trailing.
    package var horizontal: Double { leading + trailing }
    /// top + bottom.
    package var vertical: Double { top + bottom }

    /// The total inset along `axis`.
    package subscript(axis: Axis) -> Double {
        axis == .horizontal ? horizontal : vertical
    }
}

extension Rect {
    /// The rectangle shrunk by `insets` on each edge (left-to-right: leading is the left edge).
    /// Dimensions never go below 0.
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.leading,
            y: origin.y + insets.top,
            width: max(size.width - insets.leading - insets.trailing, 0),
            height: max(size.height - insets.top - insets.bottom, 0))
    }
}
