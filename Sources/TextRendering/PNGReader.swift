internal import CPNG

/// Decodes PNG files to straight (not premultiplied) 8-bit RGBA with libpng's simplified
/// reader (`png_image_begin_read_from_memory`), which reports errors in `png_image.message`
/// instead of `longjmp`-ing: for comparing a picture made elsewhere (a browser's screenshot)
/// with ours, and for tests.
package enum PNGReader {
    /// The most pixels a decoded image may have (`Canvas.maximumPixelCount`).
    package static let maximumPixelCount = Canvas.maximumPixelCount

    /// The image's width, height and RGBA bytes (row by row, 4 bytes a pixel).
    package static func decode(_ png: [UInt8]) throws(RenderError) -> (width: Int, height: Int, rgba: [UInt8]) {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let began = png.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw RenderError.libpng(message: message(&image)) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width * height <= maximumPixelCount else {
            png_image_free(&image)
            throw RenderError.invalidSize(width: width, height: height, reason: "more pixels than a canvas holds")
        }
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
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
