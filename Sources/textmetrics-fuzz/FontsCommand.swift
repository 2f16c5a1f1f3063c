import Foundation
import FuzzSupport
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
    var outcomes: [String: Int] = [:]
    var byBase: [String: Int] = [:]
    var byKind: [String: Int] = [:]
    var opened = 0, ok = 0
    var violations: [(Int, String)] = []
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
            let label = f[4...].joined(separator: " ")
            if label == "ok" { ok += 1 } else if label.hasPrefix("VIOLATION") { violations.append((record.index, label)) } else {
                outcomes[label, default: 0] += 1
            }
        }
    }
}

/// `fonts`: font mutants through the whole pipeline in child processes, then a summary.
func fontsCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 10_000, batch: 250)
    let (r, wall) = plan.run("child-fonts", options)
    let tally = FontsTally(r.records)
    printSummary("textmetrics-fuzz fonts — seed \(plan.seed), mutants \(plan.start)..<\(plan.start + plan.count)", [
        ("mutants tried", "\(r.tried)"),
        ("opened by FontFace(data:)", "\(tally.opened)"),
        ("laid out with finite results, all invariants held", "\(tally.ok)"),
        ("typed errors", "\(tally.outcomes.values.reduce(0, +))"),
        ("invariant violations", "\(tally.violations.count)"),
    ] + plan.incidentRows(r, timeout: options.double("--timeout", 20)) + [
        ("peak memory of a child process", plan.peakRow(r)),
        ("wall time", "\(format(wall, 1)) s (\(plan.jobs) processes)"),
        ("mean / slowest mutant", "\(format(tally.total / Double(max(1, r.records.count)) * 1000, 1)) ms / \(format(tally.slowest.0 * 1000, 0)) ms (index \(tally.slowest.1))"),
    ])
    printCounts("typed errors by kind:", tally.outcomes)
    printCounts("mutants by base font:", tally.byBase)
    printCounts("mutants by mutation:", tally.byKind)
    for (index, label) in tally.violations.prefix(20) { print("violation: index \(index): \(label)") }
    plan.printIncidents(r, repro: "fonts", crashSuffix: " --write /tmp/mutant.ttf")
    exit(r.crashes.isEmpty && r.hangs.isEmpty && tally.violations.isEmpty ? 0 : 1)
}
