import Typesetting

/// What identifies a rendered glyph bitmap: every input to rasterization.
struct GlyphKey: Hashable, Sendable {
    /// The face itself (identity): holding it keeps the object alive, so its identity cannot
    /// be reused by another face while the entry exists.
    let face: FontFace
    let variations: [FontVariation]
    /// Pixels per em (point size × scale); 0 for colour-bitmap strikes, which are cached at
    /// the strike's own size and scaled when drawn.
    let pixelSize: Double
    let glyph: UInt32
    /// Horizontal subpixel offset in quarter pixels, 0…3.
    let phase: UInt8
}

/// Numbers about the glyph cache, for tests and diagnostics.
public struct GlyphCacheStatistics: Sendable, Hashable {
    /// Glyph bitmaps held.
    public var count: Int
    /// Their approximate memory, in bytes (bitmap bytes plus a fixed overhead each).
    public var bytes: Int
    /// The budget `bytes` is kept under.
    public var byteLimit: Int
    public var hits: Int
    public var misses: Int
    public var evictions: Int
}

/// A least-recently-used cache bounded by a byte budget: a dictionary into a doubly linked
/// list kept in an array (slots are reused through a free list). Not thread-safe by itself;
/// `GlyphRasterizer` keeps it behind a mutex.
struct GlyphCache: Sendable {
    /// Bytes charged for an entry on top of its bitmap (key, node, array headers).
    static let entryOverhead = 128

    private struct Node: Sendable {
        var key: GlyphKey?
        var value: GlyphImage?
        var cost: Int
        var previous: Int
        var next: Int
    }

    let byteLimit: Int
    private var index: [GlyphKey: Int] = [:]
    private var nodes: [Node] = []
    private var free: [Int] = []
    private var head = -1   // most recently used
    private var tail = -1   // least recently used
    private(set) var statistics: GlyphCacheStatistics

    init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
        statistics = GlyphCacheStatistics(count: 0, bytes: 0, byteLimit: max(0, byteLimit), hits: 0, misses: 0, evictions: 0)
    }

    mutating func value(for key: GlyphKey) -> GlyphImage? {
        guard let slot = index[key] else {
            statistics.misses += 1
            return nil
        }
        statistics.hits += 1
        moveToFront(slot)
        return nodes[slot].value
    }

    mutating func insert(_ value: GlyphImage, for key: GlyphKey) {
        let cost = value.byteCount + GlyphCache.entryOverhead
        if let slot = index[key] {
            statistics.bytes += cost - nodes[slot].cost
            nodes[slot].value = value
            nodes[slot].cost = cost
            moveToFront(slot)
        } else {
            // An entry larger than the whole budget is not kept.
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
            statistics.count += 1
            statistics.bytes += cost
        }
        while statistics.bytes > byteLimit, tail >= 0 {
            evict(tail)
        }
    }

    mutating func removeAll() {
        index.removeAll()
        nodes.removeAll()
        free.removeAll()
        head = -1
        tail = -1
        statistics.count = 0
        statistics.bytes = 0
    }

    private mutating func evict(_ slot: Int) {
        unlink(slot)
        if let key = nodes[slot].key { index[key] = nil }
        statistics.bytes -= nodes[slot].cost
        statistics.count -= 1
        statistics.evictions += 1
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
