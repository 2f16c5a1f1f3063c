import Testing
@testable import Localization

/// Hostile catalogs: inputs built here, each of which once crashed or stalled a reader.
/// Each must now be a typed error (or a bounded amount of work), and must not take the test
/// process down.
@Suite struct HostileCatalogTests {
    static func read(_ text: String, _ format: CatalogFormat, path: String) throws(CatalogError) -> Catalog {
        try CatalogReader().parse(Array(text.utf8), format: format, path: path)
    }

    /// `open` repeated `depth` times, one a line, after `head` (one line), then the closing
    /// tags: the start tag at nesting depth d (the root being 1) is on line d when `head` is
    /// the root.
    static func nested(head: String, open: String, close: String, depth: Int, inner: String = "", tail: String) -> String {
        head + "\n" + String(repeating: open + "\n", count: depth) + inner + String(repeating: close, count: depth) + tail
    }

    // MARK: XML nesting

    /// 20,000 nested `<array>`s in a `.stringsdict` (17,500 overflowed the plist reader's
    /// recursion). The root `<plist>` is depth 1 on line 1; `<array>` number k is depth k + 1
    /// on line k + 1, so the first one past 256 levels is number 256, on line 257. libxml2
    /// reports a start tag's position at its closing `>`: `<array>` is 7 characters, column 7.
    @Test func deepPropertyListIsASyntaxError() {
        let text = Self.nested(head: "<plist>", open: "<array>", close: "</array>", depth: 20_000, tail: "</plist>")
        #expect(throws: CatalogError.syntax(file: "de.lproj/Deep.stringsdict", line: 257, column: 7,
                                            reason: "<array> is nested deeper than 256 elements")) {
            try Self.read(text, .stringsdict, path: "de.lproj/Deep.stringsdict")
        }
    }

    /// 60,000 nested `<b>`s inside a `<string>` (the recursive text getter overflowed).
    /// `<resources>` is depth 1 on line 1 and `<string name="s">` depth 2 on line 2; `<b>`
    /// number k is depth k + 2 on line k + 2, so number 255 (line 257) is the first too deep.
    /// `<b>` is 3 characters: its `>` is column 3.
    @Test func deepAndroidMarkupIsASyntaxError() {
        let text = Self.nested(head: "<resources>\n<string name=\"s\">", open: "<b>", close: "</b>", depth: 60_000, inner: "x",
                               tail: "</string></resources>")
        #expect(throws: CatalogError.syntax(file: "values/strings.xml", line: 257, column: 3,
                                            reason: "<b> is nested deeper than 256 elements")) {
            try Self.read(text, .androidXML, path: "values/strings.xml")
        }
    }

    /// 60,000 nested `<group>`s in XLIFF (freeing the element tree overflowed). `<xliff>` is
    /// line 1, `<file …>` line 2, `<body>` line 3; `<group>` number k is depth k + 3 on line
    /// k + 3, so number 254 (line 257) is the first too deep; `<group>` ends at column 7.
    @Test func deepXLIFFGroupsAreASyntaxError() {
        let text = Self.nested(head: "<xliff version=\"1.2\">\n<file source-language=\"en\" target-language=\"de\">\n<body>",
                               open: "<group>", close: "</group>", depth: 60_000, tail: "</body></file></xliff>")
        #expect(throws: CatalogError.syntax(file: "Deep.xliff", line: 257, column: 7,
                                            reason: "<group> is nested deeper than 256 elements")) {
            try Self.read(text, .xliff, path: "Deep.xliff")
        }
    }

    /// Exactly 256 levels still read: a `<string>` (depth 2) holding 254 nested `<b>`s whose
    /// innermost text is "deep".
    @Test func nestingAtTheLimitIsRead() throws {
        let text = Self.nested(head: "<resources>\n<string name=\"s\">", open: "<b>", close: "</b>", depth: 254, inner: "deep",
                               tail: "</string></resources>")
        let c = try Self.read(text, .androidXML, path: "values/strings.xml")
        #expect(c.value("s", "en") == "deep")
    }

    // MARK: gettext plural expressions

    /// Nesting past 64 levels, at the operator or parenthesis that goes too deep (offsets
    /// counted by hand): the 65th "(" is character 65; the 65th "!" is character 65; in
    /// "n+n+…" the k-th "+" is character 2k and the tree is k + 1 deep, so the 64th "+"
    /// (character 128) makes it 65; in "n?n:n?n:…" the k-th "?" is character 4k − 2 and sits
    /// inside k − 1 else-branches, so the 65th (character 258) is the first too deep.
    @Test(arguments: [
        (String(repeating: "(", count: 10_000) + "n" + String(repeating: ")", count: 10_000), 65),
        (String(repeating: "!", count: 100_000) + "n", 65),
        ("n" + String(repeating: "+n", count: 100_000), 128),
        (String(repeating: "n?n:", count: 100_000) + "n", 258),
    ])
    func deepPluralExpressionIsAFailure(expression: String, offset: Int) {
        #expect(throws: PluralExpression.Failure(offset: offset, reason: "the expression nests deeper than 64 levels")) {
            try PluralExpression(expression)
        }
    }

    /// 64 levels still read: 64 "(" around "!n" (0 for n = 5), and 64 terms "n+…+n" (a tree
    /// 64 deep, 64n).
    @Test func pluralExpressionAtTheLimitIsRead() throws {
        #expect(try PluralExpression(String(repeating: "(", count: 64) + "!n" + String(repeating: ")", count: 64)).evaluate(5) == 0)
        #expect(try PluralExpression("n" + String(repeating: "+n", count: 63)).evaluate(5) == 320)
    }

    /// Int.min / −1 and Int.min % −1 overflow (C leaves them undefined; Swift traps). The
    /// operator is character 26: "(0-9223372036854775807-1)" is 25 characters. n × Int.max
    /// overflows for n = 2 at the "*", character 2.
    @Test(arguments: [
        ("(0-9223372036854775807-1)/(0-1)", 5, 26, "-9223372036854775808 / -1 overflows for n = 5"),
        ("(0-9223372036854775807-1)%(0-1)", 5, 26, "-9223372036854775808 % -1 overflows for n = 5"),
        ("n*9223372036854775807", 2, 2, "2 * 9223372036854775807 overflows for n = 2"),
        ("1/(n-n)", 3, 2, "division by zero for n = 3"),
    ])
    func overflowIsAFailure(expression: String, n: Int, offset: Int, reason: String) throws {
        let e = try PluralExpression(expression)
        #expect(throws: PluralExpression.Failure(offset: offset, reason: reason)) { try e.evaluate(n) }
    }

    static func po(nplurals: String, msgstr: String = "\"x\"") -> String {
        """
        msgid ""
        msgstr ""
        "Language: ru\\n"
        "Plural-Forms: nplurals=\(nplurals); plural=n%10==1 ? 0 : 1;\\n"

        msgid "a"
        msgstr \(msgstr)
        """
    }

    /// nplurals outside 1…6 (−1 trapped; 10¹² tried to allocate 16 TB) is a syntax error at
    /// the header entry, line 1.
    @Test(arguments: ["-1", "0", "7", "1000000000000", "100000000", "many"])
    func badPluralCountIsASyntaxError(nplurals: String) {
        #expect(throws: CatalogError.syntax(file: "ru.po", line: 1, column: 1,
                                            reason: "Plural-Forms nplurals=\(nplurals) is not 1 to 6 (CLDR's most plural categories)")) {
            try Self.read(Self.po(nplurals: nplurals), .gettext, path: "ru.po")
        }
    }

    /// A `\x` escape with 20 hex digits (its value overflowed 32 bits and trapped) is a syntax
    /// error after its digits: `msgstr "\xFF…F"` on line 7, the closing quote at column 31
    /// (8 for `msgstr "`, 2 for `\x`, 20 digits).
    @Test func longHexEscapeIsASyntaxError() {
        #expect(throws: CatalogError.syntax(file: "ru.po", line: 7, column: 31, reason: "\\x value beyond U+10FFFF")) {
            try Self.read(Self.po(nplurals: "2", msgstr: "\"\\x" + String(repeating: "F", count: 20) + "\""), .gettext, path: "ru.po")
        }
    }

    /// The largest scalar still reads: `\x10FFFF`.
    @Test func hexEscapeUpToTheLastScalarIsRead() throws {
        let c = try Self.read(Self.po(nplurals: "2", msgstr: "\"\\x10FFFF\""), .gettext, path: "ru.po")
        #expect(c.value("a", "ru") == "\u{10FFFF}")
    }
}
