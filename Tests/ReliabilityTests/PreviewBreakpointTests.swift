import Foundation
import Testing

/// The breakpoints `textmetrics preview` lists for Tests/Scenes/lipsum-adaptor-padding.json,
/// checked with `textmetrics measure`: the quote is a label (Inter, 17 pt, the body style, as
/// `measure`'s default font) wrapped at the proposed width less the padding, 16 pt a side
/// (SwiftUI's default `padding()` inset, the scene's `padding` default), so at a breakpoint B
/// `measure --width B − 32 − 0.5` must give one line more than `--width B − 32 + 0.5`.
@Suite("Preview: breakpoints agree with measure")
struct PreviewBreakpointTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes/lipsum-adaptor-padding.json").path
    /// The scene's quote, as the scene file writes it.
    static let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."
    /// 16 pt of padding on each side.
    static let padding = 32.0

    /// The quote's line count at each width, from `measure --json`.
    static func lineCounts(_ widths: [Double]) throws -> [Int] {
        let list = widths.map { String($0) }.joined(separator: ",")
        let run = try CLIArgumentTests.run(["measure", "--json", "--width", list, quote])
        #expect(run.status == 0, "\(run.stderr)")
        return try run.stdout.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["lineCount"] as? Int)
        }
    }

    /// The quote's breakpoints `preview` prints ("breakpoint 258.65 pt: quote height 144.5 → 123.5").
    static func quoteBreakpoints(directory: String, widths: String?) throws -> [Double] {
        let run = try CLIArgumentTests.run(["preview", scene, "-o", "\(directory)/p.html"] + (widths.map { ["--widths", $0] } ?? []))
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("breakpoint "), line.contains(": quote height ") else { return nil }
            return Double(line.dropFirst("breakpoint ".count).prefix { $0 != " " })
        }
    }

    @Test("Two samples far apart find every change between them, as 10-pt samples do")
    func coarseSamples() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fine = try Self.quoteBreakpoints(directory: directory, widths: nil)
        let coarse = try Self.quoteBreakpoints(directory: directory, widths: "240,480")
        // Printed to 1/100 pt; the bisection is to 1/64 pt, so the two may differ by that.
        #expect(coarse.count == fine.count && !fine.isEmpty, "\(coarse) vs \(fine)")
        for (a, b) in zip(coarse, fine) { #expect(abs(a - b) <= 1.0 / 64 + 0.01) }
    }

    @Test("Each breakpoint of the quote between 240 and 480 pt is where measure gains or loses a line, ± 0.5 pt")
    func agreeWithMeasure() throws {
        let directory = try CLIRenderTests.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let breakpoints = try Self.quoteBreakpoints(directory: directory, widths: nil)
        #expect(!breakpoints.isEmpty, "no quote breakpoint listed")
        for b in breakpoints {
            let counts = try Self.lineCounts([b - Self.padding - 0.5, b - Self.padding + 0.5])
            #expect(counts[0] == counts[1] + 1, "at \(b) pt: \(counts[0]) lines just below, \(counts[1]) just above")
        }
        // And none is missing: between two sampled widths (240…480 by 10, the default) the
        // line count changes exactly when a breakpoint lies between them.
        let samples = Array(stride(from: 240.0, through: 480, by: 10))
        let counts = try Self.lineCounts(samples.map { $0 - Self.padding })
        for k in 1..<samples.count {
            let listed = breakpoints.contains { $0 > samples[k - 1] && $0 <= samples[k] }
            #expect((counts[k] != counts[k - 1]) == listed, "between \(samples[k - 1]) and \(samples[k]) pt")
        }
    }
}
