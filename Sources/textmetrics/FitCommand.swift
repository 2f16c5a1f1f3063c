import Foundation
import Localization
import LocalizationRendering
import ProcessIO
import TextRendering
import Synchronization
import Typesetting

/// `textmetrics fit`: checks that every translation in the catalogs fits its label
/// (module Localization). Exit 1 when a check fails or a file cannot be read, 0 when all
/// pass (warnings included), 2 for usage errors. The command parses its options and wires
/// the checker (`FitChecker`) to the report's writer (`FitReportWriter`), which formats the
/// table, JSON and JUnit XML; progress and errors go to stderr.
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
        let files = CatalogReader.catalogFiles(in: options.paths)
        if !options.hasWidth, files.contains(where: { CatalogFormat(path: $0) != .interfaceBuilder }) {
            throw UsageError("fit needs the labels' width: --width W, or \"width\" in the constraints' defaults (storyboards and XIBs give their own)")
        }
        guard !files.isEmpty else { throw UsageError("no catalog files in \(options.paths.joined(separator: ", ")) (.xcstrings, .strings, .stringsdict, values*/strings.xml, .po, .xliff, .storyboard, .xib)") }
        var checker = FitChecker(base: options.base, constraints: options.constraints, growthWarningPercent: options.growth ?? 100,
                                 pseudolocalize: options.pseudo, fontCollection: fonts, sourceLanguage: options.source)
        checker.shard = options.shard
        checker.measuresMarkdown = options.markdown
        checker.onlyListed = options.onlyListed
        var formats: FitReportWriter.Formats = options.json ? .json : .table
        if options.junit != nil { formats.insert(.junit) }
        let writer = FitReportWriter(formats: formats, includingPasses: options.all)
        var report: FitReport
        var readErrors: [FitError] = []
        let progress = Progress()
        if files.count == 1, CatalogFormat(path: files[0]) == .stringCatalog {
            // One String Catalog: read and checked a chunk of keys at a time, never held whole.
            // Without --png (whose contact sheets need the results) the results go straight
            // to the writer and the report keeps none.
            do {
                report = try checker.check(stringCatalogAt: files[0], reader: reader, chunkKeys: chunkKeys, jobs: options.jobs,
                                           keeping: writer.retention, writer: options.png == nil ? writer : nil,
                                           progress: { done in progress.report(done, nil) })
                progress.finish(nil)
            } catch {
                readErrors.append(.catalog(error))
                report = check([], with: checker, options: options, retention: writer.retention)
            }
        } else {
            // Read every catalog; a file that cannot be read is reported and the rest checked.
            var catalogs: [Catalog] = []
            for path in files {
                do { catalogs.append(try reader.read(path)) } catch { readErrors.append(.catalog(error)) }
            }
            report = check(catalogs, with: checker, options: options, retention: writer.retention)
        }
        report.errors = readErrors + report.errors
        try write(report, with: writer, checker: checker, files: files, options: options)
        if report.failed { exit(1) }
    }

    /// Checks the catalogs, with progress on stderr for large runs.
    static func check(_ catalogs: [Catalog], with checker: FitChecker, options: Options, retention: FitRetention) -> FitReport {
        let progress = Progress()
        let total = Mutex(0)
        let report = checker.check(catalogs, jobs: options.jobs, keeping: retention) { done, all in
            total.withLock { $0 = all }
            progress.report(done, all)
        }
        progress.finish(total.withLock { $0 })
        return report
    }

    /// Writes the JUnit file and contact sheets asked for, then the table or JSON on stdout,
    /// then the errors on stderr.
    static func write(_ report: FitReport, with writer: FitReportWriter, checker: FitChecker, files: [String], options: Options) throws {
        if let junit = options.junit {
            do { try OutputFile.write(Array(writer.junitXML(report).utf8), to: junit) } catch { throw CommandFailure("--junit: \(error)") }
        }
        if let png = options.png {
            do {
                let written = try ContactSheet.write(report, checker: checker, directory: png)
                for file in written { writeError("textmetrics fit: wrote \(file)") }
            } catch { throw CommandFailure("--png: \(error)") }
        }
        var out = Output()
        if options.json {
            let shard = options.shard.map { shard in
                (part: shard, run: FitShardRun(catalogs: FitShardRun.catalogDigest(of: files), options: optionsDigest(options), groups: report.groupCount))
            }
            do { try writer.writeJSON(report, shard: shard, to: &out) } catch { throw CommandFailure(error.description) }
        } else {
            writer.writeTable(report, to: &out)
        }
        out.flush()
        for error in report.errors { writeError("textmetrics fit: \(TerminalText.visible(error.description))") }
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
