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
