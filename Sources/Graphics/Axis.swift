/// A layout axis (SwiftUI's `Axis`, UIKit's `NSLayoutConstraint.Axis`).
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
    /// The x axis: widths.
    case horizontal
    /// The y axis: heights.
    case vertical

    /// The perpendicular axis.
    public var other: Axis {
        self == .horizontal ? .vertical : .horizontal
    }
}
