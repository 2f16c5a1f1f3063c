#if canImport(Glibc)
import Glibc
#endif

/// What preparing text keeps per thread, so the hot path takes no lock for it: the recent
/// run formats (`RunFormat.shared`) and a small front to the shared word cache
/// (`WordFrontCache`). Each thread has its own, made at its first use and freed when the
/// thread ends (a POSIX thread-specific value with a destructor); only that thread ever
/// touches it, so its fields skip the run-time exclusivity checks.
final class ThreadScratch {
    /// The most recently used run formats of this thread, newest last (`RunFormat.shared`).
    @exclusivity(unchecked) var recentFormats: [RunFormat] = []
    /// Words this thread looked up in the process-wide word cache most recently.
    @exclusivity(unchecked) var words = WordFrontCache()

    /// This thread's scratch (made on first use).
    static var current: ThreadScratch {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ThreadScratch>.fromOpaque(pointer).takeUnretainedValue()
        }
        let made = ThreadScratch()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// The thread-specific key; its destructor releases a thread's scratch when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<ThreadScratch>.fromOpaque(pointer).release() }
        }
        return key
    }()
}

/// A direct-mapped table in front of `ShapingCache.shared`, one per thread
/// (`ThreadScratch.words`): a word found here costs neither the shared cache's lock nor its
/// dictionary probe and recency update. A slot holds the last word whose hash chose it; its
/// glyphs are those the shared cache held (or that were shaped and stored there) for an equal
/// key, and a key holds every input to shaping, so a hit here gives exactly what the shared
/// cache would. The shared cache's statistics count only the lookups that reach it.
struct WordFrontCache {
    /// Slots: a power of two. 2,048 hold a language's common words (about 250 KB a thread).
    static let slotCount = 2048
    /// Each slot's key hash, or 0 while it is empty (a key whose hash is 0 is never kept).
    private var hashes = [Int](repeating: 0, count: slotCount)
    private var keys = [ShapingCache.Key](repeating: ShapingCache.Key(instance: 0, features: [], script: "", language: nil,
                                                                        rightToLeft: false, text: []), count: slotCount)
    private var values = [ShapedGlyphs](repeating: ShapedGlyphs(), count: slotCount)

    @inline(__always)
    private static func slot(_ hash: Int) -> Int {
        // The high bits: the shared cache's shard takes the low ones.
        Int(truncatingIfNeeded: UInt(bitPattern: hash) >> 40) & (slotCount - 1)
    }

    /// The glyphs of `key`, when its slot holds an equal key.
    func glyphs(for key: ShapingCache.Key) -> ShapedGlyphs? {
        let slot = Self.slot(key.hash)
        guard key.hash != 0, hashes[slot] == key.hash,
              keys.withUnsafeBufferPointer({ $0[slot] == key }) else { return nil }
        return values[slot]
    }

    /// Remembers `glyphs` for `key` (whose text must not share storage with a key that is
    /// rewritten in place), replacing what its slot held.
    mutating func remember(_ glyphs: ShapedGlyphs, for key: ShapingCache.Key) {
        guard key.hash != 0 else { return }
        let slot = Self.slot(key.hash)
        hashes[slot] = key.hash
        keys[slot] = key
        values[slot] = glyphs
    }
}
