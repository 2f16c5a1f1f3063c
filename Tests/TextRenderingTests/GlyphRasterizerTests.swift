import Testing
import Typesetting
@testable import TextRendering

@Suite("Glyph rasterizer")
struct GlyphRasterizerTests {
    /// Inter's glyph for "H" (through the shaper, as the renderer gets it).
    static func glyph(_ text: String, font: Font) throws -> UInt32 {
        try #require(Fixture.layout(text, font: font).glyphRuns.first?.glyphs.first)
    }

    static func mask(_ image: GlyphImage) throws -> CoverageMask {
        guard case .coverage(let mask) = image.content else {
            Issue.record("expected a coverage mask, got \(image.content)")
            throw CancellationError()
        }
        return mask
    }

    /// x of the coverage-weighted centre of a glyph image, in pixels from the pen position.
    static func centroidX(_ image: GlyphImage) throws -> (x: Double, total: Double) {
        let mask = try mask(image)
        var sum = 0.0, weighted = 0.0
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let c = Double(mask[x, y])
                sum += c
                weighted += c * (Double(x) + 0.5)
            }
        }
        return (Double(image.left) + weighted / sum, sum)
    }

    // The variation instance is the one shaped. Inter's "H" bounds, read with fontTools
    // (BoundsPen on getGlyphSet(location={"wght": w})), upem 2816:
    //   wght 100: x 320…1752, wght 400: x 248…1836, wght 900: x 132…1980; y 0…2048 for all.
    // At 100 px per em (k = 100/2816) FreeType's bitmap spans ⌊xMin·k⌋…⌈xMax·k⌉:
    //   100: ⌊11.36⌋ = 11 … ⌈62.22⌉ = 63 → 52 wide;  400: 8 … ⌈65.20⌉ = 66 → 58;
    //   900: 4 … ⌈70.31⌉ = 71 → 67; height ⌈72.73⌉ = 73, top 73.
    @Test(arguments: [(100.0, 52, 11), (400.0, 58, 8), (900.0, 67, 4)])
    func weightAxis(weight: Double, width: Int, left: Int) throws {
        let font = try Fixture.inter(100, weight: Font.Weight(weight))
        let rasterizer = GlyphRasterizer()
        let image = try rasterizer.image(of: Self.glyph("H", font: font), font: font, scale: 1)
        let mask = try Self.mask(image)
        #expect(mask.width == width)
        #expect(image.left == left)
        #expect(mask.height == 73)
        #expect(image.top == 73)
        #expect(image.pixelsPerEm == 100)
    }

    // The face's variation state is set for every batch, never inherited: after rendering
    // wght 900, a fresh rasterizer (empty cache) renders wght 400 at its own width (58, above).
    @Test func variationStateIsNotInherited() throws {
        let heavy = try Fixture.inter(100, weight: .black)
        let regular = try Fixture.inter(100, weight: .regular)
        let h = try Self.glyph("H", font: regular)
        _ = try GlyphRasterizer().image(of: h, font: heavy, scale: 1)
        #expect(try Self.mask(GlyphRasterizer().image(of: h, font: regular, scale: 1)).width == 58)
    }

    // Scale multiplies the pixel size: 50 pt at scale 2 is the same 100 px per em.
    @Test func scaleMultipliesPixelSize() throws {
        let font = try Fixture.inter(50)
        let image = try GlyphRasterizer().image(of: Self.glyph("H", font: font), font: font, scale: 2)
        #expect(image.pixelsPerEm == 100)
        #expect(try Self.mask(image).width == 58)
    }

    // A subpixel phase of 2 quarters translates the outline by ½ px: the ink's centre moves
    // right by 0.5 px and the total coverage is unchanged (area is translation-invariant);
    // tolerances allow for 8-bit coverage rounding.
    @Test func subpixelPhaseShiftsInk() throws {
        let font = try Fixture.inter(100)
        let h = try Self.glyph("H", font: font)
        let rasterizer = GlyphRasterizer()
        let base = try Self.centroidX(rasterizer.image(of: h, font: font, scale: 1, subpixelPhase: 0))
        for phase in 1...3 {
            let shifted = try Self.centroidX(rasterizer.image(of: h, font: font, scale: 1, subpixelPhase: phase))
            #expect(abs(shifted.x - base.x - Double(phase) / 4) < 0.02)
            #expect(abs(shifted.total - base.total) / base.total < 0.01)
        }
    }

    // Noto Color Emoji is bitmap-only: the 109-ppem CBDT strike (fontTools: CBLC strikes
    // [(109, 109)]) gives a colour bitmap; CBDT metrics of u1F600: 136×128, BearingX 0,
    // BearingY 101.
    @Test func colorEmojiStrike() throws {
        let font = try Fixture.inter(17)
        let run = try #require(Fixture.layout("😀", font: font).glyphRuns.first)
        #expect(run.font.face.isBitmapOnly)
        let image = try GlyphRasterizer().image(of: run.glyphs[0], font: run.font, scale: 2)
        #expect(image.pixelsPerEm == 109)
        #expect(image.width == 136 && image.height == 128)
        #expect(image.left == 0 && image.top == 101)
        guard case .color(let bitmap) = image.content else { Issue.record("expected colour"); return }
        let p = bitmap.pixels
        let colored = stride(from: 0, to: p.count, by: 4).contains { (k: Int) -> Bool in
            let (r, g, b) = (p[k], p[k + 1], p[k + 2])
            return r != g || g != b
        }
        #expect(colored)
    }

    @Test func spaceAndZeroSizeAreEmpty() throws {
        let font = try Fixture.inter(17)
        let space = try Self.glyph(" ", font: font)
        #expect(try GlyphRasterizer().image(of: space, font: font, scale: 2).content == .empty)
        let zero = try Fixture.inter(0)
        #expect(try GlyphRasterizer().image(of: Self.glyph("H", font: font), font: zero, scale: 2).content == .empty)
        #expect(throws: RenderError.invalidScale(-1)) { try GlyphRasterizer().image(of: space, font: font, scale: -1) }
    }

    // The cache key holds every input: the same request hits; another phase or size misses.
    @Test func cacheHitsAndKeys() throws {
        let font = try Fixture.inter(17)
        let h = try Self.glyph("H", font: font)
        let rasterizer = GlyphRasterizer()
        _ = try rasterizer.image(of: h, font: font, scale: 2)
        _ = try rasterizer.image(of: h, font: font, scale: 2)
        var stats = rasterizer.cacheStatistics
        #expect(stats.count == 1 && stats.hits == 1 && stats.misses == 1)
        _ = try rasterizer.image(of: h, font: font, scale: 2, subpixelPhase: 1)
        _ = try rasterizer.image(of: h, font: font, scale: 3)
        _ = try rasterizer.image(of: h, font: Fixture.inter(17, weight: .bold), scale: 2)
        stats = rasterizer.cacheStatistics
        #expect(stats.count == 4 && stats.misses == 4)
        rasterizer.removeAllCachedGlyphs()
        #expect(rasterizer.cacheStatistics.count == 0 && rasterizer.cacheStatistics.bytes == 0)
    }

    // The byte budget holds: a 4 KiB cache fed a paragraph's glyphs evicts (least recently
    // used first) and never exceeds its budget; an entry bigger than the budget (a 136×128×4 =
    // 69,632-byte emoji strike) is returned but not kept.
    @Test func cacheStaysWithinBudget() throws {
        let font = try Fixture.inter(17)
        let rasterizer = GlyphRasterizer(cacheByteLimit: 4096)
        let layout = try Fixture.layout(Fixture.paragraph, font: font, width: 300)
        for run in layout.glyphRuns {
            _ = try rasterizer.images(of: run.glyphs, font: run.font, scale: 2, subpixelPhases: run.glyphs.map { _ in 0 })
            #expect(rasterizer.cacheStatistics.bytes <= 4096)
        }
        #expect(rasterizer.cacheStatistics.evictions > 0)
        let before = rasterizer.cacheStatistics.count
        let emoji = try #require(Fixture.layout("😀", font: font).glyphRuns.first)
        let image = try rasterizer.image(of: emoji.glyphs[0], font: emoji.font, scale: 2)
        #expect(image.width == 136)
        #expect(rasterizer.cacheStatistics.count == before)
    }

    // LRU order: with room for about two entries, touching the first keeps it and evicts the
    // second when a third arrives.
    @Test func leastRecentlyUsedIsEvicted() throws {
        let font = try Fixture.inter(17)
        let glyphs = try ["H", "O", "W"].map { try Self.glyph($0, font: font) }
        let sizes = try glyphs.map { try GlyphRasterizer().image(of: $0, font: font, scale: 2) }.map { $0.width * $0.height + GlyphCache.entryOverhead }
        let rasterizer = GlyphRasterizer(cacheByteLimit: sizes[0] + max(sizes[1], sizes[2]))
        _ = try rasterizer.image(of: glyphs[0], font: font, scale: 2)
        _ = try rasterizer.image(of: glyphs[1], font: font, scale: 2)
        _ = try rasterizer.image(of: glyphs[0], font: font, scale: 2)   // H is now most recent
        _ = try rasterizer.image(of: glyphs[2], font: font, scale: 2)   // evicts O
        let hits = rasterizer.cacheStatistics.hits
        _ = try rasterizer.image(of: glyphs[0], font: font, scale: 2)
        #expect(rasterizer.cacheStatistics.hits == hits + 1)
        _ = try rasterizer.image(of: glyphs[1], font: font, scale: 2)
        #expect(rasterizer.cacheStatistics.hits == hits + 1)
    }

    // FreeType faces are shared: many tasks rasterizing one face at alternating weights each
    // get exactly what a serial run gets (the face lock covers set-up and rendering).
    @Test func concurrentRasterizationMatchesSerial() async throws {
        let thin = try Fixture.inter(40, weight: .ultraLight)
        let heavy = try Fixture.inter(40, weight: .black)
        let glyphs = try "Hamburgefonstiv".map { try Self.glyph(String($0), font: thin) }
        let phases = glyphs.indices.map { $0 % 4 }
        let expectedThin = try GlyphRasterizer().images(of: glyphs, font: thin, scale: 2, subpixelPhases: phases)
        let expectedHeavy = try GlyphRasterizer().images(of: glyphs, font: heavy, scale: 2, subpixelPhases: phases)
        let results = try await withThrowingTaskGroup(of: (Int, [GlyphImage]).self) { group in
            for k in 0..<16 {
                group.addTask {
                    (k, try GlyphRasterizer().images(of: glyphs, font: k % 2 == 0 ? thin : heavy, scale: 2, subpixelPhases: phases))
                }
            }
            var all: [(Int, [GlyphImage])] = []
            for try await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 16)
        for (k, images) in results { #expect(images == (k % 2 == 0 ? expectedThin : expectedHeavy)) }
    }
}
