import Testing
import RepresentableKit

/// The default `systemLayoutSizeFitting`, as documented on `HostedView`:
/// a required priority keeps the target; a fittingSizeLevel axis takes the
/// view's own fitting size (via sizeThatFits for the other axis's value);
/// no intrinsic metric on a fitting axis gives 0.
@Suite("systemLayoutSizeFitting default")
struct SystemLayoutFittingTests {
    @Test("Required on both axes keeps the target")
    func requiredKeepsTarget() {
        let view = WrappingView(characters: 30)
        let size = view.systemLayoutSizeFitting(
            Size(width: 123, height: 45), withHorizontalFittingPriority: .required, verticalFittingPriority: .required)
        #expect(size == Size(width: 123, height: 45))  // both targets kept
    }

    @Test("Required width, fitting height: the height that fits the width")
    func heightForWidth() {
        let view = WrappingView(characters: 30)  // 10 pt per character, 20 pt lines
        let size = view.systemLayoutSizeFitting(
            Size(width: 100, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // width 100 kept; 100 / 10 = 10 characters a line; ceil(30 / 10) = 3 lines × 20 = 60.
        #expect(size == Size(width: 100, height: 60))
    }

    @Test("Fitting width, required height: the width from sizeThatFits at that height")
    func widthForHeight() {
        let view = WrappingView(characters: 30)
        let size = view.systemLayoutSizeFitting(
            Size(width: 0, height: 40), withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .required)
        // height 40 kept; sizeThatFits((∞, 40)) puts all 30 characters on one line: 30 × 10 = 300.
        #expect(size == Size(width: 300, height: 40))
    }

    @Test("Fitting on both axes gives the natural size")
    func bothFitting() {
        let view = WrappingView(characters: 30)
        let size = view.systemLayoutSizeFitting(
            layoutFittingCompressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        // Intrinsic width 30 × 10 = 300 (CR 750 beats 50); height at 300 wide: 1 line = 20.
        #expect(size == Size(width: 300, height: 20))
    }

    @Test("No intrinsic metric on a fitting axis gives 0")
    func noIntrinsicGivesZero() {
        let view = FixedView(intrinsicWidth: 120, intrinsicHeight: RepresentableKit.noIntrinsicMetric)
        let size = view.systemLayoutSizeFitting(
            Size(width: 200, height: 500), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // width: required keeps 200; height: no metric at a fitting priority → 0 (HostedView's rule).
        #expect(size == Size(width: 200, height: 0))
    }

    @Test("A middle priority competes with hugging and compression resistance")
    func priorityCompetition() {
        let view = FixedView(intrinsicWidth: 100, intrinsicHeight: 80)  // hugging 250, CR 750
        let grow = view.systemLayoutSizeFitting(
            Size(width: 300, height: 10), withHorizontalFittingPriority: 500, verticalFittingPriority: 500)
        // width: target 300 > own 100 and 500 > hugging 250 → 300.
        // height: target 10 < own 80 and 500 < CR 750 → own 80.
        #expect(grow == Size(width: 300, height: 80))
    }
}
