import Foundation
import Testing
import CCairo
import Graphics
import Typesetting
@testable import TextRendering

/// PDF and SVG through cairo: the glyphs are ours, at our positions, and independent readers
/// (poppler's pdftotext, pdffonts, pdftoppm; the SVG's own markup) see what the layout says.
@Suite("Vector output: PDF and SVG through cairo")
struct VectorOutputTests {
    /// Words with ligatures in Noto Serif, so that the text of one glyph standing for several
    /// letters is checked too: `hb-shape Fonts/NotoSerif-Regular.ttf "office fluffy"` gives
    /// o | f_f_i | c | e | space | fl | u | f_f | y.
    static let text = "The office staff find waffles fluffy. Typography is the craft of arranging type to make written "
        + "language legible, readable and appealing when displayed."

    static func layout(_ text: String = text, width: Double = 220, weight: Font.Weight = .regular) throws -> TextLayout {
        try PreparedText(text, font: try Fixture.inter(17, weight: weight), fontCollection: try Fixture.fonts()).layout(width: width)
    }

    static func serifLayout(_ text: String = text, width: Double = 220) throws -> TextLayout {
        let font = try Fixture.fonts().font(family: "Noto Serif", size: 17)
        return try PreparedText(text, font: font, fontCollection: try Fixture.fonts()).layout(width: width)
    }

    static func pdf(_ layout: TextLayout, scale: Double = 2, debug: Bool = false, at path: String) throws {
        try TextRenderer().renderDocument(layout, format: .pdf, scale: scale, background: .white, debug: debug).write(to: path)
    }

    @Test("pdftotext reads the words in order, one line of text a layout line, ligatures spelled out",
          .enabled(if: Poppler.isInstalled, Poppler.missingMessage))
    func pdfTextInOrder() throws {
        let layout = try Self.serifLayout()
        // The ligatures are there: "office" (UTF-16 4..<10) is 4 glyphs (hb-shape, above).
        let firstRun = try #require(layout.glyphRuns.first)
        #expect(firstRun.clusters.filter { (4..<10).contains($0) }.count == 4)
        let file = TemporaryPath("text.pdf")
        defer { file.remove() }
        try Self.pdf(layout, at: file.path)
        let extracted = try Poppler.text(ofPDF: file.path)
        // The words are the input's own, split at spaces: independent of the renderer.
        let words = Self.text.split(separator: " ").map(String.init)
        #expect(extracted.split(whereSeparator: \.isWhitespace).map(String.init) == words)
        // Each layout line is one line of pdftotext's output.
        let lines = extracted.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let expected = layout.lines.indices.map { layout.text(ofLine: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(lines == expected)
        #expect(layout.lineCount > 2)
    }

    @Test("Right-to-left runs' text comes out of the PDF in logical order",
          .enabled(if: Poppler.isInstalled, Poppler.missingMessage))
    func pdfRightToLeftText() throws {
        let text = "Arabic مرحبا بالعالم and Hebrew שלום עולם inline"
        let layout = try Self.layout(text, width: 600)
        let file = TemporaryPath("rtl.pdf")
        defer { file.remove() }
        try Self.pdf(layout, at: file.path)
        // pdftotext marks right-to-left stretches with embedding controls (U+202B … U+202C)
        // and moves the space at each direction boundary to the stretch's start ("Arabic ‫
        // مرحبا بالعالم‬and"), so spaces are left out of the comparison: what remains is the
        // input's letters in logical order, the Arabic and Hebrew words first letter first.
        let extracted = try Poppler.text(ofPDF: file.path).unicodeScalars
            .filter { !(0x202A...0x202E).contains($0.value) && !CharacterSet.whitespacesAndNewlines.contains($0) }
        #expect(String(String.UnicodeScalarView(extracted)) == text.filter { !$0.isWhitespace })
        #expect(layout.glyphRuns.contains { $0.isRightToLeft })
    }

    @Test("Every outline glyph in the SVG is a <use> at our layout's position, to 0.01 pt")
    func svgGlyphPositions() throws {
        // Latin, Arabic (right to left, fallback font) and CJK (fallback font) on wrapped lines.
        let layout = try Self.layout("Glyph positions: مرحبا بالعالم and 日本語の文字 across several wrapped lines", width: 180)
        let svg = String(decoding: try TextRenderer().renderDocument(layout, format: .svg, scale: 2).finish(), as: UTF8.self)
        let uses = svgGlyphUses(svg)
        // cairo leaves out a glyph without ink (a space) when its empty extents fall on whole
        // units (measured: Inter's space at x = 17 is dropped, at x = 17.5 kept), so blank
        // glyphs may be missing; every glyph with ink must be there, in order, where we put it.
        var next = 0
        var inked = 0
        for run in layout.glyphRuns {
            for (glyph, position) in zip(run.glyphs, run.positions) {
                let matches = next < uses.count && abs(uses[next].x - position.x) <= 0.01 && abs(uses[next].y - position.y) <= 0.01
                if matches { next += 1 }
                guard case .empty = try GlyphRasterizer.shared.image(of: glyph, font: run.font, scale: 1).content else {
                    inked += 1
                    #expect(matches, "glyph \(glyph) of \(run.font.familyName) at \(position): next <use> is \(next < uses.count ? "\(uses[next])" : "none")")
                    continue
                }
            }
        }
        #expect(next == uses.count, "\(uses.count - next) <use> elements left over")
        #expect(inked > 40)
        #expect(layout.lineCount >= 3)
    }

    /// Regular and bold Inter (one variable face, two instances), Arabic, CJK and emoji, in one
    /// attributed text.
    static func mixedLayout(width: Double = 260) throws -> TextLayout {
        let fonts = try Fixture.fonts()
        var text = AttributedText("Regular Inter, ", attributes: TextAttributes(font: try Fixture.inter(17)))
        text.append("bold Inter", attributes: TextAttributes(font: try Fixture.inter(17, weight: .bold)))
        text.append(", blue, ", attributes: TextAttributes(font: try Fixture.inter(17), color: Color(red: 0.1, green: 0.3, blue: 0.9)))
        text.append("مرحبا بالعالم, 日本語, emoji 😀😍 and a final line of text.", attributes: TextAttributes(font: try Fixture.inter(17)))
        return try PreparedText(text, fontCollection: fonts).layout(width: width)
    }

    @Test("The PDF embeds every font as a subset (pdffonts): one for each variation instance",
          .enabled(if: Poppler.isInstalled, Poppler.missingMessage))
    func pdfFontsAreSubsets() throws {
        let file = TemporaryPath("fonts.pdf")
        defer { file.remove() }
        try Self.pdf(try Self.mixedLayout(), at: file.path)
        let fonts = try Poppler.fonts(ofPDF: file.path)
        // Inter at wght 400 and at 700 (two instances of one file: cairo embeds the default
        // instance's own TrueType outlines and the bold instance as CFF), Noto Sans Arabic,
        // Noto Sans CJK. The emoji are images, not a font.
        #expect(fonts.count == 4, "\(fonts)")
        for font in fonts {
            #expect(font.embedded && font.subset, "\(font)")
            // A subset's name starts with six capital letters and "+" (ISO 32000-1, 9.6.4).
            let tag = font.name.prefix(7)
            #expect(tag.count == 7 && tag.last == "+" && tag.dropLast().allSatisfy { $0.isUppercase && $0.isASCII }, "\(font.name)")
        }
        #expect(Set(fonts.map(\.name)).count == fonts.count)
        // Subsets: the whole PDF is smaller than the smallest full font it draws from
        // (NotoSansArabic-Regular.ttf, 244,072 bytes; `ls -l Fonts/`).
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size < 244_072, "\(size) bytes")
    }

    @Test("The PDF rasterized by pdftoppm matches our PNG pixel for pixel, within a tolerance",
          .enabled(if: Poppler.isInstalled, Poppler.missingMessage), arguments: [false, true])
    func pngAndPDFAgree(debug: Bool) throws {
        let layout = try Self.mixedLayout()
        let scale = 2.0
        let file = TemporaryPath("pixels.pdf")
        defer { file.remove() }
        try Self.pdf(layout, scale: scale, debug: debug, at: file.path)
        let canvas = try TextRenderer().render(layout, scale: scale, background: .white, debug: debug)
        // 72 dpi is 1 px a point: scale 2 is 144 dpi. The page is the canvas's pixels over the
        // scale, so both are the same size.
        let raster = try Poppler.rasterize(file.path, dpi: 72 * scale)
        try #require(raster.width == canvas.width && raster.height == canvas.height,
                     "pdftoppm \(raster.width)×\(raster.height), canvas \(canvas.width)×\(canvas.height)")
        // Two antialiasing rasterizers never agree exactly: ours puts glyph origins on ¼ px
        // and baselines on whole rows, poppler's Splash draws at its own quantization and
        // resamples images its own way. The tolerance, from the measured figures (no overlay:
        // mean 2.2 levels, 0.60 % of pixels over 64; with the overlay's hairlines: 3.1 and
        // 0.98 %): every pixel finds a pixel of the other image within 1 px that differs by at
        // most 4 levels of 255 on average, and at most 1.5 % of pixels differ by more than 64.
        let difference = neighbourhoodDifference((canvas.width, canvas.height, canvas.straightRGBA()), raster, threshold: 64)
        #expect(difference.mean <= 4 && difference.overThreshold <= 0.015, "\(difference)")
        guard !debug else { return }
        // Each glyph run carries the same ink (all channels summed, so colour counts) in both:
        // within 2 % for outline glyphs (measured at most 0.3 %; Inter bold drawn in the regular
        // instance loses 39 %), within 25 % for the emoji bitmaps, which pdftoppm samples where
        // we average (measured 18 %).
        let png = (canvas.width, canvas.height, canvas.straightRGBA())
        for k in layout.lines.indices {
            let line = layout.lines[k]
            for run in layout.glyphRuns(forLine: k) {
                let box = Rect(x: run.minX * scale, y: line.origin.y * scale, width: (run.maxX - run.minX) * scale, height: line.height * scale)
                let a = channelInk(png, in: box).reduce(0, +), b = channelInk(raster, in: box).reduce(0, +)
                let limit = run.font.face.isBitmapOnly ? 0.25 : 0.02
                #expect(abs(a - b) <= limit * max(a, b), "\(run.font) \(run.glyphs): ink \(a) in the PNG, \(b) in the PDF")
            }
        }
    }
}
