/// Writing JSON: the one writer of the package (scene results, and every `--json` output of
/// the CLI), with one number format.
///
/// Numbers are written in the shortest form that reads back as the same Double (Swift's
/// `description`), whole numbers below 10¹⁵ without a fraction (390, 20.5,
/// 17.900390625), −0 as 0. Infinities are the strings "infinity" and "-infinity" (as scenes
/// write an infinite size or proposal); NaN is null.
package enum JSONText {
    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var result = ""
        writeString(text, into: &result)
        return result
    }

    /// Appends `text` as a JSON string literal.
    package static func writeString(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// `value` as a JSON number (see the type's documentation).
    package static func number(_ value: Double) -> String {
        if value.isNaN { return "null" }
        if value.isInfinite { return value > 0 ? "\"infinity\"" : "\"-infinity\"" }
        if value == 0 { return "0" }
        if abs(value) < 1e15, value.rounded(.towardZero) == value { return String(Int64(value)) }
        return "\(value)"
    }
}

extension JSONValue {
    /// An object from key-value pairs, in order.
    package static func fields(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { Member(key: $0.0, value: $0.1) })
    }

    /// A whole number.
    package static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// The value as compact JSON text (no spaces, keys in order).
    package func serialized() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    /// Appends the value as compact JSON text.
    package func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += JSONText.number(d)
        case .string(let s): JSONText.writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                JSONText.writeString(member.key, into: &out)
                out += ":"
                member.value.write(into: &out)
            }
            out += "}"
        }
    }
}
