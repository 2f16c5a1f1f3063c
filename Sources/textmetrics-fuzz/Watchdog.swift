import FuzzSupport
import Foundation
import Synchronization
import Typesetting

/// Kills the process with a report when one item takes longer than `limit` seconds, and
/// when the parent run is gone.
final class Watchdog: Sendable {
    private let state = Mutex<(index: Int, started: Double)>((-1, 0))
    let limit: Double

    init(limit: Double) {
        self.limit = limit
        let parent = getppid()
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.25)
                if getppid() != parent { _exit(125) }  // the parent run was stopped
                let (index, started) = state.withLock { $0 }
                if index >= 0 && ProcessStats.now() - started > limit {
                    writeAll(1, "H \(index) \(format(ProcessStats.now() - started))\n")
                    _exit(124)
                }
            }
        }
        thread.start()
    }

    func begin(_ index: Int) { state.withLock { $0 = (index, ProcessStats.now()) } }
    func end() { state.withLock { $0 = (-1, 0) } }
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
