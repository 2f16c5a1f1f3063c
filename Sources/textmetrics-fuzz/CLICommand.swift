import Foundation
import FuzzSupport
import ProcessIO
import Typesetting

/// Random argument vectors for the `textmetrics` command-line tool: argument vector `i` of
/// seed `s` depends only on (s, i). A command (or none, or an unknown one), then options
/// with ordinary and hostile values (NaN, ∞, 1e308, negative and 2⁶³ numbers, devices,
/// directories, missing files, damaged fonts and scenes, hostile text), repeated, misspelt or
/// missing their values. Outputs go to a scratch directory, /dev/null or /dev/full only.
enum CLIFuzz {
    static let commands = ["metrics", "coverage", "measure", "breaks", "layout", "render", "--help", "--version", "help", "bogus", ""]

    /// The scratch files a child makes once: a damaged font, a FIFO with no writer, a scene.
    struct Files {
        let directory: String
        let damagedFont: String
        let fifo: String
        let scene: String
        let badScene: String
        let fontsDirectory: String

        init(fontsDirectory: String) {
            self.fontsDirectory = fontsDirectory
            directory = NSTemporaryDirectory() + "textmetrics-fuzz-cli-\(getpid())"
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            damagedFont = directory + "/damaged.ttf"
            let font = FileManager.default.contents(atPath: fontsDirectory + "/Quicksand-Regular.ttf") ?? Data()
            _ = FileManager.default.createFile(atPath: damagedFont, contents: font.prefix(5000))
            fifo = directory + "/fifo.ttf"
            mkfifo(fifo, 0o600)
            scene = directory + "/scene.json"
            _ = FileManager.default.createFile(atPath: scene, contents: Data(#"{"proposal": {"width": 390}, "root": {"type": "padding", "content": {"type": "label", "text": "Hello, world"}}}"#.utf8))
            badScene = directory + "/bad.json"
            _ = FileManager.default.createFile(atPath: badScene, contents: Data([0x7B, 0x22, 0xFF, 0x22]))
        }
    }

    static func vector(seed: UInt64, index: Int, files: Files) -> [String] {
        var rng = SplitMix64(seed: seed, index: index)
        let numbers = ["0", "1", "17", "-1", "nan", "inf", "-inf", "1e308", "1e309", "9223372036854775808", "0.5", "abc", "", "100,200", "1e6", "10001", "16", "17"]
        let fontPaths = ["Inter", "Noto Serif", "No Such Family", files.fontsDirectory + "/Inter-Roman.var.ttf", files.fontsDirectory + "/NotoColorEmoji.ttf",
                         files.fontsDirectory + "/NotoSansCJKsc-Subset.otf", files.damagedFont, files.fifo, "/dev/zero", "/dev/null", "/proc/self/mem",
                         "/nonexistent.ttf", files.directory, ""]
        let outputs = [files.directory + "/out.png", files.directory + "/sub/none.png", "/dev/null", "/dev/full", files.directory, ""]
        let texts = ["Hello", "", "שלום עולם 123", "a\tb", "😀👨‍👩‍👧", "-", "--", "--json", String(repeating: "word ", count: 200)]
        let options: [(String, () -> String?)] = [
            ("--font", { rng.pick(fontPaths) }), ("--fallback", { rng.pick(fontPaths) }), ("--face-index", { rng.pick(["0", "1", "65536", "-1", "x"]) }),
            ("--size", { rng.pick(numbers) }), ("--weight", { rng.pick(["bold", "400", "0", "1001", "x"]) }),
            ("--width", { rng.pick(numbers) }), ("--lines", { rng.pick(numbers) }), ("--wrap", { rng.pick(["word", "char", "clip", "x"]) }),
            ("--truncate", { rng.pick(["head", "middle", "tail", "x"]) }), ("--line-height", { rng.pick(numbers) }),
            ("--line-spacing", { rng.pick(numbers) }), ("--align", { rng.pick(["left", "justified", "x"]) }),
            ("--direction", { rng.pick(["rtl", "ltr", "x"]) }), ("--lang", { rng.pick(["en", "ar", "", "x-😀"]) }),
            ("--scale", { rng.pick(numbers) }), ("--json", { nil }), ("--pretty", { nil }), ("--unicodes", { nil }), ("--debug", { nil }),
            ("-o", { rng.pick(outputs) }), ("--text", { rng.pick(texts) }), ("--background", { rng.pick(["#ff0000", "red", ""]) }),
            ("--each-line", { rng.pick([files.scene, "/dev/null", "/nonexistent", files.directory]) }), ("--bogus", { nil }),
        ]
        var argv: [String] = []
        let command = rng.pick(commands)
        if !command.isEmpty { argv.append(command) }
        for _ in 0..<rng.int(0...7) {
            let (name, value) = options[rng.below(options.count)]
            argv.append(name)
            if let v = value(), !rng.chance(5) { argv.append(v) }
        }
        for _ in 0..<rng.int(0...2) {
            if command == "layout" || command == "render" {
                argv.append(rng.pick([files.scene, files.badScene, "/dev/null", "/nonexistent.json", files.directory, "-"]))
            } else {
                argv.append(rng.pick(texts))
            }
        }
        // Options after the positional arguments, or anywhere: the order is shuffled a third of the time.
        if argv.count > 2 && rng.chance(30) { argv = [argv[0]] + argv.dropFirst().shuffled(using: &rng) }
        return argv
    }

    struct Run {
        var status: Int32
        var signaled: Bool
        var timedOut: Bool
        var stderrEmpty: Bool
    }

    /// Runs the tool with standard input empty, killing it after `limit` seconds.
    static func run(_ binary: String, _ argv: [String], fontsDirectory: String, limit: Double) -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = argv
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = fontsDirectory
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return Run(status: -1, signaled: false, timedOut: false, stderrEmpty: true) }
        // Standard output is drained on its own thread (it can be large); stderr is read here.
        let drained = DispatchSemaphore(value: 0)
        Thread { _ = out.fileHandleForReading.readDataToEndOfFile(); drained.signal() }.start()
        let timer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: timer)
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        let killed = timer.isCancelled == false && process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        timer.cancel()
        return Run(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
                   timedOut: killed, stderrEmpty: errData.isEmpty)
    }
}

/// `child-cli`: argument vectors [--start, --end) of --seed, each run through the tool
/// (`--cli PATH`, default `textmetrics` next to this executable); one `R` line each: seconds,
/// exit status, command, outcome.
func childCLI(_ options: Options) {
    let seed = options.seed()
    let start = options.int("--start", 0), end = options.int("--end", 0)
    let dir = fontsDirectory(options)
    let files = CLIFuzz.Files(fontsDirectory: dir)
    defer { try? FileManager.default.removeItem(atPath: files.directory) }
    let binary = options.values["--cli"] ?? toolPath()
    guard FileManager.default.isExecutableFile(atPath: binary) else { fail("textmetrics not found at \(binary); pass --cli PATH") }
    let limit = options.double("--timeout", 20)
    for index in start..<end {
        let argv = CLIFuzz.vector(seed: seed, index: index, files: files)
        writeAll(1, "B \(index)\n")
        let t0 = ProcessStats.now()
        let run = CLIFuzz.run(binary, argv, fontsDirectory: dir, limit: limit)
        let seconds = ProcessStats.now() - t0
        let outcome = toolOutcome(timedOut: run.timedOut, signal: run.signaled ? run.status : nil, status: run.status,
                                  stderrEmpty: run.stderrEmpty, limit: limit)
        let command = argv.first.map { $0.isEmpty ? "-" : oneLine($0).split(separator: " ").first.map(String.init) ?? "-" } ?? "-"
        writeAll(1, "R \(index) \(format(seconds, 4)) \(command) \(outcome.label)\n")
    }
    // The largest peak resident set size of the textmetrics processes this child waited for.
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    writeAll(1, "P 0 \(usage.ru_maxrss * 1024)\n")
}

/// `cli`: random argument vectors through the command-line tool: every run must exit 0, 1
/// or 2 (with a message on stderr when not 0), never by a signal, within the time limit.
func cliCommand(_ options: Options) {
    let (plan, r, wall) = runWithTool("child-cli", options, count: 10_000, batch: 100)
    let (statuses, byCommand) = r.tallyByKind()
    let report = FuzzReport(
        title: "textmetrics-fuzz cli — seed \(plan.seed), argument vectors \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("argument vectors run", "\(r.tried)"),
            ("violations (a signal, another status, no message, a hang)", "\(statuses.violations.count)"),
        ],
        peakLabel: "peak memory of a textmetrics process",
        counts: [("exit statuses:", statuses.typedErrors), ("by command:", byCommand)],
        violations: FuzzReport.violationLines(statuses))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "cli")
}

/// `textmetrics` next to this executable.
func toolPath() -> String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("textmetrics").path
}

/// How one run of the tool ended: a violation for a hang, a signal, an exit status other than
/// 0, 1 or 2, or a failure without a message on stderr; else its exit status.
func toolOutcome(timedOut: Bool, signal: Int32?, status: Int32, stderrEmpty: Bool, limit: Double) -> FuzzOutcome {
    if timedOut { return .violation("hang (killed after \(limit) s)") }
    if let signal { return .violation("signal \(signal)") }
    if ![0, 1, 2].contains(status) { return .violation("exit \(status)") }
    if status != 0 && stderrEmpty { return .violation("exit \(status) without a message") }
    return .typedError("exit \(status)")
}

/// Runs `child` over the plan of `options` (`count` and `batch` by default), with the tool's
/// path fixed once here: a child cannot find it next to itself if this executable is rebuilt
/// during the run.
func runWithTool(_ child: String, _ options: Options, count: Int, batch: Int) -> (BatchPlan, BatchResult, wall: Double) {
    let plan = BatchPlan(options, count: count, batch: batch)
    var withTool = options
    withTool.values["--cli"] = options.values["--cli"] ?? toolPath()
    let (r, wall) = plan.run(child, withTool)
    return (plan, r, wall)
}
