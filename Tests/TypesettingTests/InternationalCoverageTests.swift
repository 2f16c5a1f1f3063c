import Testing
import Typesetting

/// Font fallback per grapheme cluster with the bundled fonts only: every sample paragraph
/// lays out with no .notdef, and each cluster comes from the family its Unicode block says.
@Suite("International: font coverage and fallback")
struct InternationalCoverageTests {
    @Test("no missing glyphs", arguments: International.samples)
    func noMissingGlyphs(sample: International.Sample) throws {
        let prepared = try International.prepare(sample.text)
        #expect(prepared.missingGlyphs == 0)
        for width in [120.0, 320.0] {
            let layout = try prepared.layout(width: width)
            #expect(layout.missingGlyphs == 0)
            // No glyph id 0 (.notdef) is drawn either.
            #expect(!layout.glyphRuns.contains { $0.glyphs.contains(0) })
        }
    }

    @Test("each cluster's font is the expected bundled family", arguments: International.samples)
    func clusterFamilies(sample: International.Sample) throws {
        let collection = try International.collection()
        let primary = try International.font().face
        let entries = try FontCoverage.coverage(of: sample.text, primary: primary, collection: collection)
        let characters = Array(sample.text)
        #expect(entries.count == characters.count)
        var scriptClusters = 0
        for (entry, character) in zip(entries, characters) {
            let expected = International.expectedFamily(character, emoji: sample.emojiClusters)
            #expect(expected != nil, "no expectation for \(character.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(entry.face?.familyName == expected, "cluster \"\(entry.text)\"")
            #expect(!entry.isSystemFont)
            if expected == sample.scriptFamily { scriptClusters += 1 }
        }
        // The paragraph really exercises its script's font.
        #expect(scriptClusters >= 5)
    }

    /// The laid-out glyph runs use the same fonts as the coverage: every glyph's cluster
    /// offset lies in a grapheme whose expected family is the run's font.
    @Test("glyph runs use the expected families", arguments: International.samples)
    func glyphRunFamilies(sample: International.Sample) throws {
        let layout = try International.prepare(sample.text).layout(width: 320)
        // UTF-16 offset → the Character (grapheme cluster) containing it.
        var characterAt: [Character] = []
        for character in sample.text {
            characterAt.append(contentsOf: repeatElement(character, count: character.utf16.count))
        }
        var glyphs = 0
        for run in layout.glyphRuns {
            for cluster in run.clusters {
                let character = characterAt[cluster]
                #expect(run.font.familyName == International.expectedFamily(character, emoji: sample.emojiClusters),
                        "glyph of \"\(character)\" at \(cluster)")
                glyphs += 1
            }
        }
        #expect(glyphs > 0)
    }

    /// Niqqud and the shin dot stay in the cluster of their letter (UAX #29 GB9: marks are
    /// Extend, GraphemeBreakProperty.txt 05B0..05BD, 05C1..05C2 Extend), and the whole cluster
    /// comes from the Hebrew font.
    @Test func hebrewPointsStayWithTheirLetter() throws {
        let text = "שָׁלוֹם"  // U+05E9 U+05B8 U+05C1, U+05DC, U+05D5 U+05B9, U+05DD
        let entries = try FontCoverage.coverage(of: text, primary: International.font().face,
                                                collection: International.collection())
        #expect(entries.map(\.scalarRange) == [0..<3, 3..<4, 4..<6, 6..<7])
        #expect(entries.allSatisfy { $0.face?.familyName == International.hebrew })
    }

    // MARK: The truncation ellipsis

    /// The glyph run of the inserted ellipsis (its clusters are −1).
    private func ellipsisRun(_ layout: TextLayout) -> GlyphRun? {
        layout.glyphRuns(forLine: layout.lineCount - 1).first { $0.clusters.contains(-1) || ($0.glyphs.isEmpty && $0.minX == $0.maxX) }
    }

    /// Tail truncation of Devanagari: the ellipsis comes from the font of the last visible
    /// character, Noto Sans Devanagari, which has U+2026:
    ///   hb-shape --font-size=1000 Fonts/NotoSansDevanagari-Regular.ttf "…" → [ellipsis.deva=0+804]
    /// so it is one glyph 804 × 17/1000 = 13.668 pt wide, counted in the line's width.
    @Test func devanagariTruncationHasAnEllipsis() throws {
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let sample = International.samples.first { $0.name == "Devanagari" }!
        let layout = try International.prepare(sample.text, style: style).layout(width: 150, numberOfLines: 1)
        #expect(layout.isTruncated)
        let run = try #require(ellipsisRun(layout))
        #expect(run.glyphs.count == 1)
        #expect(run.advances.count == 1 && abs(run.advances[0] - 804.0 * 17 / 1000) < 1e-9)
        #expect(run.font.familyName == International.devanagari)
        #expect(layout.lines[0].width <= 150 + 1e-9)
    }

    /// Known bug (ellipsis font). UIKit's byTruncatingTail: "the missing text at the end of
    /// the line is indicated by an ellipsis glyph". For Hebrew and Thai the last visible
    /// character's font has neither U+2026 nor "." —
    ///   hb-shape --font-size=1000 Fonts/NotoSansHebrew-Regular.ttf "…." → [.notdef=0+600|.notdef=1+600]
    ///   hb-shape --font-size=1000 Fonts/NotoSansThai-Regular.ttf "…."   → [.notdef=0+600|.notdef=1+600]
    /// — while the run's own font, Inter, has it:
    ///   hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf "…" → [uni2026=0+2312]  (13.956 pt)
    /// Expected: an ellipsis glyph (from Inter, or the next font in the chain that has one)
    /// whose advance counts in the line's width. Actual: the ellipsis width is 0 and its
    /// glyph run is empty, so the truncated line shows no ellipsis at all.
    @Test(arguments: ["Hebrew", "Thai"])
    func truncationEllipsisFallsBackToAFontThatHasIt(script: String) throws {
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let sample = International.samples.first { $0.name == script }!
        let layout = try International.prepare(sample.text, style: style).layout(width: 150, numberOfLines: 1)
        #expect(layout.isTruncated)
        let line = layout.lines[0]
        let paragraph = layout.prepared.paragraphs[0]
        let visible = try #require(line.truncatedVisibleRanges?.first)
        // The drawn text ends in the script font: the ellipsis is looked up there.
        let lastVisible = Array(paragraph.text.utf16)[visible.upperBound - 1]
        #expect(lastVisible > 0x7F)
        do {
            let run = try #require(ellipsisRun(layout))
            #expect(run.glyphs.count >= 1)
            #expect(run.advances.reduce(0, +) > 0)
            #expect(line.width > 0 && line.width <= 150 + 1e-9)
            #expect(run.maxX - run.minX > 0)
        }
    }
}
