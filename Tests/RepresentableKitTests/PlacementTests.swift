import Testing
import RepresentableKit

@Suite("Placement for renderers")
struct PlacementTests {
    @Test("Hosted views are reported with their frames")
    func hostedViews() {
        let image = FixedView(intrinsicWidth: 100, intrinsicHeight: 80, backgroundColor: Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255))
        let text = WrappingView(characters: 30)
        let tree = VStack(spacing: 0) {
            Representable(image, id: "image")
            ViewAdaptor(Representable(text, id: "text"))
        }
        let placement = placement(of: tree, in: ProposedViewSize(width: 200, height: nil))
        // Two hosted views, in tree order.
        #expect(placement.hostedViews.count == 2)
        #expect(placement.hostedViews[0].view === image)
        #expect(placement.hostedViews[1].view === text)
        // Each points at its own frame: frames are vstack, image, adaptor, text.
        #expect(placement.hostedViews.map(\.frameIndex) == [1, 3])
        // Image: row 4 → clamp(200, 100, ∞) = 200 wide, nil height → 80; fill from backgroundColor.
        #expect(placement.result.frames[1].rect == Rect(x: 0, y: 0, width: 200, height: 80))
        #expect(placement.result.frames[1].fillColor == Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255))
        // Text: 200 wide → 20 characters a line → ceil(30 / 20) = 2 lines × 20 = 40, below the image.
        #expect(placement.hostedViews[1].rect == Rect(x: 0, y: 80, width: 200, height: 40))
    }
}
