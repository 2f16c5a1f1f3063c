import Foundation
import Testing
@testable import Typesetting

/// Tightening before truncation (NSParagraphStyle.allowsDefaultTighteningForTruncation;
/// AppKit's tighteningFactorForTruncation, 0.05 by default: tighten instead of truncating
/// when the text's width divided by the line's is at most 1 + the factor).
///
/// Advances from `hb-shape --no-glyph-names Fonts/Inter-Roman.var.ttf "Some text"` (upem
/// 2816): S 1796, o 1680, m 2448, e 1640, space 792, t 1008, e 1600, x 1520, t 1024 → 13508
/// units = 81.5483 pt at 17 pt.
@Suite("Truncation: tightening first")
struct EngineTighteningTests {
    static let someText = [1796, 1680, 2448, 1640, 792, 1008, 1600, 1520, 1024]
    static var someTextWidth: Double { Fixture.interPoints(someText.reduce(0, +)) }

    static func style(tightening: Bool, factor: Double = 0.05) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        style.allowsDefaultTighteningForTruncation = tightening
        style.tighteningFactorForTruncation = factor
        return style
    }

    /// At 79 pt: 81.548 / 79 = 1.0323 ≤ 1.05, so the line is tightened to exactly 79 pt:
    /// each of the 9 clusters gives up (81.548 − 79) / 9 = 0.2831 pt.
    @Test func tightensWhenWithinTheFactor() throws {
        let layout = try Fixture.layout("Some text", width: 79, numberOfLines: 1, style: Self.style(tightening: true))
        #expect(!layout.isTruncated)
        #expect(layout.lines[0].ellipsisPosition == nil)
        #expect(close(layout.lines[0].width, 79))
        let delta = (Self.someTextWidth - 79) / 9
        #expect(close(layout.lines[0].tightening, delta))
        // Glyph k starts at the sum of the advances before it, less k shares.
        let run = try #require(layout.glyphRuns.first)
        #expect(run.glyphs.count == 9)
        var x = 0.0
        for k in 0..<9 {
            #expect(close(run.positions[k].x, x), "glyph \(k)")
            x += Fixture.interPoints(Self.someText[k]) - delta
        }
        #expect(close(run.maxX, 79))
        // Hit-testing follows the tightened glyphs: the caret before "t" of "text" (offset 5).
        let before = Self.someText.prefix(5).reduce(0, +)
        #expect(close(layout.caretRect(forCharacterAt: 5).minX, Fixture.interPoints(before) - 5 * delta))
    }

    /// Without the option, or past the factor (81.548 / 77 = 1.059 > 1.05), the line is
    /// truncated as before; a larger factor (0.1) tightens it.
    @Test func truncatesOtherwise() throws {
        let off = try Fixture.layout("Some text", width: 79, numberOfLines: 1, style: Self.style(tightening: false))
        #expect(off.isTruncated && off.lines[0].ellipsisPosition != nil)
        let tooMuch = try Fixture.layout("Some text", width: 77, numberOfLines: 1, style: Self.style(tightening: true))
        #expect(tooMuch.isTruncated)
        #expect(tooMuch.lines[0].tightening == 0)
        let wider = try Fixture.layout("Some text", width: 77, numberOfLines: 1, style: Self.style(tightening: true, factor: 0.1))
        #expect(!wider.isTruncated && close(wider.lines[0].width, 77))
    }

    /// Text that fits is never tightened.
    @Test func fittingTextIsUntouched() throws {
        let layout = try Fixture.layout("Some text", width: 100, numberOfLines: 1, style: Self.style(tightening: true))
        #expect(layout.lines[0].tightening == 0)
        #expect(close(layout.lines[0].width, Self.someTextWidth))
    }

    /// The last line of a wrapped label: "Welcome to the app" at 82 pt wraps greedily to
    /// "Welcome" / "to the" / "app"; with two lines, the second would be "to the app"
    /// (t 1008, o 1680, space 792, t 1056, h 1664, e 1640, space 792, a 1588, p 1716, p 1716 =
    /// 13652 units = 82.416 pt), 82.416 / 82 = 1.005 ≤ 1.05: tightened into 82 pt (10
    /// clusters, 0.0416 pt each) instead of "to the…".
    @Test func lastVisibleLineOfAWrappedText() throws {
        let tightened = try Fixture.layout("Welcome to the app", width: 82, numberOfLines: 2, style: Self.style(tightening: true))
        #expect(!tightened.isTruncated)
        #expect(tightened.lines.count == 2)
        #expect(Fixture.text(tightened, 1) == "to the app")
        #expect(close(tightened.lines[1].width, 82))
        #expect(close(tightened.lines[1].tightening, (Fixture.interPoints(13652) - 82) / 10))
        let truncated = try Fixture.layout("Welcome to the app", width: 82, numberOfLines: 2, style: Self.style(tightening: false))
        #expect(truncated.isTruncated)
    }

    /// Tightening cannot show a paragraph that numberOfLines cut off whole, nor text after
    /// a hard line break: those still truncate.
    @Test func onlyTheRestOfTheLastParagraph() throws {
        let twoParagraphs = try Fixture.layout("Some text\nmore", width: 79, numberOfLines: 1, style: Self.style(tightening: true))
        #expect(twoParagraphs.isTruncated)
        let lineSeparator = try Fixture.layout("Some text\u{2028}more", width: 79, numberOfLines: 1, style: Self.style(tightening: true))
        #expect(lineSeparator.isTruncated)
    }

    @Test(arguments: [-0.01, Double.nan, Double.infinity])
    func invalidFactorIsAnError(factor: Double) throws {
        #expect(throws: LayoutError.self) { try Fixture.prepare("x", style: Self.style(tightening: true, factor: factor)) }
    }
}
