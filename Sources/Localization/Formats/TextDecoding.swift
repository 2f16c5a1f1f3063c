/// Bytes to text as Apple's and gettext's tools write them: UTF-8 (with or without a BOM),
/// or UTF-16 little- or big-endian with its BOM (Xcode's older `.strings` files).
enum TextDecoding {
    /// Throws `.encoding` unless an XML document that libxml2 reads as UTF-8 is valid UTF-8.
    ///
    /// Foundation's `XMLParser` on Linux force-unwraps the UTF-8 decoding of every name,
    /// attribute value, comment and text libxml2 hands it, so an invalid byte in a name
    /// trapped (SIGILL) instead of failing the parse. Left to libxml2, which converts them to
    /// UTF-8 itself: UTF-16 (a byte-order mark, or `<` as 3C 00 or 00 3C) and a single-byte
    /// encoding named in the declaration (ISO-8859-n, windows-125n, Latin-1), in which
    /// every byte is a character.
    static func requireUTF8XML(_ bytes: [UInt8], file: String) throws(CatalogError) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x3C, 0x00])
            || bytes.starts(with: [0x00, 0x3C]) { return }
        let head = String(decoding: bytes.prefix(256), as: UTF8.self).lowercased()
        if head.hasPrefix("<?xml"), let end = head.range(of: "?>"),
           let declared = head[..<end.lowerBound].firstMatch(of: /encoding\s*=\s*["']([a-z0-9._-]+)["']/)?.1,
           declared.hasPrefix("iso-8859") || declared.hasPrefix("windows-125") || declared.hasPrefix("cp125") || declared == "latin1" {
            return
        }
        guard String(validating: bytes, as: UTF8.self) == nil else { return }
        throw .encoding(file: file, reason: "not valid UTF-8 at byte \(firstInvalidUTF8(bytes[...])) (the XML declares no other encoding)")
    }

    static func decode(_ bytes: [UInt8], file: String) throws(CatalogError) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false, file: file) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true, file: file) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        guard let text = String(validating: body, as: UTF8.self) else {
            let offset = firstInvalidUTF8(body)
            throw .encoding(file: file, reason: "not valid UTF-8 at byte \(offset + (bytes.count - body.count)) (UTF-16 needs a byte-order mark)")
        }
        return text
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String) throws(CatalogError) -> String {
        guard bytes.count % 2 == 0 else { throw .encoding(file: file, reason: "UTF-16 text with an odd number of bytes") }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            i += 2
        }
        guard let text = String(validating: units, as: UTF16.self) else {
            throw .encoding(file: file, reason: "not valid UTF-16 (an unpaired surrogate)")
        }
        return text
    }

    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += String(s).utf8.count
            case .emptyInput, .error: return offset
            }
        }
    }
}

/// A cursor over the Unicode scalars of a text that knows its 1-based line and column
/// (columns count scalars), for the hand-written parsers.
struct TextScanner {
    let scalars: [Unicode.Scalar]
    let file: String
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(_ text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    var isAtEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    func peek(_ offset: Int = 1) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

    mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    func error(_ reason: String) -> CatalogError { .syntax(file: file, line: line, column: column, reason: reason) }

    /// A printable name of the current scalar for messages.
    var currentDescription: String {
        guard let c = current else { return "the end of the file" }
        if c.properties.isWhitespace || c.value < 0x20 { return "U+" + String(c.value, radix: 16, uppercase: true) }
        return "\"\(c)\""
    }

    static func hexValue(_ s: Unicode.Scalar) -> UInt32? {
        switch s {
        case "0"..."9": return s.value - 0x30
        case "a"..."f": return s.value - 0x61 + 10
        case "A"..."F": return s.value - 0x41 + 10
        default: return nil
        }
    }
}
