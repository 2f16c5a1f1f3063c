internal import CPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Encodes canvases as PNG files (8-bit RGBA, straight alpha, sRGB) with libpng.
///
/// libpng reports errors with `longjmp`, which Swift frames cannot survive, so only libpng's
/// *simplified* API is used (`png_image_write_to_memory`): it catches its own errors and
/// returns them in `png_image.message`. Everything the file system can refuse is done here,
/// in Swift, with `open`/`write`, so an unwritable path becomes `RenderError.cannotWrite`
/// with the C library's reason rather than a libpng message.
public enum PNGWriter {
    /// The PNG file's bytes for `canvas`.
    public static func encode(_ canvas: Canvas) throws(RenderError) -> [UInt8] {
        // PNG (ISO/IEC 15948 §11.2.2) needs 1 ≤ width, height ≤ 2³¹ − 1; the canvas limit keeps
        // width × 4 (libpng's row stride, a png_int_32) far below 2³¹.
        guard canvas.width > 0, canvas.height > 0 else {
            throw RenderError.invalidSize(width: canvas.width, height: canvas.height, reason: "a PNG needs at least 1×1 pixels")
        }
        guard canvas.width <= Int(Int32.max) / 4, canvas.height <= Int(Int32.max) else {
            throw RenderError.invalidSize(width: canvas.width, height: canvas.height, reason: "too large for PNG")
        }
        let rgba = canvas.straightRGBA()
        var image = png_image()
        // PNG_IMAGE_VERSION (png.h: 1) is imported as a constant. PNG_FORMAT_RGBA is a macro
        // of macros (PNG_FORMAT_RGB | PNG_FORMAT_FLAG_ALPHA) that Swift does not import, so it
        // is spelled out from its two flags: COLOR 0x02 | ALPHA 0x01 = 3.
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(canvas.width)
        image.height = png_uint_32(canvas.height)
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let stride = png_int_32(canvas.width * 4)

        // A first guess: the raw rows (a filter byte each) plus deflate's and PNG's overhead.
        // If it is too small libpng says how much it needs and we try once more.
        let raw = canvas.height * (canvas.width * 4 + 1)
        var capacity = raw + raw / 64 + 4096
        for _ in 0..<2 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let ok = rgba.withUnsafeBytes { pixels in
                output.withUnsafeMutableBytes { memory in
                    png_image_write_to_memory(&image, memory.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
                }
            }
            let message = messageText(&image)
            png_image_free(&image)
            if ok != 0 {
                output.removeSubrange(Int(size)...)
                return output
            }
            if Int(size) > capacity {
                // The buffer was too small; `size` is what libpng needs.
                capacity = Int(size)
                image.opaque = nil
                image.warning_or_error = 0
                continue
            }
            throw RenderError.libpng(message: message.isEmpty ? "png_image_write_to_memory failed" : message)
        }
        throw RenderError.libpng(message: "png_image_write_to_memory asked for more memory twice")
    }

    /// Writes `canvas` as a PNG file at `path` (created or replaced).
    ///
    /// A failed write never removes anything at `path`:
    /// - When `path` names a regular file, or nothing yet, the PNG is written to a new
    ///   temporary file in the same directory and renamed over `path` only once every byte is
    ///   written and the file is closed; on failure the temporary file is removed and `path`
    ///   is untouched. A replaced file keeps its permission bits; a new one gets 0666 less the
    ///   umask, as `fopen` would give it.
    /// - Anything else (a symbolic link such as /dev/stdout, a character device, a FIFO, a
    ///   socket) is opened and written in place, and is never unlinked.
    /// A write into a closed pipe fails with `EPIPE` ("Broken pipe") when SIGPIPE is ignored,
    /// as the command-line tool does.
    public static func write(_ canvas: Canvas, to path: String) throws(RenderError) {
        try OutputFile.write(try encode(canvas), to: path)
    }

    /// libpng's NUL-terminated message from the fixed-size `png_image.message` array.
    private static func messageText(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

extension Canvas {
    /// Writes the canvas as a PNG file (see `PNGWriter`).
    public func writePNG(to path: String) throws(RenderError) {
        try PNGWriter.write(self, to: path)
    }

    /// The canvas as PNG bytes (see `PNGWriter`).
    public func pngData() throws(RenderError) -> [UInt8] {
        try PNGWriter.encode(self)
    }
}
