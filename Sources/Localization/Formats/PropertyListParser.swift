/// XML property lists (`.stringsdict`), read into values.
enum PropertyList {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([PropertyList])
    case dictionary([(key: String, value: PropertyList)])

    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    subscript(key: String) -> PropertyList? {
        if case .dictionary(let pairs) = self { return pairs.first { $0.key == key }?.value }
        return nil
    }

    static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> (PropertyList, line: Int) {
        let root = try XMLElement.parse(bytes, file: file)
        guard root.name == "plist", let top = root.elements.first else {
            throw .syntax(file: file, line: root.line, column: 1, reason: "expected a <plist> with one value")
        }
        return (try value(top, file: file), top.line)
    }

    static func value(_ e: XMLElement, file: String) throws(CatalogError) -> PropertyList {
        switch e.name {
        case "string": return .string(e.text)
        case "integer", "real":
            guard let n = Double(e.text.trimmingCharactersInWhitespace) else {
                throw .syntax(file: file, line: e.line, column: 1, reason: "<\(e.name)> \"\(e.text)\" is not a number")
            }
            return .number(n)
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "array":
            var items: [PropertyList] = []
            for child in e.elements { items.append(try value(child, file: file)) }
            return .array(items)
        case "dict":
            var pairs: [(key: String, value: PropertyList)] = []
            let children = e.elements
            var i = 0
            while i < children.count {
                guard children[i].name == "key" else {
                    throw .syntax(file: file, line: children[i].line, column: 1, reason: "expected <key> in <dict>, found <\(children[i].name)>")
                }
                guard i + 1 < children.count else {
                    throw .syntax(file: file, line: children[i].line, column: 1, reason: "<key>\(children[i].text)</key> has no value")
                }
                pairs.append((children[i].text, try value(children[i + 1], file: file)))
                i += 2
            }
            return .dictionary(pairs)
        default:
            throw .syntax(file: file, line: e.line, column: 1, reason: "unknown property-list element <\(e.name)>")
        }
    }
}

extension String {
    var trimmingCharactersInWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}

/// Plural variables in a format: `%#@files@` (or `%1$#@files@`) stands for the variable
/// `files`, whose text is chosen by plural category. One string comes out per category of
/// the first variable; other variables take their "other" text.
enum PluralExpansion {
    static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// The names of the variables in `format`, in order, and their ranges.
    static func variables(in format: String) -> [(name: String, range: Range<String.Index>)] {
        // Every variable has a "#": most text has none, and is not walked by character.
        guard format.utf8.contains(UInt8(ascii: "#")) else { return [] }
        var found: [(String, Range<String.Index>)] = []
        var i = format.startIndex
        while let percent = format[i...].firstIndex(of: "%") {
            var j = format.index(after: percent)
            while j < format.endIndex, format[j].isASCII, format[j].isNumber { j = format.index(after: j) }
            if j < format.endIndex, format[j] == "$" { j = format.index(after: j) }
            guard j < format.endIndex, format[j] == "#" else { i = format.index(after: percent); continue }
            j = format.index(after: j)
            guard j < format.endIndex, format[j] == "@" else { i = format.index(after: percent); continue }
            let nameStart = format.index(after: j)
            guard let end = format[nameStart...].firstIndex(of: "@") else { break }
            found.append((String(format[nameStart..<end]), percent..<format.index(after: end)))
            i = format.index(after: end)
        }
        return found
    }

    /// (category, text) for each category of the first variable; [(nil, format)] without
    /// variables. Another variable takes its "other" text, else its first in CLDR order.
    ///
    /// `variants` is asked once per distinct name, and each text is built in one pass over
    /// the format, so the work is linear in the format's length and its variables' texts
    /// (10,000 variables once took seconds, each replacement re-walking the string).
    static func expand(_ format: String, variants: (String) -> [String: String]?) -> [(form: String?, text: String)] {
        let vars = variables(in: format)
        guard let first = vars.first, let firstForms = variants(first.name) else { return [(nil, format)] }
        var fixed: [String: String] = [:]   // the text of every other variable
        for v in vars where v.name != first.name && fixed[v.name] == nil {
            let forms = variants(v.name) ?? [:]
            fixed[v.name] = forms["other"] ?? categories.lazy.compactMap { forms[$0] }.first ?? ""
        }
        return categories.filter { firstForms[$0] != nil }.map { category in
            var text = ""
            var rest = format.startIndex
            for v in vars {
                text += format[rest..<v.range.lowerBound]
                text += v.name == first.name ? firstForms[category] ?? "" : fixed[v.name] ?? ""
                rest = v.range.upperBound
            }
            text += format[rest...]
            return (category, text)
        }
    }
}
