/// Where a child sits along the vertical axis of its parent (SwiftUI's `VerticalAlignment`).
///
/// Only the three standard guides: there are no baselines at this layer.
public enum VerticalAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case top
    case center
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
