import JSON

/// Why a scene could not be read, and where: the message names the JSON path,
/// e.g. `$.root.children[2].content.width: expected a number, got "abc"`.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong at `path`.
    public enum Kind: Sendable, Hashable {
        /// The text is not JSON; the reason gives the line and column.
        case invalidJSON(String)
        /// A required field is absent. The path names the field.
        case missingField
        /// A field is present but not allowed for this node type.
        case unknownField
        /// A value has the wrong JSON type: `expected` and a description of what came.
        case typeMismatch(expected: String, got: String)
        /// A value has the right type but is out of range or not one of the allowed names.
        case invalidValue(String)
        /// A node's "type" is not a known node type.
        case unknownType(String)
        /// The caller's `makeLabel` rejected a label.
        case labelFailed(String)
    }

    /// Where in the document the problem is.
    public var path: JSONPath
    /// What the problem is.
    public var kind: Kind

    /// An error of `kind` at `path`.
    public init(path: JSONPath, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// The reason, without the path; the JSON-level kinds read as `JSONError`'s.
    public var message: String {
        switch kind {
        case .invalidJSON(let reason): "invalid JSON: \(reason)"
        case .missingField: JSONError.Kind.missingField.reason
        case .unknownField: JSONError.Kind.unknownField.reason
        case .typeMismatch(let expected, let got): JSONError.Kind.typeMismatch(expected: expected, got: got).reason
        case .invalidValue(let reason): reason
        case .unknownType(let type):
            "unknown node type \(JSONText.quoted(type)); expected one of \(SceneDecoder.nodeTypes.joined(separator: ", "))"
        case .labelFailed(let reason): "label rejected: \(reason)"
        }
    }

    /// "<path>: <reason>", e.g. `$.root.width: expected a number, got "abc"`.
    public var description: String { "\(path): \(message)" }
}

/// Input a scene reader corrected rather than rejected, because SwiftUI accepts it too (a
/// negative padding or frame length read as 0, a frame whose minimum exceeds its maximum
/// normalized); `textmetrics` prints these on stderr.
public struct SceneWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where in the document the value is.
    public var path: JSONPath
    /// What was corrected, and how.
    public var message: String

    /// A warning about the value at `path`.
    public init(path: JSONPath, message: String) {
        self.path = path
        self.message = message
    }

    /// "<path>: <message>".
    public var description: String { "\(path): \(message)" }
}
