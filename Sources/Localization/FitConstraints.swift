import JSON
import Typesetting

/// The label box a string is checked in: its width, the Dynamic Type categories to check, and
/// the `Label` settings `fit` varies (lines, line-break mode, autoshrink, and a font chosen per
/// category). Not a description of a label in general (that is LabelHost's `LabelSpec`): a
/// check lays each string out in a `Label` built from these at each category.
public struct FitLabel: Sendable, Hashable {
    /// The font: a Dynamic Type text style, or a family at a size (scaled per category as
    /// UIFontMetrics scales a custom font: by the text style's size ratio to Large).
    public enum FontChoice: Sendable, Hashable {
        /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
        case textStyle(Font.TextStyle)
        /// A bundled or system family at a point size (at the Large category), scaled with
        /// `textStyle`'s sizes for other categories.
        case family(String, size: Double, textStyle: Font.TextStyle)
        /// A font Dynamic Type does not scale, the same size at every category: the system
        /// font (`UIFont.systemFont(ofSize:weight:)`, family nil) or a family's face of
        /// `weight` (`UIFont(name:size:)`), as an Interface Builder document sets them.
        case fixed(family: String?, size: Double, weight: Font.Weight)
    }

    /// The label's width in points (> 0).
    public var width: Double
    /// UILabel's `numberOfLines`; 0 means unlimited.
    public var numberOfLines: Int
    /// The font.
    public var font: FontChoice
    /// The Dynamic Type categories to check, each a separate check.
    public var categories: [Font.ContentSizeCategory]
    /// UILabel's `lineBreakMode`.
    public var lineBreakMode: LineBreakMode
    /// UILabel's `minimumScaleFactor` with `adjustsFontSizeToFitWidth` on when above 0;
    /// 0 means no autoshrink.
    public var minimumScaleFactor: Double

    /// A spec; the defaults are UILabel's (one line, tail truncation, no shrinking) in the
    /// body style at the largest non-accessibility category (xxxL).
    public init(width: Double, numberOfLines: Int = 1, font: FontChoice = .textStyle(.body),
                categories: [Font.ContentSizeCategory] = [.extraExtraExtraLarge],
                lineBreakMode: LineBreakMode = .byTruncatingTail, minimumScaleFactor: Double = 0) {
        self.width = width
        self.numberOfLines = numberOfLines
        self.font = font
        self.categories = categories
        self.lineBreakMode = lineBreakMode
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// Why a constraints file was rejected; `path` is the JSON path of the fault.
public struct ConstraintsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// The JSON path, e.g. `$.labels[2].widht`.
    public var path: String
    /// What is wrong there.
    public var reason: String

    /// An error at `path` of `file`.
    public init(file: String, path: String, reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(file): at \(path): \(reason)" }
}

/// Which label each key is shown in, the placeholder samples and the growth limit: the
/// constraints file of `textmetrics fit` (schema: `Schemas/fit-constraints.schema.json`).
///
/// ```json
/// { "defaults": { "width": 200, "textStyle": "body", "categories": ["L", "xxxL"] },
///   "labels": [ { "keys": ["Save changes", "settings.*"], "width": 120 },
///               { "keys": ["line-spacing-%@"], "samples": { "%@": "1.5" } } ],
///   "samples": { "integer": "1,000,000", "{name}": "Wolfgang" },
///   "growthWarningPercent": 50 }
/// ```
///
/// Samples are keyed by kind (`object`, `string`, `integer`, `float`, `character`, `hex`), by
/// a placeholder (`%1$@`, `{name}`: argument 1 however it is written) or by a conversion
/// (`%@`, `%lld`, `%f`); an entry's own `samples` come before the file's for its keys.
///
/// A key matches a label entry exactly or through a pattern with `*` (any run of
/// characters) and `?` (one); an exact key wins over patterns, a longer pattern over a
/// shorter one, and an earlier entry over a later one. Fields an entry leaves out come from
/// `defaults`, and those from the command line's.
public struct FitConstraints: Sendable {
    /// One `labels` entry: key patterns and the fields they set.
    public struct Rule: Sendable, Hashable {
        /// Exact keys or patterns with `*` and `?`.
        public var keys: [String]
        /// The fields set (nil: inherited).
        public var fields: PartialSpec
        /// Where the entry is in the file (`$.labels[i]`), for messages.
        public var path: String
        /// The entry's own placeholder samples (`labels[i].samples`), looked up before the
        /// file's (`PlaceholderSamples.substituteRecording`); nil when it sets none. Its
        /// `byKind` holds only the kinds the entry names.
        public var samples: PlaceholderSamples?

        /// An entry for `keys` setting `fields`, found at `path`, with its own `samples`.
        public init(keys: [String], fields: PartialSpec, path: String, samples: PlaceholderSamples? = nil) {
            self.keys = keys
            self.fields = fields
            self.path = path
            self.samples = samples
        }
    }

    /// Label fields, each optional; merged over the defaults.
    public struct PartialSpec: Sendable, Hashable {
        /// Width in points.
        public var width: Double?
        /// Number of lines.
        public var numberOfLines: Int?
        /// A text style.
        public var textStyle: Font.TextStyle?
        /// A font family (with `size`).
        public var fontFamily: String?
        /// The family's size at the Large category.
        public var size: Double?
        /// Categories to check.
        public var categories: [Font.ContentSizeCategory]?
        /// Line-break mode.
        public var lineBreakMode: LineBreakMode?
        /// Autoshrink minimum scale.
        public var minimumScaleFactor: Double?

        /// No fields set.
        public init() {}

        /// `base` with the fields set here replacing its own.
        public func applied(to base: FitLabel) -> FitLabel {
            var spec = base
            if let width { spec.width = width }
            if let numberOfLines { spec.numberOfLines = numberOfLines }
            let style: Font.TextStyle
            switch base.font {
            case .textStyle(let s): style = textStyle ?? s
            case .family(_, _, let s): style = textStyle ?? s
            case .fixed:
                // A fixed font stays unless the entry names a font or a text style.
                guard fontFamily != nil || textStyle != nil else { style = .body; break }
                style = textStyle ?? .body
            }
            if let fontFamily {
                let baseSize: Double? = if case .family(_, let s, _) = base.font { s } else { nil }
                spec.font = .family(fontFamily, size: size ?? baseSize ?? style.pointSize(for: .large), textStyle: style)
            } else if case .family(let f, let s, _) = base.font {
                spec.font = textStyle != nil && size == nil ? .textStyle(style) : .family(f, size: size ?? s, textStyle: style)
            } else if case .fixed = base.font, textStyle == nil {
                spec.font = base.font
            } else {
                spec.font = .textStyle(style)
            }
            if let categories { spec.categories = categories }
            if let lineBreakMode { spec.lineBreakMode = lineBreakMode }
            if let minimumScaleFactor { spec.minimumScaleFactor = minimumScaleFactor }
            return spec
        }
    }

    /// The file the constraints were read from ("constraints" when built in code).
    public var file: String = "constraints"
    /// Fields every key gets unless a rule sets them.
    public var defaults: PartialSpec
    /// The `labels` entries, in file order.
    public var rules: [Rule]
    /// Placeholder samples (worst case unless the file overrides some).
    public var samples: PlaceholderSamples
    /// A translation wider than the source by more than this percentage is a warning; nil
    /// means the command line's (or 100).
    public var growthWarningPercent: Double?

    /// Constraints with no rules: every key takes the defaults.
    public init(defaults: PartialSpec = PartialSpec(), rules: [Rule] = [], samples: PlaceholderSamples = .worstCase, growthWarningPercent: Double? = nil) {
        self.defaults = defaults
        self.rules = rules
        self.samples = samples
        self.growthWarningPercent = growthWarningPercent
    }

    /// The spec for `key`: the best rule's fields over the defaults over `base`.
    public func spec(for key: String, base: FitLabel) -> FitLabel {
        let withDefaults = defaults.applied(to: base)
        return rule(for: key).map { $0.fields.applied(to: withDefaults) } ?? withDefaults
    }

    /// The rule that decides `key`'s label, if any.
    public func rule(for key: String) -> Rule? {
        var best: (rule: Rule, rank: Int)? = nil
        for rule in rules {
            for pattern in rule.keys where FitConstraints.matches(pattern, key) {
                let isPattern = pattern.contains("*") || pattern.contains("?")
                let rank = isPattern ? pattern.count : Int.max
                if best.map({ rank > $0.rank }) ?? true { best = (rule, rank) }
            }
        }
        return best?.rule
    }

    /// Exact keys (no `*` or `?`) that name no key in `known`: typos in the file.
    public func unknownKeys(among known: Set<String>) -> [(key: String, path: String)] {
        rules.flatMap { rule in
            rule.keys.enumerated().compactMap { (i, k) in
                !(k.contains("*") || k.contains("?")) && !known.contains(k) ? (k, rule.path + ".keys[\(i)]") : nil
            }
        }
    }

    /// Glob matching: `*` any run of characters, `?` one character.
    static func matches(_ pattern: String, _ key: String) -> Bool {
        let p = Array(pattern), k = Array(key)
        var pi = 0, ki = 0, star = -1, mark = 0
        while ki < k.count {
            if pi < p.count, p[pi] == "?" || p[pi] == k[ki] { pi += 1; ki += 1 }
            else if pi < p.count, p[pi] == "*" { star = pi; mark = ki; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; ki = mark }
            else { return false }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    // MARK: Reading

    /// Reads a constraints file; every unknown field and bad value is an error at its JSON path.
    public static func read(_ bytes: [UInt8], file: String) throws(ConstraintsError) -> FitConstraints {
        let root: JSONValue
        do { root = try JSONValue.parse(bytes) } catch { throw ConstraintsError(file: file, path: "$", reason: error.message) }
        let r = Reader(file: file)
        let top = try r.object(root, "$", allowed: ["$schema", "defaults", "labels", "samples", "growthWarningPercent"])
        var constraints = FitConstraints()
        constraints.file = file
        if let d = top["defaults"] { constraints.defaults = try r.spec(d, "$.defaults", withKeys: false).1 }
        if let labels = top["labels"] {
            guard case .array(let items) = labels else { throw r.error("$.labels", "expected an array, got \(labels.summary)") }
            for (i, item) in items.enumerated() {
                let path = "$.labels[\(i)]"
                let (keys, fields) = try r.spec(item, path, withKeys: true)
                var rule = Rule(keys: keys, fields: fields, path: path)
                if case .object(let members) = item, let samples = members.first(where: { $0.key == "samples" })?.value {
                    var own = PlaceholderSamples(byKind: [:])
                    try r.samples(samples, path + ".samples", into: &own)
                    rule.samples = own
                }
                constraints.rules.append(rule)
            }
        }
        if let samples = top["samples"] { try r.samples(samples, "$.samples", into: &constraints.samples) }
        if let g = top["growthWarningPercent"] {
            constraints.growthWarningPercent = try r.number(g, "$.growthWarningPercent", above: 0)
        }
        return constraints
    }

    private struct Reader {
        let file: String
        func error(_ path: String, _ reason: String) -> ConstraintsError { ConstraintsError(file: file, path: path, reason: reason) }

        func object(_ v: JSONValue, _ path: String, allowed: [String]) throws(ConstraintsError) -> [String: JSONValue] {
            guard case .object(let members) = v else { throw error(path, "expected an object, got \(v.summary)") }
            var out: [String: JSONValue] = [:]
            for m in members {
                guard allowed.contains(m.key) else {
                    throw error(path + "." + m.key, "unknown field (allowed: \(allowed.filter { $0 != "$schema" }.joined(separator: ", ")))")
                }
                out[m.key] = m.value
            }
            return out
        }

        /// A `samples` object: each member a kind, a placeholder or a conversion, and its text.
        func samples(_ v: JSONValue, _ path: String, into samples: inout PlaceholderSamples) throws(ConstraintsError) {
            guard case .object(let members) = v else { throw error(path, "expected an object, got \(v.summary)") }
            for m in members {
                let at = "\(path)[\(JSONText.quoted(m.key))]"
                guard case .string(let text) = m.value else { throw error(at, "expected a string, got \(m.value.summary)") }
                if let kind = PlaceholderSamples.Kind(rawValue: m.key) {
                    samples.byKind[kind] = text
                } else if Placeholders.tokens(in: m.key).count == 1, case .placeholder = Placeholders.tokens(in: m.key)[0] {
                    samples.byPlaceholder[m.key] = text
                } else {
                    throw error(at, "not a placeholder kind (\(PlaceholderSamples.Kind.allCases.map(\.rawValue).joined(separator: ", "))) or a placeholder such as %@, %lld, %1$@ or {name}")
                }
            }
        }

        func number(_ v: JSONValue, _ path: String, above low: Double? = nil, atLeast: Double? = nil, atMost: Double? = nil) throws(ConstraintsError) -> Double {
            guard case .number(let n) = v else { throw error(path, "expected a number, got \(v.summary)") }
            if let low, !(n > low) { throw error(path, "must be > \(JSONText.number(low)), got \(JSONText.number(n))") }
            if let atLeast, !(n >= atLeast) { throw error(path, "must be ≥ \(JSONText.number(atLeast)), got \(JSONText.number(n))") }
            if let atMost, !(n <= atMost) { throw error(path, "must be ≤ \(JSONText.number(atMost)), got \(JSONText.number(n))") }
            return n
        }

        func string(_ v: JSONValue, _ path: String) throws(ConstraintsError) -> String {
            guard case .string(let s) = v else { throw error(path, "expected a string, got \(v.summary)") }
            return s
        }

        func spec(_ v: JSONValue, _ path: String, withKeys: Bool) throws(ConstraintsError) -> ([String], PartialSpec) {
            let fields = ["width", "numberOfLines", "textStyle", "font", "size", "categories", "lineBreakMode", "minimumScaleFactor"]
            let o = try object(v, path, allowed: (withKeys ? ["keys", "samples"] : []) + fields)
            var keys: [String] = []
            if withKeys {
                guard let k = o["keys"] else { throw error(path + ".keys", "missing: the keys or key patterns this entry applies to") }
                guard case .array(let items) = k, !items.isEmpty else { throw error(path + ".keys", "expected a non-empty array of strings, got \(k.summary)") }
                for (i, item) in items.enumerated() { keys.append(try string(item, path + ".keys[\(i)]")) }
            }
            var p = PartialSpec()
            if let w = o["width"] { p.width = try number(w, path + ".width", above: 0, atMost: 100_000) }
            if let n = o["numberOfLines"] {
                let d = try number(n, path + ".numberOfLines", atLeast: 0, atMost: 10_000)
                guard d == d.rounded() else { throw error(path + ".numberOfLines", "expected a whole number, got \(JSONText.number(d))") }
                p.numberOfLines = Int(d)
            }
            if let s = o["textStyle"] {
                let name = try string(s, path + ".textStyle")
                guard let style = Font.TextStyle(rawValue: name) else {
                    throw error(path + ".textStyle", "unknown text style \"\(name)\" (expected \(Font.TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                p.textStyle = style
            }
            if let f = o["font"] { p.fontFamily = try string(f, path + ".font") }
            if let s = o["size"] {
                guard o["font"] != nil else { throw error(path + ".size", "size needs font (text styles have their own sizes)") }
                p.size = try number(s, path + ".size", above: 0, atMost: 10_000)
            }
            if let c = o["categories"] {
                guard case .array(let items) = c, !items.isEmpty else { throw error(path + ".categories", "expected a non-empty array of categories, got \(c.summary)") }
                var categories: [Font.ContentSizeCategory] = []
                for (i, item) in items.enumerated() {
                    let name = try string(item, path + ".categories[\(i)]")
                    guard let category = Font.ContentSizeCategory(parsing: name) else {
                        throw error(path + ".categories[\(i)]", "unknown content size category \"\(name)\" (expected xS, S, M, L, xL, xxL, xxxL, AX1…AX5)")
                    }
                    categories.append(category)
                }
                p.categories = categories
            }
            if let m = o["lineBreakMode"] {
                let name = try string(m, path + ".lineBreakMode")
                guard let mode = LineBreakMode(named: name) else {
                    throw error(path + ".lineBreakMode", "unknown line-break mode \"\(name)\" (expected \(LineBreakMode.acceptedNames.joined(separator: ", ")))")
                }
                p.lineBreakMode = mode
            }
            if let m = o["minimumScaleFactor"] { p.minimumScaleFactor = try number(m, path + ".minimumScaleFactor", atLeast: 0, atMost: 1) }
            return (keys, p)
        }
    }
}

