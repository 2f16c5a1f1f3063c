import Testing
import Typesetting
@testable import Localization

/// Placeholder samples by kind, conversion, argument and key (`PlaceholderSamples`,
/// `FitConstraints.Rule.samples`) and `FitChecker.onlyListed`. The expected texts are the
/// values with each placeholder replaced as the lookup order documented on
/// `PlaceholderSamples.substituteRecording` says.
@Suite struct FitSamplesTests {
    let fonts: FontCollection
    init() throws { fonts = try FontCollection.bundled() }

    static func constraints(_ json: String) throws -> FitConstraints {
        try FitConstraints.read(Array(json.utf8), file: "c.json")
    }

    static func catalog(_ entries: [(key: String, language: String, value: String)]) -> Catalog {
        Catalog(file: "t.xcstrings", format: .stringCatalog, sourceLanguage: "en", strings: entries.map {
            LocalizedString(key: $0.key, language: $0.language, value: $0.value, location: SourceLocation(file: "t.xcstrings"))
        })
    }

    /// A key's own sample replaces the default name in a value that is a number.
    @Test func perKeySampleReplacesTheDefaultName() throws {
        let c = try Self.constraints(#"{"labels": [{"keys": ["line-spacing-%@"], "samples": {"%@": "1.5"}}]}"#)
        let checker = FitChecker(base: FitLabel(width: 400), constraints: c, fontCollection: fonts)
        let report = checker.check([Self.catalog([("line-spacing-%@", "en", "Line spacing: %@"), ("other-%@", "en", "Hello %@")])], jobs: 1)
        let spacing = try #require(report.results.first { $0.string.key == "line-spacing-%@" })
        let other = try #require(report.results.first { $0.string.key == "other-%@" })
        #expect(spacing.text == "Line spacing: 1.5")
        #expect(spacing.samples == [PlaceholderSample(placeholder: "%@", argument: 1, sample: "1.5", origin: .key)])
        // Another key keeps the default for %@ (PlaceholderSamples.worstCase, object).
        #expect(other.text == "Hello Maximilian Alexander Montgomery-Smith")
        #expect(other.samples.map(\.origin) == [.default])
        // The shorter text is narrower: the sample changed what was measured.
        let long = checker.measure(spacing.string, text: "Line spacing: Maximilian Alexander Montgomery-Smith", spec: spacing.spec, category: spacing.category)
        #expect(spacing.naturalWidth < long.naturalWidth)
    }

    /// Argument 1 keeps its sample in a translation that writes its arguments in another order.
    @Test func positionalSamplesFollowTheArgument() throws {
        let c = try Self.constraints(#"{"samples": {"%1$@": "Anna", "%lld": "3"}}"#)
        #expect(c.samples.substitute("%@ sent %lld files") == "Anna sent 3 files")
        #expect(c.samples.substitute("%2$lld Dateien von %1$@") == "3 Dateien von Anna")
        let recorded = c.samples.substituteRecording("%2$lld Dateien von %1$@").samples
        #expect(recorded == [PlaceholderSample(placeholder: "%2$lld", argument: 2, sample: "3", origin: .file),
                             PlaceholderSample(placeholder: "%1$@", argument: 1, sample: "Anna", origin: .file)])
    }

    /// Lookup order: the key's samples before the file's, a placeholder before a kind, an
    /// explicit placeholder before a plural form's number, the plural number before a kind.
    @Test func lookupOrder() throws {
        let c = try Self.constraints(#"""
        {"samples": {"object": "Bob", "%d": "42", "integer": "7"},
         "labels": [{"keys": ["k"], "samples": {"object": "Zoë", "%2$@": "Ida"}}]}
        """#)
        let key = try #require(c.rule(for: "k")?.samples)
        let r = c.samples.substituteRecording("%@ and %@: %d, %ld", key: key)
        #expect(r.text == "Zoë and Ida: 42, 7")
        #expect(r.samples.map(\.origin) == [.key, .key, .file, .file])
        // In the "one" form of English, %ld takes CLDR's 1; %d's explicit sample still wins.
        #expect(c.samples.substitute("%d or %ld", pluralForm: "one", language: "en") == "42 or 1")
        // Without the file, the built-in defaults.
        #expect(PlaceholderSamples.worstCase.substitute("%f|%x|%c|%s") == "8,888,888.88|ffffffff|W|Maximilian Alexander Montgomery-Smith")
    }

    @Test(arguments: [#"{"samples": {"%": "x"}}"#, #"{"samples": {"name": "x"}}"#, #"{"labels": [{"keys": ["k"], "samples": {"%@": 1}}]}"#,
                      #"{"labels": [{"keys": ["k"], "samples": []}]}"#])
    func badSamplesAreErrors(json: String) {
        #expect(throws: ConstraintsError.self) { try Self.constraints(json) }
    }

    /// `onlyListed` checks the keys an entry matches, in every language, and no other.
    @Test func onlyListedKeys() throws {
        let c = try Self.constraints(#"{"labels": [{"keys": ["a", "b.*"]}]}"#)
        var entries: [(String, String, String)] = []
        for key in ["a", "b.one", "b.two", "c", "d"] { for language in ["en", "de", "ja"] { entries.append((key, language, "x")) } }
        var checker = FitChecker(base: FitLabel(width: 100), constraints: c, fontCollection: fonts)
        let all = checker.check([Self.catalog(entries)], jobs: 1)
        #expect(Set(all.results.map(\.string.key)) == ["a", "b.one", "b.two", "c", "d"])
        checker.onlyListed = true
        let listed = checker.check([Self.catalog(entries)], jobs: 1)
        #expect(Set(listed.results.map { "\($0.string.key)/\($0.string.language)" })
                == Set(["a", "b.one", "b.two"].flatMap { k in ["en", "de", "ja"].map { "\(k)/\($0)" } }))
        #expect(listed.counts.strings == 9 && listed.counts.languages == 3)
    }
}

/// One reader of NSLineBreakMode's names, with and without `by`.
@Suite struct LineBreakModeNameTests {
    @Test func everyNameWithAndWithoutBy() {
        for mode in LineBreakMode.allCases {
            #expect(LineBreakMode(named: mode.rawValue) == mode)
            let short = String(mode.rawValue.dropFirst(2))
            #expect(LineBreakMode(named: short.prefix(1).lowercased() + short.dropFirst()) == mode)
        }
        #expect(LineBreakMode.acceptedNames.count == 12)
        for bad in ["", "tail", "TruncatingTail", "bytruncatingtail", "truncatingtail", "wrap"] { #expect(LineBreakMode(named: bad) == nil) }
    }

    @Test func constraintsFileTakesBothSpellings() throws {
        let c = try FitConstraints.read(Array(#"{"labels": [{"keys": ["a"], "lineBreakMode": "truncatingMiddle"}, {"keys": ["b"], "lineBreakMode": "byTruncatingMiddle"}, {"keys": ["c"], "lineBreakMode": "clipping"}]}"#.utf8), file: "c")
        #expect(c.rules.map(\.fields.lineBreakMode) == [.byTruncatingMiddle, .byTruncatingMiddle, .byClipping])
        #expect(throws: ConstraintsError.self) { try FitConstraints.read(Array(#"{"defaults": {"lineBreakMode": "middle"}}"#.utf8), file: "c") }
    }
}
