import Foundation
import Localization
import Typesetting

/// `textmetrics fit`'s command line: the options read and checked (usage errors for anything
/// out of range), and the digest of those that change a result (a shard's run identity).
extension FitCommand {
    /// The arguments as options; usage errors for anything out of range.
    static func parse(_ arguments: [String]) throws -> Options {
        var args = Arguments(arguments)
        let json = args.flag("--json"), pseudo = args.flag("--pseudo"), all = args.flag("--all")
        let junit = try args.value("--junit"), png = try args.value("--png")
        let constraintsFile = try args.value("--constraints")
        let width = try args.double("--width")
        let lines = try args.int("--lines")
        let family = try args.value("--font")
        let size = try args.double("--size")
        let style = try textStyle(try args.value("--style"))
        let categories = try self.categories(try args.value("--category"))
        let mode = try LineBreakOption.read(&args) ?? .byTruncatingTail
        let minScale = try args.double("--min-scale")
        let growth = try args.double("--max-growth")
        let source = try LanguageOption.parse(&args, "--source-language") ?? "en"
        let jobs = try args.int("--jobs") ?? 0
        let markdown = try args.value("--markdown")
        let shard = try self.shard(try args.value("--shard"))
        let merge = args.flag("--merge")
        let onlyListed = args.flag("--only-listed")
        let paths = try args.finish()

        if merge {
            guard !paths.isEmpty else { throw UsageError("--merge needs the shards' JSON files") }
            guard json || junit != nil else { throw UsageError("--merge writes --json, --junit FILE or both") }
            guard shard == nil else { throw UsageError("--merge combines shards; it takes no --shard") }
            return Options(json: json, junit: junit, base: FitLabel(width: 1), merge: true, paths: paths)
        }
        guard !paths.isEmpty else { throw UsageError("fit needs at least one CATALOG (a file or a directory)") }
        if let width, !(width > 0) { throw UsageError("--width must be > 0 points, got \(width)") }
        if let lines, lines < 0 { throw UsageError("--lines must be 0 (unlimited) or more, got \(lines)") }
        if let size, !(size > 0 && size <= 10_000) { throw UsageError("--size must be > 0 and ≤ 10000 points, got \(size)") }
        if size != nil && family == nil { throw UsageError("--size needs --font (text styles have their own sizes)") }
        if let minScale, !(minScale >= 0 && minScale <= 1) { throw UsageError("--min-scale must be in 0…1, got \(minScale)") }
        if let growth, !(growth > 0) { throw UsageError("--max-growth must be > 0 percent, got \(growth)") }
        guard jobs >= 0 else { throw UsageError("--jobs must be 1 or more (0: one per processor), got \(jobs)") }
        if let markdown, markdown != "on", markdown != "off" {
            throw UsageError("--markdown expects on (String Catalog values as SwiftUI Markdown, the default) or off, got \"\(markdown)\"")
        }

        var constraints = FitConstraints()
        var constraintsBytes: [UInt8] = []
        if let constraintsFile {
            guard let data = FileManager.default.contents(atPath: constraintsFile) else { throw UsageError("--constraints: cannot read \(constraintsFile)") }
            do { constraints = try FitConstraints.read([UInt8](data), file: constraintsFile) } catch { throw UsageError(error.description) }
            constraintsBytes = [UInt8](data)
        }
        if onlyListed && constraintsFile == nil {
            throw UsageError("--only-listed checks the keys the constraints file lists: give --constraints FILE")
        }

        let font: FitLabel.FontChoice = family.map { .family($0, size: size ?? style.pointSize(for: .large), textStyle: style) } ?? .textStyle(style)
        let base = FitLabel(width: width ?? 1, numberOfLines: lines ?? 1, font: font, categories: categories, lineBreakMode: mode, minimumScaleFactor: minScale ?? 0)
        return Options(json: json, pseudo: pseudo, all: all, junit: junit, png: png, constraints: constraints, base: base,
                       family: family, growth: growth, source: source, jobs: jobs, shard: shard, paths: paths,
                       markdown: markdown != "off", onlyListed: onlyListed, constraintsBytes: constraintsBytes,
                       hasWidth: width != nil || constraints.defaults.width != nil)
    }

    /// The digest of the options that change a result (`FitShardRun.options`), the tool's
    /// version and the constraints file's bytes among them.
    static func optionsDigest(_ options: Options) -> String {
        var digest = FitShard.Digest()
        digest.add("textmetrics \(version)\u{0}\(String(reflecting: options.base))\u{0}\(options.growth.map { "\($0)" } ?? "-")\u{0}")
        digest.add("\(options.source)\u{0}\(options.pseudo)\u{0}\(options.markdown)\u{0}\(options.family ?? "-")\u{0}")
        if options.onlyListed { digest.add("only-listed\u{0}") }
        digest.add(options.constraintsBytes)
        return digest.hex
    }

    /// `--shard K/N` (1 ≤ K ≤ N), or `ci`: K and N from `CI_NODE_INDEX` and `CI_NODE_TOTAL`
    /// (GitLab's `parallel:` sets them, from 1).
    static func shard(_ text: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FitShard? {
        guard let text else { return nil }
        let spec: String
        if text == "ci" {
            guard let index = environment["CI_NODE_INDEX"], let total = environment["CI_NODE_TOTAL"] else {
                throw UsageError("--shard ci needs CI_NODE_INDEX and CI_NODE_TOTAL in the environment")
            }
            spec = index + "/" + total
        } else {
            spec = text
        }
        let parts = spec.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), let shard = FitShard(index: k, count: n) else {
            throw UsageError("--shard expects K/N with 1 ≤ K ≤ N ≤ \(FitShard.maximumCount) (or ci), got \"\(spec)\"")
        }
        return shard
    }

    /// `--style STYLE`: a Dynamic Type text style, body when absent.
    static func textStyle(_ name: String?) throws -> Font.TextStyle {
        guard let name else { return .body }
        guard let style = Font.TextStyle(rawValue: name) else {
            throw UsageError("--style expects \(Font.TextStyle.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(name)\"")
        }
        return style
    }

    /// `--category C[,C...]|all`: xxxL when absent.
    static func categories(_ text: String?) throws -> [Font.ContentSizeCategory] {
        guard let text else { return [.extraExtraExtraLarge] }
        var categories: [Font.ContentSizeCategory] = []
        for part in text.split(separator: ",") {
            if part == "all" { categories += Font.ContentSizeCategory.allCases; continue }
            guard let c = Font.ContentSizeCategory(parsing: String(part)) else {
                throw UsageError("--category expects xS, S, M, L, xL, xxL, xxxL, AX1…AX5 or all (comma-separated), got \"\(part)\"")
            }
            categories.append(c)
        }
        return categories
    }
}
