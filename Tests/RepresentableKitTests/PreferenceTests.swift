import Testing
import RepresentableKit

/// Sums every value reported.
struct TotalKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Lists every value reported, in tree order.
struct OrderKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// GeometryReader and preferences: `GeometryReader`'s and `PreferenceKey`'s documented rules
/// (a reader's size is the proposal with nil axes as 10 [D]; values fold with `reduce` from
/// `defaultValue` in tree order [D]).
@Suite("GeometryReader and preferences")
struct PreferenceTests {
    @Test("Values fold with reduce in tree order; absent keys read as their default")
    func reduceInTreeOrder() {
        let tree = VStack {
            rigid(10, 10).preference(key: OrderKey.self, value: ["first"]).preference(key: TotalKey.self, value: 2)
            HStack {
                rigid(10, 10).preference(key: OrderKey.self, value: ["second"])
                rigid(10, 10).preference(key: TotalKey.self, value: 5)
            }.preference(key: OrderKey.self, value: ["stack"])
        }
        let values = placement(of: tree, in: .unspecified).preferences
        // 0 + 2 + 5; the stack's value comes before its children's (pre-order).
        #expect(values[TotalKey.self] == 7)
        #expect(values[OrderKey.self] == ["first", "stack", "second"])
        #expect(placement(of: rigid(1, 1), in: .unspecified).preferences[TotalKey.self] == 0)
    }

    @Test("A geometry reader takes the proposal and shows its content top-leading")
    func geometryReader() {
        var seen: Size?
        let reader = GeometryReader(id: "reader") { proxy in
            rigid(proxy.size.width / 2, 10, id: "half")
        }
        #expect(reader.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == Size(width: 300, height: 10))
        let result = layout(reader.padding(5), in: ProposedViewSize(width: 310, height: 110))
        // Padding proposes 300 × 100; the reader takes it; its content is 150 × 10 at (5, 5).
        #expect(result.frame(id: "reader")?.rect == Rect(x: 5, y: 5, width: 300, height: 100))
        #expect(result.frame(id: "half")?.rect == Rect(x: 5, y: 5, width: 150, height: 10))
        var recorder = LayoutRecorder()
        GeometryReader { proxy in
            seen = proxy.size
            return EmptyView()
        }.placeSubviews(in: Rect(x: 0, y: 0, width: 7, height: 8), proposal: .unspecified, into: &recorder)
        #expect(seen == Size(width: 7, height: 8))
    }
}

/// RepresentableKit's original multi-pass adaptor (GeometryReader → preference →
/// `frame(idealWidth:idealHeight:)`, `MultiPassAdaptor`) run to convergence by a
/// `LayoutDriver`, against the one-pass `ViewAdaptor`. The fake is `WrappingView`: 10 pt
/// characters, 20 pt lines.
@Suite("Multi-pass adaptor converges on the one-pass size")
struct MultiPassTests {
    @Test("Proposed a width: two passes, then exactly ViewAdaptor's size")
    func convergesInTwoPasses() {
        let proposal = ProposedViewSize(width: 390, height: nil)
        let onePass = layout(ViewAdaptor(WrappingView(characters: 50)).padding(), in: proposal)
        let outcome = MultiPassAdaptor(WrappingView(characters: 50), id: "view")
            .driver(proposal: proposal) { $0.padding() }
            .run(from: nil)
        // Pass 1: no ideal yet, so the frame passes (358, nil) on; the reader is 358 × 10 (nil
        // height → 10) and reports the ideal for that: width 358, height for 358 = ⌈50 / 35⌉
        // lines × 20 = 40. Pass 2: frame(idealWidth: 358, idealHeight: 40) is 358 × 40, the
        // reader reports (358, 40) again, nothing changes: converged after 2 passes.
        #expect(outcome.converged)
        #expect(outcome.passes == 2)
        #expect(outcome.state == Size(width: 358, height: 40))
        // 358 + 2 × 16 by 40 + 2 × 16, the same as the one-pass adaptor.
        #expect(outcome.placement.result.size == Size(width: 390, height: 72))
        #expect(outcome.placement.result.size == onePass.size)
        #expect(outcome.placement.result.frame(id: "view")?.rect == Rect(x: 16, y: 16, width: 358, height: 40))
    }

    @Test("Under fixedSize the original settles at the reader's 10-point default")
    func fixedSizeDiverges() {
        let outcome = MultiPassAdaptor(WrappingView(characters: 50))
            .driver(proposal: .unspecified)
            .run(from: nil)
        // Pass 1: the reader is 10 × 10 (nil → 10), so the ideal is width 10, one character a
        // line: 50 lines × 20 = 1000. Pass 2 keeps (10, 1000): a fixed point, 2 passes.
        #expect(outcome.passes == 2)
        #expect(outcome.placement.result.size == Size(width: 10, height: 1000))
        // The one-pass adaptor takes the unconstrained width instead: 50 × 10 = 500, one line.
        #expect(ViewAdaptor(WrappingView(characters: 50)).sizeThatFits(.unspecified) == Size(width: 500, height: 20))
    }

    @Test("A driver stops at maximumPasses when the state keeps changing")
    func maximumPasses() {
        // A view that reports its own width + 1, fed back as its width: never a fixed point.
        var driver = LayoutDriver<Double>(proposal: .unspecified, maximumPasses: 5) { width in
            rigid(width, 10).preference(key: TotalKey.self, value: Int(width) + 1)
        }
        driver.onPreferenceChange(TotalKey.self) { value, state in state = Double(value) }
        let outcome = driver.run(from: 0)
        // States 0 → 1 → 2 → 3 → 4 → 5 over five passes; the last pass still changed it.
        #expect(!outcome.converged)
        #expect(outcome.passes == 5)
        #expect(outcome.state == 5)
        #expect(outcome.placement.result.size.width == 4)
    }
}

/// Pixel rounding of frames (`Rect.roundedToPixels`): each edge to the nearest multiple of
/// 1 / scale, halves away from zero (our reading of BehaviourReference, "Rounding" [I]; how SwiftUI
/// rounds is not documented [U]).
@Suite("Pixel rounding")
struct PixelRoundingTests {
    @Test("Edges go to the nearest pixel")
    func edges() {
        let rect = Rect(x: 9.25, y: 0.3, width: 81.5, height: 20.2)
        // @2x: x 18.5 → 19 px = 9.5; right edge 90.75 → 181.5 → 182 px = 91, width 81.5;
        // y 0.6 → 1 px = 0.5; bottom 20.5 → 41 px = 20.5, height 20.
        #expect(rect.roundedToPixels(scale: 2) == Rect(x: 9.5, y: 0.5, width: 81.5, height: 20))
        // @1x: x 9, right 90.75 → 91: width 82; y 0, bottom 20.5 → 21 (half away from zero).
        #expect(rect.roundedToPixels(scale: 1) == Rect(x: 9, y: 0, width: 82, height: 21))
    }

    @Test("Thirds of 100 at @1x: 33 + 34 + 33, still touching; off, the exact thirds")
    func thirds() {
        let row = HStack(spacing: 0) {
            flexible("a")
            flexible("b")
            flexible("c")
        }
        let proposal = ProposedViewSize(width: 100, height: 10)
        let rounded = layout(row, in: proposal, pixelScale: 1)
        // Exact edges 0, 33.33, 66.67, 100 → 0, 33, 67, 100.
        #expect(rounded.frames.compactMap(\.id) == ["a", "b", "c"])
        #expect(rounded.frame(id: "a")?.rect == Rect(x: 0, y: 0, width: 33, height: 10))
        #expect(rounded.frame(id: "b")?.rect == Rect(x: 33, y: 0, width: 34, height: 10))
        #expect(rounded.frame(id: "c")?.rect == Rect(x: 67, y: 0, width: 33, height: 10))
        let exact = layout(row, in: proposal)
        // b is offered (100 − 100/3) / 2, a third up to the last bit.
        #expect(abs((exact.frame(id: "b")?.rect.width ?? 0) - 100.0 / 3) < 1e-12)
    }
}
