import Foundation
import Testing
@testable import TextRendering

/// An `sbix` emoji font (Apple Color Emoji's format; here the synthetic one: U+1F600 at one
/// em, a 64 ppem strike holding a 64 × 64 red PNG) draws its bitmap in PNG, PDF and SVG, at
/// its own advance: 😀 at 17 pt is 17 pt wide (2048 of 2048 units).
@Suite("Rendering: sbix emoji bitmaps")
struct SbixRenderingTests {
    static func render(_ format: String) throws -> String {
        let folder = try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder)
        let path = NSTemporaryDirectory() + "sbix-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max)).\(format)"
        let run = try CLIArgumentTests.run(["render", "--apple-fonts", folder, "--text", "😀", "-o", path])
        try #require(run.status == 0, "\(run.stderr)")
        return path
    }

    @Test func measuredAtItsOwnAdvance() throws {
        let folder = try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder)
        let run = try CLIArgumentTests.run(["measure", "--apple-fonts", folder, "--json", "😀"])
        // 17 pt × 2048 / 2048.
        #expect(run.stdout.contains("\"width\":17,"))
    }

    /// PNG at scale 2: 34 px wide (17 pt × 2), and the bitmap's red fills the emoji's middle.
    @Test func pngHasTheBitmap() throws {
        let path = try Self.render("png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try PNGReader.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 34)
        // The strike is one em (64 px at 64 ppem) above the baseline: at 17 pt × 2, 34 px
        // square, so the pixel at (17, 20) lies inside it.
        let k = (20 * image.width + 17) * 4
        let pixel = Array(image.rgba[k..<(k + 4)])
        #expect(pixel[0] > 200 && pixel[1] < 80 && pixel[2] < 80 && pixel[3] == 255, "\(pixel)")
    }

    /// PDF: one image (pdfimages, poppler-utils), 64 px wide drawn over 17 pt: 64 / 17 × 72
    /// = 271 pixels per inch.
    @Test func pdfHasTheBitmap() throws {
        let path = try Self.render("pdf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdfimages")
        process.arguments = ["-list", path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let rows = text.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ") }
        try #require(rows.count == 1, "\(text)")
        // page num type width height color comp bpc enc interp object ID x-ppi y-ppi …
        #expect(rows[0][2] == "image" && rows[0][3] == "64")
        #expect(Int(rows[0][12]) == Int((64.0 / 17 * 72).rounded()))
    }

    /// SVG: an <image> holding a PNG.
    @Test func svgHasTheBitmap() throws {
        let path = try Self.render("svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<image") && svg.contains("data:image/png;base64,"))
    }
}
