import Foundation
import Testing

/// `fit --merge` on shard files that are damaged, out of range or not of one run: each is
/// refused with a message naming the file (exit 1 for a damaged file, 2 for files that do not
/// belong together), never a trap and never a silently wrong merge.
@Suite struct FitMergeDamageTests {
    static let temporary = NSTemporaryDirectory() + "fit-merge-damage-\(ProcessInfo.processInfo.processIdentifier)-"
    static let catalog = FitCommandTests.path("App.xcstrings")

    /// The JSON text of shard `k` of `n` of the fixture catalog at `width`.
    static func shard(_ k: Int, of n: Int, width: String = "150", catalog: String = catalog) throws -> String {
        let run = try CLIArgumentTests.run(["fit", catalog, "--width", width, "--json", "--shard", "\(k)/\(n)"])
        #expect(!run.signaled && run.stderr.isEmpty, "\(run.stderr)")
        return run.stdout
    }

    /// Writes `text` to a temporary file named after `name`; its path.
    static func file(_ name: String, _ text: String) throws -> String {
        let path = temporary + name + ".json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `text` with the first match of `pattern` (a regular expression) in its `"shard"` member
    /// (or, with `inShard` false, in the whole text) replaced by `replacement`.
    static func edit(_ text: String, _ pattern: String, _ replacement: String, inShard: Bool = true) throws -> String {
        let split = try #require(text.range(of: ",\"shard\":", options: .backwards))
        let start = inShard ? split.lowerBound : text.startIndex
        let range = try #require(text.range(of: pattern, options: .regularExpression, range: start..<text.endIndex), "\(pattern)")
        var edited = text
        edited.replaceSubrange(range, with: replacement)
        return edited
    }

    /// The summary's count `name` in a report's text.
    static func count(_ name: String, in text: String) -> Int? {
        guard let range = text.range(of: "(?<=\"\(name)\":)\\d+", options: .regularExpression) else { return nil }
        return Int(text[range])
    }

    /// Merges `files`; the run.
    static func merge(_ files: [String], extra: [String] = ["--json"]) throws -> CLIArgumentTests.Run {
        let run = try CLIArgumentTests.run(["fit", "--merge"] + files + extra)
        #expect(!run.signaled, "\(files): \(run.stderr)")
        return run
    }

    // MARK: Numbers out of range (each trapped before: Int(Double), a range, an allocation)

    @Test(arguments: [
        (#""count":2"#, #""count":0"#), (#""count":2"#, #""count":-3"#), (#""count":2"#, #""count":1e18"#),
        (#""count":2"#, #""count":1e300"#), (#""index":1"#, #""index":1e300"#), (#""index":1"#, #""index":1.5"#),
        (#""ordinals":\[\d+"#, #""ordinals":[1e300"#), (#""ordinals":\[\d+"#, #""ordinals":[-1"#),
        (#""groups":\d+"#, #""groups":1e300"#),
    ])
    func shardNumbersOutOfRangeAreRefused(_ edit: (pattern: String, replacement: String)) throws {
        let one = try Self.file("range-1", try Self.edit(try Self.shard(1, of: 2), edit.pattern, edit.replacement))
        let two = try Self.file("range-2", try Self.shard(2, of: 2))
        let run = try Self.merge([one, two])
        #expect(run.status == 1, "\(edit.replacement): \(run.stderr)")
        #expect(run.stderr.contains(one), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: ["1e300", "9007199254740993", "-1", "2.5"])
    func summariesOutOfRangeAreRefused(_ value: String) throws {
        // A summary the results cannot have: out of range, past 2^53, negative, fractional.
        let one = try Self.file("summary-1", try Self.edit(try Self.shard(1, of: 2), #""checks":\d+"#, "\"checks\":\(value)", inShard: false))
        let two = try Self.file("summary-2", try Self.edit(try Self.shard(2, of: 2), #""failed":\d+"#, "\"failed\":\(value)", inShard: false))
        let run = try Self.merge([one, two])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains(one), "\(run.stderr)")
    }

    @Test func ownShardOfAHugeCountIsRefusedWhereItIsAsked() throws {
        // `--shard 1/1000000000000` once wrote a file whose merge allocated 10^12 elements.
        let run = try CLIArgumentTests.run(["fit", Self.catalog, "--width", "150", "--json", "--shard", "1/1000000000000"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("10000"), "\(run.stderr)")
        // The largest count allowed still works (the limit is the documented 10,000).
        let largest = try CLIArgumentTests.run(["fit", Self.catalog, "--width", "150", "--json", "--shard", "1/10000"])
        #expect(largest.status == 0 || largest.status == 1, "\(largest.stderr)")
        #expect(largest.stdout.contains(#""count":10000"#))
    }

    // MARK: Damaged shards and shards of other runs

    @Test func halvedResultsAreRefused() throws {
        // Shard 1 of 1 has every result; drop the second half of them and of the ordinals.
        let whole = try Self.shard(1, of: 1)
        let results = try #require(whole.range(of: #""results":["#)).upperBound..<(try #require(whole.range(of: #"],"errors":"#)).lowerBound)
        let objects = whole[results].components(separatedBy: #",{"key":"#)
        #expect(objects.count >= 4)   // the fixture has 5 groups, 14 strings
        let kept = objects.prefix(objects.count / 2).joined(separator: #",{"key":"#)
        var halved = whole.replacingCharacters(in: results, with: kept)
        let ordinals = try #require(halved.range(of: #"(?<="ordinals":\[)[^\]]*"#, options: .regularExpression))
        let values = halved[ordinals].split(separator: ",")
        halved.replaceSubrange(ordinals, with: values.prefix(objects.count / 2).joined(separator: ","))
        let path = try Self.file("halved", halved)
        let run = try Self.merge([path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains(path) && run.stderr.contains("damaged"), "\(run.stderr)")
    }

    @Test(arguments: [(#""ordinals":\[\d+"#, #""ordinals":[0.5"#), (#""ordinals":\[\d+,\d+"#, #""ordinals":[3,0"#)])
    func fractionalOrEditedOrdinalsAreRefused(_ edit: (pattern: String, replacement: String)) throws {
        let path = try Self.file("ordinals", try Self.edit(try Self.shard(1, of: 1), edit.pattern, edit.replacement))
        let run = try Self.merge([path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains(path), "\(run.stderr)")
    }

    @Test func ordinalsOfTheSameGroupInTwoShardsAreRefused() throws {
        // Shard 2's results relabelled as shard 1's copy: both claim the same key × variant.
        let one = try Self.shard(1, of: 2)
        let twoText = try Self.edit(one, #""index":1"#, #""index":2"#)
        let a = try Self.file("dup-1", one), b = try Self.file("dup-2", twoText)
        let run = try Self.merge([a, b])
        #expect(run.status == 1, "\(run.stderr)")
        // Shard 1's keys do not belong to shard 2: the relabelled file is named.
        #expect(run.stderr.contains(b), "\(run.stderr)")
    }

    @Test func summaryThatDisagreesWithTheResultsIsRefused() throws {
        let text = try Self.shard(1, of: 1)
        // One check more than the results have (the fixture's first count is read, not assumed).
        let checks = try #require(Self.count("checks", in: text))
        let path = try Self.file("summary", text.replacingOccurrences(of: "\"checks\":\(checks),", with: "\"checks\":\(checks + 1),"))
        let run = try Self.merge([path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains(path) && run.stderr.contains("summary"), "\(run.stderr)")
    }

    @Test func aResultEditedInPlaceIsRefused() throws {
        // A result's status changed from fail to pass (and the summary to match): the digest
        // of the results the shard wrote no longer agrees.
        let text = try Self.shard(1, of: 1)
        let failed = try #require(Self.count("failed", in: text)), passed = try #require(Self.count("passed", in: text))
        #expect(failed > 0)
        var edited = text.replacingOccurrences(of: "\"failed\":\(failed),\"warnings\"", with: "\"failed\":\(failed - 1),\"warnings\"")
        edited = edited.replacingOccurrences(of: "\"passed\":\(passed),", with: "\"passed\":\(passed + 1),")
        let status = try #require(edited.range(of: #""status":"fail""#))
        edited.replaceSubrange(status, with: #""status":"pass""#)
        let path = try Self.file("edited", edited)
        let run = try Self.merge([path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains(path) && run.stderr.contains("digest"), "\(run.stderr)")
    }

    @Test func shardsOfTwoCatalogsAreRefused() throws {
        let other = FitCommandTests.path("apple")
        let a = try Self.file("cat-1", try Self.shard(1, of: 2)), b = try Self.file("cat-2", try Self.shard(2, of: 2, catalog: other))
        let run = try Self.merge([a, b])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains(b) && run.stderr.contains("other catalogs"), "\(run.stderr)")
    }

    @Test func shardsOfOtherOptionsAreRefused() throws {
        let a = try Self.file("opt-1", try Self.shard(1, of: 2)), b = try Self.file("opt-2", try Self.shard(2, of: 2, width: "160"))
        let run = try Self.merge([a, b])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains(b) && run.stderr.contains("other options"), "\(run.stderr)")
    }

    @Test func aShardOfAnEarlierFormatIsRefused() throws {
        let text = try Self.edit(try Self.shard(1, of: 1), #""format":2,"#, "")
        let path = try Self.file("format", text)
        let run = try Self.merge([path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains(path) && run.stderr.contains("format"), "\(run.stderr)")
    }

    // MARK: The set of files, and where the output goes

    @Test func aMissingShardIsAUsageErrorThatNamesIt() throws {
        let a = try Self.file("missing-1", try Self.shard(1, of: 3)), c = try Self.file("missing-3", try Self.shard(3, of: 3))
        let run = try Self.merge([a, c])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("missing shard 2 of 3"), "\(run.stderr)")
    }

    @Test func aShardGivenTwiceIsAUsageErrorThatNamesIt() throws {
        let a = try Self.file("twice-1", try Self.shard(1, of: 2)), b = try Self.file("twice-1b", try Self.shard(1, of: 2))
        let run = try Self.merge([a, b])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains(b) && run.stderr.contains(a) && run.stderr.contains("extra shard 1 of 2"), "\(run.stderr)")
    }

    @Test func junitIntoADirectoryNamesThePathAndTheReason() throws {
        let a = try Self.file("junit-1", try Self.shard(1, of: 1))
        let directory = NSTemporaryDirectory()
        let run = try Self.merge([a], extra: ["--junit", directory])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains(directory) && run.stderr.contains("Is a directory"), "\(run.stderr)")
        #expect(!run.stderr.contains("NSCocoaErrorDomain"))
    }
}
