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
        let bytes = try encode(canvas)
        try write(bytes, to: path)
    }

    /// Writes `bytes` to `path` as `write(_:to:)` describes.
    package static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        guard !path.isEmpty else { throw RenderError.cannotWrite(path: path, reason: "the path is empty") }
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
            try replace(path, with: bytes, mode: nil)
        } else if info.st_mode & S_IFMT == S_IFREG {
            try replace(path, with: bytes, mode: info.st_mode & 0o7777)
        } else if info.st_mode & S_IFMT == S_IFDIR {
            throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(EISDIR)))
        } else {
            try writeInPlace(path, bytes)
        }
    }

    /// Opens the existing `path` (never creating it) and writes all of `bytes`; never unlinks it.
    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(RenderError) {
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        let code = writeAll(fd, bytes)
        let closeCode = close(fd) == 0 ? 0 : errno
        if code != 0 || closeCode != 0 {
            throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(code != 0 ? code : closeCode)))
        }
    }

    /// Writes a temporary file beside `path` and renames it over `path` on success.
    private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?) throws(RenderError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            temporary = directory + "." + base + ".\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        var code = writeAll(fd, bytes)
        if code == 0, let mode, fchmod(fd, mode) != 0 { code = errno }
        if close(fd) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, path) != 0 { code = errno }
        if code != 0 {
            _ = unlink(temporary)
            throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// Writes every byte (retrying short writes and EINTR); 0, or the errno that stopped it.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            offset += n
        }
        return 0
    }

    /// libpng's NUL-terminated message from the fixed-size `png_image.message` array.
    private static func messageText(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// write(2), named apart from `PNGWriter.write` so that member lookup does not hide it.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
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
