import Testing
import RepresentableKit
import Graphics

@Suite("Geometry and proposals")
struct GeometryTests {
    @Test("ProposedViewSize constants")
    func constants() {
        // [D]: .zero asks for the minimum (0, 0); .infinity for the maximum; .unspecified is nil.
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    }

    @Test("replacingUnspecifiedDimensions")
    func replacing() {
        // SwiftUI's default replacement is 10 × 10 [D]; only nil axes are replaced.
        #expect(ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions() == Size(width: 50, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: Size(width: 3, height: 4)) == Size(width: 3, height: 4))
    }

    @Test("LayoutPriority levels")
    func priorities() {
        // UILayoutPriority's documented values [D]: required 1000, defaultHigh 750,
        // defaultLow 250, fittingSizeLevel 50.
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.fittingSizeLevel < .defaultLow)
    }

    @Test("Alignment places a child in a rectangle", arguments: [
        (Alignment.topLeading, Point(x: 10, y: 20)),  // bounds origin
        (.center, Point(x: 40, y: 40)),  // 10 + (100 − 40) / 2, 20 + (60 − 20) / 2
        (.bottomTrailing, Point(x: 70, y: 60)),  // 10 + 100 − 40, 20 + 60 − 20
    ])
    func alignment(alignment: Alignment, origin: Point) {
        let rect = alignment.place(Size(width: 40, height: 20), in: Rect(x: 10, y: 20, width: 100, height: 60))
        #expect(rect.origin == origin)
    }

    @Test("Rect inset by edge insets")
    func inset() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        // x 2, y 1, width 100 − 6 = 94, height 50 − 4 = 46.
        #expect(rect == Rect(x: 2, y: 1, width: 94, height: 46))
    }
}

@Suite("Descriptions never print negative zero")
struct NegativeZeroDescriptionTests {
    @Test func sizePointRect() {
        #expect(Size(width: -0.0, height: -0.0).description == "(0.0 × 0.0)")
        #expect(Point(x: -0.0, y: 2).description == "(0.0, 2.0)")
        #expect(Rect(x: -0.0, y: -0.0, width: -0.0, height: 3).description == "(0.0, 0.0, 0.0, 3.0)")
        // Real negatives stay negative.
        #expect(Size(width: -1.5, height: 0).description == "(-1.5 × 0.0)")
    }
}
