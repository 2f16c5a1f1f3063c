import FuzzSupport
import Foundation
import ProcessIO
import Synchronization
import Typesetting

/// Kills the process with a report when one item takes more than `limit` seconds of CPU, or
/// more than `wallLimit(limit)` seconds of wall time (an item blocked without using the CPU),
/// and when the parent run is gone. CPU time, not wall time, is the limit: on a machine
/// loaded by other work an item that needs a few seconds of CPU can take many times that on
/// the wall clock (preview pages of 801–997 widths: 1.4–2.5 s of CPU, over 20 s of wall at
/// load 5–16), and that is no hang.
final class Watchdog: Sendable {
    private let state = Mutex<(index: Int, started: Double, cpu: Double)>((-1, 0, 0))
    let limit: Double

    /// The wall-clock limit for an item whose CPU limit is `limit`: four times it.
    static func wallLimit(_ limit: Double) -> Double { 4 * limit }

    init(limit: Double) {
        self.limit = limit
        let parent = getppid()
        let wall = Self.wallLimit(limit)
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.25)
                if getppid() != parent { _exit(125) }  // the parent run was stopped
                let (index, started, cpu) = state.withLock { $0 }
                guard index >= 0 else { continue }
                let used = ProcessStats.cpuSeconds() - cpu, elapsed = ProcessStats.now() - started
                if used > limit || elapsed > wall {
                    writeAll(1, "H \(index) \(format(elapsed))\n")
                    _exit(124)
                }
            }
        }
        thread.start()
    }

    func begin(_ index: Int) { state.withLock { $0 = (index, ProcessStats.now(), ProcessStats.cpuSeconds()) } }
    func end() { state.withLock { $0 = (-1, 0, 0) } }
}

/// A child's loop over items [--start, --end) of --seed: `B index` before each item, the
/// watchdog over it, then `R index seconds fields… outcome`; then the peak memory line.
/// `item(index)` runs one item and returns its fields (space-separated) and outcome.
func runChildItems(_ options: Options, _ item: (Int) -> (fields: String, outcome: FuzzOutcome)) {
    let start = options.int("--start", 0), end = options.int("--end", 0)
    let watchdog = Watchdog(limit: options.double("--timeout", 20))
    for index in start..<end {
        writeAll(1, "B \(index)\n")
        watchdog.begin(index)
        let t0 = ProcessStats.now()
        let (fields, outcome) = item(index)
        let seconds = ProcessStats.now() - t0
        watchdog.end()
        writeAll(1, "R \(index) \(format(seconds, 4)) \(fields) \(oneLine(outcome.label))\n")
    }
    reportPeakMemory()
}
