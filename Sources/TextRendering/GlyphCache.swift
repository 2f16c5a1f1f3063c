import Graphics
import Typesetting

/// What identifies a rendered glyph bitmap: every input to rasterization.
struct GlyphKey: Hashable, Sendable {
    /// The face itself (identity): holding it keeps the object alive, so its identity cannot
    /// be reused by another face while the entry exists.
    let face: FontFace
    let variations: [FontVariation]
    /// The requested pixels per em (point size × scale). For colour-bitmap faces the image
    /// is the strike nearest above this size, at the strike's own ppem (`GlyphImage.pixelsPerEm`),
    /// scaled when drawn.
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
    /// Lookups answered from the cache.
    public var hits: Int
    /// Lookups that had to rasterize.
    public var misses: Int
    /// Bitmaps dropped to stay under `byteLimit` (least recently used first).
    public var evictions: Int
}

/// The rasterizer's glyph bitmaps in a byte-budget LRU (`ByteBudgetLRU`, shared with the
/// shaping cache), each charged its bitmap bytes plus a fixed overhead. Not thread-safe by
/// itself; `GlyphRasterizer` keeps it behind a mutex.
struct GlyphCache: Sendable {
    /// Bytes charged for an entry on top of its bitmap (key, node, array headers).
    static let entryOverhead = 128

    private var lru: ByteBudgetLRU<GlyphKey, GlyphImage>

    init(byteLimit: Int) {
        lru = ByteBudgetLRU(byteLimit: byteLimit)
    }

    var byteLimit: Int { lru.byteLimit }

    var statistics: GlyphCacheStatistics {
        GlyphCacheStatistics(count: lru.count, bytes: lru.bytes, byteLimit: lru.byteLimit,
                             hits: lru.hits, misses: lru.misses, evictions: lru.evictions)
    }

    mutating func value(for key: GlyphKey) -> GlyphImage? {
        lru.value(for: key)
    }

    mutating func insert(_ value: GlyphImage, for key: GlyphKey) {
        lru.insert(value, for: key, cost: value.byteCount + GlyphCache.entryOverhead)
    }

    mutating func removeAll() {
        lru.removeAll()
    }
}
