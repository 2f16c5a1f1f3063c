import Foundation
import Testing

/// The peak memory a fuzz child reports is its own. It was getrusage's `ru_maxrss`, which for a
/// process started with posix_spawn includes its parent's resident memory at the spawn
/// (Linux keeps the larger of the memory the child ran in before exec and its own peak), so
/// every child of a large parent reported at least the parent's size.
@Suite struct FuzzPeakMemoryTests {
    /// `textmetrics-fuzz` next to the test bundle (as `CLIArgumentTests.binary` finds `textmetrics`).
    static let binary: String? = {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("textmetrics-fuzz").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()

    /// This test process holds 256 MiB, every page written, while it starts a child that
    /// touches 64 MiB. The child's own peak is at least the 64 MiB; the figure from before
    /// was at least this process's resident size when it started the child, which is over
    /// the 256 MiB it holds. The child's peak is below 256 MiB when its memory besides the
    /// buffer (the Swift runtime and Foundation, no fonts opened) is under 192 MiB: a fuzz
    /// child that lays out text peaks at 33 MiB (`child-shapes`, seed 1, item 0).
    @Test func aChildReportsItsOwnPeak() throws {
        let binary = try #require(Self.binary, "textmetrics-fuzz was not found next to the test bundle; run `swift build` first")
        let held = 256 << 20, allocated = 64 << 20
        var ballast = [UInt8](repeating: 0, count: held)
        for k in stride(from: 0, to: held, by: 4096) { ballast[k] = 1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["child-allocate", String(allocated)]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        withExtendedLifetime(ballast) {}
        #expect(process.terminationStatus == 0)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("P 0 ") }, "no P line in \(text)")
        let peak = try #require(Int(line.dropFirst(4)))
        #expect(peak >= allocated, "\(peak) bytes")
        #expect(peak < held, "\(peak) bytes: the parent's memory is counted")
    }
}
