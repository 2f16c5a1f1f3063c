/// Where a child sits along the horizontal axis of its parent (SwiftUI's `HorizontalAlignment`).
///
/// Only the three standard guides; no custom alignment guides. Layout is
/// left-to-right, so leading is the left edge.
public enum HorizontalAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// The child's leading (left) edge on the parent's.
    case leading
    /// The child centred in the parent.
    case center
    /// The child's trailing (right) edge on the parent's.
    case trailing

    /// The x offset of a child of width `child` inside a parent of width `parent`.
    /// A child wider than the parent gets a negative offset (it overflows both sides when centered).
    public func offset(of child: Double, in parent: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (parent - child) / 2
        case .trailing: parent - child
        }
    }
}
