internal import CFreeType

/// Why a font could not be opened or used.
///
/// Fonts are untrusted input: every failure to read or parse one ends up here, with the
/// path and a reason a user can act on, never in a crash.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file (or data) is larger than `FontFace.maximumFileSize`; nothing past the size
    /// check was read.
    case fileTooLarge(path: String, size: Int, limit: Int)
    /// FreeType refused the data; `reason` is FreeType's error name, e.g. `unknown_file_format`.
    case notAFont(path: String, reason: String)
    /// The collection has fewer faces than the index asks for.
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// A size that is not a number from 0 to `Font.maximumPointSize`.
    case invalidSize(Double)
    /// A weight outside 1…1000, or not finite.
    case invalidWeight(Double)
    /// No family of that name in the collection or on the system.
    case unknownFamily(String)
    /// The bundled fonts directory was not found.
    case bundledFontsNotFound(searched: [String])
    /// An environment variable (`TEXTMETRICS_FONTS`) names a directory without the bundled
    /// fonts. The lookup stops there rather than quietly using other fonts.
    case invalidFontsDirectory(variable: String, path: String)
    /// A FreeType call failed after the face was opened.
    case freeType(function: String, reason: String)
    /// A tracking table (`FontTracking`) that cannot be used; the reason says why.
    case invalidTracking(String)

    /// A message a user can act on, naming the file where there is one.
    public var description: String {
        switch self {
        case .fileNotFound(let path): return "\(path): no such file"
        case .unreadable(let path, let reason): return "\(path): cannot read the file: \(reason)"
        case .fileTooLarge(let path, let size, let limit):
            return "\(path): the file is \(size) bytes; fonts larger than \(limit) bytes (\(limit >> 20) MiB) are refused"
        case .notAFont(let path, let reason): return "\(path): not a font file FreeType can open (\(reason))"
        case .faceIndexOutOfRange(let path, let index, let count):
            return "\(path): face index \(index) is out of range; the file has \(count) face\(count == 1 ? "" : "s") (0…\(max(count - 1, 0)))"
        case .invalidSize(let size): return "invalid font size \(size): expected a number from 0 to 1000000 points"
        case .invalidWeight(let weight): return "invalid font weight \(weight): expected 1…1000 (400 regular, 700 bold)"
        case .unknownFamily(let name): return "no font family named \"\(name)\" in the bundled fonts or on the system"
        case .bundledFontsNotFound(let searched):
            return "the bundled fonts were not found (looked in: \(searched.joined(separator: ", "))); set TEXTMETRICS_FONTS to a copy of the package's Fonts/ directory"
        case .invalidFontsDirectory(let variable, let path):
            return "\(variable)=\(path) does not hold the bundled fonts (no \(BundledFonts.markerFile) there); point it at a copy of the package's Fonts/ directory, or unset it to use the fonts installed with the program"
        case .freeType(let function, let reason): return "FreeType \(function) failed: \(reason)"
        case .invalidTracking(let reason): return "invalid tracking table: \(reason)"
        }
    }
}

/// FreeType's name for an error code, e.g. "FT_Err_Unknown_File_Format" (from FreeType's own
/// error list, see Sources/CFreeType/shim.h).
package func freeTypeErrorName(_ code: Int32) -> String {
    if let name = tm_ft_error_name(code) { return String(cString: name) }
    return "FreeType error 0x" + String(code, radix: 16)
}
