import Testing
@testable import Typesetting

/// Emoji presentation (UTS #51 §4, "Presentation Style"): a character followed by U+FE0F
/// (VS16) is drawn by the emoji font even where the run's font has a text glyph for it, as
/// iOS, Chromium and Pango draw it; followed by U+FE0E (VS15) it keeps the text glyph; an
/// Emoji_Presentation character alone (⌚, emoji-data.txt: "231A..231B ; Emoji_Presentation")
/// is emoji.
@Suite("International: emoji presentation")
struct InternationalEmojiPresentationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var family: String
        var glyphs: [UInt32]
        /// The advance of the cluster in font units, and the font's units per em.
        var units: Double
        var upem: Double
        var testDescription: String { text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") }
    }

    // Glyphs and advances from HarfBuzz's command-line shaper on the bundled files:
    //   hb-shape --no-glyph-names --font-size=2048 Fonts/NotoColorEmoji.ttf TEXT (head.unitsPerEm 2048)
    //     ™️ → [22=0+2550]   ©️ → [16=0+2550]   1️⃣ → [1471=0+2550]   ⌚️ → [32=0+2550]
    //     ⌚ → [32=0+2550]   ↔️ → [24=0+2550]
    //   hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf TEXT (head.unitsPerEm 2816); U+FE0E
    //   is default-ignorable, so HarfBuzz gives it the space glyph (gid 1682) with no advance:
    //     ™︎ → [uni2122=0+1712|uni0020=0+0] = [1460|1682]   ™ → [1460=0+1712]
    //     ©︎ → [uni00A9=0+2576|uni0020=0+0] = [1457|1682]
    //     ↔︎ → [uni2194=0+3776|uni0020=0+0] = [1719|1682]
    //   No bundled text font has U+231A (Inter lacks it, and the Noto Sans Symbols subsets
    //   leave out the Emoji_Presentation characters, Fonts/README.md), so ⌚︎ is still the
    //   emoji font's, with VS15 as its space glyph:
    //     hb-shape --no-glyph-names --font-size=2048 Fonts/NotoColorEmoji.ttf ⌚︎ → [32=0+2550|3=0+0]
    static let cases: [Case] = [
        Case(text: "™\u{FE0F}", family: "Noto Color Emoji", glyphs: [22], units: 2550, upem: 2048),
        Case(text: "©\u{FE0F}", family: "Noto Color Emoji", glyphs: [16], units: 2550, upem: 2048),
        Case(text: "1\u{FE0F}\u{20E3}", family: "Noto Color Emoji", glyphs: [1471], units: 2550, upem: 2048),
        Case(text: "⌚\u{FE0F}", family: "Noto Color Emoji", glyphs: [32], units: 2550, upem: 2048),
        Case(text: "⌚", family: "Noto Color Emoji", glyphs: [32], units: 2550, upem: 2048),
        Case(text: "↔\u{FE0F}", family: "Noto Color Emoji", glyphs: [24], units: 2550, upem: 2048),
        Case(text: "™\u{FE0E}", family: "Inter", glyphs: [1460, 1682], units: 1712, upem: 2816),
        Case(text: "™", family: "Inter", glyphs: [1460], units: 1712, upem: 2816),
        Case(text: "©\u{FE0E}", family: "Inter", glyphs: [1457, 1682], units: 2576, upem: 2816),
        Case(text: "↔\u{FE0E}", family: "Inter", glyphs: [1719, 1682], units: 3776, upem: 2816),
        Case(text: "⌚\u{FE0E}", family: "Noto Color Emoji", glyphs: [32, 3], units: 2550, upem: 2048),
    ]

    @Test(arguments: cases)
    func presentation(_ c: Case) throws {
        #expect(c.text.count == 1)
        let entries = try FontCoverage.coverage(of: c.text, primary: International.font().face,
                                                collection: International.collection())
        #expect(entries.map { $0.face?.familyName } == [c.family])
        let layout = try International.prepare(c.text).layout()
        #expect(layout.missingGlyphs == 0)
        let runs = layout.glyphRuns
        #expect(runs.map(\.font.familyName) == [c.family])
        #expect(runs.flatMap(\.glyphs) == c.glyphs)
        #expect(abs(layout.size.width - c.units * 17 / c.upem) < 1e-9)
    }

    /// In running text the same: the first ™ of "Brand ™️ and Brand ™︎" comes from the emoji
    /// font, the second from Inter. Widths summed from hb-shape's advances:
    ///   hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf "Brand ™︎ and Brand ™︎"  → Σ 27304
    ///   hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf "Brand "               → Σ 8656
    ///   hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " and Brand ™︎"         → Σ 16936
    ///   and ™️ in the emoji font: 2550 at 2048 upem (above).
    @Test func inRunningText() throws {
        let emoji = try International.prepare("Brand ™\u{FE0F} and Brand ™\u{FE0E}").layout()
        let text = try International.prepare("Brand ™\u{FE0E} and Brand ™\u{FE0E}").layout()
        #expect(emoji.glyphRuns.map(\.font.familyName) == ["Inter", "Noto Color Emoji", "Inter"])
        #expect(text.glyphRuns.map(\.font.familyName) == ["Inter"])
        #expect(abs(text.size.width - 27304.0 * 17 / 2816) < 1e-9)
        #expect(abs(emoji.size.width - ((8656.0 + 16936) * 17 / 2816 + 2550.0 * 17 / 2048)) < 1e-9)
    }
}

/// The itemizer skips the emoji-presentation lookup for one-unit clusters that
/// `FontCoverage.mayPreferEmojiAlone` rules out; that is only right if no such unit would ask
/// for the emoji font. Independent source: the standard library's Unicode data
/// (`Unicode.Scalar.Properties.isEmojiPresentation`, through `prefersEmoji`), asked for every
/// BMP scalar; Unicode's emoji-data.txt puts the BMP's Emoji_Presentation characters in
/// U+231A…U+2B55 ("231A..231B ; Emoji_Presentation" … "2B55 ; Emoji_Presentation").
@Suite("International: emoji presentation shortcut")
struct EmojiPresentationShortcutTests {
    @Test("No BMP scalar outside the shortcut's range prefers the emoji font alone")
    func shortcutIsExact() {
        var wrong: [UInt32] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if !FontCoverage.mayPreferEmojiAlone(UInt16(value)) && FontCoverage.prefersEmoji(CollectionOfOne(scalar)) {
                wrong.append(value)
            }
        }
        #expect(wrong.isEmpty)
        // The range does hold them: ⌚ (U+231A) and ⭕ (U+2B55) alone ask for the emoji font.
        #expect(FontCoverage.prefersEmoji(CollectionOfOne(Unicode.Scalar(0x231A)!)))
        #expect(FontCoverage.prefersEmoji(CollectionOfOne(Unicode.Scalar(0x2B55)!)))
        #expect(FontCoverage.mayPreferEmojiAlone(0x231A) && FontCoverage.mayPreferEmojiAlone(0x2B55))
    }
}
