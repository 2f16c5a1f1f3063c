import Synchronization

/// A bounded cache of shaped words, shared by every prepared paragraph.
///
/// The key holds every input to shaping (Minikin's LayoutCache rule): the font instance
/// (face and variation coordinates; shaping is done at units-per-em, so the size is not an
/// input), the OpenType features, the script, the language, the direction and the text.
/// Words are shaped without surrounding context, so a cached word shapes the same wherever it
/// appears.
///
/// The cache is split into shards, each with its own lock and its own share of the byte
/// budget, chosen by the key's hash: concurrent measurement contends only when two threads
/// touch the same shard at once, and there is no global lock on the hot path. Each shard
/// evicts its least recently used entries when it goes over its budget.
package final class ShapingCache: Sendable {
    /// Every input to shaping. Its hash is computed once, when the key is made (the shard
    /// choice and the shard's dictionary both use it), over the text's bytes at once rather
    /// than unit by unit; equality still compares every field.
    struct Key: Hashable, Sendable {
        var instance: UInt64 { didSet { rehash() } }
        var features: [String] { didSet { rehash() } }
        var script: String { didSet { rehash() } }
        var language: String? { didSet { rehash() } }
        var rightToLeft: Bool { didSet { rehash() } }
        var text: [UInt16] { didSet { rehash() } }
        private var hash = 0

        init(instance: UInt64, features: [String], script: String, language: String?, rightToLeft: Bool, text: [UInt16]) {
            self.instance = instance
            self.features = features
            self.script = script
            self.language = language
            self.rightToLeft = rightToLeft
            self.text = text
            rehash()
        }

        private mutating func rehash() {
            var hasher = Hasher()
            hasher.combine(instance)
            hasher.combine(rightToLeft)
            hasher.combine(text.count)
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(script)
            hasher.combine(language)
            hasher.combine(features)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.instance == b.instance && a.rightToLeft == b.rightToLeft && a.text == b.text
                && a.script == b.script && a.language == b.language && a.features == b.features
        }
    }

    private final class Shard: Sendable {
        let state: Mutex<ByteBudgetLRU<Key, ShapedGlyphs>>
        init(budget: Int) { state = Mutex(ByteBudgetLRU(byteLimit: budget)) }
    }

    /// The bytes an entry holds: its text, its glyph arrays and a fixed overhead for the
    /// node, the dictionary slot and the array headers.
    static func cost(_ key: Key, _ value: ShapedGlyphs) -> Int {
        160 + key.text.count * 2 + key.features.reduce(0) { $0 + $1.utf8.count + 16 }
            + value.glyphs.count * 2 + value.advances.count * 4 + value.clusters.count * 4 + value.offsets.count * 8
    }

    private let shards: [Shard]
    package let byteBudget: Int

    init(byteBudget: Int, shardCount: Int = 16) {
        self.byteBudget = byteBudget
        let count = max(1, shardCount)
        shards = (0..<count).map { _ in Shard(budget: max(1, byteBudget / count)) }
    }

    /// The process-wide cache: 32 MB.
    package static let shared = ShapingCache(byteBudget: 32 << 20)

    private func shard(_ key: Key) -> Shard {
        shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
    }

    func get(_ key: Key) -> ShapedGlyphs? {
        shard(key).state.withLock { $0.value(for: key) }
    }

    func put(_ key: Key, _ value: ShapedGlyphs) {
        let cost = Self.cost(key, value)
        shard(key).state.withLock { $0.insert(value, for: key, cost: cost) }
    }

    /// Totals over the shards: entries, bytes, hits, misses and evictions.
    package var statistics: (entries: Int, bytes: Int, hits: Int, misses: Int, evictions: Int) {
        var total = (entries: 0, bytes: 0, hits: 0, misses: 0, evictions: 0)
        for shard in shards {
            shard.state.withLock { lru in
                total.entries += lru.count
                total.bytes += lru.bytes
                total.hits += lru.hits
                total.misses += lru.misses
                total.evictions += lru.evictions
            }
        }
        return total
    }
}
