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

    /// Runs the tool; with `closedStandardOutput` its standard output is a pipe whose reading
    /// end is closed before the tool starts (stdout is then empty).
    static func run(_ arguments: [String], closedStandardOutput: Bool = false) throws -> Run {
        let binary = try #require(Self.binary, "textmetrics was not found next to the test bundle; run `swift build` first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = Fixtures.fontsDirectory
        process.environment = environment
        let out = Pipe(), err = Pipe()
        if closedStandardOutput { try out.fileHandleForReading.close() }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if closedStandardOutput { try out.fileHandleForWriting.close() }
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
}
