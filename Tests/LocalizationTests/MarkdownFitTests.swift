import Testing
import Typesetting
@testable import Localization

/// String Catalog values measured as SwiftUI shows a `Text` literal's localized value: inline
/// Markdown, styled, without the syntax. Widths are hb-shape advance sums on the bundled
/// Inter (2816 units per em, fontTools head.unitsPerEm) at the body style's xxxL size, 23 pt:
/// - `hb-shape --variations=wght=700 Fonts/Inter-Roman.var.ttf "Jetzt kaufen"`:
///   1605 1683 1094 1610 1094 653 1638 1634 1751 1032 1683 1751 = 17228 units;
/// - `hb-shape --variations=wght=400 … "**Jetzt kaufen**"` (the asterisks kept, plain):
///   1408 1136 1528 1640 1024 1524 1024 792 1532 1588 1636 952 1640 1648 1408 1408 = 21888.
/// The labels use the body text style, i.e. the system font, which measures as SF Pro
/// (BehaviourReference, "The system font: measured as SF Pro"): × the glyph scale at 23 pt,
/// 1 − (23 − 17)/11 × 0.107, × 1.02 at bold (weight 700, held from 600), plus the HIG
/// tracking at 23 pt, −4/1000 em × 23 = −0.092 pt, once per cluster (12 in "Jetzt kaufen",
/// 16 in "**Jetzt kaufen**").
@Suite struct MarkdownFitTests {
    /// "Jetzt kaufen" bold: 17228 × 23/2816 × 0.94164 × 1.02 − 12 × 0.092 = 134.045 pt.
    static let styled = 17228.0 * 23 / 2816 * (1 - 6.0 / 11 * 0.107) * 1.02 - 12 * 0.092
    /// "**Jetzt kaufen**" plain: 21888 × 23/2816 × 0.94164 − 16 × 0.092 = 167.851 pt.
    static let plain = 21888.0 * 23 / 2816 * (1 - 6.0 / 11 * 0.107) - 16 * 0.092
    let fonts: FontCollection
    init() throws { fonts = try FontCollection.bundled() }

    func german(_ report: FitReport) throws -> FitResult {
        try #require(report.results.first { $0.string.language == "de" })
    }

    @Test func stringCatalogMarkdownIsMeasuredBold() throws {
        let checker = FitChecker(base: FitLabel(width: 300), fontCollection: fonts)
        let catalog = strings("**Buy now**", [("en", "**Buy now**"), ("de", "**Jetzt kaufen**")])
        let de = try german(checker.check([catalog], jobs: 1))
        #expect(de.isMarkdown)
        #expect(abs(de.naturalWidth - Self.styled) < 1e-9)
    }

    @Test func markdownOffMeasuresTheSyntaxAsText() throws {
        var checker = FitChecker(base: FitLabel(width: 300), fontCollection: fonts)
        checker.measuresMarkdown = false
        let catalog = strings("**Buy now**", [("en", "**Buy now**"), ("de", "**Jetzt kaufen**")])
        let de = try german(checker.check([catalog], jobs: 1))
        #expect(!de.isMarkdown)
        #expect(abs(de.naturalWidth - Self.plain) < 1e-9)
    }

    @Test func otherFormatsArePlain() throws {
        let checker = FitChecker(base: FitLabel(width: 300), fontCollection: fonts)
        let catalog = Catalog(file: "Localizable.strings", format: .strings, sourceLanguage: "en", strings: [
            LocalizedString(key: "buy", language: "de", value: "**Jetzt kaufen**", location: SourceLocation(file: "Localizable.strings")),
        ])
        let de = try german(checker.check([catalog], jobs: 1))
        #expect(!de.isMarkdown)
        #expect(abs(de.naturalWidth - Self.plain) < 1e-9)
    }

    /// The overflow is the styled width's: 134.045 − 120 in a 120 pt one-line label.
    @Test func overflowIsTheStyledWidths() throws {
        let checker = FitChecker(base: FitLabel(width: 120), fontCollection: fonts)
        let de = try german(checker.check([strings("k", [("en", "Buy"), ("de", "**Jetzt kaufen**")])], jobs: 1))
        #expect(abs(de.overflowPoints - (Self.styled - 120)) < 1e-9)
    }
}
