import Testing
import Typesetting
@testable import Localization

/// Android's rules, from the "String resources" and "Localize your app" guides on the Android
/// developer site: a `<string>` whose value is `@string/name` takes `name`'s text, looked up
/// like any resource (the current language's `values-xx/` first, then the default
/// `values/`); `\@` at the start is an escaped, literal at sign; `translatable="false"` marks
/// strings that are not translated (lint's MissingTranslation ignores them and reports a
/// copy in `values-xx/` as ExtraTranslation). Expected values are read off the fixtures in
/// Tests/Fixtures/Localization/android-refs by those rules.
@Suite struct AndroidTranslatableTests {
    static func catalogs() throws -> [Catalog] {
        [try Fixtures.read("android-refs/values/strings.xml"), try Fixtures.read("android-refs/values-de/strings.xml")]
    }

    @Test func readerMarksReferencesAndTranslatability() throws {
        let en = try Fixtures.read("android-refs/values/strings.xml")
        let title = try #require(en.strings.first { $0.key == "title" })
        #expect(title.reference == "app_name")
        // White space around the reference is trimmed, as aapt trims an unquoted value.
        #expect(en.strings.first { $0.key == "about" }?.reference == "title")
        #expect(en.strings.first { $0.key == "literal_at" }?.reference == nil)
        #expect(en.value("literal_at", "en") == "@string/menu_save")
        #expect(en.strings.first { $0.key == "app_name" }?.isTranslatable == false)
        #expect(en.strings.filter { $0.key == "units" || $0.key == "hours" }.count == 4)
        #expect(en.strings.filter { $0.key == "units" || $0.key == "hours" }.allSatisfy { !$0.isTranslatable })
        #expect(en.strings.first { $0.key == "menu_save" }?.isTranslatable == true)
    }

    @Test func referencesResolveInTheSameLanguageThenTheDefault() throws {
        let resolved = CatalogReader.resolvingReferences(try Self.catalogs())
        let en = resolved[0], de = resolved[1]
        #expect(en.value("title", "en") == "Notes Pro")
        // about → title → app_name: the chain is followed to text.
        #expect(en.value("about", "en") == "Notes Pro")
        #expect(en.value("toolbar_save", "en") == "Save")
        #expect(de.value("toolbar_save", "de") == "Speichern")
        // values-de has its own app_name, so de's title and about take it.
        #expect(de.value("title", "de") == "Notizen")
        #expect(de.value("about", "de") == "Notizen")
        #expect(en.problems.isEmpty)
        #expect(resolved.allSatisfy { $0.strings.allSatisfy { $0.reference == nil } })
    }

    @Test func cyclesAndMissingTargetsAreTypedErrors() throws {
        let de = CatalogReader.resolvingReferences(try Self.catalogs())[1]
        let file = Fixtures.path("android-refs/values-de/strings.xml")
        // units is a <string-array>, which @string/ cannot name; nowhere exists nowhere. The
        // cycle loop_a ↔ loop_b is reported once, by its first member in the file.
        #expect(de.problems == [
            .reference(file: file, line: 8, key: "units_label", target: "units", reason: "no string \"units\" in de or the default values"),
            .reference(file: file, line: 9, key: "loop_a", target: "loop_b", reason: "a cycle: loop_a → loop_b → loop_a"),
            .reference(file: file, line: 11, key: "dangling", target: "nowhere", reason: "no string \"nowhere\" in de or the default values"),
        ])
        for key in ["units_label", "loop_a", "loop_b", "dangling"] { #expect(de.value(key, "de") == nil) }
        #expect(de.problems[1].description == "\(file):9: \"loop_a\" refers to @string/loop_b: a cycle: loop_a → loop_b → loop_a")
    }

    @Test func untranslatableStringsAreCheckedInTheSourceOnly() throws {
        let groups = FitChecker.groups(CatalogReader.resolvingReferences(try Self.catalogs()), sourceLanguage: "en", pseudo: true)
        func languages(_ key: String, index: Int? = nil) -> [String] {
            groups.first { $0.strings.first?.key == key && $0.strings.first?.arrayIndex == index }?.strings.map(\.language) ?? []
        }
        // values-de's copy of app_name is not compared, and no pseudo copy is made.
        #expect(languages("app_name") == ["en"])
        #expect(languages("units", index: 1) == ["en"])
        #expect(groups.first { $0.strings.first?.key == "hours" }?.strings.map(\.pluralForm) == ["one", "other"])
        #expect(languages("menu_save") == ["en", "de", Pseudolocalization.language])
        // title is translatable, though its text is app_name's.
        #expect(languages("title") == ["en", "de", Pseudolocalization.language])
    }

    @Test func checkerReportsReferenceErrorsAndSkipsUntranslated() throws {
        let checker = FitChecker(base: FitLabel(width: 300), fontCollection: try FontCollection.bundled())
        let report = checker.check(try Self.catalogs(), jobs: 1)
        #expect(report.results.filter { $0.string.key == "app_name" }.map(\.string.language) == ["en"])
        // values-de: units_label, the loop_a ↔ loop_b cycle (once) and dangling.
        #expect(report.errors.filter { if case .catalog(.reference) = $0 { true } else { false } }.count == 3)
        #expect(report.results.first { $0.string.key == "title" && $0.string.language == "de" }?.text == "Notizen")
    }
}

/// `FitRetention.problems` keeps what the table shows and counts the rest: the same run kept
/// whole and kept as problems must agree on every count and on every failing or warning result.
@Suite struct FitRetentionTests {
    @Test func problemsKeepsFailuresAndWarningsAndCountsPasses() throws {
        let checker = FitChecker(base: FitLabel(width: 200, categories: [.large, .extraExtraExtraLarge]), fontCollection: try FontCollection.bundled())
        let catalog = try Fixtures.read("App.xcstrings")
        let all = checker.check([catalog], jobs: 2, keeping: .all)
        let problems = checker.check([catalog], jobs: 2, keeping: .problems)
        #expect(all.counts == problems.counts)
        #expect(all.counts == FitCounts(all.results))
        #expect(all.counts.checks == all.results.count)
        func names(_ r: [FitResult]) -> [String] { r.map { "\($0.string.variantName) \($0.string.language) \($0.category.shortName) \($0.status)" } }
        #expect(names(problems.results) == names(all.results.filter { $0.status != .pass }))
        #expect(problems.results.count < all.results.count)
        #expect(problems.failed == all.failed)
    }
}
