import Foundation
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

    // MARK: linear work

    /// A `.stringsdict` format of `count` variables `%#@v0@ %#@v1@ …`: v0 has one and other,
    /// every other vi only other, "xi".
    static func stringsdict(variables count: Int) -> String {
        var text = "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>"
        text += (0..<count).map { "%#@v\($0)@" }.joined(separator: " ") + "</string>"
        text += "<key>v0</key><dict><key>one</key><string>one</string><key>other</key><string>many</string></dict>"
        for i in 1..<count { text += "<key>v\(i)</key><dict><key>other</key><string>x\(i)</string></dict>" }
        return text + "</dict></dict></plist>"
    }

    /// Each distinct variable is looked up once, however many variables and categories: the
    /// count is the number of names, so it doubles when they do (quadratic work took 4.8 s
    /// for 10,000). A variable used twice is looked up once.
    @Test func formatVariablesAreLookedUpOncePerName() {
        func lookups(_ count: Int) -> Int {
            var asked = 0
            let format = (0..<count).map { "%#@v\($0)@" }.joined(separator: " ") + " %#@v1@"
            let out = PluralExpansion.expand(format) { name in
                asked += 1
                return name == "v0" ? ["one": "1", "other": "N"] : ["other": name]
            }
            #expect(out.map(\.form) == ["one", "other"])
            return asked
        }
        #expect(lookups(1_000) == 1_000)
        #expect(lookups(2_000) == 2_000)
    }

    /// 10,000 variables read through the reader: the "one" text is "one x1 x2 … x9999".
    @Test func tenThousandFormatVariablesExpand() throws {
        let c = try Self.read(Self.stringsdict(variables: 10_000), .stringsdict, path: "de.lproj/Many.stringsdict")
        let rest = (1..<10_000).map { "x\($0)" }.joined(separator: " ")
        #expect(c.value("k", "de", plural: "one") == "one " + rest)
        #expect(c.value("k", "de", plural: "other") == "many " + rest)
    }

    /// An Android `values/strings.xml` catalog of `<string>`s (name, reference), line i + 1.
    static func android(_ strings: [(String, String?)], value: String = "end") -> [Catalog] {
        [Catalog(file: "values/strings.xml", format: .androidXML, sourceLanguage: nil, strings: strings.enumerated().map { i, s in
            LocalizedString(key: s.0, language: "en", value: s.1.map { "@string/" + $0 } ?? value, reference: s.1,
                            location: SourceLocation(file: "values/strings.xml", line: i + 1))
        })]
    }

    /// A chain s0 → s1 → … → s(n−1) = "end": every string resolves to "end", and each name is
    /// looked up at most once (n − 1 look-ups: s1 … s(n−1) while resolving s0, the rest
    /// remembered), where following each chain anew took n(n − 1)/2 (8.9 s for 2,000).
    @Test func referenceChainIsResolvedWithLinearLookups() {
        func lookups(_ n: Int) -> Int {
            let catalogs = Self.android((0..<n).map { ("s\($0)", $0 + 1 < n ? "s\($0 + 1)" : nil) })
            var resolver = ReferenceResolver(catalogs, sourceLanguage: "en")
            let resolved = resolver.resolve(catalogs)
            #expect(resolved[0].strings.count == n && resolved[0].strings.allSatisfy { $0.value == "end" })
            #expect(resolved[0].problems.isEmpty)
            return resolver.lookups
        }
        let (small, large) = (lookups(1_000), lookups(2_000))
        #expect(small == 999)
        #expect(large == 1_999)
        #expect(large <= 2 * small + 1)
    }

    /// A cycle of 2,000 is one problem naming each member once and then the first again
    /// (it was 2,000 problems, each repeating the chain: 38 MB of messages), in n look-ups.
    @Test func longCycleIsReportedOnce() {
        let n = 2_000
        let catalogs = Self.android((0..<n).map { ("s\($0)", "s\(($0 + 1) % n)") })
        var resolver = ReferenceResolver(catalogs, sourceLanguage: "en")
        let resolved = resolver.resolve(catalogs)
        let loop = ((0..<n).map { "s\($0)" } + ["s0"]).joined(separator: " → ")
        #expect(resolved[0].problems == [.reference(file: "values/strings.xml", line: 1, key: "s0", target: "s1", reason: "a cycle: " + loop)])
        #expect(resolved[0].strings.isEmpty)
        #expect(resolver.lookups == n)
    }

    /// A self-reference reads "a → a"; a string leading into a cycle it is not on, and one
    /// whose chain ends at a missing name, each say so in a message of their own.
    @Test func selfReferenceAndChainsIntoProblems() {
        let catalogs = Self.android([("a", "a"), ("x", "p"), ("p", "q"), ("q", "p"), ("y", "z"), ("z", "gone")])
        let problems = CatalogReader.resolvingReferences(catalogs)[0].problems
        let file = "values/strings.xml"
        #expect(problems == [
            .reference(file: file, line: 1, key: "a", target: "a", reason: "a cycle: a → a"),
            .reference(file: file, line: 2, key: "x", target: "p", reason: "its chain runs into the cycle through \"p\""),
            .reference(file: file, line: 3, key: "p", target: "q", reason: "a cycle: p → q → p"),
            .reference(file: file, line: 5, key: "y", target: "z",
                       reason: "its chain reaches @string/gone, and no string \"gone\" is in en or the default values"),
            .reference(file: file, line: 6, key: "z", target: "gone", reason: "no string \"gone\" in en or the default values"),
        ])
    }

    // MARK: messages

    /// libxml2's first error is named by its code's `xmlParserErrors` constant (libxml2's
    /// xmlerror.h: 23 XML_ERR_ENTITYREF_SEMICOL_MISSING, 39 XML_ERR_ATTRIBUTE_NOT_STARTED,
    /// 40 XML_ERR_ATTRIBUTE_NOT_FINISHED, 76 XML_ERR_TAG_NAME_MISMATCH); a missing ";" was
    /// called "an attribute is not closed", the name of the code one off.
    @Test(arguments: [
        ("<resources><string name=\"a\">x &amp y</string></resources>", "an entity reference without its \";\""),
        ("<resources><string name=a>x</string></resources>", "an attribute value must be quoted"),
        ("<resources name=\"x/>", "an attribute value is not closed"),
        ("<resources><string name=\"a>x</string></resources>", "\"<\" in an attribute value"),   // 38 XML_ERR_LT_IN_ATTRIBUTE
        ("<resources><string name=\"a\">x</b></resources>", "mismatched end tag"),
    ])
    func xmlErrorsAreNamedByTheirCode(text: String, reason: String) {
        let error = #expect(throws: CatalogError.self) { try Self.read(text, .androidXML, path: "values/strings.xml") }
        guard case .syntax(_, _, _, let actual)? = error else { Issue.record("expected a syntax error, got \(String(describing: error))"); return }
        #expect(actual == "not well-formed XML: " + reason)
    }

    /// A catalog path that is a FIFO (with no writer it blocked; with one it was "permission
    /// denied"), a character device (a link to /dev/zero, which reads forever) or a directory
    /// is refused with its kind named, as `--font` is.
    @Test func nonRegularCatalogsAreNamedByKind() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-catalogs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/de.lproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/de.lproj/Fifo.strings", device = directory + "/de.lproj/Zero.strings", folder = directory + "/Folder.po"
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/zero")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for (path, kind) in [(fifo, "a FIFO (named pipe)"), (device, "a character device"), (folder, "a directory")] {
            #expect(throws: CatalogError.unreadable(file: path, reason: "it is \(kind); catalogs are read from regular files only")) {
                try CatalogReader().read(path)
            }
        }
    }

    // MARK: entities

    static func android(doctype: String, _ body: String) -> String {
        "<!DOCTYPE resources [\(doctype)]>\n<resources>\(body)</resources>"
    }

    /// Internal entities are substituted (XML 1.0, 4.4: "included"), inside one another
    /// too; "A&brand;Z" read as "AZ". A reference in a CDATA section is text (4.4.1).
    @Test func internalEntitiesAreSubstituted() throws {
        let text = Self.android(doctype: "<!ENTITY brand \"Hello\"><!ENTITY both 'x&brand;y'>",
                                "<string name=\"s\">A&brand;Z</string><string name=\"t\">&both;</string>"
                                + "<string name=\"c\"><![CDATA[&brand;]]></string>")
        let c = try Self.read(text, .androidXML, path: "values/strings.xml")
        #expect(c.value("s", "en") == "AHelloZ")
        #expect(c.value("t", "en") == "xHelloy")
        #expect(c.value("c", "en") == "&brand;")
    }

    /// In XLIFF an entity's line break is kept in the text, and the lines after it keep their
    /// numbers: the declaration holds a line break, so it spans lines 1–2, and the mismatched
    /// `</source>` after `<target>` is on line 7 of the file.
    @Test func entityLineBreaksKeepLineNumbers() throws {
        let head = "<!DOCTYPE xliff [<!ENTITY two \"a\nb\">]>\n<xliff version=\"1.2\">\n<file source-language=\"en\" target-language=\"de\"><body>\n"
        let good = head + "<trans-unit id=\"k\"><source>&two;</source></trans-unit>\n</body></file></xliff>"
        #expect(try Self.read(good, .xliff, path: "E.xliff").value("k", "en") == "a\nb")
        let bad = head + "<trans-unit id=\"k\"><source>&two;</source>\n<target>\n</source></trans-unit></body></file></xliff>"
        let error = #expect(throws: CatalogError.self) { try Self.read(bad, .xliff, path: "E.xliff") }
        guard case .syntax(_, let line, _, _)? = error else { Issue.record("expected a syntax error, got \(String(describing: error))"); return }
        #expect(line == 7)
    }

    /// An external entity is an error naming it, at its reference: line 2, and column 36
    /// (`<resources>` 11 characters, `<string name="s">` 17, `before ` 7). Its file is not read
    /// and the text after it is not dropped.
    @Test func externalEntityIsAnErrorNamingIt() {
        let text = Self.android(doctype: "<!ENTITY canary SYSTEM \"file:///etc/hostname\">", "<string name=\"s\">before &canary; after</string>")
        #expect(throws: CatalogError.syntax(file: "values/strings.xml", line: 2, column: 36, reason: "&canary; is an external entity, which is not read")) {
            try Self.read(text, .androidXML, path: "values/strings.xml")
        }
    }

    /// An entity that includes itself, and "billion laughs" (ten lol9s of 10⁹ "lol"s each),
    /// are errors at the reference (column 29: `<resources><string name="s">` is 28 characters).
    @Test func recursiveAndExplodingEntitiesAreErrors() {
        let selfish = Self.android(doctype: "<!ENTITY a \"1&b;\"><!ENTITY b \"2&a;\">", "<string name=\"s\">&a;</string>")
        #expect(throws: CatalogError.syntax(file: "values/strings.xml", line: 2, column: 29, reason: "the entity \"a\" includes itself")) {
            try Self.read(selfish, .androidXML, path: "values/strings.xml")
        }
        var laughs = "<!ENTITY lol0 \"lol\">"
        for k in 1...9 { laughs += "<!ENTITY lol\(k) \"" + String(repeating: "&lol\(k - 1);", count: 10) + "\">" }
        let bomb = Self.android(doctype: laughs, "<string name=\"s\">&lol9;</string>")
        #expect(throws: CatalogError.syntax(file: "values/strings.xml", line: 2, column: 29,
                                            reason: "entities expand the document by more than 16777216 bytes")) {
            try Self.read(bomb, .androidXML, path: "values/strings.xml")
        }
    }
}
