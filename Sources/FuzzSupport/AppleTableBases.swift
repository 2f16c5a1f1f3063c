/// Fuzz bases carrying Apple's tables, built from a bundled font when the mutator is made
/// (nothing of Apple's is used): Quicksand with a `trak` table (sizes 12, 17 and 28 pt;
/// tracks −1, 0 and +1), and Quicksand with an `sbix` strike (64 ppem; a 4 × 4 PNG for each
/// of its first 64 glyphs). Their mutants reach `TrakTable`'s reader and FreeType's sbix
/// loader through the whole pipeline (`FontPipeline`: Font, layout, render).
package enum AppleTableBases {
    /// The base names, as `FontMutator` lists them.
    package static let trak = "Quicksand-Regular+trak.ttf"
    package static let sbix = "Quicksand-Regular+sbix.ttf"

    /// The bytes of base `name` made from Quicksand's `font`, nil for another name.
    static func make(_ name: String, from font: [UInt8]) -> [UInt8]? {
        switch name {
        case trak: return SFNT.adding("trak", trakTable, to: font)
        case sbix: return SFNT.adding("sbix", sbixTable(glyphCount: SFNT.uint16(font, SFNT.table("maxp", in: font).map { $0.offset + 4 } ?? -1) ?? 0), to: font)
        default: return nil
        }
    }

    /// A `trak` table (Apple, TrueType Reference Manual): version 1.0, format 0, horizontal
    /// data at 12, three tracks (−1, 0, +1) of three sizes (12, 17, 28 pt), values −200…+200.
    static let trakTable: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 74)
        SFNT.write32(&t, 0, 0x0001_0000)
        SFNT.write16(&t, 6, 12)                        // horizOffset; vertOffset 0
        SFNT.write16(&t, 12, 3); SFNT.write16(&t, 14, 3); SFNT.write32(&t, 16, 44)
        for (k, track) in [UInt32(0xFFFF_0000), 0, 0x0001_0000].enumerated() {
            SFNT.write32(&t, 20 + 8 * k, track)
            SFNT.write16(&t, 24 + 8 * k, UInt16(256 + k))
            SFNT.write16(&t, 26 + 8 * k, UInt16(56 + 6 * k))
        }
        for (k, size) in [UInt32(12), 17, 28].enumerated() { SFNT.write32(&t, 44 + 4 * k, size << 16) }
        let values: [[Int16]] = [[-200, -200, -200], [20, -30, -80], [200, 200, 200]]
        for (k, row) in values.enumerated() {
            for (j, v) in row.enumerated() { SFNT.write16(&t, 56 + 6 * k + 2 * j, UInt16(bitPattern: v)) }
        }
        return t
    }()

    /// A 4 × 4 opaque red PNG (zlib-compressed RGBA, CRCs computed when it was written).
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x04, 0x08, 0x06, 0x00, 0x00, 0x00, 0xA9, 0xF1, 0x9E,
        0x7E, 0x00, 0x00, 0x00, 0x12, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xB8, 0x23, 0x27, 0xF7,
        0x1F, 0x19, 0x33, 0x90, 0x2E, 0x00, 0x00, 0x6E, 0x18, 0x21, 0x71, 0xE0, 0x40, 0x0F, 0x55, 0x00,
        0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    /// An `sbix` table (version 1, flags 1, one strike of 64 ppem at 72 ppi) whose first 64
    /// glyphs (of `glyphCount`) each hold `png`; the others have no bitmap.
    static func sbixTable(glyphCount: Int) -> [UInt8] {
        let glyphs = max(glyphCount, 1)
        var t = [UInt8](repeating: 0, count: 12)
        SFNT.write16(&t, 0, 1); SFNT.write16(&t, 2, 1); SFNT.write32(&t, 4, 1); SFNT.write32(&t, 8, 12)
        var strike = [UInt8](repeating: 0, count: 4 + 4 * (glyphs + 1))
        SFNT.write16(&strike, 0, 64); SFNT.write16(&strike, 2, 72)
        var data: [UInt8] = []
        for g in 0...glyphs {
            SFNT.write32(&strike, 4 + 4 * g, UInt32(strike.count + data.count))
            guard g < glyphs, g >= 1, g <= 64 else { continue }
            data += [0, 0, 0, 0] + Array("png ".utf8) + png   // originOffsetX, originOffsetY, graphicType, data
        }
        return t + strike + data
    }
}

extension SFNT {
    /// `font` (a single sfnt) with table `tag` added: the directory rebuilt in tag order (as
    /// HarfBuzz's binary search needs), every table copied after it on 4-byte boundaries,
    /// checksums 0 (neither FreeType nor HarfBuzz checks them).
    package static func adding(_ tag: String, _ table: [UInt8], to font: [UInt8]) -> [UInt8] {
        var entries = tables(in: font).map { record in
            (tag: record.tag, bytes: Array(font[min(record.offset, font.count)..<min(record.offset + record.length, font.count)]))
        }
        entries.removeAll { $0.tag == tag }
        entries.append((tag, table))
        entries.sort { Array($0.tag.utf8).lexicographicallyPrecedes(Array($1.tag.utf8)) }
        let count = entries.count
        var out = Array(font.prefix(12))
        write16(&out, 4, UInt16(count))
        var selector = 0
        while (2 << selector) <= count { selector += 1 }
        write16(&out, 6, UInt16(16 << selector)); write16(&out, 8, UInt16(selector))
        write16(&out, 10, UInt16(count * 16 - (16 << selector)))
        out += [UInt8](repeating: 0, count: 16 * count)
        for (k, entry) in entries.enumerated() {
            while out.count % 4 != 0 { out.append(0) }
            let record = 12 + 16 * k
            for (j, byte) in entry.tag.utf8.prefix(4).enumerated() { out[record + j] = byte }
            write32(&out, record + 8, UInt32(out.count))
            write32(&out, record + 12, UInt32(entry.bytes.count))
            out += entry.bytes
        }
        return out
    }
}
