extension CatalogReader {
    /// `catalogs` with every Android `@string/name` value replaced by the text of `name` in
    /// the same language, following chains (`a` → `b` → `c`). As Android's resource lookup
    /// does, a name the language's files lack is taken from the default `values/` files (the
    /// source language, `sourceLanguage` unless given). A reference to no string, or a chain
    /// that comes back to itself, is a `CatalogError.reference` in the catalog's `problems`,
    /// and that string is left out; the rest is kept.
    ///
    /// A cycle is reported once, by its first member read, naming each member once
    /// (`a → b → a`; a self-reference is `a → a`); a string whose chain runs into a cycle it
    /// is not on, or to a missing name past its own target, says so without repeating the
    /// chain. Each name is followed once per language and its outcome remembered, so the work
    /// grows linearly with the number of strings however long the chains.
    public static func resolvingReferences(_ catalogs: [Catalog], sourceLanguage: String = "en") -> [Catalog] {
        var resolver = ReferenceResolver(catalogs, sourceLanguage: sourceLanguage)
        return resolver.resolve(catalogs)
    }
}

/// The memoized resolution behind `CatalogReader.resolvingReferences`.
struct ReferenceResolver {
    /// Where a name's chain ends.
    enum Outcome {
        case text(String)
        /// The chain reaches this name, which no string has.
        case missing(String)
        /// The chain reaches the cycle numbered so in `cycles`.
        case cycle(Int)
    }

    let sourceLanguage: String
    /// `<string>`s (no plural form, no array index: what `@string/` names) by language and
    /// name, the first read of each.
    private var strings: [String: [String: LocalizedString]] = [:]
    private var outcomes: [String: [String: Outcome]] = [:]
    /// Each cycle's members in chain order, and whether it has been reported.
    private(set) var cycles: [(members: [String], memberSet: Set<String>, reported: Bool)] = []
    /// How many times a name was looked up in the strings read (the work the tests count).
    private(set) var lookups = 0

    init(_ catalogs: [Catalog], sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
        for c in catalogs where c.format == .androidXML {
            for s in c.strings where s.pluralForm == nil && s.arrayIndex == nil && strings[s.language]?[s.key] == nil {
                strings[s.language, default: [:]][s.key] = s
            }
        }
    }

    private mutating func lookup(_ name: String, _ language: String) -> LocalizedString? {
        lookups += 1
        return strings[language]?[name] ?? strings[sourceLanguage]?[name]
    }

    /// Where `name`'s chain ends in `language`: followed without recursion until text, a
    /// missing name, a name already resolved, or a name already on the chain (a cycle); every
    /// name on the way is then given that outcome.
    mutating func outcome(of name: String, in language: String) -> Outcome {
        var path: [String] = []
        var onPath: [String: Int] = [:]
        var current = name
        let result: Outcome
        while true {
            if let known = outcomes[language]?[current] { result = known; break }
            if let start = onPath[current] {
                cycles.append((Array(path[start...]), Set(path[start...]), false))
                result = .cycle(cycles.count - 1)
                break
            }
            guard let string = lookup(current, language) else { result = .missing(current); path.append(current); break }
            guard let next = string.reference else { result = .text(string.value); path.append(current); break }
            onPath[current] = path.count
            path.append(current)
            current = next
        }
        for n in path { outcomes[language, default: [:]][n] = result }
        return result
    }

    mutating func resolve(_ catalogs: [Catalog]) -> [Catalog] {
        guard catalogs.contains(where: { $0.format == .androidXML && $0.strings.contains { $0.reference != nil } }) else { return catalogs }
        return catalogs.map { catalog in
            guard catalog.format == .androidXML else { return catalog }
            var c = catalog
            c.strings = catalog.strings.compactMap { s in
                guard let target = s.reference else { return s }
                func problem(_ reason: String) -> LocalizedString? {
                    c.problems.append(.reference(file: s.location.file, line: s.location.line, key: s.key, target: target, reason: reason))
                    return nil
                }
                switch outcome(of: target, in: s.language) {
                case .text(let value):
                    var resolved = s
                    resolved.value = value
                    resolved.reference = nil
                    return resolved
                case .missing(let name):
                    return problem(name == target ? "no string \"\(name)\" in \(s.language) or the default values"
                                   : "its chain reaches @string/\(name), and no string \"\(name)\" is in \(s.language) or the default values")
                case .cycle(let id):
                    let members = cycles[id].members
                    // A member is the string the table holds for its name (a plural item or a
                    // later duplicate is not on the cycle, only pointing into it).
                    let isMember = s.pluralForm == nil && s.arrayIndex == nil && cycles[id].memberSet.contains(s.key)
                        && strings[s.language]?[s.key]?.location == s.location
                    guard isMember else { return problem("its chain runs into the cycle through \"\(members[0])\"") }
                    guard !cycles[id].reported else { return nil }
                    cycles[id].reported = true
                    // Read from this string: its members once each, then back to it.
                    let start = members.firstIndex(of: s.key)!
                    let loop = members[start...] + members[..<start]
                    return problem("a cycle: \((loop + [s.key]).joined(separator: " → "))")
                }
            }
            return c
        }
    }
}
