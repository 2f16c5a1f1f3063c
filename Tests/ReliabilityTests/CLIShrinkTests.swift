import Foundation
import Testing

/// `textmetrics measure --shrink-to-fit MIN` and the scene keys of autoshrink and `text`
/// nodes through the built binary.
@Suite("CLI: shrink to fit")
struct CLIShrinkTests {
    @Test("one line shrinks to W / N (hb-shape: \"Some text Some text\" is 27808 Inter units, 167.875 pt at 17)")
    func oneLine() throws {
        let run = try CLIArgumentTests.run(["measure", "--font", "Inter", "--width", "100", "--shrink-to-fit", "0.5", "--json", "Some text Some text"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let scale = try #require(object["fontScale"] as? Double)
        #expect(abs(scale - 100 / (27808.0 * 17 / 2816)) < 1e-12)
        #expect(object["truncated"] as? Bool == false)
    }

    @Test("below the minimum the text is truncated at the minimum; --lines N shrinks into N lines")
    func minimumAndLines() throws {
        let truncated = try CLIArgumentTests.run(["measure", "--font", "Inter", "--width", "60", "--shrink-to-fit", "0.5", "--truncate", "tail", "Some text Some text"])
        #expect(truncated.status == 0 && truncated.stdout.contains("truncated, font scale 0.5"))
        // Two lines of "Some text" (13508 units): 50 / 81.548 = 0.6131.
        let twoLines = try CLIArgumentTests.run(["measure", "--font", "Inter", "--width", "50", "--lines", "2", "--shrink-to-fit", "0.3", "Some text Some text"])
        #expect(twoLines.status == 0 && twoLines.stdout.contains("2 lines, font scale 0.6131"))
    }

    @Test("bad minimum scales and a missing width are usage errors (exit 2) naming the flag", arguments: [
        ["measure", "--width", "100", "--shrink-to-fit", "1.5", "x"],
        ["measure", "--width", "100", "--shrink-to-fit", "-0.1", "x"],
        ["measure", "--width", "100", "--shrink-to-fit", "0", "x"],
        ["measure", "--width", "100", "--shrink-to-fit", "nan", "x"],
        ["measure", "--shrink-to-fit", "0.5", "x"],
    ])
    func badFlags(_ arguments: [String]) throws {
        let run = try CLIArgumentTests.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--shrink-to-fit"))
        #expect(run.stdout.isEmpty)
    }

    @Test("a scene with a bad minimumScaleFactor or lineLimit exits 2 naming the JSON path")
    func badScene() throws {
        for (json, path) in [
            (#"{"root": {"type": "text", "text": "x", "minimumScaleFactor": 2}}"#, "$.root.minimumScaleFactor"),
            (#"{"root": {"type": "text", "text": "x", "lineLimit": -1}}"#, "$.root.lineLimit"),
            (#"{"root": {"type": "label", "text": "x", "minimumScaleFactor": -1}}"#, "$.root.minimumScaleFactor"),
        ] {
            let file = NSTemporaryDirectory() + "cli-shrink-\(ProcessInfo.processInfo.processIdentifier).json"
            try json.write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let run = try CLIArgumentTests.run(["layout", file])
            #expect(run.status == 2, "\(json)")
            #expect(run.stderr.contains(path), "\(run.stderr)")
        }
    }
}
