import Foundation
import Testing
import Typesetting
@testable import TextRendering

/// A glyph's bitmap is bounded by its box, and glyphs are rasterized within the cache budget.
@Suite("Glyph limits")
struct GlyphLimitTests {
    /// Inter with head.unitsPerEm (offset 18 of the head table, OpenType spec) set to 16, the
    /// smallest FreeType accepts: every outline becomes 176 times larger per em, as a hostile
    /// font's would.
    static func interWithUnitsPerEm16() throws -> FontFace {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try BundledFonts.directory() + "/Inter-Roman.var.ttf")))
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        var head: Int?
        for i in 0..<tables where bytes[12 + 16 * i..<16 + 16 * i].elementsEqual("head".utf8) {
            let r = 12 + 16 * i + 8
            head = Int(bytes[r]) << 24 | Int(bytes[r + 1]) << 16 | Int(bytes[r + 2]) << 8 | Int(bytes[r + 3])
        }
        let offset = try #require(head) + 18
        bytes[offset] = 0
        bytes[offset + 1] = 16
        return try FontFace(data: Data(bytes), name: "inter-upem-16")
    }

    // Inter's "H" at wght 400, read with fontTools (BoundsPen): x 248…1836, y 0…2048 units.
    // At upem 16 and 17 px per em (k = 17/16): x ⌊263.5⌋ = 263 … ⌈1950.75⌉ = 1951 → 1688 wide,
    // y 0 … 2176 → 2176 tall: 3,673,088 pixels, under the 2²² = 4,194,304 limit, so it is drawn.
    // At 68 px per em (scale 4, k = 4.25): 6749 × 8704 = 58.7 million pixels, over: nothing.
    @Test func glyphOverTheBoxLimitIsSkippedAndCounted() throws {
        let face = try Self.interWithUnitsPerEm16()
        let font = try Font(face: face, size: 17)
        let h = try #require(Fixture.layout("H", font: font).glyphRuns.first?.glyphs.first)
        let rasterizer = GlyphRasterizer()

        let small = try rasterizer.image(of: h, font: font, scale: 1)
        #expect(!small.isOverLimit)
        #expect(small.width == 1688 && small.height == 2176)
        #expect(small.left == 263 && small.top == 2176)

        let large = try rasterizer.image(of: h, font: font, scale: 4)
        #expect(large.isOverLimit)
        #expect(large.content == .empty)
        #expect(rasterizer.overLimitGlyphCount == 1)
        // From the cache, counted again: every image handed out over the limit is counted.
        _ = try rasterizer.image(of: h, font: font, scale: 4)
        #expect(rasterizer.overLimitGlyphCount == 2)
    }

    /// Cache misses are rasterized in batches that stay within the cache's byte budget: with a
    /// budget of one byte every batch is one glyph, so the k-th batch looks up the n − k glyphs
    /// still to do, n(n + 1)/2 misses in all; with the default budget one batch, n misses.
    @Test func rasterizingStaysWithinTheCacheBudget() throws {
        let font = try Fixture.inter(17)
        let glyphs = try Fixture.layout("Hxyz", font: font).glyphRuns.flatMap(\.glyphs)
        #expect(Set(glyphs).count == 4)
        let phases = [Int](repeating: 0, count: glyphs.count)

        let tiny = GlyphRasterizer(cacheByteLimit: 1)
        var order: [Int] = []
        try tiny.forEachImage(of: glyphs, font: font, scale: 1, subpixelPhases: phases) { k, image in
            order.append(k)
            #expect(image.width > 0)
        }
        #expect(order == [0, 1, 2, 3])
        #expect(tiny.cacheStatistics.misses == 4 + 3 + 2 + 1)

        let roomy = GlyphRasterizer()
        _ = try roomy.images(of: glyphs, font: font, scale: 1, subpixelPhases: phases)
        #expect(roomy.cacheStatistics.misses == 4)
    }
}
