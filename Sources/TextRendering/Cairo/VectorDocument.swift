internal import CCairo
import Graphics
import ProcessIO
import Typesetting

/// A PDF or SVG file drawn through cairo, held in memory until `finish()`, so that a render
/// that fails part-way leaves no file behind (`write(to:)` then writes it whole, as the PNG
/// writer does).
///
/// Units are points (1/72 in), y down from the page's top-left corner. A PDF may have many
/// pages, each of its own size (`beginPage(size:)`); an SVG has one. Fonts are embedded by
/// cairo as subsets of the glyphs used (TrueType for static faces and the default instance
/// of a variable face, CFF for other variation instances, Type 3 for colour bitmaps in PDF;
/// glyph outlines as `<symbol>` paths placed by `<use x y>`, and bitmaps as images, in SVG).
/// Links (`TextAttributes.link`) are PDF link annotations and SVG `<a>` elements (`SVGLinks`),
/// each checked by `LinkTarget` first: a refused link's text is drawn without it.
///
/// Not thread-safe: draw a document from one thread.
public final class VectorDocument {
    /// The vector formats cairo writes here.
    public enum Format: String, Sendable, CaseIterable {
        /// PDF 1.5, one or more pages.
        case pdf
        /// SVG 1.1, one page.
        case svg
    }

    /// The largest page side, in points: 14,400 (200 in), the limit PDF readers accept
    /// (ISO 32000-1, Annex C.2, "Architectural limits": page size 3 to 14,400 units).
    public static let maximumPageSide = 14_400.0

    /// PDF or SVG.
    public let format: Format
    /// The page being drawn (1 for the first).
    public private(set) var pageCount = 1
    /// The size of the page being drawn, in points.
    public private(set) var pageSize: Size
    /// The drawing context of the current page.
    public let context: CairoContext
    /// What was drawn other than asked (refused links, images drawn as boxes), each once.
    public var diagnostics: [RenderDiagnostic] { context.diagnostics }

    private let surface: OpaquePointer
    private let output: Output
    private var finished = false

    /// The bytes cairo writes, collected (cairo's write callback gets this as its closure).
    private final class Output {
        var bytes: [UInt8] = []
    }

    /// A document whose first page is `pageSize` points; `hairline` is the debug overlay's line
    /// width in points (the CLI uses 1 / scale, the PNG's pixel).
    /// `rasterizer` draws the colour bitmap glyphs (see `CairoContext`); `images` reads the
    /// attachments' images.
    public init(format: Format, pageSize: Size, hairline: Double = 0.5, rasterizer: GlyphRasterizer = .shared,
                images: AttachmentImages = .shared) throws(RenderError) {
        try VectorDocument.check(pageSize)
        self.format = format
        self.pageSize = pageSize
        let output = Output()
        self.output = output
        let closure = Unmanaged.passUnretained(output).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let output = Unmanaged<Output>.fromOpaque(closure).takeUnretainedValue()
            output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let created: OpaquePointer?
        switch format {
        case .pdf: created = cairo_pdf_surface_create_for_stream(write, closure, pageSize.width, pageSize.height)
        case .svg: created = cairo_svg_surface_create_for_stream(write, closure, pageSize.width, pageSize.height)
        }
        guard let created else { throw RenderError.cairo(function: "cairo_\(format.rawValue)_surface_create_for_stream", status: "no surface") }
        let status = cairo_surface_status(created)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(created)
            throw RenderError.cairo(function: "cairo_\(format.rawValue)_surface_create_for_stream", status: cairoStatusText(status))
        }
        if format == .svg { cairo_svg_surface_restrict_to_version(created, CAIRO_SVG_VERSION_1_1) }
        surface = created
        let cairo = cairo_create(created)!
        context = CairoContext(retaining: cairo, hairline: hairline, rasterizer: rasterizer, images: images)
        cairo_destroy(cairo)
    }

    deinit {
        if !finished { cairo_surface_finish(surface) }
        cairo_surface_destroy(surface)
    }

    /// Ends the current page and starts the next, `size` points (the current page's size
    /// when nil). PDF only: an SVG has one page.
    public func beginPage(size: Size? = nil) throws(RenderError) {
        guard format == .pdf else {
            throw RenderError.invalidPageSize(width: size?.width ?? 0, height: size?.height ?? 0, reason: "an SVG has one page")
        }
        guard !finished else { throw RenderError.cairo(function: "cairo_show_page", status: "the document is finished") }
        if let size { try VectorDocument.check(size) }
        cairo_show_page(context.cairo)
        if let size {
            cairo_pdf_surface_set_size(surface, size.width, size.height)
            pageSize = size
        }
        pageCount += 1
        try context.checkStatus()
    }

    /// Ends the document and returns the file's bytes. Drawing afterwards does nothing.
    public func finish() throws(RenderError) -> [UInt8] {
        if !finished {
            finished = true
            try context.checkStatus()
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(function: "cairo_surface_finish", status: cairoStatusText(status)) }
            if format == .svg { output.bytes = SVGLinks.wrap(output.bytes, runs: context.svgGlyphRuns) }
        }
        return output.bytes
    }

    /// Finishes the document and writes it to `path` whole (a temporary file renamed over
    /// `path`; see `OutputFile`).
    public func write(to path: String) throws(RenderError) {
        let bytes = try finish()
        do { try OutputFile.write(bytes, to: path) } catch { throw RenderError(error) }
    }

    /// Throws `.invalidPageSize` unless both sides are finite, > 0 and ≤ `maximumPageSide`.
    static func check(_ size: Size) throws(RenderError) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidPageSize(width: size.width, height: size.height, reason: "expected finite sides > 0")
        }
        guard size.width <= maximumPageSide, size.height <= maximumPageSide else {
            throw RenderError.invalidPageSize(width: size.width, height: size.height,
                                              reason: "a side is over \(Int(maximumPageSide)) pt, the largest page PDF readers accept")
        }
    }
}
