import Testing
@testable import Typesetting

/// Every script the bundle claims (Fonts/README.md's coverage column) is drawn by the
/// bundled family that claims it, one whole grapheme cluster at a time, with system fonts
/// turned off.
@Suite("Fonts: script coverage")
struct FontsCoverageTests {
    /// A sample and the family expected for its non-space clusters (spaces: Inter, the
    /// primary font, which has U+0020).
    static let samples: [(String, String)] = [
        ("مرحبا بالعالم", "Noto Sans Arabic"),
        ("שָׁלוֹם", "Noto Sans Hebrew"),
        ("नमस्ते दुनिया", "Noto Sans Devanagari"),
        ("สวัสดีชาวโลก", "Noto Sans Thai"),
        ("你好世界", "Noto Sans CJK SC"),
        ("こんにちは世界", "Noto Sans CJK SC"),
        ("안녕하세요", "Noto Sans CJK SC"),
        ("😀❤️👍🏽🇯🇵👨‍👩‍👧1️⃣", "Noto Color Emoji"),
    ]

    @Test(arguments: samples)
    func everyClusterCoveredByTheExpectedFamily(text: String, family: String) throws {
        let primary = try Fixture.collection.face(family: "Inter")
        let entries = try FontCoverage.coverage(of: text, primary: primary, collection: Fixture.collection)
        // One entry per grapheme cluster (Swift's Character segmentation).
        #expect(entries.map(\.text) == text.map { String($0) })
        for entry in entries {
            let expected = entry.text == " " ? "Inter" : family
            #expect(entry.face?.familyName == expected, "\(entry.text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(!entry.isSystemFont)
        }
        // And the layout draws them with no .notdef.
        let layout = try Fixture.layout(text, width: nil)
        #expect(layout.missingGlyphs == 0)
    }

    // The emoji clusters are single glyphs (Fonts/README.md: hb-shape gives one glyph for
    // 🇯🇵, 👨‍👩‍👧, 1️⃣, 👍🏽), each 2550 units at 2048 upem → 21.1669921875 pt at 17 pt.
    @Test func emojiAreOneGlyphEach() throws {
        let layout = try Fixture.layout("😀❤️👍🏽🇯🇵👨‍👩‍👧1️⃣", width: nil)
        let glyphs = layout.glyphRuns.flatMap(\.glyphs)
        #expect(glyphs.count == 6)
        #expect(close(layout.size.width, 6 * 2550.0 * 17 / 2048))
    }

    // Text no bundled font covers (Runic U+16A0 U+16A2 U+16A6: in the cmap of no file in
    // Fonts/, read with fontTools) has no face when system fonts are off, and the layout
    // counts the .notdef glyphs.
    @Test func uncoveredScriptWithoutSystemFonts() throws {
        let primary = try Fixture.collection.face(family: "Inter")
        let entries = try FontCoverage.coverage(of: "ᚠᚢᚦ", primary: primary, collection: Fixture.collection)
        #expect(entries.count == 3)
        #expect(entries.allSatisfy { $0.face == nil })
        #expect(try Fixture.layout("ᚠᚢᚦ", width: nil).missingGlyphs == 3)
    }
}

/// `FontCoverage.isRelevant` answers from a table of ranges instead of looking up the
/// scalar's properties; independent source: the standard library's Unicode properties
/// (Default_Ignorable_Code_Point, General_Category), asked for every scalar.
@Suite("Fonts: relevant scalars")
struct FontsRelevantScalarTests {
    @Test("the range table agrees with the Unicode properties for every scalar")
    func everyScalar() {
        var disagreements: [UInt32] = []
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            if FontCoverage.isRelevant(s) != FontCoverage.isRelevantByProperties(s) { disagreements.append(v) }
        }
        #expect(disagreements.isEmpty, "differs at \(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    @Test("the ranges are sorted and apart")
    func rangesOrdered() {
        let ranges = FontCoverage.irrelevantRanges
        for k in 1..<ranges.count { #expect(ranges[k - 1].upperBound + 1 < ranges[k].lowerBound) }
    }
}

/// The itemizer decodes a cluster's scalars from UTF-16 itself; independent source: the
/// standard library's `String(decoding:as: UTF16.self)`, which repairs an unpaired surrogate
/// to U+FFFD.
@Suite("Itemizer: cluster scalars")
struct ItemizerClusterScalarTests {
    static let samples: [[UInt16]] = [
        Array("e\u{301}".utf16), Array("👍🏽".utf16), Array("👨‍👩‍👧".utf16), Array("กำ".utf16),
        [0xD83D], [0xDC4D], [0xDC4D, 0xD83D], [0x61, 0xD83D, 0x62], [0xD83D, 0xD83D, 0xDC4D], [],
    ]

    @Test(arguments: samples)
    func sameAsTheStandardLibrary(units: [UInt16]) {
        let expected = Array(String(decoding: units, as: UTF16.self).unicodeScalars)
        #expect(Itemizer.scalars(units, 0..<units.count) == expected)
    }
}
