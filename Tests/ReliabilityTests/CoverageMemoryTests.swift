import Foundation
import Testing

/// `coverage --json` writes a cluster at a time: its memory grows with the text's scalars,
/// not with a JSON tree of every cluster (about 1 KB a character, 957 MB for 1M characters,
/// before).
///
/// The child's peak is read by GNU time (`/usr/bin/time -f %M`, the `time` package), which
/// fork()s its own small process to run the tool. Read from this process's own wait4(2), the
/// peak would be this test process's: posix_spawn starts the child in the parent's memory
/// (CLONE_VM) until it execs, and Linux keeps the larger of that and the tool's own peak, so a
/// test runner of 300 MB hid a tool of 31 MB.
@Suite struct CoverageMemoryTests {
    /// Runs the tool with `arguments`, `input` on standard input and standard output to
    /// /dev/null; its exit status and peak resident size in bytes.
    static func peak(_ arguments: [String], input: String) throws -> (status: Int32, bytes: Int) {
        let binary = try #require(CLIArgumentTests.binary)
        let file = NSTemporaryDirectory() + "coverage-memory-\(getpid())-\(input.utf8.count).txt"
        try Data(input.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M"] + [binary] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = Fixtures.fontsDirectory
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // GNU time exits with the tool's status and prints the peak in KiB as its last line.
        let kibibytes = try #require(report.split(separator: "\n").last.flatMap { Int($0) }, "\(report)")
        return (process.terminationStatus, kibibytes * 1024)
    }

    /// `n` characters of Latin, kana and Han (each script's fonts are looked up once).
    static func text(_ n: Int) -> String {
        let alphabet = Array("abcdefghij klmnopqrstuvwxyzあいうえおカキクケコ中文字")
        return String((0..<n).map { alphabet[($0 &* 7919) % alphabet.count] })
    }

    @Test func doublingTheTextAddsAFewBytesACharacter() throws {
        let small = try Self.peak(["coverage", "--json", "-"], input: Self.text(100_000))
        let large = try Self.peak(["coverage", "--json", "-"], input: Self.text(200_000))
        #expect(small.status == 0 && large.status == 0)
        // The 100,000 characters more may cost their input bytes (up to 3 each), their scalars
        // (4 bytes each), a copy of each and the script runs: well under 100 bytes a character,
        // where the tree of clusters took about 1,000.
        let perCharacter = Double(large.bytes - small.bytes) / 100_000
        #expect(perCharacter < 100, "\(small.bytes) → \(large.bytes) bytes: \(perCharacter) bytes a character")
    }
}
