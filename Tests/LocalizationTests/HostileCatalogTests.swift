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
}
