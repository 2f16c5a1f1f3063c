/// Why rendering or writing an image failed.
///
/// Every failure of the C libraries underneath (FreeType, libpng) and of the file system
/// ends up here with what a user needs to fix it: the path, the reason, the C error name.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A canvas or image size that is negative, too large, or zero where a PNG needs at
    /// least one pixel.
    case invalidSize(width: Int, height: Int, reason: String)
    /// A scale that is not a finite number in 0 < scale ≤ `Canvas.maximumScale`.
    case invalidScale(Double)
    /// The file could not be created or written; `reason` is the C library's strerror text.
    case cannotWrite(path: String, reason: String)
    /// libpng's simplified API reported an error (its own message).
    case libpng(message: String)
    /// A FreeType call failed while rasterizing a glyph; `reason` is FreeType's error name.
    case freeType(function: String, glyph: UInt32, reason: String)

    /// A message naming what failed and why.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height, let reason):
            return "invalid image size \(width)×\(height) px: \(reason)"
        case .invalidScale(let scale):
            return "invalid scale \(scale): expected a finite number > 0 and ≤ \(Canvas.maximumScale)"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write the file: \(reason)"
        case .libpng(let message):
            return "libpng failed: \(message)"
        case .freeType(let function, let glyph, let reason):
            return "FreeType \(function) failed for glyph \(glyph): \(reason)"
        }
    }
}
