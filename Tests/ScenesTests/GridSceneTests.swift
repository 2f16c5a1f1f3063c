import Testing
import Graphics
import RepresentableKit
import Typesetting
@testable import Scenes

/// `grid` and `gridRow` nodes and the grid-cell keys. Widths are hb-shape advances of Inter
/// at 2816 units per em, 17 pt, ceiled to half points: "Name" 7796 → 47.5, "Qty" 4736 → 29,
/// "Apples" 9116 → 55.5, "12" 3012 → 18.5; a line 3408 units (fontTools) → 21. Rules:
/// BehaviourReference, "Grid".
@Suite("Scenes: grids")
struct GridSceneTests {
    static let fonts = TextSceneTests.fonts

    /// The reader's error for `json` (`TextSceneTests.error`), or nil.
    func error(_ json: String) -> String? { TextSceneTests().error(json) }

    @Test("a 2 × 2 grid of texts: columns as wide as their widest cell, a spanning row")
    func grid() throws {
        let scene = try Scene(json: #"""
            {"scale": 2, "pixelRounding": false, "proposal": {"width": 390, "height": null}, "root": {"type": "grid", "id": "grid", "horizontalSpacing": 10, "verticalSpacing": 4, "children": [
              {"type": "gridRow", "id": "r1", "children": [
                {"type": "text", "id": "name", "text": "Name", "font": {"family": "Inter", "size": 17}, "gridColumnAlignment": "leading"},
                {"type": "text", "id": "qty", "text": "Qty", "font": {"family": "Inter", "size": 17}}]},
              {"type": "view", "id": "rule", "intrinsicHeight": 1, "gridCellUnsizedAxes": "horizontal"},
              {"type": "gridRow", "children": [
                {"type": "text", "id": "apples", "text": "Apples", "font": {"family": "Inter", "size": 17}},
                {"type": "text", "id": "12", "text": "12", "font": {"family": "Inter", "size": 17}, "gridCellAnchor": "bottomTrailing"}]}]}}
            """#, fonts: Self.fonts)
        let result = scene.layout()
        // Columns 55.5 and 29, 10 apart: 94.5; rows 21, 1, 21, 4 apart: 51.
        #expect(result.size == Size(width: 94.5, height: 51))
        #expect(result.frame(id: "name")?.rect.minX == 0)  // leading column
        #expect(result.frame(id: "rule")?.rect == Rect(x: 0, y: 25, width: 94.5, height: 1))
        let anchored: Double = 65.5 + 29 - 18.5
        #expect(result.frame(id: "12")?.rect.minX == anchored)  // its anchor's trailing edge
        #expect(scene.nodePaths.count == result.frames.count)
    }

    @Test("bad grid keys name their JSON path")
    func badValues() {
        #expect(error(#"{"root": {"type": "view", "gridCellColumns": 0}}"#)
            == "$.root.gridCellColumns: expected a whole number of columns in 1…1000, got 0")
        #expect(error(#"{"root": {"type": "view", "gridCellAnchor": {"x": 1}}}"#) == "$.root.gridCellAnchor.y: missing required field")
        #expect(error(#"{"root": {"type": "gridRow", "alignment": "leading", "children": []}}"#)
            == "$.root.alignment: unknown value \"leading\"; expected one of bottom, center, firstTextBaseline, lastTextBaseline, top")
    }
}
