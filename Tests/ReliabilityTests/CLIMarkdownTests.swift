import Foundation
import Testing

/// `measure --markdown`, `render --markdown` and `fit --markdown` through the built binary.
/// Widths are hb-shape advance sums on the bundled Inter (2816 units per em, fontTools):
/// "Jetzt kaufen" at `--variations=wght=700` 17228 units; "**Jetzt kaufen**" at wght=400
/// 21888 units (the asterisks kept).
@Suite struct CLIMarkdownTests {
    static func json(_ run: CLIArgumentTests.Run) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test func measureMarkdownIsStyledWithoutTheSyntax() throws {
        let styled = try CLIArgumentTests.run(["measure", "--font", "Inter", "--markdown", "--json", "**Jetzt kaufen**"])
        #expect(styled.status == 0)
        #expect(abs((try Self.json(styled)["width"] as? Double ?? 0) - 17228.0 * 17 / 2816) < 1e-9)
        let plain = try CLIArgumentTests.run(["measure", "--font", "Inter", "--json", "**Jetzt kaufen**"])
        #expect(abs((try Self.json(plain)["width"] as? Double ?? 0) - 21888.0 * 17 / 2816) < 1e-9)
    }

    @Test func renderMarkdownKeepsTheTextExtractable() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("markdown-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try CLIArgumentTests.run(["render", "--markdown", "--text", "**Jetzt** *kaufen*", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        process.arguments = [out, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "Jetzt kaufen")
    }

    /// Body at xxxL is 23 pt in the system font, which measures as SF Pro (BehaviourReference,
    /// "The system font: measured as SF Pro"): Inter's advances × 23/2816 × the glyph scale at
    /// 23 pt, 1 − (23 − 17)/11 × 0.107, × 1.02 for bold (700, held from 600), plus the HIG
    /// tracking at 23 pt, −4/1000 em × 23 = −0.092 pt, once per cluster. Styled: "Jetzt kaufen"
    /// at wght 700, 17228 units, 12 clusters; plain (`--markdown off`): "**Jetzt kaufen**" at
    /// wght 400, 21888 units, 16 clusters.
    @Test func fitMeasuresStringCatalogMarkdownStyled() throws {
        let catalog = FitCommandTests.path("markdown/Buy.xcstrings")
        let glyphScale = 1 - 6.0 / 11 * 0.107
        let styled = 17228.0 * 23 / 2816 * glyphScale * 1.02 - 12 * 0.092
        let plain = 21888.0 * 23 / 2816 * glyphScale - 16 * 0.092
        for (option, expected) in [(nil, styled), ("off", plain)] {
            let run = try CLIArgumentTests.run(["fit", catalog, "--width", "400", "--json"] + (option.map { ["--markdown", $0] } ?? []))
            #expect(run.status == 0, "\(run.stderr)")
            let results = try #require(try Self.json(run)["results"] as? [[String: Any]])
            let german = try #require(results.first { ($0["language"] as? String) == "de" })
            #expect(abs((german["naturalWidth"] as? Double ?? 0) - expected) < 1e-9)
        }
        let bad = try CLIArgumentTests.run(["fit", catalog, "--width", "400", "--markdown", "maybe"])
        #expect(bad.status == 2 && bad.stdout.isEmpty && bad.stderr.contains("--markdown"))
    }
}
