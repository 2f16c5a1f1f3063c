/// A set of offsets in 0...count, stored as one bit each: grapheme-cluster boundaries of a
/// prepared paragraph (an eighth of a byte per UTF-16 unit instead of eight bytes), or not
/// stored at all when every offset is in it (text where every UTF-16 unit is a cluster).
struct BoundarySet: Sendable {
    /// The bits; empty when every offset in 0...count is in the set.
    private var words: [UInt64]
    /// The largest offset, in four bytes (a paragraph's offsets fit 31 bits: `PackedBreak`),
    /// so that a prepared paragraph's one-byte fields share the set's last word.
    private let storedCount: Int32
    var count: Int { Int(storedCount) }

    init(count: Int, boundaries: some Sequence<Int>) {
        storedCount = Int32(truncatingIfNeeded: count)
        words = [UInt64](repeating: 0, count: count / 64 + 1)
        for b in boundaries where b >= 0 && b <= count {
            words[b >> 6] |= 1 << UInt64(b & 63)
        }
    }

    /// The set of `boundaries` (ascending) and `extra` (the paragraph's start, which the
    /// analysis leaves out), without a joined copy of the array. When they are every offset
    /// in 0...count (1, 2, …, count and 0), no bits are stored.
    init(count: Int, boundaries: [Int], including extra: Int) {
        if extra == 0, count > 0, boundaries.count == count, boundaries.first == 1, boundaries.last == count {
            self.init(count: count, allOffsets: ())
            return
        }
        self.init(count: count, boundaries: boundaries)
        if extra >= 0 && extra <= count { words[extra >> 6] |= 1 << UInt64(extra & 63) }
    }

    /// Every offset in 0...count.
    private init(count: Int, allOffsets: Void) {
        storedCount = Int32(truncatingIfNeeded: count)
        words = []
    }

    func contains(_ offset: Int) -> Bool {
        guard offset >= 0 && offset <= count else { return false }
        return words.isEmpty || words[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }

    /// The smallest boundary greater than `offset`, or nil.
    func next(after offset: Int) -> Int? {
        var i = offset + 1
        guard i <= count else { return nil }
        if i < 0 { i = 0 }
        if words.isEmpty { return i }
        var w = i >> 6
        var bits = words[w] & (~0 << UInt64(i & 63))
        while bits == 0 {
            w += 1
            guard w < words.count else { return nil }
            bits = words[w]
        }
        let found = w << 6 + bits.trailingZeroBitCount
        return found <= count ? found : nil
    }

    /// The boundaries in (lower, upper], in order.
    func boundaries(after lower: Int, through upper: Int) -> [Int] {
        var result: [Int] = []
        var b = next(after: lower)
        while let v = b, v <= upper {
            result.append(v)
            b = next(after: v)
        }
        return result
    }

    var byteCount: Int { words.count * 8 }
}
