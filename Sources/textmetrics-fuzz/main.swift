// textmetrics-fuzz: the long-running robustness checks that do not fit in `swift test`.
//
//   textmetrics-fuzz fonts --count 10000 --seed 1   font mutants through the whole pipeline
//   textmetrics-fuzz text  --count 2000  --seed 1   hostile strings × widths × lines × modes
//   textmetrics-fuzz big                            1 MB, 100k-line and 10 MB texts: time and memory
//   textmetrics-fuzz repro fonts|text --seed S --index I [--write FILE]
//
// `fonts` and `text` run their items in child processes (this executable, spawned on a
// sub-range), so a crash in C or a Swift trap is counted and reported with the (seed, index)
// that reproduces it instead of ending the run; a child's watchdog reports a hang the same way.

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization
import FuzzSupport
import Typesetting

// MARK: - Arguments

struct Options {
    var command: String
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    init(_ argv: [String]) {
        command = argv.first ?? "help"
        var i = 1
        while i < argv.count {
            let a = argv[i]
            if a.hasPrefix("--") {
                if i + 1 < argv.count, !argv[i + 1].hasPrefix("--") {
                    values[a] = argv[i + 1]
                    i += 2
                } else {
                    flags.insert(a)
                    i += 1
                }
            } else {
                positional.append(a)
                i += 1
            }
        }
    }

    func int(_ name: String, _ fallback: Int) -> Int {
        guard let text = values[name] else { return fallback }
        guard let v = Int(text) else { fail("\(name) expects a whole number, got \"\(text)\"") }
        return v
    }

    func double(_ name: String, _ fallback: Double) -> Double {
        guard let text = values[name] else { return fallback }
        guard let v = Double(text), v.isFinite else { fail("\(name) expects a number, got \"\(text)\"") }
        return v
    }

    func seed() -> UInt64 {
        guard let text = values["--seed"] else { return 1 }
        guard let v = UInt64(text) else { fail("--seed expects a whole number ≥ 0, got \"\(text)\"") }
        return v
    }
}

func fail(_ message: String) -> Never {
    writeAll(2, "textmetrics-fuzz: \(message)\n")
    exit(2)
}

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Peak resident set size of this process, in MiB (getrusage reports KiB on Linux).
func peakRSSMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func currentRSSMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

func fontsDirectory(_ options: Options) -> String {
    if let dir = options.values["--fonts"] { return dir }
    guard let dir = try? BundledFonts.directory() else {
        fail("the bundled Fonts/ directory was not found; pass --fonts DIR or set TEXTMETRICS_FONTS")
    }
    return dir
}

func oneLine(_ s: String) -> String {
    String(s.map { $0.isNewline || $0 == "\t" ? " " : $0 }.prefix(400))
}

func format(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

// MARK: - Child side

/// Kills the process with a report when one item takes longer than `limit` seconds.
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
                if index >= 0 && now() - started > limit {
                    writeAll(1, "H \(index) \(format(now() - started))\n")
                    _exit(124)
                }
            }
        }
        thread.start()
    }

    func begin(_ index: Int) { state.withLock { $0 = (index, now()) } }
    func end() { state.withLock { $0 = (-1, 0) } }
}

func childFonts(_ options: Options) {
    let seed = options.seed()
    let start = options.int("--start", 0), end = options.int("--end", 0)
    let dir = fontsDirectory(options)
    let mutator: FontMutator
    do { mutator = try FontMutator(directory: dir) } catch { fail("cannot read the base fonts: \(error)") }
    let pipeline = FontPipeline(fontsDirectory: dir, emptyDirectory: FontPipeline.makeEmptyDirectory())
    let watchdog = Watchdog(limit: options.double("--timeout", 20))
    for index in start..<end {
        let mutant = mutator.mutant(seed: seed, index: index)
        writeAll(1, "B \(index)\n")
        watchdog.begin(index)
        let t0 = now()
        let result = pipeline.run(mutant.bytes)
        let seconds = now() - t0
        watchdog.end()
        writeAll(1, "R \(index) \(format(seconds, 4)) \(result.opened ? 1 : 0) \(mutant.base) \(mutant.kind) \(oneLine(result.outcome.label))\n")
    }
}

func textRunner(_ options: Options) -> TextPropertyRunner {
    let dir = fontsDirectory(options)
    guard let collection = try? FontCollection(directory: dir, usesSystemFonts: false),
          let font = try? collection.systemFont(ofSize: 17) else { fail("cannot open the bundled fonts in \(dir)") }
    return TextPropertyRunner(font: font, collection: collection)
}

func childText(_ options: Options) {
    let seed = options.seed()
    let start = options.int("--start", 0), end = options.int("--end", 0)
    let runner = textRunner(options)
    let watchdog = Watchdog(limit: options.double("--timeout", 60))
    for index in start..<end {
        let (string, pools) = HostileText.string(seed: seed, index: index)
        writeAll(1, "B \(index)\n")
        watchdog.begin(index)
        let t0 = now()
        let (alignment, direction) = HostileText.style(index: index)
        let report = runner.run(string, alignment: alignment, direction: direction)
        let seconds = now() - t0
        watchdog.end()
        let errors = report.errors.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let first = report.violations.first.map(oneLine) ?? "-"
        writeAll(1, "R \(index) \(format(seconds, 4)) \(report.layouts) \(string.utf16.count) \(pools.joined(separator: "+")) \(errors.isEmpty ? "-" : errors) \(report.violations.count) \(first)\n")
    }
}

// MARK: - Parent side

struct ChildRecord: Sendable {
    var index: Int
    var fields: [String]
}

struct Incident: Sendable {
    var index: Int
    var what: String
}

struct BatchResult: Sendable {
    var records: [ChildRecord] = []
    var crashes: [Incident] = []
    var hangs: [Incident] = []
}

/// Runs `child` over [start, end) in child processes, restarting after the item that
/// crashed or hung.
func runChildren(_ child: String, seed: UInt64, start: Int, end: Int, extra: [String]) -> BatchResult {
    var result = BatchResult()
    var next = start
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
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
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderrTail = (try? String(contentsOfFile: errPath, encoding: .utf8)).map { String($0.suffix(600)) } ?? ""
        try? FileManager.default.removeItem(atPath: errPath)
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
            default: break
            }
        }
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
            }
            let done = progress.withLock { $0 += batches[k].count; return $0 }
            writeAll(2, "\r\(child == "child-fonts" ? "mutants" : "strings") done: \(done)/\(count)   ")
        }
    }
    writeAll(2, "\n")
    return queue.withLock { $0.merged }
}

func commonExtra(_ options: Options) -> [String] {
    var extra: [String] = []
    if let dir = options.values["--fonts"] { extra += ["--fonts", dir] }
    if let t = options.values["--timeout"] { extra += ["--timeout", t] }
    return extra
}

func printCounts(_ title: String, _ counts: [String: Int], indent: String = "  ") {
    print(title)
    for (key, value) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
        print("\(indent)\(String(value).leftPadded(7))  \(key)")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

func fontsCommand(_ options: Options) {
    let seed = options.seed()
    let count = options.int("--count", 10_000)
    let start = options.int("--start", 0)
    let jobs = options.int("--jobs", ProcessInfo.processInfo.activeProcessorCount)
    let batch = options.int("--batch", 250)
    guard count > 0, jobs > 0, batch > 0 else { fail("--count, --jobs and --batch must be > 0") }
    let t0 = now()
    let r = runParallel("child-fonts", seed: seed, start: start, count: count, batch: batch, jobs: jobs, extra: commonExtra(options))
    let wall = now() - t0
    var outcomes: [String: Int] = [:]
    var byBase: [String: Int] = [:]
    var byKind: [String: Int] = [:]
    var opened = 0, ok = 0
    var violations: [(Int, String)] = []
    var slowest = (0.0, -1)
    var total = 0.0
    for record in r.records {
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
    let tried = r.records.count + r.crashes.count + r.hangs.count
    print("""

    ## textmetrics-fuzz fonts — seed \(seed), mutants \(start)..<\(start + count)

    | figure | value |
    |---|---|
    | mutants tried | \(tried) |
    | opened by FontFace(data:) | \(opened) |
    | laid out with finite results, all invariants held | \(ok) |
    | typed errors | \(outcomes.values.reduce(0, +)) |
    | invariant violations | \(violations.count) |
    | crashes | \(r.crashes.count) |
    | hangs (> \(options.double("--timeout", 20)) s) | \(r.hangs.count) |
    | wall time | \(format(wall, 1)) s (\(jobs) processes) |
    | mean / slowest mutant | \(format(total / Double(max(1, r.records.count)) * 1000, 1)) ms / \(format(slowest.0 * 1000, 0)) ms (index \(slowest.1)) |

    """)
    printCounts("typed errors by kind:", outcomes)
    printCounts("mutants by base font:", byBase)
    printCounts("mutants by mutation:", byKind)
    for (index, label) in violations.prefix(20) { print("violation: index \(index): \(label)") }
    for c in r.crashes { print("CRASH: index \(c.index): \(c.what)\n  reproduce: textmetrics-fuzz repro fonts --seed \(seed) --index \(c.index) --write /tmp/mutant.ttf") }
    for h in r.hangs { print("HANG: index \(h.index): \(h.what)\n  reproduce: textmetrics-fuzz repro fonts --seed \(seed) --index \(h.index)") }
    exit(r.crashes.isEmpty && r.hangs.isEmpty && violations.isEmpty ? 0 : 1)
}

func textCommand(_ options: Options) {
    let seed = options.seed()
    let count = options.int("--count", 1000)
    let start = options.int("--start", 0)
    let jobs = options.int("--jobs", ProcessInfo.processInfo.activeProcessorCount)
    let batch = options.int("--batch", 50)
    guard count > 0, jobs > 0, batch > 0 else { fail("--count, --jobs and --batch must be > 0") }
    let t0 = now()
    let r = runParallel("child-text", seed: seed, start: start, count: count, batch: batch, jobs: jobs, extra: commonExtra(options))
    let wall = now() - t0
    var layouts = 0, units = 0
    var errors: [String: Int] = [:]
    var pools: [String: Int] = [:]
    var violating: [(Int, Int, String)] = []
    var slowest = (0.0, -1)
    for record in r.records {
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
    print("""

    ## textmetrics-fuzz text — seed \(seed), strings \(start)..<\(start + count)

    | figure | value |
    |---|---|
    | strings tried | \(r.records.count + r.crashes.count + r.hangs.count) (\(units) UTF-16 units in all) |
    | layouts checked | \(layouts) |
    | typed errors (expected: bad widths, numberOfLines −1) | \(errors.values.reduce(0, +)) |
    | strings with invariant violations | \(violating.count) |
    | crashes | \(r.crashes.count) |
    | hangs (> \(options.double("--timeout", 60)) s) | \(r.hangs.count) |
    | wall time | \(format(wall, 1)) s (\(jobs) processes); slowest string \(format(slowest.0, 2)) s (index \(slowest.1)) |

    """)
    printCounts("typed errors by kind:", errors)
    printCounts("pieces by pool:", pools)
    for (index, n, first) in violating.prefix(30) { print("violation: index \(index): \(n) violations, first: \(first)") }
    for c in r.crashes { print("CRASH: index \(c.index): \(c.what)\n  reproduce: textmetrics-fuzz repro text --seed \(seed) --index \(c.index)") }
    for h in r.hangs { print("HANG: index \(h.index): \(h.what)\n  reproduce: textmetrics-fuzz repro text --seed \(seed) --index \(h.index)") }
    exit(r.crashes.isEmpty && r.hangs.isEmpty && violating.isEmpty ? 0 : 1)
}

func reproCommand(_ options: Options) {
    let seed = options.seed()
    let index = options.int("--index", 0)
    switch options.positional.first {
    case "fonts":
        let dir = fontsDirectory(options)
        guard let mutator = try? FontMutator(directory: dir) else { fail("cannot read the base fonts") }
        let mutant = mutator.mutant(seed: seed, index: index)
        print("mutant \(index) of seed \(seed): \(mutant.base), \(mutant.kind): \(mutant.detail) (\(mutant.bytes.count) bytes)")
        if let path = options.values["--write"] {
            _ = FileManager.default.createFile(atPath: path, contents: Data(mutant.bytes))
            print("written to \(path)")
        }
        if options.flags.contains("--no-run") { return }
        let pipeline = FontPipeline(fontsDirectory: dir, emptyDirectory: FontPipeline.makeEmptyDirectory())
        let t0 = now()
        let result = pipeline.run(mutant.bytes)
        print("opened: \(result.opened); outcome: \(result.outcome.label); \(format(now() - t0, 3)) s")
    case "text":
        let (string, pools) = HostileText.string(seed: seed, index: index)
        print("string \(index) of seed \(seed): pools \(pools), \(string.utf16.count) UTF-16 units")
        print("scalars: " + string.unicodeScalars.prefix(200).map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " "))
        if let path = options.values["--write"] {
            _ = FileManager.default.createFile(atPath: path, contents: Data(string.utf8))
            print("written to \(path)")
        }
        if options.flags.contains("--no-run") { return }
        let t0 = now()
        let (alignment, direction) = HostileText.style(index: index)
        let report = textRunner(options).run(string, alignment: alignment, direction: direction)
        print("\(report.layouts) layouts, errors \(report.errors), \(format(now() - t0, 3)) s")
        for v in report.violations.prefix(50) { print("  " + v) }
    default:
        fail("repro takes fonts or text")
    }
}

// MARK: - Big texts

func bigText(_ name: String) -> String {
    var rng = SplitMix64(seed: 42)
    let vocabulary = ["Hello", "world", "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "שלום", "مرحبا",
                 "สวัสดี", "日本語", "😀", "1,234", "e\u{301}", "naïve", "\u{A0}", "co\u{AD}op"]
    func words(utf8Bytes: Int) -> String {
        var s = ""
        s.reserveCapacity(utf8Bytes + 64)
        while s.utf8.count < utf8Bytes {
            s += rng.pick(vocabulary)
            s += " "
        }
        return s
    }
    switch name {
    case "1mb": return words(utf8Bytes: 1 << 20)
    case "1mb-tabs": return String(repeating: "a\t", count: 1 << 19)
    case "1mb-word": return String(repeating: "x", count: 1 << 20)
    case "100k-lines": return (0..<100_000).map { "line \($0) of a hundred thousand" }.joined(separator: "\n")
    case "10mb": return words(utf8Bytes: 10 << 20)
    default: fail("unknown big case \(name)")
    }
}

func childBig(_ options: Options) {
    let name = options.values["--case"] ?? "1mb"
    let width = options.double("--width", 300)
    let runner = textRunner(options)
    let text = bigText(name)
    let baseline = currentRSSMiB()
    let t0 = now()
    let prepared: PreparedText
    do { prepared = try PreparedText(text, font: runner.font, fontCollection: runner.collection) } catch {
        print("\(name): prepare failed: \(error)"); exit(1)
    }
    let t1 = now()
    let layout: TextLayout
    do { layout = try prepared.layout(width: width) } catch { print("\(name): layout failed: \(error)"); exit(1) }
    let t2 = now()
    let unbounded = (try? prepared.layout(width: nil))?.lineCount ?? -1
    let t3 = now()
    var glyphs = 0
    var t4 = t3
    if !options.flags.contains("--no-glyphs") {
        glyphs = layout.glyphRuns.reduce(0) { $0 + $1.glyphs.count }
        t4 = now()
    }
    let checker = LayoutChecker(text)
    let problems = checker.check(layout, width: width, mode: .byWordWrapping, numberOfLines: 0, checkGlyphs: false)
    print("| \(name) | \(text.utf8.count) B / \(text.utf16.count) u16 | \(prepared.paragraphs.count) | \(layout.lineCount) | \(format(t1 - t0)) s | \(format(t2 - t1)) s | \(format(t3 - t2)) s (\(unbounded) lines) | \(options.flags.contains("--no-glyphs") ? "skipped" : "\(format(t4 - t3)) s (\(glyphs) glyphs)") | \(format(peakRSSMiB(), 0)) MiB (+\(format(peakRSSMiB() - baseline, 0))) | \(problems.isEmpty ? "ok" : oneLine(problems.prefix(2).joined(separator: "; "))) |")
}

func bigCommand(_ options: Options) {
    let cases = options.values["--cases"].map { $0.split(separator: ",").map(String.init) } ?? ["1mb", "1mb-word", "1mb-tabs", "100k-lines", "10mb"]
    // Written unbuffered: the children write their rows straight to the same stdout.
    writeAll(1, "| text | size | paragraphs | lines at \(format(options.double("--width", 300), 0)) pt | prepare | layout | layout, no width | glyphRuns | peak RSS | invariants |\n")
    writeAll(1, "|---|---|---|---|---|---|---|---|---|---|\n")
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    for name in cases {
        let process = Process()
        process.executableURL = executable
        var arguments = ["child-big", "--case", name] + commonExtra(options)
        if let w = options.values["--width"] { arguments += ["--width", w] }
        if options.flags.contains("--no-glyphs") { arguments.append("--no-glyphs") }
        process.arguments = arguments
        let t0 = now()
        do { try process.run() } catch { fail("cannot start a child process: \(error)") }
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            writeAll(1, "| \(name) | child ended with \(process.terminationReason == .uncaughtSignal ? "signal" : "status") \(process.terminationStatus) after \(format(now() - t0, 1)) s | | | | | | | | |\n")
        }
    }
}

/// Times one text: `--unit TEXT --times N` (the text repeated) at `--width`, `--lines`, `--mode`.
func timeCommand(_ options: Options) {
    let unit = (options.values["--unit"] ?? "W").replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\n", with: "\n")
    let text = String(repeating: unit, count: options.int("--times", 12_000))
    let width: Double? = options.values["--width"] == "none" ? nil : options.double("--width", 0)
    let lines = options.int("--lines", 0)
    var style = ParagraphStyle()
    if let m = options.values["--mode"] {
        guard let mode = LineBreakMode(rawValue: m) else { fail("unknown mode \(m)") }
        style.lineBreakMode = mode
    }
    let runner = textRunner(options)
    let t0 = now()
    guard let prepared = try? PreparedText(text, font: runner.font, style: style, fontCollection: runner.collection) else { fail("prepare failed") }
    let t1 = now()
    guard let layout = try? prepared.layout(width: width, numberOfLines: lines) else { fail("layout failed") }
    let t2 = now()
    let glyphs = options.flags.contains("--no-glyphs") ? 0 : layout.glyphRuns.count
    let t3 = now()
    let problems = options.flags.contains("--check") ? LayoutChecker(text).check(layout, width: width, mode: style.lineBreakMode, numberOfLines: lines, checkGlyphs: false) : []
    let t4 = now()
    print("\(text.utf16.count) units, \(layout.lineCount) lines: prepare \(format(t1 - t0, 3)) s, layout \(format(t2 - t1, 3)) s, glyphRuns \(format(t3 - t2, 3)) s (\(glyphs) runs), check \(format(t4 - t3, 3)) s \(problems.prefix(3))")
}

/// FNV-1a over every number of every layout of strings [start, start + count) of `seed`
/// (all modes × widths × line counts, glyph runs included): compares two builds.
func digestCommand(_ options: Options) {
    let seed = options.seed()
    let runner = textRunner(options)
    var all: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ h: inout UInt64, _ v: UInt64) {
        for k in 0..<8 { h = (h ^ (v >> (8 * UInt64(k)) & 0xFF)) &* 0x100_0000_01B3 }
    }
    for index in options.int("--start", 0)..<(options.int("--start", 0) + options.int("--count", 30)) {
        let (string, _) = HostileText.string(seed: seed, index: index)
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for mode in LineBreakMode.allCases {
            var style = ParagraphStyle()
            style.lineBreakMode = mode
            guard let prepared = try? PreparedText(string, font: runner.font, style: style, fontCollection: runner.collection) else { continue }
            for width in HostileText.widths + HostileText.sweep {
                for lines in HostileText.lineCounts {
                    guard let layout = try? prepared.layout(width: width, numberOfLines: lines) else { mix(&h, 1); continue }
                    for line in layout.lines {
                        mix(&h, UInt64(line.utf16Range.lowerBound)); mix(&h, UInt64(line.utf16Range.upperBound))
                        for v in [line.origin.x, line.origin.y, line.width, line.height, line.baseline] { mix(&h, v.bitPattern) }
                    }
                    for run in layout.glyphRuns {
                        for g in run.glyphs { mix(&h, UInt64(g)) }
                        for c in run.clusters { mix(&h, UInt64(bitPattern: Int64(c))) }
                        for p in run.positions { mix(&h, p.x.bitPattern); mix(&h, p.y.bitPattern) }
                        for a in run.advances { mix(&h, a.bitPattern) }
                    }
                }
            }
        }
        mix(&all, h)
        print("\(index) \(String(h, radix: 16))")
    }
    print("all \(String(all, radix: 16))")
}

// MARK: - Main

let options = Options(Array(CommandLine.arguments.dropFirst()))
switch options.command {
case "fonts": fontsCommand(options)
case "text": textCommand(options)
case "big": bigCommand(options)
case "repro": reproCommand(options)
case "time": timeCommand(options)
case "digest": digestCommand(options)
case "child-fonts": childFonts(options)
case "child-text": childText(options)
case "child-big": childBig(options)
default:
    print("""
    usage: textmetrics-fuzz fonts [--count N] [--seed S] [--start I] [--jobs J] [--batch B] [--timeout SEC] [--fonts DIR]
           textmetrics-fuzz text  [--count N] [--seed S] [--start I] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz big   [--cases 1mb,1mb-word,1mb-tabs,100k-lines,10mb] [--width W] [--no-glyphs]
           textmetrics-fuzz repro fonts|text --seed S --index I [--write FILE] [--no-run]
    Exit status: 0 when every item ended in a valid result or a typed error; 1 otherwise.
    """)
    exit(options.command == "help" || options.command == "--help" ? 0 : 2)
}
