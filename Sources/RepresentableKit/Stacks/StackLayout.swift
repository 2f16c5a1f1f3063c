/// The space-sharing algorithm HStack and VStack share, along `axis` [M]:
///
/// - A nil proposal on the major axis proposes nil to every child: the stack
///   takes their ideal sizes.
/// - Otherwise, from the proposal minus the total spacing (the sum of the gaps):
///   1. each child's flexibility is its major size at ∞ minus its major size
///      at 0 (the minor-axis proposal passed through);
///   2. children are grouped by `layoutPriority`, highest first; each group
///      gets what remains minus the minimum (size at 0) of every lower-priority
///      child, as Apple documents for `layoutPriority` [D];
///   3. inside a group, the least flexible child goes first and is offered
///      remaining / children-left; what it takes is subtracted.
///
/// Ties keep source order, except between unbounded children (flexibility ∞), where the
/// larger minimum goes first: SwiftUI's `_LayoutTraits.FlexibilityEstimate` ordering
/// [R: OpenSwiftUI's LayoutTraits.swift, "Audited for 6.0.87", and its LayoutTraitsTests:
/// (20…40) vs (30…50) is neither less nor greater; (10…∞) is greater than (20…∞)].
///
/// Offers are never negative. Every child is proposed the stack's minor-axis proposal when sizing; when
/// placing, a nil minor-axis proposal is replaced by the stack's resolved minor size.
///
/// On the minor axis the children line up by `guide` (BehaviourReference, "Alignment guides"):
/// each child's value of the guide (explicit, or the guide's default in its size) sits on one
/// line. The stack's minor length is the span of the aligned children together with that line's
/// start, lower = min(0, −valueᵢ), upper = max(0, sizeᵢ − valueᵢ), length = upper − lower, and a
/// child's minor origin is −lower − valueᵢ [R: OpenSwiftUI's `StackLayout.placeChildren1`]. For
/// the edge and centre guides with no child setting an explicit value this is the largest
/// child's length, each child aligned in the stack's bounds (`offset(of:in:)`), as before.
struct StackLayout {
    let axis: Axis
    /// The gap before each child but the first (`children.count − 1` of them).
    let gaps: [Double]
    let children: [any LayoutView]
    /// The guide the children line up by on the minor axis.
    let guide: AlignmentKey

    /// The proposal and size each child gets for the stack's `proposal`.
    func distribute(_ proposal: ProposedViewSize) -> [(proposal: ProposedViewSize, size: Size)] {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            return children.map { child in
                let childProposal = ProposedViewSize(axis, major: nil, minor: minor)
                return (childProposal, child.sizeThatFits(childProposal))
            }
        }
        struct Entry {
            let index: Int
            let priority: Double
            let minimum: Double
            let flexibility: Double
        }
        let entries = children.enumerated().map { index, child in
            let minimum = child.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis]
            let maximum = child.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis]
            let flexibility = maximum - minimum
            return Entry(
                index: index, priority: child.layoutPriority, minimum: minimum,
                flexibility: flexibility.isNaN ? 0 : flexibility)
        }
        let ordered = entries.sorted {
            if $0.priority != $1.priority { return $0.priority > $1.priority }
            if $0.flexibility != $1.flexibility { return $0.flexibility < $1.flexibility }
            // Equally flexible and both unbounded: the larger minimum goes first, so it is not
            // offered less than it needs while the other could have shrunk. An equal *finite*
            // flexibility is a tie: source order (SwiftUI's insertion sort is stable).
            if $0.flexibility.isInfinite && $0.minimum != $1.minimum { return $0.minimum > $1.minimum }
            return $0.index < $1.index
        }

        var results = [(proposal: ProposedViewSize, size: Size)](
            repeating: (.unspecified, .zero), count: children.count)
        var remaining = major - totalSpacing
        var start = 0
        while start < ordered.count {
            let priority = ordered[start].priority
            var end = start
            while end < ordered.count && ordered[end].priority == priority { end += 1 }
            let reserved = ordered[end...].reduce(0) { $0 + $1.minimum }
            var groupRemaining = subtract(reserved, from: remaining)
            var left = end - start
            for entry in ordered[start..<end] {
                let offer = groupRemaining.isInfinite ? groupRemaining : max(groupRemaining / Double(left), 0)
                let childProposal = ProposedViewSize(axis, major: offer, minor: minor)
                let size = children[entry.index].sizeThatFits(childProposal)
                results[entry.index] = (childProposal, size)
                groupRemaining = subtract(size[axis], from: groupRemaining)
                remaining = subtract(size[axis], from: remaining)
                left -= 1
            }
            start = end
        }
        return results
    }

    var totalSpacing: Double {
        gaps.reduce(0, +)
    }

    /// Each child's value of `guide` when the alignment needs them: the guide is not an edge
    /// or the centre, or some child sets an explicit value for it. Nil: the closed form applies.
    func guideValues(_ placements: [(proposal: ProposedViewSize, size: Size)]) -> [Double]? {
        let explicit = zip(children, placements).map { child, placement in
            child.explicitAlignment(guide, proposal: placement.proposal)
        }
        guard !guide.isFrameGuide || explicit.contains(where: { $0 != nil }) else { return nil }
        return zip(zip(children, placements), explicit).map { pair, value in
            let (child, placement) = pair
            if let value { return value }
            let dimensions = ViewDimensions(size: placement.size) { child.explicitAlignment($0, proposal: placement.proposal) }
            return guide.id.defaultValue(in: dimensions)
        }
    }

    /// The minor-axis span of children of minor lengths `sizes` aligned by `values`, with the
    /// guide's line at 0 (see the type's comment).
    static func span(values: [Double], sizes: [Double]) -> (lower: Double, upper: Double) {
        zip(values, sizes).reduce((0.0, 0.0)) { span, pair in
            (min(span.0, -pair.0), max(span.1, pair.1 - pair.0))
        }
    }

    /// The stack's size given its children's sizes.
    func size(of placements: [(proposal: ProposedViewSize, size: Size)]) -> Size {
        let major = placements.reduce(totalSpacing) { $0 + $1.size[axis] }
        guard let values = guideValues(placements) else {
            let minor = placements.reduce(0) { max($0, $1.size[axis.other]) }
            return Size(axis, major: major, minor: minor)
        }
        let span = Self.span(values: values, sizes: placements.map { $0.size[axis.other] })
        return Size(axis, major: major, minor: span.upper - span.lower)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        size(of: distribute(proposal))
    }

    /// Places the children one after another along `axis` from the start of
    /// `bounds`, each aligned on the minor axis by `guide` (`minorOffset` for the closed form).
    func placeChildren(
        in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder,
        minorOffset: (_ child: Double, _ parent: Double) -> Double
    ) {
        for (child, frame) in zip(children, frames(in: bounds, proposal: proposal, minorOffset: minorOffset)) {
            recorder.place(child, in: frame.rect, proposal: frame.proposal)
        }
    }

    /// Each child's rectangle and proposal when the stack is placed in `bounds`.
    func frames(
        in bounds: Rect, proposal: ProposedViewSize, minorOffset: (_ child: Double, _ parent: Double) -> Double
    ) -> [(rect: Rect, proposal: ProposedViewSize)] {
        // Children are placed for the stack's resolved cross size: a nil cross-axis proposal
        // (an ideal-size query, `fixedSize`) sized the stack; placing then proposes the size
        // it came to, so flexible children fill it (the equal-width-buttons idiom).
        var placementProposal = proposal
        if placementProposal[axis.other] == nil { placementProposal[axis.other] = bounds.size[axis.other] }
        let placements = distribute(placementProposal)
        let values = guideValues(placements)
        let lower = values.map { Self.span(values: $0, sizes: placements.map { $0.size[axis.other] }).lower } ?? 0
        var position = bounds.origin[axis]
        var frames: [(rect: Rect, proposal: ProposedViewSize)] = []
        for (index, placement) in placements.enumerated() {
            if index > 0 { position += gaps[index - 1] }
            var origin = bounds.origin
            origin[axis] = position
            if let values {
                origin[axis.other] += -lower - values[index]
            } else {
                origin[axis.other] += minorOffset(placement.size[axis.other], bounds.size[axis.other])
            }
            frames.append((Rect(origin: origin, size: placement.size), placement.proposal))
            position += placement.size[axis]
        }
        return frames
    }

    /// The stack's explicit value for `key` at its size for `proposal`: its children's explicit
    /// values, each moved by where the child sits, combined by the guide's rule (none for the
    /// edge and centre guides) [R: OpenSwiftUI's `StackLayout.explicitAlignment`].
    func explicitAlignment(
        _ key: AlignmentKey, proposal: ProposedViewSize, minorOffset: (_ child: Double, _ parent: Double) -> Double
    ) -> Double? {
        guard !key.isFrameGuide, !children.isEmpty else { return nil }
        let bounds = Rect(origin: .zero, size: sizeThatFits(proposal))
        let frames = frames(in: bounds, proposal: proposal, minorOffset: minorOffset)
        return key.id.combineExplicit(zip(children, frames).map { child, frame in
            child.explicitAlignment(key, proposal: frame.proposal).map { frame.rect.origin[key.axis] + $0 }
        })
    }

    /// `value − amount`, keeping an infinite value infinite (∞ − ∞ stays ∞).
    private func subtract(_ amount: Double, from value: Double) -> Double {
        value.isInfinite ? value : value - amount
    }
}
