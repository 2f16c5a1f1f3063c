import Foundation
import Synchronization
import Typesetting

/// The images of attachments (`TextAttachment.image`, a PNG path), read, checked, decoded
/// once per file and shrunk to the size they are drawn at, behind a byte-bounded cache.
///
/// An image file is untrusted input. Before a byte is decoded:
/// - it must be a regular file (`RegularFile`: a FIFO, a device, a socket or a directory is
///   refused without blocking) of at most `maximumFileSize` bytes;
/// - its PNG header must give at most `maximumPixelCount` pixels (a 1 MB PNG can claim
///   16,384² pixels, 1 GiB decoded).
///
/// A file is decoded once while it stays the same file (device, inode, size and modification
/// time): every attachment of it, on every page and at every width, is drawn from that one
/// decode, and each drawn size is resampled (a box filter, in premultiplied RGBA) once, to
/// the pixels it covers, when that at least halves the image's pixels (else the image itself
/// is drawn, scaled), so a resampled copy never costs more than half the original. A file that fails is remembered as
/// failing, so it is not read again for each attachment. What fails is drawn as a box and
/// reported (`RenderDiagnostic.imageNotDrawn`).
public final class AttachmentImages: Sendable {
    /// The largest image file read, in bytes: 32 MiB.
    public static let maximumFileSize = 32 << 20
    /// The most pixels an image may have: 2²⁴ (4,096 × 4,096), 64 MiB decoded as RGBA.
    public static let maximumPixelCount = 1 << 24
    /// The cache shared by contexts that are not given their own (128 MiB of pixels).
    public static let shared = AttachmentImages()

    /// What the cache has done, for tests and diagnostics: the work, counted.
    public struct Statistics: Sendable, Hashable {
        /// Files read (each once while it stays the same file, failed ones included).
        public var filesRead = 0
        /// PNG decodes that allocated pixels.
        public var decodes = 0
        /// Pixels allocated by those decodes.
        public var decodedPixels = 0
        /// Pixels allocated by resampling to drawn sizes.
        public var resampledPixels = 0
    }

    private struct FileKey: Hashable, Sendable {
        var path: String
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int64
    }

    private struct Key: Hashable, Sendable {
        var file: FileKey
        /// nil for the decoded image itself.
        var drawn: PixelSize?
    }

    private struct PixelSize: Hashable, Sendable {
        var width: Int
        var height: Int
    }

    private struct State: Sendable {
        var cache: ByteBudgetLRU<Key, Result<RGBAImage, RenderError>>
        var statistics = Statistics()
    }

    private let state: Mutex<State>

    /// A cache keeping at most `cacheByteLimit` bytes of decoded and resampled pixels.
    public init(cacheByteLimit: Int = 128 << 20) {
        state = Mutex(State(cache: ByteBudgetLRU(byteLimit: cacheByteLimit)))
    }

    /// The counters so far.
    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// The image at `path` resampled to `width × height` pixels when that is at most half its
    /// own pixels, else the image itself (never enlarged here), from the cache when the same
    /// file was read before.
    public func image(at path: String, width: Int, height: Int) throws(RenderError) -> RGBAImage {
        let file = Self.fileKey(path)
        let original: RGBAImage
        if let file, let cached = state.withLock({ $0.cache.value(for: Key(file: file, drawn: nil)) }) {
            original = try cached.get()
        } else {
            let result: Result<RGBAImage, RenderError>
            do throws(RenderError) {
                let bytes = try Self.read(path)
                state.withLock { $0.statistics.filesRead += 1 }
                result = .success(try Self.decode(bytes, path: path) { pixels in
                    state.withLock {
                        $0.statistics.decodes += 1
                        $0.statistics.decodedPixels += pixels
                    }
                })
            } catch {
                result = .failure(error)
            }
            if let file {
                let cost = (try? result.get()).map { $0.pixels.count } ?? 64
                state.withLock { $0.cache.insert(result, for: Key(file: file, drawn: nil), cost: cost) }
            }
            original = try result.get()
        }
        let drawn = PixelSize(width: min(max(width, 1), original.width), height: min(max(height, 1), original.height))
        // Resampled only when that at least halves the pixels: a near-original copy would cost
        // as much memory as the original and could push it out of the cache.
        if drawn.width * drawn.height * 2 > original.width * original.height { return original }
        if let file, let cached = state.withLock({ $0.cache.value(for: Key(file: file, drawn: drawn)) }) { return try cached.get() }
        let resampled = original.resampled(width: drawn.width, height: drawn.height)
        state.withLock {
            $0.statistics.resampledPixels += drawn.width * drawn.height
            if let file { $0.cache.insert(.success(resampled), for: Key(file: file, drawn: drawn), cost: resampled.pixels.count) }
        }
        return resampled
    }

    /// The pixels covering `points` at `pixelsPerPoint`, at least one; 1 for a length that
    /// is not finite or not positive.
    static func pixelCount(_ points: Double, pixelsPerPoint: Double) -> Int {
        let v = (points * pixelsPerPoint).rounded(.up)
        guard v.isFinite, v >= 1 else { return 1 }
        return v >= Double(maximumPixelCount) ? maximumPixelCount : Int(v)
    }

    /// Checks, without reading it, that `path` is a regular file of at most `maximumFileSize`
    /// bytes (a scene checks its attachments' images so when it is read).
    public static func checkFile(_ path: String) throws(RenderError) {
        do throws(RegularFile.Failure) {
            try RegularFile.check(path, limit: maximumFileSize)
        } catch {
            throw unreadable(path, error)
        }
    }

    /// The bytes of the regular file at `path`, at most `maximumFileSize`.
    static func read(_ path: String) throws(RenderError) -> [UInt8] {
        do throws(RegularFile.Failure) {
            return try RegularFile.read(path, limit: maximumFileSize)
        } catch {
            throw unreadable(path, error)
        }
    }

    private static func unreadable(_ path: String, _ failure: RegularFile.Failure) -> RenderError {
        let reason: String
        switch failure {
        case .notFound: reason = "no such file"
        case .unreadable(let text): reason = text
        case .notRegular(let kind): reason = "\(kind), not a regular file"
        case .tooLarge(let size): reason = "\(size) bytes, over the \(maximumFileSize)-byte limit for an image file"
        }
        return RenderError.unreadableImage(path: path, reason: reason)
    }

    /// `png` decoded and premultiplied; `decoding` is called with the pixel count just before
    /// the pixels are allocated (after the header passed the budget).
    static func decode(_ png: [UInt8], path: String, decoding: (Int) -> Void = { _ in }) throws(RenderError) -> RGBAImage {
        do throws(RenderError) {
            let (width, height, rgba) = try PNGReader.decode(png, maximumPixels: maximumPixelCount, willAllocate: decoding)
            return RGBAImage(width: width, height: height, straightRGBA: rgba)
        } catch {
            if case .libpng(let message) = error { throw RenderError.unreadableImage(path: path, reason: "not a PNG libpng can read: \(message)") }
            throw error
        }
    }

    /// The identity of the regular file at `path` (nil when `stat` fails or it is not a
    /// regular file: such a path is read, and refused, each time).
    private static func fileKey(_ path: String) -> FileKey? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileKey(path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                       modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
    }
}
