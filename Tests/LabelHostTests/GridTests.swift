import Testing
import Graphics
import RepresentableKit
import Typesetting
@testable import LabelHost

/// `Grid` of `Text` on the engine. Widths are hb-shape advances of Inter at 2816 units per em
/// (17 pt: w = units × 17 / 2816, ceiled to half points as Text is at 2×): "Name" 7796 → 47.5,
/// "Qty" 4736 → 29, "Price" 6716 → 41, "Apples" 9116 → 55.5, "12" 3012 → 18.5, "3.50" 5936 → 36,
/// "Kiwi" 5556 → 34, "A long spanning caption" 31992 → 193.5. A line is 3408 units (fontTools,
/// OS/2 typo metrics): 20.574 → 21. Rules: BehaviourReference, "Grid".
@Suite("Grid")
struct GridTests {
    static let fonts: FontCollection = { try! FontCollection.bundled() }()

    func text(_ string: String, id: String) throws -> Text {
        Text(try TextContent(string, font: Self.fonts.font(family: "Inter", size: 17)), displayScale: 2, id: id)
    }

    func cells(_ strings: [String]) throws -> [Text] {
        try strings.map { try text($0, id: $0) }
    }

    @Test("a 3-column grid sizes each column to its widest cell and each row to its tallest")
    func columnsToWidestCell() throws {
        let (row1, row2) = (try cells(["Name", "Qty", "Price"]), try cells(["Apples", "12", "3.50"]))
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow(id: "r1") { row1[0]; row1[1]; row1[2] }
            GridRow(id: "r2") { row2[0]; row2[1]; row2[2] }
        }
        let result = layout(grid, in: .unspecified)
        // Columns max(47.5, 55.5) = 55.5, max(29, 18.5) = 29, max(41, 36) = 41, 10 apart:
        // 55.5 + 29 + 41 + 20 = 145.5. Rows 21 and 21, 4 apart: 46.
        #expect(result.size == Size(width: 145.5, height: 46))
        // Columns start at 0, 65.5, 104.5; cells centred in their areas (the grid's default).
        #expect(result.frame(id: "Name")?.rect == Rect(x: 4, y: 0, width: 47.5, height: 21))  // (55.5 − 47.5) / 2
        #expect(result.frame(id: "Apples")?.rect == Rect(x: 0, y: 25, width: 55.5, height: 21))
        #expect(result.frame(id: "12")?.rect.minX == 70.75)  // 65.5 + (29 − 18.5) / 2
        #expect(result.frame(id: "3.50")?.rect.minX == 107)  // 104.5 + (41 − 36) / 2
        // Rows record bands as wide as the grid.
        #expect(result.frame(id: "r2")?.rect == Rect(x: 0, y: 25, width: 145.5, height: 21))
        #expect(result.frames.map(\.type) == ["grid", "gridRow", "text", "text", "text", "gridRow", "text", "text", "text"])
    }

    @Test("gridColumnAlignment aligns the whole column; gridCellAnchor overrides one cell")
    func columnAlignment() throws {
        let (row1, row2) = (try cells(["Name", "Qty", "Price"]), try cells(["Apples", "12", "3.50"]))
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { row1[0].gridColumnAlignment(.leading); row1[1]; row1[2].gridColumnAlignment(.trailing) }
            GridRow { row2[0]; row2[1].gridCellAnchor(.topLeading); row2[2] }
        }
        let result = layout(grid, in: .unspecified)
        #expect(result.frame(id: "Name")?.rect.minX == 0)  // leading in column 0
        #expect(result.frame(id: "3.50")?.rect.minX == 109.5)  // 104.5 + 41 − 36: trailing
        #expect(result.frame(id: "12")?.rect.minX == 65.5)  // its anchor: the area's top-leading corner
    }

    @Test("gridCellColumns(2): the cell takes the area of two columns and the spacing between")
    func spanningCell() throws {
        let (row1, row2) = (try cells(["Name", "Qty", "Price"]), try cells(["Kiwi", "12"]))
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { row1[0]; row1[1]; row1[2] }
            GridRow { row2[0].gridCellColumns(2); row2[1] }
        }
        let result = layout(grid, in: .unspecified)
        // Columns 47.5, 29, 41 (a spanning cell sizes none alone; "Kiwi" fits 47.5 + 10 + 29).
        let width: Double = 47.5 + 29 + 41 + 20
        #expect(result.size.width == width)
        let kiwi: Double = (86.5 - 34) / 2  // centred in 47.5 + 10 + 29 = 86.5
        #expect(result.frame(id: "Kiwi")?.rect.minX == kiwi)
        // "12" is in the third column, which starts at 47.5 + 10 + 29 + 10 = 96.5.
        let twelve: Double = 96.5 + (41 - 18.5) / 2
        #expect(result.frame(id: "12")?.rect.minX == twelve)
    }

    @Test("a spanning cell wider than its columns widens them equally [U]")
    func spanningCellWidens() throws {
        let (row1, row2) = (try cells(["Name", "Qty", "Price"]), try cells(["A long spanning caption", "12"]))
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { row1[0]; row1[1]; row1[2] }
            GridRow { row2[0].gridCellColumns(2); row2[1] }
        }
        let result = layout(grid, in: .unspecified)
        // 193.5 needed, 47.5 + 10 + 29 = 86.5 given: 107 more, 53.5 a column.
        let width: Double = 193.5 + 10 + 41
        #expect(result.size.width == width)
        let name: Double = (47.5 + 53.5 - 47.5) / 2
        #expect(result.frame(id: "Name")?.rect.minX == name)
    }

    @Test("a divider between rows spans the grid; gridCellUnsizedAxes keeps it from widening it (Apple's example)")
    func unsizedDivider() throws {
        let (row1, row2) = (try cells(["Name", "Qty", "Price"]), try cells(["Apples", "12", "3.50"]))
        func grid(unsized: Bool) -> Grid {
            let divider = Divider(id: "divider")
            return Grid(horizontalSpacing: 10, verticalSpacing: 4) {
                GridRow { row1[0]; row1[1]; row1[2] }
                if unsized { divider.gridCellUnsizedAxes([.horizontal]) } else { divider }
                GridRow { row2[0]; row2[1]; row2[2] }
            }
        }
        // Apple's `gridCellUnsizedAxes(_:)`: a flexible divider takes the width offered; unsized,
        // it takes the width the other cells give.
        let wide = layout(grid(unsized: false), in: ProposedViewSize(width: 390, height: nil))
        #expect(wide.size.width == 390)
        let narrow = layout(grid(unsized: true), in: ProposedViewSize(width: 390, height: nil))
        #expect(narrow.size.width == 145.5)
        // The divider's row: 0.5 thick (one pixel at 2×), as wide as the grid.
        #expect(narrow.frame(id: "divider")?.rect == Rect(x: 0, y: 25, width: 145.5, height: 0.5))
        let height: Double = 21 + 4 + 0.5 + 4 + 21
        #expect(narrow.size.height == height)
    }

    @Test("rows aligned by first text baseline, as Apple's form example (Grid(alignment: .leadingFirstTextBaseline))")
    func baselineRows() throws {
        let big = Text(try TextContent("Price", font: Self.fonts.font(family: "Inter", size: 34)), displayScale: 2, id: "big")
        let small = try text("Qty", id: "small")
        let grid = Grid(alignment: .leadingFirstTextBaseline) {
            GridRow { small; big }
        }
        let result = layout(grid, in: .unspecified)
        // Baselines 2728 × 17 / 2816 = 16.46875 and 2728 × 34 / 2816 = 32.9375 on one line.
        let top: Double = 32.9375 - 16.46875
        #expect(result.frame(id: "small")?.rect.minY == top)
        #expect(result.frame(id: "big")?.rect.minY == 0)
    }
}
