/// One translated string of a catalog: a key in one language, for one plural form, device
/// or array index. Every input format is read into these.
public struct LocalizedString: Sendable, Hashable {
    /// The key (`.strings`/`.xcstrings`/XLIFF id, Android `name`, gettext `msgid`).
    public var key: String
    /// The BCP 47 language tag of the text, e.g. "de", "pt-BR", "zh-Hans".
    public var language: String
    /// The text, with the format's escapes resolved and placeholders still in it.
    public var value: String
    /// The CLDR plural category ("zero", "one", "two", "few", "many", "other") of a plural
    /// variant; for gettext, the category `msgstr[n]` serves under the `Plural-Forms:`
    /// expression, or "[n]" when the language's CLDR samples are not known here; nil for a
    /// string without plurals.
    public var pluralForm: String? = nil
    /// A device variant of an `.xcstrings` entry ("iphone", "ipad", "mac"…); nil otherwise.
    public var device: String? = nil
    /// The item's position in an Android `string-array`; nil otherwise.
    public var arrayIndex: Int? = nil
    /// gettext's `msgctxt`; for an Interface Builder object, its document's file name
    /// (`Main.storyboard`); nil when absent.
    public var context: String? = nil
    /// For an Interface Builder object, its text in the document (the base language's), shown
    /// beside every language's result; nil otherwise.
    public var baseText: String? = nil
    /// The translation state where the format has one (`.xcstrings` "translated",
    /// "needs_review", "new"…; XLIFF's `state`; "fuzzy" for a gettext entry so flagged).
    public var state: String? = nil
    /// False for text that is not translated (Android `translatable="false"`): it is checked
    /// in the source language only, never compared with or pseudo-localized from.
    public var isTranslatable: Bool = true
    /// The Android string whose text this one takes (`@string/name`, the whole value) until
    /// `CatalogReader.resolvingReferences(_:)` resolves it; nil once resolved or when none.
    public var reference: String? = nil
    /// Where the text was read.
    public var location: SourceLocation

    /// A string read from `location`.
    public init(key: String, language: String, value: String, pluralForm: String? = nil, device: String? = nil,
                arrayIndex: Int? = nil, context: String? = nil, state: String? = nil, isTranslatable: Bool = true,
                reference: String? = nil, location: SourceLocation) {
        self.key = key
        self.language = language
        self.value = value
        self.pluralForm = pluralForm
        self.device = device
        self.arrayIndex = arrayIndex
        self.context = context
        self.state = state
        self.isTranslatable = isTranslatable
        self.reference = reference
        self.location = location
    }

    /// The key with the variant that tells this string from its siblings: context, device,
    /// array index and plural form, e.g. `files.count[one]`, `menu#2`, `ctx|Open`.
    public var variantName: String {
        var name = context.map { "\($0)|\(key)" } ?? key
        if let device { name += "@\(device)" }
        if let arrayIndex { name += "#\(arrayIndex)" }
        if let pluralForm { name += pluralForm.hasPrefix("[") ? pluralForm : "[\(pluralForm)]" }
        return name
    }
}

/// Where a string was read: the file and, for line-based formats, the line.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as given.
    public var file: String
    /// The 1-based line, when the format has lines to count; nil otherwise.
    public var line: Int?

    /// A location in `file`, at `line` when known.
    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }

    /// "file:line" or "file".
    public var description: String { line.map { "\(file):\($0)" } ?? file }
}

/// The strings read from one file.
public struct Catalog: Sendable {
    /// The file's path as given.
    public var file: String
    /// The format it was read as.
    public var format: CatalogFormat
    /// The development language the file names (`.xcstrings` `sourceLanguage`, XLIFF
    /// `source-language`), nil when the file does not say.
    public var sourceLanguage: String?
    /// Every string, in the file's order.
    public var strings: [LocalizedString]
    /// What was wrong with parts of the file that were left out (e.g. a localization in an
    /// unknown language); the rest of the file was read.
    public var problems: [CatalogError]
    /// The label each key is shown in where the file itself says (an Interface Builder
    /// object's width, font, lines and line-break mode), by key; a constraints file's entry
    /// for the key applies over it. Empty for the string formats.
    public var labels: [String: FitLabel] = [:]

    /// A catalog of `strings` read from `file`.
    public init(file: String, format: CatalogFormat, sourceLanguage: String?, strings: [LocalizedString], problems: [CatalogError] = [],
                labels: [String: FitLabel] = [:]) {
        self.file = file
        self.format = format
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        self.problems = problems
        self.labels = labels
    }
}

/// The file formats `CatalogReader` reads.
public enum CatalogFormat: String, Sendable, CaseIterable {
    /// An Xcode String Catalog (`.xcstrings`, JSON).
    case stringCatalog
    /// Apple `.strings` (old-style property list text).
    case strings
    /// Apple `.stringsdict` (XML property list of plural rules).
    case stringsdict
    /// Android `res/values*/strings.xml`.
    case androidXML
    /// gettext `.po`.
    case gettext
    /// XLIFF 1.2 (`.xliff`/`.xlf`), as Xcode exports it.
    case xliff
    /// An Interface Builder document (`.storyboard`, `.xib`): its labels, button titles and
    /// text-field placeholders, translated by `LANG.lproj/NAME.strings` beside it.
    case interfaceBuilder

    /// The format a file name says (its extension; `.xml` is Android's resources).
    public init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".xcstrings") { self = .stringCatalog }
        else if lower.hasSuffix(".strings") { self = .strings }
        else if lower.hasSuffix(".stringsdict") { self = .stringsdict }
        else if lower.hasSuffix(".xml") { self = .androidXML }
        else if lower.hasSuffix(".po") || lower.hasSuffix(".pot") { self = .gettext }
        else if lower.hasSuffix(".xliff") || lower.hasSuffix(".xlf") { self = .xliff }
        else if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { self = .interfaceBuilder }
        else { return nil }
    }
}
