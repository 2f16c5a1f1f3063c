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

    /// The most parts a run is split into. `--merge` takes one file a part, so a count beyond
    /// this is a mistake (or a damaged file), refused where it is read: at `--shard K/N` and in
    /// a shard file.
    public static let maximumCount = 10_000

    /// Part `index` (1…`count`) of `count`; nil when out of range (`count` above
    /// `maximumCount` included).
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether `key` belongs to this part.
    public func contains(key: String) -> Bool {
        Int(FitShard.hash(key) % UInt64(count)) == index - 1
    }

    /// The 64-bit FNV-1a hash of `key`'s UTF-8 bytes.
    public static func hash(_ key: String) -> UInt64 {
        var digest = Digest()
        digest.add(key)
        return digest.value
    }

    /// A 64-bit FNV-1a hash fed in pieces: what tells one run's catalogs, options and results
    /// from another's in a shard file (a check against mistakes and damage, not an attacker:
    /// FNV is not a cryptographic hash).
    public struct Digest: Sendable, Hashable {
        /// The hash of the bytes added so far.
        public private(set) var value: UInt64 = 14_695_981_039_346_656_037

        /// A digest of nothing yet.
        public init() {}

        /// Adds `bytes`.
        public mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 1_099_511_628_211
            }
        }

        /// Adds `text`'s UTF-8 bytes.
        public mutating func add(_ text: String) { add(text.utf8) }

        /// The value as 16 lowercase hexadecimal digits, as shard files write it.
        public var hex: String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}
