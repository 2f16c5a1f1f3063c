import Foundation

/// Clocks and memory readings of this process, for the fuzzer's reports, the benchmark and
/// the tests' budgets (Linux).
package enum ProcessStats {
    /// Seconds on the monotonic clock.
    package static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Seconds of CPU this process has used, all its threads together.
    package static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Peak resident set size of this process, in bytes (getrusage reports KiB on Linux).
    package static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    /// Resident set size of this process now, in bytes (the second field of
    /// /proc/self/statm, in pages); 0 when it cannot be read.
    package static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
