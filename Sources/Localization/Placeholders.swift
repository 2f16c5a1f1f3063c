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
        substituteRecording(text, pluralForm: pluralForm, language: language).text
    }

    /// `substitute(_:pluralForm:language:)`, with `key`'s own samples (a constraints file's
    /// label entry, `FitConstraints.Rule.samples`) before these, and the sample each
    /// placeholder took, in text order.
    ///
    /// A placeholder's sample is, first found: `key`'s, then these, each looked up by the
    /// argument (`%2$@` names argument 2 whether the text writes `%2$@` or a second plain
    /// `%@`, so a translation that reorders its arguments keeps their samples), by the exact
    /// placeholder text (`%1$@`, `{name}`), by the conversion without its position (`%@`,
    /// `%lld`, `%.1f`); then, for an integer in a plural variant, the form's CLDR number;
    /// then `key`'s, these and the defaults' sample for the kind.
    public func substituteRecording(_ text: String, pluralForm: String? = nil, language: String? = nil,
                                    key: PlaceholderSamples? = nil) -> (text: String, samples: [PlaceholderSample]) {
        // Most strings have no placeholder: keep the string itself (no copy a check).
        guard text.utf8.contains(UInt8(ascii: "%")) || text.utf8.contains(UInt8(ascii: "{")) else { return (text, []) }
        var out = ""
        var used: [PlaceholderSample] = []
        var sequential = 0
        for token in Placeholders.tokens(in: text) {
            switch token {
            case .literal(let s): out += s
            case .placeholder(let raw, let kind):
                var names = [raw]
                var argument: Int? = nil
                if raw.hasPrefix("%"), raw != "%arg" {
                    let (position, conversion) = Placeholders.position(of: raw)
                    if let position { argument = position } else { sequential += 1; argument = sequential }
                    names = ["%\(argument!)$" + conversion.dropFirst(), raw, conversion]
                }
                func record(_ sample: String, _ origin: PlaceholderSample.Origin) {
                    out += sample
                    used.append(PlaceholderSample(placeholder: raw, argument: argument, sample: sample, origin: origin))
                }
                if let key, let found = names.lazy.compactMap({ key.byPlaceholder[$0] }).first { record(found, .key); continue }
                if let found = names.lazy.compactMap({ byPlaceholder[$0] }).first { record(found, .file); continue }
                if kind == .integer, let form = pluralForm, let n = PluralRules.sample(for: form, language: language) {
                    record(String(n), .pluralForm)
                    continue
                }
                if let found = key?.byKind[kind] { record(found, .key); continue }
                let fallback = PlaceholderSamples.worstCase.byKind[kind]!
                let found = byKind[kind] ?? fallback
                record(found, found == fallback ? .default : .file)
            }
        }
        return (out, used)
    }
}

/// The sample one placeholder took in a checked text (`FitResult.samples`).
public struct PlaceholderSample: Sendable, Hashable {
    /// Where a sample came from.
    public enum Origin: String, Sendable, Hashable {
        /// The label entry of the key (`labels[i].samples` in the constraints file).
        case key
        /// The constraints file's top-level `samples`.
        case file
        /// A plural variant's CLDR number for its form.
        case pluralForm
        /// The built-in default for the placeholder's kind (`PlaceholderSamples.worstCase`).
        case `default`
    }

    /// The placeholder as written (`%1$@`, `%lld`, `{name}`).
    public var placeholder: String
    /// The printf argument it stands for (1-based; nil for `{name}` and `%arg`).
    public var argument: Int?
    /// The text that replaced it.
    public var sample: String
    /// Where the sample came from.
    public var origin: Origin

    /// A placeholder's sample.
    public init(placeholder: String, argument: Int?, sample: String, origin: Origin) {
        self.placeholder = placeholder
        self.argument = argument
        self.sample = sample
        self.origin = origin
    }
}

/// The placeholder scanner.
enum Placeholders {
    enum Token: Equatable {
        case literal(String)
        case placeholder(String, PlaceholderSamples.Kind)
    }

    /// A printf placeholder's argument position (`%2$@` → 2; nil when it has none) and the
    /// placeholder without it (`%@`).
    static func position(of raw: String) -> (Int?, String) {
        let body = raw.utf8.dropFirst()
        guard let dollar = body.firstIndex(of: UInt8(ascii: "$")), dollar > body.startIndex,
              body[..<dollar].allSatisfy({ (0x30...0x39).contains($0) }),
              let n = Int(String(decoding: body[..<dollar], as: UTF8.self)), n > 0 else { return (nil, raw) }
        return (n, "%" + String(decoding: body[body.index(after: dollar)...], as: UTF8.self))
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
