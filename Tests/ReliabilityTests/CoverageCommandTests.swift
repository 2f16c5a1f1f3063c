import Foundation
import Testing

/// `textmetrics coverage`: the per-script summary at the end, valid JSON with a summary
/// object, and `--missing`.
///
/// "Hi 你好 ሰላም 🎉" is 11 grapheme clusters: H i (Latin), three spaces and 🎉 (Common: the
/// space is Zyyy in Scripts.txt 15.0, "0020 ; Common", and so is "1F389 ; Common"),
/// 你 好 (Han), ሰ ላ ም (Ethiopic). Inter has the Latin letters and the space; the Han go to
/// the CJK file, the Ethiopic to Noto Sans Ethiopic and 🎉 (Emoji_Presentation,
/// emoji-data.txt "1F389 ; Emoji_Presentation") to Noto Color Emoji.
@Suite("CLI: coverage")
struct CoverageCommandTests {
    static let text = "Hi 你好 ሰላም 🎉"

    @Test func summaryPerScript() throws {
        let r = try CLIArgumentTests.run(["coverage", "--no-system-fonts", Self.text])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 11 + 5)
        #expect(Array(lines.suffix(5)) == [
            "by script: 11 clusters, 11 covered",
            "  Latn  2 clusters, 2 covered: Inter 2",
            "  Zyyy  4 clusters, 4 covered: Inter 3, Noto Color Emoji 1",
            "  Hani  2 clusters, 2 covered: Noto Sans CJK SC 2",
            "  Ethi  3 clusters, 3 covered: Noto Sans Ethiopic 3",
        ])
    }

    @Test func jsonHasClustersAndSummary() throws {
        let r = try CLIArgumentTests.run(["coverage", "--no-system-fonts", "--json", Self.text])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let clusters = try #require(object["clusters"] as? [[String: Any]])
        #expect(clusters.count == 11)
        #expect(clusters.map { $0["script"] as? String } == ["Latn", "Latn", "Zyyy", "Hani", "Hani", "Zyyy",
                                                             "Ethi", "Ethi", "Ethi", "Zyyy", "Zyyy"])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["clusters"] as? Int == 11)
        #expect(summary["covered"] as? Int == 11)
        let scripts = try #require(summary["scripts"] as? [[String: Any]])
        #expect(scripts.map { $0["script"] as? String } == ["Latn", "Zyyy", "Hani", "Ethi"])
        let common = try #require(scripts.first { $0["script"] as? String == "Zyyy" }?["fonts"] as? [[String: Any]])
        #expect(common.map { $0["font"] as? String } == ["Inter", "Noto Color Emoji"])
        #expect(common.map { $0["clusters"] as? Int } == [3, 1])
    }

    /// U+E001 (private use) is in no bundled font (fontTools getBestCmap of every file):
    /// --missing lists it alone, and the summary still counts every cluster.
    @Test func missingOnly() throws {
        let r = try CLIArgumentTests.run(["coverage", "--no-system-fonts", "--missing", "a\u{E001}b"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            \u{E001}\tU+E001\tnone: no font covers this cluster
            by script: 3 clusters, 2 covered, 1 with no font
              Latn  2 clusters, 2 covered: Inter 2
              Zzzz  1 cluster, 0 covered; 1 with no font

            """)
    }
}
