import Foundation
import Testing
import FuzzSupport
import Typesetting

/// The two `text` fuzz findings of seed 1 that reported a glyph outside its line box: index
/// 2149 (an engine bug: U+001C–U+001E split the bidi paragraph) and index 1774 (the check was
/// too strict: it boxed one glyph of a tightened cluster instead of the cluster).
@Suite struct LineBoxRegressionTests {
    /// Inter's "a" (hmtx 1588 of 2816 units) at 17 pt with the system font's tracking at
    /// 17 pt, −26/1000 em (BehaviourReference, "Tracking", the HIG's table).
    static let interA = 1588.0 / 2816 * 17 - 0.026 * 17

    /// A right-to-left paragraph (its first strong character is alef) holding U+001C, which
    /// UAX #9 classes B: the text after it is still one bidi paragraph at level 1, so the
    /// line reads, from the left, shin, the space, "ab", U+001C, alef. Before, ICU resolved
    /// "ab ש" as a paragraph of its own at level 0, and "ab" was drawn at the line's left.
    @Test func paragraphSeparatorClassInsideAParagraphKeepsItsLevel() throws {
        let text = "\u{5D0}\u{1C}ab \u{5E9}"
        let layout = try Fixtures.prepare(text).layout(width: 300)
        #expect(layout.lineCount == 1)
        let line = try #require(layout.lines.first)
        let runs = layout.glyphRuns(forLine: 0)
        let alef = try #require(runs.first { $0.clusters.contains(0) })
        let ab = try #require(runs.first { $0.clusters.contains(2) })
        let shin = try #require(runs.first { $0.clusters.contains(5) })
        // Alef ends the line on the right: Noto Sans Hebrew's hmtx advance, 632 of 1000 units.
        #expect(abs(alef.maxX - (line.origin.x + line.width)) < 1e-9)
        #expect(abs(alef.maxX - alef.minX - 632.0 / 1000 * 17) < 1e-9)
        // Shin starts it on the left (its hmtx advance, 730 of 1000 units).
        #expect(abs(shin.minX - line.origin.x) < 1e-9)
        #expect(abs(shin.maxX - shin.minX - 730.0 / 1000 * 17) < 1e-9)
        #expect(shin.maxX <= ab.minX && ab.maxX <= alef.minX)
        #expect(LayoutChecker(text).check(layout, width: 300, mode: .byWordWrapping, numberOfLines: 0, checkInk: true).isEmpty)
    }

    /// A tightened line ends with the cluster "a" + ZWJ, whose ZWJ carries the cluster's
    /// share of the tightening: the cluster ends at the line's end, its "a" one share past.
    @Test func tightenedClusterIsCheckedAsOneBox() throws {
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        style.allowsDefaultTighteningForTruncation = true
        let text = "aaaa\u{200D}"
        // hb-shape: four "a" of 1588 units, the ZWJ 0 and in the fourth's cluster; 1 pt too
        // narrow is 2.7 % (under tighteningFactorForTruncation, 5 %): four shares of 0.25.
        let natural = 4 * Self.interA, width = natural - 1
        let prepared = try PreparedText(text, font: Fixtures.font, style: style, fontCollection: Fixtures.collection)
        let layout = try prepared.layout(width: width, numberOfLines: 1)
        let line = try #require(layout.lines.first)
        #expect(!line.isTruncated)
        #expect(abs(line.tightening - 0.25) < 1e-9)
        #expect(abs(line.width - width) < 1e-9)
        let run = try #require(layout.glyphRuns(forLine: 0).first)
        #expect(run.glyphs.count == 5)
        // The last "a" alone reaches one share past the box; with its ZWJ it ends at the box.
        // (The pen, not `positions`: those are drawn half the tracking further on.)
        let lastA = run.minX + run.advances[0..<4].reduce(0, +)
        #expect(abs(lastA - (width + 0.25)) < 1e-6)
        #expect(abs(lastA + run.advances[4] - width) < 1e-6)
        #expect(LayoutChecker(text).check(layout, width: width, mode: .byTruncatingTail, numberOfLines: 1, checkInk: true).isEmpty)
    }

    /// The fuzz inputs themselves, through every width, line count and mode the fuzzer tries.
    @Test(arguments: [1774, 2149]) func fuzzInputHoldsEveryInvariant(index: Int) {
        let (string, _) = HostileText.string(seed: 1, index: index)
        let (alignment, direction) = HostileText.style(index: index)
        let report = TextPropertyRunner(font: Fixtures.font, collection: Fixtures.collection)
            .run(string, alignment: alignment, direction: direction,
                 lineSpacingAdjustment: HostileText.lineSpacingAdjustment(index: index))
        #expect(report.violations.isEmpty, "\(report.violations.prefix(3))")
    }
}
