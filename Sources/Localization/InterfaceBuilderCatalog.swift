import Foundation

extension CatalogReader {
    /// An Interface Builder document's text objects as a catalog: each object's text in the
    /// source language (the document's, keyed `OBJECT-ID.text`, `OBJECT-ID.normalTitle` or
    /// `OBJECT-ID.placeholder`), with the document's file name as the context and its text as
    /// `baseText`, and its box in `Catalog.labels`. `translations` are the `.strings` files of
    /// other languages (`LANG.lproj/NAME.strings`); a key they have that the document lacks
    /// is left out, and a translation of an object is checked in that object's box.
    func interfaceBuilder(_ bytes: [UInt8], path: String, translations: [Catalog] = []) throws(CatalogError) -> Catalog {
        let (objects, problems) = try InterfaceBuilderParser.parse(bytes, file: path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        var strings: [LocalizedString] = []
        var labels: [String: FitLabel] = [:]
        var byKey: [String: InterfaceBuilderObject] = [:]
        for object in objects where byKey[object.key] == nil {
            byKey[object.key] = object
            labels[object.key] = object.label
            var s = LocalizedString(key: object.key, language: sourceLanguage, value: object.text, context: name,
                                    location: SourceLocation(file: path, line: object.line))
            s.baseText = object.text
            strings.append(s)
        }
        for catalog in translations {
            for t in catalog.strings {
                guard let object = byKey[t.key] else { continue }
                var s = t
                s.context = name
                s.baseText = object.text
                strings.append(s)
            }
        }
        return Catalog(file: path, format: .interfaceBuilder, sourceLanguage: sourceLanguage, strings: strings,
                       problems: problems + translations.flatMap(\.problems), labels: labels)
    }

    /// The `.strings` files that translate the document at `path`: `LANG.lproj/NAME.strings`
    /// in the folder that holds the document's `.lproj` folder (or the document itself), for
    /// every language but Base, sorted by path.
    public static func interfaceBuilderTranslations(of path: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent + ".strings"
        var folder = url.deletingLastPathComponent()
        let own = folder.lastPathComponent
        if own.hasSuffix(".lproj") { folder = folder.deletingLastPathComponent() }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" && $0 != own }.sorted().compactMap { lproj in
            let file = folder.appendingPathComponent(lproj).appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: file) ? (path.hasPrefix("/") ? file : relative(file, like: path)) : nil
        }
    }

    /// `absolute` written relative to the current directory when `like` is relative (so that
    /// messages name files as the user named the document).
    private static func relative(_ absolute: String, like: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return absolute.hasPrefix(cwd) ? String(absolute.dropFirst(cwd.count)) : absolute
    }
}
