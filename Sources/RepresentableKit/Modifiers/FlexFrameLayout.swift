/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` [R].
///
/// Per axis, with p the proposal on that axis:
/// 1. p ≠ nil and both min and max set: size = clamp(p, min, max).
/// 2. p == nil and ideal set: size = ideal.
/// 3. Otherwise the content is proposed clamp(p ?? ideal, min, max) and its
///    size r is bounded the same way: with min, r = max(min, min(p ?? ∞, r));
///    then with max, r = min(max, max(p ?? −∞, r)). So `maxWidth: .infinity`
///    fills the proposal and `minWidth` alone never undercuts the content.
///
/// The content is always proposed clamp(p ?? ideal, min, max), and placed at
/// its own size, aligned in the frame. The values are normalized first (`normalized`), as
/// SwiftUI does: min ≤ ideal ≤ max.
package struct FlexFrameLayout: ProposingModifier {
    /// The smallest width in points, or nil for no minimum.
    package var minWidth: Double?
    /// The width in points taken when no width is proposed, or nil for the content's.
    package var idealWidth: Double?
    /// The largest width in points (`.infinity` fills the proposal), or nil for no maximum.
    package var maxWidth: Double?
    /// The smallest height in points, or nil for no minimum.
    package var minHeight: Double?
    /// The height in points taken when no height is proposed, or nil for the content's.
    package var idealHeight: Double?
    /// The largest height in points (`.infinity` fills the proposal), or nil for no maximum.
    package var maxHeight: Double?
    /// Where the content sits in the frame; `.center` by default.
    package var alignment: Alignment
    /// The framed view.
    package var content: any LayoutView
    /// The identifier recorded with the frame, or nil.
    package var id: String?

    /// A flexible frame around `content`; the bounds are normalized so min ≤ ideal ≤ max.
    package init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center, content: any LayoutView, id: String? = nil
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = Self.normalized(minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = Self.normalized(minHeight, idealHeight, maxHeight)
        self.alignment = alignment
        self.content = content
        self.id = id
    }

    /// SwiftUI's normalization of one axis before anything is laid out: a negative minimum
    /// is clamped to 0, the ideal is raised up to the minimum, and the maximum up to the ideal
    /// (or the minimum), so min ≤ ideal ≤ max always holds. (SwiftUI also logs a warning for
    /// such contradictory input; values are kept as given when they are consistent.)
    static func normalized(_ lower: Double?, _ ideal: Double?, _ upper: Double?) -> (Double?, Double?, Double?) {
        let lower = lower.map { max($0, 0) }
        // A negative ideal (or maximum) is no more a size than a negative minimum [U: SwiftUI
        // logs it as an invalid frame dimension]; it is clamped to 0 too.
        let ideal = ideal.map { value in max(lower.map { max(value, $0) } ?? value, 0) }
        let floor = ideal ?? lower
        let upper = upper.map { value in max(floor.map { max(value, $0) } ?? value, 0) }
        return (lower, ideal, upper)
    }

    private func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }

    /// What the content is proposed.
    package func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        func axisProposal(_ axis: Axis) -> Double? {
            let (lower, ideal, upper) = bounds(axis)
            guard var value = proposal[axis] ?? ideal else { return nil }
            if let lower { value = max(value, lower) }
            if let upper { value = min(value, upper) }
            return value
        }
        return ProposedViewSize(width: axisProposal(.horizontal), height: axisProposal(.vertical))
    }

    /// The size on `axis` without asking the content (rules 1 and 2), or nil.
    private func ownSize(_ axis: Axis, proposal: Double?) -> Double? {
        let (lower, ideal, upper) = bounds(axis)
        if let proposal, let lower, let upper { return min(max(proposal, lower), upper) }
        if proposal == nil, let ideal { return ideal }
        return nil
    }

    /// Rule 3's bounding of the content's size.
    private func bound(_ axis: Axis, content size: Double, proposal: Double?) -> Double {
        let (lower, _, upper) = bounds(axis)
        var result = size
        if let lower { result = max(lower, min(proposal ?? .infinity, result)) }
        if let upper { result = min(upper, max(proposal ?? -.infinity, result)) }
        return result
    }

    /// The frame's size for `proposal`, by the rules above.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let width = ownSize(.horizontal, proposal: proposal.width)
        let height = ownSize(.vertical, proposal: proposal.height)
        if let width, let height {
            return Size(width: width, height: height)
        }
        let child = content.sizeThatFits(contentProposal(for: proposal))
        return Size(
            width: width ?? bound(.horizontal, content: child.width, proposal: proposal.width),
            height: height ?? bound(.vertical, content: child.height, proposal: proposal.height))
    }

    /// "frame", the node's type in its `LayoutFrame`.
    package var nodeType: String { "frame" }
}
