import Foundation
import Testing
import Graphics
import LabelHost
import RepresentableKit
import Typesetting
@testable import Localization
@testable import Scenes

/// Scenes' `text` nodes, `preview --categories` and `fit` follow SwiftUI's text-style leading
/// (BehaviourReference, "Text-style leading"). Independent sources: the system font's line height
/// is SF Pro's, 2444/2048 of its size (SF Pro's hhea: ascender 1950, descender −494, line gap
/// 0, at 2048 units per em), which the stand-in's system-font profile reproduces; the HIG's leading (Typography, "Dynamic Type sizes": body 19 at xS,
/// 22 at Large, 62 at AX5). Scale 2: sizes ceil to half points.
@Suite("Scenes: text-style leading")
struct TextStyleLeadingSceneTests {
    static let fonts: FontCollection = { try! FontCollection.bundled() }()
    static func lineHeight(_ size: Double) -> Double { size * 2444 / 2048 }
    static func ceil2(_ x: Double) -> Double { ceilToPixels(x, scale: 2) }

    func height(_ node: String, category: Font.ContentSizeCategory = .large) throws -> Double? {
        let json = #"{"scale": 2, "proposal": {"width": 300, "height": null}, "root": \#(node)}"#
        let scene = try Scene(json: Array(json.utf8), fonts: Self.fonts, category: category)
        return scene.layout().frame(id: "t")?.rect.height
    }

    @Test("a text node with no font is body: two lines 17 × 2444/2048 + 22 = 42.287 → 42.5")
    func bodyByDefault() throws {
        #expect(try height(#"{"type": "text", "id": "t", "text": "One\nTwo"}"#) == Self.ceil2(Self.lineHeight(17) + 22))
    }

    @Test("dynamicTypeSize xSmall: 14 × 2444/2048 + 19 = 35.707 → 36; a size keeps the line height, 2 × 20.287 → 41")
    func dynamicTypeSize() throws {
        let small = #"{"type": "text", "id": "t", "text": "One\nTwo", "dynamicTypeSize": "xSmall"}"#
        #expect(try height(small) == Self.ceil2(Self.lineHeight(14) + 19))
        let fixed = #"{"type": "text", "id": "t", "text": "One\nTwo", "font": {"size": 17}, "dynamicTypeSize": "xSmall"}"#
        #expect(try height(fixed) == Self.ceil2(2 * Self.lineHeight(17)))
        // A family is a custom font: its own line height (Noto Serif: hhea 1069 − (−293) + 0 at
        // 1000 units per em, fontTools; 2 × 17 × 1.362 = 46.308 → 46.5).
        let custom = #"{"type": "text", "id": "t", "text": "One\nTwo", "font": {"family": "Noto Serif"}}"#
        #expect(try height(custom) == Self.ceil2(2 * 17 * 1362 / 1000))
    }

    @Test("preview at AX5: body 53 × 2444/2048 + 62 = 125.248 → 125.5; a text field keeps 2 × 63.248 → 127")
    func previewCategory() throws {
        let text = #"{"type": "text", "id": "t", "text": "One\nTwo"}"#
        #expect(try height(text, category: .accessibilityExtraExtraExtraLarge) == Self.ceil2(Self.lineHeight(53) + 62))
        let field = #"{"type": "textField", "id": "t", "text": "One\nTwo", "axis": "vertical"}"#
        #expect(try height(field, category: .accessibilityExtraExtraExtraLarge) == Self.ceil2(2 * Self.lineHeight(53)))
    }

    @Test("label-vs-text-style: body at 180 wide, n lines: the label n × 20.287, Text 20.287 + (n − 1) × 22")
    func labelVersusTextStyle() throws {
        let url = SceneFileTests.scenes.appendingPathComponent("label-vs-text-style.json")
        let scene = try Scene(json: try String(contentsOf: url, encoding: .utf8), fonts: Self.fonts)
        let result = scene.layout()
        let label = try #require(result.frame(id: "label")?.rect)
        let text = try #require(result.frame(id: "text")?.rect)
        // The lines, counted by the engine at Text's width.
        let content = try TextContent(
            "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one.",
            font: try Self.fonts.preferredFont(forTextStyle: .body))
        let n = Double(try #require(try content.layout(width: 180, scale: 1)).lines.count)
        #expect(n >= 2)
        #expect(label.height == Self.ceil2(n * Self.lineHeight(17)))
        #expect(text.height == Self.ceil2(Self.lineHeight(17) + (n - 1) * 22))
    }

    @Test("fit: two body lines are 20.287 + 22 in every format, SwiftUI (String Catalog) or UILabel (.strings)")
    func fit() throws {
        let spec = FitLabel(width: 300, numberOfLines: 0, categories: [.large])
        let checker = FitChecker(base: spec, fontCollection: Self.fonts)
        let string = LocalizedString(key: "k", language: "de", value: "Eins\nZwei", location: SourceLocation(file: "Localizable.xcstrings"))
        let swiftUI = checker.measure(string, text: "Eins\nZwei", spec: spec, category: .large, markdown: true)
        #expect(abs(swiftUI.drawnSize.height - (Self.lineHeight(17) + 22)) < 1e-9)
        let uiLabel = checker.measure(string, text: "Eins\nZwei", spec: spec, category: .large, markdown: false)
        // UILabel in a text-style font spaces lines by the style's leading too
        // (pointfreeco/episode-code-samples episodes 37/39: subheadline, 17.9 + (n − 1) × 20).
        #expect(abs(uiLabel.drawnSize.height - (Self.lineHeight(17) + 22)) < 1e-9)
        // A font of no text style keeps its line height: Noto Serif 17 pt, 2 × 17 × 1362/1000.
        let serif = FitLabel(width: 300, numberOfLines: 0, font: .family("Noto Serif", size: 17, textStyle: .body), categories: [.large])
        let fixed = FitChecker(base: serif, fontCollection: Self.fonts).measure(string, text: "Eins\nZwei", spec: serif, category: .large)
        #expect(abs(fixed.drawnSize.height - 2 * 17 * 1362 / 1000) < 1e-9)
    }
}
