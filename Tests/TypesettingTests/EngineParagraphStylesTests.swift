import Testing
@testable import Typesetting

/// Explicit tab stops (`ParagraphStyle.tabStops`, NSParagraphStyle.tabStops) and a paragraph
/// style per paragraph (`PreparedText(paragraphs:)`).
/// Widths are hand sums of hb-shape --font-size=2816 Inter-Roman.var.ttf advances (units,
/// × 17/2816 for points), as in EngineParagraphStyleTests: "a" 1588 units = 9.587 pt, "b"
/// 1748 units = 10.553 pt, "abcdefg" 10964 units = 66.188 pt, "Hello" 6740 units = 40.689 pt.
@Suite("Engine: tab stops and paragraph styles")
struct EngineParagraphStylesTests {
    static let b = Fixture.interPoints(1748)

    func width(_ text: String, _ configure: (inout ParagraphStyle) -> Void) throws -> Double {
        var style = ParagraphStyle()
        configure(&style)
        return try Fixture.layout(text, width: nil, style: style).lines[0].width
    }

    // NSParagraphStyle.tabStops: a tab goes to the first stop after the text before it; past
    // the last stop, to the next multiple of defaultTabInterval.
    //   [50], "a\tb": 9.587 → 50, width 50 + b.
    //   [50, 12] in any order, "a\tb": 9.587 → 12.
    //   [12, 50], "a\t\tb": 9.587 → 12 → 50 (strictly after 12).
    //   [50], "abcdefg\tb": 66.188 is past 50 → the next multiple of 28, 84; of 40, 80.
    @Test func explicitStops() throws {
        #expect(close(try width("a\tb") { $0.tabStops = [TextTab(location: 50)] }, 50 + Self.b))
        #expect(close(try width("a\tb") { $0.tabStops = [TextTab(location: 50), TextTab(location: 12)] }, 12 + Self.b))
        #expect(close(try width("a\t\tb") { $0.tabStops = [TextTab(location: 12), TextTab(location: 50)] }, 50 + Self.b))
        #expect(close(try width("abcdefg\tb") { $0.tabStops = [TextTab(location: 50)] }, 84 + Self.b))
        #expect(close(try width("abcdefg\tb") {
            $0.tabStops = [TextTab(location: 50)]
            $0.defaultTabInterval = 40
        }, 80 + Self.b))
    }

    // A stop's location is measured from the container's leading edge (NSTextTab.location:
    // from the leading margin), as the implicit stops are (EngineParagraphStyleTests.tabs:
    // 20 + 9.59 → 56): with a 20 pt indent, 20 + 9.587 → 50, and the glyph after the tab is
    // drawn at x = 50. Wrapping measures the line the same way: at 40 pt without an indent,
    // "a\tb" is 50 + b wide, so "b" wraps.
    @Test func explicitStopsDrawnAndWrapped() throws {
        var style = ParagraphStyle()
        style.tabStops = [TextTab(location: 50)]
        style.firstLineHeadIndent = 20
        let layout = try Fixture.layout("a\tb", width: nil, style: style)
        let glyph = try #require(layout.glyphRuns(forLine: 0).flatMap { zip($0.clusters, $0.positions) }.first { $0.0 == 2 })
        #expect(close(glyph.1.x, 50))
        style.firstLineHeadIndent = 0
        let wrapped = try Fixture.layout("a\tb", width: 40, style: style)
        #expect(Fixture.ranges(wrapped) == [0..<2, 2..<3])
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func invalidStops(location: Double) throws {
        var style = ParagraphStyle()
        style.tabStops = [TextTab(location: 10), TextTab(location: location)]
        // LayoutError's == treats a NaN value as equal to itself (LayoutErrorTests).
        #expect(throws: LayoutError.invalidStyle(field: "tabStops", value: location)) {
            _ = try Fixture.prepare("a\tb", style: style)
        }
    }

    static func paragraphs(_ styles: [ParagraphStyle], text: String = "Hello") throws -> PreparedText {
        let font = try Fixture.inter()
        return try PreparedText(paragraphs: styles.map { PreparedText.Paragraph(text, font: font, style: $0) },
                                fontCollection: Fixture.collection)
    }

    // Each paragraph is aligned by its own style (NSTextAlignment: x = (W − w)/2 centred,
    // W − w right-aligned, W = 100, w = 40.689), and the text is the paragraphs joined by LF.
    @Test func alignmentPerParagraph() throws {
        var center = ParagraphStyle(), right = ParagraphStyle()
        center.alignment = .center
        right.alignment = .right
        let prepared = try Self.paragraphs([center, right])
        #expect(prepared.string == "Hello\nHello")
        #expect(prepared.style == center)
        #expect(prepared.paragraphs.map(\.style) == [center, right])
        let layout = try prepared.layout(width: 100)
        let w = Fixture.interPoints(6740)
        #expect(Fixture.ranges(layout) == [0..<6, 6..<11])
        #expect(close(layout.lines[0].origin.x, (100 - w) / 2))
        #expect(close(layout.lines[1].origin.x, 100 - w))
    }

    // Between two paragraphs: the first one's lineSpacing (3) and paragraphSpacing (10), then
    // the second one's paragraphSpacingBefore (4): y = 20.574 + 17. The first one's
    // paragraphSpacingBefore (100) and the second one's paragraphSpacing (50) fall outside the
    // text, so the height is two lines (20.574 each, Fixture.interLineHeight17) + 17.
    @Test func spacingPerParagraph() throws {
        var first = ParagraphStyle(), second = ParagraphStyle()
        first.lineSpacing = 3
        first.paragraphSpacing = 10
        first.paragraphSpacingBefore = 100
        second.paragraphSpacingBefore = 4
        second.paragraphSpacing = 50
        let layout = try Self.paragraphs([first, second]).layout(width: 100)
        #expect(layout.lines[0].origin.y == 0)
        #expect(close(layout.lines[1].origin.y, Fixture.interLineHeight17 + 17))
        #expect(close(layout.size.height, 2 * Fixture.interLineHeight17 + 17))
    }

    // Tabs and wrapping per paragraph: "a\tb" is 28 + b wide with the default stops and 40 + b
    // with a 40 pt interval; `.byCharWrapping` in the second paragraph only.
    @Test func tabsAndWrappingPerParagraph() throws {
        var wide = ParagraphStyle()
        wide.defaultTabInterval = 40
        let layout = try Self.paragraphs([ParagraphStyle(), wide], text: "a\tb").layout()
        #expect(close(layout.lines[0].width, 28 + Self.b))
        #expect(close(layout.lines[1].width, 40 + Self.b))
        // "a bcd" (hb-shape: a 1588, space 792, b 1748, c 1572, d 1748 units) at 35 pt =
        // 5790.6 units: by words "a bcd" (7448) does not fit, "bcd" (5068) does: "a " | "bcd";
        // by characters "a bc" (5700) fits and "a bcd" does not: "a bc" | "d". The second
        // paragraph (from offset 6) wraps by characters.
        var chars = ParagraphStyle()
        chars.lineBreakMode = .byCharWrapping
        let mixed = try Self.paragraphs([ParagraphStyle(), chars], text: "a bcd").layout(width: 35)
        #expect(Fixture.ranges(mixed) == [0..<2, 2..<6, 6..<10, 10..<11])
    }

    // The last visible line is truncated by its own paragraph's mode: byTruncatingHead puts
    // the ellipsis before the text (index 0 of the visible ranges), byTruncatingTail after it.
    @Test func truncationByTheLastLinesParagraph() throws {
        var head = ParagraphStyle(), tail = ParagraphStyle()
        head.lineBreakMode = .byTruncatingHead
        tail.lineBreakMode = .byTruncatingTail
        let headFirst = try Self.paragraphs([head, tail]).layout(width: 100, numberOfLines: 1)
        #expect(headFirst.isTruncated && headFirst.lines[0].ellipsisPosition == 0)
        let tailFirst = try Self.paragraphs([tail, head]).layout(width: 100, numberOfLines: 1)
        #expect(tailFirst.isTruncated && tailFirst.lines[0].ellipsisPosition == 1)
    }

    // Paragraph texts may hold paragraph breaks: each piece takes the style. An empty last
    // paragraph adds no line (an LF at the end of a text starts no paragraph).
    @Test func paragraphBreaksInsideAndEmptyLast() throws {
        let font = try Fixture.inter()
        var right = ParagraphStyle()
        right.alignment = .right
        let prepared = try PreparedText(paragraphs: [
            .init("a\nb", font: font, style: right), .init("c", font: font), .init("", font: font, style: right),
        ], fontCollection: Fixture.collection)
        #expect(prepared.string == "a\nb\nc\n")
        #expect(prepared.paragraphs.map(\.style.alignment) == [.right, .right, .natural])
    }
}
