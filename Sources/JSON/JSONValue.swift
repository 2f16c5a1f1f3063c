/// A parsed JSON value. Objects keep their key order; numbers are Doubles.
///
/// `parse(_:)` is a small strict RFC 8259 parser used instead of Foundation's
/// JSONSerialization: on Linux that returns NSNumber for both `1` and `true`
/// (so `1 as? Bool` succeeds), and it fails without a location on numbers
/// like 1e400. Here booleans and numbers stay distinct, out-of-range numbers
/// and duplicate keys are errors with a line and column, and the module imports no
/// Foundation.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, finite.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in document order (keys unique when parsed).
    case object([Member])

    /// One member of an object: a key and its value.
    public struct Member: Sendable, Hashable {
        /// The key.
        public let key: String
        /// The value.
        public let value: JSONValue

        /// The member `key`: `value`.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// How the value reads in an error message: strings quoted, numbers as numbers,
    /// containers by kind.
    public var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): JSONText.number(value)
        case .string(let value):
            value.count > 40 ? JSONText.quoted(String(value.prefix(40))) + "…" : JSONText.quoted(value)
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses one JSON document (UTF-8, an optional byte order mark, at most 256 levels of
    /// nesting). A syntax error gives its line and column.
    public static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONError) in
            var parser = JSONParser(bytes: buffer)
            return try parser.parseDocument()
        }
    }

    /// Parses one document as `parse(_:)` does, without keeping the members of the root's
    /// object member `name`: each is handed to `event` as soon as it is parsed, so a large
    /// document's biggest part is never held as a tree. The root's other members are handed
    /// over as they come (`.root`). Returns the root with `name` as an empty object, or nil
    /// when `event` returned false to stop. The same errors as `parse(_:)`, at the same places.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, streaming name: String,
                              event: (JSONStreamEvent) -> Bool) throws(JSONError) -> JSONValue? {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument(streaming: name, event: event)
    }
}

/// What `JSONValue.parse(_:streaming:event:)` hands over.
package enum JSONStreamEvent {
    /// A member of the root object other than the streamed one.
    case root(key: String, value: JSONValue)
    /// A member of the streamed object, and the byte offset just past it.
    case streamed(key: String, value: JSONValue, end: Int)
}
