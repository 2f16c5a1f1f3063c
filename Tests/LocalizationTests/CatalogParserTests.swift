import Foundation
import Testing
@testable import Localization

/// The fixtures in Tests/Fixtures/Localization were written by hand following each tool's
/// conventions; every expected value below is read off the fixture text (escapes resolved
/// by the format's documented rules, cited per test).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Localization")
    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
    static func read(_ relative: String, language: String? = nil) throws -> Catalog {
        try CatalogReader(language: language).read(path(relative))
    }
}

extension Catalog {
    func value(_ key: String, _ language: String, plural: String? = nil, device: String? = nil, context: String? = nil, index: Int? = nil) -> String? {
        strings.first { $0.key == key && $0.language == language && $0.pluralForm == plural && $0.device == device && $0.context == context && $0.arrayIndex == index }?.value
    }
}

@Suite struct StringCatalogTests {
    @Test func languagesPluralsDevicesAndStates() throws {
        let c = try Fixtures.read("App.xcstrings")
        #expect(c.sourceLanguage == "en")
        // A key without a source localization is its own source text (Xcode's rule).
        #expect(c.value("Save changes", "en") == "Save changes")
        #expect(c.value("Save changes", "de") == "Änderungen speichern")
        #expect(c.value("Save changes", "fi") == "Tallenna muutokset")
        #expect(c.value("Save changes", "ar") == "حفظ التغييرات")
        #expect(c.value("Save changes", "ja") == "変更を保存")
        #expect(c.value("Save changes", "th") == "บันทึกการเปลี่ยนแปลง")
        #expect(c.strings.first { $0.key == "Save changes" && $0.language == "th" }?.state == "needs_review")
        // Arabic has all six CLDR categories in the fixture, in CLDR order.
        let arabic = c.strings.filter { $0.key == "files.count" && $0.language == "ar" }.map(\.pluralForm)
        #expect(arabic == ["zero", "one", "two", "few", "many", "other"])
        #expect(c.value("files.count", "ar", plural: "two") == "ملفان")
        #expect(c.value("files.count", "en", plural: "one") == "%lld file")
        #expect(c.value("welcome", "de", device: "iphone") == "Zum Starten tippen")
        #expect(c.strings.first { $0.key == "welcome" && $0.device == "iphone" && $0.language == "de" }?.state == "new")
        #expect(c.value("welcome", "en", device: "mac") == "Click to start")
        // %#@photos@ is replaced by each plural variant of the substitution.
        #expect(c.value("photos.summary", "en", plural: "one") == "%1$@ added a photo")
        #expect(c.value("photos.summary", "en", plural: "other") == "%1$@ added %arg photos")
        // shouldTranslate false and no localizations: nothing to check.
        #expect(!c.strings.contains { $0.key == "internal.debug" })
    }

    @Test func syntaxErrorHasLineAndColumn() throws {
        let error = #expect(throws: CatalogError.self) { try Fixtures.read("bad/broken.xcstrings") }
        guard case .syntax(_, let line, let column, _)? = error else { Issue.record("expected a syntax error, got \(String(describing: error))"); return }
        // The stray second comma is on line 4 of the fixture, column 81.
        #expect(line == 4)
        #expect(column == 81)
    }

    @Test func wrongShapeHasJSONPath() throws {
        let error = #expect(throws: CatalogError.self) { try Fixtures.read("bad/shape.xcstrings") }
        #expect(error == .structure(file: Fixtures.path("bad/shape.xcstrings"), path: "$.strings[\"Done\"].localizations[\"de\"].stringUnit.value", reason: "expected a string, got 42"))
    }

    @Test func unknownLanguageIsReportedAndTheRestRead() throws {
        let c = try Fixtures.read("bad/language.xcstrings")
        #expect(c.problems == [.unknownLanguage(file: Fixtures.path("bad/language.xcstrings"), tag: "klingon")])
        #expect(c.value("Done", "de") == "Fertig")
        #expect(!c.strings.contains { $0.language == "klingon" })
    }
}

@Suite struct StringsFileTests {
    /// UTF-16LE with a BOM; escapes as Foundation's old-style plist reader resolves them:
    /// \" → ", \t → tab, \n → line feed, \U00FC → ü, \UD83D\UDE00 (a surrogate pair) → 😀,
    /// octal \101 → A, \\ → \, and a lone "key"; means value = key.
    @Test func utf16WithBOMAndEscapes() throws {
        let c = try Fixtures.read("apple/de.lproj/Localizable.strings")
        #expect(c.strings.allSatisfy { $0.language == "de" })
        #expect(c.value("Save changes", "de") == "Änderungen speichern")
        #expect(c.value("quote.demo", "de") == "Sie sagte \"Hallo\"\tund ging.\nZweite Zeile")
        #expect(c.value("unicode.demo", "de") == "Grüße 😀")
        #expect(c.value("settings_title", "de") == "Einstellungen")
        #expect(c.value("octal.demo", "de") == "AA\\B")
        #expect(c.value("only.key", "de") == "only.key")
        // Line numbers: "quote.demo" is on line 5 of the fixture.
        #expect(c.strings.first { $0.key == "quote.demo" }?.location.line == 5)
    }

    @Test func utf8WithBOMAndBaseIsTheSourceLanguage() throws {
        let fi = try Fixtures.read("apple/fi.lproj/Localizable.strings")
        #expect(fi.value("settings_title", "fi") == "Asetukset")
        let base = try Fixtures.read("apple/Base.lproj/Localizable.strings")
        #expect(base.value("settings_title", "en") == "Settings")
    }

    @Test(arguments: [
        // "broken" opens its quote at line 2, column 12.
        ("bad/unterminated.strings", 2, 12, "unterminated quoted string"),
        // After "b" on line 1 comes the next line's quote: line 2, column 1.
        ("bad/missing-semicolon.strings", 2, 1, "expected \";\" after the value of \"a\", found \"\"\""),
    ])
    func syntaxErrors(file: String, line: Int, column: Int, reason: String) throws {
        let error = #expect(throws: CatalogError.self) { try Fixtures.read(file, language: "de") }
        #expect(error == .syntax(file: Fixtures.path(file), line: line, column: column, reason: reason))
    }

    @Test func latin1IsAnEncodingError() throws {
        let error = #expect(throws: CatalogError.self) { try Fixtures.read("bad/latin1.strings", language: "fr") }
        // 0xE9 is byte 10 of `"k" = "caf\xe9";` (0-based).
        #expect(error == .encoding(file: Fixtures.path("bad/latin1.strings"), reason: "not valid UTF-8 at byte 10 (UTF-16 needs a byte-order mark)"))
    }
}

@Suite struct StringsdictTests {
    @Test func arabicPluralsExpandTheFormat() throws {
        let c = try Fixtures.read("apple/ar.lproj/Localizable.stringsdict")
        #expect(c.strings.filter { $0.key == "files.count" }.map(\.pluralForm) == ["zero", "one", "two", "few", "many", "other"])
        #expect(c.value("files.count", "ar", plural: "few") == "%d ملفات")
        // "البريد: %#@messages@" with each variant of messages.
        #expect(c.value("inbox.summary", "ar", plural: "one") == "البريد: رسالة واحدة")
        #expect(c.value("inbox.summary", "ar", plural: "other") == "البريد: %d رسائل")
    }
}

@Suite struct AndroidResourceTests {
    @Test func sourceStringsPluralsAndArrays() throws {
        let c = try Fixtures.read("android/values/strings.xml")
        #expect(c.strings.allSatisfy { $0.language == "en" })
        // <xliff:g> markup contributes its text.
        #expect(c.value("greeting", "en") == "Hello, %1$s!")
        // \' is an apostrophe; the run of spaces outside quotes collapses to one (aapt).
        #expect(c.value("apostrophe", "en") == "Don't save")
        #expect(c.value("files_count", "en", plural: "other") == "%d files")
        #expect(c.value("sort_orders", "en", index: 1) == "Date modified")
        #expect(!c.strings.contains { $0.key == "accent" })
    }

    @Test func escapesQuotesAndCDATA() throws {
        let c = try Fixtures.read("android/values-de/strings.xml")
        // Inside double quotes white space is kept and the apostrophe needs no escape.
        #expect(c.value("apostrophe", "de") == "Nicht   speichern's")
        #expect(c.value("two_lines", "de") == "Erste Zeile\nZweite\tZeile Ü")
        // CDATA keeps < and & literally.
        #expect(c.value("cdata", "de") == "<b>Fett</b> & mehr")
        #expect(c.value("at_sign", "de") == "@Benutzer ? \"zitiert\"")
        #expect(c.value("sort_orders", "de", index: 1) == "Änderungsdatum")
    }

    @Test func folderLanguages() throws {
        #expect(try Fixtures.read("android/values-ja/strings.xml").value("files_count", "ja", plural: "other") == "%d 個のファイル")
        #expect(try Fixtures.read("android/values-pt-rBR/strings.xml").value("save_changes", "pt-BR") == "Salvar alterações")
        #expect(AndroidResourceParser.language(ofFolder: "values-b+sr+Latn") == "sr-Latn")
        #expect(AndroidResourceParser.language(ofFolder: "values-night") == nil)
    }

    @Test func malformedXMLHasALine() throws {
        let error = #expect(throws: CatalogError.self) { try Fixtures.read("bad/values-fi/strings.xml") }
        guard case .syntax(_, let line, _, _)? = error else { Issue.record("expected a syntax error, got \(String(describing: error))"); return }
        // The <string> opened on line 4 is never closed; the document ends on line 5.
        #expect(line == 5)
    }

    @Test func bareApostropheIsRejected() throws {
        let error = #expect(throws: CatalogError.self) { try Fixtures.read("bad/apostrophe-strings.xml", language: "en") }
        guard case .syntax(_, 3, _, let reason)? = error else { Issue.record("expected a syntax error on line 3, got \(String(describing: error))"); return }
        #expect(reason.contains("apostrophe"))
    }
}

@Suite struct GettextTests {
    @Test func contextsPluralsFuzzyAndMultiline() throws {
        let c = try Fixtures.read("gettext/th.po")
        #expect(c.value("Save changes", "th") == "บันทึกการเปลี่ยนแปลง")
        #expect(c.value("Save changes", "en") == "Save changes")
        #expect(c.value("Open", "th", context: "menu") == "เปิด")
        #expect(c.value("Open", "th", context: "verb") == "เปิดไฟล์")
        // Thai has one plural form (nplurals=1; plural=0): msgstr[0] serves CLDR's only Thai
        // category, other. English has msgid (one) and msgid_plural (other).
        #expect(c.value("%d file", "th", plural: "other") == "%d ไฟล์")
        #expect(c.value("%d file", "en", plural: "one") == "%d file")
        #expect(c.value("%d file", "en", plural: "other") == "%d files")
        // Adjacent strings are concatenated; \n and \" resolved.
        #expect(c.value("Long description", "th") == "บรรทัดแรก ต่อกัน\nบรรทัด \"ที่สอง\"")
        #expect(c.strings.first { $0.key == "Long description" && $0.language == "th" }?.state == "fuzzy")
        // An empty msgstr is untranslated; #~ entries are obsolete.
        #expect(c.value("Not translated yet", "th") == nil)
        #expect(!c.strings.contains { $0.key == "Obsolete" })
    }

    @Test func escapes() throws {
        let c = try Fixtures.read("gettext/fi.po")
        // \t is a tab, \x41 and octal \101 are both "A".
        #expect(c.value("Tab\tand AA", "fi") == "Sarkain\tja AA")
        // plural=(n != 1): CLDR's Finnish one (1) gives 0, other (0, 2~16, 100…) gives 1.
        #expect(c.value("%d file", "fi", plural: "other") == "%d tiedostoa")
    }

    @Test(arguments: [
        // The string opened at line 8, column 8 has no closing quote.
        ("bad/bad.po", 8, 8, "unterminated string"),
        ("bad/keyword.po", 5, 1, "unknown keyword \"mgstr\""),
    ])
    func syntaxErrors(file: String, line: Int, column: Int, reason: String) throws {
        let error = #expect(throws: CatalogError.self) { try Fixtures.read(file) }
        #expect(error == .syntax(file: Fixtures.path(file), line: line, column: column, reason: reason))
    }
}

@Suite struct XLIFFTests {
    @Test func xcodeExport() throws {
        let c = try Fixtures.read("xliff/de.xliff")
        #expect(c.sourceLanguage == "en")
        #expect(c.value("Save changes", "de") == "Änderungen speichern")
        #expect(c.value("Save changes", "en") == "Save changes")
        // Entities are resolved.
        #expect(c.value("Tom & Jerry", "de") == "Tom & Jerry <3")
        #expect(c.strings.first { $0.key == "Tom & Jerry" && $0.language == "de" }?.state == "needs-review-translation")
        #expect(c.value("Untranslated", "de") == nil)
        // .stringsdict units: the format-key unit is not text; variants by plural category.
        #expect(c.value("files.count", "de", plural: "one") == "%d Datei")
        #expect(!c.strings.contains { $0.value == "%#@files@" })
        // String Catalog units: key|==|plural.one, key|==|device.mac.
        #expect(c.value("photos", "de", plural: "other") == "%lld Fotos")
        #expect(c.value("welcome", "de", device: "mac") == "Zum Starten klicken")
    }

    @Test func mismatchedTag() throws {
        let error = #expect(throws: CatalogError.self) { try Fixtures.read("bad/mismatched.xliff") }
        guard case .syntax(_, let line, _, let reason)? = error else { Issue.record("expected a syntax error, got \(String(describing: error))"); return }
        // <trans-unit> opened on line 5 is never closed: the </body> on line 6 does not match
        // it, libxml2's first error (XML_ERR_TAG_NAME_MISMATCH; it recovers and reports the
        // element still open at the end, line 8, after).
        #expect(line == 6)
        #expect(reason == "not well-formed XML: mismatched end tag")
    }
}

@Suite struct CatalogReaderTests {
    @Test func missingFileAndUnknownFormat() {
        #expect(throws: CatalogError.unreadable(file: "/nonexistent/de.lproj/a.strings", reason: "no such file")) {
            try CatalogReader().read("/nonexistent/de.lproj/a.strings")
        }
        #expect(throws: CatalogError.unknownFormat(file: "notes.txt")) { try CatalogReader().read("notes.txt") }
    }

    @Test func languageTags() {
        #expect(LanguageTag.canonical("pt_br") == "pt-BR")
        #expect(LanguageTag.canonical("zh-hans") == "zh-Hans")
        #expect(LanguageTag.canonical("es-419") == "es-419")
        #expect(LanguageTag.canonical("klingon") == nil)
        #expect(LanguageTag.canonical("xx") == nil)
    }
}
