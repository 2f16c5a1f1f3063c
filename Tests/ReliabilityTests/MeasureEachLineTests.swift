import Foundation
import Testing

/// `measure --each-line` through the built binary: every line of the file is its own text, the
/// results come in input order whatever `--jobs` is, and each equals measuring that line alone.
@Suite("CLI: measure --each-line on several threads")
struct MeasureEachLineTests {
    static func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("each-line-\(UUID().uuidString).txt").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// 300 distinct lines, so that the texts are cut into several chunks for each thread.
    static let lines: [String] = (0..<300).map { k in
        let words = ["layout", "label", "width", "height", "text", "line", "break", "glyph", "font", "wrap"]
        return (0...(k % 23)).map { words[($0 * 7 + k) % words.count] }.joined(separator: " ") + " \(k)"
    }

    @Test func jobsKeepTheInputOrder() throws {
        let path = try Self.file(Self.lines.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let args = ["measure", "--json", "--each-line", path, "--width", "120,60"]
        let one = try CLIArgumentTests.run(args + ["--jobs", "1"])
        #expect(one.status == 0, "\(one.stderr)")
        let outputLines = one.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        // Two widths per text, then the final newline's empty piece.
        #expect(outputLines.count == Self.lines.count * 2 + 1)
        for jobs in ["2", "3", "7"] {
            let many = try CLIArgumentTests.run(args + ["--jobs", jobs])
            #expect(many.status == 0)
            #expect(many.stdout == one.stdout, "--jobs \(jobs) changed the output")
        }
        // Each text's results equal the line measured alone (a sample across the chunks).
        for k in [0, 1, 31, 32, 150, 299] {
            let alone = try CLIArgumentTests.run(["measure", "--json", Self.lines[k], "--width", "120,60"])
            #expect(alone.stdout == outputLines[2 * k] + "\n" + outputLines[2 * k + 1] + "\n", "line \(k)")
        }
    }

    /// CRLF line ends split like LF (the CR is dropped), so a Windows file gives one text per line;
    /// the readable output then has no "paragraph N" groups (each text is one paragraph).
    @Test func crlfLinesAreSeparateTexts() throws {
        let path = try Self.file("ab\r\ncd\r\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let crlf = try CLIArgumentTests.run(["measure", "--json", "--each-line", path])
        let lf = try CLIArgumentTests.run(["measure", "--json", "--each-line", "-"], input: "ab\ncd\n")
        #expect(crlf.status == 0 && lf.status == 0)
        #expect(crlf.stdout.split(separator: "\n").count == 2)
        #expect(crlf.stdout == lf.stdout)
        #expect(crlf.stdout.contains("\"paragraphCount\":1") && !crlf.stdout.contains("\"paragraphCount\":2"))
        // `breaks --each-line` splits the same way: one line of break offsets per text.
        let breaksCRLF = try CLIArgumentTests.run(["breaks", "--each-line", path])
        let breaksLF = try CLIArgumentTests.run(["breaks", "--each-line", "-"], input: "ab\ncd\n")
        #expect(breaksCRLF.status == 0 && breaksCRLF.stdout == breaksLF.stdout)
        #expect(breaksCRLF.stdout.split(separator: "\n").count == 2)
    }

    /// An empty file measures nothing; a last line without a newline is still a text.
    @Test func emptyFileAndUnterminatedLastLine() throws {
        let empty = try Self.file("")
        let unterminated = try Self.file("one\ntwo")
        defer {
            try? FileManager.default.removeItem(atPath: empty)
            try? FileManager.default.removeItem(atPath: unterminated)
        }
        let none = try CLIArgumentTests.run(["measure", "--json", "--each-line", empty, "--jobs", "2"])
        #expect(none.status == 0 && none.stdout.isEmpty)
        let two = try CLIArgumentTests.run(["measure", "--json", "--each-line", unterminated, "--jobs", "2"])
        #expect(two.status == 0 && two.stdout.split(separator: "\n").count == 2)
    }
    /// A regular file is scanned for its line ends and read again chunk by chunk; standard
    /// input is read whole. Both split by the same rules and give the same texts, including
    /// the rules' edge cases (a CR dropped only before an LF or at the end, an empty last line
    /// not a text, a lone CR at the end not a text), and a file of many chunks measured on
    /// several threads gives the output of one thread reading standard input.
    @Test func fileReadByChunksSplitsLikeStandardInput() throws {
        let cases = ["a\n\r", "\r", "a\r", "a\n\n", "a\r\n\r\nb", "\n", "a\rb\n", "中文\n字体"]
        for text in cases {
            let path = try Self.file(text)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let file = try CLIArgumentTests.run(["measure", "--json", "--each-line", path])
            let input = try CLIArgumentTests.run(["measure", "--json", "--each-line", "-"], input: text)
            #expect(file.status == 0 && input.status == 0)
            #expect(file.stdout == input.stdout, "\(text.debugDescription)")
        }
        // 2,000 lines of about 40 bytes: 80 KB, twenty 4 KB pages.
        let many = (0..<2000).map { Self.lines[$0 % Self.lines.count] }.joined(separator: "\n")
        let path = try Self.file(many)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let threads = try CLIArgumentTests.run(["measure", "--json", "--each-line", path, "--jobs", "3"])
        let input = try CLIArgumentTests.run(["measure", "--json", "--each-line", "-", "--jobs", "1"], input: many)
        #expect(threads.status == 0 && input.status == 0)
        #expect(threads.stdout.split(separator: "\n").count == 2000)
        #expect(threads.stdout == input.stdout)
    }
}
