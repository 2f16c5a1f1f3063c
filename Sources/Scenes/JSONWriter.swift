/// Writing JSON: the one writer of the package (scene results, and every `--json` output of
/// the CLI), with one number format.
///
/// Numbers are written in the shortest form that reads back as the same Double (Swift's
/// `description`), whole numbers below 10¹⁵ without a fraction (390, 20.5,
/// 17.900390625), −0 as 0. Infinities are the strings "infinity" and "-infinity" (as scenes
/// write an infinite size or proposal); NaN is null.
///
/// `JSONBuffer` writes UTF-8 bytes straight into one growing array (no intermediate strings),
/// so that `measure --json` spends its time measuring, not formatting; `JSONValue.serialized()`
/// and `JSONText` go through it too.
package enum JSONText {
    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var buffer = JSONBuffer()
        buffer.string(text)
        return buffer.text
    }

    /// `value` as a JSON number (see the type's documentation).
    package static func number(_ value: Double) -> String {
        var buffer = JSONBuffer()
        buffer.number(value)
        return buffer.text
    }
}

/// JSON text as UTF-8 bytes, appended in place.
package struct JSONBuffer: Sendable {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

    /// The bytes written so far, as a String.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Forgets what was written, keeping the storage.
    package mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends `text` as it is (punctuation, keys known to need no escaping).
    @inline(__always)
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends one byte as it is.
    @inline(__always)
    package mutating func raw(_ byte: UInt8) { bytes.append(byte) }

    /// Appends `"key":` (a key known to need no escaping).
    @inline(__always)
    package mutating func key(_ key: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(key)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends `text` as a JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else as its UTF-8 bytes.
    package mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0..<0x20:
                    raw("\\u00")
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0xF))
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "a") + v - 10 }

    /// Appends a whole number.
    package mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends a number in the package's one format (see `JSONText`).
    package mutating func number(_ value: Double) {
        if value.isNaN { raw("null"); return }
        if value.isInfinite { value > 0 ? raw("\"infinity\"") : raw("\"-infinity\""); return }
        if value == 0 { bytes.append(UInt8(ascii: "0")); return }
        if abs(value) < 1e15, value.rounded(.towardZero) == value { int(Int(value)); return }
        var text = value.description
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `true` or `false`.
    package mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }

    /// Appends a parsed or built value, compact (no spaces, keys in order).
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: raw("null")
        case .bool(let b): bool(b)
        case .number(let d): number(d)
        case .string(let s): string(s)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                self.value(item)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                string(member.key)
                bytes.append(UInt8(ascii: ":"))
                self.value(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
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
        var buffer = JSONBuffer()
        buffer.value(self)
        return buffer.text
    }
}
