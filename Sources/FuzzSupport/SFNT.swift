/// One record of an sfnt table directory (OpenType spec, "Table directory"): numTables is a
/// uint16 at offset 4, and 16-byte records (tag, checksum, offset, length) start at 12.
package struct SFNTTableRecord: Sendable, Hashable {
    package let tag: String
    /// Where the record itself is in the file.
    package let recordOffset: Int
    package let offset: Int
    package let length: Int
}

/// Big-endian reads and writes in an sfnt file, and its table directory. Every access is
/// bounds-checked: reads past the end give nil, writes past the end do nothing.
package enum SFNT {
    package static func uint16(_ bytes: [UInt8], _ at: Int) -> Int? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    package static func uint32(_ bytes: [UInt8], _ at: Int) -> Int? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }

    package static func write16(_ bytes: inout [UInt8], _ at: Int, _ value: UInt16) {
        guard at >= 0, at + 2 <= bytes.count else { return }
        bytes[at] = UInt8(value >> 8)
        bytes[at + 1] = UInt8(value & 0xFF)
    }

    package static func write32(_ bytes: inout [UInt8], _ at: Int, _ value: UInt32) {
        guard at >= 0, at + 4 <= bytes.count else { return }
        for k in 0..<4 { bytes[at + k] = UInt8(value >> (24 - 8 * UInt32(k)) & 0xFF) }
    }

    /// The table records, as far as the bytes hold them (bounds-checked; no validation of
    /// the offsets and lengths themselves: mutants lie about those on purpose).
    package static func tables(in bytes: [UInt8]) -> [SFNTTableRecord] {
        guard let count = uint16(bytes, 4) else { return [] }
        var result: [SFNTTableRecord] = []
        for i in 0..<count {
            let record = 12 + 16 * i
            guard let offset = uint32(bytes, record + 8), let length = uint32(bytes, record + 12) else { break }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            result.append(SFNTTableRecord(tag: tag, recordOffset: record, offset: offset, length: length))
        }
        return result
    }

    /// The size of the header plus the table directory.
    static func directoryEnd(_ bytes: [UInt8]) -> Int {
        min(bytes.count, 12 + 16 * (uint16(bytes, 4) ?? 0))
    }

    /// The first table tagged `tag`, if the directory has one.
    package static func table(_ tag: String, in bytes: [UInt8]) -> SFNTTableRecord? {
        tables(in: bytes).first { $0.tag == tag }
    }

    /// A font collection (OpenType spec, "Font collections": a 'ttcf' header, version 1.0,
    /// numFonts, then numFonts uint32 offsets to table directories) holding `count` faces that
    /// all share one copy of the single font `font`, whose table offsets are moved past the
    /// header. A collection of tens of thousands of faces costs 4 bytes per face.
    package static func collection(of font: [UInt8], count: Int) -> [UInt8] {
        let start = (12 + 4 * count + 3) & ~3
        var out = [UInt8](repeating: 0, count: start)
        out[0] = 0x74; out[1] = 0x74; out[2] = 0x63; out[3] = 0x66   // 'ttcf'
        write16(&out, 4, 1)
        write32(&out, 8, UInt32(count))
        for i in 0..<count { write32(&out, 12 + 4 * i, UInt32(start)) }
        var moved = font
        for record in tables(in: font) {
            write32(&moved, record.recordOffset + 8, UInt32(record.offset + start))
        }
        out.append(contentsOf: moved)
        return out
    }
}
