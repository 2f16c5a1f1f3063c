import Graphics
import Typesetting

/// One thing wrong with a string in its label.
public enum FitProblem: Sendable, Hashable, CustomStringConvertible {
    /// The text does not fit and is truncated with an ellipsis (a truncating
    /// `lineBreakMode`): `points` of text are hidden, `lines` more lines would be needed.
    case truncated(points: Double, lines: Int)
    /// The text does not fit and is cut off without an ellipsis (clipping or wrapping
    /// modes): `points` of text are hidden, `lines` more lines would be needed.
    case clipped(points: Double, lines: Int)
    /// Autoshrink would need a scale below the label's `minimumScaleFactor`.
    case shrinksBelowMinimum(required: Double, minimum: Double)
    /// Glyphs no font in the fallback chain has: the text cannot be drawn in this language.
    case missingGlyphs(Int)
    /// The text is wider than the source language's by more than the limit (a warning).
    case grows(percent: Double, limit: Double)
    /// The font or the layout failed; the message says why.
    case layoutFailed(String)

    /// Whether the problem fails the check (all but `grows`, which warns).
    public var isFailure: Bool { if case .grows = self { return false } else { return true } }

    /// Whether a problem named `name` (`FitProblem.name`) fails a check, as `isFailure` says.
    public static func isFailure(name: String) -> Bool { name != "grows" }

    private static func overflow(_ points: Double, _ lines: Int) -> String {
        var parts: [String] = []
        if points > 0 { parts.append("\(formatPoints(points)) pt too long") }
        if lines > 0 { parts.append("needs \(lines) more line\(lines == 1 ? "" : "s")") }
        return parts.isEmpty ? "cut off" : parts.joined(separator: ", ")
    }

    /// A short name: truncated, clipped, shrinks-below-minimum, missing-glyphs, grows, layout-failed.
    public var name: String {
        switch self {
        case .truncated: "truncated"
        case .clipped: "clipped"
        case .shrinksBelowMinimum: "shrinks-below-minimum"
        case .missingGlyphs: "missing-glyphs"
        case .grows: "grows"
        case .layoutFailed: "layout-failed"
        }
    }

    public var description: String {
        func pt(_ v: Double) -> String { formatPoints(v) }
        switch self {
        case .truncated(let p, let l): return "truncated: " + FitProblem.overflow(p, l)
        case .clipped(let p, let l): return "clipped: " + FitProblem.overflow(p, l)
        case .shrinksBelowMinimum(let r, let m): return "needs scale \(formatScale(r)), below minimumScaleFactor \(formatScale(m))"
        case .missingGlyphs(let n): return "\(n) missing glyph\(n == 1 ? "" : "s") (no font draws them)"
        case .grows(let p, let limit): return "\(formatScale(p))% wider than the source (limit \(formatScale(limit))%)"
        case .layoutFailed(let m): return "layout failed: \(m)"
        }
    }
}

extension Font.ContentSizeCategory {
    /// UIKit's short name: xS, S, M, L, xL, xxL, xxxL, AX1…AX5.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][Self.allCases.firstIndex(of: self)!]
    }
}

/// Points with two decimals at most ("12.5", "3.06").
package func formatPoints(_ v: Double) -> String { formatDecimal(v, places: 2) }
/// A scale or percentage with two decimals at most.
func formatScale(_ v: Double) -> String { formatDecimal(v, places: 2) }

private func formatDecimal(_ v: Double, places: Int) -> String {
    let factor = places == 2 ? 100.0 : 10.0
    let r = (v * factor).rounded() / factor
    if r == r.rounded() { return String(Int(r)) }
    var s = String(r)
    if let dot = s.firstIndex(of: "."), s.distance(from: dot, to: s.endIndex) > places + 1 {
        s = String(s[..<s.index(dot, offsetBy: places + 1)])
    }
    return s
}

/// How one string fared in its label at one Dynamic Type category.
public struct FitResult: Sendable {
    /// The string checked.
    public var string: LocalizedString
    /// The text measured: the value with its placeholders replaced by samples.
    public var text: String
    /// The label it was laid out in.
    public var spec: FitLabel
    /// The Dynamic Type category of this check.
    public var category: Font.ContentSizeCategory
    /// The font's point size at that category.
    public var pointSize: Double
    /// The text's natural single-line width, unshrunk, in points.
    public var naturalWidth: Double
    /// The lines the text needs at the label's width with no line limit.
    public var linesNeeded: Int
    /// For a label of other than one line: the height the text's lines take at the width
    /// and scale with no line limit (0 for a one-line label).
    public var neededHeight = 0.0
    /// For a label of n > 1 lines: the height of n lines of the text (the box); 0 for one
    /// line or unlimited lines. When the text has fewer lines, its last line's height stands
    /// for each missing one (a label's lines in one font are equally tall).
    public var boxHeight = 0.0
    /// The scale the label draws at (1 unless autoshrink shrinks it).
    public var scaleFactor: Double
    /// The layout's size as drawn (at `scaleFactor`), unrounded.
    public var drawnSize: Size
    /// How much wider than the source language's text, in percent (nil for the source).
    public var growthPercent: Double?
    /// What is wrong; empty when it fits.
    public var problems: [FitProblem]
    /// The sample each placeholder of the value took, in text order (empty without
    /// placeholders): what `text` was made of.
    public var samples: [PlaceholderSample] = []
    /// Whether `text` was measured as SwiftUI inline Markdown (a String Catalog value,
    /// `FitChecker.measuresMarkdown`).
    public var isMarkdown = false

    /// The outcome.
    public var status: FitStatus {
        if problems.contains(where: \.isFailure) { return .fail }
        return problems.isEmpty ? .pass : .warn
    }

    /// Points of text that do not fit (0 when it fits): the larger of the truncated or
    /// clipped overflow.
    public var overflowPoints: Double {
        problems.reduce(0) { m, p in
            switch p {
            case .truncated(let v, _), .clipped(let v, _): return max(m, v)
            default: return m
            }
        }
    }

    /// Lines beyond `numberOfLines` the text would need (0 when it fits).
    public var overflowLines: Int {
        problems.reduce(0) { m, p in
            switch p {
            case .truncated(_, let l), .clipped(_, let l): return max(m, l)
            default: return m
            }
        }
    }
}

/// Pass, warn or fail.
public enum FitStatus: String, Sendable, Hashable, Comparable {
    case pass, warn, fail

    /// pass < warn < fail.
    public static func < (a: FitStatus, b: FitStatus) -> Bool {
        let order: [FitStatus] = [.pass, .warn, .fail]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// Something that kept part of the run from being checked: a catalog that could not be
/// read, a constraint naming no key. The rest of the run is still checked.
public enum FitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A catalog file (or part of it) could not be read.
    case catalog(CatalogError)
    /// The constraints file names an exact key that no catalog has (a typo, or a removed string).
    case unknownKey(key: String, path: String, file: String)

    public var description: String {
        switch self {
        case .catalog(let e): return e.description
        case .unknownKey(let key, let path, let file): return "\(file): at \(path): no catalog has the key \"\(key)\""
        }
    }
}

/// Which results a `FitReport` keeps.
public enum FitRetention: Sendable, Hashable {
    /// Every result (what JSON and JUnit XML list).
    case all
    /// Failures and warnings; passes are only counted (`FitReport.counts`).
    case problems
}

/// How many checks, strings and languages a run covered, kept in the report or not.
public struct FitCounts: Sendable, Hashable {
    /// Checks (string × category) run.
    public var checks = 0
    /// Checks that failed.
    public var failed = 0
    /// Checks that passed with a warning.
    public var warnings = 0
    /// Distinct strings checked: key variant (context, device, array index, plural form) × language.
    public var strings = 0
    /// Distinct languages checked.
    public var languages = 0
    /// Checks that passed.
    public var passed: Int { checks - failed - warnings }

    /// No checks.
    public init() {}

    /// The counts of `results` (every result of a run).
    public init(_ results: [FitResult]) {
        for r in results { add(r.status) }
        strings = Set(results.map { $0.string.variantName + "\u{0}" + $0.string.language }).count
        languages = Set(results.map(\.string.language)).count
    }

    mutating func add(_ status: FitStatus) {
        checks += 1
        if status == .fail { failed += 1 } else if status == .warn { warnings += 1 }
    }

    mutating func add(_ other: FitCounts) {
        checks += other.checks
        failed += other.failed
        warnings += other.warnings
    }
}

/// Everything a `fit` run found, in a deterministic order: catalogs as given, strings in
/// file order, categories as listed.
public struct FitReport: Sendable {
    /// One result per string × category (with `FitRetention.problems`, only those that
    /// failed or warned).
    public var results: [FitResult]
    /// What could not be checked.
    public var errors: [FitError]
    /// The whole run's counts, including results not kept.
    public var counts: FitCounts
    /// In a sharded run (`FitChecker.shard`), the position of each result's key × variant
    /// among all of the run's (every shard's) in catalog order, so shards' results can be
    /// merged back into one run's order; empty otherwise.
    public var groupOrdinals: [Int] = []
    /// In a sharded run, the key × variant groups of the whole run (every shard's); every
    /// ordinal is below it.
    public var groupCount = 0

    /// A report of `results` (every result of the run) and `errors`.
    public init(results: [FitResult], errors: [FitError]) {
        self.init(results: results, errors: errors, counts: FitCounts(results))
    }

    /// A report that keeps `results` of a run whose totals are `counts`.
    public init(results: [FitResult], errors: [FitError], counts: FitCounts) {
        self.results = results
        self.errors = errors
        self.counts = counts
    }

    /// Results worst first: failures before warnings before passes, then by overflow
    /// points, largest first; ties keep the deterministic order.
    public var worstFirst: [FitResult] { worstFirstOrder().map { results[$0] } }

    /// The indices of `results` in `worstFirst`'s order (no copies of the results).
    package func worstFirstOrder() -> [Int] {
        let keys = results.map { ($0.status, $0.overflowPoints) }
        return results.indices.sorted { a, b in
            if keys[a].0 != keys[b].0 { return keys[a].0 > keys[b].0 }
            if keys[a].1 != keys[b].1 { return keys[a].1 > keys[b].1 }
            return a < b
        }
    }

    /// True when any check failed or anything could not be checked.
    public var failed: Bool { !errors.isEmpty || counts.failed > 0 || results.contains { $0.status == .fail } }
}
