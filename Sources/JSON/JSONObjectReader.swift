/// Reads the fields of one JSON object, tracking which were used so that leftovers can be
/// reported as unknown fields. Errors are `Failure`s made from a `JSONError` that names the
/// path of the field at fault.
public struct JSONObjectReader<Failure: JSONFailure> {
    /// The object's path in the document.
    public let path: JSONPath
    private let members: [JSONValue.Member]
    private var used = Set<String>()

    /// A reader of `value`, which must be an object, at `path`.
    public init(_ value: JSONValue, at path: JSONPath) throws(Failure) {
        guard case .object(let members) = value else {
            throw Self.failure(path, .typeMismatch(expected: "an object", got: value.summary))
        }
        self.path = path
        self.members = members
    }

    /// The failure of `kind` at `path`.
    public static func failure(_ path: JSONPath, _ kind: JSONError.Kind) -> Failure {
        Failure(JSONError(path: path, kind: kind))
    }

    /// The value of `key` and its path, or nil when absent or null; `key` counts as read.
    public mutating func value(_ key: String) -> (value: JSONValue, path: JSONPath)? {
        used.insert(key)
        guard let member = members.first(where: { $0.key == key }), member.value != .null else { return nil }
        return (member.value, path.appending(key))
    }

    /// The keys, in document order.
    public var keys: [String] { members.map(\.key) }

    /// Whether `key` is present and not null.
    public func contains(_ key: String) -> Bool {
        members.contains { $0.key == key && $0.value != .null }
    }

    /// The value of `key`, which must be present and not null.
    public mutating func required(_ key: String) throws(Failure) -> (value: JSONValue, path: JSONPath) {
        if let found = value(key) { return found }
        if members.contains(where: { $0.key == key }) {
            throw Self.failure(path.appending(key), .typeMismatch(expected: "a value", got: "null"))
        }
        throw Self.failure(path.appending(key), .missingField)
    }

    /// Throws for the first field that was never read (names starting with "_" are comments).
    public func finish() throws(Failure) {
        if let extra = members.first(where: { !used.contains($0.key) && !$0.key.hasPrefix("_") }) {
            throw Self.failure(path.appending(extra.key), .unknownField)
        }
    }

    // MARK: Typed fields

    /// The string at `key`, or nil when absent or null.
    public mutating func string(_ key: String) throws(Failure) -> String? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.string(value, at: path)
    }

    /// The string at `key`, which must be present.
    public mutating func requiredString(_ key: String) throws(Failure) -> String {
        let (value, path) = try required(key)
        return try Self.string(value, at: path)
    }

    /// The boolean at `key`, or nil when absent or null.
    public mutating func bool(_ key: String) throws(Failure) -> Bool? {
        guard let (value, path) = value(key) else { return nil }
        guard case .bool(let flag) = value else {
            throw Self.failure(path, .typeMismatch(expected: "true or false", got: value.summary))
        }
        return flag
    }

    /// The number at `key` (any finite number), or nil when absent or null.
    public mutating func number(_ key: String) throws(Failure) -> Double? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.number(value, at: path)
    }

    /// The string at `key`, which must be one of `names`, or nil when absent or null.
    public mutating func name(_ key: String, in names: [String]) throws(Failure) -> String? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.name(value, at: path, in: names)
    }

    // MARK: Value checks

    /// `value` as a string.
    public static func string(_ value: JSONValue, at path: JSONPath) throws(Failure) -> String {
        guard case .string(let text) = value else {
            throw failure(path, .typeMismatch(expected: "a string", got: value.summary))
        }
        return text
    }

    /// `value` as a number.
    public static func number(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Double {
        guard case .number(let number) = value else {
            throw failure(path, .typeMismatch(expected: "a number", got: value.summary))
        }
        return number
    }

    /// `value` as a string that is one of `names`.
    public static func name(_ value: JSONValue, at path: JSONPath, in names: [String]) throws(Failure) -> String {
        let text = try string(value, at: path)
        guard names.contains(text) else {
            throw failure(
                path,
                .invalidValue("unknown value \(JSONText.quoted(text)); expected one of \(names.joined(separator: ", "))"))
        }
        return text
    }
}
