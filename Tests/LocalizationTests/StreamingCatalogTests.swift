import Foundation
import Testing
import Typesetting
@testable import Localization

/// A String Catalog read a chunk of keys at a time (`CatalogReader.read(_:chunkKeys:_:)`)
/// and checked as it is read (`FitChecker.check(reading:)`) gives what reading it whole
/// gives: the expected values are those of `read(_:)` and `check(_:)` on the same file.
@Suite struct StreamingCatalogTests {
    func chunks(_ relative: String, chunkKeys: Int) throws(CatalogError) -> [Catalog] {
        var out: [Catalog] = []
        try CatalogReader().read(Fixtures.path(relative), chunkKeys: chunkKeys) { out.append($0); return true }
        return out
    }

    @Test(arguments: [1, 2, 1000])
    func chunksHoldTheWholeCatalog(chunkKeys: Int) throws {
        for file in ["App.xcstrings", "bad/language.xcstrings"] {
            let whole = try Fixtures.read(file)
            let parts = try chunks(file, chunkKeys: chunkKeys)
            #expect(parts.flatMap(\.strings) == whole.strings, "\(file)")
            #expect(parts.flatMap(\.problems) == whole.problems, "\(file)")
            #expect(parts.allSatisfy { $0.sourceLanguage == whole.sourceLanguage && $0.format == .stringCatalog })
            // Whole keys a chunk: no key is in two chunks.
            let keySets = parts.map { Set($0.strings.map(\.key)) }
            #expect(keySets.reduce(0) { $0 + $1.count } == Set(whole.strings.map(\.key)).count)
            if chunkKeys == 1 { #expect(keySets.allSatisfy { $0.count == 1 }) }
        }
    }

    @Test(arguments: ["bad/broken.xcstrings", "bad/shape.xcstrings"])
    func errorsAreTheWholeReadsErrors(file: String) throws {
        var whole: CatalogError?
        do { _ = try Fixtures.read(file) } catch { whole = error as? CatalogError }
        var streamed: CatalogError?
        do throws(CatalogError) { _ = try chunks(file, chunkKeys: 1) } catch { streamed = error }
        #expect(whole != nil)
        #expect(streamed == whole)
    }

    @Test func sourceLanguageAfterTheStringsIsWaitedFor() throws {
        let file = NSTemporaryDirectory() + "late-source-\(ProcessInfo.processInfo.processIdentifier).xcstrings"
        // Keys before "sourceLanguage": English is the source only once that is read.
        try Data(#"{"strings": {"Hi": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}, "sourceLanguage": "en", "version": "1.0"}"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let whole = try CatalogReader().read(file)
        var streamed: [LocalizedString] = []
        try CatalogReader().read(file, chunkKeys: 1) { streamed += $0.strings; return true }
        #expect(streamed == whole.strings)
        #expect(streamed.map(\.language) == ["en", "de"])   // the key is its own English source
    }

    @Test func checkingWhileReadingReportsWhatCheckingTheWholeDoes() throws {
        let fonts = try FontCollection.bundled()
        var constraints = try FitConstraints.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("constraints.json")))), file: "constraints.json")
        constraints.growthWarningPercent = 30
        let checker = FitChecker(base: FitLabel(width: 150, categories: [.large, .extraExtraExtraLarge]), constraints: constraints, fontCollection: fonts)
        let whole = checker.check([try Fixtures.read("App.xcstrings")], jobs: 2)
        for retention in [FitRetention.all, .problems] {
            let streamed = try checker.check(reading: { chunk throws(CatalogError) in
                try CatalogReader().read(Fixtures.path("App.xcstrings"), chunkKeys: 1) { chunk([$0]); return true }
            }, jobs: 2, keeping: retention)
            let expected = whole.results.filter { retention == .all || $0.status != .pass }
            #expect(streamed.results.map(\.string) == expected.map(\.string))
            #expect(streamed.results.map(\.naturalWidth) == expected.map(\.naturalWidth))
            #expect(streamed.results.map(\.problems) == expected.map(\.problems))
            #expect(streamed.counts == whole.counts)
            #expect(streamed.errors == whole.errors)
        }
    }

    /// FNV-1a 64's published test vectors (the FNV reference's test suite): "" is the offset
    /// basis 0xcbf29ce484222325, "a" 0xaf63dc4c8601ec8c, "foobar" 0x85944171f73967e8.
    @Test func shardsSplitByTheKeysFNV1aHash() {
        #expect(FitShard.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FitShard.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FitShard.hash("foobar") == 0x8594_4171_f739_67e8)
        // 0xaf63dc4c8601ec8c mod 3 = 1, so "a" is in the second of three parts.
        #expect(FitShard(index: 2, count: 3)!.contains(key: "a"))
        #expect(!FitShard(index: 1, count: 3)!.contains(key: "a"))
        #expect(FitShard(index: 0, count: 3) == nil && FitShard(index: 4, count: 3) == nil && FitShard(index: 1, count: 0) == nil)
    }
}
