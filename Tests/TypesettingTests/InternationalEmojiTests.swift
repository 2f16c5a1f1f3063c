import Testing
import Typesetting

/// Emoji sequences: one grapheme cluster, one glyph of Noto Color Emoji, and the advance of
/// that glyph scaled from design units, not the size of the font's bitmap strike.
@Suite("International: emoji")
struct InternationalEmojiTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var scalars: [UInt32]
        /// The glyph hb-shape picks (its gid), and its advance in font units.
        var glyph: UInt32
        var advance: Int
        var testDescription: String { text }
    }

    // Sequences: /usr/share/unicode/emoji/emoji-test.txt and emoji-sequences.txt (15.0):
    //   1F468 200D 1F469 200D 1F467 ; fully-qualified # 👨‍👩‍👧 family: man, woman, girl
    //   1F1EF 1F1F5   ; RGI_Emoji_Flag_Sequence     ; flag: Japan
    //   0031 FE0F 20E3; Emoji_Keycap_Sequence       ; keycap: 1
    //   1F44D 1F3FD   ; RGI_Emoji_Modifier_Sequence ; thumbs up: medium skin tone
    //   2764 FE0F     ; Basic_Emoji                 ; red heart
    // Glyphs and advances: hb-shape --font-size=2048 Fonts/NotoColorEmoji.ttf TEXT
    //   👨‍👩‍👧 → [gid2104=0+2550]   🇯🇵 → [gid1639=0+2550]   1️⃣ → [gid1471=0+2550]
    //   👍🏽 → [gid2051=0+2550]   ❤️ → [gid168=0+2550]
    static let cases: [Case] = [
        Case(text: "👨‍👩‍👧", scalars: [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467], glyph: 2104, advance: 2550),
        Case(text: "🇯🇵", scalars: [0x1F1EF, 0x1F1F5], glyph: 1639, advance: 2550),
        Case(text: "1️⃣", scalars: [0x31, 0xFE0F, 0x20E3], glyph: 1471, advance: 2550),
        Case(text: "👍🏽", scalars: [0x1F44D, 0x1F3FD], glyph: 2051, advance: 2550),
        Case(text: "❤️", scalars: [0x2764, 0xFE0F], glyph: 168, advance: 2550),
    ]

    /// unitsPerEm of NotoColorEmoji.ttf (Tests/Tools/font_metrics_reference.json).
    static let unitsPerEm = 2048.0

    /// UAX #29 (GraphemeBreakProperty.txt 15.0): ZWJ sequences stay together (GB11,
    /// 200D ; ZWJ), a pair of regional indicators is one cluster (GB12/13, 1F1E6..1F1FF ;
    /// Regional_Indicator), and FE0F, 20E3 and the skin-tone modifiers are Extend (GB9:
    /// FE00..FE0F, 20E2..20E4, 1F3FB..1F3FF ; Extend). Checked with both Swift's String
    /// and the engine's ICU segmentation.
    @Test("one grapheme cluster", arguments: cases)
    func oneGrapheme(_ c: Case) throws {
        #expect(c.text.unicodeScalars.map(\.value) == c.scalars)
        #expect(c.text.count == 1)
        let utf16 = Array(c.text.utf16)
        #expect(try TextSegmentation.graphemeBoundaries(in: utf16) == [utf16.count])
        let entries = try FontCoverage.coverage(of: c.text, primary: International.font().face,
                                                collection: International.collection())
        #expect(entries.count == 1)
        #expect(entries.first?.face?.familyName == International.emoji)
    }

    @Test("one glyph, hb-shape's glyph", arguments: cases)
    func oneGlyph(_ c: Case) throws {
        let layout = try International.prepare(c.text).layout()
        #expect(layout.missingGlyphs == 0)
        let runs = layout.glyphRuns(forLine: 0)
        #expect(runs.count == 1)
        #expect(runs.first?.glyphs == [c.glyph])
        #expect(runs.first?.font.familyName == International.emoji)
        #expect(runs.first?.font.face.hasColorGlyphs == true)  // the CBDT bitmap font
        #expect(runs.first?.clusters == [0])
    }

    /// 2550 × 17 / 2048 = 21.1669921875 pt (BehaviourReference, "What the engine relies on":
    /// 21.17 pt per emoji at 17 pt).
    /// The font only has a 109 px bitmap strike; were the strike's size used instead of the
    /// design-unit advance, one emoji would be about 109 × 2550 / 2048 ≈ 135.7 pt wide.
    @Test("width = hmtx advance × 17 / unitsPerEm", arguments: cases)
    func width(_ c: Case) throws {
        let layout = try International.prepare(c.text).layout()
        let expected = Double(c.advance) * 17 / Self.unitsPerEm
        #expect(expected == 21.1669921875)
        #expect(abs(layout.lines[0].width - expected) < 1e-9)
        #expect(abs(layout.size.width - expected) < 1e-9)
        #expect(layout.glyphRuns(forLine: 0).first?.advances == [expected])
    }

    /// The line height is the emoji font's too, scaled from design units: hhea ascender 1900,
    /// descender −500, lineGap 0, USE_TYPO_METRICS off (font_metrics_reference.json), so
    /// (1900 + 500) × 17 / 2048 = 19.921875 — not the 109 px strike's.
    @Test func lineHeight() throws {
        let layout = try International.prepare("👍🏽").layout()
        #expect(abs(layout.lines[0].height - 19.921875) < 1e-9)
        #expect(abs(layout.lines[0].ascent - 1900.0 * 17 / 2048) < 1e-9)
        #expect(abs(layout.lines[0].descent - 500.0 * 17 / 2048) < 1e-9)
    }

    /// Several sequences in a row: each is its own cluster and glyph, and the widths add.
    ///   hb-shape --font-size=2048 Fonts/NotoColorEmoji.ttf "👨‍👩‍👧🇯🇵1️⃣👍🏽❤️"
    ///   → [gid2104=0+2550|gid1639=5+2550|gid1471=7+2550|gid2051=10+2550|gid168=12+2550]
    @Test func sequenceOfEmoji() throws {
        let text = Self.cases.map(\.text).joined()
        #expect(text.count == 5)
        let layout = try International.prepare(text).layout()
        let glyphs = layout.glyphRuns(forLine: 0).flatMap(\.glyphs)
        #expect(glyphs == Self.cases.map(\.glyph))
        // hb-shape's clusters are scalar offsets; ours are UTF-16 offsets.
        let paragraph = layout.prepared.paragraphs[0]
        #expect(layout.glyphRuns(forLine: 0).flatMap(\.clusters).map { paragraph.scalarOffset(utf16: $0) }
                == [0, 5, 7, 10, 12])
        let width = layout.lines[0].width  // one sub-expression: `lines` is a collection type, not an Array
        #expect(abs(width - 5 * 2550.0 * 17 / 2048) < 1e-9)
    }
}
