import Testing
import RepresentableKit
@testable import Scenes

/// The scene nodes of SwiftUI layout beyond stacks and frames, read from JSON with fake views
/// (`view` nodes; `fakeLabel` labels are 10 pt a character, 20 high). Expectations follow the
/// rules in each node's type (RepresentableKit) and Documentation/BehaviourReference.md's
/// stack rules.
@Suite("Scene nodes: spacers, layers, placement")
struct LayoutNodeSceneTests {
    func layout(_ json: String) throws -> (Scene, LayoutResult) {
        let scene = try Scene(json: json, makeLabel: fakeLabel)
        return (scene, scene.layout())
    }

    @Test("A toolbar: spacers share the space between its items, with no spacing beside them")
    func toolbar() throws {
        let (_, result) = try layout(#"""
            {"proposal": {"width": 390, "height": null}, "root": {"type": "hstack", "children": [
              {"type": "view", "id": "back", "intrinsicWidth": 44, "intrinsicHeight": 44, "hugging": 750},
              {"type": "spacer", "id": "s1"},
              {"type": "view", "id": "title", "intrinsicWidth": 120, "intrinsicHeight": 44, "hugging": 750},
              {"type": "spacer", "id": "s2"},
              {"type": "view", "id": "edit", "intrinsicWidth": 44, "intrinsicHeight": 44, "hugging": 750},
              {"type": "view", "id": "add", "intrinsicWidth": 44, "intrinsicHeight": 44, "hugging": 750}]}}
            """#)
        // Gaps: 0 beside each spacer, the default 8 between edit and add. The views (priority 0)
        // are rigid, 252 in all; the spacers (priority −∞) share 390 − 8 − 252 = 130: 65 each.
        #expect(result.frame(id: "s1")?.rect == Rect(x: 44, y: 22, width: 65, height: 0))
        #expect(result.frame(id: "title")?.rect.minX == 109)  // 44 + 65
        #expect(result.frame(id: "s2")?.rect == Rect(x: 229, y: 22, width: 65, height: 0))
        #expect(result.frame(id: "edit")?.rect.minX == 294)  // 229 + 65
        #expect(result.frame(id: "add")?.rect.minX == 346)  // 294 + 44 + 8
        #expect(result.size == Size(width: 390, height: 44))
    }

    @Test("background, overlay, zstack and divider nodes, in drawing order")
    func layers() throws {
        let (scene, result) = try layout(#"""
            {"root": {"type": "overlay", "alignment": "topTrailing",
              "overlay": {"type": "view", "id": "badge", "intrinsicWidth": 10, "intrinsicHeight": 10, "hugging": 750},
              "content": {"type": "background", "id": "card",
                "background": {"type": "view", "id": "fill", "color": "#eeeeee"},
                "content": {"type": "vstack", "spacing": 0, "children": [
                  {"type": "zstack", "alignment": "bottomLeading", "children": [
                    {"type": "view", "intrinsicWidth": 100, "intrinsicHeight": 60, "hugging": 750},
                    {"type": "view", "id": "caption", "intrinsicWidth": 40, "intrinsicHeight": 10, "hugging": 750}]},
                  {"type": "divider", "id": "line"},
                  {"type": "view", "intrinsicWidth": 100, "intrinsicHeight": 20, "hugging": 750}]}}}}
            """#)
        // ZStack 100 × 60, its caption bottom-leading at y 50; a divider 1 / scale = 1 thick at
        // scale 1, placed at the column's width 100; the column is 60 + 1 + 20 = 81 high. The
        // fill takes the card's 100 × 81; the badge sits top-trailing at x 90.
        #expect(result.size == Size(width: 100, height: 81))
        #expect(result.frame(id: "caption")?.rect == Rect(x: 0, y: 50, width: 40, height: 10))
        #expect(result.frame(id: "line")?.rect == Rect(x: 0, y: 60, width: 100, height: 1))
        #expect(result.frame(id: "fill")?.rect == Rect(x: 0, y: 0, width: 100, height: 81))
        #expect(result.frame(id: "badge")?.rect == Rect(x: 90, y: 0, width: 10, height: 10))
        // Frames in tree (drawing) order, one per node, so node paths line up with them.
        #expect(result.frames.map(\.type) == [
            "overlay", "background", "view", "vstack", "zstack", "view", "view", "divider", "view", "view",
        ])
        #expect(scene.nodePaths.count == result.frames.count)
        #expect(scene.nodePaths[2].description == "$.root.content.background")
        #expect(scene.nodePaths.last?.description == "$.root.overlay")
    }

    @Test("aspectRatio, offset, position, viewThatFits and geometryReader nodes")
    func placement() throws {
        let (_, result) = try layout(#"""
            {"proposal": {"width": 200, "height": 300}, "root": {"type": "vstack", "spacing": 0, "children": [
              {"type": "aspectRatio", "id": "ratio", "ratio": 2, "content": {"type": "view"}},
              {"type": "offset", "x": 5, "y": -3, "content": {"type": "view", "id": "moved", "intrinsicWidth": 20, "intrinsicHeight": 10, "hugging": 750}},
              {"type": "viewThatFits", "axes": "horizontal", "children": [
                {"type": "view", "id": "wide", "intrinsicWidth": 300, "intrinsicHeight": 10, "hugging": 750},
                {"type": "view", "id": "narrow", "intrinsicWidth": 150, "intrinsicHeight": 10, "hugging": 750}]},
              {"type": "frame", "height": 50, "content": {"type": "position", "x": 20, "y": 25,
                "content": {"type": "view", "id": "dot", "intrinsicWidth": 10, "intrinsicHeight": 10, "hugging": 750}}},
              {"type": "frame", "height": 40, "content": {"type": "geometryReader",
                "content": {"type": "view", "id": "inside", "intrinsicWidth": 30, "intrinsicHeight": 10, "hugging": 750}}}]}}
            """#)
        // The VStack sizes rigid children first: moved 10, viewThatFits (narrow: 300 > 200) 10,
        // frames 50 and 40; the aspect-ratio view (flexible) gets what is left.
        // Ratio 2 fit in (200, 190): min(100, 190) → 200 × 100.
        #expect(result.frame(id: "ratio")?.rect == Rect(x: 0, y: 0, width: 200, height: 100))
        // The offset view's slot is x (200 − 20) / 2 = 90, y 100; drawn 5 right, 3 up.
        #expect(result.frame(id: "moved")?.rect == Rect(x: 95, y: 97, width: 20, height: 10))
        #expect(result.frame(id: "wide") == nil)
        #expect(result.frame(id: "narrow")?.rect == Rect(x: 25, y: 110, width: 150, height: 10))
        // The position node takes the frame's 200 × 50 at y 120; the dot's centre at (20, 25).
        #expect(result.frame(id: "dot")?.rect == Rect(x: 15, y: 140, width: 10, height: 10))
        // The geometry reader takes 200 × 40 at y 170 and puts its content top-leading.
        #expect(result.frame(id: "inside")?.rect == Rect(x: 0, y: 170, width: 30, height: 10))
    }

    @Test("Contradictory frames and negative lengths are corrected as SwiftUI does, with warnings")
    func correctedWithWarnings() throws {
        let (scene, result) = try layout(#"""
            {"proposal": {"width": 50, "height": null}, "root": {"type": "padding", "insets": {"top": -5, "leading": 4},
              "content": {"type": "frame", "id": "f", "minWidth": 80, "idealWidth": 20, "maxWidth": 30, "minHeight": -10,
                "content": {"type": "view", "intrinsicHeight": 10}}}}
            """#)
        // Normalized [BehaviourReference, "Frame normalization"]: minHeight −10 → 0, ideal 20 → 80,
        // max 30 → 80, so the width is clamp(50 − 4, 80, 80) = 80; the top inset −5 → 0.
        #expect(result.frame(id: "f")?.rect == Rect(x: 4, y: 0, width: 80, height: 10))
        #expect(scene.warnings.map(\.description) == [
            "$.root.insets.top: negative padding -5 is treated as 0, as SwiftUI does",
            "$.root.content.minHeight: negative minHeight -10 is treated as 0, as SwiftUI does",
            "$.root.content.idealWidth: idealWidth 20 is less than minWidth 80; SwiftUI raises it to 80",
            "$.root.content.maxWidth: maxWidth 30 is less than idealWidth 80; SwiftUI raises it to 80",
        ])
        // A consistent scene has none.
        #expect(try Scene(json: #"{"root": {"type": "frame", "minWidth": 1, "maxWidth": 2, "content": {"type": "view"}}}"#, makeLabel: fakeLabel).warnings.isEmpty)
    }

    @Test("Frames are rounded to the scene's pixels unless pixelRounding is false")
    func pixelRounding() throws {
        let row = #""root": {"type": "hstack", "spacing": 0, "children": [{"type": "view", "id": "a"}, {"type": "view", "id": "b"}, {"type": "view", "id": "c"}]}"#
        let (_, rounded) = try layout(#"{"scale": 2, "proposal": {"width": 100, "height": 10}, "# + row + "}")
        // Thirds of 100 at @2x: edges 33.33 → 66.67 px → 67 px = 33.5; 66.67 → 133.33 px → 133 = 66.5.
        #expect(rounded.frame(id: "a")?.rect.width == 33.5)
        #expect(rounded.frame(id: "b")?.rect == Rect(x: 33.5, y: 0, width: 33, height: 10))
        #expect(rounded.frame(id: "c")?.rect == Rect(x: 66.5, y: 0, width: 33.5, height: 10))
        let (_, exact) = try layout(#"{"scale": 2, "pixelRounding": false, "proposal": {"width": 100, "height": 10}, "# + row + "}")
        #expect(exact.frame(id: "a")?.rect.width == 100.0 / 3)
    }
}
