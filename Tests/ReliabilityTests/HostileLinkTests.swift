import Foundation
import FuzzSupport
import Scenes
import Testing
import TextRendering
import Typesetting

/// Links in PDF and SVG output: written so that a reader gets back exactly the target, and
/// only for the allowed schemes (`LinkTarget`). The PDFs are read by `PDFLinkScanner` (our
/// own object reader, no cairo) and by poppler's `pdfinfo -url`; the SVGs by `XMLParser`.
@Suite struct HostileLinkTests {
    /// A text with one run linked to `link`, as PDF or SVG bytes and the document's diagnostics.
    static func render(_ link: String, _ format: VectorDocument.Format) throws -> (bytes: [UInt8], diagnostics: [RenderDiagnostic]) {
        var text = AttributedText("See ", attributes: TextAttributes(font: Fixtures.font))
        var linked = TextAttributes(font: Fixtures.font)
        linked.link = link
        text.append("Open", attributes: linked)
        let layout = try PreparedText(text, fontCollection: Fixtures.collection).layout()
        let document = try TextRenderer().renderDocument(layout, format: format, scale: 2)
        return (try document.finish(), document.diagnostics)
    }

    static func pdfinfoURLs(_ pdf: [UInt8]) throws -> (status: Int32, urls: [String]) {
        let path = NSTemporaryDirectory() + "links-\(UUID().uuidString).pdf"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdfinfo")
        process.arguments = ["-url", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // "Page  Type  URL" then one "   1  Annotation    URL" row a link.
        let urls = out.split(separator: "\n").dropFirst().compactMap { line -> String? in
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            return parts.count == 3 ? String(parts[2].drop { $0 == " " }) : nil
        }
        return (process.terminationStatus, urls)
    }

    /// The injection through `render --markdown`: the Markdown escapes `\)` and `\(` give the
    /// destination `https://example.com)/Next<</S/JavaScript/JS(app.alert(1))>>/F(x`.
    @Test func markdownLinkInjectionIsOneURIAction() throws {
        let target = "https://example.com)/Next<</S/JavaScript/JS(app.alert(1))>>/F(x"
        let out = NSTemporaryDirectory() + "injection-\(UUID().uuidString).pdf"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try CLIArgumentTests.run(["render", "--markdown", "--text",
                                            #"[Open](https://example.com\)/Next<</S/JavaScript/JS\(app.alert\(1\)\)>>/F\(x)"#, "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let pdf = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
        let scanner = try PDFLinkScanner(pdf)
        #expect(scanner.links == [PDFLinkScanner.Link(action: "URI", uri: target)])
        #expect(scanner.actionTypes == ["URI"])
        #expect(scanner.scriptKeys.isEmpty)
        let poppler = try Self.pdfinfoURLs(pdf)
        #expect(poppler.status == 0 && poppler.urls == [target])
    }

    /// The scanner itself sees the injected action in what cairo 1.16 wrote before the fix
    /// (the annotation's action dictionary, byte for byte, with the string unescaped).
    @Test func scannerSeesAnInjectedAction() throws {
        let body = "%PDF-1.5\n1 0 obj\n<< /Type /Annot /Subtype /Link /Rect [0 0 1 1]\n   /A <<\n      /Type /Action\n      /S /URI\n"
            + "      /URI (https://example.com)/Next<</S/JavaScript/JS(app.alert(1))>>/F(x)\n   >>\n>>\nendobj\n"
        let scanner = try PDFLinkScanner(Array(body.utf8))
        #expect(scanner.actionTypes.contains("JavaScript"))
        #expect(scanner.scriptKeys.contains("JS") && scanner.scriptKeys.contains("Next"))
        #expect(HostileLinks.checkPDF(Array(body.utf8), links: ["https://example.com"]) != nil)
    }

    /// Unbalanced parentheses, backslashes and quotes through a scene's `runs[].link`: the PDF
    /// reads back whole (poppler exits 0) with the target as written.
    @Test func unbalancedParenthesesKeepThePDFWhole() throws {
        for target in ["https://a.example/x)", "https://a.example/((", #"https://a.example/\"#, "https://a.example/it's\\'", "page(1).html"] {
            let (pdf, diagnostics) = try Self.render(target, .pdf)
            #expect(diagnostics.isEmpty)
            let scanner = try PDFLinkScanner(pdf)
            #expect(scanner.links == [PDFLinkScanner.Link(action: "URI", uri: target)], "\(target)")
            let poppler = try Self.pdfinfoURLs(pdf)
            #expect(poppler.status == 0 && poppler.urls == [target], "\(target)")
        }
    }

    /// Non-ASCII is percent-encoded as UTF-8 (a PDF URI is 7-bit ASCII): "é" is C3 A9.
    @Test func nonASCIIIsPercentEncodedInPDF() throws {
        let (pdf, _) = try Self.render("https://example.com/café", .pdf)
        #expect(try PDFLinkScanner(pdf).links == [PDFLinkScanner.Link(action: "URI", uri: "https://example.com/caf%C3%A9")])
        let (svg, _) = try Self.render("https://example.com/café", .svg)
        #expect(SVGLinkScanner(svg).links == ["https://example.com/café"])
    }

    /// A noncharacter, which no Swift literal may hold.
    static func scalar(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

    static let refused = [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)", " javascript:alert(1)",
        "\u{1}javascript:alert(1)", "\u{0}javascript:alert(1)", "javascript\u{0}:alert(1)", "vbscript:msgbox(1)",
        "data:text/html,<script>alert(1)</script>", "DATA:text/html;base64,PHNjcmlwdD4=", "file:///etc/passwd",
        "javascript&#58;alert(1)", "javascript&colon;alert(1)", "javascript%3Aalert(1)", "\u{A0}javascript:alert(1)",
        "https://a.example/\u{85}", "https://a.example/" + Self.scalar(0xFFFE), "page\(Self.scalar(0xFDD0)).html", "", "   ",
    ]

    @Test func scriptAndFileSchemesAreRefusedInSVGAndPDF() throws {
        for link in Self.refused {
            for format in VectorDocument.Format.allCases {
                let (bytes, diagnostics) = try Self.render(link, format)
                if format == .svg {
                    let svg = SVGLinkScanner(bytes)
                    #expect(svg.parseError == nil && svg.links.isEmpty && svg.scriptFindings.isEmpty, "\(link.debugDescription)")
                } else {
                    let pdf = try PDFLinkScanner(bytes)
                    #expect(pdf.links.isEmpty && pdf.actionTypes.isEmpty, "\(link.debugDescription)")
                }
                guard case .linkRefused(let reported, _)? = diagnostics.first, diagnostics.count == 1 else {
                    Issue.record("\(link.debugDescription) in \(format): \(diagnostics)")
                    continue
                }
                #expect(reported == link)
            }
        }
    }

    @Test func allowedSchemesAndRelativeReferencesAreWritten() throws {
        for link in ["https://example.com/a?b=1&c=<2>", "HTTP://example.com", "mailto:a@example.com", "tel:+1-555-0100",
                     "page.html", "/a/b", "#top", "?q=1", "//host.example/x", "a/b:c"] {
            let (svg, diagnostics) = try Self.render(link, .svg)
            #expect(diagnostics.isEmpty, "\(link)")
            let scanner = SVGLinkScanner(svg)
            #expect(scanner.parseError == nil && scanner.links == [link], "\(link)")
            let (pdf, _) = try Self.render(link, .pdf)
            #expect(try PDFLinkScanner(pdf).links == [PDFLinkScanner.Link(action: "URI", uri: link)], "\(link)")
        }
    }

    /// A NUL in a link: cairo 1.16 ends the tag string there and fails the whole PDF with
    /// "invalid tag name"; the link is refused instead and the PDF is written.
    @Test func nulInALinkIsRefusedNotAFailedPDF() throws {
        let (pdf, diagnostics) = try Self.render("https://a.example/\u{0}x", .pdf)
        #expect(diagnostics == [.linkRefused(link: "https://a.example/\u{0}x", reason: .controlCharacter(0))])
        #expect(try PDFLinkScanner(pdf).links.isEmpty)
        #expect(try Self.pdfinfoURLs(pdf).status == 0)
    }
}
