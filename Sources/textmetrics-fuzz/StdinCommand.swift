import Foundation
import FuzzSupport
import ProcessIO
import Typesetting

/// The tool's `-` readers with hostile standard input: run `i` of seed `s` depends only on
/// (s, i). Each runs one reader (`measure -`, `measure --each-line -`, `breaks -`,
/// `breaks --each-line -`, `coverage -`, `layout -`, `render -`, `render --text -`) with
/// descriptor 0 closed, a directory, open for writing only, empty (`/dev/null`), or a
/// readable file of random bytes (up to 64 KiB, valid UTF-8 half the time). Every run must
/// exit 0, 1 or 2 within the limit, by no signal, with a message on stderr when not 0; the
/// first three must be exit 1.
enum StdinFuzz {
    static let kinds = ["closed", "directory", "write-only", "empty", "bytes"]

    static func readers(output: String) -> [[String]] {
        [["measure", "-"], ["measure", "--each-line", "-"], ["breaks", "-"], ["breaks", "--each-line", "-"],
         ["coverage", "-"], ["layout", "-"], ["render", "-", "-o", output + ".png"], ["render", "--text", "-", "-o", output + ".pdf"]]
    }

    /// Run `index` of `seed`: the reader's arguments, the kind of descriptor 0 and, for
    /// `bytes`, the bytes.
    static func run(seed: UInt64, index: Int, output: String) -> (argv: [String], kind: String, bytes: [UInt8]) {
        var rng = SplitMix64(seed: seed, index: index)
        let argv = rng.pick(readers(output: output))
        let kind = rng.pick(kinds)
        var bytes: [UInt8] = []
        if kind == "bytes" {
            let count = rng.int(0...65_536)
            if rng.chance(50) {
                bytes = (0..<count).map { _ in rng.byte() }
            } else {
                let (text, _) = HostileText.string(seed: seed, index: index, limit: max(1, count / 4))
                bytes = Array(text.utf8)
            }
        }
        return (argv, kind, bytes)
    }

    struct Exit {
        var status: Int32
        var signal: Int32?
        var timedOut: Bool
        var stderrEmpty: Bool
        var peakBytes: Int
    }

    /// Spawns `binary argv` with descriptor 0 set up as `kind` (`input` is the file for
    /// `write-only` and `bytes`), standard output to /dev/null and standard error to a file;
    /// kills it after `limit` seconds. The peak memory is the process's own (wait4).
    static func spawn(_ binary: String, _ argv: [String], kind: String, input: String, errorFile: String,
                      fontsDirectory: String, limit: Double) -> Exit? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch kind {
        case "closed": posix_spawn_file_actions_addclose(&actions, 0)
        case "directory": posix_spawn_file_actions_addopen(&actions, 0, "/", O_RDONLY | O_DIRECTORY, 0)
        case "write-only": posix_spawn_file_actions_addopen(&actions, 0, input, O_WRONLY, 0)
        case "empty": posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        default: posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = fontsDirectory
        let args = ([binary] + argv).map { strdup($0) } + [nil]
        let env = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in args + env { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary, &actions, nil, args, env) == 0 else { return nil }
        let deadline = ProcessStats.now() + limit
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if !killed && ProcessStats.now() > deadline {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(2_000)
        }
        let errorSize = (try? FileManager.default.attributesOfItem(atPath: errorFile)[.size] as? Int) ?? 0
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import as macros.
        let signal = status & 0x7F
        let signaled = signal != 0 && signal != 0x7F
        return Exit(status: (status >> 8) & 0xFF, signal: signaled ? signal : nil, timedOut: killed,
                    stderrEmpty: errorSize == 0, peakBytes: usage.ru_maxrss * 1024)
    }
}

/// `child-stdin`: runs [--start, --end) of --seed through the tool (`--cli PATH`); one `R` line
/// each: seconds, reader, descriptor kind, outcome; then `P` with the largest peak memory of
/// the tool's processes.
func childStdin(_ options: Options) {
    let seed = options.seed()
    let start = options.int("--start", 0), end = options.int("--end", 0)
    let dir = fontsDirectory(options)
    let binary = options.values["--cli"] ?? toolPath()
    guard FileManager.default.isExecutableFile(atPath: binary) else { fail("textmetrics not found at \(binary); pass --cli PATH") }
    let work = NSTemporaryDirectory() + "textmetrics-fuzz-stdin-\(getpid())"
    try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    let limit = options.double("--timeout", 20)
    var peak = 0
    for index in start..<end {
        let (argv, kind, bytes) = StdinFuzz.run(seed: seed, index: index, output: work + "/out")
        let input = work + "/input"
        _ = FileManager.default.createFile(atPath: input, contents: Data(bytes))
        writeAll(1, "B \(index)\n")
        let t0 = ProcessStats.now()
        let outcome: FuzzOutcome
        if let exit = StdinFuzz.spawn(binary, argv, kind: kind, input: input, errorFile: work + "/stderr", fontsDirectory: dir, limit: limit) {
            peak = max(peak, exit.peakBytes)
            let ended = toolOutcome(timedOut: exit.timedOut, signal: exit.signal, status: exit.status, stderrEmpty: exit.stderrEmpty, limit: limit)
            if case .typedError = ended, ["closed", "directory", "write-only"].contains(kind), exit.status != 1 {
                outcome = .violation("exit \(exit.status) from an unreadable standard input")
            } else {
                outcome = ended
            }
        } else {
            outcome = .violation("cannot spawn \(binary)")
        }
        let seconds = ProcessStats.now() - t0
        let reader = argv.prefix(2).joined(separator: "_")
        writeAll(1, "R \(index) \(format(seconds, 4)) \(reader) \(kind) \(outcome.label)\n")
    }
    writeAll(1, "P 0 \(peak)\n")
}

/// `stdin`: the `-` readers on closed, directory, write-only, empty and garbage standard input.
func stdinCommand(_ options: Options) {
    let (plan, r, wall) = runWithTool("child-stdin", options, count: 2_000, batch: 100)
    let tally = r.tally(outcomeField: 3, counting: [1, 2])
    let statuses = tally.outcomes, byReader = tally.counts(1), byKind = tally.counts(2)
    let report = FuzzReport(
        title: "textmetrics-fuzz stdin — seed \(plan.seed), runs \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("runs", "\(r.tried)"),
            ("violations (a signal, another status, no message, a hang)", "\(statuses.violations.count)"),
        ],
        peakLabel: "peak memory of a textmetrics process",
        counts: [("exit statuses:", statuses.typedErrors), ("by reader:", byReader), ("by standard input:", byKind)],
        violations: FuzzReport.violationLines(statuses))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "stdin")
}
