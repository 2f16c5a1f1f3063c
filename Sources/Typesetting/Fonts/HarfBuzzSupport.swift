internal import CHarfBuzz

/// Builds a HarfBuzz/OpenType tag from four ASCII characters (HB_TAG, a C macro Swift cannot import).
@inline(__always)
func hbTag(_ s: StaticString) -> hb_tag_t {
    precondition(s.utf8CodeUnitCount == 4)
    let p = s.utf8Start
    return hb_tag_t(p[0]) << 24 | hb_tag_t(p[1]) << 16 | hb_tag_t(p[2]) << 8 | hb_tag_t(p[3])
}

func hbTag(string s: String) -> hb_tag_t? {
    let bytes = Array(s.utf8)
    guard bytes.count == 4, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    return hb_tag_t(bytes[0]) << 24 | hb_tag_t(bytes[1]) << 16 | hb_tag_t(bytes[2]) << 8 | hb_tag_t(bytes[3])
}

func tagString(_ tag: hb_tag_t) -> String {
    let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
    return String(decoding: bytes, as: UTF8.self)
}

/// Reads big-endian integers out of a font table with bounds checks; a short or missing
/// table yields nil rather than reading past its end.
struct TableReader {
    let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    init(face: OpaquePointer, tag: hb_tag_t) {
        let blob = hb_face_reference_table(face, tag)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        if let data = hb_blob_get_data(blob, &length), length > 0 {
            bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                Array(UnsafeBufferPointer(start: $0, count: Int(length)))
            }
        } else {
            bytes = []
        }
    }

    var isPresent: Bool { !bytes.isEmpty }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) -> Int16? {
        uint16(at: offset).map { Int16(bitPattern: $0) }
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }
}
