import Testing
import Graphics
import RepresentableKit
import Typesetting
@testable import LabelHost

/// `Text(markdown:)`, `+` and the text modifiers on the real engine. Widths are hb-shape's
/// (`--output-format=json`, `ax` summed) on the bundled files: Inter (2816 units per em,
/// fontTools head.unitsPerEm) upright and italic, at wght 400 and, with
/// `--variations=wght=700`, 700; JetBrains Mono 1000 units per em.
@Suite struct StyledTextContentTests {
    static func pt(_ units: Double) -> Double { units * 17 / 2816 }

    func style() throws -> TextContent {
        try TextContent("", font: try FontCollection.bundled().font(family: "Inter", size: 17))
    }

    func width(_ text: Text) -> Double { text.content.textSize(width: nil, scale: 1).width }

    /// "Jetzt kaufen": wght 400 6740 + 792 + 8996 = 16528; wght 700 7086 + 653 + 9489 = 17228.
    @Test func boldMarkdownIsTheWeight700Instance() throws {
        #expect(abs(width(Text(markdown: "**Jetzt kaufen**", style: try style())) - Self.pt(17228)) < 1e-9)
        #expect(abs(width(Text(verbatim: "Jetzt kaufen", style: try style()).bold()) - Self.pt(17228)) < 1e-9)
        #expect(abs(width(Text(markdown: "Jetzt kaufen", style: try style()).fontWeight(700)) - Self.pt(17228)) < 1e-9)
        // Only "Jetzt" bold: 7086 + 792 (the regular space) + 8996 = 16874.
        #expect(abs(width(Text(markdown: "**Jetzt** kaufen", style: try style())) - Self.pt(16874)) < 1e-9)
        // Verbatim keeps the asterisks: wider than the plain words.
        #expect(width(Text(verbatim: "**Jetzt kaufen**", style: try style())) > Self.pt(16528))
    }

    /// Italic "kaufen" is the Inter-Italic file: 1532 1588 1636 952 1644 1648 = 9000 (upright
    /// 8996); bold italic 9492.
    @Test func italicAndBothUseTheItalicFile() throws {
        #expect(abs(width(Text(markdown: "Jetzt *kaufen*", style: try style())) - Self.pt(6740 + 792 + 9000)) < 1e-9)
        #expect(abs(width(Text(markdown: "***kaufen***", style: try style())) - Self.pt(9492)) < 1e-9)
    }

    /// A code span is JetBrains Mono at the same size: "10:07" is 5 × 600 units at 1000 per em.
    @Test func codeIsMonospaced() throws {
        #expect(abs(width(Text(markdown: "`10:07`", style: try style())) - 3000.0 * 17 / 1000) < 1e-9)
    }

    /// `.monospacedDigit()`: `hb-shape --features=tnum "11:10"` 1824 1824 776 1824 1824 = 8072
    /// (without: 1308 1308 776 1308 1760 = 6460).
    @Test func monospacedDigitIsTabular() throws {
        #expect(abs(width(Text(verbatim: "11:10", style: try style())) - Self.pt(6460)) < 1e-9)
        #expect(abs(width(Text(verbatim: "11:10", style: try style()).monospacedDigit()) - Self.pt(8072)) < 1e-9)
    }

    @Test func concatenationAndDecorationsReachTheEngine() throws {
        let text = Text(markdown: "~~$10~~ ", style: try style()) + Text(markdown: "[Terms](https://e.x/t)", style: try style()).underline()
        let content = try #require(text.content as? TextContent)
        #expect(content.text == "$10 Terms")
        let base = TextAttributes(font: try FontCollection.bundled().font(family: "Inter", size: 17))
        let runs = content.styledText.attributedText(base: base).runs
        #expect(runs.count == 3)
        #expect(runs[0].attributes.strikethroughStyle == .single && runs[0].attributes.underlineStyle == [])
        #expect(runs[2].attributes.link == "https://e.x/t" && runs[2].attributes.underlineStyle == .single)
        #expect(runs[2].attributes.color == StyledText.linkColor)
        // `.tracking` turns optional ligatures off; `.kerning` does not; both add space.
        let tracked = StyledText(verbatim: "fi").tracking(2).attributedText(base: base).runs[0].attributes
        #expect(tracked.features == ["liga=0", "clig=0"] && tracked.tracking == 2)
        let kerned = StyledText(verbatim: "fi").kerning(2).attributedText(base: base).runs[0].attributes
        #expect(kerned.features.isEmpty && kerned.tracking == 2)
    }

    @Test func plainTextStaysOnThePlainPath() throws {
        let plain = try TextContent("Some text", font: try FontCollection.bundled().font(family: "Inter", size: 17))
        #expect(plain.styledText == StyledText(verbatim: "Some text"))
        // Markdown without syntax measures as the plain string does: 13508 units (hb-shape).
        #expect(abs(width(Text(markdown: "Some text", style: plain)) - Self.pt(13508)) < 1e-9)
    }
}
