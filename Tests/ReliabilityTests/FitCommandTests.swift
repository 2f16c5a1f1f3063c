import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `textmetrics fit` run as a user runs it, on the hand-written catalogs in
/// Tests/Fixtures/Localization. Overflow figures come from hb-shape advances (see
/// LocalizationTests/FitCheckerTests.swift): "Änderungen speichern" in Inter at 23 pt
/// (body, xxxL) is 30136 × 23 / 2816 = 246.1392 pt, so 46.14 pt too long for 200 pt.
@Suite struct FitCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Localization").path
    static func path(_ relative: String) -> String { fixtures + "/" + relative }
    static let catalog = path("App.xcstrings")
    static let constraints = path("constraints.json")

    @Test func failingTableWorstFirstExitsOne() throws {
        let run = try CLIArgumentTests.run(["fit", Self.catalog, "--constraints", Self.constraints])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("STATUS  LANG  KEY") == true)
        // The worst overflow first: German at xxxL, 29.93 pt, and it needs a second line. Body
        // at xxxL is 23 pt in the system font, measured as SF Pro: "Änderungen speichern" is
        // 30136 Inter units (hb-shape) × 23/2816 × the glyph scale at 23 pt (1 − 6/11 × 0.107)
        // = 231.771, plus 20 clusters × −0.092 (HIG tracking at 23 pt, −4/1000 em) = 229.931.
        // Finnish, which overflowed with Inter's own widths, now fits: two failures, German and Thai.
        // The key has a space: its cell is quoted, so it reads back as one field.
        let row = try #require(lines.dropFirst().first.map(String.init))
        #expect(row.hasPrefix("FAIL    de    \"Save changes\"    xxxL 23pt  200×1  229.93  "), "\(lines)")
        #expect(row.contains("  29.93 pt +1 ln  "), "\(lines)")
        #expect(run.stdout.contains("2 failed"))
    }

    @Test func allPassExitsZero() throws {
        let run = try CLIArgumentTests.run(["fit", Self.catalog, "--width", "2000", "--lines", "0", "--max-growth", "1000"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("0 failed, 0 warnings"))
    }

    @Test(arguments: [
        [String](["fit"]),
        ["fit", "App.xcstrings"],                          // no width anywhere
        ["fit", "App.xcstrings", "--width", "-3"],
        ["fit", "App.xcstrings", "--width", "100", "--category", "huge"],
        ["fit", "App.xcstrings", "--width", "100", "--line-break", "ellipsis"],
        ["fit", "App.xcstrings", "--width", "100", "--widht", "3"],
        ["fit", "App.xcstrings", "--width", "100", "--style", "giant"],
        ["fit", "App.xcstrings", "--width", "100", "--min-scale", "1.5"],
        ["fit", "App.xcstrings", "--width", "100", "--jobs", "-1"],
        ["fit", "App.xcstrings", "--width", "100", "--source-language", "klingon"],
        ["fit", "no-catalogs", "--width", "100"],            // a directory without catalogs
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let run = try CLIArgumentTests.run(arguments, directory: Self.fixtures)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.hasPrefix("textmetrics: "))
        #expect(run.stdout.isEmpty)
    }

    @Test func unknownConstraintFieldIsAUsageErrorWithItsPath() throws {
        let file = NSTemporaryDirectory() + "fit-constraints-\(ProcessInfo.processInfo.processIdentifier).json"
        try Data(#"{"labels": [{"keys": ["Save changes"], "widht": 100}]}"#.utf8).write(to: URL(fileURLWithPath: file))
        let run = try CLIArgumentTests.run(["fit", Self.catalog, "--width", "100", "--constraints", file])
        #expect(run.status == 2)
        #expect(run.stderr.contains("at $.labels[0].widht: unknown field"))
    }

    @Test func constraintForAMissingKeyIsReportedAndTheRestChecked() throws {
        let file = NSTemporaryDirectory() + "fit-typo-\(ProcessInfo.processInfo.processIdentifier).json"
        try Data(#"{"labels": [{"keys": ["Sav changes"], "width": 100}]}"#.utf8).write(to: URL(fileURLWithPath: file))
        let run = try CLIArgumentTests.run(["fit", Self.path("apple/fi.lproj/Localizable.strings"), "--width", "500", "--constraints", file])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(file): at $.labels[0].keys[0]: no catalog has the key \"Sav changes\""))
        // Both Finnish strings fit in 500 pt; the run still checked them.
        #expect(run.stdout.contains("2 checks of 2 strings in 1 language: 0 failed, 0 warnings, 2 passed; 1 error (on stderr)"))
    }

    @Test func brokenFilesAreReportedAndTheRestChecked() throws {
        let run = try CLIArgumentTests.run(["fit", Self.path("bad/broken.xcstrings"), Self.path("apple/fi.lproj/Localizable.strings"),
                                            Self.path("bad/language.xcstrings"), "--width", "500"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("broken.xcstrings:4:81: invalid JSON"))
        #expect(run.stderr.contains("unknown language \"klingon\""))
        // The Finnish file and the German string of language.xcstrings were still checked
        // (2 + 2 strings: language.xcstrings gets its English source from the key).
        #expect(run.stdout.contains("4 checks of 4 strings in 3 languages: 0 failed, 0 warnings, 4 passed; 2 errors (on stderr)"))
    }

    @Test func jsonParsesAndCarriesTheOverflow() throws {
        let run = try CLIArgumentTests.run(["fit", Self.catalog, "--constraints", Self.constraints, "--json"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let german = try #require(results.first { $0["key"] as? String == "Save changes" && $0["language"] as? String == "de" && $0["category"] as? String == "xxxL" })
        #expect(german["status"] as? String == "fail")
        // 30136 Inter units × 23/2816 × (1 − 6/11 × 0.107) − 20 × 0.092 − 200 (see above).
        #expect(abs((german["overflowPoints"] as? Double ?? 0) - (30136.0 * 23 / 2816 * (1 - 6.0 / 11 * 0.107) - 20 * 0.092 - 200)) < 0.01)
        #expect(german["overflowLines"] as? Int == 1)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["failed"] as? Int == 2)
        #expect(results.count == summary["checks"] as? Int)
    }

    @Test func junitParsesBackWithXMLParser() throws {
        let file = NSTemporaryDirectory() + "fit-junit-\(ProcessInfo.processInfo.processIdentifier).xml"
        let run = try CLIArgumentTests.run(["fit", Self.catalog, "--constraints", Self.constraints, "--junit", file, "--json"])
        #expect(run.status == 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let counter = JUnitCounter()
        let parser = XMLParser(data: data)
        parser.delegate = counter
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(counter.testcases == summary["checks"] as? Int)
        #expect(counter.failures == summary["failed"] as? Int)
        // One suite a language: en, ar, de, fi, ja, th.
        #expect(counter.suites.sorted() == ["ar", "de", "en", "fi", "ja", "th"])
        #expect(counter.failureNames.contains("Save changes [xxxL]"))
    }

    @Test func jobsKeepTheOutputIdentical() throws {
        let args = ["fit", Self.catalog, Self.path("android"), Self.path("gettext/th.po"), "--width", "150", "--category", "L,xxxL", "--json"]
        let one = try CLIArgumentTests.run(args + ["--jobs", "1"])
        let two = try CLIArgumentTests.run(args + ["--jobs", "2"])
        #expect(one.status == 1)
        #expect(one.stdout == two.stdout)
    }

    @Test func contactSheetsArePNGs() throws {
        let dir = NSTemporaryDirectory() + "fit-png-\(ProcessInfo.processInfo.processIdentifier)"
        let run = try CLIArgumentTests.run(["fit", Self.catalog, "--constraints", Self.constraints, "--png", dir])
        #expect(run.status == 1)
        // The two failing languages at xxxL: de, th.
        for language in ["de", "th"] {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/fit-\(language).png")))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/fit-ja.png"))
    }
}

private final class JUnitCounter: NSObject, XMLParserDelegate {
    var suites: [String] = []
    var testcases = 0
    var failures = 0
    var failureNames: [String] = []
    private var currentCase = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "testsuite": suites.append(attributes["name"] ?? "")
        case "testcase": testcases += 1; currentCase = attributes["name"] ?? ""
        case "failure": failures += 1; failureNames.append(currentCase)
        default: break
        }
    }

    /// A key holding ESC, an OSC title ended by BEL, and CSI (U+009B), and a value holding an
    /// SGR sequence: the table shows each control character as \u{…}, and no byte of the
    /// output is a control character but the line feeds.
    @Test func controlCharactersInTheTableAreEscaped() throws {
        let directory = try HostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/en.lproj", withIntermediateDirectories: false)
        let file = directory + "/en.lproj/Localizable.strings"
        try Data("\"a\u{1B}]0;pwned\u{07}b\u{9B}c\" = \"Hello\u{1B}[31m world\";\n".utf8).write(to: URL(fileURLWithPath: file))
        let run = try CLIArgumentTests.run(["fit", file, "--width", "10"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains(#"a\u{1B}]0;pwned\u{7}b\u{9B}c"#), "\(run.stdout)")
        let controls = (run.stdout + run.stderr).unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) })")
    }
}
