import Graphics
import RepresentableKit

/// Reads the fields of one JSON object, tracking which were used so that
/// leftovers can be reported as unknown fields.
struct ObjectReader {
    let path: JSONPath
    private let members: [JSONValue.Member]
    private var used = Set<String>()

    init(_ value: JSONValue, at path: JSONPath) throws(SceneError) {
        guard case .object(let members) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "an object", got: value.summary))
        }
        self.path = path
        self.members = members
    }

    /// The value of `key` and its path, or nil when absent or null.
    mutating func value(_ key: String) -> (value: JSONValue, path: JSONPath)? {
        used.insert(key)
        guard let member = members.first(where: { $0.key == key }), member.value != .null else { return nil }
        return (member.value, path.appending(key))
    }

    /// The keys, in document order.
    var keys: [String] { members.map(\.key) }

    func contains(_ key: String) -> Bool {
        members.contains { $0.key == key && $0.value != .null }
    }

    /// The value of `key`, which must be present and not null.
    mutating func required(_ key: String) throws(SceneError) -> (value: JSONValue, path: JSONPath) {
        if let found = value(key) { return found }
        if members.contains(where: { $0.key == key }) {
            throw SceneError(path: path.appending(key), kind: .typeMismatch(expected: "a value", got: "null"))
        }
        throw SceneError(path: path.appending(key), kind: .missingField)
    }

    /// Throws for the first field that was never read (names starting with "_" are comments).
    func finish() throws(SceneError) {
        if let extra = members.first(where: { !used.contains($0.key) && !$0.key.hasPrefix("_") }) {
            throw SceneError(path: path.appending(extra.key), kind: .unknownField)
        }
    }

    // MARK: Typed fields

    mutating func string(_ key: String) throws(SceneError) -> String? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.string(value, at: path)
    }

    mutating func requiredString(_ key: String) throws(SceneError) -> String {
        let (value, path) = try required(key)
        return try Self.string(value, at: path)
    }

    mutating func bool(_ key: String) throws(SceneError) -> Bool? {
        guard let (value, path) = value(key) else { return nil }
        guard case .bool(let flag) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "true or false", got: value.summary))
        }
        return flag
    }

    /// A finite number ≥ 0, or "infinity" where `allowsInfinity`.
    mutating func size(_ key: String, allowsInfinity: Bool = false) throws(SceneError) -> Double? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.size(value, at: path, allowsInfinity: allowsInfinity)
    }

    /// Any finite number.
    mutating func number(_ key: String) throws(SceneError) -> Double? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.number(value, at: path)
    }

    /// One of `names`.
    mutating func name(_ key: String, in names: [String]) throws(SceneError) -> String? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.name(value, at: path, in: names)
    }

    /// A colour string.
    mutating func color(_ key: String) throws(SceneError) -> Color? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.color(value, at: path)
    }

    // MARK: Value checks

    static func string(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> String {
        guard case .string(let text) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "a string", got: value.summary))
        }
        return text
    }

    static func number(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> Double {
        guard case .number(let number) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "a number", got: value.summary))
        }
        return number
    }

    /// The largest length a scene may give, in points (10⁶, as for a font size). With every
    /// length at most this, sums and products over any scene a file can hold stay far below
    /// Double's range, so every number a layout produces is finite.
    static let maximumLength = 1_000_000.0

    /// A length's upper bound, as a scene error at `path`.
    static func checkMagnitude(_ number: Double, at path: JSONPath) throws(SceneError) {
        guard abs(number) <= maximumLength else {
            throw SceneError(
                path: path,
                kind: .invalidValue("\(JSONText.number(number)) is too large; lengths are at most \(JSONText.number(maximumLength)) points"))
        }
    }

    static func size(_ value: JSONValue, at path: JSONPath, allowsInfinity: Bool) throws(SceneError) -> Double {
        if allowsInfinity, case .string("infinity") = value { return .infinity }
        guard case .number(let number) = value else {
            let expected = allowsInfinity ? "a number or \"infinity\"" : "a number"
            throw SceneError(path: path, kind: .typeMismatch(expected: expected, got: value.summary))
        }
        guard number >= 0 else {
            throw SceneError(path: path, kind: .invalidValue("expected a size ≥ 0, got \(value.summary)"))
        }
        try checkMagnitude(number, at: path)
        return number
    }

    static func name(_ value: JSONValue, at path: JSONPath, in names: [String]) throws(SceneError) -> String {
        let text = try string(value, at: path)
        guard names.contains(text) else {
            throw SceneError(
                path: path,
                kind: .invalidValue(
                    "unknown value \(JSONText.quoted(text)); expected one of \(names.joined(separator: ", "))"))
        }
        return text
    }

    static func color(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> Color {
        let text = try string(value, at: path)
        guard text.hasPrefix("#"), let color = Color(hex: text) else {
            throw SceneError(
                path: path,
                kind: .invalidValue("expected a colour like \"#rrggbb\" or \"#rrggbbaa\", got \(value.summary)"))
        }
        return color
    }
}
