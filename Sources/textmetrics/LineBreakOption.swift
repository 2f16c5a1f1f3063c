import Typesetting

/// The one line-break vocabulary of `measure`, `render --text` and `fit`: `--line-break MODE`
/// with NSLineBreakMode's names with or without the `by` (`truncatingTail` or
/// `byTruncatingTail`; `LineBreakMode(named:)`, the one reader of these names everywhere).
/// Older spellings stay as aliases:
/// `--line-break word|char|clip|head|tail|middle` and `measure`'s `--wrap word|char|clip` and
/// `--truncate head|middle|tail` (a truncation wraps words and truncates the last line).
enum LineBreakOption {
    /// The short mode names, in NSLineBreakMode's order (each also accepted with `by`).
    static let names: [String] = LineBreakMode.allCases.map(\.shortName)
    /// The short aliases, as `fit --line-break` and `--wrap`/`--truncate` spelled them.
    static let aliases: [String: LineBreakMode] = [
        "word": .byWordWrapping, "char": .byCharWrapping, "clip": .byClipping,
        "head": .byTruncatingHead, "tail": .byTruncatingTail, "middle": .byTruncatingMiddle,
    ]

    /// The synopsis of the option, e.g. for help texts.
    static let synopsis = "--line-break " + names.joined(separator: "|")

    /// The mode `text` names (a name, its `by…` form, or a short alias), or nil.
    static func mode(named text: String) -> LineBreakMode? {
        LineBreakMode(named: text) ?? aliases[text]
    }

    /// `--line-break MODE`, or the aliases `--wrap word|char|clip` and `--truncate
    /// head|middle|tail`; nil when none is given. Giving two of them is a usage error.
    static func read(_ args: inout Arguments) throws -> LineBreakMode? {
        let lineBreak = try args.value("--line-break")
        let wrap = try args.value("--wrap")
        let truncate = try args.value("--truncate")
        let given = [("--line-break", lineBreak), ("--wrap", wrap), ("--truncate", truncate)].filter { $0.1 != nil }
        if given.count > 1 {
            throw UsageError("\(given.map(\.0).joined(separator: " and ")) cannot be combined; give one --line-break MODE")
        }
        if let lineBreak {
            guard let mode = mode(named: lineBreak) else {
                throw UsageError("--line-break expects \(names.joined(separator: ", ")) (each also with by: byTruncatingTail), got \"\(lineBreak)\"")
            }
            return mode
        }
        if let wrap {
            guard let mode = aliases[wrap], !mode.isTruncating else {
                throw UsageError("--wrap expects word, char or clip, got \"\(wrap)\"")
            }
            return mode
        }
        if let truncate {
            guard let mode = aliases[truncate], mode.isTruncating else {
                throw UsageError("--truncate expects head, middle or tail, got \"\(truncate)\"")
            }
            return mode
        }
        return nil
    }
}
