import Foundation
import Testing

/// `textmetrics render` to each format, chosen by extension or `--format`, and its bad
/// outputs: usage errors exit 2, failures exit 1, and neither leaves a file.
@Suite("CLI: render to PNG, PDF and SVG")
struct CLIRenderTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes/lipsum-adaptor-padding.json").path

    /// A fresh empty directory, removed by the caller.
    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "cli-render-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    /// The first bytes of each format: PNG's signature (ISO/IEC 15948 §5.2), "%PDF-"
    /// (ISO 32000-1 §7.5.2), and the XML declaration cairo's SVG starts with.
    static func magic(_ path: String) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)).prefix(8))
        if bytes == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return "png" }
        if bytes.starts(with: Array("%PDF-".utf8)) { return "pdf" }
        if bytes.starts(with: Array("<?xml".utf8)) { return "svg" }
        return "unknown"
    }

    @Test("The extension or --format chooses the format, for --text and for scenes",
          arguments: [
            (["-o", "out.pdf"], "pdf"), (["-o", "out.svg"], "svg"), (["-o", "out.png"], "png"),
            (["-o", "OUT.PDF"], "pdf"), (["-o", "out.bin", "--format", "svg"], "svg"), (["-o", "out.png", "--format", "pdf"], "pdf"),
          ])
    func formatChoice(output: [String], format: String) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/" + output[1]
        var arguments = output
        arguments[1] = path
        for source in [["--text", "Hello, vector world", "--debug"], [Self.scene]] {
            let r = try CLIArgumentTests.run(["render"] + source + arguments)
            #expect(r.status == 0, "\(source) \(arguments): \(r.stderr)")
            #expect(r.stdout.hasPrefix("wrote \(path) ("))
            #expect(try Self.magic(path) == format)
            try FileManager.default.removeItem(atPath: path)
        }
    }

    @Test("An unknown extension or format is a usage error that writes nothing",
          arguments: [["-o", "out.gif"], ["-o", "out.pdf", "--format", "gif"], ["-o", "out.jpeg", "--format", "jpeg"]])
    func unknownFormat(output: [String]) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var arguments = output
        arguments[1] = directory + "/" + output[1]
        for source in [["--text", "Hello"], [Self.scene]] {
            let r = try CLIArgumentTests.run(["render"] + source + arguments)
            #expect(r.status == 2, "\(arguments): exit \(r.status): \(r.stderr)")
            #expect(r.stderr.hasPrefix("textmetrics: ") && (r.stderr.contains("unknown output format") || r.stderr.contains("--format expects")))
            #expect(r.stdout.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test("An unwritable output fails with exit 1 and leaves nothing behind", arguments: ["pdf", "svg", "png"])
    func unwritableOutput(format: String) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A regular file where a directory should be (ENOTDIR even for root).
        let blocker = directory + "/file"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        for source in [["--text", "Hello"], [Self.scene]] {
            let r = try CLIArgumentTests.run(["render"] + source + ["-o", blocker + "/out." + format])
            #expect(r.status == 1, "exit \(r.status): \(r.stderr)")
            #expect(r.stderr.contains("cannot write the file: Not a directory"), "\(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["file"])
    }
}
