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
        // An entry's cost counts its key's text by the capacity malloc gave it, and glibc may
        // hand out a chunk 16 bytes larger than asked when the free chunk it splits would
        // leave less than its minimum: three keys of the same length can cost differently.
        // So each key is made once and its own cost read, and the budget holds "ab" with
        // either other key but not all three.
        let ab = key("ab"), cd = key("cd"), ef = key("ef")
        let (costAB, costCD, costEF) = (ShapingCache.cost(ab, glyphs), ShapingCache.cost(cd, glyphs), ShapingCache.cost(ef, glyphs))
        let budget = costAB + max(costCD, costEF) + min(costCD, costEF) / 2
        let cache = ShapingCache(byteBudget: budget, shardCount: 1)
        cache.put(ab, glyphs)
        cache.put(cd, glyphs)
        #expect(cache.get(ab) != nil)  // "ab" is now the most recently used
        cache.put(ef, glyphs)          // over budget: "cd" goes
        #expect(cache.get(cd) == nil)
        #expect(cache.get(ab) != nil)
        #expect(cache.get(ef) != nil)
        let stats = cache.statistics
        #expect(stats.entries == 2)
        #expect(stats.bytes == costAB + costEF)
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

    /// Shapes `text` as one run of Inter (Latin) or Noto Sans CJK SC (Han) through `cache`.
    static func shapeThrough(_ cache: ShapingCache, _ text: String, script: String = "Latn") throws -> ShapedGlyphs {
        let font = script == "Hani" ? try Fixture.collection.font(family: "Noto Sans CJK SC", size: 17) : try Fixture.inter()
        let instance = font.face.instance(variations: [])
        let buffer = ShapingBuffer()
        return Array(text.utf16).withUnsafeBufferPointer {
            Shaper.shapeRun(text: $0, range: 0..<$0.count, instance: instance, rightToLeft: false, script: script,
                            language: nil, featureSettings: [], buffer: buffer, cache: cache)
        }
    }

    @Test("a segment longer than the length limit is shaped but not stored")
    func lengthLimit() throws {
        #expect(ShapingCache.maximumCachedUnits == 32)
        // 45 letters, one segment (no space): over the 32-unit limit, so not stored. The
        // 32-letter word (16 × "ab") is at the limit and stored; so are "to", " " and "be".
        let long = "Pneumonoultramicroscopicsilicovolcanoconiosis"
        let atLimit = String(repeating: "ab", count: 16)
        let cache = ShapingCache(byteBudget: 1 << 20, shardCount: 1)
        let first = try Self.shapeThrough(cache, long)
        #expect(cache.statistics.entries == 0)
        _ = try Self.shapeThrough(cache, atLimit)
        #expect(cache.statistics.entries == 1)
        _ = try Self.shapeThrough(cache, "to " + long + " be")
        #expect(cache.statistics.entries == 4)
        // Shaped again, the long word gives the same glyphs and advances as the first time.
        let again = try Self.shapeThrough(cache, long)
        #expect(again.glyphs == first.glyphs && again.advances == first.advances && first.glyphs.count == 45)
    }

    @Test("an entry's cost covers its arrays' heap chunks and its map slot")
    func honestCost() {
        // A 40-ideograph Chinese line: text 40 units, 40 glyphs, advances, no clusters (they
        // rise one by one) and no offsets. glibc chunks: text 32 + 80 + 8 → 128 (rounded up
        // to 16), glyphs the same 128, advances 32 + 160 + 8 → 208; total 464 bytes of arrays,
        // before the node and dictionary slot.
        let text = [UInt16](repeating: 0x4E2D, count: 40)
        var value = ShapedGlyphs()
        value.glyphs = [UInt16](repeating: 1, count: 40)
        value.advances = [Int32](repeating: 1000, count: 40)
        let key = ShapingCache.Key(instance: 1, features: [], script: "Hani", language: nil, rightToLeft: false, text: text)
        let arrays = 128 + 128 + 208
        let slot = ByteBudgetLRU<ShapingCache.Key, ShapedGlyphs>.slotBytes
        // On Linux an array's capacity is what malloc gave (its usable size), so a chunk can
        // be one step of 16 larger than the request's: at most 3 × 16 more here.
        let cost = ShapingCache.cost(key, value)
        #expect(cost >= arrays + slot && cost <= arrays + slot + 48)
        // The node and slot hold the key and value inline: at least their sizes.
        #expect(slot >= MemoryLayout<ShapingCache.Key>.stride + MemoryLayout<ShapedGlyphs>.stride)
    }

    @Test("a Han segment is stored on its second sighting, a Latin word on its first")
    func secondSighting() throws {
        let cache = ShapingCache(byteBudget: 1 << 20, shardCount: 1)
        let first = try Self.shapeThrough(cache, "确定", script: "Hani")
        #expect(cache.statistics.entries == 0)  // seen once: shaped, not stored
        let second = try Self.shapeThrough(cache, "确定", script: "Hani")
        #expect(cache.statistics.entries == 1)  // seen twice: stored
        _ = try Self.shapeThrough(cache, "确定", script: "Hani")
        #expect(cache.statistics.hits == 1)
        #expect(first.glyphs == second.glyphs && first.advances == second.advances && first.glyphs.count == 2)
        _ = try Self.shapeThrough(cache, "word")
        #expect(cache.statistics.entries == 2)
    }

    /// The table of segments seen once is allocated by the first Han or kana segment, at
    /// 4,096 slots of 4 bytes (a 32-bit tag of the hash), 16 KB for one shard; Latin words
    /// never allocate it.
    @Test func seenTableSize() throws {
        let cache = ShapingCache(byteBudget: 1 << 20, shardCount: 1)
        _ = try Self.shapeThrough(cache, "word")
        #expect(cache.seenTableBytes == 0)
        _ = try Self.shapeThrough(cache, "确定", script: "Hani")
        // The capacity is malloc's usable size: up to one 16-byte step more than asked.
        #expect(cache.seenTableBytes >= 4096 * 4 && cache.seenTableBytes <= 4096 * 4 + 16)
    }
}
