import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The standard streams as hostile input: a `-` reader whose standard input cannot be read,
/// and a render whose output file is standard output itself.
@Suite("CLI: standard input that cannot be read, output that is standard output")
struct CLIStandardStreamTests {
    /// Runs `textmetrics arguments` through `/bin/sh -c`, with `redirection` (POSIX shell
    /// syntax, e.g. `<&-`) applied to the tool's descriptors.
    static func run(_ arguments: [String], redirection: String) throws -> CLIArgumentTests.Run {
        let binary = try #require(CLIArgumentTests.binary, "textmetrics was not found next to the test bundle")
        return try CLIArgumentTests.run(["-c", "exec \"$0\" \"$@\" \(redirection)", binary] + arguments, binary: "/bin/sh")
    }

    /// Every reader of `-`: a closed descriptor 0, a directory, or a descriptor open for
    /// writing only is a failure (exit 1) naming standard input and why, never a trap.
    @Test("Every - reader fails with a message when standard input cannot be read",
          arguments: [("<&-", "it is closed"), ("< /", "it is a directory"), ("0>/dev/null", "it is open for writing only")])
    func unreadableStandardInput(redirection: String, reason: String) throws {
        let directory = NSTemporaryDirectory() + "cli-stdin-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let readers: [[String]] = [
            ["measure", "-"], ["measure", "--each-line", "-"], ["breaks", "-"], ["breaks", "--each-line", "-"],
            ["coverage", "-"], ["layout", "-"], ["render", "-", "-o", directory + "/scene.png"],
            ["render", "--text", "-", "-o", directory + "/text.png"],
        ]
        for reader in readers {
            let r = try Self.run(reader, redirection: redirection)
            #expect(!r.signaled && r.status == 1, "\(reader) \(redirection): exit \(r.status), signaled \(r.signaled): \(r.stderr)")
            #expect(r.stderr == "textmetrics: standard input: cannot read: \(reason)\n", "\(reader) \(redirection)")
            #expect(r.stdout.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// Runs `textmetrics arguments` with standard output a pipe, and returns its bytes as
    /// they are (a PNG is not UTF-8).
    static func runPiped(_ arguments: [String]) throws -> (status: Int32, bytes: [UInt8], stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(CLIArgumentTests.binary))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = Fixtures.fontsDirectory
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The outputs fit in the pipes' buffers with room to spare (a few kilobytes).
        let bytes = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, bytes, errors)
    }

    /// Whether `bytes` are a whole file of `format`: PNG's signature first and an IEND chunk
    /// (length 0, "IEND", its CRC AE 42 60 82) last (ISO/IEC 15948 §5.2, §11.2.5); "%PDF-"
    /// first and "%%EOF" last (ISO 32000-1 §7.5.2, §7.5.5); an SVG that an XML parser reads
    /// to the end without an error.
    static func isWhole(_ bytes: [UInt8], format: String) -> Bool {
        switch format {
        case "png":
            return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                && bytes.suffix(12) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        case "pdf":
            let end = String(decoding: bytes.suffix(8), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return bytes.starts(with: Array("%PDF-".utf8)) && end.hasSuffix("%%EOF")
        default:
            return bytes.starts(with: Array("<?xml".utf8)) && XMLParser(data: Data(bytes)).parse()
        }
    }

    /// `-o /dev/stdout`, through a pipe and into a file the shell opened: the bytes on standard
    /// output are exactly the picture or document, and the status line goes to stderr.
    @Test("Rendering to /dev/stdout writes only the file there", arguments: ["png", "svg", "pdf"])
    func renderToStandardOutput(format: String) throws {
        let directory = NSTemporaryDirectory() + "cli-stdout-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for source in [["--text", "Hello, standard output"], [CLIRenderTests.scene]] {
            let arguments = ["render"] + source + ["--format", format, "-o", "/dev/stdout"]
            // A pipe.
            let piped = try Self.runPiped(arguments)
            #expect(piped.status == 0, "\(arguments): \(piped.stderr)")
            #expect(Self.isWhole(piped.bytes, format: format), "\(arguments): not a whole \(format) on stdout")
            #expect(piped.stderr.hasPrefix("wrote /dev/stdout ("), "\(arguments): \(piped.stderr)")
            // A regular file opened by the shell, and the same file reached by its own path.
            let file = directory + "/out." + format
            let redirected = try Self.run(arguments, redirection: "> '\(file)'")
            #expect(redirected.status == 0 && redirected.stdout.isEmpty, "\(arguments): \(redirected.stderr)")
            #expect(Self.isWhole([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))), format: format), "\(arguments) > file")
            let samePath = try Self.run(["render"] + source + ["--format", format, "-o", "/proc/self/fd/1"], redirection: "> '\(file)'")
            #expect(samePath.status == 0 && samePath.stderr.hasPrefix("wrote /proc/self/fd/1 ("), "\(samePath.stderr)")
            #expect(Self.isWhole([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))), format: format), "\(arguments) fd/1 > file")
        }
    }
}
