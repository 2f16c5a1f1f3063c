import Foundation
import FuzzSupport
import ProcessIO
import Typesetting

/// The big texts, by name: 1 MB of words, of tabs, of one word; 100,000 lines; 10 MB of words.
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

/// `child-big --case NAME`: prepares and lays out one big text, and prints its table row.
func childBig(_ options: Options) {
    let name = options.values["--case"] ?? "1mb"
    let width = options.double("--width", 300)
    let runner = textRunner(options)
    let text = bigText(name)
    let baseline = (Double(ProcessStats.residentBytes()) / 1_048_576)
    let t0 = ProcessStats.now()
    let prepared: PreparedText
    do { prepared = try PreparedText(text, font: runner.font, fontCollection: runner.collection) } catch {
        print("\(name): prepare failed: \(error)"); exit(1)
    }
    let t1 = ProcessStats.now()
    let layout: TextLayout
    do { layout = try prepared.layout(width: width) } catch { print("\(name): layout failed: \(error)"); exit(1) }
    let t2 = ProcessStats.now()
    let unbounded = (try? prepared.layout(width: nil))?.lineCount ?? -1
    let t3 = ProcessStats.now()
    var glyphs = 0
    var t4 = t3
    if !options.flags.contains("--no-glyphs") {
        glyphs = layout.glyphRuns.reduce(0) { $0 + $1.glyphs.count }
        t4 = ProcessStats.now()
    }
    let checker = LayoutChecker(text)
    let problems = checker.check(layout, width: width, mode: .byWordWrapping, numberOfLines: 0, checkGlyphs: false)
    print("| \(name) | \(text.utf8.count) B / \(text.utf16.count) u16 | \(prepared.paragraphs.count) | \(layout.lineCount) | \(format(t1 - t0)) s | \(format(t2 - t1)) s | \(format(t3 - t2)) s (\(unbounded) lines) | \(options.flags.contains("--no-glyphs") ? "skipped" : "\(format(t4 - t3)) s (\(glyphs) glyphs)") | \(format((Double(ProcessStats.peakResidentBytes()) / 1_048_576), 0)) MiB (+\(format((Double(ProcessStats.peakResidentBytes()) / 1_048_576) - baseline, 0))) | \(problems.isEmpty ? "ok" : oneLine(problems.prefix(2).joined(separator: "; "))) |")
}

/// `big [--cases …] [--width W] [--no-glyphs]`: one child process a big text, one table row each.
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
        let t0 = ProcessStats.now()
        do { try process.run() } catch { fail("cannot start a child process: \(error)") }
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            writeAll(1, "| \(name) | child ended with \(process.terminationReason == .uncaughtSignal ? "signal" : "status") \(process.terminationStatus) after \(format(ProcessStats.now() - t0, 1)) s | | | | | | | | |\n")
        }
    }
}
