import Foundation
import Testing
import Graphics
import LabelHost
import RepresentableKit
import Typesetting
@testable import Scenes

/// `lineLimit` ranges and `reservesSpace`, `textField` and `dynamicTypeSize` in scenes, on the
/// real engine. Independent sources: hb-shape advances of Inter at 2816 units per em ("Some"
/// 7564, "Some text" 13508, a space 792, so "Some text Some" is 21864 = 132 pt at 17, wider
/// than 100: at width 100 every "Some text" is a line). Scenes use the system font, which
/// measures as SF Pro (BehaviourReference, "The system font: measured as SF Pro"): a line is
/// size × 2444/2048 (20.287 pt at 17), and the HIG tracking is added once per cluster
/// (−26/1000 em = −0.442 pt at 17): "Some" 45.663 − 4 × 0.442 = 43.895, "Some text" 81.548 −
/// 9 × 0.442 = 77.570; "Some text Some" 125.8, still wider than 100. Scale 2: sizes ceil to
/// half points.
@Suite("Scenes: line-limit ranges, text fields and Dynamic Type")
struct TextLineLimitSceneTests {
    static let fonts: FontCollection = { try! FontCollection.bundled() }()
    static func pt(_ units: Double, size: Double = 17) -> Double { units * size / 2816 }
    /// SF Pro's line height at `size`: 2444/2048 em.
    static func line(_ size: Double = 17) -> Double { size * 2444 / 2048 }
    /// "Some" at 17 pt in the system font.
    static let some17 = pt(7564) - 4 * 0.442
    static func ceil2(_ x: Double) -> Double { ceilToPixels(x, scale: 2) }

    func size(_ node: String, width: Double = 100) throws -> Size? {
        let json = #"{"scale": 2, "proposal": {"width": \#(width), "height": null}, "root": \#(node)}"#
        return try Scene(json: json, fonts: Self.fonts).layout().frame(id: "t")?.rect.size
    }

    func error(_ node: String) -> String? {
        do {
            _ = try Scene(json: #"{"root": \#(node)}"#, fonts: Self.fonts)
            return nil
        } catch {
            return error.description
        }
    }

    /// "Some text" `count` times, one line each at width 100.
    func lines(_ count: Int) -> String { Array(repeating: "Some text", count: count).joined(separator: " ") }

    @Test("lineLimit(3, reservesSpace: true) with one line of text is three lines tall")
    func reservesSpace() throws {
        // "Some": 43.895 → 44 wide; three lines 60.861 → 61 tall.
        let node = #"{"type": "text", "id": "t", "font": {"size": 17}, "text": "Some", "lineLimit": {"max": 3, "reservesSpace": true}}"#
        #expect(try size(node) == Size(width: Self.ceil2(Self.some17), height: Self.ceil2(3 * Self.line())))
        // reservesSpace false is lineLimit(3): one line, 20.287 → 20.5.
        let plain = #"{"type": "text", "id": "t", "text": "Some", "lineLimit": {"max": 3, "reservesSpace": false}}"#
        #expect(try size(plain)?.height == Self.ceil2(Self.line()))
    }

    @Test("lineLimit(2...4) at one, three and six lines", arguments: [(1, 2), (3, 3), (6, 4)])
    func range(textLines: Int, shownLines: Int) throws {
        // One line reserves two (40.574 → 41); three show three (60.861 → 61); six are
        // truncated to four (81.148 → 81.5). Untruncated, the widest line is "Some text",
        // 77.570 → 78; the truncated fourth line fills more of the 100 before its ellipsis.
        let node = #"{"type": "text", "id": "t", "font": {"size": 17}, "text": "\#(lines(textLines))", "lineLimit": {"min": 2, "max": 4}}"#
        let measured = try #require(try size(node))
        #expect(measured.height == Self.ceil2(Double(shownLines) * Self.line()))
        if textLines <= 4 { #expect(measured.width == 78) } else { #expect(measured.width <= 100) }
    }

    @Test("a vertical text field with lineLimit(1...5) grows from one line to five, then stays", arguments: [
        (0, 1), (1, 1), (3, 3), (5, 5), (8, 5),
    ])
    func verticalField(textLines: Int, shownLines: Int) throws {
        // Empty text shows the prompt on one line. The field is as wide as the proposal, 100.
        let text = textLines == 0 ? "" : lines(textLines)
        let node = #"{"type": "textField", "id": "t", "text": "\#(text)", "prompt": "Notes", "axis": "vertical", "lineLimit": {"min": 1, "max": 5}}"#
        #expect(try size(node) == Size(width: 100, height: Self.ceil2(Double(shownLines) * Self.line())))
    }

    @Test("a horizontal text field is one line tall and as wide as the proposal")
    func horizontalField() throws {
        let node = #"{"type": "textField", "id": "t", "text": "\#(lines(8))"}"#
        #expect(try size(node) == Size(width: 100, height: Self.ceil2(Self.line())))
    }

    @Test("dynamicTypeSize sizes the text style from the Dynamic Type table", arguments: [
        // Body at xSmall is 14 pt, at accessibility2 33 pt (Apple HIG, Typography, "Dynamic
        // Type sizes"; the same as the iOS Simulator's UIFont sizes). "Some" is 7564 units, 4
        // clusters; the glyph scale is 1 to 17 pt and 0.893 from 28 pt; the HIG tracking is
        // −11/1000 em at 14 pt, −26 at 17, +12 at 33, +6 at 53.
        ("xSmall", 14.0, 1.0, -0.011), ("large", 17.0, 1.0, -0.026), ("accessibility2", 33.0, 0.893, 0.012),
        ("accessibility5", 53.0, 0.893, 0.006),
    ])
    func dynamicType(name: String, points: Double, glyphScale: Double, tracking: Double) throws {
        let node = #"{"type": "text", "id": "t", "text": "Some", "font": {"textStyle": "body"}, "dynamicTypeSize": "\#(name)"}"#
        let width = Self.pt(7564, size: points) * glyphScale + 4 * tracking * points
        let expected = Size(width: Self.ceil2(width), height: Self.ceil2(Self.line(points)))
        #expect(try size(node, width: 1000) == expected)
    }

    @Test("an explicit font size does not scale with dynamicTypeSize")
    func fixedSize() throws {
        let node = #"{"type": "text", "id": "t", "text": "Some", "font": {"size": 20}, "dynamicTypeSize": "accessibility2"}"#
        #expect(try size(node)?.height == Self.ceil2(Self.line(20)))
    }

    @Test("bad line limits, sizes and axes name their JSON path")
    func badValues() {
        #expect(error(#"{"type": "text", "text": "x", "lineLimit": {"min": 3, "max": 2}}"#)
            == "$.root.lineLimit.min: expected min ≤ max, got 3 > 2")
        #expect(error(#"{"type": "text", "text": "x", "lineLimit": {"min": 2, "reservesSpace": true}}"#)?.hasPrefix("$.root.lineLimit:") == true)
        #expect(error(#"{"type": "text", "text": "x", "lineLimit": {}}"#)?.hasPrefix("$.root.lineLimit:") == true)
        #expect(error(#"{"type": "text", "text": "x", "lineLimit": {"max": 1.5}}"#)?.hasPrefix("$.root.lineLimit.max:") == true)
        #expect(error(#"{"type": "text", "text": "x", "lineLimit": {"most": 3}}"#)?.hasPrefix("$.root.lineLimit") == true)
        #expect(error(#"{"type": "text", "text": "x", "dynamicTypeSize": "huge"}"#)?.hasPrefix("$.root.dynamicTypeSize:") == true)
        #expect(error(#"{"type": "textField", "axis": "diagonal"}"#)?.hasPrefix("$.root.axis:") == true)
        #expect(error(#"{"type": "textField", "prompt": 3}"#)?.hasPrefix("$.root.prompt:") == true)
    }

    @Test("the example scene text-fields-and-line-limits: reserved, ranged and field heights; right-to-left trailing is flush left")
    func exampleScene() throws {
        let url = SceneFileTests.scenes.appendingPathComponent("text-fields-and-line-limits.json")
        let scene = try Scene(json: try String(contentsOf: url, encoding: .utf8), fonts: Self.fonts)
        let result = scene.layout()
        func height(_ id: String) -> Double? { result.frame(id: id)?.rect.height }
        // n lines of 20.287 at scale 2: 1 → 20.5, 2 → 41, 3 → 61, 4 → 81.5, 5 → 101.5.
        #expect(height("reserved") == 61)
        #expect(height("rangeShort") == 41)
        #expect(height("rangeLong") == 81.5)
        // fieldThree's text, "A field that has grown to hold three lines of text so far", is
        // about 408 pt in the system font (Inter's hmtx advances × 17/2816 − 0.442 a cluster,
        // fontTools): at 224 it takes two lines whichever side of 224 "hold" falls ("A field
        // that has grown to hold" ≈ 223.8, "hold three lines of text so far" ≈ 217.4): 41.
        #expect(height("fieldEmpty") == 20.5 && height("fieldThree") == 41 && height("fieldFull") == 101.5)
        // The fields take the stack's width, 240 − 2 × 8 padding = 224.
        #expect(result.frame(id: "fieldEmpty")?.rect.width == 224)
        // Trailing Hebrew: every drawn line starts at the text's left edge.
        let placement = scene.placement()
        let index = try #require(placement.result.frames.firstIndex { $0.id == "rtlTrailing" })
        let drawing = try #require(placement.drawings.first { $0.frameIndex == index })
        let content = try #require(drawing.content as? TextContent)
        let layout = try #require(try content.layout(width: drawing.width, scale: drawing.fontScale))
        #expect(layout.lines.count == 2)
        for line in layout.lines { #expect(line.origin.x == 0) }
    }
}
