/// A recursive-descent parser for RFC 8259 JSON.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    static let maximumDepth = 256

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        return try parseDocumentRest()
    }

    /// Parses a document like `parseDocument`, except that when the root is an object whose
    /// member `name` is an object, that object's members are handed to `event` one at a time
    /// (`.streamed`, with the offset just past the member) and not kept: the root returned
    /// has `name` as an empty object. The root's other members go to `event` too (`.root`),
    /// as they are parsed. `event` returns false to stop the parse (the result is then nil).
    mutating func parseDocument(streaming name: String, event: (JSONStreamEvent) -> Bool) throws(JSONError) -> JSONValue? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard current == UInt8(ascii: "{") else { return try parseDocumentRest() }
        try enter()
        var members: [JSONValue.Member] = []
        var keys = ObjectKeys()
        if try openObject() {
            repeat {
                let key = try memberKey(&keys)
                if key == name, current == UInt8(ascii: "{") {
                    guard try streamObject(event) else { return nil }
                    members.append(JSONValue.Member(key: key, value: .object([])))
                } else {
                    let value = try parseValue()
                    guard event(.root(key: key, value: value)) else { return nil }
                    members.append(JSONValue.Member(key: key, value: value))
                }
            } while try anotherMember()
        }
        depth -= 1
        return try finishDocument(.object(members))
    }

    /// The members of the object at `index`, each handed to `event` as parsed; false when
    /// `event` stopped the parse.
    private mutating func streamObject(_ event: (JSONStreamEvent) -> Bool) throws(JSONError) -> Bool {
        try enter()
        defer { depth -= 1 }
        var keys = ObjectKeys()
        guard try openObject() else { return true }
        repeat {
            let key = try memberKey(&keys)
            let value = try parseValue()
            guard event(.streamed(key: key, value: value, end: index)) else { return false }
        } while try anotherMember()
        return true
    }

    /// Past the `{` at `index`; false (and past the `}`) when the object is empty.
    private mutating func openObject() throws(JSONError) -> Bool {
        index += 1
        skipWhitespace()
        guard current == UInt8(ascii: "}") else { return true }
        index += 1
        return false
    }

    /// A member's key, not among `keys` (it is added), and the `:` after it: `index` is then
    /// at the value.
    private mutating func memberKey(_ keys: inout ObjectKeys) throws(JSONError) -> String {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
        let keyStart = index
        let key = try parseString()
        guard keys.insert(key) else {
            index = keyStart
            throw error("duplicate key \(JSONText.quoted(key))")
        }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
        index += 1
        skipWhitespace()
        return key
    }

    /// After a member's value: true past a `,`, false past the object's `}`.
    private mutating func anotherMember() throws(JSONError) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            index += 1
            return true
        case UInt8(ascii: "}"):
            index += 1
            return false
        default: throw error("expected ',' or '}'")
        }
    }

    private mutating func parseDocumentRest() throws(JSONError) -> JSONValue {
        try finishDocument(try parseValue())
    }

    private mutating func finishDocument(_ value: JSONValue) throws(JSONError) -> JSONValue {
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the JSON value") }
        return value
    }

    private func error(_ reason: String) -> JSONError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONError(path: .root, kind: .syntax(line: line, column: column, reason: reason))
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func expect(_ literal: String, value: JSONValue) throws(JSONError) -> JSONValue {
        let utf8 = Array(literal.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("unexpected character")
        }
        index += utf8.count
        return value
    }

    private mutating func parseValue() throws(JSONError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", value: .bool(true))
        case UInt8(ascii: "f"): return try expect("false", value: .bool(false))
        case UInt8(ascii: "n"): return try expect("null", value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character")
        }
    }

    private mutating func enter() throws(JSONError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth)") }
    }

    private mutating func parseObject() throws(JSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var members: [JSONValue.Member] = []
        var keys = ObjectKeys()
        guard try openObject() else { return .object(members) }
        repeat {
            let key = try memberKey(&keys)
            members.append(JSONValue.Member(key: key, value: try parseValue()))
        } while try anotherMember()
        return .object(members)
    }

    private mutating func parseArray() throws(JSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while let byte = parser.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                parser.index += 1
            }
            return parser.index - from
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw error("invalid number")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("invalid number: digits expected after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("invalid number: digits expected in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        return .number(value)
    }

    private mutating func parseString() throws(JSONError) -> String {
        index += 1
        // The common case, a string with no escape: decoded straight from the input.
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) else { break }
                index = end + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            end += 1
        }
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                throw error("control character in string")
            case 0x80...:
                let length = validUTF8Length()
                guard length > 0 else {
                    throw error("invalid UTF-8 (byte 0x" + String(byte, radix: 16, uppercase: true) + ")")
                }
                utf8.append(contentsOf: bytes[index..<index + length])
                index += length
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    /// The escape at `index` (a backslash) in a string, its character appended to `utf8`: a
    /// `\uXXXX` escape of a high surrogate takes the low one's escape after it.
    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONError) {
        index += 1
        guard let escaped = current else { throw error("unterminated string") }
        index += 1
        switch escaped {
        case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("unpaired surrogate in \\u escape") }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("unpaired surrogate in \\u escape")
            }
            utf8.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        default:
            index -= 1
            throw error("invalid escape")
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode §3.9, table 3-7:
    /// no overlong forms, no surrogates, nothing past U+10FFFF), or 0 when it is not one.
    private func validUTF8Length() -> Int {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for k in 2..<length where !(0x80...0xBF).contains(bytes[index + k]) { return 0 }
        return length
    }

    private mutating func parseHex4() throws(JSONError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}

/// The keys of one object so far, to reject a duplicate: a short list compared one by one
/// (most objects have a few members, and a set costs an allocation and a hash of every key),
/// a set from the ninth key on. Either way a key is a duplicate when it equals (`==`) one
/// before it.
struct ObjectKeys {
    private var few: [String] = []
    private var many: Set<String>? = nil

    /// Adds `key`; false when an equal key is there already.
    mutating func insert(_ key: String) -> Bool {
        if many == nil {
            if few.contains(key) { return false }
            if few.count < 8 {
                few.append(key)
                return true
            }
            many = Set(few)
            few = []
        }
        return many!.insert(key).inserted
    }
}
