import Foundation
import Testing
@testable import Typesetting

/// The bundled stand-in reached as the system font measures as SF Pro; the same face named by
/// the user is measured as its file says (BehaviourReference, "The system font: measured as
/// SF Pro").
///
/// SF Pro's numbers: hhea ascender 1950, descender −494, line gap 0 at 2048 units per em;
/// capHeight 1443; xHeight 1078 below 20 pt and 1069 from 20 pt [M] (UIFont at 17 and 20 pt:
/// xHeight 8.9482 and 10.4395, capHeight 14.0918 at 20 pt). Tracking: Apple HIG, Typography,
/// "Tracking values", SF Pro (1/1000 em).
@Suite("System font: SF Pro profile")
struct SystemFontProfileTests {
    static func system(_ size: Double, weight: Font.Weight = .regular) throws -> Font {
        try Fixture.collection.systemFont(ofSize: size, weight: weight)
    }

    @Test func verticalMetricsAreSFPros() throws {
        let f17 = try Self.system(17)
        #expect(f17.metrics.source == .systemFontProfile)
        #expect(close(f17.ascender, 17 * 1950.0 / 2048, 1e-9))      // 16.1865234375
        #expect(close(f17.descender, -17 * 494.0 / 2048, 1e-9))     // −4.1005859375
        #expect(f17.leading == 0)
        #expect(close(f17.lineHeight, 17 * 2444.0 / 2048, 1e-9))    // 20.287109375
        #expect(close(f17.capHeight, 17 * 1443.0 / 2048, 1e-9))     // 11.9780…
        #expect(close(f17.xHeight, 17 * 1078.0 / 2048, 1e-9))       // 8.9482…
        let f20 = try Self.system(20)
        #expect(close(f20.capHeight, 20 * 1443.0 / 2048, 1e-9))     // 14.0918
        #expect(close(f20.xHeight, 20 * 1069.0 / 2048, 1e-9))       // 10.4395
        #expect(close(try Self.system(19.5).xHeight, 19.5 * 1078.0 / 2048, 1e-9))
        // A semibold system font has the same vertical metrics.
        #expect(close(try Self.system(17, weight: .semibold).lineHeight, 17 * 2444.0 / 2048, 1e-9))
    }

    /// The HIG's SF Pro table, in points (value × size / 1000).
    static let trackingCases: [(size: Double, points: Double)] = [
        (11, 0.066),      // +6/1000 em × 11 pt
        (15, -0.24),      // −16/1000 × 15
        (17, -0.442),     // −26/1000 × 17
        (20, -0.46),      // −23/1000 × 20
        (34, 0.408),      // +12/1000 × 34
        (17.5, -0.44625), // halfway from −26 (17 pt) to −25 (18 pt): −25.5/1000 × 17.5
        (55, 0.33),       // between 54 and 56 pt, both +6: 6/1000 × 55
        (4, 0.164),       // below 6 pt: 6 pt's +41/1000 × 4
        (120, 0),         // above 96 pt: 96 pt's 0
    ]

    @Test(arguments: trackingCases)
    func trackingFollowsTheHIGTable(_ c: (size: Double, points: Double)) throws {
        let (size, points) = c
        #expect(close(try Self.system(size).trackingPerCluster, points, 1e-12))
    }

    /// "the" at 17 pt: Inter's advances 1056 + 1664 + 1640 = 4360 units (hb-shape,
    /// unitsPerEm 2816) = 26.3210 pt, plus 3 × −0.442 = 24.9950 pt (iOS: 25 at @2x).
    @Test func trackingAppliesToTheSystemFontsWidths() throws {
        let width = try Fixture.layout("the", width: nil, font: Self.system(17)).size.width
        #expect(close(width, 4360.0 * 17 / 2816 - 3 * 0.442, 1e-9))
    }

    /// The glyph scale: 1 to 17 pt, then linear to 0.893 at 28 pt, held above; × 1.02 at 600.
    @Test func glyphScaleFollowsItsTable() throws {
        #expect(try Self.system(12).glyphScale == 1)
        #expect(try Self.system(17).glyphScale == 1)
        #expect(close(try Self.system(22).glyphScale, 1 - 5.0 / 11 * 0.107, 1e-12))   // 0.95136…
        #expect(close(try Self.system(28).glyphScale, 0.893, 1e-12))
        #expect(close(try Self.system(34).glyphScale, 0.893, 1e-12))
        #expect(close(try Self.system(17, weight: .semibold).glyphScale, 1.02, 1e-12))
        #expect(close(try Self.system(17, weight: .medium).glyphScale, 1.01, 1e-12))   // halfway 400…600
        #expect(close(try Self.system(28, weight: .bold).glyphScale, 0.893 * 1.02, 1e-12))
        // 28 pt: "OpenSwiftUI Example" is drawn at 28 × 0.893 = 25.004 pt glyphs.
        #expect(close(try Self.system(28).glyphSize, 25.004, 1e-9))
    }

    @Test func aFontTheUserNamesIsUnchanged() throws {
        // Inter by family and by file: Inter's own OS/2 typo metrics (2728, −680, 0 at 2816
        // upem, USE_TYPO_METRICS set), no tracking, no glyph scale.
        let byFamily = try Fixture.collection.font(family: "Inter", size: 17)
        let byFile = try Font(face: FontFace(contentsOf: Fixture.fontPath("Inter-Roman.var.ttf")), size: 17)
        for font in [byFamily, byFile] {
            #expect(font.profile == nil)
            #expect(font.metrics.source == .os2Typo)
            #expect(close(font.lineHeight, 3408.0 * 17 / 2816, 1e-9))   // 20.5739
            #expect(font.trackingPerCluster == 0)
            #expect(font.glyphScale == 1)
            #expect(close(try Fixture.layout("the", width: nil, font: font).size.width, 4360.0 * 17 / 2816, 1e-9))
        }
        // The same face as the system font is another font.
        #expect(try Self.system(17) != byFamily)
        #expect(try Self.system(17).face === byFamily.face)
        // Bold and italic traits keep the system font's profile.
        let bold = try Fixture.collection.font(try Self.system(17), bold: true)
        #expect(bold.profile === SystemFontProfiles.sfPro)
        #expect(close(bold.lineHeight, 17 * 2444.0 / 2048, 1e-9))
    }

    /// The other designs: SF Pro Rounded's and New York's HIG tracking on Quicksand and Noto
    /// Serif, their own metrics kept; monospaced has no profile (no SF Mono table published).
    @Test func otherDesigns() throws {
        let rounded = try Fixture.collection.systemFont(ofSize: 17, design: .rounded)
        #expect(close(rounded.trackingPerCluster, 17 * 22.0 / 1000, 1e-12))   // +22/1000 em → 0.374 pt
        #expect(rounded.metrics.source != .systemFontProfile)
        let serif = try Fixture.collection.systemFont(ofSize: 17, design: .serif)
        #expect(close(serif.trackingPerCluster, 17 * -4.0 / 1000, 1e-12))     // −4/1000 em → −0.068 pt
        #expect(close(serif.lineHeight, 1362.0 * 17 / 1000, 1e-9))            // Noto Serif's hhea 1069 − (−293)
        #expect(try Fixture.collection.systemFont(ofSize: 17, design: .monospaced).profile == nil)
    }
}
