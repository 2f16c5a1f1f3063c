import Testing
import Graphics
import RepresentableKit
import Typesetting
@testable import Scenes

/// Text baselines and alignment guides in scenes. Inter's OS/2 typo ascender is 2728 and a
/// line 3408 units at 2816 units per em (fontTools); rules: BehaviourReference, "Alignment
/// guides".
@Suite("Scenes: alignment guides and text baselines")
struct AlignmentSceneTests {
    static let fonts = TextSceneTests.fonts

    func layout(_ json: String) throws -> LayoutResult {
        try Scene(json: json, fonts: Self.fonts).layout()
    }

    /// The reader's error for `json` (`TextSceneTests.error`), or nil.
    func error(_ json: String) -> String? { TextSceneTests().error(json) }

    @Test("an hstack aligned by firstTextBaseline puts a 34 pt and a 17 pt text on one baseline")
    func hstackBaseline() throws {
        let result = try layout(#"""
            {"pixelRounding": false, "root": {"type": "hstack", "alignment": "firstTextBaseline", "children": [
              {"type": "text", "id": "title", "text": "Title", "font": {"family": "Inter", "size": 34}},
              {"type": "text", "id": "caption", "text": "Caption", "font": {"family": "Inter", "size": 17}}]}}
            """#)
        // Baselines 2728 × 34 / 2816 = 32.9375 and 2728 × 17 / 2816 = 16.46875.
        #expect(result.frame(id: "title")?.rect.minY == 0)
        #expect(result.frame(id: "caption")?.rect.minY == 32.9375 - 16.46875)
    }

    @Test("alignmentGuide: leading from trailing + 10 in a leading vstack")
    func guideNode() throws {
        let result = try layout(#"""
            {"root": {"type": "vstack", "alignment": "leading", "spacing": 0, "children": [
              {"type": "view", "id": "a", "intrinsicWidth": 100, "intrinsicHeight": 10, "hugging": 1000},
              {"type": "alignmentGuide", "id": "guide", "guide": "leading", "value": {"from": "trailing", "offset": 10},
               "content": {"type": "view", "id": "b", "intrinsicWidth": 60, "intrinsicHeight": 10, "hugging": 1000}}]}}
            """#)
        // Values 0 and 60 + 10 = 70: lower = −70, upper = max(0, 100, 60 − 70) = 100: width 170.
        #expect(result.size.width == 170)
        #expect(result.frame(id: "a")?.rect.minX == 70)
        #expect(result.frame(id: "b")?.rect.minX == 0)
        #expect(result.frame(id: "guide")?.type == "alignmentGuide")
    }

    @Test("a constant value and 'center' on the guide's own axis")
    func constantAndCenter() throws {
        let result = try layout(#"""
            {"root": {"type": "hstack", "spacing": 0, "children": [
              {"type": "view", "id": "a", "intrinsicWidth": 10, "intrinsicHeight": 40, "hugging": 1000},
              {"type": "alignmentGuide", "guide": "verticalCenter", "value": {"from": "center", "offset": 5},
               "content": {"type": "view", "id": "b", "intrinsicWidth": 10, "intrinsicHeight": 10, "hugging": 1000}},
              {"type": "alignmentGuide", "guide": "verticalCenter", "value": 0,
               "content": {"type": "view", "id": "c", "intrinsicWidth": 10, "intrinsicHeight": 10, "hugging": 1000}}]}}
            """#)
        // Values 20, 5 + 5 = 10, 0: lower = −20, upper = max(0, 20, 0, 10) = 20: height 40.
        #expect(result.frame(id: "b")?.rect.minY == 10)  // 20 − 10
        #expect(result.frame(id: "c")?.rect.minY == 20)  // 20 − 0
    }

    @Test("bad alignment-guide nodes name their JSON path")
    func badValues() {
        #expect(error(#"{"root": {"type": "alignmentGuide", "guide": "center", "value": 1, "content": {"type": "view"}}}"#)
            == "$.root.guide: unknown value \"center\"; expected one of bottom, firstTextBaseline, horizontalCenter, lastTextBaseline, leading, top, trailing, verticalCenter")
        #expect(error(#"{"root": {"type": "alignmentGuide", "guide": "top", "value": true, "content": {"type": "view"}}}"#)
            == "$.root.value: expected a number or an object, got true")
        #expect(error(#"{"root": {"type": "alignmentGuide", "guide": "top", "value": {"offset": 1e9}, "content": {"type": "view"}}}"#)
            == "$.root.value.offset: 1000000000 is too large; lengths are at most 1000000 points")
        #expect(error(#"{"root": {"type": "alignmentGuide", "value": 1, "content": {"type": "view"}}}"#)
            == "$.root.guide: missing required field")
        #expect(error(#"{"root": {"type": "vstack", "alignment": "top", "children": []}}"#)
            == "$.root.alignment: unknown value \"top\"; expected one of center, leading, trailing")
    }
}
