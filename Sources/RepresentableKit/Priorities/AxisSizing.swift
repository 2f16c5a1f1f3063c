/// A view's minimum, ideal and maximum along one axis: the range SwiftUI
/// clamps proposals into.
package struct AxisSizing: Sendable, Hashable, CustomStringConvertible {
    /// The smallest size the view accepts, in points.
    package var min: Double
    /// The size the view takes when no size is proposed, in points.
    package var ideal: Double
    /// The largest size the view accepts, in points (may be ∞).
    package var max: Double

    /// A range from its three values.
    package init(min: Double, ideal: Double, max: Double) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// `0 … 0 … ∞`: the range of an axis with no intrinsic metric [R, OpenSwiftUI].
    package static let unconstrained = AxisSizing(min: 0, ideal: 0, max: .infinity)

    /// The size for a proposal on this axis: `nil` gives the ideal, any other
    /// value is clamped to `min … max` [R, OpenSwiftUI]. Should `min` exceed
    /// `max`, `max` wins.
    package func size(for proposal: Double?) -> Double {
        guard let proposal else { return ideal }
        return Swift.min(Swift.max(proposal, min), max)
    }

    package var description: String { "\(min) … \(ideal) … \(max)" }
}
