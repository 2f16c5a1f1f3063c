import Testing
@testable import RepresentableKit

/// Alignment guides with rigid fake views (`FixedView`, no text), so every number is a hand
/// computation from the rules in Documentation/BehaviourReference.md, "Alignment guides":
/// a stack puts its children's guide values on one line; its cross length is
/// upper − lower with lower = min(0, −vᵢ), upper = max(0, sizeᵢ − vᵢ); a child's cross origin
/// is −lower − vᵢ. A frame puts its content's guide value on its own default value.
@Suite("Alignment guides")
struct AlignmentGuideTests {
    /// A rigid view of `width` × `height` (required hugging and compression resistance: a
    /// representable that neither grows nor shrinks).
    func box(_ width: Double, _ height: Double, id: String) -> any LayoutView {
        Representable(
            FixedView(
                intrinsicWidth: width, intrinsicHeight: height, horizontalHugging: .required, verticalHugging: .required,
                horizontalCompressionResistance: .required, verticalCompressionResistance: .required),
            id: id)
    }

    @Test("Apple's alignmentGuide example: an HStack whose centre guide is 50 sits 50 left of the VStack's centre line")
    func horizontalCenterConstant() {
        // Apple's documentation of `alignmentGuide(_:computeValue:)` (HorizontalAlignment):
        // VStack { Text("Today's Weather"); HStack { … }.alignmentGuide(HorizontalAlignment.center) { _ in 50 } }.
        // The title stands in as a 200-wide box, the HStack as a 150-wide one.
        let stack = VStack(spacing: 0) {
            box(200, 30, id: "title")
            box(150, 20, id: "row").alignmentGuide(HorizontalAlignment.center) { _ in 50 }
        }
        let result = layout(stack, in: .unspecified)
        // Values: title 200 / 2 = 100, row 50. lower = min(0, −100, −50) = −100;
        // upper = max(0, 200 − 100, 150 − 50) = 100: width 200.
        #expect(result.size == Size(width: 200, height: 50))
        #expect(result.frame(id: "title")?.rect.minX == 0)  // 100 − 100
        #expect(result.frame(id: "row")?.rect.minX == 50)  // 100 − 50 (centred it would be 25)
    }

    @Test("Apple's vertical example: the emoji 20 above and 20 below the HStack's centre line")
    func verticalCenterConstants() {
        // Apple's documentation of `alignmentGuide(_:computeValue:)` (VerticalAlignment):
        // HStack { Text("🌧").alignmentGuide(VerticalAlignment.center) { _ in -20 }; Text("Rain & Thunderstorms");
        // Text("⛈").alignmentGuide(VerticalAlignment.center) { _ in 20 } }, with 20-high boxes.
        let stack = HStack(spacing: 0) {
            box(20, 20, id: "rain").alignmentGuide(VerticalAlignment.center) { _ in -20 }
            box(100, 20, id: "text")
            box(20, 20, id: "storm").alignmentGuide(VerticalAlignment.center) { _ in 20 }
        }
        let result = layout(stack, in: .unspecified)
        // Values −20, 10, 20. lower = min(0, 20, −10, −20) = −20; upper = max(0, 40, 10, 0) = 40.
        #expect(result.size == Size(width: 140, height: 60))
        #expect(result.frame(id: "rain")?.rect.minY == 40)  // 20 − (−20)
        #expect(result.frame(id: "text")?.rect.minY == 10)  // 20 − 10
        #expect(result.frame(id: "storm")?.rect.minY == 0)  // 20 − 20
    }

    @Test("A VStack(alignment: .leading) child whose leading guide is its trailing edge hangs left of the others")
    func leadingFromTrailing() {
        let stack = VStack(alignment: .leading, spacing: 0) {
            box(100, 10, id: "a")
            box(60, 10, id: "b").alignmentGuide(.leading) { d in d[.trailing] }
        }
        let result = layout(stack, in: .unspecified)
        // Values 0 and 60: lower = −60, upper = max(0, 100, 0) = 100: width 160.
        #expect(result.size == Size(width: 160, height: 20))
        #expect(result.frame(id: "a")?.rect.minX == 60)
        #expect(result.frame(id: "b")?.rect.minX == 0)
        // Without the guide the stack is 100 wide and both start at 0.
        let plain = layout(VStack(alignment: .leading, spacing: 0) { box(100, 10, id: "a"); box(60, 10, id: "b") }, in: .unspecified)
        #expect(plain.size.width == 100 && plain.frame(id: "b")?.rect.minX == 0)
    }

    @Test("a frame and padding pass an explicit guide on; a stack combines none of the edge guides")
    func propagation() {
        let child = box(50, 20, id: "c").alignmentGuide(.leading) { _ in 10 }
        // frame(width: 200, alignment: .leading): the frame's leading (0) minus the child's (10).
        let framed = layout(child.frame(width: 200, alignment: .leading), in: .unspecified)
        #expect(framed.frame(id: "c")?.rect.minX == -10)
        // The frame's own explicit leading is the child's, moved: −10 + 10 = 0; padding adds 5.
        let padded = child.frame(width: 200, alignment: .leading).padding(5)
        #expect(padded.explicitAlignment(HorizontalAlignment.leading.key, proposal: .unspecified) == 5)
        // A stack passes no edge or centre guide on [R: OpenSwiftUI's FrameAlignment].
        let stack = VStack { child }
        #expect(stack.explicitAlignment(HorizontalAlignment.leading.key, proposal: .unspecified) == nil)
    }

    @Test("a view with no text has its baselines at its bottom edge; an HStack lines them up")
    func baselinesDefaultToBottom() {
        // Apple's `firstTextBaseline`: "The guide aligns with the bottom of a view that contains no text."
        let stack = HStack(alignment: .firstTextBaseline, spacing: 0) {
            box(10, 40, id: "tall")
            box(10, 10, id: "short")
        }
        let result = layout(stack, in: .unspecified)
        // Values 40 and 10: both bottoms at y = 40, as `.bottom` would put them.
        #expect(result.frame(id: "short")?.rect.minY == 30)
        #expect(result.size.height == 40)
    }

    @Test("a custom AlignmentID: the default and a combined explicit value")
    func customGuide() {
        enum Third: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> Double { context.height / 3 }
        }
        let third = VerticalAlignment(Third.self)
        let stack = HStack(alignment: third, spacing: 0) {
            box(10, 30, id: "a")  // default 10
            box(10, 60, id: "b")  // default 20
        }
        let result = layout(stack, in: .unspecified)
        // lower = min(0, −10, −20) = −20; upper = max(0, 20, 40) = 40: height 60; a at 20 − 10.
        #expect(result.size.height == 60)
        #expect(result.frame(id: "a")?.rect.minY == 10)
        #expect(result.frame(id: "b")?.rect.minY == 0)
        // Two explicit values 4 and 8 (b at y 0 and a at y 10): the stack's value is their mean,
        // SwiftUI's default `_combineExplicit` [R: OpenSwiftUI's AlignmentID].
        let explicit = HStack(alignment: third, spacing: 0) {
            box(10, 30, id: "a").alignmentGuide(third) { _ in 4 }
            box(10, 60, id: "b").alignmentGuide(third) { _ in 8 }
        }
        // lower = min(0, −4, −8) = −8: a at 8 − 4 = 4, b at 0; values in the stack 8 and 8.
        #expect(explicit.explicitAlignment(third.key, proposal: .unspecified) == 8)
        #expect(third.description.contains("Third"))
        #expect(VerticalAlignment.firstTextBaseline.description == "firstTextBaseline")
    }

    @Test("overlay(alignment: .bottomLeading) of a layer with a leading guide 5 shifts it 5 left")
    func overlayGuide() {
        let view = box(100, 40, id: "base").overlay(box(20, 10, id: "badge").alignmentGuide(.leading) { _ in 5 }, alignment: .bottomLeading)
        let result = layout(view, in: .unspecified)
        #expect(result.frame(id: "badge")?.rect == Rect(x: -5, y: 30, width: 20, height: 10))
    }

    @Test("a ZStack lines up explicit guides on both axes and spans the aligned children")
    func zstackGuides() {
        let stack = ZStack(alignment: .topLeading) {
            box(100, 40, id: "a")
            box(20, 10, id: "b").alignmentGuide(.leading) { _ in 5 }.alignmentGuide(.top) { _ in -10 }
        }
        let result = layout(stack, in: .unspecified)
        // x: values 0 and 5, lower −5, upper max(0, 100, 15) = 100: width 105; y: values 0 and
        // −10, lower 0, upper max(0, 40, 20) = 40.
        #expect(result.size == Size(width: 105, height: 40))
        #expect(result.frame(id: "a")?.rect.origin == Point(x: 5, y: 0))
        #expect(result.frame(id: "b")?.rect.origin == Point(x: 0, y: 10))
    }
}
