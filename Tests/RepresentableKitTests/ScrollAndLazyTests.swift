import Testing
@testable import RepresentableKit

/// `ScrollView`, `LazyVStack`/`LazyHStack` and `LazyVGrid`/`LazyHGrid` against the rules in
/// BehaviourReference ("ScrollView", "Lazy stacks", "Lazy grids"). Boxes are rigid views, so
/// every expected number is a sum of lengths and spacings, written out beside it; the numbers
/// from published SwiftUI measurements name their source.
@Suite("ScrollView, lazy stacks and lazy grids")
struct ScrollAndLazyTests {
    /// A rigid `width` × `height` box (required hugging and resistance: its size is fixed).
    func box(_ width: Double, _ height: Double, _ id: String) -> any LayoutView {
        Representable(
            FixedView(
                intrinsicWidth: width, intrinsicHeight: height, horizontalHugging: .required, verticalHugging: .required,
                horizontalCompressionResistance: .required, verticalCompressionResistance: .required),
            id: id)
    }

    func lengths(_ items: [GridItem], _ available: Double?, spacing: Double = 8) -> [Double] {
        GridItem.tracks(items, available: available, defaultSpacing: spacing).map(\.length)
    }

    // MARK: Column widths

    @Test("fixed(70) + adaptive(minimum: 40) in 200: 70, then two subcolumns of 57 (objc.io quiz #1)")
    func fixedAndAdaptive() {
        // objc.io blog, "SwiftUI's Grid Views" (2020-11-23), quiz #1: 200 − 8 spacing − 70 fixed
        // = 122 left for the adaptive column; 40 + 8 + 40 fits in 122, 40 + 8 + 40 + 8 + 40 does
        // not: two subcolumns, (122 − 8) / 2 = 57 each.
        #expect(lengths([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], 200) == [70, 57, 57])
    }

    @Test("adaptive(minimum: 80): three columns at 320 pt, four at 390 pt")
    func adaptive80() {
        let items = [GridItem(.adaptive(minimum: 80))]
        // 320: n = ⌊(320 + 8) / (80 + 8)⌋ = ⌊3.73⌋ = 3; each (320 − 2 × 8) / 3 = 304 / 3.
        let third: Double = 304.0 / 3
        #expect(lengths(items, 320) == [third, third, third])
        // 390: n = ⌊398 / 88⌋ = ⌊4.52⌋ = 4; each (390 − 3 × 8) / 4 = 366 / 4 = 91.5.
        #expect(lengths(items, 390) == [91.5, 91.5, 91.5, 91.5])
        // A maximum caps the subcolumns: adaptive(50…55) at 390: n = ⌊398 / 58⌋ = 6,
        // (390 − 40) / 6 = 58.3 > 55, so 55 each.
        #expect(lengths([GridItem(.adaptive(minimum: 50, maximum: 55))], 390) == Array(repeating: 55, count: 6))
        // Narrower than the minimum: one subcolumn, as wide as offered.
        #expect(lengths(items, 60) == [60])
    }

    @Test("fixed first, then flexible items in order, each offered remaining / items left, clamped")
    func fixedAndFlexibleMix() {
        let items = [
            GridItem(.flexible(minimum: 50, maximum: 120)), GridItem(.fixed(100)), GridItem(.flexible()),
        ]
        // 390 − 2 × 8 = 374; fixed 100 first → 274; the first flexible is offered 274 / 2 =
        // 137, clamped to 120 → 154; the last is offered 154 / 1 = 154 (minimum 10).
        #expect(lengths(items, 390) == [120, 100, 154])
        // SwiftUI Field Guide, "LazyVGrid": flexible(minimum: 40) + fixed(60) at 200:
        // 200 − 8 − 60 = 132 for the flexible column.
        #expect(lengths([GridItem(.flexible(minimum: 40)), GridItem(.fixed(60))], 200) == [132, 60])
        // Clamped to the minimum when too little is left: 100 − 8 − 60 = 32 < 40.
        #expect(lengths([GridItem(.flexible(minimum: 40)), GridItem(.fixed(60))], 100) == [40, 60])
        // A nil width counts as 0: a flexible item takes its minimum (10 by default).
        #expect(lengths([GridItem(.flexible())], nil) == [10])
    }

    @Test("an adaptive item with a zero minimum stops at GridItem.maximumTracks")
    func adaptiveBound() {
        let tracks = GridItem.tracks([GridItem(.adaptive(minimum: 0), spacing: 0)], available: 390, defaultSpacing: 8)
        #expect(tracks.count == GridItem.maximumTracks)
        #expect(tracks[0].length == 0.39)  // 390 / 1,000
        // Infinite width: one track, capped by the maximum.
        #expect(lengths([GridItem(.adaptive(minimum: 10, maximum: 50))], .infinity) == [50])
    }

    // MARK: LazyVGrid and LazyHGrid

    @Test("LazyVGrid, adaptive(minimum: 80) at 320: cells fill three columns row by row, centred in their areas")
    func lazyVGridAt320() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 10, id: "grid") {
            box(50, 40, "a")
            box(50, 60, "b")
            box(50, 40, "c")
            box(50, 20, "d")
        }
        let result = layout(grid, in: ProposedViewSize(width: 320, height: nil))
        let column: Double = 304.0 / 3  // adaptive80: 101.33
        // Row 0 is 60 tall (b), row 1 is 20 (d); 60 + 10 + 20 = 90. Width: 3 columns + 2 × 8.
        #expect(result.size == Size(width: 320, height: 90))
        #expect(result.frames.first?.type == "lazyVGrid")
        // a is centred in 101.33 × 60: x = (101.33 − 50) / 2, y = (60 − 40) / 2 = 10.
        #expect(result.frame(id: "a")?.rect == Rect(x: (column - 50) / 2, y: 10, width: 50, height: 40))
        // c in the third column: x = 2 × (101.33 + 8) + 25.67.
        #expect(result.frame(id: "c")?.rect == Rect(x: 2 * (column + 8) + (column - 50) / 2, y: 10, width: 50, height: 40))
        // d starts row 1 at y = 60 + 10.
        #expect(result.frame(id: "d")?.rect == Rect(x: (column - 50) / 2, y: 70, width: 50, height: 20))
    }

    @Test("cells are proposed their column's width and a nil height; leading alignment")
    func cellProposal() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], alignment: .leading, id: "grid") {
            Color.blue.id("fill")
            box(30, 20, "small")
        }
        let result = layout(grid, in: ProposedViewSize(width: 390, height: 500))
        // Columns 100 and 390 − 8 − 100 = 282. The colour takes 100 × 10 (nil height: 10).
        #expect(result.frame(id: "fill")?.rect == Rect(x: 0, y: 5, width: 100, height: 10))  // row 20 tall: (20 − 10) / 2
        #expect(result.frame(id: "small")?.rect == Rect(x: 108, y: 0, width: 30, height: 20))  // leading in its column
        #expect(result.size == Size(width: 390, height: 20))  // not the proposed 500
    }

    @Test("placing runs the column algorithm again from the grid's width (Thinking in SwiftUI's example)")
    func secondColumnPass() {
        // objc.io, "Thinking in SwiftUI": flexible(minimum: 60) + flexible(minimum: 120), spacing
        // 10, in a 200-point frame. Measured: 200 − 10 = 190; 190 / 2 = 95 (above 60); 95 left,
        // raised to 120: the grid is 95 + 10 + 120 = 225 wide and the frame centres it at
        // (200 − 225) / 2 = −12.5. Drawn: 225 − 10 = 215; 215 / 2 = 107.5 (the book's "108,
        // rounded"); 107.5 left, raised to 120.
        let grid = LazyVGrid(
            columns: [GridItem(.flexible(minimum: 60), spacing: 10), GridItem(.flexible(minimum: 120))], id: "grid"
        ) {
            Color.red.frame(height: 100).id("red")
            Color.green.frame(height: 100).id("green")
        }.frame(width: 200)
        let result = layout(grid, in: ProposedViewSize(width: 390, height: nil))
        #expect(result.frame(id: "grid")?.rect == Rect(x: -12.5, y: 0, width: 225, height: 100))
        #expect(result.frame(id: "red")?.rect == Rect(x: -12.5, y: 0, width: 107.5, height: 100))
        #expect(result.frame(id: "green")?.rect == Rect(x: 105, y: 0, width: 120, height: 100))  // −12.5 + 107.5 + 10
    }

    @Test("LazyHGrid: two fixed rows filled top to bottom, a column as wide as its widest cell")
    func lazyHGrid() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4, id: "grid") {
            box(40, 20, "a")
            box(60, 20, "b")
            box(20, 30, "c")
        }
        let result = layout(grid, in: ProposedViewSize(width: nil, height: 200))
        #expect(result.frames.first?.type == "lazyHGrid")
        // Column 0 holds a and b (60 wide), column 1 holds c (20): 60 + 4 + 20 = 84; rows 30 + 8 + 30.
        #expect(result.size == Size(width: 84, height: 68))
        #expect(result.frame(id: "a")?.rect == Rect(x: 10, y: 5, width: 40, height: 20))  // (60 − 40) / 2, (30 − 20) / 2
        #expect(result.frame(id: "b")?.rect == Rect(x: 0, y: 43, width: 60, height: 20))  // 38 + 5
        #expect(result.frame(id: "c")?.rect == Rect(x: 64, y: 0, width: 20, height: 30))
    }

    @Test("Apple's GridItem example: four fixed rows with their own spacing, colours 30 wide")
    func appleGridItemExample() {
        // Apple's `GridItem` documentation: rows fixed(30) spacing 1, fixed(60) spacing 10,
        // fixed(90) spacing 20, fixed(10) spacing 50; LazyHGrid(rows:spacing: 5); cells
        // `Color.frame(width: 30)`, four a loop (red, green, blue, yellow), twice here.
        let rows = [
            GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10), GridItem(.fixed(90), spacing: 20),
            GridItem(.fixed(10), spacing: 50),
        ]
        let grid = LazyHGrid(rows: rows, spacing: 5) {
            for index in 0..<8 { [Color.red, Color.green, Color.blue, Color.yellow][index % 4].frame(width: 30).id("c\(index)") }
        }
        let result = layout(ScrollView([.horizontal]) { grid }, in: ProposedViewSize(width: 390, height: 844))
        // Height 30 + 1 + 60 + 10 + 90 + 20 + 10 = 221 (no spacing after the last row); two
        // columns of 30, 5 apart: 65. Rows start at 0, 31, 101 and 211.
        #expect(result.frames[1].rect == Rect(x: 0, y: 0, width: 65, height: 221))
        #expect(result.frame(id: "c2")?.rect == Rect(x: 0, y: 101, width: 30, height: 90))  // blue fills its row
        #expect(result.frame(id: "c5")?.rect == Rect(x: 35, y: 31, width: 30, height: 60))
        #expect(result.frame(id: "c7")?.rect == Rect(x: 35, y: 211, width: 30, height: 10))
        #expect(result.size == Size(width: 390, height: 221))  // the scroll view: 390 along, 221 across
    }

    @Test("a grid with no columns is empty; its cells are placed with no size")
    func noColumns() {
        let result = layout(LazyVGrid(columns: []) { box(10, 10, "a") }, in: ProposedViewSize(width: 100, height: nil))
        #expect(result.size == .zero)
        #expect(result.frame(id: "a")?.rect == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    // MARK: Lazy stacks

    @Test("LazyVStack takes the offered width; its children keep their ideal heights")
    func lazyVStack() {
        let stack = LazyVStack(id: "lazy") {
            box(100, 40, "a")
            Spacer()
            box(200, 40, "b")
        }
        let result = layout(stack, in: ProposedViewSize(width: 390, height: 500))
        // Width 390 (offered), not 200. Height: 40 + spacer 8 (its minimum: nil proposed) + 40,
        // no gaps beside the spacer = 88, not the 500 an eager VStack fills.
        #expect(result.size == Size(width: 390, height: 88))
        #expect(result.frame(id: "a")?.rect == Rect(x: 145, y: 0, width: 100, height: 40))  // (390 − 100) / 2
        #expect(result.frame(id: "b")?.rect == Rect(x: 95, y: 48, width: 200, height: 40))
        #expect(layout(VStack { box(100, 40, "a"); Spacer(); box(200, 40, "b") }, in: ProposedViewSize(width: 390, height: 500)).size
            == Size(width: 200, height: 500))
        // With a nil width it is as wide as its widest child.
        #expect(layout(stack, in: .unspecified).size == Size(width: 200, height: 88))
    }

    @Test("LazyHStack in a horizontal ScrollView: leading, as tall as offered (skip-ui issue 315)")
    func lazyHStackInScrollView() {
        let scroll = ScrollView([.horizontal], id: "scroll") {
            LazyHStack(alignment: .top, id: "lazy") {
                box(120, 20, "text")
            }
        }
        let result = layout(scroll, in: ProposedViewSize(width: 390, height: 200))
        // The stack is proposed (nil, 200): 120 wide (its child), 200 tall (the offer).
        #expect(result.frame(id: "lazy")?.rect == Rect(x: 0, y: 0, width: 120, height: 200))
        #expect(result.frame(id: "text")?.rect == Rect(x: 0, y: 0, width: 120, height: 20))
        // The scroll view: 390 along its axis, its content's 200 across.
        #expect(result.size == Size(width: 390, height: 200))
    }

    // MARK: ScrollView

    @Test("vertical ScrollView: as tall as offered, as wide as its content, content at the top, clipped")
    func verticalScrollView() {
        let scroll = ScrollView(id: "scroll") {
            box(100, 300, "a")
            box(100, 300, "b")
            box(100, 300, "c")
        }
        let placed = placement(of: scroll, in: ProposedViewSize(width: 390, height: 844))
        // Three boxes in a VStack: 3 × 300 + 2 × 8 = 916 tall, 100 wide; the scroll view is 100 × 844.
        #expect(placed.result.size == Size(width: 100, height: 844))
        #expect(placed.result.frames[0].type == "scrollView")
        #expect(placed.result.frames[1].rect == Rect(x: 0, y: 0, width: 100, height: 916))
        #expect(placed.result.frame(id: "c")?.rect == Rect(x: 0, y: 616, width: 100, height: 300))
        #expect(placed.clips.map(\.frameIndex) == [0])
        #expect(placed.clips.first?.outline == .rectangle)
    }

    @Test("the content is proposed nil along the scrolling axes and the proposal across")
    func scrollProposals() {
        let vertical = ScrollView { Color.blue.id("c") }
        // Proposed (390, nil): the colour is 390 × 10.
        #expect(layout(vertical, in: ProposedViewSize(width: 390, height: 844)).frame(id: "c")?.rect
            == Rect(x: 0, y: 0, width: 390, height: 10))
        // Both axes: nil × nil, 10 × 10; the scroll view takes the whole proposal.
        let both = ScrollView([.horizontal, .vertical]) { Color.blue.id("c") }
        let result = layout(both, in: ProposedViewSize(width: 390, height: 844))
        #expect(result.frame(id: "c")?.rect == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.size == Size(width: 390, height: 844))
        // A nil proposal along the scrolling axis: the content's length.
        #expect(layout(ScrollView { box(50, 70, "b") }, in: .unspecified).size == Size(width: 50, height: 70))
        // No axes: the content is proposed the scroll view's proposal.
        #expect(layout(ScrollView([]) { Color.blue.id("c") }, in: ProposedViewSize(width: 30, height: 40)).size
            == Size(width: 30, height: 40))
    }
}
