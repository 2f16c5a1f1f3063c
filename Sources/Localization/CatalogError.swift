/// Why a catalog file could not be read. Each case carries what a user needs to find the
/// fault: the file, and the line and column (text formats) or JSON path (`.xcstrings`).
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(file: String, reason: String)
    /// The file name does not say which format it is.
    case unknownFormat(file: String)
    /// The bytes are not text in the encoding the format allows (UTF-8, or UTF-16 with a BOM).
    case encoding(file: String, reason: String)
    /// A syntax error at a 1-based line and column.
    case syntax(file: String, line: Int, column: Int, reason: String)
    /// A JSON value of the wrong shape, at a JSON path such as `$.strings["Done"].localizations`.
    case structure(file: String, path: String, reason: String)
    /// A language tag that is not a known BCP 47 language (ISO 639 code plus subtags).
    case unknownLanguage(file: String, tag: String)
    /// An Android `@string/` reference that leads nowhere: `key`'s value names `target`, which
    /// no file read has in the language or the default `values/`, or the chain comes back to
    /// a string already on it (`reason` says which, with the chain).
    case reference(file: String, line: Int?, key: String, target: String, reason: String)
    /// A gettext `Plural-Forms:` header whose `plural=` expression cannot be read or
    /// evaluated; `offset` is the 1-based character in the expression.
    case pluralExpression(file: String, expression: String, offset: Int, reason: String)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let f, _), .unknownFormat(let f), .encoding(let f, _), .syntax(let f, _, _, _),
             .structure(let f, _, _), .unknownLanguage(let f, _), .reference(let f, _, _, _, _), .pluralExpression(let f, _, _, _):
            return f
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let f, let r): return "\(f): cannot read: \(r)"
        case .unknownFormat(let f): return "\(f): unknown catalog format (expected .xcstrings, .strings, .stringsdict, strings.xml, .po or .xliff)"
        case .encoding(let f, let r): return "\(f): \(r)"
        case .syntax(let f, let l, let c, let r): return "\(f):\(l):\(c): \(r)"
        case .structure(let f, let p, let r): return "\(f): at \(p): \(r)"
        case .reference(let f, let l, let k, let t, let r): return "\(l.map { "\(f):\($0)" } ?? f): \"\(k)\" refers to @string/\(t): \(r)"
        case .pluralExpression(let f, let e, let o, let r): return "\(f): Plural-Forms plural=\(e): at character \(o): \(r)"
        case .unknownLanguage(let f, let t): return "\(f): unknown language \"\(t)\" (expected a BCP 47 tag such as de, pt-BR, zh-Hans)"
        }
    }
}
