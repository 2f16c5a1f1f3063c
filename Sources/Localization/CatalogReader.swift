import Foundation
import Typesetting

/// Reads catalog files of every supported format into `Catalog`s.
///
/// The language of a file comes from the file itself where the format says it
/// (`.xcstrings`, XLIFF, a `.po` header) and otherwise from its path: `de.lproj/…` for
/// `.strings`/`.stringsdict` (`Base.lproj` is the source language), `values-de/strings.xml`
/// for Android (`values/` is the source language), `de.po` for gettext.
public struct CatalogReader: Sendable {
    /// The development language assumed for files that do not name one (`Base.lproj`,
    /// Android's `values/`, gettext's `msgid`s); "en" by default.
    public var sourceLanguage: String
    /// The language of a file whose path and contents do not say; nil makes that an error.
    public var language: String?

    /// A reader with `sourceLanguage` for the development language.
    public init(sourceLanguage: String = "en", language: String? = nil) {
        self.sourceLanguage = sourceLanguage
        self.language = language
    }

    /// The largest catalog file read: 1 GiB (2³⁰ bytes), as for fonts (`FontFace.maximumFileSize`).
    package static let maximumFileSize = 1 << 30

    /// Reads the file at `path`: a regular file only (a FIFO, a device such as `/dev/zero`, a
    /// socket or a directory is refused with its kind named, as `--font` does), at most
    /// `maximumFileSize` bytes.
    public func read(_ path: String) throws(CatalogError) -> Catalog {
        guard let format = CatalogFormat(path: path) else { throw .unknownFormat(file: path) }
        let bytes: [UInt8]
        do throws(RegularFile.Failure) {
            bytes = try RegularFile.read(path, limit: Self.maximumFileSize)
        } catch {
            throw Self.unreadable(path, error)
        }
        if format == .interfaceBuilder {
            // The document and the `.strings` files beside it that translate it; one that
            // cannot be read is reported and the rest checked.
            var translations: [Catalog] = []
            for file in Self.interfaceBuilderTranslations(of: path) {
                do { translations.append(try read(file)) } catch {
                    translations.append(Catalog(file: file, format: .strings, sourceLanguage: nil, strings: [], problems: [error]))
                }
            }
            return validatingLanguages(try interfaceBuilder(bytes, path: path, translations: translations))
        }
        return try parse(bytes, format: format, path: path)
    }

    /// Why the file at `path` could not be read, as a catalog error.
    private static func unreadable(_ path: String, _ error: RegularFile.Failure) -> CatalogError {
        switch error {
        case .notFound: .unreadable(file: path, reason: "no such file")
        case .unreadable(let reason): .unreadable(file: path, reason: reason)
        case .notRegular(let kind): .unreadable(file: path, reason: "it is \(kind); catalogs are read from regular files only")
        case .tooLarge(let size): .unreadable(file: path, reason: "\(size) bytes, over the limit of \(Self.maximumFileSize)")
        }
    }

    /// Reads the file at `path` a chunk at a time: a String Catalog (`.xcstrings`) is mapped
    /// and parsed a key at a time, and every `chunkKeys` keys its strings so far go to `chunk`
    /// as a `Catalog` (whole keys, in file order; the pages read are given back as it goes),
    /// so neither the file nor a tree of it is held whole; other formats are read whole and
    /// come as one chunk. The chunks together hold what `read(_:)` returns (each unknown
    /// language reported once), and the same errors are thrown; since an error can come after
    /// chunks were handed over, a caller drops what it made of them when this throws.
    /// `chunk` returns false to stop reading.
    public func read(_ path: String, chunkKeys: Int, _ chunk: (Catalog) -> Bool) throws(CatalogError) {
        guard CatalogFormat(path: path) == .stringCatalog else {
            _ = chunk(try read(path))
            return
        }
        let file: RegularFile.Mapped
        do throws(RegularFile.Failure) {
            file = try RegularFile.map(path, limit: Self.maximumFileSize)
        } catch {
            throw Self.unreadable(path, error)
        }
        var reported = Set<String>()
        try StringCatalogParser.stream(file.bytes, file: path, chunkKeys: max(1, chunkKeys)) { catalog, offset in
            var c = validatingLanguages(catalog)
            c.problems.removeAll { !reported.insert($0.description).inserted }
            file.release(upTo: offset)
            return chunk(c)
        }
    }

    /// Parses `bytes` as `format`; `path` names the file in errors and gives its language.
    public func parse(_ bytes: [UInt8], format: CatalogFormat, path: String) throws(CatalogError) -> Catalog {
        let catalog: Catalog = switch format {
        case .stringCatalog: try StringCatalogParser.parse(bytes, file: path)
        case .xliff: try XLIFFParser.parse(bytes, file: path)
        case .strings: try stringsFile(bytes, path: path)
        case .stringsdict: try stringsdict(bytes, path: path)
        case .androidXML: try androidResources(bytes, path: path)
        case .gettext: try gettext(bytes, path: path)
        case .interfaceBuilder: try interfaceBuilder(bytes, path: path)
        }
        return validatingLanguages(catalog)
    }

    /// A `.strings` file, its language from its `.lproj` folder.
    private func stringsFile(_ bytes: [UInt8], path: String) throws(CatalogError) -> Catalog {
        let language = try pathLanguage(path, lproj: true)
        let text = try TextDecoding.decode(bytes, file: path)
        let pairs = try StringsFileParser.parse(text, file: path)
        return Catalog(file: path, format: .strings, sourceLanguage: nil, strings: pairs.map {
            LocalizedString(key: $0.key, language: language, value: $0.value, location: SourceLocation(file: path, line: $0.line))
        })
    }

    /// A `.stringsdict` file: each key's `NSStringLocalizedFormatKey` expanded per plural form.
    private func stringsdict(_ bytes: [UInt8], path: String) throws(CatalogError) -> Catalog {
        let language = try pathLanguage(path, lproj: true)
        let (plist, line) = try PropertyList.parse(bytes, file: path)
        guard case .dictionary(let entries) = plist else { throw .syntax(file: path, line: line, column: 1, reason: "expected a <dict> of keys") }
        var strings: [LocalizedString] = []
        for (key, entry) in entries {
            guard let format = entry["NSStringLocalizedFormatKey"]?.string else {
                throw .syntax(file: path, line: line, column: 1, reason: "\"\(key)\" has no NSStringLocalizedFormatKey string")
            }
            // The entry's keys in a table (the first of each), so a variable is found in constant time.
            var table: [String: PropertyList] = [:]
            if case .dictionary(let pairs) = entry { for (k, v) in pairs where table[k] == nil { table[k] = v } }
            let expanded = PluralExpansion.expand(format) { name in
                guard case .dictionary(let pairs)? = table[name] else { return nil }
                var forms: [String: String] = [:]
                for (k, v) in pairs where PluralExpansion.categories.contains(k) { forms[k] = v.string }
                return forms
            }
            for (form, text) in expanded {
                strings.append(LocalizedString(key: key, language: language, value: text, pluralForm: form, location: SourceLocation(file: path)))
            }
        }
        return Catalog(file: path, format: .stringsdict, sourceLanguage: nil, strings: strings)
    }

    /// An Android `strings.xml`, its language from its `values-…` folder.
    private func androidResources(_ bytes: [UInt8], path: String) throws(CatalogError) -> Catalog {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        let language: String
        if folder == "values" { language = sourceLanguage }
        else if let l = AndroidResourceParser.language(ofFolder: folder) { language = l }
        else if let l = self.language { language = l }
        else { throw .unknownLanguage(file: path, tag: folder) }
        let items = try AndroidResourceParser.parse(bytes, file: path)
        return Catalog(file: path, format: .androidXML, sourceLanguage: nil, strings: items.map {
            LocalizedString(key: $0.name, language: language, value: $0.value, pluralForm: $0.quantity, arrayIndex: $0.index,
                            isTranslatable: $0.translatable, reference: $0.reference, location: SourceLocation(file: path, line: $0.line))
        })
    }

    /// A gettext `.po` file: the source strings (singular and plural) and their translations,
    /// each `msgstr[i]` named by the plural form it serves.
    private func gettext(_ bytes: [UInt8], path: String) throws(CatalogError) -> Catalog {
        let text = try TextDecoding.decode(bytes, file: path)
        let document = try GettextParser.parse(text, file: path)
        guard let language = document.language ?? (try? pathLanguage(path, lproj: false)) else {
            throw .unknownLanguage(file: path, tag: "(no Language: header)")
        }
        var problems: [CatalogError] = []
        // msgstr[i] is named by the CLDR category it serves under the header's plural=
        // expression; msgid/msgid_plural are the singular and plural of English (the
        // gettext manual: "the English plural form"), plural=(n != 1).
        let count = document.pluralCount ?? (document.entries.map(\.translations.count).max() ?? 0)
        var names = (0..<count).map { "[\($0)]" }
        if let text = document.pluralExpression {
            do throws(PluralExpression.Failure) {
                names = try PluralRules.formNames(count: count, expression: PluralExpression(text), language: language)
            } catch {
                problems.append(.pluralExpression(file: path, expression: text, offset: error.offset, reason: error.reason))
            }
        }
        let sourceNames = (try? PluralRules.formNames(count: 2, expression: PluralExpression("n != 1"), language: sourceLanguage)) ?? ["[0]", "[1]"]
        let strings = document.entries.flatMap { gettextStrings($0, language: language, names: names, sourceNames: sourceNames, path: path) }
        return Catalog(file: path, format: .gettext, sourceLanguage: sourceLanguage, strings: strings, problems: problems)
    }

    /// One gettext entry's strings: the source (both forms for a plural entry), then every
    /// non-empty translation under its form's name.
    private func gettextStrings(
        _ e: GettextParser.Entry, language: String, names: [String], sourceNames: [String], path: String
    ) -> [LocalizedString] {
        let location = SourceLocation(file: path, line: e.line)
        let state = e.fuzzy ? "fuzzy" : nil
        var strings: [LocalizedString] = []
        if let plural = e.idPlural {
            strings.append(LocalizedString(key: e.id, language: sourceLanguage, value: e.id, pluralForm: sourceNames[0], context: e.context, location: location))
            strings.append(LocalizedString(key: e.id, language: sourceLanguage, value: plural, pluralForm: sourceNames[1], context: e.context, location: location))
            for (n, t) in e.translations.sorted(by: { $0.key < $1.key }) where !t.isEmpty {
                let name = n < names.count ? names[n] : "[\(n)]"
                strings.append(LocalizedString(key: e.id, language: language, value: t, pluralForm: name, context: e.context, state: state, location: location))
            }
        } else {
            strings.append(LocalizedString(key: e.id, language: sourceLanguage, value: e.id, context: e.context, location: location))
            if let t = e.translations[0], !t.isEmpty {
                strings.append(LocalizedString(key: e.id, language: language, value: t, context: e.context, state: state, location: location))
            }
        }
        return strings
    }

    /// Canonical tags; strings in unknown languages are left out and reported once each.
    private func validatingLanguages(_ catalog: Catalog) -> Catalog {
        var c = catalog
        var bad: [String] = []
        var known: [String: String] = [:]
        c.strings = catalog.strings.compactMap { s in
            var s = s
            if s.language == "Base" { s.language = c.sourceLanguage ?? sourceLanguage }
            if let k = known[s.language] { s.language = k; return s }
            guard let tag = LanguageTag.canonical(s.language) else {
                if !bad.contains(s.language) { bad.append(s.language) }
                return nil
            }
            known[s.language] = tag
            s.language = tag
            return s
        }
        c.problems += bad.map { .unknownLanguage(file: catalog.file, tag: $0) }
        if let source = c.sourceLanguage { c.sourceLanguage = LanguageTag.canonical(source) ?? source }
        return c
    }

    /// `xx.lproj` in the path (`Base` is the source language), or a file named `xx.po`.
    private func pathLanguage(_ path: String, lproj: Bool) throws(CatalogError) -> String {
        let components = URL(fileURLWithPath: path).pathComponents
        if lproj, let folder = components.dropLast().last(where: { $0.hasSuffix(".lproj") }) {
            let tag = String(folder.dropLast(6))
            return tag == "Base" ? sourceLanguage : tag
        }
        if !lproj, let name = components.last, name.hasSuffix(".po") {
            return String(name.dropLast(3))
        }
        if let language { return language }
        throw .unknownLanguage(file: path, tag: lproj ? "(no xx.lproj folder in the path)" : "(no Language: header)")
    }
}
