import Foundation
import Testing

/// `fit`'s table read back: whole keys (200 characters, spaces, quotes) and multi-line boxes.
@Suite struct FitTableTests {
    /// A table row's fields: runs of non-space characters, or double-quoted cells (`\"` and
    /// `\\` escaped) read back to their text. (SIZE, "xxxL 23pt", is two fields.)
    static func parse(_ row: String) throws -> [String] {
        var fields: [String] = []
        var chars = Array(row)[...]
        while let c = chars.first {
            if c == " " { chars = chars.dropFirst(); continue }
            if c == "\"" {
                var field = ""
                chars = chars.dropFirst()
                while true {
                    let next = try #require(chars.first, "unterminated quoted field in \(row)")
                    chars = chars.dropFirst()
                    if next == "\"" { break }
                    if next == "\\" {
                        field.append(try #require(chars.first))
                        chars = chars.dropFirst()
                    } else {
                        field.append(next)
                    }
                }
                fields.append(field)
            } else {
                let end = chars.firstIndex(of: " ") ?? chars.endIndex
                fields.append(String(chars[..<end]))
                chars = chars[end...]
            }
        }
        return fields
    }

    @Test func longKeysAndKeysWithSpacesReadBack() throws {
        let long = String(repeating: "settings.section.", count: 11) + "abc"   // 17 × 11 + 3 = 190
        let keys = [long + "0123456789", "Save changes now", #"Say "hi" \ there"#, "plain.key", long + " x y z  two  spaces"]
        #expect(keys[0].count == 200)
        let body = keys.map { k in
            let escaped = k.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(escaped)\" = \"A value much too long for twenty points\";"
        }.joined(separator: "\n")
        let path = FitAppTeamTests.directory + "table/en.lproj/Localizable.strings"
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(body.utf8).write(to: URL(fileURLWithPath: path))
        let run = try CLIArgumentTests.run(["fit", path, "--width", "20"])
        #expect(run.status == 1, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("FAIL") }
        #expect(rows.count == keys.count)
        let parsed = try rows.map { try Self.parse($0)[2] }
        #expect(Set(parsed) == Set(keys))
        // Every row's KEY cell starts in the same column and the next cell after the widest key.
        let header = try #require(run.stdout.split(separator: "\n").first.map(String.init))
        let sizeColumn = try #require(header.range(of: "SIZE")).lowerBound.utf16Offset(in: header)
        let widest = keys.map { k in k.contains(" ") || k.contains("\"") ? k.count + 2 + k.filter { $0 == "\"" || $0 == "\\" }.count : k.count }.max()!
        #expect(sizeColumn == header.range(of: "KEY")!.lowerBound.utf16Offset(in: header) + widest + 2)
    }

    /// A two-line label whose text needs three: "3 of 2 lines, 79.2 of 52.8 pt". JetBrains Mono
    /// at 20 pt (Large: a family's size as given): "aaaa", "bbbb", "cccc" are 4 × 600/1000 × 20
    /// = 48 pt each (hb-shape advances, 600 units a glyph), and "aaaa bbbb" is 108 > 60, so one
    /// word a line, 3 lines. The font sets USE_TYPO_METRICS, sTypoAscender 1020,
    /// sTypoDescender −300, sTypoLineGap 0 (fontTools): a line is 1320/1000 × 20 = 26.4 pt, 3
    /// lines 79.2, the box's 2 lines 52.8.
    @Test func multiLineBoxShowsLinesAndHeight() throws {
        let path = FitAppTeamTests.directory + "lines/en.lproj/Localizable.strings"
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(#""k" = "aaaa bbbb cccc";"#.utf8).write(to: URL(fileURLWithPath: path))
        let run = try CLIArgumentTests.run(["fit", path, "--width", "60", "--lines", "2", "--font", "JetBrains Mono", "--size", "20", "--category", "L"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("3 of 2 lines, 79.2 of 52.8 pt"), "\(run.stdout)")
        let unlimited = try CLIArgumentTests.run(["fit", path, "--width", "60", "--lines", "0", "--font", "JetBrains Mono", "--size", "20", "--category", "L", "--all"])
        #expect(unlimited.status == 0, "\(unlimited.stderr)")
        #expect(unlimited.stdout.contains("3 lines, 79.2 pt"), "\(unlimited.stdout)")
    }
}
