/// A least-recently-used map bounded by a byte budget: a hash table into a doubly linked list
/// kept in an array, whose slots are reused through a free list. Each entry is charged the
/// cost its owner gives it; inserting past the budget evicts from the least recently used
/// end, and an entry costing more than the whole budget is not kept.
///
/// A key is stored once, in its node. The table (`HashSlots`) holds 8 bytes a bucket: the
/// node's slot and 32 bits of the key's hash, which are compared before the node's key is. (A
/// `Dictionary` from key to slot held a second copy of every key: for the shaping cache's
/// 80-byte keys, 117 to 235 bytes an entry, where the table takes 11 to 21.)
///
/// Not thread-safe by itself: the shaping cache keeps one per shard behind a mutex, the glyph
/// rasterizer one behind its mutex.
package struct ByteBudgetLRU<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Node: Sendable {
        var key: Key?
        var value: Value?
        var cost: Int
        var previous: Int32
        var next: Int32
    }

    package let byteLimit: Int
    private var index = HashSlots()
    private var nodes: [Node] = []
    private var free: [Int] = []
    private var head = -1  // most recently used
    private var tail = -1  // least recently used
    package private(set) var bytes = 0
    package private(set) var hits = 0
    package private(set) var misses = 0
    package private(set) var evictions = 0

    package init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    package var count: Int { index.count }

    /// The bytes one entry takes in the map itself, outside its key's and value's own heap
    /// allocations: its node in the list (which holds the key), and its bucket in the hash
    /// table at the table's greatest load factor, 3/4.
    package static var slotBytes: Int {
        MemoryLayout<Node>.stride + HashSlots.bucketBytes * 4 / 3
    }

    /// The bytes of the hash table's buckets (its capacity, not only what is used).
    package var indexBytes: Int { index.bucketBytes }

    /// The node slot holding `key`, if any.
    private func slot(of key: Key, hash: Int) -> Int? {
        index.find(hash: hash) { nodes[$0].key == key }
    }

    /// The value for `key`, marking it most recently used.
    package mutating func value(for key: Key) -> Value? {
        guard let slot = slot(of: key, hash: key.hashValue) else {
            misses += 1
            return nil
        }
        hits += 1
        moveToFront(slot)
        return nodes[slot].value
    }

    /// Stores `value` (replacing an existing one) at `cost` bytes, then evicts the least
    /// recently used entries until the total is within the budget.
    package mutating func insert(_ value: Value, for key: Key, cost: Int) {
        let hash = key.hashValue
        if let slot = slot(of: key, hash: hash) {
            bytes += cost - nodes[slot].cost
            nodes[slot].value = value
            nodes[slot].cost = cost
            moveToFront(slot)
        } else {
            guard cost <= byteLimit else { return }
            let node = Node(key: key, value: value, cost: cost, previous: -1, next: -1)
            let slot: Int
            if let reused = free.popLast() {
                slot = reused
                nodes[slot] = node
            } else {
                slot = nodes.count
                nodes.append(node)
            }
            index.insert(slot: slot, hash: hash)
            link(slot)
            bytes += cost
        }
        while bytes > byteLimit, tail >= 0 {
            evict(tail)
        }
    }

    package mutating func removeAll() {
        index.removeAll()
        nodes.removeAll()
        free.removeAll()
        head = -1
        tail = -1
        bytes = 0
    }

    private mutating func evict(_ slot: Int) {
        unlink(slot)
        if let key = nodes[slot].key { index.remove(slot: slot, hash: key.hashValue) }
        bytes -= nodes[slot].cost
        evictions += 1
        nodes[slot] = Node(key: nil, value: nil, cost: 0, previous: -1, next: -1)
        free.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard head != slot else { return }
        unlink(slot)
        link(slot)
    }

    private mutating func link(_ slot: Int) {
        nodes[slot].previous = -1
        nodes[slot].next = Int32(head)
        if head >= 0 { nodes[head].previous = Int32(slot) }
        head = slot
        if tail < 0 { tail = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let p = Int(nodes[slot].previous), n = Int(nodes[slot].next)
        if p >= 0 { nodes[p].next = Int32(n) } else { head = n }
        if n >= 0 { nodes[n].previous = Int32(p) } else { tail = p }
        nodes[slot].previous = -1
        nodes[slot].next = -1
    }
}

/// The hash table of `ByteBudgetLRU`: open addressing with linear probing over buckets of 8
/// bytes, each a node slot + 1 (0: empty) in its low 32 bits and the low 32 bits of its key's
/// hash in its high 32 bits, from which the bucket's home is found again (so a table holds at
/// most 2³² buckets and 2³² − 1 slots, far beyond any byte budget here). Kept at most 3/4
/// full; removal shifts the following run of buckets back (no tombstones). The keys stay with
/// the caller, which answers "is the key in slot s the one looked for?"; when the table grows,
/// the stored hash bits place every bucket again.
struct HashSlots: Sendable {
    private var buckets: [UInt64] = []
    private(set) var count = 0

    /// The bytes of one bucket.
    static let bucketBytes = MemoryLayout<UInt64>.stride
    /// The buckets' storage, in bytes.
    var bucketBytes: Int { buckets.capacity * Self.bucketBytes }

    @inline(__always)
    private static func bits(_ hash: Int) -> UInt64 { UInt64(UInt32(truncatingIfNeeded: hash)) }

    /// The slot whose bucket has `hash`'s bits and for which `matches` is true.
    @inline(__always)
    func find(hash: Int, matches: (Int) -> Bool) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        let bits = Self.bits(hash)
        var i = Int(bits) & mask
        while true {
            let bucket = buckets[i]
            if bucket == 0 { return nil }
            if bucket >> 32 == bits, matches(Int(bucket & 0xFFFF_FFFF) - 1) { return Int(bucket & 0xFFFF_FFFF) - 1 }
            i = (i + 1) & mask
        }
    }

    /// Adds `slot` under `hash` (the caller has checked that its key is not in the table).
    mutating func insert(slot: Int, hash: Int) {
        if (count + 1) * 4 > buckets.count * 3 { grow() }
        place(UInt64(slot + 1) | Self.bits(hash) << 32)
        count += 1
    }

    private mutating func place(_ bucket: UInt64) {
        let mask = buckets.count - 1
        var i = Int(bucket >> 32) & mask
        while buckets[i] != 0 { i = (i + 1) & mask }
        buckets[i] = bucket
    }

    private mutating func grow() {
        let old = buckets
        buckets = [UInt64](repeating: 0, count: max(16, old.count * 2))
        for bucket in old where bucket != 0 { place(bucket) }
    }

    /// Removes `slot`, stored under `hash`.
    mutating func remove(slot: Int, hash: Int) {
        guard !buckets.isEmpty else { return }
        let mask = buckets.count - 1
        let wanted = UInt64(slot + 1) | Self.bits(hash) << 32
        var i = Int(Self.bits(hash)) & mask
        while buckets[i] != wanted {
            if buckets[i] == 0 { return }
            i = (i + 1) & mask
        }
        // Backward-shift deletion: move each following bucket whose home is not in the cyclic
        // range (i, j] into the hole.
        var j = i
        while true {
            j = (j + 1) & mask
            let bucket = buckets[j]
            if bucket == 0 { break }
            let home = Int(bucket >> 32) & mask
            let stays = i <= j ? (i < home && home <= j) : (i < home || home <= j)
            if !stays {
                buckets[i] = bucket
                i = j
            }
        }
        buckets[i] = 0
        count -= 1
    }

    mutating func removeAll() {
        buckets = []
        count = 0
    }
}
