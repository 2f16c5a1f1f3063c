/// gettext `.po` files: entries of `msgctxt`, `msgid`, `msgid_plural`, `msgstr` or
/// `msgstr[n]`, each a run of adjacent C strings ("multi-line" strings are concatenated);
/// `#` comments, `#, fuzzy` flags and `#~` obsolete entries (skipped). The header entry
/// (`msgid ""`) gives the `Language:` and `Plural-Forms:` fields.
enum GettextParser {
    struct Entry {
        var context: String?
        var id: String
        var idPlural: String?
        /// msgstr, or msgstr[0], msgstr[1]…
        var translations: [Int: String] = [:]
        var fuzzy = false
        var line: Int
    }

    struct Document {
        var language: String?
        var pluralCount: Int?
        /// The `plural=` expression of the `Plural-Forms:` header, as written.
        var pluralExpression: String?
        var entries: [Entry]
    }

    /// Which string the continuation lines ("...") belong to.
    enum Field { case context, id, plural, translation(Int) }

    /// The entries read so far and the one being read.
    struct Builder {
        let file: String
        var entries: [Entry] = []
        var current: Entry? = nil
        var fuzzyNext = false
        var field: Field? = nil
        var seen: Set<String> = []

        /// Closes the current entry: a duplicate or an entry without msgstr is an error.
        mutating func finish() throws(CatalogError) {
            guard let entry = current else { return }
            let identity = (entry.context ?? "") + "\u{4}" + entry.id
            if !seen.insert(identity).inserted {
                throw CatalogError.syntax(file: file, line: entry.line, column: 1, reason: "duplicate msgid \"\(entry.id)\"" + (entry.context.map { " in msgctxt \"\($0)\"" } ?? ""))
            }
            if entry.translations.isEmpty {
                throw CatalogError.syntax(file: file, line: entry.line, column: 1, reason: "msgid \"\(entry.id)\" has no msgstr")
            }
            entries.append(entry)
            current = nil
        }

        /// Whether a continuation string has a field to continue.
        var isInField: Bool { field != nil && current != nil }

        /// A continuation string, appended to the field it continues (`isInField`).
        mutating func append(_ more: String) {
            guard let f = field, current != nil else { return }
            switch f {
            case .context: current!.context! += more
            case .id: current!.id += more
            case .plural: current!.idPlural! += more
            case .translation(let n): current!.translations[n]! += more
            }
        }

        /// `keyword "value"` at `line`, `column`.
        mutating func keyword(_ keyword: String, _ value: String, line: Int, column: Int) throws(CatalogError) {
            func fail(_ reason: String) -> CatalogError { .syntax(file: file, line: line, column: column, reason: reason) }
            switch keyword {
            case "msgctxt":
                try finish()
                current = Entry(context: value, id: "", line: line)
                field = .context
            case "msgid":
                if current?.translations.isEmpty == false || (current != nil && current?.context == nil) { try finish() }
                if current == nil { current = Entry(context: nil, id: value, line: line) } else { current!.id = value }
                current!.fuzzy = fuzzyNext
                fuzzyNext = false
                field = .id
            case "msgid_plural":
                guard current != nil, case .id = field else { throw fail("msgid_plural without a msgid before it") }
                current!.idPlural = value
                field = .plural
            case "msgstr":
                guard current != nil, current!.translations.isEmpty, current!.idPlural == nil else {
                    throw fail(current?.idPlural != nil ? "a plural entry needs msgstr[n]" : "msgstr without a msgid before it")
                }
                current!.translations[0] = value
                field = .translation(0)
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let n = Int(keyword.dropFirst(7).dropLast()), n >= 0 else {
                    throw fail("unknown keyword \"\(keyword)\"")
                }
                guard current != nil, current!.idPlural != nil else { throw fail("\(keyword) without msgid_plural") }
                guard current!.translations[n] == nil, n == current!.translations.count else { throw fail("\(keyword) out of order") }
                current!.translations[n] = value
                field = .translation(n)
            }
        }
    }

    static func parse(_ text: String, file: String) throws(CatalogError) -> Document {
        var s = TextScanner(text, file: file)
        var builder = Builder(file: file)
        while !s.isAtEnd {
            skipBlanks(&s)
            guard let c = s.current else { break }
            if c == "\n" { s.advance(); continue }
            if c == "#" {
                s.advance()
                let kind = s.current
                var comment = String.UnicodeScalarView()
                while let d = s.current, d != "\n" { comment.append(d); s.advance() }
                if kind == "," && String(comment).split(separator: ",").contains(where: { $0.trimmingSpaces == "fuzzy" }) { builder.fuzzyNext = true }
                continue
            }
            if c == "\"" {
                guard builder.isInField else { throw s.error("a string that continues no msgid, msgstr or msgctxt") }
                builder.append(try quoted(&s))
                try endOfLine(&s)
                continue
            }
            let (line, column) = (s.line, s.column)
            var word = String.UnicodeScalarView()
            while let d = s.current, d == "_" || d == "[" || d == "]" || ("a"..."z").contains(d) || ("0"..."9").contains(d) { word.append(d); s.advance() }
            let keyword = String(word)
            skipBlanks(&s)
            guard s.current == "\"" else {
                throw CatalogError.syntax(file: file, line: line, column: column, reason: keyword.isEmpty ? "unexpected \(s.currentDescription)" : "expected a quoted string after \(keyword)")
            }
            let value = try quoted(&s)
            try endOfLine(&s)
            try builder.keyword(keyword, value, line: line, column: column)
        }
        try builder.finish()
        return try document(builder.entries, file: file)
    }

    /// The most plural forms a header may declare: CLDR's languages have at most six
    /// categories (zero, one, two, few, many, other; Arabic has all six).
    static let maximumPluralCount = 6

    /// The document of `entries`, the header entry (`msgid ""`) read for its `Language:` and
    /// `Plural-Forms:` fields and left out. An `nplurals` that is not 1…`maximumPluralCount`
    /// is a syntax error at the header's line.
    static func document(_ entries: [Entry], file: String) throws(CatalogError) -> Document {
        var document = Document(language: nil, pluralCount: nil, pluralExpression: nil, entries: entries)
        guard let header = entries.first, header.id.isEmpty, header.context == nil else { return document }
        document.entries.removeFirst()
        for field in (header.translations[0] ?? "").split(separator: "\n") {
            let parts = field.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let value = parts[1].trimmingSpaces
            switch parts[0].trimmingSpaces {
            case "Language": document.language = value.isEmpty ? nil : value
            case "Plural-Forms":
                for item in value.split(separator: ";") {
                    let item = item.trimmingSpaces
                    if item.hasPrefix("nplurals=") {
                        let text = item.dropFirst(9).trimmingSpaces
                        guard let count = Int(text), (1...maximumPluralCount).contains(count) else {
                            throw .syntax(file: file, line: header.line, column: 1,
                                          reason: "Plural-Forms nplurals=\(text) is not 1 to \(maximumPluralCount) (CLDR's most plural categories)")
                        }
                        document.pluralCount = count
                    }
                    if item.hasPrefix("plural=") { document.pluralExpression = String(item.dropFirst(7)) }
                }
            default: break
            }
        }
        return document
    }

    private static func skipBlanks(_ s: inout TextScanner) {
        while let c = s.current, c == " " || c == "\t" || c == "\r" { s.advance() }
    }

    private static func endOfLine(_ s: inout TextScanner) throws(CatalogError) {
        skipBlanks(&s)
        guard s.isAtEnd || s.current == "\n" else { throw s.error("unexpected \(s.currentDescription) after a string") }
    }

    private static func quoted(_ s: inout TextScanner) throws(CatalogError) -> String {
        let (line, column) = (s.line, s.column)
        s.advance()
        var out = String.UnicodeScalarView()
        while true {
            guard let c = s.current, c != "\n" else {
                throw CatalogError.syntax(file: s.file, line: line, column: column, reason: "unterminated string")
            }
            s.advance()
            if c == "\"" { break }
            guard c == "\\" else { out.append(c); continue }
            guard let e = s.current else { continue }
            s.advance()
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "a": out.append("\u{07}")
            case "b": out.append("\u{08}")
            case "f": out.append("\u{0C}")
            case "v": out.append("\u{0B}")
            case "\"", "\\", "'", "?": out.append(e)
            case "x":
                // C reads every hex digit that follows; past U+10FFFF the value is no scalar,
                // and it stops growing there so that a long run cannot overflow.
                var value: UInt32 = 0
                var digits = 0
                while let h = s.current, let v = TextScanner.hexValue(h) { value = min(value * 16 + v, 0x110000); digits += 1; s.advance() }
                guard digits > 0 else { throw s.error("\\x needs hex digits") }
                guard let scalar = Unicode.Scalar(value) else {
                    throw s.error(value > 0x10FFFF ? "\\x value beyond U+10FFFF" : "\\x value U+\(String(value, radix: 16, uppercase: true)) is a surrogate")
                }
                out.append(scalar)
            case "0"..."7":
                var value = e.value - 0x30
                var digits = 1
                while digits < 3, let o = s.current, ("0"..."7").contains(o) { value = value * 8 + (o.value - 0x30); digits += 1; s.advance() }
                out.append(Unicode.Scalar(value)!)
            default:
                throw CatalogError.syntax(file: s.file, line: s.line, column: s.column - 2, reason: "unknown escape \\\(e)")
            }
        }
        return String(out)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
