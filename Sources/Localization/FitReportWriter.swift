/// Writes a fit run's report in the formats asked for — the table (`FitReportTable`), JSON
/// (`FitReport.writeJSON(to:)`) and JUnit XML (`FitReport.junitXML`) — from the results as a
/// streamed run finds them, so that the run need not keep them.
///
/// Give `add(_:)` as the `results` of `FitChecker.check(reading:jobs:keeping:results:progress:)`
/// (or use `FitChecker.check(stringCatalogAt:reader:chunkKeys:jobs:keeping:writer:progress:)`): each
/// result goes at once into what each format needs — a table row (failures and warnings, or
/// every result with `includingPasses`), a JSON object in a temporary file, a JUnit test case —
/// and the report the run returns keeps none. The `write…` methods then write the formats
/// with the report's counts and errors. A writer that was given no results writes the
/// report's own, so the same code writes a run that kept its results.
///
/// The output is byte for byte that of the report written directly.
///
/// ```swift
/// let writer = FitReportWriter(formats: [.json])
/// let report = try checker.check(stringCatalogAt: path, reader: reader, keeping: writer.retention, writer: writer)
/// var json = ""
/// try writer.writeJSON(report, to: &json)
/// ```
///
/// A writer is used from one thread (the one that runs the check).
public final class FitReportWriter {
    /// The formats a writer keeps results for.
    public struct Formats: OptionSet, Sendable, Hashable {
        /// The format's bit.
        public let rawValue: Int
        /// A set of formats from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The table (`FitReportTable`).
        public static let table = Formats(rawValue: 1)
        /// JSON (`FitReport.writeJSON(to:)`).
        public static let json = Formats(rawValue: 2)
        /// JUnit XML (`FitReport.junitXML`).
        public static let junit = Formats(rawValue: 4)
    }

    /// The formats results are kept for.
    public let formats: Formats
    /// Whether the table lists passes too.
    public let includingPasses: Bool
    private var table: FitReportTable?
    private var spool: FitJSONSpool?
    private var junitCases: [FitJUnitCase]?
    /// Whether results were added (a streamed run): then the formats are written from them.
    private var streamed = false

    /// A writer of `formats`; the table lists passes too with `includingPasses`.
    public init(formats: Formats, includingPasses: Bool = false) {
        self.formats = formats
        self.includingPasses = includingPasses
    }

    /// What a run should keep in its report for this writer: every result for JSON, JUnit or
    /// a table with passes, otherwise failures and warnings (passes are only counted).
    public var retention: FitRetention {
        formats.contains(.json) || formats.contains(.junit) || includingPasses ? .all : .problems
    }

    /// Takes results as the run finds them, in the run's order.
    public func add(_ results: [FitResult]) {
        if !streamed {
            streamed = true
            if formats.contains(.table) { table = FitReportTable() }
            if formats.contains(.json) { spool = FitJSONSpool() }
            if formats.contains(.junit) { junitCases = [] }
        }
        for r in results {
            if includingPasses || r.status != .pass { table?.add(r) }
            spool?.add(r)
            junitCases?.append(FitJUnitCase(r))
        }
    }

    /// Writes the table of `report` (its counts and errors, and the rows added or else its
    /// results), as `FitReport.writeTable(includingPasses:to:)` writes it.
    public func writeTable(_ report: FitReport, to target: inout some TextOutputStream) {
        guard streamed, let table else { return report.writeTable(includingPasses: includingPasses, to: &target) }
        table.write(counts: report.counts, errors: report.errors.count, to: &target)
    }

    /// Writes the JSON of `report` (its counts and errors, and the results added or else its
    /// results), as `FitReport.writeJSON(to:)` writes it, or for a shard (`shard` and its
    /// `run`) as `FitReport.writeJSON(shard:of:to:)` does. Throws when the results kept
    /// aside cannot be read back.
    public func writeJSON(_ report: FitReport, shard: (part: FitShard, run: FitShardRun)? = nil,
                          to target: inout some TextOutputStream) throws(FitReportError) {
        guard streamed, let spool else {
            if let shard { report.writeJSON(shard: shard.part, of: shard.run, to: &target) } else { report.writeJSON(to: &target) }
            return
        }
        let c = report.counts
        try FitReport.writeJSON(summary: (c.checks, c.failed, c.warnings, c.passed), errors: report.errors.map(\.description),
                                to: &target) { target throws(FitReportError) in
            try spool.write(to: &target)
            return report.shardMember(shard.map { ($0.part, $0.run) }, spool.digest)
        }
    }

    /// The JUnit XML of `report` (its counts and errors, and the results added or else its
    /// results), as `FitReport.junitXML` is.
    public func junitXML(_ report: FitReport) -> String {
        guard streamed, let junitCases else { return report.junitXML }
        return FitJUnitCase.xml(junitCases, checks: report.counts.checks, failures: report.counts.failed, errors: report.errors.map(\.description))
    }
}

extension FitChecker {
    /// Checks the String Catalog (`.xcstrings`) at `path` as it is read, `chunkKeys` keys at a
    /// time (`CatalogReader.read(_:chunkKeys:_:)`), so the catalog is never held whole. With a
    /// `writer`, the results `keeping` selects go to it as each chunk is done (give it the
    /// writer's `retention`) and the report keeps none of them; without one, the report keeps
    /// them. `progress` is called with the key × variant groups done. A catalog that cannot
    /// be read throws, and nothing is reported.
    public func check(stringCatalogAt path: String, reader: CatalogReader, chunkKeys: Int = 256, jobs: Int = 0,
                      keeping retention: FitRetention = .all, writer: FitReportWriter? = nil,
                      progress: (@Sendable (Int) -> Void)? = nil) throws(CatalogError) -> FitReport {
        try check(reading: { chunk throws(CatalogError) in
            try reader.read(path, chunkKeys: chunkKeys) { catalog in
                chunk([catalog])
                return true
            }
        }, jobs: jobs, keeping: retention, results: writer.map { writer in { writer.add($0) } }, progress: progress)
    }
}
