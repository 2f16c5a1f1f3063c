/// Entities declared in a document's internal DTD subset (`<!DOCTYPE r [<!ENTITY brand
/// "Hello">]>`), substituted before libxml2 reads the document: Foundation's `XMLParser` on
/// Linux reports neither their text nor their declarations, so `A&brand;Z` read as "AZ".
///
/// Each reference to an internal general entity, in content or in an attribute value, is
/// replaced by its replacement text (XML 1.0, 4.4 "XML Processor Treatment of Entities":
/// "included"), references inside it too; comments, CDATA sections and processing
/// instructions are left alone (4.4.1: not recognized there). A line break in the text
/// becomes `&#10;` in content and a space in markup, so libxml2's line numbers still count
/// the file's lines. A reference to an external entity (`SYSTEM` or `PUBLIC`) is a syntax
/// error naming it: its file is never read, and the text around it is not quietly shortened.
/// Bounds: entities nest at most `maximumDepth` deep, an entity that includes itself is an
/// error (4.1: "MUST NOT contain a recursive reference"), and substitution may add at most
/// `maximumGrowth` bytes (a "billion laughs" document is an error, not gigabytes).
///
/// Only UTF-8 (and ASCII) documents are scanned; a UTF-16 document is read as before.
enum XMLEntities {
    static let maximumDepth = 64
    static let maximumGrowth = 16 << 20

    private enum Entity {
        case text([UInt8])
        case external
    }

    private struct Failure: Error {
        var reason: String
        /// The byte offset the error is at.
        var offset: Int
    }

    static func substitute(_ bytes: [UInt8], file: String) throws(CatalogError) -> [UInt8] {
        do throws(Failure) {
            var substitution = Substitution(bytes)
            return try substitution.run()
        } catch {
            var line = 1, column = 1
            for b in bytes[..<min(error.offset, bytes.count)] {
                if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            }
            throw .syntax(file: file, line: line, column: column, reason: error.reason)
        }
    }

    private struct Substitution {
        let bytes: [UInt8]
        var entities: [String: Entity] = [:]
        var growth = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func starts(_ s: String, at i: Int) -> Bool {
            let u = Array(s.utf8)
            return i + u.count <= bytes.count && bytes[i..<i + u.count].elementsEqual(u)
        }

        /// The index after the first `end` at or after `i` (the end of the bytes without one).
        func after(_ end: String, from i: Int) -> Int {
            var j = i
            while j < bytes.count, !starts(end, at: j) { j += 1 }
            return min(bytes.count, j + end.utf8.count)
        }

        /// The index after a `>` closing markup that began before `i`, quoted strings skipped.
        func endOfMarkup(from i: Int) -> Int {
            var j = i
            var quote: UInt8? = nil
            while j < bytes.count {
                let b = bytes[j]
                j += 1
                if let q = quote { if b == q { quote = nil } } else if b == 0x22 || b == 0x27 { quote = b } else if b == 0x3E { return j }
            }
            return j
        }

        static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

        mutating func run() throws(Failure) -> [UInt8] {
            guard let doctype = (0..<bytes.count).first(where: { bytes[$0] == 0x3C && starts("<!DOCTYPE", at: $0) }) else { return bytes }
            // The DOCTYPE, up to its internal subset's "[".
            var i = doctype + 9
            var quote: UInt8? = nil
            while i < bytes.count {
                let b = bytes[i]
                if let q = quote { if b == q { quote = nil } } else if b == 0x22 || b == 0x27 { quote = b } else if b == 0x5B || b == 0x3E { break }
                i += 1
            }
            guard i < bytes.count, bytes[i] == 0x5B else { return bytes }
            i += 1
            // The internal subset: entity declarations read, other markup skipped.
            while i < bytes.count, bytes[i] != 0x5D {
                if starts("<!--", at: i) { i = after("-->", from: i + 4) }
                else if starts("<!ENTITY", at: i) { i = declaration(at: i) }
                else if bytes[i] == 0x3C { i = endOfMarkup(from: i + 1) }
                else { i += 1 }
            }
            let body = endOfMarkup(from: i)
            guard !entities.isEmpty else { return bytes }
            var out = Array(bytes[..<body])
            out.reserveCapacity(bytes.count)
            try copy(from: body, to: bytes.count, into: &out, base: 0)
            return out
        }

        /// Reads `<!ENTITY name "text">` or `<!ENTITY name SYSTEM "uri">` at `start`; parameter
        /// entities (`<!ENTITY % name …>`) are skipped. The first declaration of a name holds.
        mutating func declaration(at start: Int) -> Int {
            var i = start + 8
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] != 0x25 else { return endOfMarkup(from: i) }
            let nameStart = i
            while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != 0x3E, bytes[i] != 0x22, bytes[i] != 0x27 { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { return i }
            let end = endOfMarkup(from: i)
            if entities[name] == nil, !["lt", "gt", "amp", "apos", "quot"].contains(name) {
                if bytes[i] == 0x22 || bytes[i] == 0x27 {
                    let q = bytes[i]
                    var j = i + 1
                    while j < bytes.count, bytes[j] != q { j += 1 }
                    entities[name] = .text(Array(bytes[(i + 1)..<min(j, bytes.count)]))
                } else {
                    entities[name] = .external
                }
            }
            return end
        }

        /// Copies `bytes[from..<to]` into `out`, references to declared entities replaced.
        /// `base` is the offset errors inside an entity's text are reported at (the reference).
        mutating func copy(from: Int, to: Int, into out: inout [UInt8], base: Int, text: [UInt8]? = nil, depth: Int = 0, open: [String] = [],
                           inMarkup: Bool = false) throws(Failure) {
            let source = text ?? bytes
            var i = from
            var inTag = inMarkup
            var quote: UInt8? = nil
            func startsHere(_ s: String) -> Bool {
                let u = Array(s.utf8)
                return i + u.count <= to && source[i..<i + u.count].elementsEqual(u)
            }
            func through(_ end: String) {
                var j = i
                let u = Array(end.utf8)
                while j < to, !(j + u.count <= to && source[j..<j + u.count].elementsEqual(u)) { j += 1 }
                j = min(to, j + u.count)
                out.append(contentsOf: source[i..<j])
                i = j
            }
            while i < to {
                let b = source[i]
                if !inTag && b == 0x3C {
                    if startsHere("<!--") { through("-->"); continue }
                    if startsHere("<![CDATA[") { through("]]>"); continue }
                    if startsHere("<?") { through("?>"); continue }
                    inTag = true
                } else if inTag {
                    if let q = quote { if b == q { quote = nil } } else if b == 0x22 || b == 0x27 { quote = b } else if b == 0x3E { inTag = false }
                }
                guard b == 0x26, i + 1 < to, source[i + 1] != 0x23 else {
                    if text != nil, b == 0x0A { out.append(contentsOf: inTag ? [0x20] : Array("&#10;".utf8)) } else { out.append(b) }
                    i += 1
                    continue
                }
                var j = i + 1
                while j < to, j - i <= 256, source[j] != 0x3B, !Self.isSpace(source[j]), source[j] != 0x3C, source[j] != 0x26 { j += 1 }
                let at = text == nil ? i : base
                guard j < to, source[j] == 0x3B, let entity = entities[String(decoding: source[(i + 1)..<j], as: UTF8.self)] else {
                    out.append(b)
                    i += 1
                    continue
                }
                let name = String(decoding: source[(i + 1)..<j], as: UTF8.self)
                try expand(entity, named: name, at: at, referenceLength: j + 1 - i, into: &out, depth: depth, open: open, inMarkup: inTag)
                i = j + 1
            }
        }

        /// Appends entity `name`'s text to `out` in place of its reference (`referenceLength`
        /// bytes, errors reported at `at`), the references in it replaced in turn; refuses an
        /// external entity, one that includes itself, and nesting or growth past the limits.
        private mutating func expand(
            _ entity: Entity, named name: String, at: Int, referenceLength: Int, into out: inout [UInt8], depth: Int, open: [String],
            inMarkup: Bool
        ) throws(Failure) {
            switch entity {
            case .external:
                throw Failure(reason: "&\(name); is an external entity, which is not read", offset: at)
            case .text(let value):
                guard !open.contains(name) else { throw Failure(reason: "the entity \"\(name)\" includes itself", offset: at) }
                guard depth < XMLEntities.maximumDepth else {
                    throw Failure(reason: "entities nest deeper than \(XMLEntities.maximumDepth)", offset: at)
                }
                let before = out.count
                try copy(from: 0, to: value.count, into: &out, base: at, text: value, depth: depth + 1, open: open + [name],
                         inMarkup: inMarkup)
                growth += out.count - before - referenceLength
                guard growth <= XMLEntities.maximumGrowth else {
                    throw Failure(reason: "entities expand the document by more than \(XMLEntities.maximumGrowth) bytes", offset: at)
                }
            }
        }
    }
}
