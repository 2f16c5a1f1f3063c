import Testing
@testable import Typesetting

/// Regional Han forms by language: the run's language (TextAttributes.language) reaches
/// HarfBuzz, whose `locl` lookups in the bundled Noto Sans CJK face pick the Simplified,
/// Traditional (Taiwan), Hong Kong, Japanese or Korean glyph, as iOS picks PingFang SC/TC/HK,
/// Hiragino or Apple SD Gothic Neo by language.
@Suite("International: Han regional forms")
struct InternationalHanRegionalTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var language: String?
        var glyphs: [UInt32]
        var testDescription: String { language ?? "no language" }
    }

    /// 骨 直 次 化: four characters whose forms differ between regions.
    static let text = "骨直次化"

    // Expected glyph ids, from HarfBuzz's own command-line shaper on the bundled file:
    //   hb-shape --no-glyph-names --font-size=1000 --language=L Fonts/NotoSansCJKsc-Subset.otf 骨直次化
    //   zh-Hans    → [34607=0+1000|18890=1+1000|13981=2+1000|4179=3+1000]
    //   zh-CN      → [34607=0+1000|18890=1+1000|13981=2+1000|4179=3+1000]
    //   zh-Hant    → [34608=0+1000|18890=1+1000|13982=2+1000|4180=3+1000]
    //   zh-TW      → [34608=0+1000|18890=1+1000|13982=2+1000|4180=3+1000]
    //   zh-HK      → [34606=0+1000|18891=1+1000|13981=2+1000|4178=3+1000]
    //   zh-Hant-HK → [34606=0+1000|18891=1+1000|13981=2+1000|4178=3+1000]
    //   ja         → [34606=0+1000|18889=1+1000|13980=2+1000|4178=3+1000]
    //   ko         → [34606=0+1000|18889=1+1000|50439=2+1000|50334=3+1000]
    //   (no --language: the SC face's default forms, as zh-Hans)
    //               [34607=0+1000|18890=1+1000|13981=2+1000|4179=3+1000]
    static let cases: [Case] = [
        Case(language: "zh-Hans", glyphs: [34607, 18890, 13981, 4179]),
        Case(language: "zh-CN", glyphs: [34607, 18890, 13981, 4179]),
        Case(language: "zh-Hant", glyphs: [34608, 18890, 13982, 4180]),
        Case(language: "zh-TW", glyphs: [34608, 18890, 13982, 4180]),
        Case(language: "zh-HK", glyphs: [34606, 18891, 13981, 4178]),
        Case(language: "zh-Hant-HK", glyphs: [34606, 18891, 13981, 4178]),
        Case(language: "ja", glyphs: [34606, 18889, 13980, 4178]),
        Case(language: "ko", glyphs: [34606, 18889, 50439, 50334]),
        Case(language: nil, glyphs: [34607, 18890, 13981, 4179]),
    ]

    @Test(arguments: cases)
    func glyphsFollowTheLanguage(_ c: Case) throws {
        let font = try International.font()
        let prepared = try PreparedText(AttributedText(Self.text, attributes: TextAttributes(font: font, language: c.language)),
                                        fontCollection: International.collection())
        let runs = try prepared.layout().glyphRuns
        #expect(runs.count == 1)
        #expect(runs.first?.font.face.path.hasSuffix(try #require(Self.cjkFile)) == true)
        #expect(runs.flatMap(\.glyphs) == c.glyphs)
        // Every glyph advances one em: 1000 units at 1000 upem, 17 pt each.
        #expect(runs.flatMap(\.advances) == [17, 17, 17, 17])
    }

    /// Two languages in one paragraph: each attribute run is shaped with its own language.
    @Test func languagesInOneParagraph() throws {
        let font = try International.font()
        var text = AttributedText(Self.text, attributes: TextAttributes(font: font, language: "ja"))
        text.append(Self.text, attributes: TextAttributes(font: font, language: "zh-Hant"))
        let glyphs = try PreparedText(text, fontCollection: International.collection()).layout().glyphRuns.flatMap(\.glyphs)
        #expect(glyphs == [34606, 18889, 13980, 4178, 34608, 18890, 13982, 4180])
    }

    static let cjkFile = BundledFonts.files.first { $0.scripts.contains("Hani") }?.file
}
