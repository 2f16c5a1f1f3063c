import Foundation

/// One damaged font, made by `FontMutator.mutant(seed:index:)`.
package struct FontMutant: Sendable {
    /// The index it was made for.
    let index: Int
    /// The file name of the font it was made from.
    package let base: String
    /// One of `FontMutator.kinds`.
    package let kind: String
    /// What was done, precise enough to recreate by hand.
    package let detail: String
    package let bytes: [UInt8]
}

/// Deterministic mutations of real fonts: truncation, byte flips in table data and in the
/// header/table directory, table offsets and lengths rewritten to wrong values, zeroed
/// tables, and stacks of these. Mutant `i` of seed `s` depends only on (s, i).
package struct FontMutator: Sendable {
    package struct Base: Sendable {
        package let name: String
        package let bytes: [UInt8]
        package let tables: [SFNTTableRecord]
    }

    package static let kinds = [
        "truncate", "table-bytes", "directory-bytes", "table-offset", "table-length", "zero-table", "stacked",
        "inflate-table", "huge-count",
    ]

    /// The bundled fonts mutated by default: small ones; Inter brings fvar/gvar/HVAR/STAT.
    package static let baseFiles = [
        "Quicksand-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansThai-Regular.ttf", "Inter-Roman.var.ttf",
    ]

    /// A base that is not a file: a TrueType collection of three faces sharing Quicksand's
    /// tables (`SFNT.collection`), made when the mutator is created.
    package static let collectionBase = "Quicksand-Regular-x3.ttc"

    /// One base of every kind of font we bundle or accept: TrueType (glyf), variable TrueType
    /// (fvar/gvar), OpenType/CFF, colour bitmaps (CBDT/CBLC), a collection (TTC), and Apple's
    /// tables `trak` and `sbix` (`AppleTableBases`, made from Quicksand).
    package static let everyKind = [
        "Quicksand-Regular.ttf", "Inter-Roman.var.ttf", "NotoSansCJKsc-Subset.otf", "NotoColorEmoji.ttf", collectionBase,
        AppleTableBases.trak, AppleTableBases.sbix,
    ]

    package let bases: [Base]

    package init(directory: String, files: [String] = FontMutator.baseFiles) throws {
        bases = try files.map { file in
            if file == Self.collectionBase {
                let font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/Quicksand-Regular.ttf")))
                let bytes = SFNT.collection(of: font, count: 3)
                // The table records of the one shared font, where they are in the collection.
                let start = SFNT.uint32(bytes, 12) ?? 0
                let tables = SFNT.tables(in: font).map { t in
                    SFNTTableRecord(tag: t.tag, recordOffset: t.recordOffset + start, offset: t.offset + start, length: t.length)
                }
                return Base(name: file, bytes: bytes, tables: tables)
            }
            if let made = AppleTableBases.make(file, from: [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/Quicksand-Regular.ttf")))) {
                return Base(name: file, bytes: made, tables: SFNT.tables(in: made))
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
            let bytes = [UInt8](data)
            return Base(name: file, bytes: bytes, tables: SFNT.tables(in: bytes))
        }
    }

    /// Mutant `index`: the kind cycles with the index and the base font with index / kinds,
    /// so every (kind, font) pair comes up evenly even in a short run.
    package func mutant(seed: UInt64, index: Int) -> FontMutant {
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
        case "inflate-table": return inflateTable(&bytes, base, &rng)
        case "huge-count": return hugeCount(&bytes, base, &rng)
        default: return truncate(&bytes, base, &rng)
        }
    }

    /// Moves one table to the end of the file and makes it larger: its own bytes repeated,
    /// random bytes, or 0xFF, up to 1 MiB, so that counts read from it can reach far.
    private func inflateTable(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        guard !base.tables.isEmpty else { return "no tables" }
        let t = rng.pick(base.tables)
        let lower = min(t.offset, bytes.count), upper = min(t.offset + t.length, bytes.count)
        let original = Array(bytes[lower..<upper])
        let size = max(original.count + 1, rng.int(4096...(1 << 20)))
        var grown = original
        grown.reserveCapacity(size)
        let fill = rng.below(3)
        while grown.count < size {
            switch fill {
            case 0 where !original.isEmpty: grown.append(contentsOf: original.prefix(size - grown.count))
            case 1: grown.append(rng.byte())
            default: grown.append(0xFF)
            }
        }
        let offset = (bytes.count + 3) & ~3
        bytes.append(contentsOf: repeatElement(0, count: offset - bytes.count))
        bytes.append(contentsOf: grown)
        SFNT.write32(&bytes, t.recordOffset + 8, UInt32(offset))
        SFNT.write32(&bytes, t.recordOffset + 12, UInt32(size))
        return "\(t.tag) inflated \(t.length) → \(size) bytes (fill \(["own bytes", "random", "0xFF"][fill]))"
    }

    /// Sets a count, size or scale field the parsers trust to an extreme: maxp.numGlyphs,
    /// hhea.numberOfHMetrics, cmap/name record counts, head.unitsPerEm (16: every outline 64
    /// or more times larger per em), CBLC strike count, fvar axis count.
    private func hugeCount(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        let fields: [(tag: String, at: Int, values: [UInt16])] = [
            ("maxp", 4, [0, 1, 0xFFFF, 0x7FFF]), ("hhea", 34, [0, 0xFFFF, 0x7FFF]), ("cmap", 2, [0xFFFF, 0x7FFF]),
            ("name", 2, [0xFFFF]), ("head", 18, [16, 17, 0xFFFF]), ("CBLC", 6, [0xFFFF]), ("fvar", 8, [0xFFFF]),
            ("GSUB", 8, [0xFFFF]), ("GPOS", 8, [0xFFFF]),
            // trak (AppleTableBases.trakTable): horizOffset at 6; track and size counts at 12
            // and 14, just past and at `TrakTable.maximumEntries`; a size-table offset at 18.
            ("trak", 6, [0, 0xFFFF, 74]), ("trak", 12, [0, 1025, 1024, 0xFFFF]), ("trak", 14, [0, 1025, 0xFFFF]),
            ("trak", 18, [0, 0xFFFF]),
        ]
        let present = fields.filter { f in base.tables.contains { $0.tag == f.tag } }
        guard !present.isEmpty else { return "no count fields" }
        let f = rng.pick(present)
        let t = base.tables.first { $0.tag == f.tag }!
        let value = rng.pick(f.values)
        // The CBLC strike count is a uint32 at 4 (its low half at 6), as are the others here
        // uint16 at their offsets (OpenType spec).
        SFNT.write16(&bytes, t.offset + f.at, value)
        return "\(f.tag)@\(f.at) = \(value)"
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
    /// offsets and signed extremes) at random places of one table. A base with a `trak` table
    /// has it chosen half the time (it is one table of many, and the one under test there).
    private func flipTableBytes(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        let trak = base.tables.first { $0.tag == "trak" }
        let t = trak.flatMap { rng.chance(50) ? $0 : nil } ?? rng.pick(base.tables)
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
