import Testing
@testable import Typesetting

/// The word cache must not change results: shaping words separately (and reusing them) gives
/// the same glyphs, advances, line breaks and widths as shaping each run whole, for the
/// scripts it is used for. Independent source: whole-run shaping (`usesShapingCache: false`)
/// is plain `hb_shape` of the run with its paragraph as context.
@Suite("Shaping cache")
struct ShapingCacheTests {
    static let samples = [
        "AVAVA To Ty We Yo. \"Quoted\" and 'single' (parenthesis) [brackets] {braces}",
        "Typography, kerning and ligatures: office, affluent, waffle, ﬁnal; 1,234.56 — 2024-11-30",
        "Привет, мир! Γειά σου Κόσμε. Ünïcödé naïve café résumé façade",
        "日本語の文章と中文的句子。한국어 문장도 있습니다.",
        "Emoji 😀 ❤️ 👍🏽 🇯🇵 inside words: a😀b",
    ]

    @Test("cached and whole-run shaping give the same lines and widths", arguments: samples)
    func sameResults(text: String) throws {
        let font = try Fixture.inter()
        let cached = try PreparedText(text, font: font, fontCollection: Fixture.collection, usesShapingCache: true)
        let whole = try PreparedText(text, font: font, fontCollection: Fixture.collection, usesShapingCache: false)
        for width in [nil, 80.0, 150, 230] as [Double?] {
            let a = try cached.layout(width: width), b = try whole.layout(width: width)
            #expect(a.lines.map(\.utf16Range) == b.lines.map(\.utf16Range))
            for (x, y) in zip(a.lines, b.lines) { #expect(abs(x.width - y.width) < 1e-9) }
            let ga = a.glyphRuns.flatMap(\.glyphs), gb = b.glyphRuns.flatMap(\.glyphs)
            #expect(ga == gb)
        }
    }

    @Test("the LRU evicts the least recently used entry when over its budget")
    func eviction() {
        func key(_ s: String) -> ShapingCache.Key {
            ShapingCache.Key(instance: 1, features: [], script: "Latn", language: nil, rightToLeft: false, text: Array(s.utf16))
        }
        var glyphs = ShapedGlyphs()
        glyphs.glyphs = [1, 2]; glyphs.advances = [10, 20]; glyphs.clusters = [0, 1]
        // One entry costs 160 + 2×2 (text) + 2×2 + 2×4 + 2×4 (glyph arrays) = 184 bytes
        // (ShapingCache.cost); a 400-byte shard holds two.
        let cache = ShapingCache(byteBudget: 400, shardCount: 1)
        cache.put(key("ab"), glyphs)
        cache.put(key("cd"), glyphs)
        #expect(cache.get(key("ab")) != nil)  // "ab" is now the most recently used
        cache.put(key("ef"), glyphs)          // over budget: "cd" goes
        #expect(cache.get(key("cd")) == nil)
        #expect(cache.get(key("ab")) != nil)
        #expect(cache.get(key("ef")) != nil)
        let stats = cache.statistics
        #expect(stats.entries == 2)
        #expect(stats.bytes <= 400)
        #expect(stats.evictions == 1)
    }

    @Test("keys differ by every shaping input")
    func keyInputs() {
        let base = ShapingCache.Key(instance: 1, features: [], script: "Latn", language: nil, rightToLeft: false, text: Array("fi".utf16))
        var other = base; other.instance = 2
        #expect(base != other)
        other = base; other.features = ["liga=0"]
        #expect(base != other)
        other = base; other.language = "tr"
        #expect(base != other)
        other = base; other.script = "Cyrl"
        #expect(base != other)
    }
}
