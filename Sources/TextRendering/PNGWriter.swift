internal import CDeflate
internal import CPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ProcessIO

/// Encodes canvases as PNG files (8-bit, sRGB).
///
/// The file stores the canvas's pixels in the smallest of three PNG colour types that holds
/// them exactly (ISO/IEC 15948 §6.1): greyscale (type 0) when every pixel is opaque and grey
/// (red = green = blue, as black text on white is), truecolour (type 2) when every pixel is
/// opaque, else truecolour with straight alpha (type 6). cairo likewise writes an opaque
/// surface as truecolour without alpha. Every reader expands the three to the same RGBA, so the
/// decoded pixels are the canvas's whichever type is written; greyscale is a quarter of the
/// bytes to compress. The rows are unfiltered (filter type 0) and compressed by libdeflate at
/// level `Options.standardLevel`; the chunks are IHDR, sRGB (perceptual, as libpng's simplified
/// writer marks 8-bit data), one IDAT and IEND. The choice was made by measurement against
/// libpng's writer (adaptive filters, zlib level 6, and its fast mode: no filter, level 3) and
/// the Up filter: see Documentation/Performance.md, "Rendering".
///
/// libpng remains the reference (`Options.libpng`): the benchmark times it and the tests check
/// that both give the same pixels. Only libpng's *simplified* API is used
/// (`png_image_write_to_memory`), which catches its own errors (libpng otherwise reports them
/// with `longjmp`, which Swift frames cannot survive). Everything the file system can refuse is
/// done in Swift, with `open`/`write`, so an unwritable path becomes `RenderError.cannotWrite`
/// with the C library's reason.
public enum PNGWriter {
    /// The PNG file's bytes for `canvas`.
    public static func encode(_ canvas: Canvas) throws(RenderError) -> [UInt8] {
        try encode(canvas, options: .standard)
    }

    /// How a canvas is encoded: the choices the benchmark compares.
    package enum Options: Sendable {
        /// libpng's simplified writer, on straight RGBA or on the reduced colour type, with its
        /// defaults (adaptive filters, zlib level 6) or `PNG_IMAGE_FLAG_FAST` (no filter, level 3).
        case libpng(reducesColorType: Bool, fast: Bool)
        /// The reduced colour type, each row filtered with `upFilter` Up (type 2) or None
        /// (type 0), compressed by libdeflate at `level` (1…12).
        case libdeflate(level: Int32, upFilter: Bool)

        /// libdeflate's level for `encode(_:)`.
        package static let standardLevel: Int32 = 1
        /// What `encode(_:)` does.
        package static let standard = Options.libdeflate(level: standardLevel, upFilter: false)
        /// The encoder before the measured choices: straight RGBA through libpng's defaults.
        package static let libpngDefault = Options.libpng(reducesColorType: false, fast: false)
    }

    /// The PNG file's bytes for `canvas`, encoded as `options` say.
    package static func encode(_ canvas: Canvas, options: Options) throws(RenderError) -> [UInt8] {
        // PNG (ISO/IEC 15948 §11.2.2) needs 1 ≤ width, height ≤ 2³¹ − 1; the canvas limit keeps
        // width × 4 (libpng's row stride, a png_int_32) far below 2³¹.
        guard canvas.width > 0, canvas.height > 0 else {
            throw RenderError.invalidSize(width: canvas.width, height: canvas.height, reason: "a PNG needs at least 1×1 pixels")
        }
        guard canvas.width <= Int(Int32.max) / 4, canvas.height <= Int(Int32.max) else {
            throw RenderError.invalidSize(width: canvas.width, height: canvas.height, reason: "too large for PNG")
        }
        switch options {
        case .libpng(let reduces, let fast):
            let channels = reduces ? canvas.pngChannels() : 4
            return try libpngEncode(canvas.pngRows(channels: channels, filterBytes: false), canvas, channels: channels, fast: fast)
        case .libdeflate(let level, let up):
            let channels = canvas.pngChannels()
            var rows = canvas.pngRows(channels: channels, filterBytes: true)
            if up { upFilter(&rows, rowBytes: canvas.width * channels + 1, height: canvas.height) }
            return try deflateEncode(rows, canvas, channels: channels, level: level)
        }
    }

    /// The PNG colour type of `channels` samples a pixel (§11.2.2): 0, 2 or 6.
    private static func colourType(_ channels: Int) -> UInt8 {
        channels == 1 ? 0 : channels == 3 ? 2 : 6
    }

    /// Filters rows (each a filter byte 0, then `rowBytes − 1` samples) with Up (§9.2: each byte
    /// less the byte above it, modulo 256), bottom row first so each row still sees the one
    /// above unfiltered.
    private static func upFilter(_ rows: inout [UInt8], rowBytes: Int, height: Int) {
        rows.withUnsafeMutableBufferPointer { bytes in
            for y in stride(from: height - 1, through: 0, by: -1) {
                let row = y &* rowBytes
                bytes[row] = 2
                guard y > 0 else { continue }
                for k in 1..<rowBytes { bytes[row &+ k] &-= bytes[row &- rowBytes &+ k] }
            }
        }
    }

    /// The file: signature, IHDR, sRGB, one IDAT of the zlib stream libdeflate makes of `rows`
    /// (filter bytes included), IEND (§5.2, §5.3, §11.2, §11.3.3.5).
    private static func deflateEncode(_ rows: [UInt8], _ canvas: Canvas, channels: Int, level: Int32) throws(RenderError) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw RenderError.compression(message: "libdeflate_alloc_compressor(\(level)) failed")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, rows.count)
        // 8 signature + 25 IHDR + 13 sRGB + 12 around the IDAT data + 12 IEND.
        let idat = 8 + 25 + 13
        var compressed = 0
        let file = rows.withUnsafeBytes { input in
            [UInt8](unsafeUninitializedCapacity: idat + 12 + bound + 12) { out, initialized in
                let base = UnsafeMutableRawPointer(out.baseAddress!)
                compressed = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, base + idat + 8, bound)
                guard compressed > 0 else { initialized = 0; return }
                var header: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
                var ihdr = bigEndian(UInt32(canvas.width)) + bigEndian(UInt32(canvas.height))
                ihdr += [8, colourType(channels), 0, 0, 0]   // depth, colour type, deflate, filters, no interlace
                header += chunk("IHDR", ihdr)
                header += chunk("sRGB", [0])
                header.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: idat) }
                // The IDAT's length and type before the data, its CRC (type and data) after.
                let length = bigEndian(UInt32(compressed)) + Array("IDAT".utf8)
                length.withUnsafeBytes { (base + idat).copyMemory(from: $0.baseAddress!, byteCount: 8) }
                let crc = bigEndian(libdeflate_crc32(0, base + idat + 4, 4 + compressed))
                var tail = crc + chunk("IEND", [])
                tail.withUnsafeMutableBytes { (base + idat + 8 + compressed).copyMemory(from: $0.baseAddress!, byteCount: 16) }
                initialized = idat + 12 + compressed + 12
            }
        }
        guard compressed > 0 else { throw RenderError.compression(message: "libdeflate_zlib_compress found no room in \(bound) bytes") }
        return file
    }

    /// A whole chunk (§5.3): length, type, data, CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    /// libpng's simplified writer on unfiltered `samples` (`channels` a pixel, rows unpadded).
    private static func libpngEncode(_ samples: [UInt8], _ canvas: Canvas, channels: Int, fast: Bool) throws(RenderError) -> [UInt8] {
        var image = png_image()
        // PNG_IMAGE_VERSION (png.h: 1) is imported as a constant. The formats are macros of
        // macros that Swift does not import, so they are spelled out from their two flags:
        // PNG_FORMAT_GRAY 0, PNG_FORMAT_RGB = COLOR 0x02, PNG_FORMAT_RGBA = COLOR | ALPHA 0x01.
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(canvas.width)
        image.height = png_uint_32(canvas.height)
        switch channels {
        case 1: image.format = 0
        case 3: image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR)
        default: image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        }
        if fast { image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST) }
        let stride = png_int_32(canvas.width * channels)

        // A first guess: the raw rows (a filter byte each) plus deflate's and PNG's overhead.
        // If it is too small libpng says how much it needs and we try once more.
        let raw = canvas.height * (canvas.width * channels + 1)
        var capacity = raw + raw / 64 + 4096
        for _ in 0..<2 {
            var size = png_alloc_size_t(capacity)
            var ok: Int32 = 0
            // libpng writes into the uninitialized space; the array holds what it wrote.
            let output = samples.withUnsafeBytes { pixels in
                [UInt8](unsafeUninitializedCapacity: capacity) { memory, initialized in
                    ok = png_image_write_to_memory(&image, memory.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
                    initialized = ok != 0 ? min(Int(size), capacity) : 0
                }
            }
            let message = messageText(&image)
            png_image_free(&image)
            if ok != 0 { return output }
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
        do { try OutputFile.write(bytes, to: path) } catch { throw RenderError(error) }
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
    /// How many samples a pixel a PNG of the canvas needs: 1 (grey) when every pixel is opaque
    /// with red = green = blue, 3 (RGB) when every pixel is opaque, else 4 (straight RGBA).
    func pngChannels() -> Int {
        let count = width * height
        // One pass over the pixels as little-endian words (R in the low byte, A in the high),
        // without branches so that it vectorizes: the AND of all words has alpha 0xFF when every
        // pixel is opaque; the OR of each word's difference from the grey of its red is 0 in
        // the colour bytes when every pixel is grey.
        return pixels.withUnsafeBytes { raw in
            var all: UInt32 = 0xFFFF_FFFF, difference: UInt32 = 0
            for k in 0..<count {
                let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: k &* 4, as: UInt32.self))
                all &= word
                difference |= word ^ ((word & 0xFF) &* 0x0001_0101)
            }
            return all >> 24 != 0xFF ? 4 : difference & 0x00FF_FFFF == 0 ? 1 : 3
        }
    }

    /// The rows a PNG stores, top to bottom, with `channels` samples a pixel (`pngChannels()`,
    /// or 4 for any canvas), each row after a filter byte 0 (None) when `filterBytes`. An opaque
    /// pixel's premultiplied channels are its straight ones, so 1 and 3 channels are copies; 4
    /// are straight RGBA (`straightRGBA()`).
    func pngRows(channels: Int, filterBytes: Bool) -> [UInt8] {
        let prefix = filterBytes ? 1 : 0
        let rowBytes = width * channels + prefix
        return pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: height * rowBytes) { out, initialized in
                for y in 0..<height {
                    let o = y &* rowBytes &+ prefix, s = y &* width &* 4
                    if filterBytes { out[o &- 1] = 0 }
                    switch channels {
                    case 1:
                        for x in 0..<width { out[o &+ x] = source[s &+ x &* 4] }
                    case 3:
                        for x in 0..<width {
                            out[o &+ x &* 3] = source[s &+ x &* 4]
                            out[o &+ x &* 3 &+ 1] = source[s &+ x &* 4 &+ 1]
                            out[o &+ x &* 3 &+ 2] = source[s &+ x &* 4 &+ 2]
                        }
                    default:
                        for x in 0..<width { Canvas.straighten(source, s &+ x &* 4, into: out, o &+ x &* 4) }
                    }
                }
                initialized = height * rowBytes
            }
        }
    }

    /// The premultiplied pixel at `from` of `source` as straight RGBA at `to` of `out`:
    /// each colour × 255 / alpha, rounded; 0 where alpha is 0.
    @inline(__always)
    static func straighten(_ source: UnsafeBufferPointer<UInt8>, _ from: Int, into out: UnsafeMutableBufferPointer<UInt8>, _ to: Int) {
        let a = Int(source[from &+ 3])
        out[to &+ 3] = UInt8(a)
        for c in 0..<3 {
            let v = Int(source[from &+ c])
            out[to &+ c] = a == 0 ? 0 : a == 255 ? UInt8(v) : UInt8(min(255, (v * 255 + a / 2) / a))
        }
    }

    /// Writes the canvas as a PNG file (see `PNGWriter`).
    public func writePNG(to path: String) throws(RenderError) {
        try PNGWriter.write(self, to: path)
    }

    /// The canvas as PNG bytes (see `PNGWriter`).
    public func pngData() throws(RenderError) -> [UInt8] {
        try PNGWriter.encode(self)
    }
}
