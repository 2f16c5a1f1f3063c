import Foundation
import Testing
@testable import Typesetting

/// Hit-testing: characterIndex(at:), caretRect(forCharacterAt:), selectionRects(for:).
@Suite("Engine: hit testing")
struct EngineHitTestingTests {
    /// Grapheme boundaries as UTF-16 offsets, from the Swift standard library's Character
    /// segmentation (independent of the engine's ICU-based analysis).
    static func graphemeBoundaries(_ s: String) -> [Int] {
        var result = [0]
        var offset = 0
        for c in s {
            offset += c.utf16.count
            result.append(offset)
        }
        return result
    }

    struct RoundTripCase: CustomTestStringConvertible, Sendable {
        var text: String
        var width: Double?
        var direction: WritingDirection = .natural
        var serif = false
        var testDescription: String { "\(text.debugDescription) at \(width.map { "\($0)" } ?? "∞")" }
    }

    static let roundTripCases: [RoundTripCase] = [
        // LTR English, unwrapped and wrapped (two lines at 150: see EngineWrappingTests).
        RoundTripCase(text: "Hello world, this is a test", width: nil),
        RoundTripCase(text: "Hello world, this is a test", width: 150),
        RoundTripCase(text: "The quick brown fox jumps over the lazy dog.", width: 100),
        // Arabic and English in an LTR paragraph, unwrapped and wrapped.
        RoundTripCase(text: "abc مرحبا def", width: nil),
        RoundTripCase(text: "Hello مرحبا بالعالم and more words here", width: 120),
        // An RTL paragraph (first strong character is Arabic) with English inside.
        RoundTripCase(text: "مرحبا بالعالم hello world", width: nil),
        RoundTripCase(text: "مرحبا بالعالم hello world and more", width: 100),
        // An LTR paragraph forced on text that starts with Arabic.
        RoundTripCase(text: "مرحبا abc", width: nil, direction: .leftToRight),
        // Emoji: single, skin tone, flag, ZWJ family, keycap.
        RoundTripCase(text: "Hi 😀👍🏽🇯🇵👨‍👩‍👧 1️⃣!", width: nil),
        RoundTripCase(text: "Hi 😀👍🏽🇯🇵👨‍👩‍👧 1️⃣! and more words", width: 80),
        // Combining marks (two UTF-16 units per cluster) and several paragraphs, one empty.
        RoundTripCase(text: "e\u{301}e\u{301} cafe\u{301}\none\n\nthree", width: nil),
        // Tabs.
        RoundTripCase(text: "a\tb\tc", width: nil),
        // A ligature over three clusters (Noto Serif's f_f_i: hb-shape NotoSerif-Regular.ttf
        // "office" gives one glyph with cluster 1 for "ffi").
        RoundTripCase(text: "office fish", width: nil, serif: true),
    ]

    // For every grapheme boundary b: characterIndex(at: midpoint of caretRect(b)) == b.
    @Test(arguments: roundTripCases)
    func caretRoundTrip(_ c: RoundTripCase) throws {
        var style = ParagraphStyle()
        style.baseWritingDirection = c.direction
        let font = c.serif ? try Fixture.collection.systemFont(ofSize: 17, design: .serif) : try Fixture.inter()
        let layout = try Fixture.layout(c.text, width: c.width, style: style, font: font)
        var seen: [Double: [Int]] = [:]
        for b in Self.graphemeBoundaries(c.text) {
            let rect = layout.caretRect(forCharacterAt: b)
            let mid = Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2)
            #expect(layout.characterIndex(at: mid) == b, "boundary \(b): caret \(rect)")
            #expect(rect.minX.isFinite && rect.minY.isFinite && rect.height > 0)
            seen[(rect.minY * 1000).rounded() + rect.minX / 1e6, default: []].append(b)
        }
        // No two boundaries share a caret position.
        #expect(seen.values.allSatisfy { $0.count == 1 }, "\(seen.filter { $0.value.count > 1 })")
    }

    // Caret x values against hand-summed hb-shape advances.
    // hb-shape --font-size=2816 Inter-Roman.var.ttf "Hello": H 2084, e 1640, l 668, l 668, o 1680.
    @Test func caretPositionsInHello() throws {
        let layout = try Fixture.layout("Hello", width: nil)
        let expectedUnits = [0, 2084, 2084 + 1640, 2084 + 1640 + 668, 2084 + 1640 + 668 + 668, 6740]
        for (offset, units) in expectedUnits.enumerated() {
            let rect = layout.caretRect(forCharacterAt: offset)
            #expect(close(rect.minX, Fixture.interPoints(units)), "offset \(offset)")
            #expect(rect.minY == 0)
            #expect(close(rect.height, Fixture.interLineHeight17))
            #expect(rect.width == 0)  // documented: a position, not a drawn caret
        }
    }

    // The nearest boundary: "e" spans 2084…3724 units, its middle is 2904 units.
    @Test func nearestBoundaryWithinACluster() throws {
        let layout = try Fixture.layout("Hello", width: nil)
        let y = Fixture.interLineHeight17 / 2
        #expect(layout.characterIndex(at: Point(x: Fixture.interPoints(2904) - 0.1, y: y)) == 1)
        #expect(layout.characterIndex(at: Point(x: Fixture.interPoints(2904) + 0.1, y: y)) == 2)
        // Beyond the edges: the text's start and end; far above and below: the only line.
        #expect(layout.characterIndex(at: Point(x: -50, y: -50)) == 0)
        #expect(layout.characterIndex(at: Point(x: 500, y: 500)) == 5)
    }

    // "Hello world, this is a test" at 150 wraps after "is " (offset 21, see
    // EngineWrappingTests). The wrap offset's caret is on line 2 (downstream), so a tap past
    // the end of line 1 gives 20, before the hanging space.
    @Test func wrappedLines() throws {
        let layout = try Fixture.layout("Hello world, this is a test", width: 150)
        try #require(layout.lineCount == 2)
        let h = Fixture.interLineHeight17
        let r21 = layout.caretRect(forCharacterAt: 21)
        #expect(r21.minX == 0 && close(r21.minY, h))
        #expect(layout.characterIndex(at: Point(x: 149, y: h / 2)) == 20)
        #expect(layout.characterIndex(at: Point(x: 149, y: h * 1.5)) == 27)
        #expect(layout.characterIndex(at: Point(x: 0, y: h * 1.5)) == 21)
        // y below the text goes to the last line, above it to the first.
        #expect(layout.characterIndex(at: Point(x: 0, y: 1000)) == 21)
        #expect(layout.characterIndex(at: Point(x: 0, y: -1000)) == 0)
    }

    // "abc مرحبا def" in an LTR paragraph. Hand computation:
    //   hb-shape --font-size=2816 Inter-Roman.var.ttf "abc ": 1588 + 1748 + 1572 + 792 = 5700 units
    //   → x_L = 5700 × 17/2816 (the Arabic word's left edge);
    //   hb-shape NotoSansArabic-Regular.ttf "مرحبا" (upem 1000), visual order
    //   ا 291 | ب 343 | ح 549 | ر 396 | م 525 = 2104 units → 2104 × 17/1000 = 35.768 pt wide,
    //   so x_R = x_L + 35.768.
    @Test func bidiCarets() throws {
        let layout = try Fixture.layout("abc مرحبا def", width: nil)
        let xL = Fixture.interPoints(5700)
        let xR = xL + 2104.0 * 17 / 1000
        // Offset 4 (first Arabic letter) follows an LTR space: the strong caret is that
        // space's trailing edge, the Arabic word's left edge.
        #expect(close(layout.caretRect(forCharacterAt: 4).minX, xL))
        // Offset 5: inside the RTL run, the leading (right) edge of ر = the left edge of م.
        #expect(close(layout.caretRect(forCharacterAt: 5).minX, xR - 525.0 * 17 / 1000))
        // Offset 9 (the space after the word) follows RTL text: its own leading (left) edge.
        #expect(close(layout.caretRect(forCharacterAt: 9).minX, xR))
        // Selecting the whole word is one span; "c مر" (2..<6) is two: "c " on the left and
        // م ر at the word's right end.
        let word = layout.selectionRects(for: 4..<9)
        try #require(word.count == 1)
        #expect(close(word[0].minX, xL) && close(word[0].maxX, xR))
        let mixed = layout.selectionRects(for: 2..<6)
        try #require(mixed.count == 2)
        #expect(close(mixed[0].minX, Fixture.interPoints(1588 + 1748)) && close(mixed[0].maxX, xL))
        #expect(close(mixed[1].minX, xR - (525.0 + 396) * 17 / 1000) && close(mixed[1].maxX, xR))
    }

    // A right-to-left paragraph is right-aligned by default ([D] natural alignment): in
    // 100 pt, "مرحبا" (2104 units of Noto Sans Arabic = 35.768 pt) spans 64.232…100. Its
    // start caret is at the right edge, its end caret at the left, and each letter's caret
    // at its right (leading) edge: م is the rightmost glyph (525 units), so offset 1 is at
    // 100 − 8.925.
    @Test func rightToLeftParagraphCarets() throws {
        let layout = try Fixture.layout("مرحبا", width: 100)
        let width = 2104.0 * 17 / 1000
        #expect(close(layout.caretRect(forCharacterAt: 0).minX, 100))
        #expect(close(layout.caretRect(forCharacterAt: 1).minX, 100 - 525.0 * 17 / 1000))
        #expect(close(layout.caretRect(forCharacterAt: 5).minX, 100 - width))
        let y = layout.lines[0].height / 2
        #expect(layout.characterIndex(at: Point(x: 99, y: y)) == 0)
        #expect(layout.characterIndex(at: Point(x: 10, y: y)) == 5)
        let all = layout.selectionRects(for: 0..<5)
        #expect(all.count == 1 && close(all[0].minX, 100 - width) && close(all[0].maxX, 100))
    }

    // Between lines (lineSpacing 10) a point goes to the nearer line.
    @Test func gapBetweenLines() throws {
        var style = ParagraphStyle()
        style.lineSpacing = 10
        let layout = try Fixture.layout("Hello world, this is a test", width: 150, style: style)
        let h = Fixture.interLineHeight17
        #expect(close(layout.lines[1].origin.y, h + 10))
        #expect(layout.characterIndex(at: Point(x: 0, y: h + 4)) == 0)   // nearer line 1
        #expect(layout.characterIndex(at: Point(x: 0, y: h + 6)) == 21)  // nearer line 2
        #expect(close(layout.caretRect(forCharacterAt: 21).minY, h + 10))
    }

    // Emoji: hb-shape NotoColorEmoji.ttf (upem 2048) gives 2550 units per emoji
    // cluster → 2550 × 17/2048 = 21.1669921875 pt (BehaviourReference: 21.17 pt at 17 pt).
    // "Hi " is 2084 + 668 + 792 = 3544 Inter units.
    @Test func emojiCarets() throws {
        let text = "Hi 😀👍🏽🇯🇵👨‍👩‍👧"
        let layout = try Fixture.layout(text, width: nil)
        let emoji = 2550.0 * 17 / 2048
        let starts = Self.graphemeBoundaries(text).suffix(5)  // before each emoji, and the end
        for (k, offset) in starts.enumerated() {
            #expect(close(layout.caretRect(forCharacterAt: offset).minX, Fixture.interPoints(3544) + Double(k) * emoji),
                    "offset \(offset)")
        }
        // An offset inside a cluster (between 👍 and its skin tone) snaps to the cluster start.
        let thumbs = 3 + 2  // "Hi " + 😀 (2 UTF-16 units)
        #expect(layout.caretRect(forCharacterAt: thumbs + 2) == layout.caretRect(forCharacterAt: thumbs))
    }

    // One rectangle per line for a range over two lines; none for an empty range.
    @Test func selectionAcrossLines() throws {
        let layout = try Fixture.layout("Hello world, this is a test", width: 150)
        let rects = layout.selectionRects(for: 6..<23)  // "world, this is " + "a "
        try #require(rects.count == 2)
        let h = Fixture.interLineHeight17
        // Line 1 from "w" (Hello␠ = 2084+1640+668+668+1680+792 = 7532 units) to the end of
        // the hanging space: "Hello world, this is " = 24284 + 792 = 25076 units (EngineWrappingTests).
        #expect(close(rects[0].minX, Fixture.interPoints(7532)) && close(rects[0].maxX, Fixture.interPoints(25076)))
        #expect(rects[0].minY == 0 && close(rects[0].height, h))
        // Line 2: "a " = 1588 + 792 units (hb-shape "a test": a 1588, space 792).
        #expect(rects[1].minX == 0 && close(rects[1].maxX, Fixture.interPoints(1588 + 792)))
        #expect(close(rects[1].minY, h))
        #expect(layout.selectionRects(for: 5..<5).isEmpty)
    }

    // A tail-truncated line: hidden offsets have their caret at the ellipsis; selecting
    // hidden text selects the ellipsis.
    @Test func truncatedLine() throws {
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let layout = try Fixture.layout("Hello world, this is a test", width: 60, numberOfLines: 1, style: style)
        let line = try #require(layout.lines.first)
        try #require(line.isTruncated)
        let visibleEnd = line.visibleUTF16Ranges[0].upperBound
        let ellipsisX = layout.caretRect(forCharacterAt: visibleEnd).minX
        #expect(layout.caretRect(forCharacterAt: 25).minX == ellipsisX)
        let rects = layout.selectionRects(for: 20..<27)
        try #require(rects.count == 1)
        // "…" is 2312 Inter units (hb-shape "…"), the line's last 2312 × 17/2816 points.
        #expect(close(rects[0].width, Fixture.interPoints(2312)))
        #expect(close(rects[0].maxX, line.width))
    }

    @Test func emptyLayout() throws {
        let layout = try Fixture.layout("", width: 100)
        #expect(layout.characterIndex(at: Point(x: 10, y: 10)) == 0)
        #expect(layout.caretRect(forCharacterAt: 0).minX == 0)
        #expect(layout.selectionRects(for: 0..<1).isEmpty)
    }
}
