import Foundation
import Testing
@testable import Localization

/// A processing instruction without data (`<?l?>`: a target, then `?>` at once) in an XML
/// catalog or storyboard. libxml2 hands Foundation's `XMLParser` a null data pointer for it
/// and the parser on Linux runs `strlen` on it: `textmetrics fit` on a storyboard holding
/// `<?l?>` ended with SIGSEGV (exit 139). XML 1.0, 2.6: an instruction is not part of the
/// document's character data, and its data is optional, so `<?l?>` and `<?l ?>` are the same
/// instruction and neither adds text.
@Suite struct XMLEmptyInstructionTests {
    static func read(_ bytes: [UInt8], _ format: CatalogFormat, path: String) throws(CatalogError) -> Catalog {
        try CatalogReader().parse(bytes, format: format, path: path)
    }

    static func values(_ catalog: Catalog) -> [String] { catalog.strings.map(\.value) }

    /// One label, "Save", with an empty instruction among the objects: the label is read
    /// (Interface Builder: its `text` attribute, key `OBJECT-ID.text`).
    @Test func storyboardWithAnEmptyInstructionIsRead() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <objects>
                    <?l?>
                    <view id="root-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <label text="Save" lineBreakMode="tailTruncation" numberOfLines="1" id="sav-ed-lb1">
                                <rect key="frame" x="20" y="140" width="300" height="24"/>
                                <fontDescription key="fontDescription" name="JetBrainsMono-Bold" family="JetBrains Mono" pointSize="20"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let catalog = try Self.read(Array(storyboard.utf8), .interfaceBuilder, path: "Base.lproj/Main.storyboard")
        #expect(catalog.strings.map(\.key) == ["sav-ed-lb1.text"])
        #expect(Self.values(catalog) == ["Save"])
    }

    /// Empty instructions before the root, between elements and inside a value, in each XML
    /// format: the values are their text without them ("xy": the instruction adds nothing).
    @Test(arguments: [
        (CatalogFormat.androidXML, "values-de/strings.xml",
         "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<?l?><resources><?m?><string name=\"a\">x<?n?>y</string></resources><?o?>"),
        (.stringsdict, "de.lproj/L.stringsdict",
         "<?l?><plist version=\"1.0\"><dict><?m?><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>x<?n?>y</string></dict></dict></plist>"),
        (.xliff, "de.xliff",
         "<?l?><xliff version=\"1.2\"><file source-language=\"en\" target-language=\"de\"><body><?m?>"
            + "<trans-unit id=\"a\"><source>x<?n?>y</source></trans-unit></body></file></xliff>"),
    ])
    func emptyInstructionsAddNoText(format: CatalogFormat, path: String, text: String) throws {
        let catalog = try Self.read(Array(text.utf8), format, path: path)
        #expect(Self.values(catalog) == ["xy"])
    }

    /// Inside a CDATA section `<?php?>` is text (XML 1.0, 2.7: "only the CDEnd string is
    /// recognized as markup"), kept as written; in a comment it is nothing.
    @Test func cdataKeepsTheInstructionText() throws {
        let text = "<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"de\"><body><!-- <?c?> -->"
            + "<trans-unit id=\"a\"><source><![CDATA[<?php?> and <?x?>]]></source></trans-unit></body></file></xliff>"
        let catalog = try Self.read(Array(text.utf8), .xliff, path: "de.xliff")
        #expect(Self.values(catalog) == ["<?php?> and <?x?>"])
    }

    /// The scan itself: a space before the `?>` of each empty instruction outside CDATA; a
    /// document without one comes back as it was.
    @Test func theScanAddsOneSpaceAnInstruction() throws {
        func scan(_ s: String) throws -> String {
            String(decoding: try XMLEmptyInstructions.neutralise(Array(s.utf8), file: "t.xml"), as: UTF8.self)
        }
        #expect(try scan("<r><?l?></r>") == "<r><?l ?></r>")
        #expect(try scan("<?a?><r><?bc?><!-- <?d?> --></r>") == "<?a ?><r><?bc ?><!-- <?d ?> --></r>")
        #expect(try scan("<r><![CDATA[<?l?>]]><?m?></r>") == "<r><![CDATA[<?l?>]]><?m ?></r>")
        // Not empty, or not an instruction: unchanged.
        #expect(try scan("<r><?l x?><? l?><??>a?>b</r>") == "<r><?l x?><? l?><??>a?>b</r>")
        // After a `<` inside a tag libxml2 recovers in ways the scan does not follow: the
        // CDATA section after it gets its space too.
        #expect(try scan("<r a=\"<\"><![CDATA[<?l?>]]></r>") == "<r a=\"<\"><![CDATA[<?l ?>]]></r>")
    }

    /// A document of 100,000 instructions gets 100,000 spaces, one each.
    @Test func manyInstructionsGetASpaceEach() throws {
        let text = "<resources><string name=\"a\">" + String(repeating: "x<?l?>", count: 100_000) + "</string></resources>"
        let out = try XMLEmptyInstructions.neutralise(Array(text.utf8), file: "t.xml")
        #expect(out.count == text.utf8.count + 100_000)
        let catalog = try Self.read(Array(text.utf8), .androidXML, path: "values-de/strings.xml")
        #expect(Self.values(catalog) == [String(repeating: "x", count: 100_000)])
    }

    /// UTF-16 with a byte-order mark, UCS-4 without one (libxml2 detects both from the first
    /// bytes, XML 1.0 appendix F) and ISO-8859-1 (0xE9 is "é", ISO/IEC 8859-1 code table, a
    /// name character): each crashed the same way before the scan read them in their units.
    @Test func wideAndLatin1DocumentsAreScanned() throws {
        let text = "<resources><?l?><string name=\"a\">x<?n?>y</string></resources>"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for u in text.utf16 { utf16 += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        #expect(Self.values(try Self.read(utf16, .androidXML, path: "values-de/strings.xml")) == ["xy"])
        var ucs4: [UInt8] = []
        for s in text.unicodeScalars { ucs4 += [0, 0, UInt8(s.value >> 8), UInt8(s.value & 0xFF)] }
        #expect(Self.values(try Self.read(ucs4, .androidXML, path: "values-de/strings.xml")) == ["xy"])
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<resources><?l".utf8) + [0xE9]
            + Array("?><string name=\"a\">caf".utf8) + [0xE9] + Array("</string></resources>".utf8)
        #expect(Self.values(try Self.read(latin1, .androidXML, path: "values-de/strings.xml")) == ["café"])
    }

    /// UTF-7 writes `<` as `+ADw-` (RFC 2152: "<" is U+003C, base64 "ADw"), so an instruction
    /// libxml2 decodes is not in the bytes the scan reads: a declared encoding that does not
    /// keep ASCII's `<`, `?` and `>` is an encoding error naming it.
    @Test func utf7IsAnEncodingError() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-7\"?><resources><string name=\"a\">+ADw-?l?+AD4-</string></resources>"
        #expect(throws: CatalogError.encoding(file: "values-de/strings.xml", reason: "the declared encoding \"UTF-7\" is not read in "
            + "a byte-wide document (XML catalogs are read as UTF-8, UTF-16, ISO-8859-n or windows-125n)")) {
            try Self.read(Array(text.utf8), .androidXML, path: "values-de/strings.xml")
        }
        // However much white space pads the declaration before its encoding.
        let padded = "<?xml version=\"1.0\"" + String(repeating: " ", count: 4_000) + text.dropFirst("<?xml version=\"1.0\"".count)
        #expect(throws: CatalogError.self) { try Self.read(Array(padded.utf8), .androidXML, path: "values-de/strings.xml") }
    }

    /// Malformed documents with an empty instruction where libxml2 recovers from an error
    /// (a `<` in an attribute value, a quote without `=`, before a CDATA section): syntax
    /// errors, not a crash.
    @Test(arguments: [
        "<resources><string name=\"<?l?>\">x</string></resources>",
        "<resources><string name=\"a\" 'b'><![CDATA[<?l?>]]></string></resources>",
        "<resources><string name=\"a\" b=\"<![CDATA[\">x<?l?>]]></string></resources>",
    ])
    func malformedDocumentsAreSyntaxErrors(text: String) {
        let error = #expect(throws: CatalogError.self) { try Self.read(Array(text.utf8), .androidXML, path: "values/strings.xml") }
        guard case .syntax? = error else { Issue.record("expected a syntax error, got \(String(describing: error))"); return }
    }
}
