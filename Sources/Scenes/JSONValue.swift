import Graphics
import RepresentableKit

/// A parsed JSON value. Objects keep their key order; numbers are Doubles.
///
/// The scene reader uses this small strict parser instead of Foundation's
/// JSONSerialization: on Linux that returns NSNumber for both `1` and `true`
/// (so `1 as? Bool` succeeds), and it fails without a location on numbers
/// like 1e400. Here booleans and numbers stay distinct, out-of-range numbers
/// and duplicate keys are errors with a position, and the module imports no
/// Foundation.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    package struct Member: Sendable, Hashable {
        package let key: String
        package let value: JSONValue
    }

    /// How the value reads in an error message: strings quoted, numbers as numbers,
    /// containers by kind.
    package var summary: String {
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

    package static func parse(_ bytes: [UInt8]) throws(SceneError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }
}
