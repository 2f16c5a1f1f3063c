import Foundation
import Testing
import Graphics
import Typesetting
import LabelHost
import RepresentableKit
import TextRendering
import Localization
import Scenes
import CCairo

/// The Swift snippets of README and of the DocC articles (getting started, PDF and SVG, rich
/// text, the adaptor, SwiftUI layout, text views, fit, line height, the Open Graph card, a
/// layout test at several widths, geometry), compiled together in one function as a reader
/// would paste them into one file, run, and checked against independent numbers.
/// `documentsHoldTheseSnippets` checks that each file still shows this code.
@Suite("README's and the articles' Swift snippets compile together and give the documented numbers")
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
        let cairoPath = base + "-cairo.pdf", cardPath = base + "-card.png", rowPath = base + "-row.pdf"
        // The scene the layout-test recipe reads (it names it from the package root).
        let settingsPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes/settings-screen.json").path
        defer { for path in [pngPath, pdfPath, svgPath, reportPath, cairoPath, cardPath, rowPath] { try? FileManager.default.removeItem(atPath: path) } }
        // The caller's own cairo context, on a PDF surface of its own (US Letter).
        let surface = try #require(cairo_pdf_surface_create(cairoPath, 612, 792))
        let cr = try #require(cairo_create(surface))
        // snippet begin: README.md, Sources/Typesetting/Typesetting.docc/GettingStarted.md
        let fonts = try FontCollection.bundled()
        let font = try fonts.systemFont(ofSize: 17, weight: .regular)   // Inter, standing in for SF Pro
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let prepared = try PreparedText("To love the journey is to accept no such end.", font: font, style: style)
        let textLayout = try prepared.layout(width: 200, numberOfLines: 2)  // re-wrapping never re-shapes
        print(textLayout.size, textLayout.lines.map(\.width), textLayout.isTruncated)
        // snippet end
        // snippet begin: README.md
        let canvas = try TextRenderer().render(textLayout, scale: 2, background: .white)
        try canvas.writePNG(to: pngPath)
        // snippet end
        // snippet begin: README.md, Sources/Scenes/Scenes.docc/RenderAViewToAnImage.md
        let row = HStack {
            Text("Settings").font(.headline).foregroundColor(.secondary).lineLimit(1)
            RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 24, height: 24)
        }
        var renderer = ImageRenderer(content: row)
        renderer.scale = 3                      // device pixels a point; 1 by default
        let image = try renderer.pngData()      // the layout's size × 3, in whole pixels
        try renderer.write(to: rowPath)       // .png, .pdf or .svg, by the extension
        // snippet end
        // snippet begin: Sources/TextRendering/TextRendering.docc/RenderToPDFAndSVG.md
        let pdf = try TextRenderer().renderDocument(textLayout, format: .pdf, background: .white)
        try pdf.write(to: pdfPath)
        try TextRenderer().write(textLayout, to: svgPath)   // the format from the extension
        // snippet end
        // snippet begin: Sources/TextRendering/TextRendering.docc/RenderToPDFAndSVG.md
        let setup = PageSetup(pageSize: PageSetup.a4, margins: PageMargins(56), orphans: 2, widows: 2)
        let report = try PreparedText(String(repeating: "A paragraph of a long report. ", count: 600), font: font)
        let pages = try TextRenderer().renderPages(report.layout(width: setup.contentRect.width), setup: setup)
        try pages.write(to: reportPath)
        print(pages.pageCount)   // 9: 300 lines, 35 a page, never split
        // snippet end
        // snippet begin: Sources/TextRendering/TextRendering.docc/RenderToPDFAndSVG.md
        // cr: your cairo_t * (an OpaquePointer in Swift), on any surface of yours
        var context = CairoContext(borrowing: cr)
        try context.draw(textLayout, at: Point(x: 72, y: 72), debug: true)
        // snippet end
        // snippet begin: Sources/Typesetting/Typesetting.docc/RichText.md
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
        // snippet end
        // snippet begin: Sources/Typesetting/Typesetting.docc/RichText.md
        let plainStyle = try TextContent("", font: try FontCollection.bundled().systemFont(ofSize: 17))
        let price = Text(markdown: "~~49 €~~ ", style: plainStyle) + Text(markdown: "**39 €**", style: plainStyle).monospacedDigit()
        print(price.sizeThatFits(.unspecified))   // (81.5 × 21.0): "39 €" bold, tabular digits
        // snippet end
        // snippet begin: README.md, Sources/LabelHost/LabelHost.docc/HostALabelInTheAdaptor.md, Sources/RepresentableKit/RepresentableKit.docc/GettingStarted.md
        let label = try Label(text: "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one.")
        label.numberOfLines = 0
        let root = ViewAdaptor(label).padding()
        let result = layout(root, in: ProposedViewSize(width: 390, height: nil))
        print(result.size)   // (390.0 × 113.5): 358 wide, four lines of the 17-pt system font (4 × 20.287 = 81.15 → 81.5), plus 16 on each side
        // snippet end
        // snippet begin: Sources/RepresentableKit/RepresentableKit.docc/SwiftUILayout.md
        let original = MultiPassAdaptor(label).driver(proposal: ProposedViewSize(width: 390, height: nil)) { $0.padding() }
        let outcome = original.run(from: nil)
        print(outcome.placement.result.size, outcome.passes)   // (390.0 × 113.5) 2: the one-pass size, on the second pass
        // snippet end
        // snippet begin: Sources/LabelHost/LabelHost.docc/TextViewsAndExclusionPaths.md
        let view = try TextView(text: "The quick brown fox jumps over the lazy dog")
        view.isScrollEnabled = false
        print(view.sizeThatFits(Size(width: 210, height: .infinity)))   // (192.0 × 58.5): two lines of body (20.287 + 22) + 16
        print(ViewAdaptor(view).sizeThatFits(ProposedViewSize(width: 210, height: nil)))   // (210.0 × 58.5)
        // snippet end
        // snippet begin: Sources/Localization/Localization.docc/GettingStarted.md
        let catalog = try CatalogReader().read(catalogPath)
        let checker = FitChecker(base: FitLabel(width: 200), fontCollection: try FontCollection.bundled())
        let fitReport = checker.check([catalog])
        for result in fitReport.worstFirst where result.status == .fail {
            print(result.string.language, result.string.variantName, result.problems)
        }
        // snippet end
        // snippet begin: README.md
        let measurer = try TextMeasurer()   // share one across threads and tasks
        let cellFont = try measurer.fontCollection.systemFont(ofSize: 17)
        for width in [120.0, 200.0, 320.0] {
            let cell = try measurer.measure("Ein Satz, der für jede Breite neu umbrochen wird.", font: cellFont, width: width)
            print(width, cell.size, cell.lineCount, cell.isTruncated)   // UILabel's sizeThatFits, numberOfLines = 0
        }
        // snippet end
        // snippet begin: Sources/Typesetting/Typesetting.docc/LineHeightAndBaselines.md
        let gridFont = try FontCollection.bundled().systemFont(ofSize: 17)
        var grid = ParagraphStyle()
        grid.minimumLineHeight = 24
        grid.maximumLineHeight = 24
        grid.baselinePlacement = .halfLeading
        let mixed = try PreparedText("Save · सहेजें · บันทึก · حفظ · 保存", font: gridFont, style: grid)
        print(try mixed.layout(width: 120).lines.map(\.height))   // every line 24
        // snippet end
        // snippet begin: Sources/TextRendering/TextRendering.docc/OpenGraphCard.md
        let bold = try FontCollection.bundled().systemFont(ofSize: 40, weight: .bold)
        var titleStyle = ParagraphStyle()
        titleStyle.lineBreakMode = .byTruncatingTail
        let title = try PreparedText("Text measurement that behaves the way UIKit sizes text, on Linux, with real glyphs", font: bold, style: titleStyle)
        let titleLayout = try title.layout(width: 520, numberOfLines: 3)
        var card = CanvasContext(try Canvas(size: Size(width: 600, height: 315), scale: 2, background: .white))
        try card.draw(titleLayout, at: Point(x: 40, y: 40))
        try card.canvas.writePNG(to: cardPath)   // 1200 × 630 px
        // snippet end
        // snippet begin: Sources/Scenes/Scenes.docc/LayoutTestAtSeveralWidths.md
        var screen = try Scene(json: String(contentsOfFile: settingsPath, encoding: .utf8), fonts: try FontCollection.bundled())
        for width in [375.0, 393.0, 430.0] {
            screen.proposal = ProposedViewSize(width: width, height: nil)
            let frames = screen.layout()
            let titleFrame = frames.frame(id: "title")
            print(width, frames.size, titleFrame?.rect.size ?? .zero)   // the screen is as wide as proposed
        }
        // snippet end
        // snippet begin: Sources/Graphics/Graphics.docc/GettingStarted.md
        let lineHeight = 17.0 * 2444 / 2048                // the 17-pt system font's line, 20.287 pt
        print(ceilToPixels(lineHeight, scale: 2))          // 20.5: the next half point at @2x
        print(ceilToPixels(lineHeight, scale: 3))          // 20.3333…: the next third at @3x
        // snippet end

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
        let (width, height) = ImageRendererTests.pngSize([UInt8](png))
        #expect(width == canvas.width && height == canvas.height)
        // Four lines of UILabel's default font, systemFont(ofSize: 17) (UIKit documentation,
        // UILabel.font; no text style, so lines are the font's line height apart) = 4 × 20.287 =
        // 81.148, ceiled to @2x pixels = 81.5, plus 16 + 16 padding (SwiftUI's default
        // padding); the width is the proposal, 390.
        #expect(4 * line > 81 && 4 * line <= 81.5)
        #expect(result.size == Size(width: 390, height: 81.5 + 32))
        // The original multi-pass adaptor: pass 1 measures the label for the reader's 358 × 10
        // (a nil height is 10) and stores 358 × 81.5; pass 2 reports the same, so it stops there
        // (MultiPassAdaptor's documented pass count), on the one-pass size.
        #expect(outcome.converged)
        #expect(outcome.passes == 2)
        #expect(outcome.state == Size(width: 358, height: 81.5))
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
        // The measurer (README): with UILabel's rules it answers what a hand-built Label with
        // numberOfLines = 0 answers for sizeThatFits(width × ∞) (TextMeasurer's documented rule:
        // it asks a Label, restating none of its rules), within the width; the sentence is
        // 49 clusters, wider than 120 pt on one line, so at 120 pt it takes more than one line
        // of the 17-pt system font (lines 17 × 2444/2048 = 20.287 pt apart).
        let cellLabel = Label(font: cellFont, text: "Ein Satz, der für jede Breite neu umbrochen wird.")
        cellLabel.numberOfLines = 0
        for width in [120.0, 200.0, 320.0] {
            let m = try measurer.measure("Ein Satz, der für jede Breite neu umbrochen wird.", font: cellFont, width: width)
            #expect(m.size == cellLabel.sizeThatFits(Size(width: width, height: .infinity)))
            #expect(m.size.width <= width && !m.isTruncated)
            #expect(m.size.height >= Double(m.lineCount) * 17 * 2444 / 2048)
        }
        #expect(try measurer.measure("Ein Satz, der für jede Breite neu umbrochen wird.", font: cellFont, width: 120).lineCount > 1)
        // The row (README, "Render a view to an image"): the PNG is the layout's size × 3 in
        // whole pixels (ImageRenderer's rule, BehaviourReference "SwiftUI views and
        // ImageRenderer"); an HStack is at least its badge's 24 pt tall and wider than the badge
        // plus the default spacing of 8 pt; the PDF is a whole file (ISO 32000-1 §7.5.2).
        let rowSize = try renderer.layout().size
        let (rowWidth, rowHeight) = ImageRendererTests.pngSize([UInt8](image))
        #expect(Array(image.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(rowWidth == Int((rowSize.width * 3 - 1e-9).rounded(.up)) && rowHeight == Int((rowSize.height * 3 - 1e-9).rounded(.up)))
        #expect(rowSize.height >= 24 && rowSize.width > 24 + 8)
        #expect(try Data(contentsOf: URL(fileURLWithPath: rowPath)).starts(with: Data("%PDF-".utf8)))
        // The fixed line height: TextKit's clamp(natural, minimumLineHeight, maximumLineHeight)
        // (README "Line height and baselines", NSParagraphStyle) gives every line 24 when both are
        // 24, whichever fallback font a line holds; without them the scripts' fonts give lines of
        // more than one height (Noto Sans Devanagari's and Thai's ascenders and descenders are
        // larger than the system font's, so the lines holding them are taller).
        let gridLines = try mixed.layout(width: 120).lines
        #expect(gridLines.count > 1)
        #expect(gridLines.allSatisfy { $0.height == 24 })
        let natural = try PreparedText("Save · सहेजें · บันทึก · حفظ · 保存", font: gridFont).layout(width: 120).lines
        #expect(Set(natural.map(\.height)).count > 1)
        // The Open Graph card: 600 × 315 pt at 2 pixels a point is 1200 × 630 px, whatever the
        // title; the title is cut to three lines of the 40-pt system font, 40 × 2444/2048 =
        // 47.734 pt each (SF Pro's line height), so 143.2 pt, inside the card below y = 40.
        #expect(card.canvas.width == 1200 && card.canvas.height == 630)
        #expect(titleLayout.lineCount == 3)
        #expect(abs(titleLayout.size.height - 3 * 40 * 2444 / 2048) < 1e-9)
        let cardPNG = try Data(contentsOf: URL(fileURLWithPath: cardPath))
        #expect(ImageRendererTests.pngSize([UInt8](cardPNG)) == (1200, 630))
        // The layout test: the settings screen is as wide as proposed (its toolbar and bottom
        // bar are HStacks with spacers, and a Spacer takes the whole proposed length along its
        // stack's axis: BehaviourReference "SwiftUI layout"); the title has a frame at each width.
        for width in [375.0, 393.0, 430.0] {
            screen.proposal = ProposedViewSize(width: width, height: nil)
            let frames = screen.layout()
            #expect(frames.size.width == width)
            #expect(frames.frame(id: "title") != nil)
        }
        // Geometry: ⌈20.287 × 2⌉ / 2 = 41 / 2 and ⌈20.287 × 3⌉ / 3 = 61 / 3.
        #expect(ceilToPixels(lineHeight, scale: 2) == 20.5)
        #expect(abs(ceilToPixels(lineHeight, scale: 3) - 61.0 / 3) < 1e-12)
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
        // lines of UILabel's default font, systemFont(ofSize: 17) (UIKit documentation,
        // UILabel.font), each 17 × 2444/2048 = 20.287 pt (SF Pro's metrics; no text style, so
        // no HIG leading): 40.574 ceiled to the label's @2x pixels is 41 pt, 82 pixels at scale 2.
        #expect(frame.height == 41)
        #expect(frame.width <= 200)
        #expect(canvas.height == 82 && canvas.width == Int((frame.width * 2).rounded(.up)))
        // The glyphs are drawn: dark pixels in each line's half of the canvas.
        for rows in [0..<41, 41..<82] {
            #expect(rows.contains { y in (0..<canvas.width).contains { canvas.pixel(x: $0, y: y).red < 128 } })
        }
        #expect(label.lastLayoutError == nil)
        let png = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    /// A snippet between "snippet begin: FILE, FILE…" and "snippet end" markers: the files (paths
    /// from the package root) that show it, and its code with the output paths substituted back.
    struct Snippet {
        var files: [String]
        var code: [String]
    }

    /// The snippets between the markers in `source` (a test source beside this one).
    static func snippets(in source: String) -> [Snippet] {
        var snippets: [Snippet] = []
        var current: Snippet? = nil
        let begin = "// snippet " + "begin: ", end = "// snippet " + "end"
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix(begin) {
                let files = line.dropFirst(begin.count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                current = Snippet(files: files, code: [])
                continue
            }
            if line == end, let snippet = current { snippets.append(snippet); current = nil; continue }
            if current != nil {
                var code = line
                for (name, path) in [("pngPath", "journey.png"), ("pdfPath", "journey.pdf"), ("svgPath", "journey.svg"),
                                     ("reportPath", "report.pdf"), ("catalogPath", "Localizable.xcstrings"),
                                     ("captionPath", "caption.png"), ("cardPath", "card.png"), ("rowPath", "row.pdf"),
                                     ("settingsPath", "Tests/Scenes/settings-screen.json")] {
                    code = code.replacingOccurrences(of: name, with: "\"\(path)\"")
                }
                current!.code.append(code)
            }
        }
        return snippets
    }

    /// The ```swift blocks of a Markdown file, each line trimmed.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var block: [String]? = nil
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line == "```swift" { block = []; continue }
            if line == "```", let b = block { blocks.append(b); block = nil; continue }
            if block != nil { block!.append(line.trimmingCharacters(in: .whitespaces)) }
        }
        return blocks
    }

    /// Code without its imports and blank lines, as compared.
    static func body(_ lines: [String]) -> [String] {
        lines.filter { !$0.hasPrefix("import ") && !$0.isEmpty }
    }

    /// The code between the markers above (and in `ReadmeLabelDrawingSnippet.swift`) is shown,
    /// line for line, in each file its marker names (imports aside: they are at the top of the
    /// files; the output paths are the only substitutions). README's Swift blocks are exactly
    /// its snippets here, in order, so every Swift example README shows is compiled and run.
    @Test func documentsHoldTheseSnippets() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: here, encoding: .utf8)
        let drawingSource = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("ReadmeLabelDrawingSnippet.swift"), encoding: .utf8)
        let snippets = Self.snippets(in: source)
        let drawingSnippets = Self.snippets(in: drawingSource)
        #expect(snippets.count == 17)
        #expect(drawingSnippets.count == 1)
        func text(_ file: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        }
        // README: its Swift blocks are this file's README snippets, in order, and nothing else.
        let readmeBlocks = Self.swiftBlocks(in: try text("README.md"))
        #expect(readmeBlocks.map(Self.body) == snippets.filter { $0.files.contains("README.md") }.map { Self.body($0.code) })
        let imports = Set(source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init))
        for line in readmeBlocks.joined() where line.hasPrefix("import ") {
            #expect(imports.contains(line), "\(line) is missing here")
        }
        // Every other file shows each of its snippets as one block.
        for snippet in snippets + drawingSnippets {
            #expect(!snippet.files.isEmpty)
            for file in snippet.files where file != "README.md" {
                let blocks = Self.swiftBlocks(in: try text(file)).map(Self.body)
                #expect(blocks.contains(Self.body(snippet.code)), "\(file) lacks the snippet beginning \(snippet.code.first ?? "")")
            }
        }
        // The drawing block shows exactly its file's imports.
        let drawing = try #require(drawingSnippets.first)
        for file in drawing.files {
            let blocks = Self.swiftBlocks(in: try text(file))
            let block = try #require(blocks.first { Self.body($0) == Self.body(drawing.code) })
            #expect(block.filter { $0.hasPrefix("import ") } == ReadmeLabelDrawingSnippet.imports)
        }
    }
}
