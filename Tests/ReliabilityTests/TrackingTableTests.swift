import Foundation
import FuzzSupport
import Testing
import Typesetting

/// `trak` tables read as HarfBuzz reads them: the normal track (0), linear between the listed
/// sizes, clamped outside them. The synthetic SF fonts' table lists 12, 17 and 28 pt with
/// +20, −30 and −80 units on track 0, and ∓200 units on tracks ∓1
/// (`Tests/Tools/synthetic_apple_fonts.py`).
@Suite("Fonts: trak tables")
struct TrackingTableTests {
    /// The raw `trak` table of the file behind `face`, cut out of the file's table directory.
    static func trakBytes(of face: FontFace) throws -> [UInt8] {
        let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: face.path)))
        let record = try #require(SFNT.table("trak", in: file))
        return Array(file[record.offset..<(record.offset + record.length)])
    }

    /// The table read: sizes 12, 17, 28 pt; values +20, −30, −80 units of 2048 (track 0).
    @Test func normalTrackInterpolatedAtFiveSizes() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder))
        let face = try fonts.systemFont(ofSize: 17).face
        let tracking = try #require(face.trackingProfile?.tracking)
        let sizes: [Double] = [12, 17, 28]
        let values: [Double] = [20, -30, -80].map { $0 / 2048 }
        #expect(tracking.entries.map(\.pointSize) == sizes)
        #expect(tracking.entries.map(\.value) == values)
        for (size, units) in Self.expectedUnits {
            #expect(abs(tracking.value(atPointSize: size) - units / 2048) < 1e-15, "\(size) pt")
        }
    }

    /// The normal track at 11, 15, 17, 20 and 34 pt, in font units (HarfBuzz's reading):
    static let expectedUnits: [(Double, Double)] = [
        (11, 20),                 // below the first size (12): its value
        (15, 20 - 30),            // 20 + (15 − 12)/(17 − 12) × (−30 − 20) = 20 − 30 = −10
        (17, -30),                // a listed size
        (20, -30 - 150.0 / 11),   // −30 + (20 − 17)/(28 − 17) × (−80 + 30) = −43.636…
        (34, -80),                // above the last size (28): its value
    ]

    /// Measured: "aaaa" at each size is 4 × (advance + tracking) × size / 2048, the tracking
    /// added once per grapheme cluster. 11, 15 and 17 pt use SF Pro Text (1100 units), 20 and
    /// 34 pt SF Pro Display (1000 units); both carry the same table.
    @Test func measuredWidthsCarryTheTableAtFiveSizes() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder))
        for (size, units) in Self.expectedUnits {
            let font = try fonts.systemFont(ofSize: size)
            let advance = size < 20 ? SyntheticAppleFonts.textAdvance : SyntheticAppleFonts.displayAdvance
            let expected = 4 * (advance + units) * size / 2048
            let width = try AppleFontsTests.width("aaaa", font, fonts)
            #expect(abs(width - expected) < 1e-9, "\(size) pt: \(width) vs \(expected)")
        }
    }

    /// Without a track 0, the two tracks around it are interpolated (HarfBuzz's get_tracking).
    @Test func withoutTrackZeroTheTracksAroundItAreInterpolated() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder))
        var bytes = try Self.trakBytes(of: try fonts.systemFont(ofSize: 17).face)
        // Track 0's record is the second (at 12 + 8 + 8 = 28): make it track 0.5 (0x00008000).
        bytes[28...31] = [0, 0, 0x80, 0]
        let tracking = try #require(TrakTable.tracking(bytes, unitsPerEm: 2048))
        // Tracks −1 (−200) and +0.5 (20, −30, −80) around 0: t = (0 + 1) / (0.5 + 1) = 2/3,
        // at 12 pt −200 + 2/3 × (20 + 200) = −53.333 units.
        #expect(abs(tracking.value(atPointSize: 12) - (-200 + 2.0 / 3 * 220) / 2048) < 1e-12)
    }
}
