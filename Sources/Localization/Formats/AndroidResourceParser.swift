import Foundation

/// Android `res/values*/strings.xml`: `<string>`, `<plurals>` of `<item quantity>` and
/// `<string-array>` of `<item>`, with aapt's text rules: outside double quotes, runs of
/// white space become one space and the ends are trimmed; inside them white space is kept
/// and the quotes are dropped; `\n`, `\t`, `\'`, `\"`, `\\`, `\@`, `\?` and `\uXXXX` are
/// escapes; an apostrophe outside quotes must be escaped (aapt rejects it). CDATA sections
/// and inline markup (`<b>`, `<xliff:g>`) contribute their text and follow the same rules.
///
/// `translatable="false"` on a `<string>`, `<plurals>` or `<string-array>` marks text that is
/// not translated (Android's "Localize your app" guide: "mark the strings that should not be
/// translated"; lint's MissingTranslation skips them). A value that is, white space aside,
/// `@string/name` is a reference (aapt resolves it to that string's text); the reader keeps
/// the name in `Item.reference` and `AndroidReferences` resolves it across the files read.
enum AndroidResourceParser {
    struct Item {
        var name: String
        var value: String
        var quantity: String?
        var index: Int?
        var line: Int
        var translatable = true
        /// The `name` of `@string/name` when the whole value is that reference.
        var reference: String? = nil
    }

    static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> [Item] {
        let root = try XMLElement.parse(bytes, file: file)
        guard root.name == "resources" else {
            throw .syntax(file: file, line: root.line, column: 1, reason: "expected a <resources> root element, found <\(root.name)>")
        }
        var items: [Item] = []
        for element in root.elements {
            guard let name = element.attributes["name"] else {
                if ["string", "plurals", "string-array"].contains(element.name) {
                    throw .syntax(file: file, line: element.line, column: 1, reason: "<\(element.name)> without a name attribute")
                }
                continue
            }
            let translatable = element.attributes["translatable"] != "false"
            func item(_ e: XMLElement, quantity: String? = nil, index: Int? = nil) throws(CatalogError) -> Item {
                Item(name: name, value: try resolve(e.text, file: file, line: e.line), quantity: quantity, index: index, line: e.line,
                     translatable: translatable, reference: reference(e.text))
            }
            switch element.name {
            case "string":
                items.append(try item(element))
            case "plurals":
                for e in element.elements(named: "item") {
                    guard let quantity = e.attributes["quantity"], ["zero", "one", "two", "few", "many", "other"].contains(quantity) else {
                        throw .syntax(file: file, line: e.line, column: 1, reason: "<item> of plurals \"\(name)\" needs quantity zero, one, two, few, many or other")
                    }
                    items.append(try item(e, quantity: quantity))
                }
            case "string-array":
                for (i, e) in element.elements(named: "item").enumerated() {
                    items.append(try item(e, index: i))
                }
            default:
                continue   // dimen, color, bool… are not text
            }
        }
        return items
    }

    /// The `name` of a raw value that is `@string/name` with only white space around it
    /// (an escaped `\@` or a quoted value is text, not a reference).
    static func reference(_ raw: String) -> String? {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("@string/") else { return nil }
        let name = trimmed.dropFirst(8)
        guard !name.isEmpty, name.allSatisfy({ $0 == "_" || $0 == "." || $0.isLetter || $0.isNumber }) else { return nil }
        return String(name)
    }

    /// aapt's escape, quote and white-space rules.
    static func resolve(_ raw: String, file: String, line: Int) throws(CatalogError) -> String {
        var out = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var scalars = raw.unicodeScalars.makeIterator()
        var lineInString = 0
        func emit(_ s: Unicode.Scalar) {
            if pendingSpace && !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(s)
        }
        while let c = scalars.next() {
            if c == "\n" { lineInString += 1 }
            if c == "\\" {
                guard let e = scalars.next() else { break }
                switch e {
                case "n": emit("\n")
                case "t": emit("\t")
                case "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard let h = scalars.next(), let v = TextScanner.hexValue(h) else {
                            throw .syntax(file: file, line: line + lineInString, column: 1, reason: "\\u needs four hex digits")
                        }
                        value = value * 16 + v
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw .syntax(file: file, line: line + lineInString, column: 1, reason: "\\u\(String(value, radix: 16)) is a lone surrogate")
                    }
                    emit(scalar)
                default: emit(e)   // \' \" \\ \@ \? and others stand for themselves
                }
                continue
            }
            if c == "\"" { quoted.toggle(); continue }
            if quoted { out.append(c); continue }
            if c == "'" {
                throw .syntax(file: file, line: line + lineInString, column: 1, reason: "an apostrophe must be escaped as \\' or the text double-quoted (aapt rejects a bare ')")
            }
            if c.properties.isWhitespace { pendingSpace = true; continue }
            emit(c)
        }
        return String(out)
    }

    /// The language of a `values-…` folder: `values-de` → de, `values-pt-rBR` → pt-BR,
    /// `values-b+sr+Latn` → sr-Latn; nil for `values` or qualifiers without a language.
    static func language(ofFolder folder: String) -> String? {
        guard folder.hasPrefix("values-") else { return nil }
        let qualifiers = folder.dropFirst(7).split(separator: "-")
        guard let first = qualifiers.first else { return nil }
        if first.hasPrefix("b+") {
            return first.dropFirst(2).split(separator: "+").joined(separator: "-")
        }
        guard (2...3).contains(first.count), first.allSatisfy({ $0.isLowercase && $0.isLetter }) else { return nil }
        var tag = String(first)
        if qualifiers.count > 1, qualifiers[1].count == 3, qualifiers[1].first == "r" { tag += "-" + qualifiers[1].dropFirst() }
        return tag
    }
}
