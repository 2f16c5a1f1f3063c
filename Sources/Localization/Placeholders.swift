/// Format placeholders in localized text and the sample values that replace them before
/// measuring: printf-style (`%@`, `%d`, `%1$@`, `%lld`, `%.2f`, `%s`, `%%`), Xcode's `%arg`
/// and brace-named ones (`{name}`, as ICU MessageFormat, Android's and Flutter's tools
/// write them).
public struct PlaceholderSamples: Sendable, Hashable {
    /// What a placeholder stands for.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `%@` (an object's description, usually a string).
        case object
        /// `%s`, `%S`, and `{name}`.
        case string
        /// `%d`, `%i`, `%u`, `%ld`, `%lld`, `%zd`, Xcode's `%arg`…
        case integer
        /// `%f`, `%e`, `%g`, `%a` and their upper-case forms.
        case float
        /// `%c`, `%C`.
        case character
        /// `%x`, `%X`, `%o`, `%p`.
        case hex
    }

    /// The sample per kind. The defaults are the longest plausible values (worst case):
    /// a long double-barrelled name for strings, seven digits with grouping for integers.
    public var byKind: [Kind: String]
    /// Samples for exact placeholder texts (e.g. `{count}` or `%1$@`); they win over `byKind`.
    public var byPlaceholder: [String: String]

    /// The worst-case defaults.
    public static let worstCase = PlaceholderSamples(byKind: [
        .object: "Maximilian Alexander Montgomery-Smith",
        .string: "Maximilian Alexander Montgomery-Smith",
        .integer: "8,888,888",
        .float: "8,888,888.88",
        .character: "W",
        .hex: "ffffffff",
    ], byPlaceholder: [:])

    /// Samples by kind and by exact placeholder.
    public init(byKind: [Kind: String], byPlaceholder: [String: String] = [:]) {
        self.byKind = byKind
        self.byPlaceholder = byPlaceholder
    }

    /// `text` with every placeholder replaced by its sample and `%%` by `%`. For a plural
    /// variant in `language`, integer placeholders take a number of the form's CLDR category:
    /// the first integer sample CLDR's plural rules list for it (Russian "few" → 2, Arabic
    /// "many" → 11, French "many" → 1000000), or 0, 1, 2 for zero, one, two in a language the
    /// table lacks;
    /// "other" and index-named gettext forms take the integer sample.
    public func substitute(_ text: String, pluralForm: String? = nil, language: String? = nil) -> String {
        // Most strings have no placeholder: keep the string itself (no copy a check).
        guard text.utf8.contains(UInt8(ascii: "%")) || text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var out = ""
        for token in Placeholders.tokens(in: text) {
            switch token {
            case .literal(let s): out += s
            case .placeholder(let raw, let kind):
                if let exact = byPlaceholder[raw] { out += exact; continue }
                if kind == .integer, let form = pluralForm, let n = PluralRules.sample(for: form, language: language) { out += String(n); continue }
                out += byKind[kind] ?? PlaceholderSamples.worstCase.byKind[kind]!
            }
        }
        return out
    }
}

/// The placeholder scanner.
enum Placeholders {
    enum Token: Equatable {
        case literal(String)
        case placeholder(String, PlaceholderSamples.Kind)
    }

    static func tokens(in text: String) -> [Token] {
        let s = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var literal = String.UnicodeScalarView()
        // The scalars from `pending` to the current one are literal text not yet in `literal`:
        // they are appended a stretch at a time, not one by one.
        var pending = 0
        func take(upTo end: Int) {
            if end > pending { literal.append(contentsOf: s[pending..<end]) }
        }
        func flush() { if !literal.isEmpty { tokens.append(.literal(String(literal))); literal = .init() } }
        var i = 0
        while i < s.count {
            if s[i] == "%" {
                if i + 1 < s.count, s[i + 1] == "%" {
                    take(upTo: i + 1)  // one "%" of the two
                    i += 2
                    pending = i
                    continue
                }
                if let (end, kind) = printfSpecifier(s, from: i) {
                    take(upTo: i)
                    flush()
                    tokens.append(.placeholder(String(String.UnicodeScalarView(s[i..<end])), kind))
                    i = end
                    pending = i
                    continue
                }
            }
            if s[i] == "{", let end = s[(i + 1)...].firstIndex(of: "}"), end > i + 1,
               s[i + 1..<end].allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }) {
                take(upTo: i)
                flush()
                tokens.append(.placeholder(String(String.UnicodeScalarView(s[i...end])), .string))
                i = end + 1
                pending = i
                continue
            }
            i += 1
        }
        take(upTo: s.count)
        flush()
        return tokens
    }

    /// `%[n$][flags][width][.precision][length]conversion` starting at `start` (a `%`):
    /// the index after it and its kind, or nil when it is not one.
    static func printfSpecifier(_ s: [Unicode.Scalar], from start: Int) -> (Int, PlaceholderSamples.Kind)? {
        var i = start + 1
        func digits() { while i < s.count, ("0"..."9").contains(s[i]) { i += 1 } }
        // Xcode's String Catalog substitutions refer to their argument as %arg.
        if i + 2 < s.count, s[i] == "a", s[i + 1] == "r", s[i + 2] == "g" { return (i + 3, .integer) }
        let positional = i
        digits()
        if i < s.count, s[i] == "$", i > positional { i += 1 } else { i = positional }
        // The space flag is left out: "100% sure" is a percent sign, not "% s".
        while i < s.count, "-+#0'".unicodeScalars.contains(s[i]) { i += 1 }
        if i < s.count, s[i] == "*" { i += 1 } else { digits() }
        if i < s.count, s[i] == "." { i += 1; if i < s.count, s[i] == "*" { i += 1 } else { digits() } }
        // Length modifiers: hh, ll, h, l, q, L, z, t, j (the two-letter ones first).
        if i + 1 < s.count, s[i] == "h" || s[i] == "l", s[i + 1] == s[i] {
            i += 2
        } else if i < s.count, "hlqLztj".unicodeScalars.contains(s[i]) {
            i += 1
        }
        guard i < s.count else { return nil }
        let kind: PlaceholderSamples.Kind
        switch s[i] {
        case "@": kind = .object
        case "s", "S": kind = .string
        case "d", "i", "u", "D", "U": kind = .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": kind = .float
        case "c", "C": kind = .character
        case "x", "X", "o", "O", "p": kind = .hex
        default: return nil
        }
        return (i + 1, kind)
    }
}
