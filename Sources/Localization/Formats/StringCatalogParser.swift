import JSON

/// Xcode String Catalogs (`.xcstrings`): JSON with `sourceLanguage` and `strings`, each key
/// holding `localizations` per language, each a `stringUnit` (`state`, `value`) or
/// `variations` by `plural` or `device` (nested as Xcode nests them), with `substitutions`
/// for `%#@name@` plural variables. A key without a source-language localization is its
/// own source text, as Xcode treats it.
enum StringCatalogParser {
    static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> Catalog {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch {
            throw syntaxError(error, file: file)
        }
        let reader = Reader(file: file)
        let root = try reader.object(json, "$")
        guard case .string(let source)? = root["sourceLanguage"] else {
            throw .structure(file: file, path: "$.sourceLanguage", reason: "missing: a String Catalog names its source language")
        }
        let strings = try reader.object(root["strings"] ?? .object([]), "$.strings")
        var out: [LocalizedString] = []
        for (key, value) in strings.pairs { out += try entry(key, value, source: source, reader: reader) }
        return Catalog(file: file, format: .stringCatalog, sourceLanguage: source, strings: out)
    }

    /// The strings of one key of `strings` (`value` its entry), in the order Xcode lists them.
    static func entry(_ key: String, _ value: JSONValue, source: String, reader: Reader) throws(CatalogError) -> [LocalizedString] {
        let file = reader.file
        var out: [LocalizedString] = []
        let path = "$.strings[\(JSONText.quoted(key))]"
        let entry = try reader.object(value, path)
        let localizations = try reader.object(entry["localizations"] ?? .object([]), path + ".localizations")
        // Xcode's "Don't Translate" (shouldTranslate false): checked in the source only.
        let translatable = entry["shouldTranslate"] != .bool(false)
        if localizations[source] == nil, translatable {
            out.append(LocalizedString(key: key, language: source, value: key, location: SourceLocation(file: file)))
        }
        for (language, localizationValue) in localizations.pairs.sorted(by: { $0.key < $1.key }) {
            let lpath = path + ".localizations[\(JSONText.quoted(language))]"
            let localization = try reader.object(localizationValue, lpath)
            let substitutions = try reader.object(localization["substitutions"] ?? .object([]), lpath + ".substitutions")
            var variants: [String: [String: String]] = [:]
            for (name, value) in substitutions.pairs {
                let spath = lpath + ".substitutions[\(JSONText.quoted(name))]"
                let sub = try reader.object(value, spath)
                let plural = try reader.object((try reader.object(sub["variations"] ?? .object([]), spath + ".variations"))["plural"] ?? .object([]), spath + ".variations.plural")
                var forms: [String: String] = [:]
                for (form, unit) in plural.pairs { forms[form] = try reader.unit(unit, spath + ".variations.plural.\(form)").value }
                variants[name] = forms
            }
            for leaf in try reader.leaves(localization, lpath) {
                for (form, text) in PluralExpansion.expand(leaf.value, variants: { variants[$0] }) {
                    out.append(LocalizedString(key: key, language: language, value: text, pluralForm: leaf.plural ?? form,
                                               device: leaf.device, state: leaf.state, isTranslatable: translatable,
                                               location: SourceLocation(file: file)))
                }
            }
        }
        return out
    }

    /// Reads a String Catalog a few keys at a time, without a tree of the whole file: each
    /// key's entry is parsed, turned into strings and dropped, and every `chunkKeys` keys the
    /// strings so far go to `chunk` as a `Catalog` (whole keys only, in file order), with the
    /// offset read so far. The same strings and errors as `parse`: a syntax error anywhere is
    /// reported before any structural error, which is found in file order. `chunk` returns
    /// false to stop. When the root names its source language after `strings`, the entries
    /// are kept until it is known.
    static func stream(_ bytes: UnsafeBufferPointer<UInt8>, file: String, chunkKeys: Int,
                       chunk: (Catalog, Int) -> Bool) throws(CatalogError) {
        let reader = Reader(file: file)
        var source: String?
        var waiting: [(String, JSONValue)] = []
        var pending: [LocalizedString] = []
        var keys = 0
        var failure: CatalogError?
        var stopped = false
        func flush(_ offset: Int) -> Bool {
            defer { pending = []; keys = 0 }
            return pending.isEmpty || chunk(Catalog(file: file, format: .stringCatalog, sourceLanguage: source, strings: pending), offset)
        }
        func add(_ key: String, _ value: JSONValue, _ offset: Int) -> Bool {
            guard failure == nil, let source else { return true }
            do {
                pending += try entry(key, value, source: source, reader: reader)
            } catch {
                failure = error   // reported once the rest of the file is known to parse
                return true
            }
            keys += 1
            return keys < chunkKeys || flush(offset)
        }
        let root: JSONValue?
        do {
            root = try JSONValue.parse(bytes, streaming: "strings") { event in
                switch event {
                case .root(let key, let value):
                    if key == "sourceLanguage", case .string(let name) = value { source = name }
                case .streamed(let key, let value, let end):
                    if source == nil { waiting.append((key, value)); return true }
                    if !add(key, value, end) { stopped = true; return false }
                }
                return true
            }
        } catch {
            throw syntaxError(error, file: file)
        }
        guard let root, !stopped else { return }
        // The checks `parse` makes on the root, in its order.
        let top = try reader.object(root, "$")
        guard case .string? = top["sourceLanguage"] else {
            throw .structure(file: file, path: "$.sourceLanguage", reason: "missing: a String Catalog names its source language")
        }
        _ = try reader.object(top["strings"] ?? .object([]), "$.strings")
        for (key, value) in waiting where !add(key, value, bytes.count) { return }
        if let failure { throw failure }
        _ = flush(bytes.count)
    }

    /// A syntax error keeps its line and column; any other JSON error (none is thrown by the
    /// parser itself) is placed at the start of the file.
    static func syntaxError(_ error: JSONError, file: String) -> CatalogError {
        guard case .syntax(let line, let column, let reason) = error.kind else {
            return .syntax(file: file, line: 1, column: 1, reason: error.message)
        }
        return .syntax(file: file, line: line, column: column, reason: "invalid JSON: \(reason)")
    }

    /// A JSON object's members, looked up by key.
    struct Object {
        let pairs: [(key: String, value: JSONValue)]
        private let index: [String: Int]
        init(_ members: [JSONValue.Member]) {
            pairs = members.map { ($0.key, $0.value) }
            var index: [String: Int] = [:]
            if members.count > 8 { for (i, m) in members.enumerated() { index[m.key] = i } }
            self.index = index
        }
        subscript(key: String) -> JSONValue? {
            if pairs.count > 8 { return index[key].map { pairs[$0].value } }
            return pairs.first { $0.key == key }?.value
        }
    }

    struct Leaf { var value: String; var state: String?; var plural: String?; var device: String? }

    struct Reader {
        let file: String

        func object(_ value: JSONValue, _ path: String) throws(CatalogError) -> Object {
            guard case .object(let members) = value else { throw .structure(file: file, path: path, reason: "expected an object, got \(value.summary)") }
            return Object(members)
        }

        func unit(_ value: JSONValue, _ path: String) throws(CatalogError) -> (value: String, state: String?) {
            try unit(object(value, path), path)
        }

        func unit(_ holder: Object, _ path: String) throws(CatalogError) -> (value: String, state: String?) {
            guard let unit = holder["stringUnit"] else { throw .structure(file: file, path: path, reason: "expected a stringUnit") }
            let u = try object(unit, path + ".stringUnit")
            guard case .string(let text)? = u["value"] else {
                throw .structure(file: file, path: path + ".stringUnit.value", reason: "expected a string, got \(u["value"]?.summary ?? "nothing")")
            }
            var state: String? = nil
            if let s = u["state"] {
                guard case .string(let name) = s else { throw .structure(file: file, path: path + ".stringUnit.state", reason: "expected a string, got \(s.summary)") }
                state = name
            }
            return (text, state)
        }

        /// Every string unit under a localization: itself, or its plural and device
        /// variations (nested in either order).
        func leaves(_ value: JSONValue, _ path: String, plural: String? = nil, device: String? = nil) throws(CatalogError) -> [Leaf] {
            try leaves(object(value, path), path, plural: plural, device: device)
        }

        func leaves(_ holder: Object, _ path: String, plural: String? = nil, device: String? = nil) throws(CatalogError) -> [Leaf] {
            if holder["stringUnit"] != nil {
                let u = try unit(holder, path)
                return [Leaf(value: u.value, state: u.state, plural: plural, device: device)]
            }
            guard let variations = holder["variations"] else {
                if holder["substitutions"] != nil { return [] }
                throw .structure(file: file, path: path, reason: "expected a stringUnit or variations")
            }
            let v = try object(variations, path + ".variations")
            var out: [Leaf] = []
            for (kind, kindValue) in v.pairs.sorted(by: { $0.key < $1.key }) {
                let kpath = path + ".variations.\(kind)"
                let cases = try object(kindValue, kpath)
                let names = cases.pairs.map(\.key)
                let order = kind == "plural" ? PluralExpansion.categories.filter { names.contains($0) } + names.filter { !PluralExpansion.categories.contains($0) }.sorted() : names.sorted()
                for name in order {
                    switch kind {
                    case "plural":
                        guard PluralExpansion.categories.contains(name) else {
                            throw .structure(file: file, path: kpath + ".\(name)", reason: "unknown plural category (expected zero, one, two, few, many or other)")
                        }
                        out += try leaves(cases[name]!, kpath + ".\(name)", plural: name, device: device)
                    case "device":
                        out += try leaves(cases[name]!, kpath + ".\(name)", plural: plural, device: name)
                    default:
                        throw .structure(file: file, path: kpath, reason: "unknown variation \"\(kind)\" (expected plural or device)")
                    }
                }
            }
            return out
        }
    }
}
