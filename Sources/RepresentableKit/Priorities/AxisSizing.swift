/// A view's minimum, ideal and maximum along one axis: the range SwiftUI
/// clamps proposals into.
public struct AxisSizing: Sendable, Hashable, CustomStringConvertible {
    /// The smallest size the view accepts, in points.
    public var min: Double
    /// The size the view takes when no size is proposed, in points.
    public var ideal: Double
    /// The largest size the view accepts, in points (may be ∞).
    public var max: Double

    /// A range from its three values.
    public init(min: Double, ideal: Double, max: Double) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// `0 … 0 … ∞`: the range of an axis with no intrinsic metric [R, OpenSwiftUI].
    public static let unconstrained = AxisSizing(min: 0, ideal: 0, max: .infinity)

    /// The size for a proposal on this axis: `nil` gives the ideal, any other
    /// value is clamped to `min … max` [R, OpenSwiftUI]. Should `min` exceed
    /// `max`, `max` wins.
    public func size(for proposal: Double?) -> Double {
        guard let proposal else { return ideal }
        return Swift.min(Swift.max(proposal, min), max)
    }

    public var description: String { "\(min) … \(ideal) … \(max)" }
}
