/// Rewrites a PNG's header to claim another size: the pixel bomb of an attachment image (a
/// small file whose IHDR claims 16,384² pixels or more), for the image fuzzer and its tests.
package enum PNGHeaderPatch {
    /// `png` (a valid PNG, its IHDR the first chunk) with IHDR's width and height (bytes
    /// 16…23) set to `width` and `height` and the chunk's CRC recomputed (PNG §5.3: CRC-32
    /// of the chunk type and data, polynomial 0xEDB88320 reflected). Unchanged when too short.
    package static func claiming(width: UInt32, height: UInt32, _ png: [UInt8]) -> [UInt8] {
        var bytes = png
        guard bytes.count >= 33 else { return bytes }
        for (k, v) in [width, height].enumerated() {
            for b in 0..<4 { bytes[16 + k * 4 + b] = UInt8(truncatingIfNeeded: v >> (24 - 8 * b)) }
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[12..<29] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for b in 0..<4 { bytes[29 + b] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * b)) }
        return bytes
    }
}
