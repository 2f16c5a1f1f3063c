import Testing
import RepresentableKit

/// The examples in RepresentableKit's README (yumemi-inc: a multi-line UILabel in
/// `UIViewAdaptor` with `.padding()`) and its preview gallery, with fake views.
@Suite("Seed examples")
struct SeedExampleTests {
    @Test("A custom view with no intrinsic size vanishes under fixedSize()")
    func customViewVanishes() {
        // Seed: "Most custom UIViews … map to 0 … 0 … ∞, e.g. growing and shrinking
        // to any value SwiftUI proposes and vanishing (taking size 0) with fixedSize()".
        let custom = Representable(FixedView())
        #expect(custom.sizeThatFits(ProposedViewSize(width: 390, height: 844)) == Size(width: 390, height: 844))
        #expect(custom.fixedSize().sizeThatFits(ProposedViewSize(width: 390, height: 844)) == .zero)
    }

    @Test("An image-like view maps to x … x … ∞")
    func imageLike() {
        // Intrinsic 100 × 80, hugging 250, CR 750: seed table row 4 → x … x … ∞ per axis.
        let image = FixedView(intrinsicWidth: 100, intrinsicHeight: 80)
        let sizing = RepresentableSizing(image)
        #expect(sizing.horizontal == AxisSizing(min: 100, ideal: 100, max: .infinity))
        #expect(sizing.vertical == AxisSizing(min: 80, ideal: 80, max: .infinity))
        // Seed: "with fixedSize() applied it will become its intrinsic content size".
        #expect(Representable(image).fixedSize().sizeThatFits(ProposedViewSize(width: 10, height: 10)) == Size(width: 100, height: 80))
    }

    @Test("A UISlider in .fixedSize(horizontal: false, vertical: true).padding().frame(width: 150)")
    func slider() {
        // A UISlider-like view: intrinsic (−1, 31), default priorities (250 / 750).
        let slider = Representable(FixedView(intrinsicHeight: 31), id: "slider")
        let tree = slider.fixedSize(horizontal: false, vertical: true).padding().frame(width: 150).id("frame")
        let result = layout(tree, in: ProposedViewSize(width: 390, height: 844))
        // frame(width: 150) proposes (150, 844) [R]; padding gives the child
        // (150 − 2 × 16, 844 − 32) = (118, 812) [R]; fixedSize(vertical) makes it
        // (118, nil) [R]; the slider: width row 1 → clamp(118, 0, ∞) = 118, height
        // nil → ideal 31 (row 4). Padding: 118 + 32 = 150 wide, 31 + 32 = 63 high.
        #expect(result.size == Size(width: 150, height: 63))
        #expect(result.frame(id: "slider")?.rect == Rect(x: 16, y: 16, width: 118, height: 31))
    }

    @Test("README: a multi-line label in UIViewAdaptor { … }.padding() wraps")
    func readmeLabel() {
        // The README's quote; the fake renders 10 pt per character.
        let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."
        #expect(quote.count == 158)  // counted independently with Python's len()
        let label = WrappingView(characters: quote.count)
        let tree = ViewAdaptor { label }.padding()
        let size = tree.sizeThatFits(ProposedViewSize(width: 390, height: nil))
        // Child width 390 − 32 = 358 → floor(358 / 10) = 35 characters a line →
        // ceil(158 / 35) = 5 lines × 20 = 100; plus 32 padding → 132.
        #expect(size == Size(width: 390, height: 132))
        // Naively (UIViewRepresentable) it stays one line: width clamp(358, 1580, ∞) = 1580
        // (row 4, 158 × 10), height 20 → 1612 × 52 with padding.
        #expect(Representable(label).padding().sizeThatFits(ProposedViewSize(width: 390, height: nil)) == Size(width: 1612, height: 52))
    }
}
