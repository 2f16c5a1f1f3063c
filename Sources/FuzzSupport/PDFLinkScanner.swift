/// A reader of a PDF's objects that shares no code with cairo, for checking what a PDF we
/// wrote can make a viewer do: every link annotation with its action, and every action type
/// and script-bearing key anywhere in the file.
///
/// It reads the body as ISO 32000-1 §7.3 writes it (no cross-reference table needed): each
/// `N G obj … endobj`, tokenized (§7.2: white space, comments, delimiters), with literal
/// strings decoded (§7.3.4.2: nested parentheses, backslash escapes, octal codes, line
/// continuations), hexadecimal strings (§7.3.4.3), names with `#xx` codes (§7.3.5),
/// dictionaries and arrays. A stream's data (compressed content) is skipped up to its
/// `endstream`. Compressed object streams (`/Type /ObjStm`) are not opened: a file that has
/// one is reported (`hasObjectStreams`) so a caller can tell it could not look inside.
package struct PDFLinkScanner {
    /// A link annotation (`/Subtype /Link`): its action's `/S` and, for a URI action, the
    /// decoded `/URI` string.
    package struct Link: Sendable, Hashable {
        package var action: String?
        package var uri: String?

        /// A link whose action is `action` (nil: none) with the URI `uri`.
        package init(action: String? = nil, uri: String? = nil) {
            self.action = action
            self.uri = uri
        }
    }

    /// The link annotations, in file order.
    package private(set) var links: [Link] = []
    /// The `/S` (action type) of every action dictionary: one with `/Type /Action`, or the
    /// value of `/A`, `/Next`, `/OpenAction` or an `/AA` entry; in file order.
    package private(set) var actionTypes: [String] = []
    /// Keys that carry or trigger scripts or other actions: `/JS`, `/JavaScript`, `/Launch`,
    /// `/Next`, `/OpenAction`, `/AA`, `/GoToR`, `/SubmitForm`, `/ImportData`, `/RichMedia`.
    package private(set) var scriptKeys: [String] = []
    /// Whether the file has a compressed object stream this reader cannot look into.
    package private(set) var hasObjectStreams = false
    /// Objects read.
    package private(set) var objectCount = 0

    /// Why a file could not be read.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    private indirect enum Value {
        case dictionary([(String, Value)])
        case array([Value])
        case string([UInt8])
        case name(String)
        case other(String)
    }

    private static let watchedKeys: Set<String> = ["JS", "JavaScript", "Launch", "Next", "OpenAction", "AA", "GoToR", "SubmitForm", "ImportData", "RichMedia"]

    private let bytes: [UInt8]
    private var i = 0

    /// Reads `pdf`; throws when its objects do not tokenize and parse.
    package init(_ pdf: [UInt8]) throws(Failure) {
        bytes = pdf
        guard pdf.starts(with: Array("%PDF-".utf8)) else { throw Failure(description: "no %PDF- header") }
        while true {
            skipSpace()
            guard i < bytes.count else { break }
            // "N G obj" starts an object; anything else at the top level (xref, trailer,
            // startxref, numbers) is read as tokens and dictionaries, and looked at too.
            let value = try parseValue(depth: 0)
            if case .other("obj") = value {
                objectCount += 1
                let body = try parseValue(depth: 0)
                visit(body)
                skipSpace()
                if matches("stream") {
                    try skipStream()
                }
                skipSpace()
                guard matches("endobj") else { throw Failure(description: "object \(objectCount) has no endobj at byte \(i)") }
                i += 6
            } else {
                visit(value)
            }
        }
    }

    /// Keys whose value is an action dictionary (ISO 32000-1 §12.6: `/A`, `/Next`,
    /// `/OpenAction`, and the entries of an `/AA` dictionary).
    private static let actionKeys: Set<String> = ["A", "Next", "OpenAction"]

    private mutating func visit(_ value: Value) {
        // Each value with the key it is the value of, and whether it sits in an /AA dictionary.
        var stack: [(Value, String?, Bool)] = [(value, nil, false)]
        while let (v, parentKey, inAA) = stack.popLast() {
            switch v {
            case .dictionary(let entries):
                var isLink = false, isAction = inAA || parentKey.map(Self.actionKeys.contains) ?? false, action: Value?
                var type: String?
                for (key, entry) in entries {
                    if key == "Type", case .name(let name) = entry { type = name }
                }
                if type == "Action" { isAction = true }
                if type == "ObjStm" { hasObjectStreams = true }
                for (key, entry) in entries {
                    if Self.watchedKeys.contains(key) { scriptKeys.append(key) }
                    if isAction, key == "S", case .name(let name) = entry { actionTypes.append(name) }
                    if key == "Subtype", case .name("Link") = entry { isLink = true }
                    if key == "A" { action = entry }
                    stack.append((entry, key, parentKey == "AA"))
                }
                if isLink {
                    var link = Link()
                    if case .dictionary(let a) = action {
                        for (key, entry) in a {
                            if key == "S", case .name(let name) = entry { link.action = name }
                            if key == "URI", case .string(let s) = entry { link.uri = String(decoding: s, as: UTF8.self) }
                        }
                    }
                    links.append(link)
                }
            case .array(let items): stack.append(contentsOf: items.map { ($0, parentKey, inAA) })
            default: break
            }
        }
    }

    private func matches(_ word: String) -> Bool {
        let w = Array(word.utf8)
        return i + w.count <= bytes.count && Array(bytes[i..<(i + w.count)]) == w
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0 || b == 9 || b == 10 || b == 12 || b == 13 || b == 32 }
    private static func isDelimiter(_ b: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(b) }

    private mutating func skipSpace() {
        while i < bytes.count {
            if Self.isSpace(bytes[i]) { i += 1 } else if bytes[i] == UInt8(ascii: "%") {
                while i < bytes.count, bytes[i] != 10, bytes[i] != 13 { i += 1 }
            } else { break }
        }
    }

    private mutating func skipStream() throws(Failure) {
        let end = Array("endstream".utf8)
        var k = i + 6
        while k + end.count <= bytes.count {
            if bytes[k] == end[0], Array(bytes[k..<(k + end.count)]) == end { i = k + end.count; return }
            k += 1
        }
        throw Failure(description: "a stream has no endstream")
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> Value {
        guard depth < 64 else { throw Failure(description: "nesting deeper than 64 at byte \(i)") }
        skipSpace()
        guard i < bytes.count else { throw Failure(description: "unexpected end of file") }
        let b = bytes[i]
        switch b {
        case UInt8(ascii: "<") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "<"):
            return try dictionary(depth: depth)
        case UInt8(ascii: "<"):
            return .string(try hexString())
        case UInt8(ascii: "["):
            return try array(depth: depth)
        case UInt8(ascii: "("):
            return .string(try literalString())
        case UInt8(ascii: "/"):
            return .name(name())
        case UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            throw Failure(description: "unexpected \(Character(Unicode.Scalar(b))) at byte \(i)")
        default:
            let start = i
            while i < bytes.count, !Self.isSpace(bytes[i]), !Self.isDelimiter(bytes[i]) { i += 1 }
            return .other(String(decoding: bytes[start..<i], as: UTF8.self))
        }
    }

    /// A dictionary, at its `<<`.
    private mutating func dictionary(depth: Int) throws(Failure) -> Value {
        i += 2
        var entries: [(String, Value)] = []
        while true {
            skipSpace()
            guard i < bytes.count else { throw Failure(description: "unterminated dictionary") }
            if matches(">>") { i += 2; return .dictionary(entries) }
            guard case .name(let key) = try parseValue(depth: depth + 1) else { throw Failure(description: "a dictionary key is not a name at byte \(i)") }
            var value = try parseValue(depth: depth + 1)
            // An indirect reference "N G R" is one value.
            if case .other = value { value = try referenceTail(value, depth: depth) }
            entries.append((key, value))
        }
    }

    /// A hex string's bytes, at its `<` (an odd last digit is followed by 0).
    private mutating func hexString() throws(Failure) -> [UInt8] {
        i += 1
        var hex: [UInt8] = []
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
            if let v = Self.hexValue(bytes[i]) { hex.append(v) } else if !Self.isSpace(bytes[i]) { throw Failure(description: "bad hex string") }
            i += 1
        }
        guard i < bytes.count else { throw Failure(description: "unterminated hex string") }
        i += 1
        if hex.count % 2 == 1 { hex.append(0) }
        return stride(from: 0, to: hex.count, by: 2).map { hex[$0] << 4 | hex[$0 + 1] }
    }

    /// An array, at its `[`.
    private mutating func array(depth: Int) throws(Failure) -> Value {
        i += 1
        var items: [Value] = []
        while true {
            skipSpace()
            guard i < bytes.count else { throw Failure(description: "unterminated array") }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            items.append(try parseValue(depth: depth + 1))
        }
    }

    /// A name, at its `/`, with its `#xx` escapes decoded.
    private mutating func name() -> String {
        i += 1
        var name: [UInt8] = []
        while i < bytes.count, !Self.isSpace(bytes[i]), !Self.isDelimiter(bytes[i]) {
            if bytes[i] == UInt8(ascii: "#"), i + 2 < bytes.count, let h = Self.hexValue(bytes[i + 1]), let l = Self.hexValue(bytes[i + 2]) {
                name.append(h << 4 | l)
                i += 3
            } else {
                name.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// After a number inside a dictionary: "G R" makes it a reference.
    private mutating func referenceTail(_ first: Value, depth: Int) throws(Failure) -> Value {
        let save = i
        skipSpace()
        let start = i
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        if i > start {
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "R"), i + 1 >= bytes.count || Self.isSpace(bytes[i + 1]) || Self.isDelimiter(bytes[i + 1]) {
                i += 1
                return .other("reference")
            }
        }
        i = save
        return first
    }

    private mutating func literalString() throws(Failure) -> [UInt8] {
        i += 1
        var out: [UInt8] = []
        var nesting = 1
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            switch c {
            case UInt8(ascii: "\\"):
                guard i < bytes.count else { throw Failure(description: "unterminated string") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case 13: if i < bytes.count, bytes[i] == 10 { i += 1 }   // line continuation
                case 10: break
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var v = Int(e - UInt8(ascii: "0"))
                    for _ in 0..<2 where i < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                        v = v * 8 + Int(bytes[i] - UInt8(ascii: "0"))
                        i += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: v))
                default: out.append(e)   // \( \) \\ and any other: the character itself
                }
            case UInt8(ascii: "("):
                nesting += 1
                out.append(c)
            case UInt8(ascii: ")"):
                nesting -= 1
                if nesting == 0 { return out }
                out.append(c)
            default:
                out.append(c)
            }
        }
        throw Failure(description: "unterminated string")
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
