internal import CCairo

/// A checked link (`LinkTarget`) as the `uri` of cairo's link tag, so that the PDF's
/// `/URI (…)` string reads back as exactly the target.
///
/// cairo 1.16 writes the uri between the parentheses as it is (`/URI (%s)`,
/// cairo-pdf-interchange.c), so a `)` ends the string early and whatever follows becomes PDF
/// syntax (a `/Next` JavaScript action); later releases escape it themselves
/// (`_cairo_utf8_to_pdf_string`). Which of the two this cairo does is found once, by writing
/// a one-link PDF to memory and reading it back (`cairoWritesRawURI`). For a cairo that writes
/// it raw, `(`, `)` and `\` get a backslash (ISO 32000-1 §7.3.4.2, "Literal Strings"), which
/// a PDF reader removes. The target is ASCII by then (`LinkTarget.asciiURI`: a PDF URI is
/// 7-bit ASCII) and has no control character (`LinkTarget` refuses them), so nothing else in
/// it needs escaping.
enum PDFLinkText {
    /// Whether this cairo copies a link's uri into the PDF unescaped (found by `probe()`;
    /// true, the safe assumption, when the probe cannot tell).
    static let cairoWritesRawURI: Bool = probe()

    /// The uri to hand to cairo for `target`.
    static func uri(_ target: LinkTarget) -> String {
        let ascii = target.asciiURI
        guard cairoWritesRawURI else { return ascii }
        return escaped(ascii)
    }

    /// `text` with `(`, `)` and `\` escaped by a backslash, as a PDF literal string holds them.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            if c == "(" || c == ")" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// Writes a PDF 1.4 (no compressed object streams) with one link whose uri is `a(b` and
    /// reads back how the string was written: `(a(b)` raw, `(a\(b)` escaped.
    private static func probe() -> Bool {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_pdf_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(), 10, 10) else { return true }
        cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_4)
        if let cairo = cairo_create(surface) {
            cairo_tag_begin(cairo, CAIRO_TAG_LINK, "uri='a(b'")
            cairo_rectangle(cairo, 1, 1, 5, 5)
            cairo_fill(cairo)
            cairo_tag_end(cairo, CAIRO_TAG_LINK)
            cairo_destroy(cairo)
        }
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        let text = String(decoding: sink.bytes, as: UTF8.self)
        if text.contains("/URI (a\\(b)") { return false }
        return true
    }
}
