/// A set of offsets in 0...count, stored as one bit each: grapheme-cluster boundaries of a
/// prepared paragraph (an eighth of a byte per UTF-16 unit instead of eight bytes).
struct BoundarySet: Sendable {
    private var words: [UInt64]
    let count: Int

    init(count: Int, boundaries: some Sequence<Int>) {
        self.count = count
        words = [UInt64](repeating: 0, count: count / 64 + 1)
        for b in boundaries where b >= 0 && b <= count {
            words[b >> 6] |= 1 << UInt64(b & 63)
        }
    }

    /// The set of `boundaries` and `extra` (the paragraph's start, which the analysis leaves
    /// out), without a joined copy of the array.
    init(count: Int, boundaries: [Int], including extra: Int) {
        self.init(count: count, boundaries: boundaries)
        if extra >= 0 && extra <= count { words[extra >> 6] |= 1 << UInt64(extra & 63) }
    }

    func contains(_ offset: Int) -> Bool {
        guard offset >= 0 && offset <= count else { return false }
        return words[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }

    /// The smallest boundary greater than `offset`, or nil.
    func next(after offset: Int) -> Int? {
        var i = offset + 1
        guard i <= count else { return nil }
        if i < 0 { i = 0 }
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
