import Foundation
import Testing
import Typesetting

/// `--fallback` given many times, or under several names, opens each font file once.
@Suite("--fallback: each file opened once")
struct FallbackDedupTests {
    /// 1,000 mentions of one file, under its path, a `./` spelling, a symbolic link and a hard
    /// link, leave that file once; a second file with the same bytes is another file; a
    /// missing path is kept once (opening it then reports it).
    @Test func samePathsAreOneFile() throws {
        let directory = try HostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = Fixtures.fontsDirectory + "/NotoSansHebrew-Regular.ttf"
        let a = directory + "/a.ttf", copy = directory + "/copy.ttf"
        try FileManager.default.copyItem(atPath: source, toPath: a)
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.ttf", withDestinationPath: a)
        try FileManager.default.linkItem(atPath: a, toPath: directory + "/hard.ttf")
        let missing = directory + "/missing.ttf"
        var paths: [String] = []
        for _ in 0..<250 {
            paths += [a, directory + "/./a.ttf", directory + "/link.ttf", directory + "/hard.ttf"]
        }
        paths += [missing, copy, missing, a]
        #expect(paths.count == 1_004)
        #expect(FontCollection.distinctFontFiles(paths) == [a, missing, copy])
    }

    /// Through the tool: 1,000 copies of `--fallback` give exactly what one gives.
    @Test func thousandCopiesEqualOne() throws {
        let font = Fixtures.fontsDirectory + "/NotoSansHebrew-Regular.ttf"
        let text = "Hi שלום"
        let once = try CLIArgumentTests.run(["coverage", "--no-system-fonts", "--fallback", font, text])
        let many = try CLIArgumentTests.run(["coverage", "--no-system-fonts"] + Array(repeating: ["--fallback", font], count: 1_000).flatMap { $0 } + [text])
        #expect(once.status == 0 && many.status == 0, "\(many.stderr)")
        #expect(!once.stdout.isEmpty && many.stdout == once.stdout)
        let measuredOnce = try CLIArgumentTests.run(["measure", "--fallback", font, "--width", "60", text])
        let measuredMany = try CLIArgumentTests.run(["measure"] + Array(repeating: ["--fallback", font], count: 1_000).flatMap { $0 } + ["--width", "60", text])
        #expect(measuredOnce.status == 0 && measuredMany.status == 0, "\(measuredMany.stderr)")
        #expect(!measuredOnce.stdout.isEmpty && measuredMany.stdout == measuredOnce.stdout)
    }
}
