/// A layout axis (SwiftUI's `Axis`, UIKit's `NSLayoutConstraint.Axis`).
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
    case horizontal
    case vertical

    /// The perpendicular axis.
    public var other: Axis {
        self == .horizontal ? .vertical : .horizontal
    }
}
