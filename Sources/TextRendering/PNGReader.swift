internal import CPNG

extension RGBAImage {
    /// The PNG file at `path` as a premultiplied RGBA image (an attachment's image). Throws
    /// `.libpng` with libpng's message when the file is missing, not a PNG, or damaged; only
    /// libpng's simplified API is used, which catches its own errors (see `PNGWriter`).
    public init(pngFile path: String) throws(RenderError) {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            let message = Self.message(&image)
            png_image_free(&image)
            throw RenderError.libpng(message: "\(path): \(message)")
        }
        // PNG_FORMAT_RGBA (COLOR 0x02 | ALPHA 0x01), spelled out as in PNGWriter.
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            png_image_free(&image)
            throw RenderError.invalidSize(width: width, height: height, reason: "an attachment image is at most 16384 px a side")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, png_int_32(width * 4), nil) }
        let message = Self.message(&image)
        png_image_free(&image)
        guard ok != 0 else { throw RenderError.libpng(message: "\(path): \(message)") }
        // Straight to premultiplied alpha, rounding.
        var k = 0
        while k < pixels.count {
            let a = UInt32(pixels[k + 3])
            if a < 255 {
                for c in k..<(k + 3) { pixels[c] = UInt8((UInt32(pixels[c]) * a + 127) / 255) }
            }
            k += 4
        }
        self.init(uncheckedWidth: width, height: height, pixels: pixels)
    }

    private static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
