import Testing
@testable import Localization

/// gettext's plural expressions (the GNU gettext manual, "Plural forms" and "Additional
/// functions for plural forms": a C expression in n, C's precedence) and CLDR's plural-rule
/// samples (`common/supplemental/plurals.xml`, the `@integer` lists). Expected values are C
/// evaluated by hand; offsets are counted by hand in the expression text.
@Suite struct PluralFormsTests {
    @Test(arguments: [
        ("1 + 2 * 3", 0, 7),
        ("(1 + 2) * 3", 0, 9),
        ("10 - 2 - 3", 0, 5),          // left-associative
        ("7 / 2 + 7 % 2", 0, 4),       // integer division: 3 + 1
        ("!n", 0, 1), ("!n", 4, 0), ("!!n", 4, 1),
        ("n > 1 ? 2 : n == 1 ? 1 : 0", 1, 1), // ?: groups to the right
        ("n > 1 ? 2 : n == 1 ? 1 : 0", 5, 2),
        ("n < 2 || n >= 10 && n <= 20", 15, 1), // && binds tighter than ||
        ("n < 2 || n >= 10 && n <= 20", 5, 0),
        ("n != 1", 1, 0), ("n != 1", 0, 1),
        ("n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", 21, 0),
        ("n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", 11, 2),
        ("n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", 12, 2),
        ("n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", 23, 1),
    ])
    func evaluates(expression: String, n: Int, expected: Int) throws {
        #expect(try PluralExpression(expression).evaluate(n) == expected)
    }

    @Test(arguments: [
        ("n %% 2", 4, "expected n, a number or \"(\", found \"%\""),
        ("(n > 1", 7, "expected \")\" before the end"),
        ("n ? 1", 6, "expected \":\" before the end"),
        ("n == 1 x", 8, "unexpected \"x\" after the expression"),
        ("", 1, "expected n, a number or \"(\" before the end"),
    ])
    func badExpressionsHaveAnOffset(expression: String, offset: Int, reason: String) {
        #expect(throws: PluralExpression.Failure(offset: offset, reason: reason)) { try PluralExpression(expression) }
    }

    @Test func divisionByZeroIsAnErrorAtTheOperator() throws {
        let e = try PluralExpression("n % 0")
        #expect(throws: PluralExpression.Failure(offset: 3, reason: "division by zero for n = 5")) { try e.evaluate(5) }
    }

    /// Each language's Plural-Forms line from the gettext manual's table; the names follow
    /// from CLDR's samples by hand (e.g. French: one 0, 1 → n>1 is 0; many 1000000… and
    /// other 2~17… → 1, so msgstr[1] is "other").
    @Test(arguments: [
        ("en", 2, "n != 1", ["one", "other"]),
        ("fr", 2, "n>1", ["one", "other"]),
        ("pt-BR", 2, "n>1", ["one", "other"]),
        ("pt_BR", 2, "n>1", ["one", "other"]),   // gettext's Language: header spelling
        ("ru", 3, "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", ["one", "few", "many"]),
        ("pl", 3, "n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", ["one", "few", "many"]),
        ("ar", 6, "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5", ["zero", "one", "two", "few", "many", "other"]),
        ("ja", 1, "0", ["other"]),
        ("th", 1, "0", ["other"]),
        // Esperanto is not in the table: index names.
        ("eo", 2, "n != 1", ["[0]", "[1]"]),
        // Polish with n != 1 (a wrong header): few's samples (2, 22…) and many's (0, 5…) all
        // give 1, so msgstr[1] serves both and takes the first in CLDR order.
        ("pl", 2, "n != 1", ["one", "few"]),
    ])
    func formNames(language: String, count: Int, expression: String, expected: [String]) throws {
        #expect(try PluralRules.formNames(count: count, expression: PluralExpression(expression), language: language) == expected)
    }

    @Test func poPluralsAreNamedByCategory() throws {
        let c = try Fixtures.read("gettext/ru.po")
        // The header's plural= continues over two C strings; joined it is the manual's Russian rule.
        #expect(c.value("%d file", "ru", plural: "one") == "%d файл")
        #expect(c.value("%d file", "ru", plural: "few") == "%d файла")
        #expect(c.value("%d file", "ru", plural: "many") == "%d файлов")
        #expect(c.problems.isEmpty)
    }

    @Test func badHeaderIsReportedAndFormsKeepTheirIndex() throws {
        let c = try Fixtures.read("bad/plural.po")
        // "(n==1 ? 0 : n%10>=2 && n%10<=4 ? 1 : 2" is 38 characters (Python's len) with no closing
        // parenthesis: the error is at character 39, the end.
        #expect(c.problems == [.pluralExpression(file: Fixtures.path("bad/plural.po"), expression: "(n==1 ? 0 : n%10>=2 && n%10<=4 ? 1 : 2",
                                                 offset: 39, reason: "expected \")\" before the end")])
        #expect(c.value("%d file", "pl", plural: "[2]") == "%d plików")
    }

    @Test func samplesFollowTheCategory() {
        let s = PlaceholderSamples.worstCase
        // The first listed @integer sample of each category (CLDR plurals.xml: ru few
        // "2~4, 22~24…", ar many "11~26, 111…", fr many "1000000, 1c6…", ar zero "0").
        #expect(s.substitute("%d файла", pluralForm: "few", language: "ru") == "2 файла")
        #expect(s.substitute("%d файл", pluralForm: "one", language: "ru") == "1 файл")
        #expect(s.substitute("%d ملفًا", pluralForm: "many", language: "ar") == "11 ملفًا")
        #expect(s.substitute("%d ملفات", pluralForm: "few", language: "ar") == "3 ملفات")
        #expect(s.substitute("%d file", pluralForm: "one", language: "en") == "1 file")
        #expect(s.substitute("%d fichiers", pluralForm: "many", language: "fr") == "1000000 fichiers")
        // CLDR's Japanese has only other, so a stray "one" variant takes the integer sample.
        #expect(s.substitute("%d", pluralForm: "one", language: "ja") == "8,888,888")
        // Without a known language: zero/one/two are 0/1/2; other and index names take the integer sample.
        #expect(s.substitute("%d", pluralForm: "two", language: nil) == "2")
        #expect(s.substitute("%d", pluralForm: "other", language: "ru") == "8,888,888")
        #expect(s.substitute("%d", pluralForm: "[1]", language: "eo") == "8,888,888")
    }
}
