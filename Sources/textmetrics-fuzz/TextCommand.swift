import Foundation
import FuzzSupport
import ProcessIO
import Typesetting

/// `child-text`: hostile strings [--start, --end) of --seed through `TextPropertyRunner`, one
/// `R` line each: seconds, layouts, UTF-16 length, pools, errors by kind, violations, first one.
func childText(_ options: Options) {
    let seed = options.seed()
    let start = options.int("--start", 0), end = options.int("--end", 0)
    let runner = textRunner(options)
    let watchdog = Watchdog(limit: options.double("--timeout", 60))
    for index in start..<end {
        let (string, pools) = HostileText.string(seed: seed, index: index)
        writeAll(1, "B \(index)\n")
        watchdog.begin(index)
        let t0 = ProcessStats.now()
        let (alignment, direction) = HostileText.style(index: index)
        let report = runner.run(string, alignment: alignment, direction: direction,
                                              lineSpacingAdjustment: HostileText.lineSpacingAdjustment(index: index))
        let seconds = ProcessStats.now() - t0
        watchdog.end()
        let errors = report.errors.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let first = report.violations.first.map(oneLine) ?? "-"
        writeAll(1, "R \(index) \(format(seconds, 4)) \(report.layouts) \(string.utf16.count) \(pools.joined(separator: "+")) \(errors.isEmpty ? "-" : errors) \(report.violations.count) \(first)\n")
    }
    reportPeakMemory()
}

/// The children's `child-text` records, counted.
struct TextTally {
    var layouts = 0, units = 0
    var errors: [String: Int] = [:]
    var pools: [String: Int] = [:]
    var violating: [(Int, Int, String)] = []
    var slowest = (0.0, -1)

    init(_ records: [ChildRecord]) {
        for record in records {
            // fields: seconds layouts length pools errors violations first…
            let f = record.fields
            guard f.count >= 6, let seconds = Double(f[0]), let n = Int(f[1]), let length = Int(f[2]), let v = Int(f[5]) else { continue }
            layouts += n
            units += length
            if seconds > slowest.0 { slowest = (seconds, record.index) }
            for p in f[3].split(separator: "+") { pools[String(p), default: 0] += 1 }
            if f[4] != "-" {
                for pair in f[4].split(separator: ",") {
                    let kv = pair.split(separator: "=")
                    if kv.count == 2, let c = Int(kv[1]) { errors[String(kv[0]), default: 0] += c }
                }
            }
            if v > 0 { violating.append((record.index, v, f.count > 6 ? f[6...].joined(separator: " ") : "")) }
        }
    }
}

/// `text`: hostile strings × widths × lines × modes in child processes, then a summary.
func textCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 1000, batch: 50)
    let (r, wall) = plan.run("child-text", options)
    let tally = TextTally(r.records)
    let report = FuzzReport(
        title: "textmetrics-fuzz text — seed \(plan.seed), strings \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("strings tried", "\(r.tried) (\(tally.units) UTF-16 units in all)"),
            ("layouts checked", "\(tally.layouts)"),
            ("typed errors (expected: bad widths, numberOfLines −1)", "\(tally.errors.values.reduce(0, +))"),
            ("strings with invariant violations", "\(tally.violating.count)"),
        ],
        peakLabel: nil,
        wallNote: "; slowest string \(format(tally.slowest.0, 2)) s (index \(tally.slowest.1))",
        counts: [("typed errors by kind:", tally.errors), ("pieces by pool:", tally.pools)],
        violations: tally.violating.map { "violation: index \($0.0): \($0.1) violations, first: \($0.2)" },
        violationLimit: 30)
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 60), repro: "text")
}
