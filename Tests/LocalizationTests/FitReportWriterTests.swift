import Foundation
import Testing
import Typesetting
@testable import Localization

/// `FitReportWriter` writes a streamed run's table, JSON and JUnit XML from the results as they
/// come. The expected text is that of the same report checked whole and written directly
/// (`FitReport.writeTable(includingPasses:to:)`, `writeJSON(to:)`, `junitXML`), which never
/// goes through the writer; the JSON is also read back with Foundation's parser.
@Suite struct FitReportWriterTests {
    static let formats: FitReportWriter.Formats = [.table, .json, .junit]

    /// The outputs of `writer` after a streamed check of `path`, and those of the whole report.
    func outputs(_ checker: FitChecker, path: String, includingPasses: Bool) throws
        -> (streamed: [String], whole: [String], report: FitReport) {
        let writer = FitReportWriter(formats: Self.formats, includingPasses: includingPasses)
        let report = try checker.check(stringCatalogAt: path, reader: CatalogReader(), chunkKeys: 3, jobs: 2,
                                       keeping: writer.retention, writer: writer)
        let whole = checker.check([try CatalogReader().read(path)], jobs: 2)
        var table = "", json = ""
        writer.writeTable(report, to: &table)
        try writer.writeJSON(report, to: &json)
        var wholeTable = "", wholeJSON = ""
        whole.writeTable(includingPasses: includingPasses, to: &wholeTable)
        whole.writeJSON(to: &wholeJSON)
        return ([table, json, writer.junitXML(report)], [wholeTable, wholeJSON, whole.junitXML], report)
    }

    @Test(arguments: [false, true])
    func streamedFormatsAreTheWholeReports(includingPasses: Bool) throws {
        let checker = FitChecker(base: FitLabel(width: 150, categories: [.large, .extraExtraExtraLarge]), fontCollection: try FontCollection.bundled())
        let (streamed, whole, report) = try outputs(checker, path: Fixtures.path("App.xcstrings"), includingPasses: includingPasses)
        #expect(report.results.isEmpty)   // a streamed run keeps nothing
        #expect(streamed == whole)
        #expect(whole[0].contains("FAIL"))
        #expect(whole[2].hasPrefix("<?xml"))
    }

    /// A catalog whose JSON results pass the spool's 64 KiB chunks: values of three-byte
    /// (kana) and four-byte (emoji) UTF-8 sequences, so chunk ends fall inside characters.
    @Test func spooledJSONKeepsMultibyteTextWhole() throws {
        var strings: [String] = []
        for i in 0..<400 {
            let ja = String(repeating: "ひらがなカタカナ", count: 1 + i % 5) + String(repeating: "😀", count: i % 3)
            strings.append("\"k\(i)\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Key \(i)\"}},"
                           + "\"ja\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(ja)\"}}}}")
        }
        let path = NSTemporaryDirectory() + "fit-writer-\(ProcessInfo.processInfo.processIdentifier).xcstrings"
        try Data("{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\(strings.joined(separator: ","))}}".utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let checker = FitChecker(base: FitLabel(width: 200, categories: [.large]), fontCollection: try FontCollection.bundled())
        let (streamed, whole, _) = try outputs(checker, path: path, includingPasses: false)
        #expect(streamed[1].utf8.count > 2 << 16)
        #expect(streamed[1] == whole[1])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(streamed[1].utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 800)   // 400 keys × en, ja × one category
        #expect(results.contains { ($0["text"] as? String)?.hasSuffix("😀😀") == true })

        // Chunks of 4 to 9 bytes: most end inside a three- or four-byte sequence, which
        // waits for the next chunk; the text read back is the text added.
        let report = checker.check([try CatalogReader().read(path)], jobs: 2)
        let expected = report.results.map { $0.jsonValue.serialized() }.joined(separator: ",")
        for size in 4...9 {
            let spool = FitJSONSpool(chunkSize: size)
            for r in report.results { spool.add(r) }
            var text = ""
            try spool.write(to: &text)
            let same = text == expected   // (the texts are too long to print)
            #expect(same, "chunks of \(size) bytes")
        }
    }
}
