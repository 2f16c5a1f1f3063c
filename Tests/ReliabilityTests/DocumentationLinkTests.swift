import Foundation
import Testing

/// Every relative link in README.md, Documentation/*.md and Fonts/README.md names a file or
/// folder of the repository (a `#fragment` aside), so none of the places the README sends a
/// reader to is missing.
@Suite("Documentation links resolve")
struct DocumentationLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The link targets of a Markdown text: `[text](target)` and `![alt](target)`, outside code
    /// blocks and code spans.
    static func targets(in text: String) -> [String] {
        var targets: [String] = []
        var inBlock = false
        let link = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inBlock.toggle(); continue }
            if inBlock { continue }
            // Drop code spans, which may hold `](…)` as text.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map { $0.element }.joined(separator: " ")
            for match in link.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)) {
                if let range = Range(match.range(at: 1), in: prose) { targets.append(String(prose[range])) }
            }
        }
        return targets
    }

    /// The relative targets that name no file: schemes (`https:`, `mailto:`) and in-page
    /// fragments are not checked.
    static func broken(in file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        return targets(in: text).filter { target in
            if target.hasPrefix("#") || target.range(of: #"^[a-z][a-z0-9+.-]*:"#, options: .regularExpression) != nil { return false }
            let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            return !FileManager.default.fileExists(atPath: file.deletingLastPathComponent().appendingPathComponent(path).path)
        }
    }

    @Test func relativeLinksResolve() throws {
        let documentation = Self.root.appendingPathComponent("Documentation")
        let files = [Self.root.appendingPathComponent("README.md"), Self.root.appendingPathComponent("Fonts/README.md")]
            + (try FileManager.default.contentsOfDirectory(at: documentation, includingPropertiesForKeys: nil))
                .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        #expect(files.count >= 9)
        var checked = 0
        for file in files {
            checked += Self.targets(in: try String(contentsOf: file, encoding: .utf8)).count
            let broken = try Self.broken(in: file)
            #expect(broken.isEmpty, "\(file.lastPathComponent): \(broken)")
        }
        // README alone links every article and Documentation file.
        #expect(checked > 60)
    }

    /// The check itself: a link to a missing file is found, one to a present file, a fragment
    /// or a URL is not.
    @Test func findsABrokenLink() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(ProcessInfo.processInfo.processIdentifier).md")
        defer { try? FileManager.default.removeItem(at: file) }
        try "[a](\(file.lastPathComponent)) [b](missing.md#x) [c](#top) [d](https://example.com) `[e](gone.md)`\n```\n[f](gone.md)\n```\n"
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.broken(in: file) == ["missing.md#x"])
    }
}
