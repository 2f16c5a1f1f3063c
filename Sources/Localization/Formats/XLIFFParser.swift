/// XLIFF 1.2 as Xcode exports it (`.xcloc/Localized Contents/*.xliff`): `<file>` elements
/// with `source-language` and `target-language`, each `<trans-unit id>` holding `<source>`
/// and an optional `<target state>`. Plural units are named as Xcode names them:
/// `key|==|plural.one` (String Catalogs) or `/key:dict/var:dict/one:dict/:string`
/// (`.stringsdict`); device variants `key|==|device.ipad`.
enum XLIFFParser {
    static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> Catalog {
        let root = try XMLElement.parse(bytes, file: file)
        guard root.name == "xliff" else {
            throw .syntax(file: file, line: root.line, column: 1, reason: "expected an <xliff> root element, found <\(root.name)>")
        }
        guard root.attributes["version"] == "1.2" else {
            throw .syntax(file: file, line: root.line, column: 1, reason: "XLIFF version \(root.attributes["version"] ?? "(none)") (expected 1.2)")
        }
        var strings: [LocalizedString] = []
        var sourceLanguage: String?
        for f in root.elements(named: "file") {
            guard let source = f.attributes["source-language"] else {
                throw .syntax(file: file, line: f.line, column: 1, reason: "<file> without source-language")
            }
            sourceLanguage = sourceLanguage ?? source
            let target = f.attributes["target-language"]
            for unit in units(in: f) {
                guard let id = unit.attributes["id"] else {
                    throw .syntax(file: file, line: unit.line, column: 1, reason: "<trans-unit> without an id")
                }
                guard let name = name(ofUnit: id) else { continue }
                let location = SourceLocation(file: file, line: unit.line)
                if let s = unit.first("source") {
                    strings.append(LocalizedString(key: name.key, language: source, value: s.text, pluralForm: name.plural, device: name.device, location: location))
                }
                if let target, let t = unit.first("target") {
                    strings.append(LocalizedString(key: name.key, language: target, value: t.text, pluralForm: name.plural, device: name.device,
                                                   state: t.attributes["state"], location: location))
                }
            }
        }
        return Catalog(file: file, format: .xliff, sourceLanguage: sourceLanguage, strings: strings)
    }

    /// Trans-units in the file's body, also inside `<group>`s.
    private static func units(in e: XMLElement) -> [XMLElement] {
        e.elements.flatMap { child -> [XMLElement] in
            child.name == "trans-unit" ? [child] : units(in: child)
        }
    }

    /// The key and variant of a unit id; nil for a `.stringsdict` format-key unit, which is
    /// not shown text.
    static func name(ofUnit id: String) -> (key: String, plural: String?, device: String?)? {
        if let r = id.range(of: "|==|") {
            let key = String(id[..<r.lowerBound])
            var plural: String?, device: String?
            for part in id[r.upperBound...].split(separator: ".", omittingEmptySubsequences: true).chunked() {
                if part.0 == "plural" { plural = String(part.1) } else if part.0 == "device" { device = String(part.1) }
            }
            return (key, plural, device)
        }
        if id.hasPrefix("/"), id.hasSuffix(":dict/:string") {
            let parts = id.dropFirst().dropLast(":dict/:string".count).components(separatedBy: ":dict/")
            if parts.count == 2, parts[1] == "NSStringLocalizedFormatKey" { return nil }
            if parts.count == 3 { return (parts[0], parts[2], nil) }
        }
        return (id, nil, nil)
    }
}

private extension Array where Element == Substring {
    /// (kind, name) pairs of "plural.one.device.ipad".
    func chunked() -> [(Substring, Substring)] {
        stride(from: 0, to: count - 1, by: 2).map { (self[$0], self[$0 + 1]) }
    }
}
