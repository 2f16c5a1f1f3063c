import Testing
import Typesetting

/// The README's first code block, run as written, so that it stays true.
@Suite("README: library example")
struct ReadmeLibraryExampleTests {
    @Test("the Typesetting example compiles and wraps the sentence into two untruncated lines")
    func example() throws {
        let fonts = try FontCollection.bundled()
        let font = try fonts.systemFont(ofSize: 17, weight: .regular)   // Inter, standing in for SF Pro
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let prepared = try PreparedText("To love the journey is to accept no such end.", font: font, style: style)
        let layout = try prepared.layout(width: 200, numberOfLines: 2)  // re-wrapping never re-shapes
        // The sentence's single-line width is above 200 pt (Pango, same font file:
        // `pango_measure --font-file Fonts/Inter-Roman.var.ttf --size 17 --width 200` gives 2
        // lines), so it takes two lines, both within 200 pt, and nothing is cut.
        #expect(layout.lineCount == 2)
        #expect(layout.lines.allSatisfy { $0.width <= 200 })
        #expect(!layout.isTruncated)
        // Two Inter 17 lines: 2 × 3408 × 17 / 2816 (font_metrics_reference.json typo metrics).
        #expect(abs(layout.size.height - 2 * 3408.0 * 17 / 2816) < 1e-9)
    }
}
