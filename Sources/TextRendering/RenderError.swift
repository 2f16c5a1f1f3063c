import ProcessIO

/// Why rendering or writing an image failed.
///
/// Every failure of the C libraries underneath (FreeType, libpng, libdeflate, cairo) and of the file system
/// ends up here with what a user needs to fix it: the path, the reason, the C error name.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A canvas or image size that is negative, too large, or zero where a PNG needs at
    /// least one pixel.
    case invalidSize(width: Int, height: Int, reason: String)
    /// A scale that is not a finite number in 0 < scale ≤ `Canvas.maximumScale`.
    case invalidScale(Double)
    /// The file could not be created or written; `reason` is the C library's strerror text.
    case cannotWrite(path: String, reason: String)
    /// libpng's simplified API reported an error (its own message).
    case libpng(message: String)
    /// libdeflate could not compress a PNG's pixels (it could not allocate its compressor).
    case compression(message: String)
    /// A FreeType call failed while rasterizing a glyph; `reason` is FreeType's error name.
    case freeType(function: String, glyph: UInt32, reason: String)
    /// A cairo call failed; `status` is cairo's own text for its status code.
    case cairo(function: String, status: String)
    /// An output path whose extension names no format this module writes (.png, .pdf, .svg).
    case unknownFormat(path: String)
    /// A page (PDF, SVG) that is not finite, not positive, or larger than the format allows.
    case invalidPageSize(width: Double, height: Double, reason: String)
    /// Page margins that are not finite and ≥ 0, or widows or orphans below 1.
    case invalidPageSetup(reason: String)
    /// A page whose content area (the page less its margins) cannot hold line `line` (from 0),
    /// `lineHeight` points tall, in `available` points: lines are never split across pages.
    case pageTooSmall(line: Int, lineHeight: Double, available: Double)
    /// A length (a layout's or a scene's width or height, a page side) of `points` that at
    /// `scale` is not a finite number of pixels ≥ 0 and ≤ `Canvas.maximumPixelCount`.
    case invalidLength(points: Double, scale: Double)
    /// An image whose header gives more than `maximumPixels` pixels (refused before decoding).
    case imageTooLarge(width: Int, height: Int, maximumPixels: Int)
    /// An image file that cannot be read: missing, not a regular file, over its size limit,
    /// or not a PNG; `reason` says which.
    case unreadableImage(path: String, reason: String)

    /// A message naming what failed and why.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height, let reason):
            return "invalid image size \(width)×\(height) px: \(reason)"
        case .invalidScale(let scale):
            return "invalid scale \(scale): expected a finite number > 0 and ≤ \(Canvas.maximumScale)"
        case .cannotWrite(let path, let reason):
            return WriteFailure(path: path, reason: reason).description
        case .libpng(let message):
            return "libpng failed: \(message)"
        case .compression(let message):
            return "PNG compression failed: \(message)"
        case .freeType(let function, let glyph, let reason):
            return "FreeType \(function) failed for glyph \(glyph): \(reason)"
        case .cairo(let function, let status):
            return "cairo \(function) failed: \(status)"
        case .unknownFormat(let path):
            return "\(path): unknown output format: expected a name ending in .png, .pdf or .svg"
        case .invalidPageSize(let width, let height, let reason):
            return "invalid page size \(width) × \(height) pt: \(reason)"
        case .invalidPageSetup(let reason):
            return "invalid page setup: \(reason)"
        case .pageTooSmall(let line, let lineHeight, let available):
            return "the page is too small: line \(line + 1) is \(lineHeight) pt tall, "
                + "but the page holds \(available) pt between its margins (lines are never split across pages)"
        case .invalidLength(let points, let scale):
            let pixels = points * scale
            let shown = pixels.isFinite ? "\(pixels) px" : "not a finite number of pixels"
            return "a length of \(points) pt at scale \(scale) is \(shown): a drawn width or height must be finite, ≥ 0 "
                + "and at most \(Canvas.maximumPixelCount) px"
        case .imageTooLarge(let width, let height, let maximumPixels):
            return "the image is \(width) × \(height) px, more than the \(maximumPixels) pixels an image may have"
        case .unreadableImage(let path, let reason):
            return "\(path): cannot read the image: \(reason)"
        }
    }
}

extension RenderError {
    /// `cannotWrite` for a file `OutputFile` could not write.
    package init(_ failure: WriteFailure) {
        self = .cannotWrite(path: failure.path, reason: failure.reason)
    }
}
