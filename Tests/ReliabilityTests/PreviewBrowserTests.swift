import Foundation
import Testing
@testable import TextRendering

/// Debian's headless browser.
enum Chromium {
    /// `chromium`, found on PATH; nil when it is not installed.
    static let path: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/chromium"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()
}

/// `textmetrics preview` opened in a real browser: Debian's `chromium`, headless. The page is
/// asked for a width by its URL fragment (`#w=320`); the frames it then shows (filled in by its
/// own script) must be `layout --json`'s at that width, and its screenshot at 2 device pixels a
/// point must match `render`'s PNG at scale 2.
///
/// Skipped, with that reason, where `chromium` is not installed (`.ci/install-deps` installs it).
@Suite("Preview in headless Chromium", .enabled(if: Chromium.path != nil,
                                                  "chromium is not installed (apt-get install chromium): the browser tests are skipped"))
struct PreviewBrowserTests {
    static let chromium = Chromium.path

    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    /// Runs headless Chromium with `arguments` and then `url`, in a fresh profile, and returns
    /// its standard output. Killed after 60 s.
    static func browse(_ arguments: [String], url: String, directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromium))
        // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start;
        // --disable-dev-shm-usage: containers often give /dev/shm only 64 MB.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars", "--no-first-run",
                             "--user-data-dir=\(directory)/profile"] + arguments + [url]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: timer)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    /// The settings screen written with its proposed width replaced by `width`, and its preview
    /// at `widths`, in `directory`.
    static func preview(width: Int, widths: String, directory: String) throws -> (scene: String, page: String) {
        let original = try String(contentsOf: scenes.appendingPathComponent("settings-screen.json"), encoding: .utf8)
        let proposal = "\"proposal\": {\"width\": 390"
        #expect(original.contains(proposal))
        let scene = "\(directory)/scene.json", page = "\(directory)/preview.html"
        try original.replacingOccurrences(of: proposal, with: "\"proposal\": {\"width\": \(width)").write(toFile: scene, atomically: true, encoding: .utf8)
        let run = try CLIArgumentTests.run(["preview", scene, "-o", page, "--widths", widths])
        #expect(run.status == 0, "\(run.stderr)")
        return (scene, page)
    }


    @Test("#w=320 shows the frames layout --json gives at 320 pt")
    func framesInTheDOM() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (scene, page) = try Self.preview(width: 320, widths: "240,320,400,480", directory: directory)
        // The page's frames table is empty in the file; only its script fills it in.
        let file = try String(contentsOfFile: page, encoding: .utf8)
        #expect(file.contains("<tbody id=\"frames-body\"></tbody>"))
        let dom = try Self.browse(["--dump-dom"], url: "file://\(page)#w=320", directory: directory)
        let body = try #require(dom.range(of: "<tbody id=\"frames-body\">").flatMap { start in
            dom.range(of: "</tbody>", range: start.upperBound..<dom.endIndex).map { String(dom[start.upperBound..<$0.lowerBound]) }
        }, "the page's frames table was not found in Chromium's DOM")
        let rows: [[String]] = body.components(separatedBy: "</tr>").filter { $0.contains("<td") }.map { row in
            row.components(separatedBy: "</td>").compactMap { cell in cell.range(of: "<td>").map { String(cell[$0.upperBound...]) } }
        }
        #expect(dom.contains("<figure data-width=\"320\" data-scale=\"2\">"), "the 320-pt figure is not the one shown")

        let layout = try CLIArgumentTests.run(["layout", "--json", scene])
        #expect(layout.status == 0, "\(layout.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        try #require(rows.count == frames.count, "Chromium shows \(rows.count) frames, layout --json gives \(frames.count)")
        for (row, frame) in zip(rows, frames) {
            #expect(row.count == 6)
            #expect(row[0] == (frame["id"] as? String ?? ""))
            #expect(row[1] == frame["type"] as? String)
            for (k, key) in ["x", "y", "width", "height"].enumerated() {
                let shown = try #require(Double(row[2 + k]), "\(row)")
                #expect(shown == (frame[key] as? NSNumber)?.doubleValue, "\(row[1]) \(key)")
            }
        }
    }

    /// Tolerance: the mean over all pixels of the largest channel difference is at most 1 (of
    /// 255), and at most 0.1 % of the pixels differ by more than 64. Chromium fills the glyph
    /// outlines with its own rasterizer (Skia) and we fill them with FreeType's, so antialiased
    /// edges differ by a few levels; a glyph, line or frame one pixel out of place would put
    /// far more pixels over 64 (a line of text at 2× covers thousands of edge pixels).
    @Test("The screenshot of #w=390&bare at 2× matches render's PNG at scale 2")
    func screenshotMatchesPNG() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (scene, page) = try Self.preview(width: 390, widths: "320,390", directory: directory)
        let png = "\(directory)/render.png", shot = "\(directory)/shot.png"
        let render = try CLIArgumentTests.run(["render", scene, "-o", png, "--scale", "2"])
        #expect(render.status == 0, "\(render.stderr)")
        let ours = try PNGReader.decode(try [UInt8](Data(contentsOf: URL(fileURLWithPath: png))))
        // The window in CSS pixels (points), rounded up to cover the whole picture.
        let width = (ours.width + 1) / 2, height = (ours.height + 1) / 2
        _ = try Self.browse(["--force-device-scale-factor=2", "--screenshot=\(shot)", "--window-size=\(width),\(height)"],
                            url: "file://\(page)#w=390&bare", directory: directory)
        let theirs = try PNGReader.decode(try [UInt8](Data(contentsOf: URL(fileURLWithPath: shot))))
        try #require(theirs.width >= ours.width && theirs.height >= ours.height,
                     "screenshot \(theirs.width)×\(theirs.height) px is smaller than the render, \(ours.width)×\(ours.height)")
        var total = 0, large = 0
        for y in 0..<ours.height {
            for x in 0..<ours.width {
                let a = (y * ours.width + x) * 4, b = (y * theirs.width + x) * 4
                var d = 0
                for c in 0..<3 { d = max(d, abs(Int(ours.rgba[a + c]) - Int(theirs.rgba[b + c]))) }
                total += d
                if d > 64 { large += 1 }
            }
        }
        let pixels = Double(ours.width * ours.height)
        #expect(Double(total) / pixels <= 1, "mean difference \(Double(total) / pixels)")
        #expect(Double(large) / pixels <= 0.001, "\(large) of \(Int(pixels)) pixels differ by more than 64")
    }
}
