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
    /// choice and the shard's hash table both use it), in two parts: the context (font
    /// instance, features, script, language, direction) through `Hasher`, once per context,
    /// and the text in one pass over its units with a multiply-and-mix hash seeded per
    /// process; equality still compares every field.
    ///
    /// The context is one shared object (`Context`), so a key is 24 bytes: the keys of a run
    /// share their run's, and the runs of a process share one per distinct context through
    /// `ShapingCache.context(instance:features:script:language:rightToLeft:)`. (With the
    /// context's fields inline, a key was 80 bytes, held in every cache entry.)
    struct Key: Hashable, Sendable {
        /// Every shaping input but the text, and its hash; immutable and shared.
        final class Context: Sendable, Equatable {
            let instance: UInt64
            let features: [String]
            let script: String
            let language: String?
            let rightToLeft: Bool
            let hash: Int

            init(instance: UInt64, features: [String], script: String, language: String?, rightToLeft: Bool) {
                self.instance = instance
                self.features = features
                self.script = script
                self.language = language
                self.rightToLeft = rightToLeft
                var hasher = Hasher()
                hasher.combine(instance)
                hasher.combine(rightToLeft)
                hasher.combine(script)
                hasher.combine(language)
                hasher.combine(features)
                hash = hasher.finalize()
            }

            static func == (a: Context, b: Context) -> Bool {
                a === b || (a.hash == b.hash && a.instance == b.instance && a.rightToLeft == b.rightToLeft
                    && a.script == b.script && a.language == b.language && a.features == b.features)
            }
        }

        private(set) var context: Context { didSet { hash = Self.textHash(text, context: context.hash) } }
        var text: [UInt16] { didSet { hash = Self.textHash(text, context: context.hash) } }
        /// The key's hash: the context's mixed with the text's.
        private(set) var hash = 0

        init(context: Context, text: [UInt16]) {
            self.context = context
            self.text = text
            hash = Self.textHash(text, context: context.hash)
        }

        init(instance: UInt64, features: [String], script: String, language: String?, rightToLeft: Bool, text: [UInt16]) {
            self.init(context: Context(instance: instance, features: features, script: script, language: language, rightToLeft: rightToLeft),
                      text: text)
        }

        /// `key` with its text in `units`, storage of its own equal to `key.text`: the hash is
        /// kept, not computed again (an initializer runs no property observer).
        init(_ key: Key, ownText units: [UInt16]) {
            self = key
            text = units
        }

        /// The context's fields, each settable (a new context is made, and the key rehashed).
        var instance: UInt64 {
            get { context.instance }
            set { context = Context(instance: newValue, features: features, script: script, language: language, rightToLeft: rightToLeft) }
        }
        var features: [String] {
            get { context.features }
            set { context = Context(instance: instance, features: newValue, script: script, language: language, rightToLeft: rightToLeft) }
        }
        var script: String {
            get { context.script }
            set { context = Context(instance: instance, features: features, script: newValue, language: language, rightToLeft: rightToLeft) }
        }
        var language: String? {
            get { context.language }
            set { context = Context(instance: instance, features: features, script: script, language: newValue, rightToLeft: rightToLeft) }
        }
        var rightToLeft: Bool {
            get { context.rightToLeft }
            set { context = Context(instance: instance, features: features, script: script, language: language, rightToLeft: newValue) }
        }

        /// Makes this the key of `units` (same context), reusing the text's storage when it
        /// is not shared: a lookup then allocates nothing.
        mutating func replaceText(with units: Slice<UnsafeBufferPointer<UInt16>>) {
            text.replaceSubrange(text.startIndex..<text.endIndex, with: units)  // didSet: rehashed
        }

        /// Seeds the text hash with a value that differs from process to process (`Hasher`'s
        /// random seed), so that colliding words cannot be prepared in advance.
        private static let seed = UInt64(bitPattern: Int64(Hasher().finalize()))

        /// The text's units read four at a time as 64-bit words, each folded in by a
        /// multiply and a shift (the mixing steps of SplitMix64's finalizer), the length and
        /// the context hash folded in first.
        static func textHash(_ text: [UInt16], context: Int) -> Int {
            text.withUnsafeBufferPointer { units in
                var h = seed ^ UInt64(bitPattern: Int64(context)) ^ (UInt64(units.count) &* 0x9E37_79B9_7F4A_7C15)
                @inline(__always) func mix(_ word: UInt64) {
                    h = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
                    h ^= h >> 29
                }
                var i = 0
                let n = units.count
                while i + 4 <= n {
                    mix(UInt64(units[i]) | UInt64(units[i + 1]) << 16 | UInt64(units[i + 2]) << 32 | UInt64(units[i + 3]) << 48)
                    i += 4
                }
                if i < n {
                    var word: UInt64 = 0
                    var shift: UInt64 = 0
                    while i < n { word |= UInt64(units[i]) << shift; shift += 16; i += 1 }
                    mix(word | 1 << 63)
                }
                h = (h ^ (h >> 32)) &* 0x94D0_49BB_1331_11EB
                return Int(bitPattern: UInt(h ^ (h >> 31)))
            }
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.text == b.text && a.context == b.context
        }
    }

    private final class Shard: Sendable {
        let state: Mutex<ByteBudgetLRU<Key, ShapedGlyphs>>
        /// The hashes of segments seen once (`admitsOnSecondSighting`), one a slot chosen by
        /// the hash, each slot holding the hash's top 32 bits (the slot is chosen by bits
        /// 8–19): a newer segment overwrites an older one in its slot. Empty until the shard
        /// first meets such a segment, so text in spaced scripts never pays for it.
        let seenOnce = Mutex<[UInt32]>([])
        init(budget: Int) { state = Mutex(ByteBudgetLRU(byteLimit: budget)) }
    }

    /// Slots a shard keeps for segments seen once: 4,096 × 4 bytes, 256 KB over 16 shards.
    static let seenSlots = 4096

    /// Scripts written without spaces between words: a segment of theirs is a phrase or a
    /// whole line, which rarely comes back, so it is stored only when it is met a second time
    /// (a short label such as "确定" still is). Spaced scripts store every word at once.
    static let admitsOnSecondSighting: Set<String> = ["Hani", "Hira", "Kana"]

    /// True when `key` was seen before (in its slot of the shard's table); otherwise notes it
    /// and returns false. Two segments whose hashes agree in the slot's bits and the top 32
    /// (or a hash whose top 32 bits are 0, meeting an empty slot) pass as one: the second is
    /// then stored at its first sighting, which changes what is cached, never a result.
    func seenBefore(_ key: Key) -> Bool {
        let hash = key.hash
        let tag = UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: hash)) >> 32)
        return shard(key).seenOnce.withLock { table in
            if table.isEmpty { table = [UInt32](repeating: 0, count: ShapingCache.seenSlots) }
            let slot = Int(UInt(bitPattern: hash >> 8) % UInt(table.count))
            if table[slot] == tag { return true }
            table[slot] = tag
            return false
        }
    }

    /// The bytes the shards' tables of segments seen once hold (0 until Han or kana text
    /// is met).
    package var seenTableBytes: Int {
        shards.reduce(0) { total, shard in total + shard.seenOnce.withLock { $0.capacity * MemoryLayout<UInt32>.stride } }
    }

    /// The longest segment, in UTF-16 units, that is cached; a longer one is shaped every
    /// time it is met. Android's Minikin does the same (`LENGTH_LIMIT_CACHE`, 128 units, in
    /// AOSP frameworks/minikin, include/minikin/LayoutCache.h): a long piece of text almost
    /// never comes back, so caching it only takes memory from the words that do. Our
    /// segments run from space to space, so an unspaced Chinese or Japanese line is one
    /// segment; the limit is lower than Minikin's (which cuts such text at each ideograph
    /// first) so that those lines, which do not repeat, are not cached, while words of the
    /// spaced scripts (English words are rarely longer than 20 letters) still are.
    static let maximumCachedUnits = 32

    /// The heap bytes an entry holds: each non-empty array is one allocation of a 32-byte
    /// header and its elements' capacity, in a malloc chunk (glibc: 8 bytes of size field,
    /// rounded up to 16, at least 32); the LRU's node, which holds the key and value; and its
    /// 8-byte bucket in the LRU's hash table at the table's greatest load of 3/4
    /// (`ByteBudgetLRU.slotBytes`).
    /// Features are counted by their text, though a run's keys share one array of them.
    static func cost(_ key: Key, _ value: ShapedGlyphs) -> Int {
        func chunk<T>(_ array: [T]) -> Int {
            array.capacity == 0 ? 0 : max(32, (32 + array.capacity * MemoryLayout<T>.stride + 8 + 15) & ~15)
        }
        return ByteBudgetLRU<Key, ShapedGlyphs>.slotBytes + chunk(key.text)
            + key.features.reduce(0) { $0 + $1.utf8.count + 16 }
            + chunk(value.glyphs) + chunk(value.advances) + chunk(value.clusters) + chunk(value.offsets)
    }

    private let shards: [Shard]
    package let byteBudget: Int
    /// The contexts handed out last (`context(instance:features:script:language:rightToLeft:)`),
    /// most recent last.
    private let contexts = Mutex<[Key.Context]>([])
    /// At most this many contexts are remembered for sharing.
    static let sharedContextLimit = 8

    /// The shared context for these shaping inputs: the one handed out before for equal
    /// inputs when it is among the last `sharedContextLimit`, else a new one. Runs of the same
    /// font, script and language then store their words under one context object, not one
    /// each.
    func context(instance: UInt64, features: [String], script: String, language: String?, rightToLeft: Bool) -> Key.Context {
        contexts.withLock { recent in
            if let known = recent.last(where: {
                $0.instance == instance && $0.rightToLeft == rightToLeft && $0.script == script && $0.language == language && $0.features == features
            }) {
                return known
            }
            let made = Key.Context(instance: instance, features: features, script: script, language: language, rightToLeft: rightToLeft)
            if recent.count >= Self.sharedContextLimit { recent.removeFirst() }
            recent.append(made)
            return made
        }
    }

    init(byteBudget: Int, shardCount: Int = 16) {
        self.byteBudget = byteBudget
        let count = max(1, shardCount)
        shards = (0..<count).map { _ in Shard(budget: max(1, byteBudget / count)) }
    }

    /// The process-wide cache: 32 MB.
    package static let shared = ShapingCache(byteBudget: 32 << 20)

    private func shard(_ key: Key) -> Shard {
        shards[Int(UInt(bitPattern: key.hash) % UInt(shards.count))]
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
