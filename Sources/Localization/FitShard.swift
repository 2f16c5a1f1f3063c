/// One of `count` parts of a fit run, split by key so CI machines can share a large
/// catalog: a key belongs to part `index` (1…count) when the 64-bit FNV-1a hash of its
/// UTF-8 bytes, modulo `count`, is `index - 1`. The hash is fixed (FNV-1a's published
/// offset basis 14695981039346656037 and prime 1099511628211, from Fowler, Noll and Vo), not
/// Swift's `Hasher`, which is seeded per process: every machine and every run puts a key in
/// the same part, and all strings of a key (languages, plural forms, devices) go together.
public struct FitShard: Sendable, Hashable {
    /// The part, from 1.
    public var index: Int
    /// The number of parts, 1 or more.
    public var count: Int

    /// Part `index` (1…`count`) of `count`; nil when out of range.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether `key` belongs to this part.
    public func contains(key: String) -> Bool {
        Int(FitShard.hash(key) % UInt64(count)) == index - 1
    }

    /// The 64-bit FNV-1a hash of `key`'s UTF-8 bytes.
    public static func hash(_ key: String) -> UInt64 {
        var h: UInt64 = 14_695_981_039_346_656_037
        for byte in key.utf8 {
            h ^= UInt64(byte)
            h = h &* 1_099_511_628_211
        }
        return h
    }
}
