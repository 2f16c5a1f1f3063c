/// An 8-bit coverage (alpha) mask: a rasterized outline glyph.
///
/// Rows run top to bottom, `width` bytes each (no padding); 0 is no ink, 255 full ink.
public struct CoverageMask: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height` coverage bytes, rows top to bottom.
    public let bytes: [UInt8]

    /// A mask from `bytes` (`width × height`, rows top to bottom, no padding).
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The coverage at column `x`, row `y` (0 no ink … 255 full ink).
    public subscript(x: Int, y: Int) -> UInt8 { bytes[y * width + x] }
}

/// An RGBA image, 8 bits a channel, **premultiplied** alpha (as FreeType's BGRA bitmaps and
/// `Canvas` store it), rows top to bottom, no padding: a colour glyph such as an emoji.
public struct RGBAImage: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A; each colour channel ≤ A.
    public let pixels: [UInt8]

    /// An image from premultiplied RGBA bytes; nil when the count does not match the size or
    /// a colour channel exceeds its alpha (which premultiplied data cannot have).
    public init?(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        var k = 0
        while k < pixels.count {
            let a = pixels[k + 3]
            if pixels[k] > a || pixels[k + 1] > a || pixels[k + 2] > a { return nil }
            k += 4
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Trusted construction (the data was produced premultiplied by this module).
    init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
