/// SplitMix64 (Steele, Lea and Flood 2014): tiny, fast, and the same sequence on every
/// platform and Swift version, unlike the standard library's generators. The fuzzer, the
/// benchmark's corpus and the property tests all draw from it, so a seed names the same
/// inputs everywhere.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package private(set) var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// An independent stream for item `index` of a run with `seed`: every mutant or string
    /// can be rebuilt from (seed, index) alone.
    package init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed)
        let a = mixer.next()
        var second = SplitMix64(seed: a ^ (UInt64(truncatingIfNeeded: index) &* 0xD134_2543_DE82_EF95))
        state = second.next()
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0 ..< n (0 when n ≤ 1). The modulo bias is irrelevant here.
    package mutating func below(_ n: Int) -> Int {
        n <= 1 ? 0 : Int(next() % UInt64(n))
    }

    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    package mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
