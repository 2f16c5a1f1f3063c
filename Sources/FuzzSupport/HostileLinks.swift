import TextRendering

/// Hostile link targets, and the checks a PDF or SVG written with them must pass.
///
/// Targets: script and file schemes in mixed case, with spaces, tabs, line feeds, NULs and
/// other controls inside or around them, entity and percent-encoded colons; PDF string and
/// dictionary syntax (unbalanced parentheses, backslashes, `>>`, `/Next` and `/JS` actions);
/// cairo's tag syntax (quotes, backslashes); XML syntax; non-ASCII and long targets; and good
/// links, so the checks also see links that must be written.
package enum HostileLinks {
    static let schemes = ["javascript", "vbscript", "data", "file", "http", "https", "mailto", "tel", "ftp", "jar", "blob", "about"]
    static let fragments = [
        ")", "(", "\\", "\\)", "'", "\\'", "\"", "<", ">", "&", "&#58;", "&colon;", "%3A", "%3a", ">>", "<<", "/Next<</S/JavaScript/JS(app.alert(1))>>",
        "/S/Launch/F(calc.exe)", ")>>endobj 9 0 obj<</S/JavaScript/JS(x)>>", "]]>", "<script>alert(1)</script>", "\"onload=\"x",
        "\u{0}", "\t", "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{200B}", "\u{FEFF}", "é", "中", "😀", "\u{FFFD}", " ",
        "//evil.example", "alert(1)", "#top", "?q=1", "/path", "..", "%00", "%0A",
    ] + [0xFFFE, 0xFDD0, 0x10FFFF].map { String(Character(Unicode.Scalar($0)!)) }   // noncharacters (no literal may hold them)

    static let printable = fragments.filter { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) } && !$0.hasPrefix("&") && !$0.contains(" ") }

    /// A link: built from a scheme (sometimes disguised), a body
    /// of fragments, and noise around it.
    package static func link(_ rng: inout SplitMix64) -> String {
        if rng.chance(40) {
            // A link that should be written: an allowed scheme or a relative reference, with
            // PDF, tag and XML syntax in it but no control character.
            var text = rng.pick(["https://example.com/", "http://a.example", "HTTPS://x.example/", "mailto:a@b.example?subject=", "tel:+1-555", "page.html", "/a/b", "#top", "?q=", "//host.example/"])
            for _ in 0..<rng.int(0...6) { text += rng.pick(printable) }
            return text
        }
        var scheme = rng.pick(schemes)
        switch rng.below(6) {
        case 0: scheme = String(scheme.map { rng.chance(50) ? Character($0.uppercased()) : $0 })
        case 1:
            var chars = Array(scheme)
            chars.insert(Character(rng.pick(["\t", "\n", "\r", "\u{0}", " ", "\u{1}", "\u{AD}"])), at: rng.below(chars.count + 1))
            scheme = String(chars)
        default: break
        }
        var text: String
        switch rng.below(5) {
        case 0: text = ""                                            // a relative reference
        case 1: text = scheme + rng.pick(["&#58;", "&colon;", "%3A", "&#x3a;", "&#0000058;"])
        default: text = scheme + ":"
        }
        for _ in 0..<rng.int(0...6) { text += rng.pick(fragments) }
        if rng.chance(15) { text = String(repeating: rng.pick([" ", "\u{1}", "\t"]), count: rng.int(1...3)) + text }
        if rng.chance(10) { text += String(repeating: " ", count: rng.int(1...3)) }
        if rng.chance(2) { text += String(repeating: rng.pick(["a", "é", ")"]), count: rng.int(2_000...9_000)) }
        return text
    }

    /// Checks a PDF written with `links` (one linked run each, nothing else linked): every
    /// link annotation is a URI action whose URI is one of the accepted links (as
    /// `LinkTarget.asciiURI`), every accepted link has one, no dictionary has an action type
    /// other than URI (structure types excepted: cairo tags nothing else here) or a key that
    /// runs script, and no URI names a script scheme. Returns what broke, or nil.
    package static func checkPDF(_ pdf: [UInt8], links: [String]) -> String? {
        let scanner: PDFLinkScanner
        do throws(PDFLinkScanner.Failure) { scanner = try PDFLinkScanner(pdf) } catch { return "PDF does not parse: \(error)" }
        if scanner.hasObjectStreams { return "PDF has compressed object streams the scanner cannot check" }
        let expected = Set(links.compactMap { try? LinkTarget($0).asciiURI })
        var found = Set<String>()
        for link in scanner.links {
            guard link.action == "URI" else { return "a link annotation with action \(link.action ?? "none")" }
            guard let uri = link.uri else { return "a URI action without a URI string" }
            if SVGLinkScanner.namesScriptScheme(uri) { return "a URI action to \(uri.prefix(60))" }
            guard expected.contains(uri) else { return "a URI action to \(uri.prefix(60)) that no accepted link asked for" }
            found.insert(uri)
        }
        if found != expected { return "accepted links without an annotation: \(expected.subtracting(found).map { String($0.prefix(40)) })" }
        if let other = scanner.actionTypes.first(where: { $0 != "URI" }) { return "an action of type \(other)" }
        if let key = scanner.scriptKeys.first { return "a /\(key) key" }
        return nil
    }

    /// Checks an SVG written with `links`: well-formed XML, no script, and its `<a>`
    /// targets exactly the accepted links (as `LinkTarget.text`), none naming a script scheme.
    package static func checkSVG(_ svg: [UInt8], links: [String]) -> String? {
        let scanner = SVGLinkScanner(svg)
        if let error = scanner.parseError { return "SVG is not well-formed XML: \(error)" }
        if let finding = scanner.scriptFindings.first { return "SVG can run script: \(finding)" }
        let expected = Set(links.compactMap { try? LinkTarget($0).text })
        for href in scanner.links {
            if SVGLinkScanner.namesScriptScheme(href) { return "an <a> to \(href.prefix(60))" }
            guard expected.contains(href) else { return "an <a> to \(href.prefix(60)) that no accepted link asked for" }
        }
        if Set(scanner.links) != expected { return "accepted links without an <a>: \(expected.subtracting(scanner.links).map { String($0.prefix(40)) })" }
        return nil
    }
}
