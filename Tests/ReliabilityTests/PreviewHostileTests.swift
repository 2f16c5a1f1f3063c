import Foundation
import FuzzSupport
import Testing

/// `preview` and `layout` on hostile ids, widths and sizes: the page keeps exactly its own
/// scripts and carries every id intact, the terminal gets no control character, a width range
/// is counted before it is built, and a page past its size bound is refused before it is made.
@Suite struct PreviewHostileTests {
    /// Ids that once broke the page or the terminal: a comment opener that swallowed the page's
    /// script into the JSON block, a script end and start, C1 and DEL (HTML parse errors), line
    /// separators (line ends to older JavaScript), an ampersand, a noncharacter, and ESC, BEL
    /// and OSC sequences for a terminal.
    static let ids = ["<!--<script>", "</script><script>alert(1)</script>", "a\u{85}b\u{7F}c\u{9B}31m", "line\u{2028}sep\u{2029}",
                      "&amp;<&>\"'", "non" + String(Unicode.Scalar(0xFFFE as UInt32)!) + "char" + String(Unicode.Scalar(0xFDD0 as UInt32)!), "\u{1B}[31mred\u{07}", "\u{1B}]0;title\u{07}osc"]

    /// A column of labels, one an id, each long enough to wrap between 100 and 400 pt.
    static func scene() throws -> String {
        var children: [String] = []
        for id in ids {
            let data = try JSONSerialization.data(withJSONObject: ["type": "text", "id": id, "text": "Settings and privacy and security"])
            children.append(String(decoding: data, as: UTF8.self))
        }
        return #"{"proposal": {"width": 390, "height": null}, "root": {"type": "vstack", "children": ["# + children.joined(separator: ",") + "]}}"
    }

    /// Runs the tool, killing it after `seconds` (a run that does not end is a failure, not a hung suite).
    static func run(_ arguments: [String], seconds: Double = 60) throws -> (status: Int32, stdout: [UInt8], stderr: String, timedOut: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(CLIArgumentTests.binary))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = Fixtures.fontsDirectory
        process.environment = environment
        let directory = NSTemporaryDirectory() + "preview-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = FileManager.default.createFile(atPath: directory + "/out", contents: nil)
        _ = FileManager.default.createFile(atPath: directory + "/err", contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/err"))
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        let out = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/out")))
        let err = try String(contentsOfFile: directory + "/err", encoding: .utf8)
        return (process.terminationStatus, out, err, timedOut)
    }

    @Test func idsCannotChangeThePageAndComeBackIntact() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = directory + "/scene.json", page = directory + "/p.html"
        try Data(try Self.scene().utf8).write(to: URL(fileURLWithPath: scene))
        let run = try Self.run(["preview", scene, "-o", page, "--widths", "100...400:100"])
        #expect(run.status == 0 && !run.timedOut, "\(run.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let report = HTMLChecker.check(html, collect: ["data-node"])
        #expect(report.problems.isEmpty, "\(report.problems)")
        // Exactly the page's own two scripts: the JSON data, then the page's script.
        #expect(report.scripts.map(\.attributes) == [["type": "application/json", "id": "preview-data"], [:]])
        #expect(report.scripts.last?.text.hasPrefix("(function(){") == true)
        // Every id comes back from the data block as it was written in the scene.
        let data = try #require(report.scripts.first?.text)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[[String: Any]]])
        #expect(frames.count == 4)
        for paneFrames in frames {
            #expect(paneFrames.compactMap { $0["id"] as? String } == Self.ids)
        }
        // The breakpoint list names the ids (their controls written as \u{..}).
        #expect(report.attributes["data-node"]?.isEmpty == false)
    }

    /// The bytes a terminal would take as control: C0 but line feed, DEL, and C1 (as UTF-8:
    /// C2 80…C2 9F).
    static func controls(_ bytes: [UInt8]) -> Int {
        var n = 0
        for (i, b) in bytes.enumerated() {
            if (b < 0x20 && b != 0x0A) || b == 0x7F { n += 1 }
            if b == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) { n += 1 }
        }
        return n
    }

    @Test func idsReachTheTerminalEscaped() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = directory + "/scene.json"
        try Data(try Self.scene().utf8).write(to: URL(fileURLWithPath: scene))
        let layout = try Self.run(["layout", scene])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(Self.controls(layout.stdout) == 0)
        #expect(String(decoding: layout.stdout, as: UTF8.self).contains(#"#\u{1B}[31mred\u{7}"#))
        let preview = try Self.run(["preview", scene, "-o", directory + "/p.html", "--widths", "100...400:100"])
        #expect(preview.status == 0, "\(preview.stderr)")
        let lines = String(decoding: preview.stdout, as: UTF8.self)
        #expect(lines.contains("breakpoint ") && lines.contains(#"\u{1B}]0;title\u{7}osc height"#), "\(lines)")
        #expect(Self.controls(preview.stdout) == 0)
    }

    @Test func aRangeIsCountedBeforeItIsBuilt() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // 100...100 holds one width whatever the step (a step of 1e-20 once looped without
        // end: 100 + k × 1e-20 is 100 for every k).
        for step in ["1e-20", "1e-13"] {
            let run = try Self.run(["preview", "--text", "Hi", "-o", directory + "/p.html", "--widths", "100...100:\(step)"], seconds: 30)
            #expect(!run.timedOut && run.status == 0, "\(step): \(run.stderr)")
            #expect(String(decoding: run.stdout, as: UTF8.self).contains("(1 widths"), "\(step)")
        }
        // (110 − 100) / 0.001 + 1 = 10,001 widths: past the 1,000 allowed.
        let many = try Self.run(["preview", "--text", "Hi", "-o", directory + "/q.html", "--widths", "100...110:0.001"], seconds: 30)
        #expect(!many.timedOut && many.status == 2, "\(many.stderr)")
        #expect(many.stderr.contains("more than 1000 widths"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/q.html"))
    }

    @Test func aPagePastItsBoundIsRefusedBeforeItIsMade() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // 10 KB of text at 999 widths ((1198.5 − 200) / 1 rounded down, plus 1): each pane draws
        // the 10,000 characters' glyphs, each a <use> of some 30 bytes, so the panes alone are
        // about 999 × 300 KB = 300 MB, past the 256 MB bound (without it, such a page was
        // written whole, 420 MB, from 1.2 GB of memory).
        let text = String(repeating: "lorem ipsum dolor sit amet, consectetur adipiscing ", count: 200)
        let output = directory + "/big.html"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: output))
        let run = try Self.run(["preview", "--text", text, "-o", output, "--widths", "200...1198.5:1"], seconds: 120)
        #expect(!run.timedOut && run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("over the limit of 256 MB"), "\(run.stderr)")
        // The file named is left as it was, and no temporary file stays beside it.
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["big.html"])
    }
}
