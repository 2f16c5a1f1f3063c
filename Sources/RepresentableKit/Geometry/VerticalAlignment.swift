/// Where a child sits along the vertical axis of its parent (SwiftUI's `VerticalAlignment`).
///
/// Only the three standard guides: there are no baselines at this layer.
public enum VerticalAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// The child's top edge on the parent's.
    case top
    /// The child centred in the parent.
    case center
    /// The child's bottom edge on the parent's.
    case bottom

    /// The y offset of a child of height `child` inside a parent of height `parent`.
    public func offset(of child: Double, in parent: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (parent - child) / 2
        case .bottom: parent - child
        }
    }
}
