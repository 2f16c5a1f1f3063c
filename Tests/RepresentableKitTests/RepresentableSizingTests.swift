import Testing
import RepresentableKit

/// RepresentableKit's README table ("UIViewRepresentable"), which
/// Documentation/BehaviourReference.md ("Representable sizing") tags [R, OpenSwiftUI]:
///
///     Intrinsic  Compression Resistance  Hugging  Result size
///     (-1)                                        0 … 0 … ∞
///     x          < 750                   < 750    0 … x … ∞
///     x          < 750                   >= 750   0 … x … x
///     x          >= 750                  < 750    x … x … ∞
///     x          >= 750                  >= 750   x … x … x
///
/// Each test builds a view with the same row on both axes, checks the
/// min/ideal/max, and the size for proposals below, above and at nil
/// ("Size = the proposal, with nil axes replaced by the ideal, then clamped
/// to [min, max]" [R]).
@Suite("Representable sizing: RepresentableKit's table")
struct RepresentableSizingTests {
    /// A view with the same intrinsic dimension and priorities on both axes.
    func view(intrinsic: Double, compressionResistance: LayoutPriority, hugging: LayoutPriority) -> FixedView {
        FixedView(
            intrinsicWidth: intrinsic, intrinsicHeight: intrinsic,
            horizontalHugging: hugging, verticalHugging: hugging,
            horizontalCompressionResistance: compressionResistance,
            verticalCompressionResistance: compressionResistance)
    }

    func sizes(_ view: FixedView) -> (small: Size, large: Size, ideal: Size) {
        let sizing = RepresentableSizing(view)
        return (
            sizing.size(for: ProposedViewSize(width: 30, height: 30)),
            sizing.size(for: ProposedViewSize(width: 300, height: 300)),
            sizing.size(for: .unspecified)
        )
    }

    @Test("Row 1: intrinsic −1 → 0 … 0 … ∞, whatever the priorities", arguments: [
        (LayoutPriority.defaultLow, LayoutPriority.defaultLow),
        (.defaultHigh, .defaultHigh),
        (.required, .required),
    ])
    func noIntrinsicMetric(compressionResistance: LayoutPriority, hugging: LayoutPriority) {
        let view = view(intrinsic: RepresentableKit.noIntrinsicMetric, compressionResistance: compressionResistance, hugging: hugging)
        let sizing = RepresentableSizing(view)
        // Row 1: 0 … 0 … ∞.
        #expect(sizing.horizontal == AxisSizing(min: 0, ideal: 0, max: .infinity))
        #expect(sizing.vertical == AxisSizing(min: 0, ideal: 0, max: .infinity))
        let (small, large, ideal) = sizes(view)
        #expect(small == Size(width: 30, height: 30))  // 30 clamped to 0…∞ is 30
        #expect(large == Size(width: 300, height: 300))  // 300 clamped to 0…∞ is 300
        #expect(ideal == Size(width: 0, height: 0))  // nil → ideal 0
    }

    @Test("Row 2: x, CR < 750, hugging < 750 → 0 … x … ∞")
    func flexibleBothWays() {
        let view = view(intrinsic: 100, compressionResistance: 749, hugging: 749)
        // Row 2 with x = 100: 0 … 100 … ∞ (749 < 750 on both).
        #expect(RepresentableSizing(view).horizontal == AxisSizing(min: 0, ideal: 100, max: .infinity))
        let (small, large, ideal) = sizes(view)
        #expect(small == Size(width: 30, height: 30))  // clamp(30, 0, ∞)
        #expect(large == Size(width: 300, height: 300))  // clamp(300, 0, ∞)
        #expect(ideal == Size(width: 100, height: 100))  // nil → x
    }

    @Test("Row 3: x, CR < 750, hugging ≥ 750 → 0 … x … x")
    func shrinksButDoesNotGrow() {
        let view = view(intrinsic: 100, compressionResistance: .defaultLow, hugging: .defaultHigh)
        // Row 3 with x = 100: 0 … 100 … 100 (hugging 750 is ≥ 750).
        #expect(RepresentableSizing(view).vertical == AxisSizing(min: 0, ideal: 100, max: 100))
        let (small, large, ideal) = sizes(view)
        #expect(small == Size(width: 30, height: 30))  // clamp(30, 0, 100)
        #expect(large == Size(width: 100, height: 100))  // clamp(300, 0, 100)
        #expect(ideal == Size(width: 100, height: 100))  // nil → x
    }

    @Test("Row 4: x, CR ≥ 750, hugging < 750 → x … x … ∞ (UILabel's defaults)")
    func growsButDoesNotShrink() {
        // UILabel's default priorities are hugging 250, CR 750 [M]; RepresentableKit's README says
        // such a label "will map to size x … x … ∞".
        let view = view(intrinsic: 100, compressionResistance: .defaultHigh, hugging: .defaultLow)
        #expect(RepresentableSizing(view).horizontal == AxisSizing(min: 100, ideal: 100, max: .infinity))
        let (small, large, ideal) = sizes(view)
        #expect(small == Size(width: 100, height: 100))  // clamp(30, 100, ∞)
        #expect(large == Size(width: 300, height: 300))  // clamp(300, 100, ∞)
        #expect(ideal == Size(width: 100, height: 100))  // nil → x
    }

    @Test("Row 5: x, CR ≥ 750, hugging ≥ 750 → x … x … x")
    func rigid() {
        let view = view(intrinsic: 100, compressionResistance: .required, hugging: .defaultHigh)
        #expect(RepresentableSizing(view).horizontal == AxisSizing(min: 100, ideal: 100, max: 100))
        let (small, large, ideal) = sizes(view)
        #expect(small == Size(width: 100, height: 100))  // clamp(30, 100, 100)
        #expect(large == Size(width: 100, height: 100))  // clamp(300, 100, 100)
        #expect(ideal == Size(width: 100, height: 100))  // nil → x
    }

    @Test("The axes are independent")
    func axesAreIndependent() {
        // Width: row 4 (x = 120); height: row 1 (−1). A UISlider-like view.
        let view = FixedView(intrinsicWidth: 120, intrinsicHeight: RepresentableKit.noIntrinsicMetric)
        let sizing = RepresentableSizing(view)
        #expect(sizing.horizontal == AxisSizing(min: 120, ideal: 120, max: .infinity))  // row 4
        #expect(sizing.vertical == .unconstrained)  // row 1
        // "The axes are independent" [D]: width clamp(50, 120, ∞) = 120; height nil → 0.
        #expect(sizing.size(for: ProposedViewSize(width: 50, height: nil)) == Size(width: 120, height: 0))
    }

    @Test("A bare view in a tree is sized by the table")
    func representableNode() {
        let image = FixedView(intrinsicWidth: 100, intrinsicHeight: 80)
        // Default priorities 250/750 → row 4 on both axes: 100…100…∞ × 80…80…∞.
        #expect(Representable(image).sizeThatFits(ProposedViewSize(width: 50, height: 500)) == Size(width: 100, height: 500))
    }

    @Test("iOS 16's sizeThatFits override is used verbatim when non-nil")
    func sizeThatFitsOverride() {
        let view = FixedView(intrinsicWidth: 100, intrinsicHeight: 80)
        let node = Representable(view) { proposal, _ in
            proposal.width == nil ? nil : Size(width: 7, height: 9)
        }
        // [R]: "when it returns non-nil, is used verbatim": 7 × 9.
        #expect(node.sizeThatFits(ProposedViewSize(width: 500, height: 500)) == Size(width: 7, height: 9))
        // nil falls back to the table: nil axes → the ideal, 100 × 80.
        #expect(node.sizeThatFits(.unspecified) == Size(width: 100, height: 80))
    }
}
