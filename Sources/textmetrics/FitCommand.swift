import Foundation
import Localization
import LocalizationRendering
import ProcessIO
import TextRendering
import JSON
import Synchronization
import Typesetting

/// `textmetrics fit`: checks that every translation in the catalogs fits its label
/// (module Localization). Exit 1 when a check fails or a file cannot be read, 0 when all
/// pass (warnings included), 2 for usage errors.
enum FitCommand {
    /// The command line, checked.
    struct Options {
        var json = false, pseudo = false, all = false
        var junit: String?, png: String?
        var constraints = FitConstraints()
        var base: FitLabel
        var family: String?
        var growth: Double?
        var source = "en"
        var jobs = 0
        var shard: FitShard?
        var merge = false
        var paths: [String] = []
        /// `--markdown on|off`: String Catalog values measured as SwiftUI Markdown (on, default).
        var markdown = true
        /// `--only-listed`: only the keys the constraints file's entries match.
        var onlyListed = false
        /// The constraints file's bytes (part of a shard's options digest).
        var constraintsBytes: [UInt8] = []
        /// Whether a width was given (--width or the constraints' defaults); without one,
        /// only Interface Builder documents (which give their own) can be checked.
        var hasWidth = true
    }

    /// Keys read a chunk at a time from a String Catalog: enough to keep both workers busy,
    /// few enough that a chunk's strings are a small part of the run's memory.
    static let chunkKeys = 256

    static func run(_ arguments: [String]) throws {
        let options = try parse(arguments)
        if options.merge { return try FitMerge.run(options) }
        let fonts: FontCollection
        do { fonts = try FontCollection.bundled() } catch { throw CommandFailure(error.description) }
        if let family = options.family {
            do { _ = try fonts.font(family: family, size: 17) } catch { throw UsageError("--font: \(error.description)") }
        }
        let reader = CatalogReader(sourceLanguage: options.source)
        let files = try catalogFiles(options.paths)
        if !options.hasWidth, files.contains(where: { CatalogFormat(path: $0) != .interfaceBuilder }) {
            throw UsageError("fit needs the labels' width: --width W, or \"width\" in the constraints' defaults (storyboards and XIBs give their own)")
        }
        guard !files.isEmpty else { throw UsageError("no catalog files in \(options.paths.joined(separator: ", ")) (.xcstrings, .strings, .stringsdict, values*/strings.xml, .po, .xliff, .storyboard, .xib)") }
        var checker = FitChecker(base: options.base, constraints: options.constraints, growthWarningPercent: options.growth ?? 100,
                                 pseudolocalize: options.pseudo, fontCollection: fonts, sourceLanguage: options.source)
        checker.shard = options.shard
        checker.measuresMarkdown = options.markdown
        checker.onlyListed = options.onlyListed
        var report: FitReport
        var streamed = Streamed()
        var readErrors: [FitError] = []
        if files.count == 1, CatalogFormat(path: files[0]) == .stringCatalog {
            // One String Catalog: read and checked a chunk of keys at a time, never held whole.
            do {
                report = try stream(files[0], reader: reader, with: checker, options: options, streamed: &streamed)
            } catch {
                readErrors.append(.catalog(error))
                report = check([], with: checker, options: options)
            }
        } else {
            // Read every catalog; a file that cannot be read is reported and the rest checked.
            var catalogs: [Catalog] = []
            for path in files {
                do { catalogs.append(try reader.read(path)) } catch { readErrors.append(.catalog(error)) }
            }
            report = check(catalogs, with: checker, options: options)
        }
        report.errors = readErrors + report.errors
        try write(report, streamed: streamed, checker: checker, options: options)
        if report.failed { exit(1) }
    }

    /// What the output keeps: JSON and JUnit list every check, as does the table with --all;
    /// otherwise passes are only counted, which keeps a large run's memory to what it found.
    static func retention(_ options: Options) -> FitRetention {
        options.json || options.junit != nil || options.all ? .all : .problems
    }

    /// What a streamed run wrote as its results came, in place of keeping them: the table's
    /// rows, the JSON results and the JUnit test cases, each when asked for.
    struct Streamed {
        var table: FitOutput.Table?
        var json: FitJSONSpool?
        var junit: [FitOutput.JUnitCase]?
    }

    /// Checks the String Catalog at `path` as it is read, with progress on stderr. Without
    /// --png (whose contact sheets need the results) the results go straight into the
    /// outputs asked for (the table's rows, the JSON spool, the JUnit cases) and the report
    /// keeps none.
    static func stream(_ path: String, reader: CatalogReader, with checker: FitChecker, options: Options,
                       streamed: inout Streamed) throws(CatalogError) -> FitReport {
        let progress = Progress()
        var outputs = Streamed()
        if options.png == nil {
            if options.json { outputs.json = FitJSONSpool() }
            if options.junit != nil { outputs.junit = [] }
            if !options.json { outputs.table = FitOutput.Table() }
        }
        let all = options.all
        let sink: (([FitResult]) -> Void)? = options.png != nil ? nil : { results in
            for r in results {
                if all || r.status != .pass { outputs.table?.add(r) }
                outputs.json?.add(r)
                outputs.junit?.append(FitOutput.junitCase(r))
            }
        }
        let report = try checker.check(reading: { chunk throws(CatalogError) in
            try reader.read(path, chunkKeys: chunkKeys) { catalog in
                chunk([catalog])
                return true
            }
        }, jobs: options.jobs, keeping: retention(options), results: sink, progress: { done in progress.report(done, nil) })
        progress.finish(nil)
        streamed = outputs
        return report
    }

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

    /// The digest of the catalog files (`FitShardRun.catalogs`), in the order `catalogFiles`
    /// finds them: each file's name, then its bytes and length (an unreadable file adds its
    /// name alone; the run reports it). Paths are left out: CI machines check out elsewhere.
    static func catalogDigest(_ paths: [String]) throws -> String {
        var digest = FitShard.Digest()
        for file in try catalogFiles(paths) {
            digest.add((file as NSString).lastPathComponent)
            digest.add(CollectionOfOne(0))
            guard let handle = FileHandle(forReadingAtPath: file) else { continue }
            defer { try? handle.close() }
            var length = 0
            while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                digest.add(chunk)
                length += chunk.count
            }
            digest.add(String(length))
            digest.add(CollectionOfOne(0))
        }
        return digest.hex
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

    /// Checks the catalogs, with progress on stderr for large runs.
    static func check(_ catalogs: [Catalog], with checker: FitChecker, options: Options) -> FitReport {
        let progress = Progress()
        let total = Mutex(0)
        let report = checker.check(catalogs, jobs: options.jobs, keeping: retention(options)) { done, all in
            total.withLock { $0 = all }
            progress.report(done, all)
        }
        progress.finish(total.withLock { $0 })
        return report
    }

    /// Writes the JUnit file and contact sheets asked for, then the table or JSON, then the
    /// errors on stderr; from what a streamed run wrote where it did (`streamed`), else from
    /// the report's results.
    static func write(_ report: FitReport, streamed: Streamed = Streamed(), checker: FitChecker, options: Options) throws {
        if let junit = options.junit {
            let errors = report.errors.map(\.description)
            let xml = streamed.junit.map { FitOutput.junit(cases: $0, checks: report.counts.checks, failed: report.counts.failed, errors: errors) }
                ?? FitOutput.junit(report)
            do { try OutputFile.write(Array(xml.utf8), to: junit) } catch { throw CommandFailure("--junit: \(error)") }
        }
        if let png = options.png {
            do {
                let written = try ContactSheet.write(report, checker: checker, directory: png)
                for file in written { writeError("textmetrics fit: wrote \(file)") }
            } catch { throw CommandFailure("--png: \(error)") }
        }
        var out = Output()
        if options.json {
            let run = try options.shard.map { _ in try FitShardRun(catalogs: catalogDigest(options.paths), options: optionsDigest(options), groups: report.groupCount) }
            try FitOutput.json(report, shard: options.shard.map { ($0, run!) }, spool: streamed.json, into: &out)
        } else {
            if let table = streamed.table {
                table.write(counts: report.counts, errors: report.errors.count, into: &out)
            } else {
                FitOutput.table(report, all: options.all, into: &out)
            }
        }
        out.flush()
        for error in report.errors { writeError("textmetrics fit: \(TerminalText.visible(error.description))") }
    }

    /// The catalog files named: files as given, directories searched (sorted) for every
    /// format the reader knows (Android resources only as `values*/strings.xml`; a `.strings`
    /// file that translates a storyboard or XIB found there is read with it, not alone).
    static func catalogFiles(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                files.append(path)   // the reader reports it
                continue
            }
            guard isDirectory.boolValue else { files.append(path); continue }
            let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
            for relative in found {
                let full = (path as NSString).appendingPathComponent(relative)
                guard let format = CatalogFormat(path: full) else { continue }
                if format == .androidXML {
                    let url = URL(fileURLWithPath: full)
                    guard url.lastPathComponent == "strings.xml", url.deletingLastPathComponent().lastPathComponent.hasPrefix("values") else { continue }
                }
                files.append(full)
            }
        }
        let translations = Set(files.filter { CatalogFormat(path: $0) == .interfaceBuilder }.flatMap {
            CatalogReader.interfaceBuilderTranslations(of: $0).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        })
        if !translations.isEmpty {
            files.removeAll { CatalogFormat(path: $0) == .strings && translations.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        }
        return files
    }

    /// "checked N/M keys" on stderr at most every 2 s, for runs of 100 keys or more.
    final class Progress: Sendable {
        private let state = Mutex<(last: Double, shown: Bool)>((Date().timeIntervalSince1970, false))

        func report(_ done: Int, _ total: Int?) {
            guard total ?? 100 >= 100 else { return }
            let now = Date().timeIntervalSince1970
            let show = state.withLock { s -> Bool in
                guard now - s.last >= 2 else { return false }
                s.last = now
                s.shown = true
                return true
            }
            if show { writeError("textmetrics fit: checked \(done)\(total.map { "/\($0)" } ?? "") keys") }
        }

        /// A last "checked M/M keys" when progress was shown (nothing when the total is not known).
        func finish(_ total: Int?) {
            if let total, state.withLock({ $0.shown }) { writeError("textmetrics fit: checked \(total)/\(total) keys") }
        }
    }
}

/// The table, JSON and JUnit XML of a fit report.
enum FitOutput {
    static func category(_ c: Font.ContentSizeCategory) -> String { c.shortName }

    /// Two decimals, e.g. 46.14, 0.80 (no Foundation formatting: tables have many rows).
    static func points(_ v: Double) -> String {
        let hundredths = Int((abs(v) * 100).rounded())
        let fraction = hundredths % 100
        return (v < 0 && hundredths != 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// `points(v)` without a ".00" ending: 200 rather than 200.00.
    static func wholePoints(_ v: Double) -> String {
        let text = points(v)
        return text.hasSuffix(".00") ? String(text.dropLast(3)) : text
    }

    /// Failures and warnings worst first (all results with `all`), then a summary line.
    static func table(_ report: FitReport, all: Bool, into out: inout Output) {
        var table = Table(showsBaseText: report.results.contains { $0.string.baseText != nil })
        for r in report.results where all || r.status != .pass { table.add(r) }
        table.write(counts: report.counts, errors: report.errors.count, into: &out)
    }

    /// The table's rows, each formatted once as it comes and kept as one string (a large run
    /// has as many rows as it has problems; its results need not be kept for the table).
    struct Table {
        static let header = ["STATUS", "LANG", "KEY", "SIZE", "BOX", "NEEDS", "OVERFLOW", "PROBLEM"]
        /// With `showsBaseText` (an Interface Builder document among the inputs), a column of
        /// each object's base text follows KEY.
        let showsBaseText: Bool
        let header: [String]
        /// Cells are joined by U+001F, which `TerminalText.visible` never leaves in a cell.
        static let separator = "\u{1F}"
        struct Row { var status: FitStatus; var overflow: Double; var cells: String }
        var rows: [Row] = []
        var widths: [Int]

        /// An empty table; `showsBaseText` adds the BASE column.
        init(showsBaseText: Bool = false) {
            self.showsBaseText = showsBaseText
            header = showsBaseText ? Array(Self.header[..<3]) + ["BASE"] + Self.header[3...] : Self.header
            widths = header.map(\.count)
        }

        mutating func add(_ r: FitResult) {
            var cells = FitOutput.cells(r)
            if showsBaseText { cells.insert(FitOutput.keyCell(r.string.baseText ?? ""), at: 3) }
            for (column, c) in cells.enumerated() { widths[column] = max(widths[column], FitOutput.characterCount(c)) }
            rows.append(Row(status: r.status, overflow: r.overflowPoints, cells: cells.joined(separator: Self.separator)))
        }

        /// The rows worst first (failures, then by overflow, then in run order), then the summary.
        func write(counts c: FitCounts, errors: Int, into out: inout Output) {
            let order = rows.indices.sorted { a, b in
                if rows[a].status != rows[b].status { return rows[a].status > rows[b].status }
                if rows[a].overflow != rows[b].overflow { return rows[a].overflow > rows[b].overflow }
                return a < b
            }
            // Each cell padded to its column's width (but the last), two spaces between
            // columns: a row's cells are split at U+001F (one byte in UTF-8, never inside
            // another character, and a grapheme boundary on both sides as a control) and
            // counted as `characterCount` counts them.
            var bytes: [UInt8] = []
            func line(_ cells: String) -> String {
                bytes.removeAll(keepingCapacity: true)
                var cells = cells
                cells.withUTF8 { raw in
                    var column = 0, start = 0
                    while true {
                        let end = raw[start...].firstIndex(of: 0x1F) ?? raw.count
                        if column > 0 { bytes.append(0x20); bytes.append(0x20) }
                        bytes.append(contentsOf: raw[start..<end])
                        if end == raw.count { break }
                        let cell = raw[start..<end]
                        let count = FitOutput.simpleCharacterCount(cell) ?? String(decoding: cell, as: UTF8.self).count
                        bytes.append(contentsOf: repeatElement(0x20, count: widths[column] - count))
                        (column, start) = (column + 1, end + 1)
                    }
                }
                return String(decoding: bytes, as: UTF8.self)
            }
            if !rows.isEmpty {
                out.line(line(header.joined(separator: Self.separator)))
                for i in order { out.line(line(rows[i].cells)) }
                out.line("")
            }
            func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
            out.line("\(count(c.checks, "check")) of \(count(c.strings, "string")) in \(count(c.languages, "language")): \(c.failed) failed, \(c.warnings) warnings, \(c.passed) passed" + (errors == 0 ? "" : "; \(errors) error\(errors == 1 ? "" : "s") (on stderr)"))
        }
    }

    /// `text.count` (its characters, the grapheme clusters a terminal gives a column each), fast
    /// for text below U+0300 and without CR: there every scalar is a character (UAX #29 joins
    /// nothing below U+0300 but CR LF), so the count is that of the UTF-8 bytes that start a
    /// scalar. Other text is counted by the standard library.
    static func characterCount(_ text: String) -> Int {
        let fast = text.utf8.withContiguousStorageIfAvailable { simpleCharacterCount($0[...]) }
        return (fast ?? nil) ?? text.count
    }

    /// The characters of the UTF-8 `bytes` when every scalar is below U+0300 and none is CR
    /// (`characterCount`'s fast case: the bytes that start a scalar), else nil.
    static func simpleCharacterCount(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var scalars = 0
        for byte in bytes {
            // 0xCC and above lead a scalar at U+0300 or above.
            if byte >= 0xCC || byte == 0x0D { return nil }
            if byte & 0xC0 != 0x80 { scalars += 1 }
        }
        return scalars
    }

    /// A key as its table cell, whole (the column grows to the longest): as written when it
    /// has no white space, quote, backslash or control character, else in double quotes with
    /// `\` and `"` escaped and control characters as `\u{1B}`, so the cell is one field that
    /// reads back exactly (`unquotedKey`).
    static func keyCell(_ key: String) -> String {
        let plain = !key.isEmpty && !key.unicodeScalars.contains { s in
            s.properties.isWhitespace || s == "\"" || s == "\\" || s.value < 0x20 || (0x7F...0x9F).contains(s.value)
        }
        if plain { return key }
        var out = "\""
        for s in key.unicodeScalars {
            switch s {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out += TerminalText.visible(String(s))
            }
        }
        return out + "\""
    }

    /// Points without trailing zeros: 61.5, 41, 3.06.
    static func shortPoints(_ v: Double) -> String {
        var text = points(v)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// What the text needs: its natural width for a one-line label; for more lines, the lines
    /// and height needed against the box ("3 of 2 lines, 61.5 of 41 pt"), or for unlimited
    /// lines, the lines and height ("3 lines, 61.5 pt").
    static func needs(_ r: FitResult) -> String {
        switch r.spec.numberOfLines {
        case 1: return points(r.naturalWidth)
        case 0: return "\(r.linesNeeded) line\(r.linesNeeded == 1 ? "" : "s"), \(shortPoints(r.neededHeight)) pt"
        case let n: return "\(r.linesNeeded) of \(n) lines, \(shortPoints(r.neededHeight)) of \(shortPoints(r.boxHeight)) pt"
        }
    }

    /// A result's table cells: status, language, key (whole, `keyCell`), size, box, what the
    /// text needs (`needs`), overflow, problems.
    static func cells(_ r: FitResult) -> [String] {
        let box = "\(wholePoints(r.spec.width))×\(r.spec.numberOfLines == 0 ? "∞" : String(r.spec.numberOfLines))"
        let overflow = r.overflowPoints > 0 ? "\(points(r.overflowPoints)) pt" + (r.overflowLines > 0 ? " +\(r.overflowLines) ln" : "") : ""
        let problems = r.problems.isEmpty ? "fits" + (r.scaleFactor < 1 ? " at scale \(points(r.scaleFactor))" : "") : r.problems.map(\.description).joined(separator: "; ")
        let status = switch r.status { case .fail: "FAIL"; case .warn: "WARN"; case .pass: "PASS" }
        return [status, TerminalText.visible(r.string.language), keyCell(r.string.variantName), "\(category(r.category)) \(wholePoints(r.pointSize))pt", box, needs(r), overflow, TerminalText.visible(problems)]
    }

    /// The report as one line of JSON, `{"summary":…,"results":[…],"errors":[…]}`, written a
    /// result at a time (a tree of every result would hold the run twice over).
    /// A shard's report also has a `"shard"` member (`FitShardFile.member`: the part, the run's
    /// identity, a digest of the results, and each result's key × variant position in the whole
    /// run), which `--merge` reads to check the file and restore the order.
    /// With `spool`, the results are the spool's (a streamed run's report keeps none).
    static func json(_ report: FitReport, shard: (FitShard, FitShardRun)? = nil, spool: FitJSONSpool? = nil, into out: inout Output) throws {
        let c = report.counts
        let summary = (c.checks, c.failed, c.warnings, c.passed), errors = report.errors.map(\.description)
        var digest = FitShard.Digest()
        let shardMember = { (digest: FitShard.Digest) -> JSONValue? in
            shard.map { FitShardFile.member(shard: $0.0, run: $0.1, results: digest, ordinals: report.groupOrdinals, errors: errors) }
        }
        if let spool {
            try json(summary: summary, errors: errors, into: &out) { out throws in
                try spool.write(after: &out)
                return shardMember(spool.digest)
            }
        } else {
            json(summary: summary, errors: errors, into: &out) { out in
                for (i, r) in report.results.enumerated() {
                    let text = json(r).serialized()
                    if shard != nil { FitShardFile.add(result: text, to: &digest) }
                    out.text((i == 0 ? "" : ",") + text)
                }
                return shardMember(digest)
            }
        }
    }

    /// `{"summary":…,"results":[…],"errors":[…]}`, on one line.
    static func json(summary c: (checks: Int, failed: Int, warnings: Int, passed: Int), results: some Sequence<JSONValue>, errors: [String],
                     into out: inout Output) {
        json(summary: c, errors: errors, into: &out) { out in
            for (i, r) in results.enumerated() { out.text((i == 0 ? "" : ",") + r.serialized()) }
            return nil
        }
    }

    /// The report's JSON around results that `writeResults` writes (comma-separated objects);
    /// it returns the `"shard"` member to end with, if any (known once the results are written).
    static func json(summary c: (checks: Int, failed: Int, warnings: Int, passed: Int), errors: [String],
                     into out: inout Output, results writeResults: (inout Output) throws -> JSONValue?) rethrows {
        let summary: JSONValue = .fields([("checks", .int(c.checks)), ("failed", .int(c.failed)), ("warnings", .int(c.warnings)),
                                          ("passed", .int(c.passed)), ("errors", .int(errors.count))])
        out.text("{\"summary\":" + summary.serialized() + ",\"results\":[")
        let shard = try writeResults(&out)
        out.text("],\"errors\":" + JSONValue.array(errors.map { .string($0) }).serialized())
        out.line((shard.map { ",\"shard\":" + $0.serialized() } ?? "") + "}")
    }

    /// One result's JSON object.
    static func json(_ r: FitResult) -> JSONValue {
        func optional(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
        let s = r.string
        let font: JSONValue
        switch r.spec.font {
        case .textStyle(let style): font = .fields([("textStyle", .string(style.rawValue))])
        case .family(let f, let size, let style): font = .fields([("family", .string(f)), ("size", .number(size)), ("textStyle", .string(style.rawValue))])
        case .fixed(let f, let size, let weight):
            font = .fields([("family", .string(f ?? "system")), ("size", .number(size)), ("weight", .number(weight.value))])
        }
        return .fields([
            ("key", .string(s.key)), ("language", .string(s.language)), ("pluralForm", optional(s.pluralForm)),
            ("device", optional(s.device)), ("arrayIndex", s.arrayIndex.map { .int($0) } ?? .null), ("context", optional(s.context)),
            ("state", optional(s.state)), ("file", .string(s.location.file)), ("line", s.location.line.map { .int($0) } ?? .null),
            ("baseText", optional(s.baseText)), ("text", .string(r.text)), ("category", .string(category(r.category))), ("pointSize", .number(r.pointSize)),
            ("label", .fields([("width", .number(r.spec.width)), ("numberOfLines", .int(r.spec.numberOfLines)), ("font", font),
                               ("lineBreakMode", .string(r.spec.lineBreakMode.rawValue)), ("minimumScaleFactor", .number(r.spec.minimumScaleFactor))])),
            ("status", .string(r.status.rawValue)), ("naturalWidth", .number(r.naturalWidth)), ("linesNeeded", .int(r.linesNeeded)),
            ("scaleFactor", .number(r.scaleFactor)), ("overflowPoints", .number(r.overflowPoints)), ("overflowLines", .int(r.overflowLines)),
            ("growthPercent", r.growthPercent.map { .number($0) } ?? .null),
            ("samples", .array(r.samples.map { p in
                .fields([("placeholder", .string(p.placeholder)), ("argument", p.argument.map { .int($0) } ?? .null),
                         ("sample", .string(p.sample)), ("from", .string(p.origin.rawValue))])
            })),
            ("problems", .array(r.problems.map { p in .fields([("kind", .string(p.name)), ("message", .string(p.description))]) })),
        ])
    }

    /// One JUnit test case: a string × category.
    struct JUnitCase {
        var language: String
        var file: String
        var name: String
        var status: FitStatus
        /// The first failure's kind, and every failure's message joined.
        var failureType = "", failureMessage = ""
        /// The text checked (in a failure).
        var text = ""
        /// Every problem's message joined (a warning's system-out).
        var problems = ""
    }

    /// A result as a JUnit test case.
    static func junitCase(_ r: FitResult) -> JUnitCase {
        let failures = r.problems.filter(\.isFailure)
        return JUnitCase(language: r.string.language, file: r.string.location.file, name: "\(r.string.variantName) [\(category(r.category))]",
                         status: r.status, failureType: failures.first?.name ?? "", failureMessage: failures.map(\.description).joined(separator: "; "),
                         text: r.text, problems: r.problems.map(\.description).joined(separator: "; "))
    }

    /// JUnit XML: a test suite a language, a test case a string × category; failures carry
    /// the problems, warnings go to `system-out`; unreadable files are an "errors" suite.
    static func junit(_ report: FitReport) -> String {
        junit(cases: report.results.lazy.map(junitCase), checks: report.counts.checks, failed: report.counts.failed, errors: report.errors.map(\.description))
    }

    /// The JUnit XML of `cases` (in run order), with the run's counts and errors.
    static func junit(cases: some Collection<JUnitCase>, checks: Int, failed failures: Int, errors: [String]) -> String {
        var languages: [String] = []
        var byLanguage: [String: [JUnitCase]] = [:]
        for c in cases {
            if byLanguage[c.language] == nil { languages.append(c.language) }
            byLanguage[c.language, default: []].append(c)
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"textmetrics fit\" tests=\"\(checks + errors.count)\" failures=\"\(failures)\" errors=\"\(errors.count)\">"]
        for language in languages {
            let results = byLanguage.removeValue(forKey: language)!
            lines.append("  <testsuite name=\"\(MarkupEscaping.escaped(language))\" tests=\"\(results.count)\" failures=\"\(results.filter { $0.status == .fail }.count)\" errors=\"0\">")
            for r in results {
                let open = "    <testcase classname=\"\(MarkupEscaping.escaped(r.file))\" name=\"\(MarkupEscaping.escaped(r.name))\""
                switch r.status {
                case .pass: lines.append(open + "/>")
                case .fail:
                    lines.append(open + ">")
                    lines.append("      <failure type=\"\(MarkupEscaping.escaped(r.failureType))\" message=\"\(MarkupEscaping.escaped(r.failureMessage))\">\(MarkupEscaping.escaped(r.text))</failure>")
                    lines.append("    </testcase>")
                case .warn:
                    lines.append(open + ">")
                    lines.append("      <system-out>\(MarkupEscaping.escaped(r.problems))</system-out>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        if !errors.isEmpty {
            lines.append("  <testsuite name=\"errors\" tests=\"\(errors.count)\" failures=\"0\" errors=\"\(errors.count)\">")
            for (i, e) in errors.enumerated() {
                lines.append("    <testcase classname=\"input\" name=\"error \(i + 1)\"><error message=\"\(MarkupEscaping.escaped(e))\"/></testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
