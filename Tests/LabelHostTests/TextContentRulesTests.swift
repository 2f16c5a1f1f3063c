import Testing
import Graphics
import Typesetting
@testable import LabelHost

/// `multilineTextAlignment` against the paragraph's direction: SwiftUI's `.leading` and
/// `.trailing` are edges relative to the writing direction (Apple's `TextAlignment`:
/// "leading" is the left in a left-to-right language and the right in a right-to-left one).
/// Widths from hb-shape with Inter at 2816 units per em: "Some text" 13508, "Some" 7564.
@Suite("Text alignment follows the text's direction")
struct TextDirectionTests {
    static let font: Font = { try! FontCollection.bundled().font(family: "Inter", size: 17) }()

    func layout(_ text: String, _ alignment: TextContent.MultilineTextAlignment) throws -> TextLayout {
        let content = try TextContent(text, font: Self.font, multilineTextAlignment: alignment)
        return try #require(try content.layout(width: nil, scale: 1))
    }

    @Test("the direction is the first strong character's (UAX #9 P2–P3)")
    func detection() {
        #expect(!TextContent.isRightToLeft("Some text"))
        #expect(TextContent.isRightToLeft("שלום עולם"))
        // Digits and spaces are weak or neutral: the Hebrew letter after them decides.
        #expect(TextContent.isRightToLeft("123 שלום"))
        #expect(!TextContent.isRightToLeft("abc שלום"))
        #expect(!TextContent.isRightToLeft(""))
        #expect(!TextContent.isRightToLeft("123"))
    }

    @Test("left-to-right: trailing is the right edge, leading the left")
    func leftToRight() throws {
        // Unbounded, the container is the widest line, "Some text": 13508 × 17 / 2816.
        // Right-aligned, "Some" starts (13508 − 7564) × 17 / 2816 = 35.884 from the left.
        let trailing = try layout("Some text\nSome", .trailing)
        let expected: Double = (13508.0 - 7564.0) * 17.0 / 2816.0
        let x: Double = trailing.lines[1].origin.x
        #expect(abs(x - expected) < 1e-9)
        let leading = try layout("Some text\nSome", .leading)
        #expect(leading.lines[1].origin.x == 0)
    }

    @Test("right-to-left: trailing is the left edge, leading the right")
    func rightToLeft() throws {
        let trailing = try layout("שלום עולם\nשלום", .trailing)
        #expect(trailing.lines.count == 2)
        // Both lines flush left.
        for line in trailing.lines { #expect(line.origin.x == 0) }
        let leading = try layout("שלום עולם\nשלום", .leading)
        // Both lines flush right: the shorter one starts right of 0.
        for line in leading.lines { #expect(abs(line.origin.x + line.width - leading.size.width) < 1e-9) }
        #expect(leading.lines[1].origin.x > 0)
    }
}

/// The height `lineLimit(n, reservesSpace: true)` and `lineLimit(a...b)` reserve: n lines of
/// the font (Inter's line, 3408 units at 2816 per em: fontTools, OS/2 typo metrics) with the
/// line spacing between them, the same as n laid-out lines of text in that font.
@Suite("Reserved lines on the engine")
struct ReservedLinesTests {
    static let font: Font = { try! FontCollection.bundled().font(family: "Inter", size: 17) }()
    static let line = 3408.0 * 17 / 2816  // 20.574

    @Test("n lines are n × lineHeight plus (n − 1) × lineSpacing, scaled")
    func heightOfLines() throws {
        let content = try TextContent("Some", font: Self.font, lineLimit: 4, reservedLines: 3, lineSpacing: 4)
        #expect(abs(content.height(ofLines: 3, scale: 1) - (3 * Self.line + 2 * 4)) < 1e-9)
        #expect(abs(content.height(ofLines: 3, scale: 0.5) - 0.5 * (3 * Self.line + 2 * 4)) < 1e-9)
        #expect(content.height(ofLines: 0, scale: 1) == 0)
        // Three laid-out lines of the same font and spacing are as tall.
        let three = try TextContent("Some\nSome\nSome", font: Self.font, lineSpacing: 4)
        let laidOut = try #require(try three.layout(width: nil, scale: 1))
        #expect(abs(laidOut.size.height - content.height(ofLines: 3, scale: 1)) < 1e-9)
    }

    @Test("reserved lines above the limit, or negative, are typed errors")
    func badReservedLines() {
        let font = Self.font
        #expect(throws: TextContentError.invalidReservedLines(5, lineLimit: 4)) {
            _ = try TextContent("x", font: font, lineLimit: 4, reservedLines: 5)
        }
        #expect(throws: TextContentError.invalidReservedLines(-1, lineLimit: nil)) {
            _ = try TextContent("x", font: font, reservedLines: -1)
        }
    }
}
