import Testing
import LabelHost
import Typesetting
@testable import Localization

/// `fit` with the bundled fonts only (system fonts off, so this machine's fonts hide
/// nothing): strings in scripts iOS draws report no missing glyphs, and each string is
/// shaped in its catalog's language, which picks Noto Sans CJK's regional Han forms.
@Suite struct FitCoverageTests {
    let fonts: FontCollection
    init() throws {
        fonts = try FontCollection(directory: FontCollection.bundled().directory, usesSystemFonts: false)
    }

    /// "Settings" / "Open file" in several languages (written for this test), all drawn by
    /// some bundled font: no string has a missing-glyphs problem.
    @Test func noMissingGlyphsWhereABundledFontHasThem() {
        let values = [("en", "Settings"), ("zh-TW", "設定與隱私權"), ("zh-HK", "開啟檔案"), ("ko", "똠방각하 설정"),
                      ("ta", "அமைப்புகள்"), ("am", "ቅንብሮች"), ("km", "ការកំណត់"), ("my", "ဆက်တင်များ"),
                      ("si", "සැකසීම්"), ("ka", "პარამეტრები"), ("dv", "ސެޓިންގްސް"), ("bo", "སྒྲིག་འགོད།")]
        let checker = FitChecker(base: FitLabel(width: 400), fontCollection: fonts)
        let report = checker.check([strings("Settings", values)], jobs: 1)
        #expect(report.results.count == values.count)
        for r in report.results {
            #expect(!r.problems.contains { if case .missingGlyphs = $0 { true } else { false } }, "\(r.string.language): \(r.problems)")
        }
    }

    /// A character no bundled font has (U+E001, private use) is still reported.
    @Test func missingGlyphIsReported() throws {
        let checker = FitChecker(base: FitLabel(width: 400), fontCollection: fonts)
        let report = checker.check([strings("Settings", [("en", "Settings"), ("de", "Einstellungen \u{E001}")])], jobs: 1)
        let de = try #require(report.results.first { $0.string.language == "de" })
        #expect(de.problems.contains { if case .missingGlyphs(1) = $0 { true } else { false } })
    }

    /// The label `fit` measures carries the catalog's language to the shaper:
    ///   hb-shape --no-glyph-names --font-size=1000 --language=L Fonts/NotoSansCJKsc-Subset.otf 骨直次化
    ///   zh-TW → [34608|18890|13982|4180]   zh-HK → [34606|18891|13981|4178]
    ///   ja    → [34606|18889|13980|4178]   zh-CN → [34607|18890|13981|4179]
    @Test(arguments: [("zh-TW", [34608, 18890, 13982, 4180]), ("zh-HK", [34606, 18891, 13981, 4178]),
                      ("ja", [34606, 18889, 13980, 4178]), ("zh-CN", [34607, 18890, 13981, 4179])] as [(String, [UInt32])])
    func labelIsShapedInTheCatalogsLanguage(language: String, glyphs: [UInt32]) throws {
        let font = try fonts.preferredFont(forTextStyle: .body)
        let label = FitChecker.label(text: "骨直次化", language: language, font: font, spec: FitLabel(width: 400), fonts: fonts)
        let layout = try #require(try label.preparedText()).layout()
        #expect(layout.glyphRuns.flatMap(\.glyphs) == glyphs)
    }
}
