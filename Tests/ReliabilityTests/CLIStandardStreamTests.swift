import Foundation
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
}
