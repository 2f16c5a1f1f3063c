/// A least-recently-used map bounded by a byte budget: a dictionary into a doubly linked list
/// kept in an array, whose slots are reused through a free list. Each entry is charged the
/// cost its owner gives it; inserting past the budget evicts from the least recently used
/// end, and an entry costing more than the whole budget is not kept.
///
/// Not thread-safe by itself: the shaping cache keeps one per shard behind a mutex, the glyph
/// rasterizer one behind its mutex.
package struct ByteBudgetLRU<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Node: Sendable {
        var key: Key?
        var value: Value?
        var cost: Int
        var previous: Int
        var next: Int
    }

    package let byteLimit: Int
    private var index: [Key: Int] = [:]
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
    /// allocations: its node in the list, and its key and slot number in the dictionary at
    /// the dictionary's greatest load factor, 3/4.
    package static var slotBytes: Int {
        MemoryLayout<Node>.stride + (MemoryLayout<Key>.stride + MemoryLayout<Int>.stride) * 4 / 3
    }

    /// The value for `key`, marking it most recently used.
    package mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else {
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
        if let slot = index[key] {
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
            index[key] = slot
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
        if let key = nodes[slot].key { index[key] = nil }
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
        nodes[slot].next = head
        if head >= 0 { nodes[head].previous = slot }
        head = slot
        if tail < 0 { tail = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let p = nodes[slot].previous, n = nodes[slot].next
        if p >= 0 { nodes[p].next = n } else { head = n }
        if n >= 0 { nodes[n].previous = p } else { tail = p }
        nodes[slot].previous = -1
        nodes[slot].next = -1
    }
}
