import FuzzSupport
import Foundation
import ProcessIO
import Synchronization
import Typesetting

// The parent runs items in child processes (this executable with a `child-…` command on a
// sub-range). A child writes, unbuffered, `B index` before an item, `R index fields…` after
// it and, from its watchdog, `H index seconds` when the item hangs; the parent reads these
// lines to know where a child died.

struct ChildRecord: Sendable {
    var index: Int
    var fields: [String]
}

extension BatchResult {
    /// The records written as `seconds kind outcome…` (the `cli`, `images` and `shards`
    /// children): each outcome counted, and each kind (the second field) counted by name.
    func tallyByKind() -> (outcomes: FuzzTally, byKind: [String: Int]) {
        let counted = tally(counting: [1])
        return (counted.outcomes, counted.counts(1))
    }
}

struct Incident: Sendable {
    var index: Int
    var what: String
}

struct BatchResult: Sendable {
    var records: [ChildRecord] = []
    var crashes: [Incident] = []
    var hangs: [Incident] = []
    /// The largest peak resident set size a child reported (`P` lines), in bytes.
    var peakChildBytes = 0
    /// Each child's peak (one `P` line a child process that finished its range).
    var childPeaks: [Int] = []

    /// Every item that was tried, whether it ended in a record, a crash or a hang.
    var tried: Int { records.count + crashes.count + hangs.count }
}

/// Runs `child` over [start, end) in child processes, restarting after the item that
/// crashed or hung.
/// A child that writes nothing for `parentLimit` seconds is killed by the parent (SIGKILL) and
/// the item it had begun counts as a hang: the parent-level timeout, for the case the child's
/// own watchdog cannot report (the whole process stopped, or the watchdog starved). It is the
/// child's wall-clock limit for an item (`Watchdog.wallLimit`, four times `--timeout`, which
/// is 20 s by default and limits an item's CPU time) plus 10 s.
func runChildren(_ child: String, seed: UInt64, start: Int, end: Int, extra: [String]) -> BatchResult {
    var parentLimit = Watchdog.wallLimit(20) + 10
    if let k = extra.firstIndex(of: "--timeout"), k + 1 < extra.count, let t = Double(extra[k + 1]) {
        parentLimit = Watchdog.wallLimit(t) + 10
    }
    var result = BatchResult()
    var next = start
    // /proc/self/exe itself, not the path it names: it still runs this binary if the file is
    // rebuilt (replaced) during a long run.
    let executable = URL(fileURLWithPath: "/proc/self/exe")
    while next < end {
        let process = Process()
        process.executableURL = executable
        process.arguments = [child, "--seed", String(seed), "--start", String(next), "--end", String(end)] + extra
        let out = Pipe()
        let errPath = NSTemporaryDirectory() + "textmetrics-fuzz-\(getpid())-\(next).stderr"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: errPath)
        do { try process.run() } catch { fail("cannot start a child process: \(error)") }
        let (data, parentTimedOut) = readWithParentTimeout(out.fileHandleForReading, process: process, limit: parentLimit)
        process.waitUntilExit()
        let stderrTail = (try? String(contentsOfFile: errPath, encoding: .utf8)).map { String($0.suffix(600)) } ?? ""
        try? FileManager.default.removeItem(atPath: errPath)
        var (begun, hung) = readChildOutput(data, into: &result, next: &next)
        if parentTimedOut && hung == nil { hung = begun ?? next }
        if process.terminationReason == .exit && process.terminationStatus == 0 && begun == nil {
            next = end
            continue
        }
        // The child died in the middle of an item.
        let index = hung ?? begun ?? next
        let how = process.terminationReason == .uncaughtSignal
            ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
        if let hung {
            result.hangs.append(Incident(index: hung, what: "no result after the watchdog's limit"))
        } else {
            result.crashes.append(Incident(index: index, what: "\(how): \(oneLine(stderrTail))"))
        }
        next = index + 1
    }
    return result
}

/// Collects a child's `R` records and moves `next` past each; returns the item begun but not
/// finished, if any, and the item its watchdog reported as hung, if any.
private func readChildOutput(_ data: Data, into result: inout BatchResult, next: inout Int) -> (begun: Int?, hung: Int?) {
    var begun: Int? = nil
    var hung: Int? = nil
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let fields = line.split(separator: " ", maxSplits: 9).map(String.init)
        guard fields.count >= 2, let index = Int(fields[1]) else { continue }
        switch fields[0] {
        case "B": begun = index
        case "R":
            result.records.append(ChildRecord(index: index, fields: Array(fields.dropFirst(2))))
            begun = nil
            next = index + 1
        case "H": hung = index
        case "P":
            let bytes = Int(fields.count > 2 ? fields[2] : "") ?? 0
            result.peakChildBytes = max(result.peakChildBytes, bytes)
            result.childPeaks.append(bytes)
        default: break
        }
    }
    return (begun, hung)
}

/// Splits [0, count) into batches and runs them on `jobs` child processes at a time.
func runParallel(_ child: String, seed: UInt64, start: Int, count: Int, batch: Int, jobs: Int, extra: [String]) -> BatchResult {
    let batches = stride(from: start, to: start + count, by: batch).map { $0..<min($0 + batch, start + count) }
    let queue = Mutex<(next: Int, merged: BatchResult)>((0, BatchResult()))
    let progress = Mutex<Int>(0)
    DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in
        while true {
            let k: Int? = queue.withLock { state in
                guard state.next < batches.count else { return nil }
                defer { state.next += 1 }
                return state.next
            }
            guard let k else { return }
            let r = runChildren(child, seed: seed, start: batches[k].lowerBound, end: batches[k].upperBound, extra: extra)
            queue.withLock { state in
                state.merged.records += r.records
                state.merged.crashes += r.crashes
                state.merged.hangs += r.hangs
                state.merged.peakChildBytes = max(state.merged.peakChildBytes, r.peakChildBytes)
                state.merged.childPeaks += r.childPeaks
            }
            let done = progress.withLock { $0 += batches[k].count; return $0 }
            writeAll(2, "\r\(child.dropFirst("child-".count)) done: \(done)/\(count)   ")
        }
    }
    writeAll(2, "\n")
    return queue.withLock { $0.merged }
}

/// The options a parent passes on to its children.
func commonExtra(_ options: Options) -> [String] {
    var extra: [String] = []
    if let dir = options.values["--fonts"] { extra += ["--fonts", dir] }
    if let t = options.values["--timeout"] { extra += ["--timeout", t] }
    if let b = options.values["--bases"] { extra += ["--bases", b] }
    if let c = options.values["--cli"] { extra += ["--cli", c] }
    return extra
}

/// The options `fonts` and `text` share: which items (`--seed`, `--start`, `--count`) and how
/// many child processes (`--jobs`) over batches of how many items (`--batch`).
struct BatchPlan {
    let seed: UInt64
    let count: Int
    let start: Int
    let jobs: Int
    let batch: Int

    init(_ options: Options, count defaultCount: Int, batch defaultBatch: Int) {
        seed = options.seed()
        count = options.int("--count", defaultCount)
        start = options.int("--start", 0)
        jobs = options.int("--jobs", ProcessInfo.processInfo.activeProcessorCount)
        batch = options.int("--batch", defaultBatch)
        guard count > 0, jobs > 0, batch > 0 else { fail("--count, --jobs and --batch must be > 0") }
    }

    /// Runs `child` over the plan's items; returns what the children reported and the wall time.
    func run(_ child: String, _ options: Options) -> (BatchResult, wall: Double) {
        let t0 = ProcessStats.now()
        let r = runParallel(child, seed: seed, start: start, count: count, batch: batch, jobs: jobs, extra: commonExtra(options))
        return (r, ProcessStats.now() - t0)
    }

    /// The summary rows that count crashes and hangs.
    func incidentRows(_ r: BatchResult, timeout: Double) -> [(String, String)] {
        [("crashes", "\(r.crashes.count)"),
         ("hangs (> \(timeout) s of CPU or \(Watchdog.wallLimit(timeout)) s of wall time)", "\(r.hangs.count)")]
    }

    /// The largest peak memory any child reported, with the smallest and the median.
    func peakRow(_ r: BatchResult) -> String {
        func mib(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576, 1) }
        let peaks = r.childPeaks.sorted()
        guard !peaks.isEmpty else { return "\(mib(r.peakChildBytes)) MiB (peak RSS, the largest over all children)" }
        return "\(mib(r.peakChildBytes)) MiB (peak RSS, the largest over \(peaks.count) children; "
            + "smallest \(mib(peaks[0])), median \(mib(peaks[peaks.count / 2])) MiB)"
    }

    /// One CRASH or HANG paragraph an incident, each with the command that reproduces it.
    func printIncidents(_ r: BatchResult, repro: String, crashSuffix: String = "") {
        for c in r.crashes { print("CRASH: index \(c.index): \(c.what)\n  reproduce: textmetrics-fuzz repro \(repro) --seed \(seed) --index \(c.index)\(crashSuffix)") }
        for h in r.hangs { print("HANG: index \(h.index): \(h.what)\n  reproduce: textmetrics-fuzz repro \(repro) --seed \(seed) --index \(h.index)") }
    }
}

/// Reads a child's output to its end; kills the child when no byte came for `limit` seconds.
/// Returns the bytes and whether the child was killed.
func readWithParentTimeout(_ handle: FileHandle, process: Process, limit: Double) -> (Data, Bool) {
    final class Shared: @unchecked Sendable {
        let state = Mutex<(data: Data, last: Double, done: Bool)>((Data(), ProcessStats.now(), false))
    }
    let shared = Shared()
    let reader = Thread {
        while true {
            let chunk = handle.availableData
            let empty = chunk.isEmpty
            shared.state.withLock { state in
                state.data.append(chunk)
                state.last = ProcessStats.now()
                if empty { state.done = true }
            }
            if empty { return }
        }
    }
    reader.start()
    var killed = false
    while true {
        Thread.sleep(forTimeInterval: 0.05)
        let (done, last) = shared.state.withLock { ($0.done, $0.last) }
        if done { break }
        if !killed && process.isRunning && ProcessStats.now() - last > limit {
            kill(process.processIdentifier, SIGKILL)
            killed = true
        }
    }
    return (shared.state.withLock { $0.data }, killed)
}
