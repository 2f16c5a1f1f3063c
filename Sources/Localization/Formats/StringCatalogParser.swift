import Foundation

/// Xcode String Catalogs (`.xcstrings`): JSON with `sourceLanguage` and `strings`, each key
/// holding `localizations` per language, each a `stringUnit` (`state`, `value`) or
/// `variations` by `plural` or `device` (nested as Xcode nests them), with `substitutions`
/// for `%#@name@` plural variables. A key without a source-language localization is its
/// own source text, as Xcode treats it.
enum StringCatalogParser {
    static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> Catalog {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            let (line, column, reason) = location(of: error as NSError, in: bytes)
            throw .syntax(file: file, line: line, column: column, reason: reason)
        }
        let reader = Reader(file: file)
        let root = try reader.object(json, "$")
        guard let source = root["sourceLanguage"] as? String else {
            throw .structure(file: file, path: "$.sourceLanguage", reason: "missing: a String Catalog names its source language")
        }
        let strings = try reader.object(root["strings"] ?? [String: Any](), "$.strings")
        var out: [LocalizedString] = []
        for key in strings.keys.sorted() {
            let path = "$.strings[\(quote(key))]"
            let entry = try reader.object(strings[key]!, path)
            let localizations = try reader.object(entry["localizations"] ?? [String: Any](), path + ".localizations")
            if localizations[source] == nil, (entry["shouldTranslate"] as? Bool) != false {
                out.append(LocalizedString(key: key, language: source, value: key, location: SourceLocation(file: file)))
            }
            for language in localizations.keys.sorted() {
                let lpath = path + ".localizations[\(quote(language))]"
                let localization = try reader.object(localizations[language]!, lpath)
                let substitutions = try reader.object(localization["substitutions"] ?? [String: Any](), lpath + ".substitutions")
                var variants: [String: [String: String]] = [:]
                for (name, value) in substitutions {
                    let spath = lpath + ".substitutions[\(quote(name))]"
                    let sub = try reader.object(value, spath)
                    let plural = try reader.object((try reader.object(sub["variations"] ?? [String: Any](), spath + ".variations"))["plural"] ?? [String: Any](), spath + ".variations.plural")
                    var forms: [String: String] = [:]
                    for (form, unit) in plural { forms[form] = try reader.unit(unit, spath + ".variations.plural.\(form)").value }
                    variants[name] = forms
                }
                for leaf in try reader.leaves(localization, lpath) {
                    for (form, text) in PluralExpansion.expand(leaf.value, variants: { variants[$0] }) {
                        out.append(LocalizedString(key: key, language: language, value: text, pluralForm: leaf.plural ?? form,
                                                   device: leaf.device, state: leaf.state, location: SourceLocation(file: file)))
                    }
                }
            }
        }
        return Catalog(file: file, format: .stringCatalog, sourceLanguage: source, strings: out)
    }

    static func quote(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Foundation reports a syntax error with a byte index (NSJSONSerializationErrorIndex)
    /// or "line N, column M" in its message; both become line and column.
    static func location(of error: NSError, in bytes: [UInt8]) -> (Int, Int, String) {
        let message = (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
        var index = error.userInfo["NSJSONSerializationErrorIndex"] as? Int
        if index == nil, let r = message.range(of: "around character ") {
            index = Int(message[r.upperBound...].prefix { $0.isNumber })
        }
        if let index {
            var line = 1, column = 1
            for b in bytes[..<min(index, bytes.count)] {
                if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            }
            return (line, column, "invalid JSON: \(message)")
        }
        if let r = message.range(of: "line "), let c = message.range(of: ", column ") {
            let line = Int(message[r.upperBound..<c.lowerBound]) ?? 1
            let column = Int(message[c.upperBound...].prefix { $0.isNumber }) ?? 1
            return (line, column, "invalid JSON: \(message)")
        }
        return (1, 1, "invalid JSON: \(message)")
    }

    struct Leaf { var value: String; var state: String?; var plural: String?; var device: String? }

    struct Reader {
        let file: String

        func object(_ value: Any, _ path: String) throws(CatalogError) -> [String: Any] {
            guard let object = value as? [String: Any] else { throw .structure(file: file, path: path, reason: "expected an object") }
            return object
        }

        func unit(_ value: Any, _ path: String) throws(CatalogError) -> (value: String, state: String?) {
            let holder = try object(value, path)
            guard let unit = holder["stringUnit"] else { throw .structure(file: file, path: path, reason: "expected a stringUnit") }
            let u = try object(unit, path + ".stringUnit")
            guard let text = u["value"] as? String else { throw .structure(file: file, path: path + ".stringUnit.value", reason: "expected a string") }
            if let state = u["state"], !(state is String) { throw .structure(file: file, path: path + ".stringUnit.state", reason: "expected a string") }
            return (text, u["state"] as? String)
        }

        /// Every string unit under a localization: itself, or its plural and device
        /// variations (nested in either order).
        func leaves(_ value: Any, _ path: String, plural: String? = nil, device: String? = nil) throws(CatalogError) -> [Leaf] {
            let holder = try object(value, path)
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
            for kind in v.keys.sorted() {
                let kpath = path + ".variations.\(kind)"
                let cases = try object(v[kind]!, kpath)
                let order = kind == "plural" ? PluralExpansion.categories.filter { cases[$0] != nil } + cases.keys.filter { !PluralExpansion.categories.contains($0) }.sorted() : cases.keys.sorted()
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
