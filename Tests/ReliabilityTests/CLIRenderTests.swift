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

    @Test("--page-size flows a long text onto PDF pages")
    func pages() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/pages.pdf"
        let text = Array(repeating: "A paragraph long enough to wrap onto a few lines of an A6-sized page, repeated.", count: 30).joined(separator: "\n")
        // A6 is 105 × 148 mm = 297.6 × 419.5 pt (ISO 216).
        let r = try CLIArgumentTests.run(["render", "--text", "-", "--page-size", "297.6x419.5", "--margins", "36,30,36,30",
                                          "--widows", "2", "--orphans", "2", "-o", path], input: text)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote \(path) ("))
        // More than one page: 30 paragraphs of 2+ lines at ~20.6 pt a line need more than the
        // 347.5 pt of one page's content area.
        let pages = r.stdout.split(separator: "(").last?.split(separator: " ").first.flatMap { Int($0) }
        #expect((pages ?? 0) > 1, "\(r.stdout)")
        #expect(try Self.magic(path) == "pdf")
    }

    @Test("A page smaller than one line fails (exit 1) and writes nothing; page options out of place are usage errors",
          arguments: [
            (["--page-size", "200x50", "--margins", "20", "-o", "out.pdf"], Int32(1), "the page is too small"),
            (["--page-size", "a4", "--margins", "400", "-o", "out.pdf"], 1, "the margins leave no room"),
            (["--page-size", "a4", "-o", "out.svg"], 2, "--page-size flows the text onto PDF pages"),
            (["--page-size", "a4", "--width", "100", "-o", "out.pdf"], 2, "--page-size sets the width"),
            (["--margins", "10", "-o", "out.pdf"], 2, "need --page-size"),
            (["--page-size", "a4", "--widows", "0", "-o", "out.pdf"], 2, "--widows must be 1"),
            (["--page-size", "0x100", "-o", "out.pdf"], 2, "--page-size expects"),
            (["--page-size", "a4", "--margins", "1,2,3", "-o", "out.pdf"], 2, "--margins expects"),
            (["--page-size", "20000x100", "-o", "out.pdf"], 1, "the largest page PDF readers accept"),
          ] as [([String], Int32, String)])
    func badPages(arguments: [String], status: Int32, message: String) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var arguments = arguments
        let o = try #require(arguments.firstIndex(of: "-o"))
        arguments[o + 1] = directory + "/" + arguments[o + 1]
        let r = try CLIArgumentTests.run(["render", "--text", "Some text for a page"] + arguments)
        #expect(r.status == status, "exit \(r.status): \(r.stderr)")
        #expect(r.stderr.hasPrefix("textmetrics: ") && r.stderr.contains(message), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// A scene 2,000,010 px wide (666,670 pt at scale 3: a view with no intrinsic size takes
    /// the proposal) is more than libpng writes (1,000,000 px a side): a failure naming the
    /// limit, with no file.
    @Test func sceneWiderThanPNGAllows() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = ##"{"scale": 3, "proposal": {"width": 666670, "height": 14}, "root": {"type": "view", "color": "#ffcc00"}}"##
        let r = try CLIArgumentTests.run(["render", "-", "-o", directory + "/wide.png"], input: scene)
        #expect(r.status == 1 && !r.signaled, "\(r.stderr)")
        #expect(r.stderr.contains("2000010×42 px") && r.stderr.contains("1000000 px"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}
