import Foundation
import Testing

/// Bad arguments through the built `textmetrics` binary: each must print a message on stderr
/// and exit 2 (usage) or 1 (failure), never crash and never print a result.
@Suite("CLI: bad arguments exit with a message")
struct CLIArgumentTests {
    /// `textmetrics`, built by `swift test` next to the test bundle.
    static let binary: String? = {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("textmetrics").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()

    struct Run {
        var status: Int32
        var signaled: Bool
        var stdout: String
        var stderr: String
    }

    /// Runs `textmetrics` (or `binary`) with the bundled fonts in `TEXTMETRICS_FONTS`, unless
    /// `environment` replaces the whole environment; `input` is written to its stdin. With
    /// `closedStandardOutput` its standard output is a pipe whose reading end is closed before
    /// the tool starts (stdout is then empty).
    static func run(_ arguments: [String], binary: String? = nil, environment: [String: String]? = nil,
                    directory: String? = nil, input: String? = nil, closedStandardOutput: Bool = false) throws -> Run {
        let binary = try binary ?? #require(Self.binary, "textmetrics was not found next to the test bundle; run `swift build` first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if let environment {
            process.environment = environment
        } else {
            var environment = ProcessInfo.processInfo.environment
            environment["TEXTMETRICS_FONTS"] = Fixtures.fontsDirectory
            process.environment = environment
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        if closedStandardOutput { try out.fileHandleForReading.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if closedStandardOutput { try out.fileHandleForWriting.close() }
        inPipe.fileHandleForWriting.write(Data((input ?? "").utf8))
        try inPipe.fileHandleForWriting.close()
        // The outputs are small; read both before waiting.
        let outData = closedStandardOutput ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
                   stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    static let mutantPath: String = {
        // The first 600 bytes of a real font: a header and directory whose tables are missing.
        let path = NSTemporaryDirectory() + "reliability-truncated-\(ProcessInfo.processInfo.processIdentifier).ttf"
        let data = (try? Data(contentsOf: URL(fileURLWithPath: Fixtures.fontsDirectory + "/Quicksand-Regular.ttf"))) ?? Data()
        _ = FileManager.default.createFile(atPath: path, contents: data.prefix(600))
        return path
    }()

    static let usageCases: [[String]] = [
        ["measure", "Hello", "--width", "nan"],
        ["measure", "Hello", "--strategy", "greedy"],
        ["measure", "Hello", "--strategy", ""],
        ["measure", "Hello", "--hyphenate=1.5"],
        ["measure", "Hello", "--hyphenate=-0.1"],
        ["measure", "Hello", "--hyphenate=nan"],
        ["measure", "Hello", "--hyphenate="],
        ["measure", "Hello", "--hyphenate", "--hyphenate=0.5"],
        ["measure", "Hello", "--width", "-5"],
        ["measure", "Hello", "--width", "inf"],
        ["measure", "Hello", "--width", "-inf"],
        ["measure", "Hello", "--width", "1e309"],
        ["measure", "Hello", "--width", ""],
        ["measure", "Hello", "--width", "100,abc"],
        ["measure", "Hello", "--width", "100,,200"],
        ["measure", "Hello", "--size", "nan"],
        ["measure", "Hello", "--size", "-1"],
        ["measure", "Hello", "--size", "inf"],
        ["measure", "Hello", "--size", "0"],
        ["measure", "Hello", "--size", "1e9"],
        ["measure", "Hello", "--size", "1e400"],
        ["metrics", "--size", "nan"],
        ["metrics", "--size", "0"],
        ["metrics", "--size", "-17"],
        ["metrics", "--size", "99999999"],
        ["measure", "Hello", "--lines", "-1"],
        ["measure", "Hello", "--lines", "99999999999999999999999"],
        ["measure", "Hello", "--lines", "1.5"],
        ["measure", "Hello", "--line-height", "-1"],
        ["measure", "Hello", "--line-height", "nan"],
        ["measure", "Hello", "--line-spacing", "inf"],
        ["measure", "Hello", "--scale", "0"],
        ["measure", "Hello", "--scale", "nan"],
        ["measure", "Hello", "--weight", "0"],
        ["measure", "Hello", "--weight", "nan"],
        ["measure", "Hello", "--face-index", "-1"],
        ["measure", "Hello", "--wrap", "sideways"],
        ["measure", "Hello", "--width"],
        ["measure"],
        ["measure", "Hello", "--bogus"],
        ["measure", "Hello", "--width", "100", "--exclude", "0,0,10"],
        ["measure", "Hello", "--width", "100", "--exclude", "0,0,10,-1"],
        ["measure", "Hello", "--width", "100", "--exclude", "0,0,10,10,circle"],
        ["measure", "Hello", "--width", "100", "--exclude", "nan,0,10,10"],
        ["measure", "Hello", "--width", "100", "--exclude", "0,0,10,10", "--shrink-to-fit", "0.5"],
        ["render", "--text", "Hello", "--exclude", "0,0,10,10", "-o", "/dev/null"],
        // Shapes need a width to flow around, in measure as in render (one shared check).
        ["measure", "Hello", "--exclude", "0,0,10,10"],
        ["measure", "Hello", "--width", "100", "--exclude", "0,1e308,10,1e308"],
        ["measure", "Hello", "--width", "0", "--exclude", "0,0,10,10,ellipse"],
        ["measure", "Hello", "--width", "100,0", "--exclude", "0,0,10,10"],
        ["render", "--text", "Hello", "--width", "100", "--exclude-fill", "#ffffff", "-o", "/dev/null"],
        ["render", "--text", "Hello", "--width", "100", "--exclude", "0,0,10,10", "--exclude-fill", "white", "-o", "/dev/null"],
        ["frobnicate"],
    ]

    @Test(arguments: usageCases)
    func usageErrorsExitTwo(arguments: [String]) throws {
        let r = try Self.run(arguments)
        #expect(!r.signaled, "killed by signal \(r.status): \(r.stderr)")
        #expect(r.status == 2, "exit \(r.status); stderr: \(r.stderr)")
        #expect(r.stderr.hasPrefix("textmetrics: "))
        #expect(r.stdout.isEmpty)
    }

    /// `measure` refuses `--exclude` without a width with the words `render` uses (less its
    /// `--page-size`, which measure does not have).
    @Test func excludeWithoutWidthIsTheSameErrorInMeasureAndRender() throws {
        let measure = try Self.run(["measure", "Hello", "--exclude", "0,0,10,10"])
        let render = try Self.run(["render", "--text", "Hello", "--exclude", "0,0,10,10", "-o", "/dev/null"])
        #expect(measure.status == 2)
        let words = "textmetrics: --exclude needs --width W (W > 0)"
        #expect(measure.stderr.hasPrefix(words + ": text flows around shapes in a width"))
        #expect(render.stderr.hasPrefix(words + " or --page-size: text flows around shapes in a width"))
    }

    @Test func failuresExitOne() throws {
        let cases: [[String]] = [
            ["measure", "Hello", "--font", "/nonexistent/font.ttf"],
            ["measure", "Hello", "--font", NSTemporaryDirectory() + "/"],
            ["measure", "Hello", "--font", Self.mutantPath],
            ["metrics", "--font", Self.mutantPath],
            ["measure", "Hello", "--font", Fixtures.fontsDirectory + "/Quicksand-Regular.ttf", "--face-index", "3"],
            ["measure", "--each-line", "/nonexistent/corpus.txt"],
            ["measure", "Hello", "--fallback", Self.mutantPath],
            ["metrics", "--font", "No Such Family 12345"],
        ]
        for arguments in cases { try Self.expectFailure(arguments) }
    }

    /// The run is a failure (exit 1, not a signal) with a message on stderr and nothing on stdout.
    static func expectFailure(_ arguments: [String], stderrContains text: String = "textmetrics: ") throws {
        let r = try run(arguments)
        #expect(!r.signaled, "\(arguments): killed by signal \(r.status)")
        #expect(r.status == 1, "\(arguments): exit \(r.status); stderr: \(r.stderr)")
        #expect(r.stderr.hasPrefix("textmetrics: ") && r.stderr.contains(text), "\(arguments): \(r.stderr)")
        #expect(r.stdout.isEmpty, "\(arguments)")
    }

    /// Extreme but valid values give exit 0 and finite numbers (JSON writes non-finite as null).
    @Test func extremeValidValuesGiveFiniteResults() throws {
        let cases: [[String]] = [
            ["measure", "Hello, world! שלום", "--width", "1e-300", "--json"],
            ["measure", "Hello, world! שלום", "--width", "1e300", "--json"],
            ["measure", "Hello, world! שלום", "--size", "1e-300", "--width", "200", "--json"],
            ["measure", "Hello, world! שלום", "--size", "10000", "--width", "0.001", "--json"],
            ["measure", "Hello, world! שלום", "--lines", "1", "--truncate", "middle", "--width", "0.5", "--json"],
            ["metrics", "--size", "10000", "--json"],
        ]
        for arguments in cases {
            let r = try Self.run(arguments)
            #expect(!r.signaled && r.status == 0, "\(arguments): exit \(r.status); stderr: \(r.stderr)")
            #expect(!r.stdout.isEmpty && !r.stdout.contains("null"), "\(arguments): \(r.stdout)")
        }
    }

    /// `--strategy`: BehaviourReference's example ("Line-break strategy"), "Welcome to the app" in
    /// Inter 17 at 130 pt, @2x.
    /// Widths from hb-shape advances (upem 2816): greedy's first line "Welcome to the" is
    /// 20808 units = 125.616 pt → 126; with orphan avoidance "Welcome to" is 15656 units =
    /// 94.514 pt → 95; two lines of 20.5739 pt → 41.5.
    @Test func strategyOption() throws {
        let base = ["measure", "Welcome to the app", "--font", "Inter", "--width", "130", "--scale", "2"]
        // Balanced: "Welcome" / "to the app" = 13652 units = 82.416 pt → 82.5.
        for (strategy, expected) in [("none", "126 × 41.5"), ("standard", "95 × 41.5"), ("push-out", "95 × 41.5"),
                                     ("balanced", "82.5 × 41.5"),
                                     // Optimal keeps greedy's lines: slack 4.384² < 35.486².
                                     ("optimal", "126 × 41.5")] {
            let r = try Self.run(base + ["--strategy", strategy])
            #expect(r.status == 0 && r.stdout.contains("width 130: \(expected), 2 lines"), "\(strategy): \(r.stdout) \(r.stderr)")
        }
    }

    /// `--hyphenate[=FACTOR]` and `--lang`: "The hyphenation" at 110 pt (hand-computed in
    /// EngineHyphenationTests from hb-shape advances: the unhyphenated first line "The" fills
    /// 0.2806 of the width; "The hyphen‐" is 16756 units = 101.15 pt). The JSON names the
    /// pattern file per language, "unavailable" where none is installed, and marks the
    /// hyphenated line.
    @Test func hyphenateOption() throws {
        let base = ["measure", "The hyphenation", "--font", "Inter", "--width", "110", "--json"]
        let off = try Self.run(base)
        #expect(off.status == 0 && !off.stdout.contains("hyphenat"))
        let on = try Self.run(base + ["--hyphenate=0.3"])
        #expect(on.status == 0)
        #expect(on.stdout.contains(#""hyphenation":{"en-US":"/usr/share/hyphen/hyph_en_US.dic"}"#), "\(on.stdout)")
        #expect(on.stdout.components(separatedBy: #""hyphenated":true"#).count == 2, "\(on.stdout)")
        #expect(on.stdout.contains(#""end":10"#))  // "The hyphen" is 10 scalars
        let below = try Self.run(base + ["--hyphenate=0.25"])
        #expect(below.status == 0 && !below.stdout.contains(#""hyphenated":true"#))
        let bare = try Self.run(base + ["--hyphenate"])
        #expect(bare.stdout.contains(#""hyphenated":true"#))
        let unknown = try Self.run(base + ["--hyphenate", "--lang", "xx"])
        #expect(unknown.status == 0 && unknown.stdout.contains(#""hyphenation":{"xx":"unavailable"}"#), "\(unknown.stdout)")
        // Readable output ends a hyphenated line with "-".
        let readable = try Self.run(["measure", "The hyphenation", "--font", "Inter", "--width", "110", "--hyphenate"])
        #expect(readable.stdout.contains(#""The hyphen-""#), "\(readable.stdout)")
    }

    /// `--tighten`: "Some text" (13508 units = 81.548 pt, hb-shape) in 79 pt on one line:
    /// 81.548 / 79 = 1.032 ≤ 1 + 0.05, so it is tightened to 79 rather than truncated.
    @Test func tightenOption() throws {
        let base = ["measure", "Some text", "--font", "Inter", "--width", "79", "--lines", "1", "--truncate", "tail"]
        let truncated = try Self.run(base)
        #expect(truncated.stdout.contains("truncated"))
        let tightened = try Self.run(base + ["--tighten"])
        #expect(tightened.status == 0 && tightened.stdout.contains("width 79: 79 × 20.574, 1 line\n"), "\(tightened.stdout)")
    }
}

/// The CLI's shared conventions: per-command help, "did you mean", `-` for standard input,
/// whole-text measurement, one meaning of width 0, no negative zero, and the README's usage
/// block equal to `--help`.
@Suite("CLI: consistent commands")
struct CLIConsistencyTests {
    static let commands = ["metrics", "coverage", "measure", "breaks", "layout", "render"]
    /// One line of Inter 17: (typo ascender 2728 + |descender| 680 + line gap 0) / unitsPerEm
    /// 2816 × 17 pt (Tests/Tools/font_metrics_reference.json, read with fontTools).
    static let interLine = 3408.0 / 2816.0 * 17

    @Test(arguments: commands)
    func helpCommandEqualsDashDashHelp(command: String) throws {
        let viaHelp = try CLIArgumentTests.run(["help", command])
        let viaFlag = try CLIArgumentTests.run([command, "--help"])
        let viaShort = try CLIArgumentTests.run([command, "-h", "ignored", "--bogus"])
        #expect(viaHelp.status == 0 && viaFlag.status == 0 && viaShort.status == 0)
        #expect(viaHelp.stdout.hasPrefix("usage:\n  textmetrics \(command) "))
        #expect(viaHelp.stdout == viaFlag.stdout && viaFlag.stdout == viaShort.stdout)
        // Every option of the synopsis is explained in the options list.
        let lines = viaHelp.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let synopsis = lines.prefix { !$0.isEmpty }.joined(separator: " ")
        let explained = lines.drop { $0 != "options:" }.map { $0.trimmingCharacters(in: .whitespaces) }
        let options = Set(synopsis.split(whereSeparator: { " []()|".contains($0) }).filter { $0.hasPrefix("--") }.map(String.init))
        #expect(!options.isEmpty)
        for option in options where option != "--text" || command == "render" {
            #expect(explained.contains { $0.hasPrefix(option + " ") || $0.hasPrefix(option + ",") || $0.contains(", " + option) }, "\(command): \(option) is not explained")
        }
    }

    @Test func unknownCommandsAndOptionsSuggestTheNearest() throws {
        let cases: [([String], String)] = [
            (["mesure", "Hello"], "unknown command \"mesure\"; did you mean measure?"),
            (["help", "layuot"], "no command \"layuot\"; did you mean layout?"),
            (["--hlep"], "unknown command \"--hlep\"; did you mean --help?"),
            (["measure", "--widht", "100", "Hello"], "unknown option --widht; did you mean --width?"),
            (["measure", "--line-spacng=2", "Hello"], "unknown option --line-spacng; did you mean --line-spacing?"),
            (["breaks", "--local", "ja", "x"], "unknown option --local; did you mean --locale?"),
            (["render", "x.json", "-o", "/dev/null", "--debgu"], "unknown option --debgu; did you mean --debug?"),
        ]
        for (arguments, message) in cases {
            let r = try CLIArgumentTests.run(arguments)
            #expect(r.status == 2, "\(arguments): exit \(r.status)")
            #expect(r.stderr.hasPrefix("textmetrics: " + message + "\n"), "\(arguments): \(r.stderr)")
        }
        // Nothing close: no suggestion.
        let far = try CLIArgumentTests.run(["measure", "--zzzzzzzz", "Hello"])
        #expect(far.status == 2 && !far.stderr.contains("did you mean"))
    }

    @Test func dashReadsStandardInputEverywhere() throws {
        let text = "Hello, שלום world\n"
        let pairs: [([String], [String])] = [
            (["measure", "--width", "80", text], ["measure", "--width", "80", "-"]),
            (["coverage", text], ["coverage", "-"]),
            (["breaks", text], ["breaks", "-"]),
        ]
        for (literal, dashed) in pairs {
            let a = try CLIArgumentTests.run(literal)
            let b = try CLIArgumentTests.run(dashed, input: text)
            #expect(a.status == 0 && b.status == 0, "\(dashed): \(b.stderr)")
            #expect(!a.stdout.isEmpty && a.stdout == b.stdout, "\(dashed)")
        }
        let dir = NSTemporaryDirectory() + "cli-dash-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try CLIArgumentTests.run(["render", "--text", text, "-o", dir + "/a.png"])
        let b = try CLIArgumentTests.run(["render", "--text", "-", "-o", dir + "/b.png"], input: text)
        #expect(a.status == 0 && b.status == 0, "\(b.stderr)")
        let pngA = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
        let pngB = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))
        #expect(!pngA.isEmpty && pngA == pngB)
    }

    @Test func multiParagraphMeasureReportsTheWholeTextFirst() throws {
        let r = try CLIArgumentTests.run(["measure", "--font", "Inter", "Hello\nworld"])
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // Two paragraphs of one line each: twice Inter's line height, no paragraph spacing.
        let height = JSONNumber.threeDecimals(2 * Self.interLine)
        #expect(lines.first?.hasPrefix("no wrapping: ") == true)
        #expect(lines.first?.hasSuffix(" × \(height), 2 lines in 2 paragraphs") == true, "\(lines)")
        #expect(lines.count == 5 && lines[1] == "paragraph 1" && lines[3] == "paragraph 2", "\(lines)")
        #expect(lines[2].hasSuffix("\"Hello\"") && lines[4].hasSuffix("\"world\""))

        let json = try CLIArgumentTests.run(["measure", "--font", "Inter", "--json", "Hello\nworld"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(abs((object["height"] as? Double ?? 0) - 2 * Self.interLine) < 1e-9)
        #expect(object["paragraphCount"] as? Int == 2 && object["lineCount"] as? Int == 2)
        let jsonLines = try #require(object["lines"] as? [[String: Any]])
        #expect(jsonLines.map { $0["paragraph"] as? Int } == [0, 1])
        #expect(abs((jsonLines[1]["y"] as? Double ?? 0) - Self.interLine) < 1e-9)
    }

    @Test func widthZeroMeansNoLimit() throws {
        let text = "A sentence long enough to wrap at any width narrower than a few hundred points."
        let unlimited = try CLIArgumentTests.run(["measure", "--json", text])
        let zero = try CLIArgumentTests.run(["measure", "--json", "--width", "0", text])
        #expect(unlimited.status == 0 && zero.status == 0)
        #expect(zero.stdout == unlimited.stdout)
        #expect(zero.stdout.contains("\"lineCount\":1,") && zero.stdout.contains("\"proposedWidth\":null"))
    }

    /// No "-0" in any output: empty texts, right-to-left alignment, scaled and JSON forms.
    @Test func noNegativeZero() throws {
        let cases: [[String]] = [
            ["measure", ""], ["measure", "--json", ""], ["measure", "--scale", "2", "--width", "100", ""],
            ["measure", "--align", "right", "--width", "50", "--json", "\n"],
            ["measure", "--direction", "rtl", "--align", "right", "--json", "שלום"],
            ["measure", "--direction", "rtl", "--width", "0,10", "\u{200F}"],
            ["metrics", "--font", "Quicksand"], ["metrics", "--json"],
            ["breaks", "--json", ""],
        ]
        for arguments in cases {
            let r = try CLIArgumentTests.run(arguments)
            #expect(r.status == 0, "\(arguments): \(r.stderr)")
            #expect(r.stdout.range(of: #"(^|[^0-9.])-0(\.0*)?([^0-9.]|$)"#, options: .regularExpression) == nil, "\(arguments): \(r.stdout)")
        }
    }

    /// The usage block of the command reference (Scenes' article "The textmetrics command",
    /// section "Usage") is `textmetrics --help`, character for character.
    @Test func commandReferenceUsageEqualsHelp() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Scenes/Scenes.docc/CommandLine.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.range(of: "\n## Usage\n"))
        let rest = text[section.upperBound...]
        let open = try #require(rest.range(of: "```\n"))
        let close = try #require(rest[open.upperBound...].range(of: "\n```\n"))
        let block = String(rest[open.upperBound..<close.lowerBound])
        let help = try CLIArgumentTests.run(["--help"])
        #expect(help.status == 0)
        #expect(block + "\n" == help.stdout)
    }
}

/// The readable output's rounding: three decimals, no trailing zeros.
enum JSONNumber {
    static func threeDecimals(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : "\(r)"
    }
}
