import Foundation
import FoundationXML

/// An SVG file read back with Foundation's `XMLParser` (libxml2, not cairo): whether it is
/// well-formed XML, its `<a>` targets, and anything that can run script: a `<script>` or
/// `<foreignObject>` element, an `on…` event attribute, or an attribute value that names the
/// `javascript:`, `vbscript:` or `data:` scheme once spaces and control characters are
/// removed (as a browser's URL parser removes them).
package struct SVGLinkScanner {
    /// The `<a>` elements' `xlink:href` (or `href`) values, in document order.
    package private(set) var links: [String] = []
    /// What could run script, one line each.
    package private(set) var scriptFindings: [String] = []
    /// The parser's error when the file is not well-formed XML.
    package private(set) var parseError: String?

    /// Parses `svg`.
    package init(_ svg: [UInt8]) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg))
        parser.delegate = delegate
        if !parser.parse() {
            parseError = parser.parserError.map { "\($0)" } ?? "not well-formed"
        }
        links = delegate.links
        scriptFindings = delegate.findings
    }

    /// Whether `value` names a script-running scheme once spaces and C0 controls are gone.
    package static func namesScriptScheme(_ value: String) -> Bool {
        let squeezed = String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
        return ["javascript:", "vbscript:", "data:"].contains { squeezed.hasPrefix($0) }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var links: [String] = []
        var findings: [String] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let local = name.split(separator: ":").last.map(String.init) ?? name
            if local.lowercased() == "script" || local.lowercased() == "foreignobject" { findings.append("a <\(name)> element") }
            for (key, value) in attributes {
                if key.lowercased().hasPrefix("on") { findings.append("an event attribute \(key)") }
                if SVGLinkScanner.namesScriptScheme(value) && !(key.hasSuffix("href") && value.hasPrefix("data:image/png;base64,") && local == "image") {
                    findings.append("\(name) \(key)=\"\(value.prefix(40))\"")
                }
            }
            if local == "a" { links.append(attributes["xlink:href"] ?? attributes["href"] ?? "") }
        }
    }
}
