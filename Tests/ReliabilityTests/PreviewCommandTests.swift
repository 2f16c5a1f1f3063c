import Foundation
import Testing

/// `textmetrics preview`'s arguments and the page it writes.
@Suite("CLI: preview")
struct PreviewCommandTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes/settings-screen.json").path


    @Test("Bad widths and missing outputs are usage errors (exit 2) and write nothing",
          arguments: [
            ["--widths", "0...10:1"], ["--widths", "300...200:10"], ["--widths", "1...10000:1"], ["--widths", "abc"],
            ["--widths", "300...400"], ["--widths", "300,nan"], ["--widths", "10001"], ["--scale", "0"], ["--text", "Hi", "--width", "30"],
          ])
    func usageErrors(arguments: [String]) throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = "\(directory)/p.html"
        let sceneArgument = arguments.contains("--text") ? [] : [Self.scene]
        let run = try CLIArgumentTests.run(["preview"] + sceneArgument + ["-o", output] + arguments)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("textmetrics: ") && run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output))
        let noOutput = try CLIArgumentTests.run(["preview", Self.scene])
        #expect(noOutput.status == 2 && noOutput.stderr.contains("-o OUT.html"))
    }

    /// The widths a range names: 240, 250, …, 480 is 25 widths ((480 − 240) / 10 + 1).
    @Test("The page is self-contained: one figure a width, glyphs defined once, no external resource")
    func selfContained() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = "\(directory)/p.html"
        let run = try CLIArgumentTests.run(["preview", Self.scene, "-o", output, "--devices", "--categories"])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        let stage = try #require(page.components(separatedBy: "<main id=\"stage\">").last?.components(separatedBy: "</main>").first)
        #expect(stage.components(separatedBy: "<figure ").count - 1 == 25)
        // 4 device panes and 12 categories (xS, S, M, L, xL, xxL, xxxL, AX1…AX5).
        #expect(page.components(separatedBy: "<figure ").count - 1 == 25 + 4 + 12)
        // Every outline is a <path id="gN"> in the one <defs>; the panes only <use> them.
        #expect(page.components(separatedBy: "<defs>").count - 1 == 1)
        let defs = try #require(page.components(separatedBy: "<defs>").last?.components(separatedBy: "</defs>").first)
        let ids = defs.components(separatedBy: "<path id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count && !ids.isEmpty)
        #expect(!page.replacingOccurrences(of: "<path id=", with: "").contains("<path id="))
        // No network and no external script or style: no src= or link, and the only URL is
        // the SVG namespace.
        #expect(!page.contains(" src=") && !page.contains("<link"))
        #expect(page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").range(of: "https?://", options: .regularExpression) == nil)
        #expect(page.contains("iPhone SE · 375 pt @2x") && page.contains("<figcaption>AX5</figcaption>"))
    }

    @Test("--text previews one text at each width, its breakpoints from the text's own height")
    func text() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = "\(directory)/t.html"
        let run = try CLIArgumentTests.run(["preview", "--text", "Hello world", "-o", output, "--widths", "40,200"])
        #expect(run.status == 0, "\(run.stderr)")
        // "Hello world" in Inter 17 pt: "Hello" is 40.69 pt and "world" 44.55 pt wide (the
        // `measure` example of Scenes' article "The textmetrics command"), so at 200 pt both words share one line and at 40 pt
        // they cannot (85 pt > 40): the height changes between the two, a breakpoint at least.
        #expect(run.stdout.components(separatedBy: "breakpoint ").count - 1 >= 1, "\(run.stdout)")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.contains("<figure data-width=\"40\"") && page.contains("<figure data-width=\"200\""))
    }
}
