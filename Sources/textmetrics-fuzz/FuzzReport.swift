import Foundation
import FuzzSupport

/// What a fuzz command reports once its children have run, printed by `BatchPlan.finish`: a
/// table of figures, the crash and hang rows, peak memory and wall time, counts by name, and
/// one line per violation.
struct FuzzReport {
    /// The table's title.
    var title: String
    /// The command's own figures, before the crash and hang rows.
    var figures: [(String, String)]
    /// Whether the children's peak memory is reported (under this label).
    var peakLabel: String? = "peak memory of a child process"
    /// Appended to the wall time row.
    var wallNote = ""
    /// Rows after the wall time row.
    var trailing: [(String, String)] = []
    /// Counts printed after the table, each under its title.
    var counts: [(String, [String: Int])] = []
    /// One line per violation; any makes the exit status 1.
    var violations: [String] = []
    /// How many violation lines are printed.
    var violationLimit = 20
    /// Appended to the command that reproduces a crash.
    var crashSuffix = ""

    /// "violation: index I: LABEL" for each violation of `tally`.
    static func violationLines(_ tally: FuzzTally) -> [String] {
        tally.violations.map { "violation: index \($0.index): \($0.outcome.label)" }
    }
}

extension BatchPlan {
    /// Prints `report` for the children's `result`, then exits: 0 when nothing crashed, hung or
    /// broke an invariant, else 1.
    func finish(_ report: FuzzReport, _ result: BatchResult, wall: Double, timeout: Double, repro: String) -> Never {
        var rows = report.figures + incidentRows(result, timeout: timeout)
        if let peakLabel = report.peakLabel { rows.append((peakLabel, peakRow(result))) }
        rows.append(("wall time", "\(format(wall, 1)) s (\(jobs) processes)" + report.wallNote))
        printSummary(report.title, rows + report.trailing)
        for (title, counts) in report.counts { printCounts(title, counts) }
        for line in report.violations.prefix(report.violationLimit) { print(line) }
        printIncidents(result, repro: repro, crashSuffix: report.crashSuffix)
        exit(result.crashes.isEmpty && result.hangs.isEmpty && report.violations.isEmpty ? 0 : 1)
    }
}
