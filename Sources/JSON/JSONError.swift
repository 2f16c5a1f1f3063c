/// Why a JSON document could not be read, and where.
///
/// A syntax error carries the line and column of the offending byte (1-based; columns count
/// characters, not bytes); every other error carries the JSON path of the value at fault, and
/// prints as `<path>: <reason>`, e.g. `$.root.children[2].width: expected a number, got "abc"`.
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong at `path`.
    public enum Kind: Sendable, Hashable {
        /// The text is not JSON (RFC 8259): what was found at `line`, `column`.
        case syntax(line: Int, column: Int, reason: String)
        /// A required field is absent. The path names the field.
        case missingField
        /// A field is present but not one the reader knows.
        case unknownField
        /// A value has the wrong JSON type: `expected` and a summary of what came.
        case typeMismatch(expected: String, got: String)
        /// A value has the right type but is out of range or not one of the allowed names.
        case invalidValue(String)

        /// What the kind says, as an error message reads it.
        public var reason: String {
            switch self {
            case .syntax(let line, let column, let reason): "invalid JSON: line \(line), column \(column): \(reason)"
            case .missingField: "missing required field"
            case .unknownField: "unknown field"
            case .typeMismatch(let expected, let got): "expected \(expected), got \(got)"
            case .invalidValue(let reason): reason
            }
        }
    }

    /// Where in the document the problem is (the root, `$`, for a syntax error).
    public var path: JSONPath
    /// What the problem is.
    public var kind: Kind

    /// An error of `kind` at `path`.
    public init(path: JSONPath, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// The reason, without the path: `invalid JSON: line 2, column 30: unexpected character`,
    /// `missing required field`, `expected a number, got "abc"`.
    public var message: String { kind.reason }

    /// "<path>: <reason>".
    public var description: String { "\(path): \(message)" }
}

/// An error type that a `JSONObjectReader` can throw: a format built on JSON keeps its own
/// error type (with kinds of its own) and says how a JSON error becomes one.
public protocol JSONFailure: Error {
    /// The format's error for a JSON-level `error`.
    init(_ error: JSONError)
}

extension JSONError: JSONFailure {
    /// The error itself.
    public init(_ error: JSONError) { self = error }
}
