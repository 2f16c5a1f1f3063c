import Foundation
import Testing

/// `fit --shard K/N` and `fit --merge`: a run split three ways and merged writes the same
/// JSON and JUnit, byte for byte, as the run done whole.
@Suite struct FitShardTests {
    static func path(_ relative: String) -> String { FitCommandTests.path(relative) }
    static let temporary = NSTemporaryDirectory() + "fit-shard-\(ProcessInfo.processInfo.processIdentifier)-"

    /// Runs `arguments` whole and as `count` shards plus `--merge`, and compares.
    func expectMergedEqualsWhole(_ arguments: [String], count: Int = 3, name: String) throws {
        let wholeJUnit = Self.temporary + name + "-whole.xml"
        let whole = try CLIArgumentTests.run(["fit"] + arguments + ["--json", "--junit", wholeJUnit])
        var shardFiles: [String] = []
        var nonEmpty = 0
        var checks = 0
        for k in 1...count {
            let run = try CLIArgumentTests.run(["fit"] + arguments + ["--json", "--shard", "\(k)/\(count)"])
            #expect(run.status == whole.status || run.status == 0, "shard \(k): \(run.stderr)")
            let file = Self.temporary + name + "-\(k).json"
            try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: file))
            shardFiles.append(file)
            let summary = try #require((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
            let n = try #require(summary["checks"] as? Int)
            checks += n
            if n > 0 { nonEmpty += 1 }
        }
        // The shards split the work: it is spread over more than one, and nothing is checked twice.
        #expect(nonEmpty >= 2)
        let wholeSummary = try #require((try JSONSerialization.jsonObject(with: Data(whole.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(checks == wholeSummary["checks"] as? Int)
        let mergedJUnit = Self.temporary + name + "-merged.xml"
        // Shards in any order merge the same.
        let merged = try CLIArgumentTests.run(["fit", "--merge"] + shardFiles.reversed() + ["--json", "--junit", mergedJUnit])
        #expect(merged.status == whole.status, "\(merged.stderr)")
        #expect(merged.stdout == whole.stdout)
        #expect(try Data(contentsOf: URL(fileURLWithPath: mergedJUnit)) == Data(contentsOf: URL(fileURLWithPath: wholeJUnit)))
    }

    @Test func stringCatalogInThreeShardsMergesToTheWholeRun() throws {
        try expectMergedEqualsWhole([Self.path("App.xcstrings"), "--constraints", Self.path("constraints.json"), "--category", "L,xxxL"], name: "xcstrings")
    }

    @Test func catalogsOfEveryFormatWithErrorsMergeToTheWholeRun() throws {
        // Several files (read whole, not streamed), one unreadable: the error is in every shard
        // and once in the merged report.
        try expectMergedEqualsWhole([Self.path("apple"), Self.path("android"), Self.path("gettext/th.po"), Self.path("bad/broken.xcstrings"),
                                     "--width", "120"], name: "formats")
    }

    @Test func shardsAreTheSameOnEveryRun() throws {
        let args = ["fit", Self.path("App.xcstrings"), "--width", "150", "--json", "--shard", "2/3"]
        let a = try CLIArgumentTests.run(args), b = try CLIArgumentTests.run(args + ["--jobs", "1"])
        #expect(a.stdout == b.stdout)
        #expect(a.stdout.contains(#""shard":{"format":2,"index":2,"count":3,"catalogs":""#))
    }

    @Test func ciEnvironmentNamesTheShard() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = Fixtures.fontsDirectory
        environment["CI_NODE_INDEX"] = "2"
        environment["CI_NODE_TOTAL"] = "3"
        let args = ["fit", Self.path("App.xcstrings"), "--width", "150", "--json"]
        let fromEnvironment = try CLIArgumentTests.run(args + ["--shard", "ci"], environment: environment)
        let explicit = try CLIArgumentTests.run(args + ["--shard", "2/3"])
        #expect(fromEnvironment.stdout == explicit.stdout)
        #expect(!explicit.stdout.isEmpty)
    }

    @Test(arguments: [["--shard", "0/3"], ["--shard", "4/3"], ["--shard", "1/0"], ["--shard", "a/b"], ["--shard", "2"], ["--shard", "ci"]])
    func badShardsAreUsageErrors(_ extra: [String]) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = Fixtures.fontsDirectory
        environment["CI_NODE_INDEX"] = nil
        environment["CI_NODE_TOTAL"] = nil
        let run = try CLIArgumentTests.run(["fit", Self.path("App.xcstrings"), "--width", "150"] + extra, environment: environment)
        #expect(run.status == 2, "\(extra): \(run.stderr)")
        #expect(run.stderr.contains("--shard"))
    }

    @Test func mergeNeedsEveryShardOnce() throws {
        let file = Self.temporary + "only-1.json"
        let run = try CLIArgumentTests.run(["fit", Self.path("App.xcstrings"), "--width", "150", "--json", "--shard", "1/2"])
        try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: file))
        let merged = try CLIArgumentTests.run(["fit", "--merge", file, "--json"])
        #expect(merged.status == 2)
        #expect(merged.stderr.contains("missing shard 2 of 2"))
        let usage = try CLIArgumentTests.run(["fit", "--merge", file])
        #expect(usage.status == 2)
    }
}
