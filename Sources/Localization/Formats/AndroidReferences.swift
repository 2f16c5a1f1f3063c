extension CatalogReader {
    /// `catalogs` with every Android `@string/name` value replaced by the text of `name` in
    /// the same language, following chains (`a` → `b` → `c`). As Android's resource lookup
    /// does, a name the language's files lack is taken from the default `values/` files (the
    /// source language, `sourceLanguage` unless given). A reference to no string, or a chain
    /// that comes back to itself, is a `CatalogError.reference` in the catalog's `problems`,
    /// and that string is left out; the rest is kept.
    public static func resolvingReferences(_ catalogs: [Catalog], sourceLanguage: String = "en") -> [Catalog] {
        guard catalogs.contains(where: { $0.format == .androidXML && $0.strings.contains { $0.reference != nil } }) else { return catalogs }
        // `@string/` names a <string>: no plural form, no array index.
        var strings: [String: [String: LocalizedString]] = [:]
        for c in catalogs where c.format == .androidXML {
            for s in c.strings where s.pluralForm == nil && s.arrayIndex == nil && strings[s.language]?[s.key] == nil {
                strings[s.language, default: [:]][s.key] = s
            }
        }
        func lookup(_ name: String, _ language: String) -> LocalizedString? {
            strings[language]?[name] ?? strings[sourceLanguage]?[name]
        }
        return catalogs.map { catalog in
            guard catalog.format == .androidXML else { return catalog }
            var c = catalog
            c.strings = catalog.strings.compactMap { s in
                guard var target = s.reference else { return s }
                var chain = [s.key]
                while true {
                    guard let t = lookup(target, s.language) else {
                        c.problems.append(.reference(file: s.location.file, line: s.location.line, key: s.key, target: s.reference!,
                                                     reason: chain.count == 1 ? "no string \"\(target)\" in \(s.language) or the default values"
                                                        : "\(chain.joined(separator: " → ")) → \(target), and no string \"\(target)\" in \(s.language) or the default values"))
                        return nil
                    }
                    guard let next = t.reference else {
                        var resolved = s
                        resolved.value = t.value
                        resolved.reference = nil
                        return resolved
                    }
                    chain.append(target)
                    if chain.contains(next) {
                        c.problems.append(.reference(file: s.location.file, line: s.location.line, key: s.key, target: s.reference!,
                                                     reason: "a cycle: \((chain + [next]).joined(separator: " → "))"))
                        return nil
                    }
                    target = next
                }
            }
            return c
        }
    }
}
