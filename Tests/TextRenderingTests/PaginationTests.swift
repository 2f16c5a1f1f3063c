import Foundation
import Testing
import Graphics
import Typesetting
@testable import TextRendering

/// Flowing a long text onto pages: which lines go on which page (hand-computed with a fixed
/// line height), widows and orphans, and the PDF pdftotext reads page by page.
@Suite("Pagination: lines onto pages, never split")
struct PaginationTests {
    /// Inter 17 with every line exactly 20 pt tall: minimum = maximum line height = 20 clamps
    /// the natural 20.57 (Typesetting's article "Line height and baselines"), no spacing, so line k spans
    /// 20k…20(k + 1).
    static func fixedLayout(_ text: String, width: Double = 400) throws -> TextLayout {
        var style = ParagraphStyle()
        style.minimumLineHeight = 20
        style.maximumLineHeight = 20
        let layout = try PreparedText(text, font: try Fixture.inter(17), style: style).layout(width: width)
        for (k, line) in layout.lines.enumerated() {
            #expect(line.height == 20 && line.origin.y == Double(20 * k), "line \(k): \(line.frame)")
        }
        return layout
    }

    /// A page whose content area is 400 × `lines` × 20 pt (margins 10).
    static func setup(linesPerPage lines: Int, orphans: Int = 1, widows: Int = 1) -> PageSetup {
        PageSetup(pageSize: Size(width: 420, height: Double(20 * lines + 20)), margins: PageMargins(10), orphans: orphans, widows: widows)
    }

    /// Paragraphs of the given line counts: the lines of a paragraph are forced by U+2028
    /// (a line separator breaks the line, not the paragraph; UAX #14 class BK).
    static func paragraphs(_ counts: [Int]) -> String {
        counts.enumerated().map { p, n in (0..<n).map { "p\(p) line \($0)" }.joined(separator: "\u{2028}") }.joined(separator: "\n")
    }

    @Test("Five 20-pt lines fit a 100-pt page: 12 one-line paragraphs make pages of 5, 5 and 2")
    func plainBreaks() throws {
        let layout = try Self.fixedLayout(Self.paragraphs(Array(repeating: 1, count: 12)))
        #expect(try Self.setup(linesPerPage: 5).pages(of: layout) == [0..<5, 5..<10, 10..<12])
    }

    @Test("Widows, orphans, and the plain break when they cannot both hold",
          arguments: [
            // Paragraphs of 4 + 4 lines, 5 a page: plain, line 4 (B's first) is left alone at the bottom.
            ([4, 4], 1, 1, [0..<5, 5..<8]),
            ([4, 4], 2, 1, [0..<4, 4..<8]),      // orphans 2: B starts the next page
            // 6 + 2 lines: plain, A's last line is carried alone to page 2.
            ([6, 2], 1, 1, [0..<5, 5..<8]),
            ([6, 2], 1, 2, [0..<4, 4..<8]),      // widows 2: two of A's lines go over
            ([6, 2], 1, 3, [0..<3, 3..<8]),      // widows 3
            // One paragraph of 7 lines: widows 3 moves the break to 4; orphans 5 would then
            // leave an empty page, so the plain break stays.
            ([7], 1, 3, [0..<4, 4..<7]),
            ([7], 5, 3, [0..<5, 5..<7]),
          ] as [([Int], Int, Int, [Range<Int>])])
    func widowsAndOrphans(counts: [Int], orphans: Int, widows: Int, expected: [Range<Int>]) throws {
        let layout = try Self.fixedLayout(Self.paragraphs(counts))
        #expect(layout.lines.map(\.paragraphIndex) == counts.enumerated().flatMap { p, n in Array(repeating: p, count: n) })
        #expect(try Self.setup(linesPerPage: 5, orphans: orphans, widows: widows).pages(of: layout) == expected)
    }

    /// A page break in one paragraph of a million lines reads the page's lines and at most
    /// `widows` lines past it, not the paragraph: counted reads, for pages of 50 lines at
    /// three places in the paragraph (50 + 3 reads at most each, wherever the page is).
    @Test func breakReadsBoundedLines() {
        let setup = Self.setup(linesPerPage: 50, orphans: 2, widows: 3)
        for pageStart in [0, 500_000, 999_900] {
            var reads = 0
            let end = pageStart + 50
            let breakAt = setup.controlledBreak(lineCount: 1_000_000, paragraph: { _ in reads += 1; return 0 },
                                                pageStart: pageStart, before: end)
            // Plenty of the paragraph follows and precedes the break: it stays where it is.
            #expect(breakAt == end)
            #expect(reads <= 50 + 3 + 2, "\(reads) reads for a page at \(pageStart)")
        }
    }

    /// Each page's glyph text (what cairo maps glyphs to) is that page's text only, so a
    /// document's pages together copy the text once: for 60 one-line paragraphs on pages of
    /// 7 lines, the pages' units add up to the whole text's and each is its page's lines'.
    @Test func pageTextIsThePagesOwn() throws {
        let text = Self.paragraphs(Array(repeating: 1, count: 60))
        let layout = try Self.fixedLayout(text)
        let pages = try Self.setup(linesPerPage: 7).pages(of: layout)
        #expect(pages.count == 9)  // ⌈60 / 7⌉
        let utf16 = Array(text.utf16)
        var copied = 0
        for page in pages {
            let glyphText = GlyphText(layout, lines: page)
            let range = layout.lines[page.lowerBound].utf16Range.lowerBound..<layout.lines[page.upperBound - 1].utf16Range.upperBound
            #expect(glyphText.base == range.lowerBound && glyphText.units == Array(utf16[range]))
            copied += glyphText.units.count
        }
        #expect(copied == utf16.count)
    }

    @Test("A page that cannot hold one line is RenderError.pageTooSmall")
    func pageSmallerThanALine() throws {
        let layout = try Self.fixedLayout("One line")
        let setup = PageSetup(pageSize: Size(width: 420, height: 35), margins: PageMargins(10))   // 15 pt of room
        #expect(throws: RenderError.pageTooSmall(line: 0, lineHeight: 20, available: 15)) { try setup.pages(of: layout) }
        #expect(throws: RenderError.pageTooSmall(line: 0, lineHeight: 20, available: 15)) { _ = try TextRenderer().renderPages(layout, setup: setup) }
    }

    @Test("Bad margins, widows and orphans are RenderError.invalidPageSetup",
          arguments: [PageSetup(pageSize: PageSetup.a4, margins: PageMargins(-1)),
                      PageSetup(pageSize: PageSetup.a4, margins: PageMargins(.nan)),
                      PageSetup(pageSize: PageSetup.a4, margins: PageMargins(300)),   // 2 × 300 > 595.3 pt wide
                      PageSetup(pageSize: PageSetup.a4, widows: 0),
                      PageSetup(pageSize: PageSetup.a4, orphans: -2)])
    func badSetups(setup: PageSetup) throws {
        let layout = try Self.fixedLayout("Text")
        #expect {
            _ = try setup.pages(of: layout)
        } throws: { error in
            guard case RenderError.invalidPageSetup = error else { return false }
            return true
        }
    }

    @Test("At any page height, pages cover every line once, in order, and no line leaves its page",
          arguments: [37.0, 41.2, 60, 100, 333.3])   // the Arabic line is the tallest: (1374 + 738) / 1000 × 17 = 35.904 pt (hhea, font_metrics_reference.json)
    func pagesHoldWholeLines(height: Double) throws {
        // Natural line heights, line and paragraph spacing, and mixed fonts.
        var style = ParagraphStyle()
        style.lineSpacing = 3
        style.paragraphSpacing = 9
        let text = Fixture.paragraph + "\n" + "مرحبا بالعالم، هذا نص عربي. " + Fixture.paragraph + "\n日本語の文章。" + Fixture.paragraph
        let layout = try PreparedText(text, font: try Fixture.inter(17), style: style, fontCollection: try Fixture.fonts()).layout(width: 200)
        let setup = PageSetup(pageSize: Size(width: 240, height: height + 20), margins: PageMargins(10), orphans: 2, widows: 2)
        let pages = try setup.pages(of: layout)
        #expect(pages.first?.lowerBound == 0 && pages.last?.upperBound == layout.lineCount)
        for (a, b) in zip(pages, pages.dropFirst()) { #expect(a.upperBound == b.lowerBound && !a.isEmpty) }
        for page in pages {
            let top = layout.lines[page.lowerBound].origin.y
            for k in page { #expect(layout.lines[k].frame.maxY - top <= height + 1e-9, "line \(k) leaves its page") }
        }
    }

    @Test("pdftotext finds each page's lines, whole, on that page", .enabled(if: Poppler.isInstalled, Poppler.missingMessage))
    func pdfPages() throws {
        let text = (0..<6).map { _ in Fixture.paragraph }.joined(separator: "\n")
        let setup = PageSetup(pageSize: Size(width: 300, height: 260), margins: PageMargins(top: 30, left: 25, bottom: 30, right: 25), orphans: 2, widows: 2)
        let layout = try PreparedText(text, font: try Fixture.inter(13)).layout(width: setup.contentRect.width)
        let pages = try setup.pages(of: layout)
        try #require(pages.count >= 3)
        let file = TemporaryPath("pages.pdf")
        defer { file.remove() }
        try TextRenderer().renderPages(layout, setup: setup).write(to: file.path)
        // pdftotext ends every page with a form feed (U+000C).
        let extracted = try Poppler.text(ofPDF: file.path).components(separatedBy: "\u{0C}").dropLast()
        try #require(extracted.count == pages.count, "\(extracted.count) pages read, \(pages.count) drawn")
        for (page, read) in zip(pages, extracted) {
            let lines = read.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let expected = page.map { layout.text(ofLine: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
            #expect(lines == expected)
        }
    }
}
