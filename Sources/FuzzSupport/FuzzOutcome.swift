import TextRendering
import Typesetting

/// How one fuzzed input ended.
package enum FuzzOutcome: Sendable, Hashable {
    /// Opened, measured and laid out; every number finite and every invariant held.
    case ok
    /// An expected outcome other than `ok`, counted by its name: a typed error (FontError,
    /// LayoutError…, named by `ErrorKind`), or the exit status of a command-line run.
    case typedError(String)
    /// A result came back but broke an invariant (non-finite number, lines that do not
    /// partition the text…, or a tool killed by a signal): a bug.
    case violation(String)

    private static let violationPrefix = "VIOLATION "

    /// The outcome on one line as a child process reports it: "ok", the error's name, or
    /// "VIOLATION " and what broke. `init(label:)` reads it back.
    package var label: String {
        switch self {
        case .ok: return "ok"
        case .typedError(let kind): return kind
        case .violation(let what): return Self.violationPrefix + what
        }
    }

    /// The outcome `label` was written from.
    package init(label: String) {
        if label == "ok" {
            self = .ok
        } else if label.hasPrefix(Self.violationPrefix) {
            self = .violation(String(label.dropFirst(Self.violationPrefix.count)))
        } else {
            self = .typedError(label)
        }
    }
}

/// Outcomes counted over a run: how many were `ok`, how many of each typed error, and each
/// violation with the index of the input that broke the invariant.
package struct FuzzTally: Sendable {
    /// The inputs that ended `ok`.
    package private(set) var ok = 0
    /// The count of each typed error (or exit status), by name.
    package private(set) var typedErrors: [String: Int] = [:]
    /// The violations in the order they were added, with their inputs' indices.
    package private(set) var violations: [(index: Int, outcome: FuzzOutcome)] = []

    /// An empty tally.
    package init() {}

    /// All typed errors together.
    package var typedErrorCount: Int { typedErrors.values.reduce(0, +) }

    /// Counts `outcome`, the outcome of input `index`.
    package mutating func add(_ outcome: FuzzOutcome, index: Int) {
        switch outcome {
        case .ok: ok += 1
        case .typedError(let name): typedErrors[name, default: 0] += 1
        case .violation: violations.append((index, outcome))
        }
    }
}

/// The name under which a typed error is counted: its case, without the values that vary
/// from input to input (paths, widths), but with FreeType's and the font loader's reasons.
package enum ErrorKind {
    package static func of(_ error: FontError) -> String {
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
        case .invalidTracking: return "FontError.invalidTracking"
        }
    }

    package static func of(_ error: RenderError) -> String {
        switch error {
        case .invalidSize: return "RenderError.invalidSize"
        case .invalidScale: return "RenderError.invalidScale"
        case .cannotWrite: return "RenderError.cannotWrite"
        case .libpng: return "RenderError.libpng"
        case .compression: return "RenderError.compression"
        case .freeType(let function, _, let reason): return "RenderError.freeType(\(function): \(reason))"
        case .cairo(let function, let status): return "RenderError.cairo(\(function): \(status))"
        case .unknownFormat: return "RenderError.unknownFormat"
        case .invalidPageSize: return "RenderError.invalidPageSize"
        case .invalidPageSetup: return "RenderError.invalidPageSetup"
        case .pageTooSmall: return "RenderError.pageTooSmall"
        }
    }

    package static func of(_ error: LayoutError) -> String {
        switch error {
        case .invalidWidth: return "LayoutError.invalidWidth"
        case .invalidNumberOfLines: return "LayoutError.invalidNumberOfLines"
        case .invalidStyle: return "LayoutError.invalidStyle"
        case .analysis(let cause): return "LayoutError.analysis(\(cause))"
        case .invalidScale: return "LayoutError.invalidScale"
        case .invalidExclusionPath: return "LayoutError.invalidExclusionPath"
        }
    }
}
