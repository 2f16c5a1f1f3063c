import Graphics
import JSON

/// The scene reader's object reader: JSON errors become `SceneError`s.
typealias ObjectReader = JSONObjectReader<SceneError>

extension SceneError: JSONFailure {
    /// The scene error for a JSON-level error: a syntax error becomes `.invalidJSON` with its
    /// line and column, the other kinds keep their path and meaning.
    public init(_ error: JSONError) {
        let kind: Kind = switch error.kind {
        case .syntax(let line, let column, let reason): .invalidJSON("line \(line), column \(column): \(reason)")
        case .missingField: .missingField
        case .unknownField: .unknownField
        case .typeMismatch(let expected, let got): .typeMismatch(expected: expected, got: got)
        case .invalidValue(let reason): .invalidValue(reason)
        }
        self.init(path: error.path, kind: kind)
    }
}

/// The scene format's own value checks: lengths and colours.
extension JSONObjectReader where Failure == SceneError {
    /// A finite number ≥ 0 at `key`, or "infinity" where `allowsInfinity`; nil when absent.
    mutating func size(_ key: String, allowsInfinity: Bool = false) throws(SceneError) -> Double? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.size(value, at: path, allowsInfinity: allowsInfinity)
    }

    /// A colour string at `key`; nil when absent.
    mutating func color(_ key: String) throws(SceneError) -> Color? {
        guard let (value, path) = value(key) else { return nil }
        return try Self.color(value, at: path)
    }

    /// The largest length a scene may give, in points (10⁶, as for a font size). With every
    /// length at most this, sums and products over any scene a file can hold stay far below
    /// Double's range, so every number a layout produces is finite.
    static var maximumLength: Double { 1_000_000 }

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
