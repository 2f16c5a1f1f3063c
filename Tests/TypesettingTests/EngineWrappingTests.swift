import Testing
@testable import Typesetting

/// Greedy wrapping at a width, against hand computations from hb-shape advances.
///
/// hb-shape --font-size=2816 Inter-Roman.var.ttf "The quick brown fox jumps over the lazy dog."
/// gives (units, kerning included; Inter's unitsPerEm is 2816):
///   The 1808+1664+1640 = 5112     quick 1716+1636+668+1572+1532 = 7124
///   brown 1748+1000+1628+2288+1648 = 8312     fox 952+1616+1520 = 4088
///   jumps 668+1636+2448+1716+1472 = 7940      over 1624+1512+1640+1048 = 5824
///   the 1056+1664+1640 = 4360     lazy 668+1588+1524+1568 = 5348
///   dog. 1748+1680+1716+776 = 5920             space 792
/// A width of W points is W × 2816/17 units.
@Suite("Engine: wrapping")
struct EngineWrappingTests {
    static let sentence = "The quick brown fox jumps over the lazy dog."

    struct Expected: Sendable, CustomTestStringConvertible {
        var width: Double
        /// Each line's UTF-16 range (hanging space included) and its width in units (without it).
        var lines: [(Range<Int>, Int)]
        var testDescription: String { "width \(width)" }
    }

    static let sentenceCases: [Expected] = [
        // 100 pt = 16564.7 units.
        //   "The quick" 5112+792+7124 = 13028; + " brown" = 22132 > 16564 → break after "quick ".
        //   "brown fox" 8312+792+4088 = 13192; + " jumps" = 21924 > → break after "fox ".
        //   "jumps over" 7940+792+5824 = 14556; + " the" = 19708 > → break after "over ".
        //   "the lazy" 4360+792+5348 = 10500; + " dog." = 17212 > → break after "lazy ".
        //   "dog." 5920.
        Expected(width: 100, lines: [(0..<10, 13028), (10..<20, 13192), (20..<31, 14556), (31..<40, 10500), (40..<44, 5920)]),
        // 150 pt = 24847.1 units.
        //   "The quick brown" 22132; + " fox" = 27012 > → break after "brown ".
        //   "fox jumps over the" 4088+792+7940+792+5824+792+4360 = 24588 ≤ 24847; + " lazy" = 30728 >.
        //   "lazy dog." 5348+792+5920 = 12060.
        Expected(width: 150, lines: [(0..<16, 22132), (16..<35, 24588), (35..<44, 12060)]),
        // 250 pt = 41411.8 units.
        //   "The quick brown fox jumps" 5112+7124+8312+4088+7940 + 4×792 = 35744; + " over" = 42360 >.
        //   "over the lazy dog." 5824+4360+5348+5920 + 3×792 = 23828.
        Expected(width: 250, lines: [(0..<26, 35744), (26..<44, 23828)]),
    ]

    @Test(arguments: sentenceCases)
    func sentenceAtThreeWidths(_ c: Expected) throws {
        let layout = try Fixture.layout(Self.sentence, width: c.width)
        #expect(Fixture.ranges(layout) == c.lines.map(\.0))
        for (line, (_, units)) in zip(layout.lines, c.lines) {
            #expect(close(line.width, Fixture.interPoints(units)), "\(line.utf16Range)")
            #expect(line.origin.x == 0)
        }
        // Height for the default style = lines × the font's lineHeight (Inter 17: 3408 × 17/2816).
        #expect(close(layout.size.height, Double(c.lines.count) * Fixture.interLineHeight17))
        // Width = the widest line.
        #expect(close(layout.size.width, Fixture.interPoints(c.lines.map(\.1).max()!)))
    }

    // Exactly at a line's width it still fits; a hair less and the last word moves down.
    // "fox jumps over the" = 24588 units = 148.43607954545453 pt (see above).
    @Test func fitIsInclusive() throws {
        let exact = Fixture.interPoints(24588)
        let fits = try Fixture.layout("fox jumps over the", width: exact)
        #expect(fits.lineCount == 1)
        let tooNarrow = try Fixture.layout("fox jumps over the", width: exact - 0.001)
        #expect(Fixture.ranges(tooNarrow) == [0..<15, 15..<18])
    }

    // Trailing whitespace hangs: "aaa" is 3 × 1588 = 4764 units = 28.759 pt
    // (hb-shape "aaa   ": a 1588 ×3, space 792 ×3). At 30 pt "aaa   " is one line of width
    // 4764 units, although with its spaces (7140 units = 43.1 pt) it is wider than 30.
    @Test func trailingWhitespaceHangs() throws {
        let layout = try Fixture.layout("aaa   ", width: 30)
        #expect(Fixture.ranges(layout) == [0..<6])
        #expect(close(layout.lines[0].width, Fixture.interPoints(4764)))
        #expect(close(layout.size.width, Fixture.interPoints(4764)))
        // Followed by another word: the spaces stay on the first line, the word moves down.
        let two = try Fixture.layout("aaa   aaa", width: 30)
        #expect(Fixture.ranges(two) == [0..<6, 6..<9])
        #expect(close(two.lines[0].width, Fixture.interPoints(4764)))
    }

    // A word wider than the line breaks between grapheme clusters, as UIKit's
    // byWordWrapping does. "é" as e + U+0301 is one cluster of two UTF-16 units; HarfBuzz
    // composes it (hb-shape "e\u0301e\u0301e\u0301": uni00E9 1640 each, clusters 0, 2, 4).
    // Ten of them at 3.5 clusters' width (3.5 × 1640 = 5740 units = 34.652 pt) wrap
    // 3 + 3 + 3 + 1, never between e and its accent.
    @Test func overlongWordBreaksBetweenClusters() throws {
        let word = String(repeating: "e\u{301}", count: 10)
        let layout = try Fixture.layout(word, width: Fixture.interPoints(5740))
        #expect(Fixture.ranges(layout) == [0..<6, 6..<12, 12..<18, 18..<20])
        #expect(close(layout.lines[0].width, Fixture.interPoints(3 * 1640)))
        #expect(close(layout.lines[3].width, Fixture.interPoints(1640)))
        // After a word that fits, the long word starts on its own line.
        let mixed = try Fixture.layout("e\u{301} " + word, width: Fixture.interPoints(5740))
        #expect(Fixture.ranges(mixed) == [0..<3, 3..<9, 9..<15, 15..<21, 21..<23])
    }

    // No hyphen is inserted where an over-long word is cut: UIKit hyphenates only with a
    // hyphenationFactor > 0 (default 0, NSParagraphStyle documentation), and the engine has no hyphenation.
    // (Pango does insert U+2010 there, which is the one rule difference found by
    // Tests/Tools/compare_pango.sh.) hb-shape "(internationalization)": "(internationaliz"
    // = 1020+668+1648+1008+1640+1048+1648+1588+1024+668+1680+1648+1588+668+668+1524 =
    // 19736 units = 119.145 pt ≤ 120; "ation)" = 1588+1024+668+1680+1648+1020 = 7628 units.
    @Test func overlongWordGetsNoHyphen() throws {
        let layout = try Fixture.layout("(internationalization)", width: 120)
        #expect(Fixture.ranges(layout) == [0..<16, 16..<22])
        #expect(close(layout.lines[0].width, Fixture.interPoints(19736)))
        #expect(close(layout.lines[1].width, Fixture.interPoints(7628)))
        #expect(layout.glyphRuns.flatMap(\.clusters).allSatisfy { $0 >= 0 })  // nothing inserted
    }

    // A single cluster wider than the line still hangs the spaces after it: the next line
    // must not start with them. At 5 pt every letter of "a  b" (a = 1588 units = 9.6 pt) is
    // too wide, so each letter is its own line; the two spaces hang after "a".
    @Test func spacesHangAfterAnOverwideCluster() throws {
        let layout = try Fixture.layout("a  b", width: 5)
        #expect(Fixture.ranges(layout) == [0..<3, 3..<4])
        #expect(close(layout.lines[0].width, Fixture.interPoints(1588)))
    }

    // UAX #14 offers a break between spaces and a following tab or U+3000 (both class BA,
    // LB18 "SP ÷"), but those are hanging whitespace too: they stay on the line the spaces
    // end. "ab" = 1588 + 1748 = 3336 units = 20.14 pt fits 30 pt; "ab  　　\"q\"" does not.
    // Also after a forced cut: at 5 pt "は" (17 pt) is cut alone, and the space and tab after
    // it hang (no line of only a tab).
    @Test func tabsAndIdeographicSpacesHang() throws {
        let ideographic = try Fixture.layout("ab  \u{3000}\u{3000}\"q\"", width: 30)
        #expect(Fixture.ranges(ideographic).first == 0..<6)
        #expect(close(ideographic.lines[0].width, Fixture.interPoints(3336)))
        let tab = try Fixture.layout("は \tx", width: 5)
        #expect(Fixture.ranges(tab) == [0..<3, 3..<4])
        // After a hard line break, leading whitespace is kept (indentation).
        let indented = try Fixture.layout("ab\u{2028}  cd", width: 300)
        #expect(Fixture.ranges(indented) == [0..<3, 3..<7])
    }

    // byCharWrapping: "Wrapping occurs before the first character that doesn't fit" [D,
    // NSLineBreakMode]. hb-shape "The quick brown": T 1808 h 1664 e 1640 ␠ 792 q 1716 u 1636
    // i 668 c 1572 k 1532 ␠ 792 b 1748 r 1000 o 1628 w 2288 n 1648. At 50 pt (8282.4 units):
    //   "The q" = 7620; + "u" = 9256 >          → [0, 5)
    //   "uick b" = 7948 (the space counts inside the line); + "r" = 8948 > → [5, 11)
    //   "rown" = 6564                            → [11, 15)
    @Test func charWrapping() throws {
        var style = ParagraphStyle()
        style.lineBreakMode = .byCharWrapping
        let layout = try Fixture.layout("The quick brown", width: 50, style: style)
        #expect(Fixture.ranges(layout) == [0..<5, 5..<11, 11..<15])
        #expect(close(layout.lines[0].width, Fixture.interPoints(7620)))
        #expect(close(layout.lines[1].width, Fixture.interPoints(7948)))
        #expect(close(layout.lines[2].width, Fixture.interPoints(6564)))
        // Clusters stay whole: é (e + U+0301) ×4 at 1.5 clusters wraps one per line.
        let accents = try Fixture.layout(String(repeating: "e\u{301}", count: 4), width: Fixture.interPoints(2460), style: style)
        #expect(Fixture.ranges(accents) == [0..<2, 2..<4, 4..<6, 6..<8])
    }

    // Mandatory breaks: LF ends a paragraph, U+2028 a line inside one; a terminator at the
    // very end adds no empty line (UILabel shows none).
    @Test func hardBreaks() throws {
        let layout = try Fixture.layout("ab\ncd\u{2028}ef\n", width: nil)
        #expect(Fixture.ranges(layout) == [0..<3, 3..<6, 6..<9])
        #expect(layout.lines.map(\.paragraphIndex) == [0, 1, 1])
        #expect(close(layout.size.height, 3 * Fixture.interLineHeight17))
        // An empty paragraph in the middle still has the font's line height.
        let blank = try Fixture.layout("a\n\nb", width: nil)
        #expect(blank.lineCount == 3)
        #expect(close(blank.size.height, 3 * Fixture.interLineHeight17))
    }

    // UILabel: empty text has size (0, 0) [M].
    @Test func emptyText() throws {
        let layout = try Fixture.layout("", width: 100)
        #expect(layout.size == .zero)
    }

    // numberOfLines = 0 is unlimited; n > 0 keeps n lines. With byWordWrapping nothing is
    // drawn for the rest, but the layout says it is truncated.
    @Test func numberOfLines() throws {
        let all = try Fixture.layout(Self.sentence, width: 100, numberOfLines: 0)
        #expect(all.lineCount == 5 && !all.isTruncated)
        let two = try Fixture.layout(Self.sentence, width: 100, numberOfLines: 2)
        #expect(Fixture.ranges(two) == [0..<10, 10..<20])
        #expect(two.isTruncated)
        #expect(close(two.size.height, 2 * Fixture.interLineHeight17))
        let enough = try Fixture.layout(Self.sentence, width: 100, numberOfLines: 5)
        #expect(enough.lineCount == 5 && !enough.isTruncated)
    }

    // Bad input throws, never traps.
    @Test func badInput() throws {
        let prepared = try Fixture.prepare(Self.sentence)
        #expect(throws: LayoutError.self) { try prepared.layout(width: .nan) }
        #expect(throws: LayoutError.invalidWidth(-1)) { try prepared.layout(width: -1) }
        #expect(throws: LayoutError.invalidWidth(-.infinity)) { try prepared.layout(width: -.infinity) }
        #expect(throws: LayoutError.invalidNumberOfLines(-1)) { try prepared.layout(width: 100, numberOfLines: -1) }
        do {
            _ = try prepared.layout(width: .nan)
            Issue.record("NaN width must throw")
        } catch {
            guard case .invalidWidth(let w) = error else { Issue.record("got \(error)"); return }
            #expect(w.isNaN)
        }
        // +∞ and nil both mean "no wrapping" (documented).
        #expect(try prepared.layout(width: .infinity).lineCount == 1)
        var style = ParagraphStyle()
        style.lineSpacing = .nan
        #expect(throws: LayoutError.self) { try Fixture.prepare("a", style: style) }
        style = ParagraphStyle()
        style.headIndent = -1
        #expect(throws: LayoutError.self) { try Fixture.prepare("a", style: style) }
    }
}
