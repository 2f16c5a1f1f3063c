import Foundation
import Testing
import Graphics
import Typesetting
import LabelHost
import RepresentableKit
import TextRendering
import Localization
import CCairo

/// README's Swift snippets ("Library", "PDF and SVG", "Rich text", "Label and sizing", "SwiftUI layout",
/// "Text views and exclusion paths" and "Localization QA"), compiled together in one
/// function as a reader would paste them into one file, run, and checked against
/// independent numbers. `readmeHoldsTheseSnippets` checks that README still shows this code.
@Suite("README's Swift snippets compile together and give the documented numbers")
struct ReadmeSnippetTests {
    /// Where the PNG snippet writes (README writes "journey.png" in the working directory).
    static let pngPath = NSTemporaryDirectory() + "readme-journey-\(ProcessInfo.processInfo.processIdentifier).png"

    /// The catalog the Localization snippet reads (README reads "Localizable.xcstrings").
    static let catalogPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Localization/App.xcstrings").path

    @Test func snippetsRun() throws {
        let pngPath = Self.pngPath
        let catalogPath = Self.catalogPath
        let base = NSTemporaryDirectory() + "readme-\(ProcessInfo.processInfo.processIdentifier)"
        let pdfPath = base + "-journey.pdf", svgPath = base + "-journey.svg", reportPath = base + "-report.pdf"
        let cairoPath = base + "-cairo.pdf"
        defer { for path in [pngPath, pdfPath, svgPath, reportPath, cairoPath] { try? FileManager.default.removeItem(atPath: path) } }
        // The caller's own cairo context, on a PDF surface of its own (US Letter).
        let surface = try #require(cairo_pdf_surface_create(cairoPath, 612, 792))
        let cr = try #require(cairo_create(surface))
        // README snippet begin
        let fonts = try FontCollection.bundled()
        let font = try fonts.systemFont(ofSize: 17, weight: .regular)   // Inter, standing in for SF Pro
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let prepared = try PreparedText("To love the journey is to accept no such end.", font: font, style: style)
        let textLayout = try prepared.layout(width: 200, numberOfLines: 2)  // re-wrapping never re-shapes
        print(textLayout.size, textLayout.lines.map(\.width), textLayout.isTruncated)
        // README snippet end
        // README snippet begin
        let canvas = try TextRenderer().render(textLayout, scale: 2, background: .white)
        try canvas.writePNG(to: pngPath)
        // README snippet end
        // README snippet begin
        let pdf = try TextRenderer().renderDocument(textLayout, format: .pdf, background: .white)
        try pdf.write(to: pdfPath)
        try TextRenderer().write(textLayout, to: svgPath)   // the format from the extension
        // README snippet end
        // README snippet begin
        let setup = PageSetup(pageSize: PageSetup.a4, margins: PageMargins(56), orphans: 2, widows: 2)
        let report = try PreparedText(String(repeating: "A paragraph of a long report. ", count: 600), font: font)
        let pages = try TextRenderer().renderPages(report.layout(width: setup.contentRect.width), setup: setup)
        try pages.write(to: reportPath)
        print(pages.pageCount)   // 9: 300 lines, 35 a page, never split
        // README snippet end
        // README snippet begin
        // cr: your cairo_t * (an OpaquePointer in Swift), on any surface of yours
        var context = CairoContext(borrowing: cr)
        try context.draw(textLayout, at: Point(x: 72, y: 72), debug: true)
        // README snippet end
        // README snippet begin
        var struck = TextAttributes(font: font)
        struck.strikethroughStyle = .single
        var text = AttributedText("$29.99", attributes: struck)
        text.append("  $19.99  ", attributes: TextAttributes(font: font))
        var link = TextAttributes(font: font)
        link.link = "https://example.com/terms"
        link.underlineStyle = .single
        text.append("Terms", attributes: link)
        text.append(TextAttachment(width: 28, height: 28, y: -6), attributes: TextAttributes(font: font))
        let richLayout = try PreparedText(text).layout(width: 320)
        let decorations = richLayout.decorations(forLine: 0)   // attachments, underlines, strikethroughs, links: rects
        // README snippet end
        // README snippet begin
        let plainStyle = try TextContent("", font: try FontCollection.bundled().systemFont(ofSize: 17))
        let price = Text(markdown: "~~49 €~~ ", style: plainStyle) + Text(markdown: "**39 €**", style: plainStyle).monospacedDigit()
        print(price.sizeThatFits(.unspecified))   // (81.5 × 21.0): "39 €" bold, tabular digits
        // README snippet end
        // README snippet begin
        let label = try Label(text: "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one.")
        label.numberOfLines = 0
        let root = ViewAdaptor(label).padding()
        let result = layout(root, in: ProposedViewSize(width: 390, height: nil))
        print(result.size)   // (390.0 × 118.5): 358 wide, four lines of body (17-pt SF Pro, lines 22 apart: 20.287 + 3 × 22), plus 16 on each side
        // README snippet end
        // README snippet begin
        let original = MultiPassAdaptor(label).driver(proposal: ProposedViewSize(width: 390, height: nil)) { $0.padding() }
        let outcome = original.run(from: nil)
        print(outcome.placement.result.size, outcome.passes)   // (390.0 × 118.5) 2: the one-pass size, on the second pass
        // README snippet end
        // README snippet begin
        let view = try TextView(text: "The quick brown fox jumps over the lazy dog")
        view.isScrollEnabled = false
        print(view.sizeThatFits(Size(width: 210, height: .infinity)))   // (192.0 × 58.5): two lines of body (20.287 + 22) + 16
        print(ViewAdaptor(view).sizeThatFits(ProposedViewSize(width: 210, height: nil)))   // (210.0 × 58.5)
        // README snippet end
        // README snippet begin
        let catalog = try CatalogReader().read(catalogPath)
        let checker = FitChecker(base: FitLabel(width: 200), fontCollection: try FontCollection.bundled())
        let fitReport = checker.check([catalog])
        for result in fitReport.worstFirst where result.status == .fail {
            print(result.string.language, result.string.variantName, result.problems)
        }
        // README snippet end

        // hb-shape, Inter 2816 units per em: "49 € " 1808 1756 792 1872 792 = 7020 at wght 400;
        // "39 €" with --variations=wght=700 --features=tnum 1920 1920 653 1932 = 6425.
        // The system font measures as SF Pro (BehaviourReference, "The system font: measured as
        // SF Pro"): HIG tracking −0.442 pt a cluster at 17 pt, glyph scale 1.02 at bold.
        // 7020 × 17/2816 − 5 × 0.442 + 6425 × 17/2816 × 1.02 − 4 × 0.442 = 77.96 → 78; one
        // line 17 × 2444/2048 = 20.287 → 20.5.
        #expect(price.sizeThatFits(.unspecified) == Size(width: 78, height: 20.5))
        // The text view wraps at 210 − 2 × 5 = 200 pt: "The quick brown fox" | "jumps over the lazy
        // dog" (31784 units, 191.87 pt, the wider; hb-shape advances in TextViewTests; − 23 ×
        // 0.442 tracking = 181.70 pt), so it is 181.70 + 10 → 192 wide and, in body (a text style:
        // lines 22 apart, the HIG leading at Large), 20.287 + 22 + 8 + 8 = 58.287 → 58.5 tall @2x.
        #expect(view.sizeThatFits(Size(width: 210, height: .infinity)) == Size(width: 192, height: 58.5))
        #expect(ViewAdaptor(view).sizeThatFits(ProposedViewSize(width: 210, height: nil)) == Size(width: 210, height: 58.5))

        // "Änderungen speichern" in the system font at 23 pt (body at xxxL, FitLabel's default):
        // hb-shape advances 30136 units at upem 2816 → 246.136 pt, × the glyph scale at 23 pt
        // (1 − 6/11 × 0.107) − 20 × 0.092 (HIG tracking at 23 pt) = 229.931, 29.931 past 200.
        let german = 30136.0 * 23 / 2816 * (1 - 6.0 / 11 * 0.107) - 20 * 0.092
        #expect(fitReport.results.contains { $0.string.key == "Save changes" && $0.string.language == "de" && abs($0.overflowPoints - (german - 200)) < 0.01 })

        // The rich-text snippet: one line; in drawing order the attachment, the strikethrough
        // under "$29.99", the underline under "Terms" and its link (BehaviourReference, "Rich text").
        #expect(richLayout.lineCount == 1)
        #expect(decorations.map(\.kind) == [.attachment, .underline, .strikethrough, .link])
        // The 17-pt system font's line: SF Pro's 2444/2048 em (hhea 1950 − (−494), line gap 0).
        let line = 2444.0 / 2048.0 * 17
        // The sentence's single-line width is above 200 pt (Pango, same font file:
        // `pango_measure --font-file Fonts/Inter-Roman.var.ttf --size 17 --width 200` gives 2
        // lines), so it takes two lines, both within 200 pt, and nothing is cut.
        #expect(textLayout.lineCount == 2)
        #expect(textLayout.lines.allSatisfy { $0.width <= 200 })
        #expect(!textLayout.isTruncated)
        #expect(abs(textLayout.size.height - 2 * line) < 1e-9)
        // The canvas covers the layout at 2 pixels a point; the file is a PNG of that size.
        #expect(canvas.height == Int((textLayout.size.height * 2).rounded(.up)))
        let png = try Data(contentsOf: URL(fileURLWithPath: pngPath))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == canvas.width && height == canvas.height)
        // Four lines of body (a text style, lines 22 apart: HIG leading at Large) = 20.287 + 3 ×
        // 22 = 86.287, ceiled to @2x pixels = 86.5, plus 16 + 16 padding (SwiftUI's default
        // padding); the width is the proposal, 390.
        #expect(line + 3 * 22 > 86 && line + 3 * 22 <= 86.5)
        #expect(result.size == Size(width: 390, height: 86.5 + 32))
        // The original multi-pass adaptor: pass 1 measures the label for the reader's 358 × 10
        // (a nil height is 10) and stores 358 × 86.5; pass 2 reports the same, so it stops there
        // (MultiPassAdaptor's documented pass count), on the one-pass size.
        #expect(outcome.converged)
        #expect(outcome.passes == 2)
        #expect(outcome.state == Size(width: 358, height: 86.5))
        #expect(outcome.placement.result.size == result.size)

        // The PDF and the SVG are whole files of their formats (ISO 32000-1 §7.5.2 "%PDF-";
        // the SVG's root element).
        #expect(try Data(contentsOf: URL(fileURLWithPath: pdfPath)).starts(with: Data("%PDF-".utf8)))
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8).contains("<svg"))
        // The report: Inter 17 at the A4 width less 2 × 56 pt. Pango on the same font file
        // (`pango_measure --font-file Fonts/Inter-Roman.var.ttf --size 17 --width 483.2756`)
        // wraps "A paragraph of a long report. " × 600 into 300 lines of
        // (2728 + 680) / 2816 × 17 = 20.574 pt; A4's 841.89 pt less 2 × 56 holds
        // ⌊729.89 / 20.574⌋ = 35 of them a page: 8 full pages and 20 lines on a ninth.
        #expect(pages.pageCount == 9)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairoPath)).count > 1000)
    }

    /// README's Label-drawing snippet (`ReadmeLabelDrawingSnippet`, compiled with LabelHost and
    /// TextRendering alone) draws the label it sizes.
    @Test func labelDrawsWithLabelHostAndTextRendering() throws {
        let path = NSTemporaryDirectory() + "readme-caption-\(ProcessInfo.processInfo.processIdentifier).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (label, frame, canvas) = try ReadmeLabelDrawingSnippet.run(captionPath: path)
        // The sentence is wider than 200 pt on one line and takes two (see `snippetsRun`): two
        // lines of body, the 17-pt system font: 17 × 2444/2048 = 20.287 pt the first (SF Pro's
        // metrics), 22 the second (body's HIG leading at Large), 42.287 ceiled to the label's
        // @2x pixels is 42.5 pt, 85 pixels at scale 2.
        #expect(frame.height == 42.5)
        #expect(frame.width <= 200)
        #expect(canvas.height == 85 && canvas.width == Int((frame.width * 2).rounded(.up)))
        // The glyphs are drawn: dark pixels in each line's half of the canvas.
        for rows in [0..<42, 42..<85] {
            #expect(rows.contains { y in (0..<canvas.width).contains { canvas.pixel(x: $0, y: y).red < 128 } })
        }
        #expect(label.lastLayoutError == nil)
        let png = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    /// The snippets between "README snippet" markers in `file` (a test source beside this one),
    /// the output paths substituted back.
    static func snippets(in source: String) -> [[String]] {
        var snippets: [[String]] = []
        var current: [String]? = nil
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line == "// README snippet " + "begin" { current = []; continue }
            if line == "// README snippet " + "end" { snippets.append(current ?? []); current = nil; continue }
            if current != nil {
                var code = line
                for (name, path) in [("pngPath", "journey.png"), ("pdfPath", "journey.pdf"), ("svgPath", "journey.svg"),
                                     ("reportPath", "report.pdf"), ("catalogPath", "Localizable.xcstrings"),
                                     ("captionPath", "caption.png")] {
                    code = code.replacingOccurrences(of: name, with: "\"\(path)\"")
                }
                current!.append(code)
            }
        }
        return snippets
    }

    /// The code between the markers above (and in `ReadmeLabelDrawingSnippet.swift`) is
    /// README's, line for line (imports aside: they are at the top of the files; the output
    /// paths are the only substitutions).
    @Test func readmeHoldsTheseSnippets() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let drawingSource = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("ReadmeLabelDrawingSnippet.swift"), encoding: .utf8)
        let readme = try String(contentsOf: here.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let snippets = Self.snippets(in: source)
        let drawingSnippets = Self.snippets(in: drawingSource)
        #expect(snippets.count == 11)
        #expect(drawingSnippets.count == 1)
        var blocks: [[String]] = []
        var block: [String]? = nil
        for raw in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line == "```swift" { block = []; continue }
            if line == "```", let b = block { blocks.append(b); block = nil; continue }
            if block != nil { block!.append(line.trimmingCharacters(in: .whitespaces)) }
        }
        let imports = Set(source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init))
        var readmeCode = blocks.map { $0.filter { !$0.hasPrefix("import ") && !$0.isEmpty } }
        // The drawing block stands where README puts it; it shows exactly its file's imports.
        let drawingCode = drawingSnippets.first?.filter { !$0.isEmpty } ?? []
        let drawingIndex = try #require(readmeCode.firstIndex(of: drawingCode), "README lacks the Label-drawing snippet")
        #expect(blocks[drawingIndex].filter { $0.hasPrefix("import ") } == ReadmeLabelDrawingSnippet.imports)
        readmeCode.remove(at: drawingIndex)
        var otherBlocks = blocks
        otherBlocks.remove(at: drawingIndex)
        #expect(readmeCode == snippets.map { $0.filter { !$0.isEmpty } })
        for line in otherBlocks.joined() where line.hasPrefix("import ") {
            #expect(imports.contains(line), "\(line) is missing here")
        }
    }
}
