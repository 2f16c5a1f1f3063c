import Foundation

/// One damaged font, made by `FontMutator.mutant(seed:index:)`.
public struct FontMutant: Sendable {
    /// The index it was made for.
    let index: Int
    /// The file name of the font it was made from.
    public let base: String
    /// One of `FontMutator.kinds`.
    public let kind: String
    /// What was done, precise enough to recreate by hand.
    public let detail: String
    public let bytes: [UInt8]
}

/// Deterministic mutations of real fonts: truncation, byte flips in table data and in the
/// header/table directory, table offsets and lengths rewritten to wrong values, zeroed
/// tables, and stacks of these. Mutant `i` of seed `s` depends only on (s, i).
public struct FontMutator: Sendable {
    public struct Base: Sendable {
        public let name: String
        public let bytes: [UInt8]
        public let tables: [SFNTTableRecord]
    }

    public static let kinds = ["truncate", "table-bytes", "directory-bytes", "table-offset", "table-length", "zero-table", "stacked"]

    /// The bundled fonts mutated by default: small ones; Inter brings fvar/gvar/HVAR/STAT.
    public static let baseFiles = [
        "Quicksand-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansThai-Regular.ttf", "Inter-Roman.var.ttf",
    ]

    public let bases: [Base]

    public init(directory: String, files: [String] = FontMutator.baseFiles) throws {
        bases = try files.map { file in
            let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
            let bytes = [UInt8](data)
            return Base(name: file, bytes: bytes, tables: SFNT.tables(in: bytes))
        }
    }

    /// Mutant `index`: the kind cycles with the index and the base font with index / kinds,
    /// so every (kind, font) pair comes up evenly even in a short run.
    public func mutant(seed: UInt64, index: Int) -> FontMutant {
        var rng = SplitMix64(seed: seed, index: index)
        let kind = Self.kinds[index % Self.kinds.count]
        let base = bases[(index / Self.kinds.count) % bases.count]
        var bytes = base.bytes
        var notes: [String] = []
        switch kind {
        case "truncate":
            notes.append(truncate(&bytes, base, &rng))
        case "stacked":
            for _ in 0..<rng.int(2...4) {
                notes.append(apply(Self.kinds[rng.int(1...5)], &bytes, base, &rng))
            }
            if rng.chance(25) { notes.append(truncate(&bytes, base, &rng)) }
        default:
            notes.append(apply(kind, &bytes, base, &rng))
        }
        return FontMutant(index: index, base: base.name, kind: kind, detail: notes.joined(separator: "; "), bytes: bytes)
    }

    private func apply(_ kind: String, _ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        switch kind {
        case "table-bytes": return flipTableBytes(&bytes, base, &rng)
        case "directory-bytes": return flipDirectoryBytes(&bytes, &rng)
        case "table-offset": return rewrite(&bytes, base, &rng, field: 8)
        case "table-length": return rewrite(&bytes, base, &rng, field: 12)
        case "zero-table": return zeroTable(&bytes, base, &rng)
        default: return truncate(&bytes, base, &rng)
        }
    }

    private func truncate(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        let length: Int
        switch rng.below(4) {
        case 0: length = rng.below(SFNT.directoryEnd(bytes) + 1)  // inside the header/directory
        case 1:  // inside or at the edge of one table
            let t = rng.pick(base.tables)
            length = min(bytes.count, t.offset + rng.below(t.length + 1))
        default: length = rng.below(bytes.count)
        }
        bytes.removeSubrange(min(length, bytes.count)...)
        return "truncate to \(length) bytes"
    }

    /// Byte flips and "interesting" 16-bit values (0, 1, 0x7FFF, 0x8000, 0xFFFF: counts,
    /// offsets and signed extremes) at random places of one table.
    private func flipTableBytes(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        let t = rng.pick(base.tables)
        let lower = min(t.offset, bytes.count)
        let upper = min(t.offset + t.length, bytes.count)
        guard upper > lower else { return "table \(t.tag) empty: no flips" }
        var changes: [String] = []
        for _ in 0..<rng.int(1...8) {
            let at = lower + rng.below(upper - lower)
            if rng.chance(30) {
                let even = lower + ((at - lower) & ~1)
                let value: UInt16 = rng.pick([0, 1, 0x7FFF, 0x8000, 0xFFFF, UInt16(truncatingIfNeeded: rng.next())])
                SFNT.write16(&bytes, even, value)
                changes.append("u16@\(even)=\(value)")
            } else {
                let mask = max(1, rng.byte())
                bytes[at] ^= mask
                changes.append("@\(at)^=\(mask)")
            }
        }
        return "\(t.tag) bytes " + changes.joined(separator: ",")
    }

    private func flipDirectoryBytes(_ bytes: inout [UInt8], _ rng: inout SplitMix64) -> String {
        let end = SFNT.directoryEnd(bytes)
        guard end > 0 else { return "no directory" }
        var changes: [String] = []
        for _ in 0..<rng.int(1...4) {
            let at = rng.below(end)
            let mask = max(1, rng.byte())
            bytes[at] ^= mask
            changes.append("@\(at)^=\(mask)")
        }
        return "directory bytes " + changes.joined(separator: ",")
    }

    /// Rewrites a record's offset (field 8) or length (field 12) to a wrong value.
    private func rewrite(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64, field: Int) -> String {
        let t = rng.pick(base.tables)
        let current = field == 8 ? t.offset : t.length
        let other = rng.pick(base.tables)
        let size = bytes.count
        let candidates: [Int] = [
            0, 1, 3, current + 1, max(0, current - 1), current + 2, current * 2, current / 2,
            size - 1, size, size + 1, size - current, Int(UInt32.max), Int(Int32.max), 0x8000_0000,
            other.offset, other.length, other.offset + other.length, rng.below(size), current + rng.int(1...4096),
        ]
        let value = UInt32(truncatingIfNeeded: max(0, rng.pick(candidates)))
        SFNT.write32(&bytes, t.recordOffset + field, value)
        return "\(t.tag) \(field == 8 ? "offset" : "length") \(current) → \(value)"
    }

    private func zeroTable(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        let t = rng.pick(base.tables)
        let lower = min(t.offset, bytes.count), upper = min(t.offset + t.length, bytes.count)
        for i in lower..<upper { bytes[i] = 0 }
        return "\(t.tag) zeroed (\(upper - lower) bytes)"
    }
}
