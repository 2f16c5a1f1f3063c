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

    /// Peak resident set size of this process's own memory, in bytes: `VmHWM` of
    /// /proc/self/status (in kB, proc(5)). Not getrusage's `ru_maxrss`: a process started with
    /// posix_spawn runs in its parent's memory (CLONE_VM) until it execs, and Linux keeps the
    /// larger of that and the new program's peak as `ru_maxrss`, so a fuzz child of 31 MiB
    /// started by a parent of 500 MiB reported 513 MiB. `VmHWM` is the peak of the memory the
    /// program itself maps. getrusage's figure only when the file cannot be read.
    package static func peakResidentBytes() -> Int {
        if let kilobytes = statusKilobytes("VmHWM") { return kilobytes * 1024 }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    /// The value of a `NAME:   N kB` line of /proc/self/status, in kB.
    static func statusKilobytes(_ name: String) -> Int? {
        guard let text = procText("/proc/self/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let fields = line.dropFirst(name.count + 1).split { $0 == " " || $0 == "\t" }
            return fields.first.flatMap { Int($0) }
        }
        return nil
    }

    /// Resident set size of this process now, in bytes (the second field of
    /// /proc/self/statm, in pages); 0 when it cannot be read.
    package static func residentBytes() -> Int {
        guard let text = procText("/proc/self/statm") else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// A /proc file's text, read to the end with read(2): such a file's size is 0 to stat, and
    /// Foundation's whole-file readers trust the size. Nil when it cannot be opened.
    static func procText(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 4096) }
            if n <= 0 { break }
            bytes += chunk[..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
