import Foundation
import Testing

/// `textmetrics fit` as app teams run it: only the keys the constraints list, samples per key,
/// either spelling of a line-break mode.
@Suite struct FitAppTeamTests {
    static let directory: String = {
        let dir = NSTemporaryDirectory() + "fit-app-team-\(ProcessInfo.processInfo.processIdentifier)/"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }()

    static func write(_ name: String, _ text: String) throws -> String {
        let path = directory + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A String Catalog (Xcode's format: `sourceLanguage`, `strings` → `localizations` →
    /// `stringUnit`) of `keys`, each translated into de and ja.
    static func stringCatalog(_ keys: [String]) -> String {
        func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
        let entries = keys.map { key in
            #""\#(key)": {"localizations": {"en": \#(unit(key + " en")), "de": \#(unit(key + " de")), "ja": \#(unit(key + " ja"))}}"#
        }
        return #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(entries.joined(separator: ", "))}}"#
    }

    static func results(_ stdout: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        return try #require(object["results"] as? [[String: Any]])
    }

    /// Eight keys in three languages, a constraints file of five: with --only-listed exactly
    /// those five are checked, in every language; without it all eight are.
    @Test func onlyListedChecksExactlyTheListedKeys() throws {
        let keys = ["Save", "Cancel", "Delete account", "settings.title", "settings.footer", "Sign in", "Share %@", "About"]
        let catalog = try Self.write("listed/App.xcstrings", Self.stringCatalog(keys))
        let listed = ["Save", "Delete account", "settings.title", "Share %@", "About"]
        let constraints = try Self.write("listed/constraints.json", #"{"labels": [\#(listed.map { #"{"keys": ["\#($0)"], "width": 900}"# }.joined(separator: ", "))]}"#)
        let run = try CLIArgumentTests.run(["fit", catalog, "--constraints", constraints, "--width", "900", "--only-listed", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let checked = try Self.results(run.stdout).map { "\($0["key"] as? String ?? "?")/\($0["language"] as? String ?? "?")" }
        #expect(checked.count == 15)
        #expect(Set(checked) == Set(listed.flatMap { k in ["en", "de", "ja"].map { "\(k)/\($0)" } }))
        let everything = try CLIArgumentTests.run(["fit", catalog, "--constraints", constraints, "--width", "900", "--json"])
        #expect(try Self.results(everything.stdout).count == 24)
        // Without a constraints file there is nothing listed: a usage error.
        let bare = try CLIArgumentTests.run(["fit", catalog, "--width", "900", "--only-listed"])
        #expect(bare.status == 2 && bare.stderr.contains("--only-listed"))
    }

    /// A key's samples change the measured text; the JSON lists each sample and its origin.
    @Test func perKeySamplesInJSON() throws {
        let strings = try Self.write("samples/en.lproj/Localizable.strings", """
            "line-spacing-%@" = "Line spacing: %@";
            "greeting" = "Hello %@, you have %lld messages";
            """)
        let constraints = try Self.write("samples/c.json", #"{"samples": {"%lld": "12"}, "labels": [{"keys": ["line-spacing-*"], "samples": {"object": "1.5"}}]}"#)
        let run = try CLIArgumentTests.run(["fit", strings, "--constraints", constraints, "--width", "900", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let results = try Self.results(run.stdout)
        let spacing = try #require(results.first { $0["key"] as? String == "line-spacing-%@" })
        let greeting = try #require(results.first { $0["key"] as? String == "greeting" })
        #expect(spacing["text"] as? String == "Line spacing: 1.5")
        #expect(greeting["text"] as? String == "Hello Maximilian Alexander Montgomery-Smith, you have 12 messages")
        let samples = try #require(greeting["samples"] as? [[String: Any]])
        #expect(samples.map { $0["placeholder"] as? String } == ["%@", "%lld"])
        #expect(samples.map { $0["argument"] as? Int } == [1, 2])
        #expect(samples.map { $0["from"] as? String } == ["default", "file"])
        #expect((spacing["samples"] as? [[String: Any]])?.first?["from"] as? String == "key")
    }

    /// `--line-break` takes NSLineBreakMode's names with and without `by`, and they mean the same.
    @Test func lineBreakSpellingsAgree() throws {
        let path = FitCommandTests.catalog
        var outputs: [String] = []
        for name in ["truncatingMiddle", "byTruncatingMiddle", "middle"] {
            let run = try CLIArgumentTests.run(["fit", path, "--width", "120", "--line-break", name, "--json"])
            #expect(run.status == 1, "\(name): \(run.stderr)")
            outputs.append(run.stdout)
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        #expect(outputs[0].contains(#""lineBreakMode":"byTruncatingMiddle""#))
        let clip = try CLIArgumentTests.run(["fit", path, "--width", "120", "--line-break", "clipping", "--json"])
        #expect(clip.stdout != outputs[0] && clip.stdout.contains(#""lineBreakMode":"byClipping""#))
    }
}
