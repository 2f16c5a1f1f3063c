import Foundation
import Testing
import Typesetting
@testable import TextRendering

/// Noncharacters (The Unicode Standard §23.7: U+FDD0…U+FDEF and the last two code points of
/// every plane) are valid scalars in valid UTF-8. cairo refuses them in the text it maps to
/// glyphs, so they are drawn in every format with U+FFFD as their text.
@Suite("Noncharacters are drawn in PNG, SVG and PDF")
struct NoncharacterTests {
    /// "a", U+FFFE, "b", U+FFFF, "c", U+10FFFF, "d", U+FDD0, "e".
    /// (Swift's string literals refuse some noncharacters, so the text is built from scalars.)
    static let text = string([0x61, 0xFFFE, 0x62, 0xFFFF, 0x63, 0x10FFFF, 0x64, 0xFDD0, 0x65])

    static func string(_ values: [UInt32]) -> String {
        var scalars = String.UnicodeScalarView()
        for value in values { scalars.append(Unicode.Scalar(value)!) }
        return String(scalars)
    }

    @Test func textGivenToCairo() {
        #expect(GlyphText.cairoText(Self.text) == Array("a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e".utf8))
        // The neighbours of each range are characters, kept as they are.
        let kept = Self.string([0xFDCF, 0xFDF0, 0xFFFD, 0x1FFFD, 0x10FFFD])
        #expect(GlyphText.cairoText(kept) == Array(kept.utf8))
        for value: UInt32 in [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x1FFFF, 0xEFFFE, 0x10FFFF] {
            #expect(GlyphText.isNoncharacter(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
    }

    // The UTF-16 units of a cluster go to cairo as the standard library decodes them: an
    // unpaired surrogate (lead without trail, trail alone) is one U+FFFD, as Unicode §3.9's
    // substitution of maximal subparts has it; a pair is its supplementary scalar (U+1F600).
    @Test func unitsDecodedAsTheStandardLibraryDoes() {
        let units: [UInt16] = [0x61, 0xD800, 0x62, 0xDC00, 0xD83D, 0xDE00, 0xE9, 0x4E2D, 0xD800]
        var utf8: [UInt8] = []
        GlyphText.appendCairoUTF8(units[...], to: &utf8)
        #expect(utf8 == Array(String(decoding: units, as: UTF16.self).utf8))
        #expect(utf8 == Array("a\u{FFFD}b\u{FFFD}😀é中\u{FFFD}".utf8))
    }

    @Test("Every format draws the text", arguments: ["png", "svg", "pdf"])
    func drawn(format: String) throws {
        let layout = try Fixture.layout(Self.text, font: try Fixture.inter())
        let file = TemporaryPath("nonchar." + format)
        defer { file.remove() }
        try TextRenderer().write(layout, to: file.path, scale: 2, background: .white)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file.path)))
        switch format {
        case "png":
            let image = try #require(decodePNG(bytes))
            let width = try Canvas.pixelLength(layout.size.width, scale: 2)
            #expect(image.width == width)
        case "svg":
            // Nine glyphs: five letters and, for each noncharacter, Inter's .notdef (Inter
            // maps none of them; no fallback collection is given), each placed by a <use>.
            #expect(svgGlyphUses(String(decoding: bytes, as: UTF8.self)).count == 9)
        default:
            #expect(bytes.starts(with: Array("%PDF-".utf8)))
            if Poppler.isInstalled {
                let read = try Poppler.text(ofPDF: file.path).trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(read == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e")
            }
        }
    }
}
