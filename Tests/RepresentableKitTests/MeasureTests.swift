import Testing
import RepresentableKit

/// Yoga-style measurement: exactly → the value; atMost → min(fitting, max);
/// undefined → the ideal (MeasureMode's documented rule, after YGMeasureMode).
@Suite("measure()")
struct MeasureTests {
    @Test("Exactly a width, undefined height: the wrapped height")
    func exactWidth() {
        let text = WrappingView(characters: 30)
        let size = measure(text, width: 100, widthMode: .exactly, height: .nan, heightMode: .undefined)
        // width exactly 100; height: 10 characters a line → 3 lines × 20 = 60.
        #expect(size == Size(width: 100, height: 60))
    }

    @Test("At most a width: min(fitting, max)", arguments: [
        (1000.0, Size(width: 300, height: 20)),  // fits on one line: 30 × 10 = 300 < 1000; 1 line = 20
        (95.0, Size(width: 90, height: 80)),  // floor(95 / 10) = 9 a line → 90 wide; ceil(30 / 9) = 4 lines = 80
    ])
    func atMostWidth(limit: Double, expected: Size) {
        let text = WrappingView(characters: 30)
        #expect(measure(text, width: limit, widthMode: .atMost, height: .nan, heightMode: .undefined) == expected)
    }

    @Test("Undefined on both axes: the ideal size")
    func undefined() {
        // WrappingView: one line, 300 × 20. FixedView without intrinsic size: 0 × 0 (row 1's ideal).
        #expect(measure(WrappingView(characters: 30), width: .nan, widthMode: .undefined, height: .nan, heightMode: .undefined) == Size(width: 300, height: 20))
        #expect(measure(FixedView(), width: .nan, widthMode: .undefined, height: .nan, heightMode: .undefined) == .zero)
    }

    @Test("At most a height clamps the fitting height")
    func atMostHeight() {
        let size = measure(WrappingView(characters: 30), width: 100, widthMode: .exactly, height: 50, heightMode: .atMost)
        // fitting height at 100 wide is 60; min(60, 50) = 50.
        #expect(size == Size(width: 100, height: 50))
    }

    @Test("A layout tree: modes become a proposal")
    func layoutTree() {
        let tree = ViewAdaptor(WrappingView(characters: 30)).padding(10)
        // width exactly 120 → proposal 120 → child 100 → 3 lines = 60 + 20 = 80 high.
        #expect(measure(tree, width: 120, widthMode: .exactly, height: .nan, heightMode: .undefined) == Size(width: 120, height: 80))
        // atMost 1000: the tree (flexible adaptor) takes 1000; min(1000, 1000) = 1000;
        // child 980 wide holds all 30 characters: 1 line = 20 + 20 = 40.
        #expect(measure(tree, width: 1000, widthMode: .atMost, height: .nan, heightMode: .undefined) == Size(width: 1000, height: 40))
    }
}
