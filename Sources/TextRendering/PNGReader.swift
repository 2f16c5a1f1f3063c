internal import CPNG

/// Decodes PNG files to straight (not premultiplied) 8-bit RGBA with libpng's simplified
/// reader (`png_image_begin_read_from_memory` / `_from_file`), which reports errors in
/// `png_image.message` instead of `longjmp`-ing: for an attachment's image, for comparing a
/// picture made elsewhere (a browser's screenshot) with ours, and for tests.
package enum PNGReader {
    /// The most pixels a decoded image may have (`Canvas.maximumPixelCount`).
    package static let maximumPixelCount = Canvas.maximumPixelCount

    /// The image's width, height and RGBA bytes (row by row, 4 bytes a pixel). The header's
    /// size is checked against `maximumPixels` before any pixel is decoded or allocated;
    /// `willAllocate` is then called with the pixel count.
    package static func decode(_ png: [UInt8], maximumPixels: Int = maximumPixelCount,
                               willAllocate: (Int) -> Void = { _ in }) throws(RenderError) -> (width: Int, height: Int, rgba: [UInt8]) {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let began = png.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else {
            let text = message(&image)
            png_image_free(&image)
            throw RenderError.libpng(message: text)
        }
        return try finish(&image, maximumPixels: maximumPixels, willAllocate: willAllocate)
    }

    /// Reads the pixels of a begun image as 8-bit RGBA and frees it.
    private static func finish(_ image: inout png_image, maximumPixels: Int, willAllocate: (Int) -> Void) throws(RenderError) -> (width: Int, height: Int, rgba: [UInt8]) {
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width * height <= maximumPixels else {
            png_image_free(&image)
            throw RenderError.imageTooLarge(width: width, height: height, maximumPixels: maximumPixels)
        }
        willAllocate(width * height)
        // PNG_FORMAT_RGBA (COLOR 0x02 | ALPHA 0x01), spelled out as in PNGWriter.
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, png_int_32(width * 4), nil) }
        let text = message(&image)
        png_image_free(&image)
        guard finished != 0 else { throw RenderError.libpng(message: text) }
        return (width, height, rgba)
    }

    private static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

extension RGBAImage {
    /// The PNG file at `path` as a premultiplied RGBA image, read as an attachment's image is
    /// (`AttachmentImages`): a regular file of at most `AttachmentImages.maximumFileSize`
    /// bytes, at most `AttachmentImages.maximumPixelCount` pixels, never cached. Throws
    /// `.unreadableImage` (missing, not a regular file, too large, not a PNG, damaged) or
    /// `.imageTooLarge`.
    public init(pngFile path: String) throws(RenderError) {
        self = try AttachmentImages.decode(try AttachmentImages.read(path), path: path)
    }

    /// `straight` (straight-alpha RGBA bytes of a `width × height` image) premultiplied, rounding.
    init(width: Int, height: Int, straightRGBA straight: [UInt8]) {
        var pixels = straight
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
}
