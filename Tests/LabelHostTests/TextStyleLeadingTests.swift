import Testing
import Graphics
import RepresentableKit
import Typesetting
@testable import LabelHost

/// SwiftUI `Text` in a text-style font spaces its lines by the style's HIG leading: the first
/// line is the font's line height, each further line adds the leading (BehaviourReference,
/// "SwiftUI Text"). Fonts of no text style keep their line height, and so does a UILabel.
///
/// Independent sources: the system font's line height is SF Pro's, 2444/2048 of its size (SF
/// Pro's hhea at 2048 units per em: ascender 1950, descender −494, line gap 0), which the
/// stand-in's system-font profile reproduces; the HIG's
/// leading, Typography, "Dynamic Type sizes" (body 22 at Large, title1 68 at AX5, caption1 13
/// at xS); the iOS measurements of vinceplusplus/measurement-reader, MeasurementReaderTests.swift
/// (`Text` with no font modifier, body at Large, @3x).
@Suite("Text: text-style leading")
struct TextStyleLeadingTests {
    static func lineHeight(_ size: Double) -> Double { size * 2444 / 2048 }
    static func ceil3(_ x: Double) -> Double { ceilToPixels(x, scale: 3) }

    static func body() throws -> Font { try FontCollection.bundled().preferredFont(forTextStyle: .body) }

    /// `Text(string)` with no font modifier at @3x: the ideal size (the lines are hard breaks).
    func measured(_ string: String) throws -> Size {
        Text(try TextContent(string, font: try Self.body()), displayScale: 3).sizeThatFits(.unspecified)
    }

    @Test("measurement-reader, one line \"some really long text\": 20.3333 tall (17 × 2444/2048 = 20.287 → 20.3333)")
    func oneLine() throws {
        #expect(Self.lineHeight(17) == 20.287109375)
        #expect(try measured("some really long text").height == 61.0 / 3)  // 20.3333, as measured
    }

    @Test("measurement-reader, five lines: 20.287 + 4 × 22 = 108.287 → 108.3333")
    func fiveLines() throws {
        let expected = Self.ceil3(Self.lineHeight(17) + 4 * 22)
        #expect(expected == 325.0 / 3)  // 108.3333, as measured
        #expect(try measured("multiline\ntext\nsome\nfiller\nlines").height == expected)
    }

    @Test("measurement-reader, fourteen lines: 20.287 + 13 × 22 = 306.287 → 306.3333")
    func fourteenLines() throws {
        let expected = Self.ceil3(Self.lineHeight(17) + 13 * 22)
        #expect(expected == 919.0 / 3)  // 306.3333, as measured
        #expect(try measured("t\na\nl\nl\n\nr\ne\nc\nt\na\nn\ng\nl\ne").height == expected)
    }

    /// Two lines of `style` at `category`: the layout of "Line\nLine".
    func twoLines(_ style: Font.TextStyle, _ category: Font.ContentSizeCategory) throws -> TextLayout {
        let font = try FontCollection.bundled().preferredFont(forTextStyle: style, category: category)
        return try #require(try TextContent("Line\nLine", font: font).layout(width: nil, scale: 1))
    }

    @Test("title1 at AX5, two lines: 58 × 2444/2048 = 69.215 + 68 = 137.215; the second line 68 below the first")
    func title1AX5() throws {
        let layout = try twoLines(.title1, .accessibilityExtraExtraExtraLarge)
        #expect(layout.lines.count == 2)
        let first = Self.lineHeight(58)  // 69.2148: taller than the leading, 68
        #expect(abs(layout.size.height - (first + 68)) < 1e-9)
        #expect(abs(layout.lines[1].origin.y - 68) < 1e-9)
        #expect(abs((layout.lines[1].baseline - layout.lines[0].baseline) - 68) < 1e-9)
    }

    @Test("caption1 at xS, two lines: 11 × 2444/2048 = 13.127 + 13 = 26.127; the second line 13 below the first")
    func caption1XS() throws {
        let layout = try twoLines(.caption1, .extraSmall)
        #expect(layout.lines.count == 2)
        #expect(abs(layout.size.height - (Self.lineHeight(11) + 13)) < 1e-9)
        #expect(abs(layout.lines[1].origin.y - 13) < 1e-9)
    }

    @Test("a wrapped paragraph spaces its lines as hard breaks do: body at xxxL, 23 × 2444/2048 + 29 each further line")
    func wrappedLines() throws {
        let font = try FontCollection.bundled().preferredFont(forTextStyle: .body, category: .extraExtraExtraLarge)
        let content = try TextContent("Some text Some text Some text", font: font)
        let layout = try #require(try content.layout(width: 120, scale: 1))
        let n = Double(layout.lines.count)
        #expect(n >= 2)
        #expect(abs(layout.size.height - (Self.lineHeight(23) + (n - 1) * 29)) < 1e-9)
    }

    @Test(".system(size: 17) keeps its line height: five lines 5 × 20.287 = 101.436 → 101.6667")
    func fixedSizeKeepsLineHeight() throws {
        let font = try FontCollection.bundled().systemFont(ofSize: 17)
        #expect(font.textStyle == nil)
        let size = Text(try TextContent("multiline\ntext\nsome\nfiller\nlines", font: font), displayScale: 3).sizeThatFits(.unspecified)
        #expect(size.height == Self.ceil3(5 * Self.lineHeight(17)))
    }

    @Test("reserved lines follow the rule: lineLimit(3, reservesSpace: true) in body is 20.287 + 2 × 22 tall")
    func reservedLines() throws {
        let content = try TextContent("one", font: try Self.body(), lineLimit: 3, reservedLines: 3)
        #expect(abs(content.height(ofLines: 3, scale: 1) - (Self.lineHeight(17) + 44)) < 1e-9)
        #expect(Text(content, displayScale: 3).sizeThatFits(.unspecified).height == Self.ceil3(Self.lineHeight(17) + 44))
        // lineSpacing adds on top of the leading: 20.287 + 2 × (22 + 4).
        let spaced = try TextContent("one", font: try Self.body(), lineLimit: 3, reservedLines: 3, lineSpacing: 4)
        #expect(abs(spaced.height(ofLines: 3, scale: 1) - (Self.lineHeight(17) + 52)) < 1e-9)
    }

    @Test("Label and Text in body: both 20.287 + (n − 1) × 22 at every width")
    func labelVersusText() throws {
        let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."
        let font = try Self.body()
        let label = Label(font: font, text: quote)
        label.numberOfLines = 0
        label.scale = 3
        let text = Text(try TextContent(quote, font: font), displayScale: 3)
        let content = try TextContent(quote, font: font)
        var lineCounts = Set<Int>()
        for width in stride(from: 60.0, through: 1500, by: 30) {
            let proposal = ProposedViewSize(width: width, height: nil)
            let lines = try #require(try content.layout(width: width, scale: 1)).lines.count
            lineCounts.insert(lines)
            // Both: 20.287 + (n − 1) × 22 (body's HIG leading at Large). UILabel's rule from
            // pointfreeco/episode-code-samples episodes 37/39 (subheadline 15 pt, 3 to 6 lines:
            // 17.9 + (n − 1) × 20), SwiftUI's from vinceplusplus/measurement-reader (body, 5 and 14 lines).
            let n = Double(lines)
            #expect(layout(ViewAdaptor(label), in: proposal).size.height == Self.ceil3(Self.lineHeight(17) + (n - 1) * 22), "width \(width)")
            #expect(layout(text, in: proposal).size.height == Self.ceil3(Self.lineHeight(17) + (n - 1) * 22), "width \(width)")
        }
        #expect(lineCounts.contains(1) && lineCounts.count >= 6)
    }
}
