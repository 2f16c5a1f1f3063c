import Testing
@testable import Typesetting

/// `ByteBudgetLRU`'s hash table (`HashSlots`): keys stored once, in the nodes, and the same
/// answers as a plain least-recently-used list, collisions and evictions included.
@Suite("Byte-budget LRU: hash table")
struct ByteBudgetLRUTableTests {
    /// A key whose hash is its `bucket`'s: keys of one bucket collide in every bit, so their
    /// buckets form long probe runs, which removal must shift back correctly.
    struct CollidingKey: Hashable, Sendable {
        let id: Int
        let bucket: Int
        static func == (a: CollidingKey, b: CollidingKey) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
    }

    /// The reference: entries most recently used first, evicted from the end.
    struct Model {
        var entries: [(key: CollidingKey, value: Int, cost: Int)] = []
        let limit: Int
        var total: Int { entries.reduce(0) { $0 + $1.cost } }
        mutating func value(for key: CollidingKey) -> Int? {
            guard let k = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: k)
            entries.insert(entry, at: 0)
            return entry.value
        }
        mutating func insert(_ value: Int, for key: CollidingKey, cost: Int) {
            if let k = entries.firstIndex(where: { $0.key == key }) {
                entries.remove(at: k)
                entries.insert((key, value, cost), at: 0)
            } else {
                guard cost <= limit else { return }
                entries.insert((key, value, cost), at: 0)
            }
            while total > limit { entries.removeLast() }
        }
    }

    /// 20,000 random look-ups and inserts of 300 keys in 7 colliding groups, under a budget
    /// that keeps about 40 of them: every answer and the count agree with the model.
    @Test func agreesWithAPlainLRUList() {
        var lru = ByteBudgetLRU<CollidingKey, Int>(byteLimit: 200)
        var model = Model(limit: 200)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        for step in 0..<20_000 {
            let id = next(300)
            let key = CollidingKey(id: id, bucket: id % 7)
            if next(2) == 0 {
                #expect(lru.value(for: key) == model.value(for: key), "step \(step)")
            } else {
                let cost = 1 + next(9)
                lru.insert(step, for: key, cost: cost)
                model.insert(step, for: key, cost: cost)
            }
            #expect(lru.count == model.entries.count && lru.bytes == model.total, "step \(step)")
        }
        lru.removeAll()
        #expect(lru.count == 0 && lru.value(for: CollidingKey(id: 1, bucket: 1)) == nil)
    }

    /// A key is held once: an entry of the shaping cache costs its node (key, value, cost and
    /// two 4-byte links) and 8 bytes of table at 3/4 load, at most 40 bytes beyond the key and
    /// value themselves (a dictionary from key to slot held a second key: 117 bytes more for
    /// the shaping cache's key). 1,000 entries take 2,048 buckets (at most 3/4 full, doubling
    /// from 16), 16 KB.
    @Test func keysAreStoredOnce() {
        let slot = ByteBudgetLRU<ShapingCache.Key, ShapedGlyphs>.slotBytes
        #expect(slot - (MemoryLayout<ShapingCache.Key>.stride + MemoryLayout<ShapedGlyphs>.stride) <= 40)
        var lru = ByteBudgetLRU<Int, Int>(byteLimit: 1 << 20)
        for k in 0..<1000 { lru.insert(k, for: k, cost: 1) }
        // (An array's capacity is what malloc gave, so it may be a few elements more.)
        #expect(lru.count == 1000 && lru.indexBytes >= 2048 * 8 && lru.indexBytes <= 2048 * 8 + 48)
        for k in 0..<1000 { #expect(lru.value(for: k) == k) }
    }
}
