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
public final class ShapingCache: Sendable {
    struct Key: Hashable, Sendable {
        var instance: UInt64
        var features: [String]
        var script: String
        var language: String?
        var rightToLeft: Bool
        var text: [UInt16]
    }

    private final class Shard: Sendable {
        let state: Mutex<LRU>
        init(budget: Int) { state = Mutex(LRU(budget: budget)) }
    }

    /// An LRU list over an array of nodes, linked by index.
    struct LRU: Sendable {
        struct Node: Sendable {
            var key: Key
            var value: ShapedGlyphs
            var bytes: Int
            var previous: Int
            var next: Int
        }
        var nodes: [Node] = []
        var free: [Int] = []
        var index: [Key: Int] = [:]
        var head = -1  // most recently used
        var tail = -1  // least recently used
        var bytes = 0
        let budget: Int
        var hits = 0
        var misses = 0
        var evictions = 0

        init(budget: Int) { self.budget = budget }

        mutating func get(_ key: Key) -> ShapedGlyphs? {
            guard let i = index[key] else { misses += 1; return nil }
            hits += 1
            moveToFront(i)
            return nodes[i].value
        }

        mutating func put(_ key: Key, _ value: ShapedGlyphs) {
            if index[key] != nil { return }
            let size = ShapingCache.cost(key, value)
            guard size <= budget else { return }
            let node = Node(key: key, value: value, bytes: size, previous: -1, next: head)
            let i: Int
            if let reused = free.popLast() { nodes[reused] = node; i = reused } else { nodes.append(node); i = nodes.count - 1 }
            if head >= 0 { nodes[head].previous = i }
            head = i
            if tail < 0 { tail = i }
            index[key] = i
            bytes += size
            while bytes > budget, tail >= 0 { evict(tail) }
        }

        private mutating func unlink(_ i: Int) {
            let p = nodes[i].previous, n = nodes[i].next
            if p >= 0 { nodes[p].next = n } else { head = n }
            if n >= 0 { nodes[n].previous = p } else { tail = p }
        }

        private mutating func moveToFront(_ i: Int) {
            guard head != i else { return }
            unlink(i)
            nodes[i].previous = -1
            nodes[i].next = head
            if head >= 0 { nodes[head].previous = i }
            head = i
            if tail < 0 { tail = i }
        }

        private mutating func evict(_ i: Int) {
            unlink(i)
            index[nodes[i].key] = nil
            bytes -= nodes[i].bytes
            nodes[i].value = ShapedGlyphs()
            nodes[i].key.text = []
            free.append(i)
            evictions += 1
        }
    }

    /// The bytes an entry holds: its text, its glyph arrays and a fixed overhead for the
    /// node, the dictionary slot and the array headers.
    static func cost(_ key: Key, _ value: ShapedGlyphs) -> Int {
        160 + key.text.count * 2 + key.features.reduce(0) { $0 + $1.utf8.count + 16 }
            + value.glyphs.count * 2 + value.advances.count * 4 + value.clusters.count * 4 + value.offsets.count * 8
    }

    private let shards: [Shard]
    public let byteBudget: Int

    init(byteBudget: Int, shardCount: Int = 16) {
        self.byteBudget = byteBudget
        let count = max(1, shardCount)
        shards = (0..<count).map { _ in Shard(budget: max(1, byteBudget / count)) }
    }

    /// The process-wide cache: 32 MB.
    public static let shared = ShapingCache(byteBudget: 32 << 20)

    private func shard(_ key: Key) -> Shard {
        shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
    }

    func get(_ key: Key) -> ShapedGlyphs? {
        shard(key).state.withLock { $0.get(key) }
    }

    func put(_ key: Key, _ value: ShapedGlyphs) {
        shard(key).state.withLock { $0.put(key, value) }
    }

    /// Totals over the shards: entries, bytes, hits, misses and evictions.
    public var statistics: (entries: Int, bytes: Int, hits: Int, misses: Int, evictions: Int) {
        var total = (entries: 0, bytes: 0, hits: 0, misses: 0, evictions: 0)
        for shard in shards {
            shard.state.withLock { lru in
                total.entries += lru.index.count
                total.bytes += lru.bytes
                total.hits += lru.hits
                total.misses += lru.misses
                total.evictions += lru.evictions
            }
        }
        return total
    }
}
