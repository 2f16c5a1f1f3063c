import Testing
import RepresentableKit

@Suite("ViewFlexibility")
struct ViewFlexibilityTests {
    @Test("Composite options are unions of the four bits")
    func composites() {
        // Seed/RepresentableKit: horizontal = minH|maxH, vertical = minV|maxV, all = both, none = [].
        #expect(ViewFlexibility.horizontal == [.minHorizontal, .maxHorizontal])
        #expect(ViewFlexibility.vertical == [.minVertical, .maxVertical])
        #expect(ViewFlexibility.all == [.horizontal, .vertical])
        #expect(ViewFlexibility.none.isEmpty)
    }

    @Test("A set bit means priority 250, a clear bit 750")
    func priorities() {
        // BehaviourReference, "RepresentableKit (the original library)": "A set bit means
        // priority 250 (flexible), a clear one 750 (rigid)."
        let flexibility: ViewFlexibility = [.minHorizontal, .maxVertical]
        #expect(flexibility.compressionResistancePriority(for: .horizontal) == 250)  // minHorizontal set
        #expect(flexibility.huggingPriority(for: .horizontal) == 750)  // maxHorizontal clear
        #expect(flexibility.compressionResistancePriority(for: .vertical) == 750)  // minVertical clear
        #expect(flexibility.huggingPriority(for: .vertical) == 250)  // maxVertical set
    }

    @Test("The default flexibility is .all")
    func defaultIsAll() {
        // BehaviourReference, "RepresentableKit (the original library)": "The default is `.all`."
        #expect(ViewAdaptor(FixedView()).flexibility == .all)
    }
}

@Suite("ViewAdaptor sizing")
struct ViewAdaptorTests {
    struct FlexCase: CustomTestStringConvertible, Sendable {
        let flexibility: ViewFlexibility
        let small: Size  // for a proposal of (50, 50)
        let large: Size  // for a proposal of (150, 150)
        var testDescription: String { "\(flexibility)" }
    }

    /// With the `.none` calculator the ideal is the intrinsic size, 100 × 80.
    /// Per axis: min = 0 if the min bit is set, else the ideal; max = ∞ if the
    /// max bit is set, else the ideal (ViewAdaptor's documented rule, from the
    /// 250/750 mapping through RepresentableKit's table). Expected values are
    /// clamp(50 or 150, min, max) worked by hand.
    static let flexCases: [FlexCase] = [
        // all: 0…∞ both ways → the proposal itself.
        FlexCase(flexibility: .all, small: Size(width: 50, height: 50), large: Size(width: 150, height: 150)),
        // none: 100…100 × 80…80.
        FlexCase(flexibility: .none, small: Size(width: 100, height: 80), large: Size(width: 100, height: 80)),
        // minHorizontal: width 0…100 → 50, 100; height 80…80.
        FlexCase(flexibility: .minHorizontal, small: Size(width: 50, height: 80), large: Size(width: 100, height: 80)),
        // maxHorizontal: width 100…∞ → 100, 150; height 80.
        FlexCase(flexibility: .maxHorizontal, small: Size(width: 100, height: 80), large: Size(width: 150, height: 80)),
        // minVertical: width 100; height 0…80 → 50, 80.
        FlexCase(flexibility: .minVertical, small: Size(width: 100, height: 50), large: Size(width: 100, height: 80)),
        // maxVertical: width 100; height 80…∞ → 80, 150.
        FlexCase(flexibility: .maxVertical, small: Size(width: 100, height: 80), large: Size(width: 100, height: 150)),
        // horizontal: width 0…∞; height 80.
        FlexCase(flexibility: .horizontal, small: Size(width: 50, height: 80), large: Size(width: 150, height: 80)),
        // vertical: width 100; height 0…∞.
        FlexCase(flexibility: .vertical, small: Size(width: 100, height: 50), large: Size(width: 100, height: 150)),
        // minHorizontal + maxVertical: width 0…100, height 80…∞.
        FlexCase(
            flexibility: [.minHorizontal, .maxVertical], small: Size(width: 50, height: 80),
            large: Size(width: 100, height: 150)),
    ]

    @Test("Flexibility bounds the ideal size", arguments: flexCases)
    func flexibility(_ flexCase: FlexCase) {
        let adaptor = ViewAdaptor(
            FixedView(intrinsicWidth: 100, intrinsicHeight: 80), flexibility: flexCase.flexibility,
            idealSizeCalculator: .none)
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 50, height: 50)) == flexCase.small)
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 150, height: 150)) == flexCase.large)
        // nil proposal → the ideal, the intrinsic 100 × 80, whatever the flexibility.
        #expect(adaptor.sizeThatFits(.unspecified) == Size(width: 100, height: 80))
    }

    @Test("The adaptor ignores the view's own priorities")
    func ignoresViewPriorities() {
        // The view alone would be rigid (hugging 750, CR 750: row 5); the adaptor's
        // .all flexibility replaces those priorities, as the original overwrites them.
        let view = FixedView(
            intrinsicWidth: 100, intrinsicHeight: 80, horizontalHugging: .defaultHigh, verticalHugging: .defaultHigh)
        let adaptor = ViewAdaptor(view, idealSizeCalculator: .none)
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 150, height: 150)) == Size(width: 150, height: 150))
    }

    @Test(".none calculator with no intrinsic metric maps to 0 … 0 … ∞ whatever the flexibility")
    func noneCalculatorWithoutIntrinsic() {
        let adaptor = ViewAdaptor(FixedView(), flexibility: .none, idealSizeCalculator: .none)
        // Seed table row 1 (−1 → 0 … 0 … ∞): the proposal passes, nil gives 0.
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 70, height: 30)) == Size(width: 70, height: 30))
        #expect(adaptor.sizeThatFits(.unspecified) == .zero)
    }

    // MARK: .default

    @Test(".default: ideal width is the proposed width, ideal height fits it")
    func defaultWrapsToProposedWidth() {
        let text = WrappingView(characters: 30)  // 10 pt per character, 20 pt lines
        let adaptor = ViewAdaptor(text, flexibility: .none)
        let ideal = ViewIdealSizeCalculator.default.idealSize(text, ProposedViewSize(width: 100, height: nil))
        // Ideal width = proposed 100 [BehaviourReference: "the ideal width is the proposed
        // width and the ideal height fits it"]; 10 characters a line → ceil(30 / 10) = 3 lines
        // × 20 = 60.
        #expect(ideal == IdealSize(width: 100, height: 60))
        // Rigid (.none) around that ideal: any proposal of width 100 gives 100 × 60.
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 100, height: 500)) == Size(width: 100, height: 60))
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 100, height: 10)) == Size(width: 100, height: 60))
    }

    @Test(".default with no proposed width uses the unconstrained width (one line)")
    func defaultUnconstrained() {
        let text = WrappingView(characters: 30)
        // Unconstrained width = intrinsic 30 × 10 = 300; at 300 wide: one line = 20.
        #expect(ViewIdealSizeCalculator.default.idealSize(text, .unspecified) == IdealSize(width: 300, height: 20))
        #expect(ViewAdaptor(text).sizeThatFits(.unspecified) == Size(width: 300, height: 20))
    }

    @Test(".default with a flexible height takes the proposed height")
    func defaultFlexibleHeight() {
        let text = WrappingView(characters: 30)
        let adaptor = ViewAdaptor(text, flexibility: .all)
        // Width 100 (ideal = proposal). Height: .all makes it 0…∞, so clamp(500, 0, ∞) = 500.
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 100, height: 500)) == Size(width: 100, height: 500))
        // A nil height proposal takes the ideal: 3 lines × 20 = 60 (see above).
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 100, height: 60))
    }

    @Test("A bare representable label stays on one line; the adaptor wraps it")
    func adaptorVersusRepresentable() {
        let text = WrappingView(characters: 30)
        // Seed: "had we chosen to write this naively with UIViewRepresentable …
        // it would render as a single line". Row 4 (250/750): width 300…300…∞
        // → clamp(100, 300, ∞) = 300; height nil → intrinsic 20.
        #expect(Representable(text).sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 300, height: 20))
        // The adaptor: 100 wide, 3 lines × 20 = 60.
        #expect(ViewAdaptor(text).sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 100, height: 60))
    }

    @Test(".default on a view with no intrinsic size: width follows the proposal, height 0")
    func defaultWithoutIntrinsic() {
        let ideal = ViewIdealSizeCalculator.default.idealSize(FixedView(), ProposedViewSize(width: 80, height: 40))
        // Width = proposed 80; height: no metric on a fitting axis → 0 (HostedView's rule).
        #expect(ideal == IdealSize(width: 80, height: 0))
    }

    // MARK: .none and .custom

    @Test(".none: the intrinsic size")
    func noneCalculator() {
        let text = WrappingView(characters: 30)
        let adaptor = ViewAdaptor(text, flexibility: .none, idealSizeCalculator: .none)
        #expect(ViewIdealSizeCalculator.none.idealSize(text, .unspecified) == IdealSize(width: nil, height: nil))
        // nil dimensions fall back to the intrinsic 300 × 20; rigid → 300 × 20 for any proposal.
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == Size(width: 300, height: 20))
    }

    @Test(".custom: the closure's ideal, with the height recomputed for the resolved width")
    func customCalculator() {
        // Ideal width 120 when none is proposed; ideal height = half the proposed width.
        let calculator = ViewIdealSizeCalculator.custom { _, proposal in
            IdealSize(width: proposal.width ?? 120, height: proposal.width.map { $0 / 2 } ?? 999)
        }
        let adaptor = ViewAdaptor(FixedView(), flexibility: .none, idealSizeCalculator: calculator)
        // Width: nil → ideal 120. The resolved 120 differs from the proposed nil, so the
        // height is asked again at width 120: 120 / 2 = 60 (not the 999 of the first ask).
        #expect(adaptor.sizeThatFits(.unspecified) == Size(width: 120, height: 60))
        // Width 200 proposed: ideal 200, rigid → 200; height 200 / 2 = 100.
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 200, height: 7)) == Size(width: 200, height: 100))
    }

    @Test("The adaptor records its frame and its content's")
    func frames() {
        let adaptor = ViewAdaptor(Representable(WrappingView(characters: 30), id: "text"), id: "adaptor")
        let result = layout(adaptor, in: ProposedViewSize(width: 100, height: nil))
        // Size 100 × 60 (see .default above); two frames, the content one level deeper.
        #expect(result.size == Size(width: 100, height: 60))
        #expect(result.frames.map(\.type) == ["adaptor", "representable"])
        #expect(result.frames.map(\.depth) == [0, 1])
        #expect(result.frame(id: "text")?.rect == Rect(x: 0, y: 0, width: 100, height: 60))
    }
}
