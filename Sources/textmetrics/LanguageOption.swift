import Localization

/// A command-line option naming a language (`coverage --lang`, `fit --source-language`):
/// one check, `LanguageTag.canonical`, for every command that takes one.
enum LanguageOption {
    /// The value of `name` (nil when absent), a BCP 47 tag of a known language as written;
    /// a usage error otherwise.
    static func parse(_ args: inout Arguments, _ name: String) throws -> String? {
        guard let tag = try args.value(name) else { return nil }
        guard LanguageTag.canonical(tag) != nil else {
            throw UsageError("\(name): unknown language \"\(tag)\": expected a BCP 47 tag of a known language, such as ja, pt-BR or zh-Hant")
        }
        return tag
    }
}
