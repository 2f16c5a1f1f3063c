import Foundation
import Testing
@testable import Localization

/// Invalid UTF-8 in an XML catalog is a typed encoding error. Foundation's `XMLParser` on
/// Linux force-unwraps the UTF-8 decoding of each name, attribute value, comment and text that
/// libxml2 passes it, so one bad byte in a tag name trapped (SIGILL); the reader fuzzer found
/// it (`textmetrics-fuzz readers`, seed 1: mutants 14, 41, 243, …).
@Suite struct XMLEncodingTests {
    /// `<k` 0xEE `y>`: 0xEE opens a three-byte sequence and `y` (0x79) is no continuation byte
    /// (Unicode 15, table 3-7), so the first invalid byte is the 0xEE.
    @Test(arguments: [
        (CatalogFormat.stringsdict, "de.lproj/L.stringsdict", "<plist version=\"1.0\"><dict><k"),
        (.androidXML, "values-de/strings.xml", "<resources><string name=\"a\">x</string><k"),
        (.xliff, "de.xliff", "<xliff version=\"1.2\"><k"),
    ])
    func invalidUTF8InANameIsAnEncodingError(format: CatalogFormat, path: String, head: String) {
        let bytes = Array(head.utf8) + [0xEE] + Array("y>".utf8)
        #expect(throws: CatalogError.encoding(file: path, reason: "not valid UTF-8 at byte \(head.utf8.count) (the XML declares no other encoding)")) {
            try CatalogReader().parse(bytes, format: format, path: path)
        }
    }

    /// A single-byte encoding named in the declaration is still libxml2's to convert: 0xE9 is
    /// "é" in ISO-8859-1 (ISO/IEC 8859-1, code table).
    @Test func declaredLatin1IsRead() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<resources><string name=\"a\">caf".utf8) + [0xE9]
            + Array("</string></resources>".utf8)
        let catalog = try CatalogReader().parse(bytes, format: .androidXML, path: "values-de/strings.xml")
        #expect(catalog.strings.map(\.value) == ["café"])
    }
}
