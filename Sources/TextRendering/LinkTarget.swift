/// A link's target (`TextAttributes.link`) as the PDF and SVG writers accept it: the one gate
/// every link passes before it becomes a PDF URI action or an SVG `<a xlink:href>`.
///
/// Allowed: the schemes in `allowedSchemes` (compared without case, RFC 3986 §3.1) and
/// relative references (no scheme: `page.html`, `/a/b`, `//host/x`, `?q`, `#top`, RFC 3986
/// §4.2). Refused, so that the text is drawn without a link (and the context reports a
/// `RenderDiagnostic`):
/// - any other scheme (`javascript:`, `vbscript:`, `data:`, `file:`, …, in any case);
/// - a link holding a control character anywhere (C0 U+0000…U+001F, DEL, C1 U+0080…U+009F):
///   a browser's URL parser deletes tabs and line feeds inside a URL (WHATWG URL Standard,
///   "basic URL parser", step 3), so `java\tscript:` would run as `javascript:`; XML 1.0
///   cannot carry most of them and cairo ends a PDF tag at a NUL;
/// - a relative reference whose first segment holds `&` or a percent-encoded colon (`%3A`):
///   decoded by a consumer (`javascript&#58;…`, `javascript&colon;…`, `javascript%3A…`) it
///   would name a scheme;
/// - a noncharacter (U+FDD0…U+FDEF, U+xxFFFE, U+xxFFFF), which no IRI holds (RFC 3987 §2.2,
///   `ucschar`) and XML 1.0 cannot carry (U+FFFE, U+FFFF);
/// - an empty target, and one longer than `maximumUTF8Length` bytes.
///
/// Spaces at either end are dropped first, as a browser does (WHATWG URL Standard: leading
/// and trailing C0 control or space are removed).
public struct LinkTarget: Sendable, Hashable, CustomStringConvertible {
    /// The schemes a link may name (lower case): web pages, mail and telephone numbers.
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto", "tel"]
    /// The longest target accepted, in UTF-8 bytes. Written percent-encoded (at most three
    /// bytes a byte) and escaped, it stays under the 32,767-byte string limit of ISO 32000-1,
    /// Annex C ("Architectural limits").
    public static let maximumUTF8Length = 8_192

    /// The accepted target, spaces at its ends dropped.
    public let text: String

    /// Checks `link` against the rules above.
    public init(_ link: String) throws(LinkRefusal) {
        let utf8 = link.utf8
        guard utf8.count <= Self.maximumUTF8Length else { throw .tooLong(bytes: utf8.count) }
        for scalar in link.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { throw .controlCharacter(scalar.value) }
            if (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE { throw .noncharacter(scalar.value) }
        }
        let trimmed = link.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        let target = String(trimmed)
        guard !target.isEmpty else { throw .empty }
        // The scheme is what comes before a ":" that precedes any "/", "?" or "#" (RFC 3986 §3).
        if let stop = target.firstIndex(where: { $0 == ":" || $0 == "/" || $0 == "?" || $0 == "#" }), target[stop] == ":" {
            let scheme = target[..<stop]
            let name = scheme.lowercased()
            guard Self.isSchemeName(scheme), Self.allowedSchemes.contains(name) else { throw .scheme(String(scheme)) }
        } else {
            let firstSegment = target.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            if firstSegment.contains("&") || firstSegment.lowercased().contains("%3a") { throw .schemeLike(String(firstSegment)) }
        }
        text = target
    }

    /// The target.
    public var description: String { text }

    /// RFC 3986 §3.1: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    static func isSchemeName(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// The target as the 7-bit ASCII a PDF URI holds (ISO 32000-1 §12.6.4.7, "URI Actions"):
    /// every byte of a character outside ASCII percent-encoded as UTF-8 (RFC 3987 §3.1,
    /// mapping an IRI to a URI); ASCII is kept as it is.
    public var asciiURI: String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF")
        for byte in text.utf8 {
            if byte < 0x80 {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out.append("%")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}
