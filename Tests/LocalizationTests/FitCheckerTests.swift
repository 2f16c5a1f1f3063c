import Testing
import Typesetting
@testable import Localization

/// Widths below are sums of HarfBuzz advances from
/// `hb-shape --no-glyph-names --font-size=2816 --variations=wght=400 Fonts/Inter-Roman.var.ttf TEXT`
/// (2816 is Inter's unitsPerEm, read with fontTools), scaled to the body style's size at
/// xxxL, 23 pt (UIFont body sizes, Typesetting's TextStyle table), in the system font, which
/// measures as SF Pro (BehaviourReference, "The system font: measured as SF Pro"): × the glyph
/// scale at 23 pt, 1 − (23 − 17)/11 × 0.107 = 0.94164, plus the HIG tracking at 23 pt,
/// −4/1000 em × 23 = −0.092 pt, once per cluster:
/// - "Save changes": 18572 units, 12 clusters → 151.6889 × 0.94164 − 1.104 = 141.733 pt
/// - "Änderungen speichern": 30136 units, 20 clusters → 246.1364 × 0.94164 − 1.84 = 229.931 pt
/// - "Tallenna muutokset": 25916 units, 18 clusters → 211.6719 × 0.94164 − 1.656 = 197.662 pt
enum Widths {
    static func system23(_ units: Double, clusters: Double) -> Double {
        units * 23 / 2816 * (1 - 6.0 / 11 * 0.107) - clusters * 0.092
    }
    static let saveChanges = system23(18572, clusters: 12)
    static let german = system23(30136, clusters: 20)
    static let finnish = system23(25916, clusters: 18)
}

func strings(_ key: String, _ values: [(String, String)]) -> Catalog {
    Catalog(file: "test.xcstrings", format: .stringCatalog, sourceLanguage: "en", strings: values.map {
        LocalizedString(key: key, language: $0.0, value: $0.1, location: SourceLocation(file: "test.xcstrings"))
    })
}

@Suite struct FitCheckerTests {
    let fonts: FontCollection
    init() throws { fonts = try FontCollection.bundled() }

    func result(_ report: FitReport, _ language: String) throws -> FitResult {
        try #require(report.results.first { $0.string.language == language })
    }

    @Test func truncationOverflowMatchesHarfBuzzAdvances() throws {
        let checker = FitChecker(base: FitLabel(width: 200), fontCollection: fonts)
        let report = checker.check([strings("Save changes", [("en", "Save changes"), ("de", "Änderungen speichern"), ("fi", "Tallenna muutokset")])], jobs: 1)
        let en = try result(report, "en"), de = try result(report, "de"), fi = try result(report, "fi")
        #expect(en.status == .pass)
        #expect(abs(en.naturalWidth - Widths.saveChanges) < 0.01)
        // One line, tail truncation (UILabel's defaults): overflow = natural width − 200.
        guard case .truncated(let points, let lines)? = de.problems.first else { Issue.record("expected truncation, got \(de.problems)"); return }
        #expect(abs(points - (Widths.german - 200)) < 0.01)
        // Wrapped at 200 the German text takes two lines ("Änderungen" / "speichern"): one more.
        #expect(lines == 1)
        // Finnish, 197.662 pt, fits in 200.
        #expect(Widths.finnish < 200 && fi.overflowPoints == 0 && fi.status == .pass)
        #expect(report.failed)
        // Growth against English: 229.931 / 141.733 − 1 = 62.2 %, under the default 100 %.
        #expect(abs(try #require(de.growthPercent) - (Widths.german / Widths.saveChanges - 1) * 100) < 0.01)
        #expect(!de.problems.contains { if case .grows = $0 { true } else { false } })
    }

    /// Japanese does not tell "one" from "other": both forms have the same text, measured once
    /// and reported for each form. Independent source: each form measured by itself
    /// (`FitChecker.measure`), which must give the same numbers and problems; a form whose text
    /// differs ("de") is measured on its own.
    @Test func pluralFormsWithTheSameTextReportTheSameMeasure() throws {
        let checker = FitChecker(base: FitLabel(width: 60, categories: [.large, .extraExtraExtraLarge]), fontCollection: fonts)
        let location = SourceLocation(file: "test.xcstrings")
        let forms = [("en", "one", "1 photo"), ("en", "other", "2 photos"), ("ja", "one", "写真を共有できません"),
                     ("ja", "other", "写真を共有できません"), ("de", "one", "1 Foto"), ("de", "other", "2 Fotos")]
        let catalog = Catalog(file: "test.xcstrings", format: .stringCatalog, sourceLanguage: "en", strings: forms.map {
            LocalizedString(key: "photos", language: $0.0, value: $0.2, pluralForm: $0.1, location: location)
        })
        let report = checker.check([catalog], jobs: 1)
        #expect(report.results.count == forms.count * 2)
        for r in report.results {
            let alone = checker.measure(r.string, text: r.text, spec: r.spec, category: r.category, markdown: true)
            #expect(r.string.pluralForm != nil)
            #expect(r.naturalWidth == alone.naturalWidth && r.linesNeeded == alone.linesNeeded && r.drawnSize == alone.drawnSize)
            #expect(r.problems.filter(\.isFailure) == alone.problems)
        }
        let ja = report.results.filter { $0.string.language == "ja" }
        #expect(ja.map(\.string.pluralForm) == ["one", "one", "other", "other"])
        #expect(ja[0].naturalWidth == ja[2].naturalWidth && ja[0].status == .fail)
    }

    @Test func growthPastTheLimitIsAWarning() throws {
        let checker = FitChecker(base: FitLabel(width: 400), growthWarningPercent: 50, fontCollection: fonts)
        let report = checker.check([strings("Save changes", [("en", "Save changes"), ("de", "Änderungen speichern")])], jobs: 1)
        let de = try result(report, "de")
        // 62.27 % > 50 %: a warning, not a failure; 246 pt fits in 400.
        #expect(de.status == .warn)
        #expect(!report.failed)
    }

    @Test(arguments: [LineBreakMode.byClipping, .byWordWrapping, .byCharWrapping])
    func nonTruncatingModesClip(mode: LineBreakMode) throws {
        // One line in a non-truncating mode: no ellipsis, the text is cut off; the overflow
        // is still the natural width minus the label's, 229.931 − 200.
        let checker = FitChecker(base: FitLabel(width: 200, lineBreakMode: mode), fontCollection: fonts)
        let de = try result(checker.check([strings("k", [("de", "Änderungen speichern")])], jobs: 1), "de")
        guard case .clipped(let points, _)? = de.problems.first else { Issue.record("expected clipping, got \(de.problems)"); return }
        #expect(abs(points - (Widths.german - 200)) < 0.01)
    }

    @Test func twoLinesFit() throws {
        let checker = FitChecker(base: FitLabel(width: 200, numberOfLines: 2), fontCollection: fonts)
        let report = checker.check([strings("k", [("de", "Änderungen speichern")])], jobs: 1)
        #expect(try result(report, "de").status == .pass)
        #expect(try result(report, "de").linesNeeded == 2)
    }

    @Test func autoshrinkWithinAndBelowTheMinimum() throws {
        // Autoshrink on one line needs 200 / 229.931 = 0.8698 (BehaviourReference,
        // "Autoshrink and tightening" [D]).
        let needed = 200 / Widths.german
        let within = FitChecker(base: FitLabel(width: 200, minimumScaleFactor: 0.75), fontCollection: fonts)
            .check([strings("k", [("de", "Änderungen speichern")])], jobs: 1)
        let ok = try result(within, "de")
        #expect(ok.status == .pass)
        #expect(abs(ok.scaleFactor - needed) < 0.001)
        let below = FitChecker(base: FitLabel(width: 200, minimumScaleFactor: 0.9), fontCollection: fonts)
            .check([strings("k", [("de", "Änderungen speichern")])], jobs: 1)
        let bad = try result(below, "de")
        #expect(bad.status == .fail)
        let required = bad.problems.compactMap { if case .shrinksBelowMinimum(let r, _) = $0 { r } else { nil } }.first
        #expect(abs(try #require(required) - needed) < 0.001)
        // Drawn at 0.9, the overflow is 229.931 × 0.9 − 200 = 6.938 pt.
        #expect(abs(bad.overflowPoints - (Widths.german * 0.9 - 200)) < 0.01)
    }

    @Test func missingGlyphs() throws {
        // Nag Mundari (Unicode 15.0): no bundled font has U+1E4D0–1E4D4 (fontTools cmaps of
        // Fonts/) and `fc-list ':charset=1E4D0'` lists no system font; the five letters
        // (UnicodeData.txt: Lo) are five clusters, five .notdef glyphs.
        let report = FitChecker(base: FitLabel(width: 300), fontCollection: fonts)
            .check([strings("k", [("unr", "\u{1E4D0}\u{1E4D1}\u{1E4D2}\u{1E4D3}\u{1E4D4}")])], jobs: 1)
        #expect(try result(report, "unr").problems == [.missingGlyphs(5)])
    }

    @Test func categorySweepAndCustomFontScaling() throws {
        let spec = FitLabel(width: 200, font: .family("Inter", size: 17, textStyle: .body), categories: [.large, .extraExtraExtraLarge])
        let report = FitChecker(base: spec, fontCollection: fonts).check([strings("k", [("de", "Änderungen speichern")])], jobs: 1)
        #expect(report.results.map(\.category) == [.large, .extraExtraExtraLarge])
        // UIFontMetrics: 17 × 23 / 17 = 23 pt at xxxL; 17 pt at L, where 30136 × 17 / 2816 = 181.93 fits.
        #expect(report.results.map(\.pointSize) == [17, 23])
        #expect(report.results.map(\.status) == [.pass, .fail])
    }

    @Test func jobsDoNotChangeTheOrder() throws {
        let catalog = try Fixtures.read("App.xcstrings")
        let checker = FitChecker(base: FitLabel(width: 120, categories: [.large, .extraExtraExtraLarge]), fontCollection: fonts)
        let one = checker.check([catalog], jobs: 1)
        let two = checker.check([catalog], jobs: 2)
        #expect(one.results.map(\.string) == two.results.map(\.string))
        #expect(one.results.map(\.problems) == two.results.map(\.problems))
        #expect(one.results.count == catalog.strings.count * 2)
    }

    @Test func pseudolocalizedSourceIsChecked() throws {
        let report = FitChecker(base: FitLabel(width: 1000), pseudolocalize: true, fontCollection: fonts)
            .check([strings("k", [("en", "Save changes")])], jobs: 1)
        let pseudo = try result(report, "en-XA")
        #expect(pseudo.string.value == Pseudolocalization.pseudolocalize("Save changes"))
    }
}

@Suite struct PlaceholderTests {
    @Test func worstCaseSamples() {
        let s = PlaceholderSamples.worstCase
        #expect(s.substitute("%@ has %d files") == "Maximilian Alexander Montgomery-Smith has 8,888,888 files")
        #expect(s.substitute("%1$@ and %2$@: %lld, %.2f%%") == "Maximilian Alexander Montgomery-Smith and Maximilian Alexander Montgomery-Smith: 8,888,888, 8,888,888.88%")
        #expect(s.substitute("Hi {name}, %s!") == "Hi Maximilian Alexander Montgomery-Smith, Maximilian Alexander Montgomery-Smith!")
        #expect(s.substitute("{ not a name } 100% sure") == "{ not a name } 100% sure")
        // CLDR "one" is the number 1 (in English and most languages).
        #expect(s.substitute("%lld file", pluralForm: "one") == "1 file")
    }

    @Test func configuredSamples() throws {
        let json = #"{"samples": {"string": "Ann", "integer": "12", "{count}": "7"}}"#
        let c = try FitConstraints.read(Array(json.utf8), file: "c.json")
        #expect(c.samples.substitute("%@ · %d · {count} · {other}") == "Maximilian Alexander Montgomery-Smith · 12 · 7 · Ann")
    }
}

@Suite struct ConstraintsTests {
    @Test func rulesMatchExactKeysBeforePatterns() throws {
        let json = """
        { "defaults": { "width": 300, "categories": ["L", "xxxL"] },
          "labels": [
            { "keys": ["settings.*"], "width": 180, "numberOfLines": 2 },
            { "keys": ["settings.title"], "width": 120, "textStyle": "headline", "lineBreakMode": "byTruncatingMiddle" },
            { "keys": ["settings.a*"], "minimumScaleFactor": 0.5 }
          ] }
        """
        let c = try FitConstraints.read(Array(json.utf8), file: "c.json")
        let base = FitLabel(width: 100)
        #expect(c.spec(for: "other", base: base).width == 300)
        #expect(c.spec(for: "other", base: base).categories == [.large, .extraExtraExtraLarge])
        #expect(c.spec(for: "settings.x", base: base).numberOfLines == 2)
        let title = c.spec(for: "settings.title", base: base)
        #expect(title.width == 120 && title.font == .textStyle(.headline) && title.lineBreakMode == .byTruncatingMiddle && title.numberOfLines == 1)
        // The longer pattern wins: settings.a* sets only the scale, so the width is the default's.
        #expect(c.spec(for: "settings.about", base: base).minimumScaleFactor == 0.5)
        #expect(c.spec(for: "settings.about", base: base).width == 300)
        #expect(c.unknownKeys(among: ["settings.x"]).map(\.key) == ["settings.title"])
    }

    @Test(arguments: [
        (#"{"labels": [{"keys": ["a"], "widht": 3}]}"#, "$.labels[0].widht", "unknown field (allowed: keys, samples, width, numberOfLines, textStyle, font, size, categories, lineBreakMode, minimumScaleFactor)"),
        (#"{"defaults": {"width": -1}}"#, "$.defaults.width", "must be > 0, got -1"),
        (#"{"defaults": {"categories": ["huge"]}}"#, "$.defaults.categories[0]", "unknown content size category \"huge\" (expected xS, S, M, L, xL, xxL, xxxL, AX1…AX5)"),
        (#"{"labels": [{"width": 3}]}"#, "$.labels[0].keys", "missing: the keys or key patterns this entry applies to"),
        (#"{"colour": 1}"#, "$.colour", "unknown field (allowed: defaults, labels, samples, growthWarningPercent)"),
        (#"{"defaults": {"minimumScaleFactor": 2}}"#, "$.defaults.minimumScaleFactor", "must be ≤ 1, got 2"),
    ])
    func badFiles(json: String, path: String, reason: String) {
        #expect(throws: ConstraintsError(file: "c.json", path: path, reason: reason)) { try FitConstraints.read(Array(json.utf8), file: "c.json") }
    }

    @Test func unknownKeyIsReportedAndTheRunGoesOn() throws {
        let c = try FitConstraints.read(Array(#"{"labels": [{"keys": ["Sav changes"], "width": 10}]}"#.utf8), file: "c.json")
        let report = FitChecker(base: FitLabel(width: 200), constraints: c, fontCollection: try FontCollection.bundled())
            .check([strings("Save changes", [("en", "Save changes")])], jobs: 1)
        #expect(report.errors == [.unknownKey(key: "Sav changes", path: "$.labels[0].keys[0]", file: "c.json")])
        #expect(report.results.count == 1)
        #expect(report.failed)
    }

    @Test func globs() {
        #expect(FitConstraints.matches("a*c", "abbbc"))
        #expect(FitConstraints.matches("a?c", "abc"))
        #expect(!FitConstraints.matches("a?c", "abbc"))
        #expect(FitConstraints.matches("*", ""))
    }
}

@Suite struct PseudolocalizationTests {
    @Test(arguments: [
        // 12 characters ≤ 20: +40 % → ⌈16.8⌉ = 17 characters, brackets included.
        ("Save changes", 17, "[Šávé çĥáñĝéš~~~]"),
        // 44 characters > 20: +30 % → ⌈57.2⌉ = 58.
        ("The quick brown fox jumps over the lazy dog.", 58, "[Ťĥé qúíçķ ƀŕóŵñ fóx ĵúmpš óvéŕ ťĥé ĺážý ďóĝ.~~~~~~~~~~~~]"),
    ])
    func lengthAccentsAndBrackets(source: String, length: Int, expected: String) {
        let p = Pseudolocalization.pseudolocalize(source)
        #expect(p.count == length)
        // Accents from the table a→á, e→é, S→Š…; the rest is ~ padding.
        #expect(p == expected)
    }

    @Test func placeholdersAreKept() {
        #expect(Pseudolocalization.pseudolocalize("%@ saved").contains("%@ šávéď"))
    }
}
