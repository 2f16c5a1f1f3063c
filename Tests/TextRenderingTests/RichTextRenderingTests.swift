import Foundation
import Testing
import Graphics
import Typesetting
@testable import TextRendering

/// Rich text drawn: decorations at the font's own positions in a PNG, links as PDF link
/// annotations (read back by poppler's pdfinfo) and SVG `<a>` elements, text still extractable.
///
/// Inter values read with fontTools from Fonts/Inter-Roman.var.ttf: head.unitsPerEm 2816,
/// OS/2 sTypoAscender 2728 (USE_TYPO_METRICS set, so the first baseline is 2728 units below the
/// top), post.underlinePosition −464 and underlineThickness 192, OS/2 yStrikeoutPosition 922
/// and yStrikeoutSize 192. Advances from `hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf`:
/// "a" 1588, space 792; "terms" 5 glyphs and "privacy" 7 (no ligature).
@Suite struct RichTextRenderingTests {
    static func attributes(_ body: (inout TextAttributes) -> Void = { _ in }) throws -> TextAttributes {
        var a = TextAttributes(font: try Fixture.inter())
        body(&a)
        return a
    }

    /// "Read the terms, now $20 $15": "terms" links (with characters that need escaping), "$20" is struck.
    static func termsLayout() throws -> TextLayout {
        var text = AttributedText("Read the ", attributes: try attributes())
        text.append("terms", attributes: try attributes {
            $0.link = "https://example.com/terms?a=1&b='x'"
            $0.underlineStyle = .single
            $0.color = Color(red: 0, green: 0.3, blue: 0.9)
        })
        text.append(", now ", attributes: try attributes())
        text.append("$20", attributes: try attributes { $0.strikethroughStyle = .single; $0.backgroundColor = Color(red: 1, green: 0.9, blue: 0.6) })
        text.append(" $15 ", attributes: try attributes())
        text.append("privacy", attributes: try attributes { $0.link = "https://example.com/privacy"; $0.underlineStyle = .single })
        return try PreparedText(text, fontCollection: Fixture.fonts()).layout(width: nil)
    }

    /// The alpha a row of an exact-area fill gets when a band [top, bottom) (pixels) covers it.
    static func coverage(row: Int, top: Double, bottom: Double) -> Int {
        let c = max(0, min(Double(row + 1), bottom) - max(Double(row), top))
        return Int((c * 255).rounded())
    }

    @Test func underlinePixelRowsSitAtThePostTableValues() throws {
        let layout = try PreparedText(AttributedText("Hello", attributes: try Self.attributes { $0.underlineStyle = .single }),
                                      fontCollection: Fixture.fonts()).layout(width: nil)
        let canvas = try TextRenderer().render(layout, scale: 4)
        // Baseline 2728 units below the top; the stroke's top 464 units below the baseline,
        // 192 units thick; at 17 pt and 4 px/pt: rows from 3192 × 68/2816 = 77.08 to
        // 3384 × 68/2816 = 81.72.
        let top = 3192.0 * 68 / 2816, bottom = 3384.0 * 68 / 2816
        let x = 40  // inside "Hello" (6740 units = 162.7 px wide)
        // The canvas is the line: ⌈3408 × 68/2816⌉ = ⌈82.3⌉ = 83 rows.
        #expect(canvas.height == 83)
        for row in 74..<min(canvas.height, 83) {
            let alpha = Int(canvas.pixels[(row * canvas.width + x) * 4 + 3])
            #expect(abs(alpha - Self.coverage(row: row, top: top, bottom: bottom)) <= 1, "row \(row): \(alpha)")
        }
    }

    @Test func strikethroughPixelRowsSitAtTheOS2Values() throws {
        let text = AttributedText("a   b", attributes: try Self.attributes { $0.strikethroughStyle = .single })
        let layout = try PreparedText(text, fontCollection: Fixture.fonts()).layout(width: nil)
        let canvas = try TextRenderer().render(layout, scale: 4)
        // The stroke's top 922 units above the baseline (2728 below the top), 192 thick:
        // rows (2728 − 922) × 68/2816 = 43.61 to 1998 × 68/2816 = 48.25. Column 60 is in the
        // spaces between "a" (1588 units = 38.3 px) and "b" (at 1588 + 3 × 792 = 3964 units
        // = 95.7 px), where only the stroke has ink: spaces between visible glyphs are struck.
        let top = 1806.0 * 68 / 2816, bottom = 1998.0 * 68 / 2816
        for row in 40...51 {
            let alpha = Int(canvas.pixels[(row * canvas.width + 60) * 4 + 3])
            #expect(abs(alpha - Self.coverage(row: row, top: top, bottom: bottom)) <= 1, "row \(row): \(alpha)")
        }
    }

    @Test func attachmentIsDrawnAsABoxNotAGlyph() throws {
        var text = AttributedText("a", attributes: try Self.attributes())
        text.append(TextAttachment(width: 20, height: 30), attributes: try Self.attributes())
        let layout = try PreparedText(text, fontCollection: Fixture.fonts()).layout(width: nil)
        let canvas = try TextRenderer().render(layout, scale: 1)
        // The box: x from "a" (1588 × 17/2816 = 9.59) to 29.59, y from the top (ascent 30) to
        // the baseline at 30; its fill's alpha is AttachmentColors.fill's, 0.25 × 255 ≈ 64.
        #expect(abs(Int(canvas.pixels[(15 * canvas.width + 20) * 4 + 3]) - 64) <= 1)
        // Outline pixels along the top edge are opaque grey.
        #expect(canvas.pixels[(0 * canvas.width + 20) * 4 + 3] == 255)
        // Nothing below the baseline (no .notdef box of the font).
        #expect((31..<canvas.height).allSatisfy { canvas.pixels[($0 * canvas.width + 20) * 4 + 3] == 0 })
    }

    @Test(.enabled(if: Poppler.isInstalled, Poppler.missingMessage))
    func pdfLinksAreAnnotationsAndTextStaysExtractable() throws {
        let file = TemporaryPath("links.pdf")
        defer { file.remove() }
        try TextRenderer().renderDocument(try Self.termsLayout(), format: .pdf, scale: 1).write(to: file.path)
        // pdfinfo -url lists each link annotation's page, type and URL.
        let urls = try Poppler.run("pdfinfo", ["-url", file.path])
        #expect(urls.contains("https://example.com/terms?a=1&b='x'"))
        #expect(urls.contains("https://example.com/privacy"))
        // The styled runs' text comes out in order.
        let extracted = try Poppler.text(ofPDF: file.path).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(extracted == "Read the terms, now $20 $15 privacy")
    }

    @Test func everySVGLinkWrapsItsGlyphs() throws {
        let document = try TextRenderer().renderDocument(try Self.termsLayout(), format: .svg, scale: 1)
        let svg = String(decoding: try document.finish(), as: UTF8.self)
        let lines = svg.split(separator: "\n")
        let opens = lines.indices.filter { lines[$0].hasPrefix("<a ") }
        #expect(opens.count == 2)
        #expect(lines[opens[0]] == "<a xlink:href=\"https://example.com/terms?a=1&amp;b='x'\">")
        #expect(lines[opens[1]] == "<a xlink:href=\"https://example.com/privacy\">")
        for (open, glyphs) in zip(opens, [5, 7]) {  // "terms" 5 glyphs, "privacy" 7 (no ligatures in Inter here)
            // <a>, <g style>, one <use> a glyph, </g>, </a>.
            #expect(lines[open + 1].hasPrefix("<g style=\"fill:"))
            let uses = lines[(open + 2)...].prefix { $0.hasPrefix("  <use xlink:href=\"#glyph") }
            #expect(uses.count == glyphs)
            #expect(lines[open + 2 + glyphs] == "</g>")
            #expect(lines[open + 3 + glyphs] == "</a>")
        }
        #expect(svg.components(separatedBy: "<a ").count == svg.components(separatedBy: "</a>").count)
    }
}
