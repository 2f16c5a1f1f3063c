import Testing
@testable import Typesetting

/// A font's own tracking (`FontTracking`, carried by a `FontProfile`): read from its table by
/// point size, added to each grapheme cluster shaped with the font, never to a fallback
/// font's clusters, and added to by the attribute tracking (NSAttributedString's kern).
///
/// Inter advances (`hb-shape --font-size=2816 --no-glyph-names Fonts/Inter-Roman.var.ttf`,
/// HarfBuzz 6.0): "the" 1056 1664 1640 = 4360 units; head.unitsPerEm 2816.
@Suite("Fonts: tracking")
struct FontTrackingTests {
    /// 0.01 em at 12 pt, 0.03 em at 24 pt.
    static let table = try! FontTracking(entries: [.init(pointSize: 12, value: 0.01), .init(pointSize: 24, value: 0.03)])
    static let profile = FontProfile(name: "test", tracking: table)

    static func width(_ text: AttributedText) throws -> Double {
        try PreparedText(text, fontCollection: Fixture.collection).layout(width: nil).size.width
    }

    @Test func interpolatesBetweenSizesAndClampsOutside() {
        #expect(close(Self.table.value(atPointSize: 12), 0.01))
        // 18 pt: halfway from 12 to 24, 0.01 + 0.5 × (0.03 − 0.01) = 0.02.
        #expect(close(Self.table.value(atPointSize: 18), 0.02, 1e-12))
        // 15 pt: a quarter of the way, 0.01 + 0.25 × 0.02 = 0.015.
        #expect(close(Self.table.value(atPointSize: 15), 0.015, 1e-12))
        // Outside the table: the end values.
        #expect(Self.table.value(atPointSize: 6) == 0.01)
        #expect(Self.table.value(atPointSize: 0) == 0.01)
        #expect(Self.table.value(atPointSize: 96) == 0.03)
        #expect(Self.table.value(atPointSize: .nan) == 0.01)
        // In points: 0.02 em × 18 pt = 0.36 pt.
        #expect(close(Self.table.points(atPointSize: 18), 0.36, 1e-12))
    }

    @Test func aTableThatCannotBeUsedIsATypedError() {
        #expect(throws: FontError.self) { try FontTracking(entries: []) }
        #expect(throws: FontError.self) { try FontTracking(entries: [.init(pointSize: 12, value: 0), .init(pointSize: 12, value: 0)]) }
        #expect(throws: FontError.self) { try FontTracking(entries: [.init(pointSize: 14, value: 0), .init(pointSize: 12, value: 0)]) }
        #expect(throws: FontError.self) { try FontTracking(entries: [.init(pointSize: .nan, value: 0)]) }
        #expect(throws: FontError.self) { try FontTracking(entries: [.init(pointSize: -1, value: 0)]) }
        #expect(throws: FontError.self) { try FontTracking(entries: [.init(pointSize: 12, value: .infinity)]) }
        #expect(throws: FontError.self) { try FontTracking(entries: [.init(pointSize: 12, value: 11)]) }
        do {
            _ = try FontTracking(entries: [])
        } catch {
            #expect(error.description == "invalid tracking table: the table has no entries")
        }
    }

    @Test func eachClusterShapedWithTheFontGetsItsTracking() throws {
        let inter = try Fixture.collection.face(family: "Inter")
        let plain = try Font(face: inter, size: 18)
        let tracked = try Font(face: inter, size: 18, profile: Self.profile)
        #expect(close(tracked.trackingPerCluster, 0.36, 1e-12))   // 0.02 em × 18 pt
        let width = try Self.width(AttributedText("the", attributes: TextAttributes(font: tracked)))
        // 4360 × 18/2816 + 3 clusters × 0.36.
        #expect(close(width, 4360 * 18 / 2816 + 3 * 0.36, 1e-9))
        #expect(close(try Self.width(AttributedText("the", attributes: TextAttributes(font: plain))), 4360 * 18 / 2816, 1e-9))
        // The glyphs: each advance grows by 0.36, each glyph sits 0.18 into its slot.
        let layout = try PreparedText(AttributedText("the", attributes: TextAttributes(font: tracked)),
                                      fontCollection: Fixture.collection).layout(width: nil)
        let run = try #require(layout.glyphRuns.first)
        #expect(close(run.advances[0], 1056 * 18 / 2816 + 0.36, 1e-9))
        #expect(close(run.positions[0].x, 0.18, 1e-9))
        #expect(close(run.positions[1].x, 1056 * 18 / 2816 + 0.36 + 0.18, 1e-9))
        #expect(close(run.maxX, width, 1e-9))
    }

    @Test func attributeTrackingAddsToTheFonts() throws {
        let inter = try Fixture.collection.face(family: "Inter")
        let tracked = try Font(face: inter, size: 18, profile: Self.profile)
        let width = try Self.width(AttributedText("the", attributes: TextAttributes(font: tracked, tracking: 1)))
        // 4360 × 18/2816 + 3 × (0.36 + 1).
        #expect(close(width, 4360 * 18 / 2816 + 3 * 1.36, 1e-9))
    }

    @Test func aFallbackFontsClustersGetNoFontTracking() throws {
        let inter = try Fixture.collection.face(family: "Inter")
        // "tא": the alef falls back to Noto Sans Hebrew, which has no profile; the one
        // Inter cluster gets 0.36 pt, the alef none: the difference is one cluster's tracking.
        let text = "t\u{05D0}"
        let plain = try Self.width(AttributedText(text, attributes: TextAttributes(font: try Font(face: inter, size: 18))))
        let tracked = try Self.width(AttributedText(text, attributes: TextAttributes(font: try Font(face: inter, size: 18, profile: Self.profile))))
        #expect(close(tracked - plain, 0.36, 1e-9))
    }

    @Test func trackingFollowsThePointSizeWithoutReshaping() throws {
        let inter = try Fixture.collection.face(family: "Inter")
        let font = try Font(face: inter, size: 12, profile: Self.profile)
        // 0.01 em × 12 = 0.12 pt; withSize(24) reads the table again: 0.03 × 24 = 0.72 pt.
        #expect(close(font.trackingPerCluster, 0.12, 1e-12))
        #expect(close(try font.withSize(24).trackingPerCluster, 0.72, 1e-12))
        #expect(try font.withSize(24).profile === Self.profile)
        // A font with a profile is not equal to the same face without one.
        #expect(try Font(face: inter, size: 12) != font)
    }
}
