import Foundation
import FuzzSupport
import ProcessIO
import Typesetting

/// `child-fonts`: mutants [--start, --end) of --seed through the font pipeline, one `R` line
/// each: seconds, opened (0/1), base font, mutation, outcome.
func childFonts(_ options: Options) {
    let seed = options.seed()
    let start = options.int("--start", 0), end = options.int("--end", 0)
    let dir = fontsDirectory(options)
    let mutator = fontMutator(options)
    let pipeline = FontPipeline(fontsDirectory: dir, emptyDirectory: FontPipeline.makeEmptyDirectory())
    let watchdog = Watchdog(limit: options.double("--timeout", 20))
    for index in start..<end {
        let mutant = mutator.mutant(seed: seed, index: index)
        writeAll(1, "B \(index)\n")
        watchdog.begin(index)
        let t0 = ProcessStats.now()
        let result = pipeline.run(mutant.bytes)
        let seconds = ProcessStats.now() - t0
        watchdog.end()
        writeAll(1, "R \(index) \(format(seconds, 4)) \(result.opened ? 1 : 0) \(mutant.base) \(mutant.kind) \(oneLine(result.outcome.label))\n")
    }
    reportPeakMemory()
}

/// The children's `child-fonts` records, counted.
struct FontsTally {
    var outcomes = FuzzTally()
    var byBase: [String: Int] = [:]
    var byKind: [String: Int] = [:]
    var opened = 0
    var slowest = (0.0, -1)
    var total = 0.0

    init(_ records: [ChildRecord]) {
        for record in records {
            // fields: seconds opened base kind label…
            let f = record.fields
            guard f.count >= 5, let seconds = Double(f[0]) else { continue }
            total += seconds
            if seconds > slowest.0 { slowest = (seconds, record.index) }
            if f[1] == "1" { opened += 1 }
            byBase[f[2], default: 0] += 1
            byKind[f[3], default: 0] += 1
            outcomes.add(FuzzOutcome(label: f[4...].joined(separator: " ")), index: record.index)
        }
    }
}

/// `fonts`: font mutants through the whole pipeline in child processes, then a summary.
func fontsCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 10_000, batch: 250)
    let (r, wall) = plan.run("child-fonts", options)
    let tally = FontsTally(r.records)
    let meanMilliseconds = tally.total / Double(max(1, r.records.count)) * 1000
    let report = FuzzReport(
        title: "textmetrics-fuzz fonts — seed \(plan.seed), mutants \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("mutants tried", "\(r.tried)"),
            ("opened by FontFace(data:)", "\(tally.opened)"),
            ("laid out with finite results, all invariants held", "\(tally.outcomes.ok)"),
            ("typed errors", "\(tally.outcomes.typedErrorCount)"),
            ("invariant violations", "\(tally.outcomes.violations.count)"),
        ],
        trailing: [("mean / slowest mutant", "\(format(meanMilliseconds, 1)) ms / \(format(tally.slowest.0 * 1000, 0)) ms (index \(tally.slowest.1))")],
        counts: [("typed errors by kind:", tally.outcomes.typedErrors), ("mutants by base font:", tally.byBase),
                 ("mutants by mutation:", tally.byKind)],
        violations: FuzzReport.violationLines(tally.outcomes),
        crashSuffix: " --write /tmp/mutant.ttf")
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "fonts")
}
