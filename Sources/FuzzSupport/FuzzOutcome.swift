import TextRendering
import Typesetting

/// How one fuzzed input ended.
public enum FuzzOutcome: Sendable, Hashable {
    /// Opened, measured and laid out; every number finite and every invariant held.
    case ok
    /// A typed error (FontError or LayoutError), named by `ErrorKind`.
    case typedError(String)
    /// A result came back but broke an invariant (non-finite number, lines that do not
    /// partition the text…): a bug.
    case violation(String)

    public var label: String {
        switch self {
        case .ok: return "ok"
        case .typedError(let kind): return kind
        case .violation(let what): return "VIOLATION " + what
        }
    }
}

/// The name under which a typed error is counted: its case, without the values that vary
/// from input to input (paths, widths), but with FreeType's and the font loader's reasons.
public enum ErrorKind {
    public static func of(_ error: FontError) -> String {
        switch error {
        case .fileNotFound: return "FontError.fileNotFound"
        case .unreadable: return "FontError.unreadable"
        case .fileTooLarge: return "FontError.fileTooLarge"
        case .notAFont(_, let reason): return "FontError.notAFont(\(reason))"
        case .faceIndexOutOfRange: return "FontError.faceIndexOutOfRange"
        case .invalidSize: return "FontError.invalidSize"
        case .invalidWeight: return "FontError.invalidWeight"
        case .unknownFamily: return "FontError.unknownFamily"
        case .bundledFontsNotFound: return "FontError.bundledFontsNotFound"
        case .invalidFontsDirectory: return "FontError.invalidFontsDirectory"
        case .freeType(let function, let reason): return "FontError.freeType(\(function): \(reason))"
        }
    }

    public static func of(_ error: RenderError) -> String {
        switch error {
        case .invalidSize: return "RenderError.invalidSize"
        case .invalidScale: return "RenderError.invalidScale"
        case .cannotWrite: return "RenderError.cannotWrite"
        case .libpng: return "RenderError.libpng"
        case .freeType(let function, _, let reason): return "RenderError.freeType(\(function): \(reason))"
        case .cairo(let function, let status): return "RenderError.cairo(\(function): \(status))"
        case .unknownFormat: return "RenderError.unknownFormat"
        case .invalidPageSize: return "RenderError.invalidPageSize"
        case .invalidPageSetup: return "RenderError.invalidPageSetup"
        case .pageTooSmall: return "RenderError.pageTooSmall"
        }
    }

    public static func of(_ error: LayoutError) -> String {
        switch error {
        case .invalidWidth: return "LayoutError.invalidWidth"
        case .invalidNumberOfLines: return "LayoutError.invalidNumberOfLines"
        case .invalidStyle: return "LayoutError.invalidStyle"
        case .analysis(let cause): return "LayoutError.analysis(\(cause))"
        case .invalidScale: return "LayoutError.invalidScale"
        }
    }
}
