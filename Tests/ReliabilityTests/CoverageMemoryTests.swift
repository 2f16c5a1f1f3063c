import Foundation
import Testing

/// `coverage --json` writes a cluster at a time: its memory grows with the text's scalars,
/// not with a JSON tree of every cluster (about 1 KB a character, 957 MB for 1M characters,
/// before). The peak resident size of the child alone is read from wait4(2).
@Suite struct CoverageMemoryTests {
    /// Runs the tool with `arguments`, `input` on standard input and standard output to
    /// /dev/null; its exit status and peak resident size in bytes.
    static func peak(_ arguments: [String], input: String) throws -> (status: Int32, bytes: Int) {
        let binary = try #require(CLIArgumentTests.binary)
        let file = NSTemporaryDirectory() + "coverage-memory-\(getpid())-\(input.utf8.count).txt"
        try Data(input.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, file, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = Fixtures.fontsDirectory
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for e in envp { free(e) } }
        var pid: pid_t = 0
        #expect(posix_spawn(&pid, binary, &actions, nil, argv, envp) == 0)
        var status: Int32 = 0
        var usage = rusage()
        #expect(wait4(pid, &status, 0, &usage) == pid)
        return ((status >> 8) & 0xFF, usage.ru_maxrss * 1024)
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
