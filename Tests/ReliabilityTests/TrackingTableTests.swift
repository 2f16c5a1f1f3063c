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

    @Test func normalTrackInterpolatedAtFiveSizes() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder))
        let face = try fonts.systemFont(ofSize: 17).face
        let table = try #require(face.trackingTable)
        #expect(table.sizes == [12, 17, 28])
        #expect(table.values == [20, -30, -80])
        // 11 pt: below the first size (12): its value, +20.
        #expect(table.value(atPointSize: 11) == 20)
        // 15 pt: 20 + (15 − 12) / (17 − 12) × (−30 − 20) = 20 − 30 = −10.
        #expect(table.value(atPointSize: 15) == -10)
        // 17 pt: a listed size: −30.
        #expect(table.value(atPointSize: 17) == -30)
        // 20 pt: −30 + (20 − 17) / (28 − 17) × (−80 + 30) = −30 − 150/11 = −43.6364.
        #expect(abs(table.value(atPointSize: 20) - (-30 - 150.0 / 11)) < 1e-12)
        // 34 pt: above the last size (28): its value, −80.
        #expect(table.value(atPointSize: 34) == -80)
        // In points at 15 pt: −10 × 15 / 2048 = −0.0732.
        #expect(table.points(atPointSize: 15, unitsPerEm: 2048) == -10.0 * 15 / 2048)
    }

    /// Without a track 0, the two tracks around it are interpolated (HarfBuzz's get_tracking):
    /// tracks −1 and +1 at −200 and +200 give 0.
    @Test func withoutTrackZeroTheTracksAroundItAreInterpolated() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder))
        var bytes = try Self.trakBytes(of: try fonts.systemFont(ofSize: 17).face)
        // Track 0's record is the second (at 8 + 12 + 8 = 28): make it track 0.5 (0x00008000).
        bytes[28...31] = [0, 0, 0x80, 0]
        let table = try #require(TrackingTable(trak: bytes))
        // Tracks −1 (−200) and +0.5 (20, −30, −80) around 0: t = (0 + 1) / (0.5 + 1) = 2/3,
        // at 12 pt −200 + 2/3 × (20 + 200) = −53.333.
        #expect(abs(table.value(atPointSize: 12) - (-200 + 2.0 / 3 * 220)) < 1e-9)
    }
}
