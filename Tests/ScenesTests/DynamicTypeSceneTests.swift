import LabelHost
import Testing
import Typesetting
@testable import Scenes

/// Scenes read at a Dynamic Type category (`preview --categories`): BehaviourReference,
/// "Previews" and "Dynamic Type".
@Suite("Scenes at a Dynamic Type category")
struct DynamicTypeSceneTests {
    typealias Category = Typesetting.Font.ContentSizeCategory

    /// BehaviourReference, "Dynamic Type": body is 14 pt at xS, 17 at L, 23 at xxxL and 53 at
    /// AX5 [M]; footnote 13 at L and 19 at xxxL.
    @Test("Text styles take the category's size; sizes with a style scale by its ratio; fixed sizes stay",
          arguments: [
            (LabelSpec.Font(), Category.extraSmall, 14.0),
            (LabelSpec.Font(), Category.accessibilityExtraExtraExtraLarge, 53.0),
            (LabelSpec.Font(textStyle: .body), Category.extraExtraExtraLarge, 23.0),
            (LabelSpec.Font(size: 26, textStyle: .footnote), Category.extraExtraExtraLarge, 38.0),   // 26 × 19 / 13
            (LabelSpec.Font(size: 20), Category.accessibilityExtraExtraExtraLarge, 20.0),
            (LabelSpec.Font(size: 20, textStyle: .body), Category.large, 20.0),
          ])
    func scaling(font: LabelSpec.Font, category: Category, size: Double) {
        #expect(font.scaled(for: category).size == size)
    }

    @Test("A Text with no font is measured at the category's body size: 1 line at L, more at AX5")
    func sceneAtCategory() throws {
        let json = #"{"proposal": {"width": 300, "height": null}, "root": {"type": "text", "id": "t", "text": "Settings and privacy"}}"#
        let fonts = try FontCollection.bundled()
        let large = try Scene(json: Array(json.utf8), fonts: fonts, category: .large).checkedLayout()
        let ax5 = try Scene(json: Array(json.utf8), fonts: fonts, category: .accessibilityExtraExtraExtraLarge).checkedLayout()
        // At 17 pt the 20 characters take well under 300 pt (about 0.5 em each: 170 pt); at
        // 53 pt they would take about 530 pt, so the text wraps and grows taller by more
        // than the 53/17 ratio of one line.
        let l = try #require(large.frames.first), a = try #require(ax5.frames.first)
        #expect(a.rect.height > l.rect.height * 53 / 17)
        #expect(a.rect.width <= 300)
    }
}
