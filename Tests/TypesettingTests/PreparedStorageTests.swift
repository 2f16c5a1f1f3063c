import Testing
@testable import Typesetting

/// The compact storage of prepared text: a shaped run's fields and glyph data in one
/// allocation (`ShapedRunStorage`), a text's paragraph held directly when there is one.
/// Independent source: the values written in (each expectation is the input it was made
/// from, read back through the other layout).
@Suite("Prepared storage")
struct PreparedStorageTests {
    /// Glyph data with every optional part: odd count (the last glyph id shares its word with
    /// nothing), offsets, non-sequential clusters, negative advances and ids above 0x7FFF.
    static func sample(offsets: Bool, clusters: Bool) -> ShapedGlyphs {
        var g = ShapedGlyphs()
        g.glyphs = [3, 0xFFFF, 0x8001, 7, 0]
        g.advances = [600, -20, 0, Int32.max, Int32.min]
        if offsets { g.offsets = [.zero, GlyphOffset(x: -5, y: 9), .zero, GlyphOffset(x: 1, y: -1), .zero] }
        if clusters {
            g.clusters = [4, 4, 5, 7, 9]
            g.computeClusterOrder()
        } else {
            g.clusterBase = 4
        }
        return g
    }

    @Test("glyph ids, advances, offsets and clusters read back as written",
          arguments: [(false, false), (true, false), (false, true), (true, true)])
    func roundTrip(offsets: Bool, clusters: Bool) throws {
        let font = try Fixture.inter()
        let glyphs = Self.sample(offsets: offsets, clusters: clusters)
        let run = ShapedRun(range: 4..<10, font: font, attributes: TextAttributes(font: font), level: 1,
                            glyphs: glyphs)
        #expect(run.range == 4..<10)
        #expect(run.level == 1 && run.isRightToLeft)
        #expect(run.font == font)
        let packed = run.glyphs
        #expect(packed.count == 5)
        #expect(packed.indices.map(packed.glyph) == glyphs.glyphs)
        #expect(packed.indices.map(packed.advance) == glyphs.advances)
        #expect(packed.indices.map(packed.cluster) == (0..<glyphs.count).map(glyphs.cluster))
        let written = offsets ? glyphs.offsets : Array(repeating: GlyphOffset.zero, count: 5)
        #expect(packed.indices.map { GlyphOffset(x: packed.xOffset($0), y: packed.yOffset($0)) } == written)
        #expect(packed.byteCount == 5 * (6 + (offsets ? 8 : 0) + (clusters ? 4 : 0)))
    }

    @Test("glyph indices by cluster range: sequential, monotone and empty runs")
    func clusterRanges() throws {
        let font = try Fixture.inter()
        func run(_ glyphs: ShapedGlyphs) -> PackedGlyphs {
            ShapedRun(range: 4..<10, font: font, attributes: TextAttributes(font: font), level: 0, glyphs: glyphs).glyphs
        }
        // clusterBase 4: glyph i is unit 4 + i, so units 5..<7 are glyphs 1 and 2.
        #expect(run(Self.sample(offsets: false, clusters: false)).indices(forClusters: 5..<7) == 1..<3)
        // Clusters 4, 4, 5, 7, 9: units 4..<6 are glyphs 0–2, unit 6 none, 7..<10 glyphs 3 and 4.
        let monotone = run(Self.sample(offsets: false, clusters: true))
        #expect(monotone.indices(forClusters: 4..<6) == 0..<3)
        #expect(monotone.indices(forClusters: 6..<7).isEmpty)
        #expect(monotone.indices(forClusters: 7..<10) == 3..<5)
        #expect(run(ShapedGlyphs()).count == 0)
    }

    @Test("a text of one paragraph holds it directly; of several, in an array, read the same")
    func collections() throws {
        let font = try Fixture.inter()
        let one = try PreparedText("one paragraph", font: font)
        #expect(one.paragraphs.count == 1)
        #expect(one.paragraphs.map(\.utf16Count) == [13])
        #expect(one.paragraphs[0].runs.count == 1 && one.paragraphs[0].runs[0].range == 0..<13)
        // "a", "", "bc": LF-separated; the empty one has no runs but keeps its font.
        let three = try PreparedText("a\n\nbc", font: font)
        #expect(three.paragraphs.count == 3)
        #expect(three.paragraphs.indices == 0..<3)
        #expect(three.paragraphs.map(\.utf16Count) == [1, 0, 2])
        #expect(three.paragraphs[1].runs.isEmpty)
        #expect(three.paragraphs[1].baseFont == font && three.paragraphs[0].baseFont == font)
        #expect(Array(three.paragraphs).map(\.utf16Start) == [0, 2, 3])
        // Latin then Hebrew: two runs. The space takes the script before it (UAX #24's
        // Common characters join their neighbour's run) and, between L and R in a
        // left-to-right paragraph, level 0 (UAX #9 rule N1/N2); the Hebrew letters are level 1.
        let mixed = try PreparedText("ab \u{05D0}\u{05D1}", font: font)
        let runs = mixed.paragraphs[0].runs
        #expect(runs.count == 2)
        #expect(runs.map(\.range) == [0..<3, 3..<5])
        #expect(runs.map(\.level) == [0, 1])
    }
}
