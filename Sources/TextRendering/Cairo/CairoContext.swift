internal import CCairo
import Graphics
import Typesetting

/// A `DrawingContext` over a cairo context: the pages of a `VectorDocument` (PDF, SVG), or a
/// context the caller owns, on any surface, for renderers that already draw with cairo.
///
/// Glyphs are drawn with `cairo_show_text_glyphs` at exactly the layout's positions (cairo
/// neither shapes nor wraps them), in cairo FreeType faces opened on the same font data and
/// set to the same variation instance as the layout's fonts (see `CairoFontFaces`), unhinted,
/// at the run's point size. The glyphs carry their text (UTF-8 and cluster mapping), so a PDF's
/// text can be searched and copied, and PDF surfaces embed each font as a subset.
///
/// Glyphs of bitmap-only faces (colour emoji, CBDT strikes) are drawn as images instead, from
/// `rasterizer`'s bitmap of the face's largest strike, at the place and size the PNG renderer
/// gives them. cairo 1.16 can draw them itself, in colour, but it rasterizes them at the font's
/// size in device units (a 17 pt emoji became a 22 × 21 px image in the PDF and SVG), which
/// looks coarse when zoomed; the strike is 109 px per em. Such glyphs carry no text.
///
/// Coordinates are the cairo context's user space at the time of each call, so a caller's
/// transformation (a translation to a cell of a report, a scale) applies to everything drawn.
/// Every call saves and restores cairo's state (source, font, line width); the current path
/// is cleared. A cairo context is single-threaded: use one `CairoContext` from one thread.
public final class CairoContext: DrawingContext {
    /// The `cairo_t *`, one reference of ours.
    let cairo: OpaquePointer
    /// The hairline width in user units.
    public let hairline: Double
    /// Rasterizes the colour bitmap glyphs (emoji) drawn as images.
    public let rasterizer: GlyphRasterizer
    private let fonts: CairoFontFaces
    /// Reads, checks and caches attachment images.
    public let attachmentImages: AttachmentImages
    /// What was drawn other than asked, each once, in the order reported (`RenderDiagnostic`).
    public var diagnostics: [RenderDiagnostic] { log.entries }
    private var log = DiagnosticLog()
    /// Each link checked so far and what `LinkTarget` made of it.
    private var checkedLinks: [String: LinkTarget?] = [:]
    /// The target surface's kind: links become PDF link annotations (cairo's tag API) or,
    /// in SVG, `<a>` elements that `VectorDocument` writes around the glyphs afterwards.
    private let surfaceType: cairo_surface_type_t
    /// On an SVG surface, every glyph run drawn with `cairo_show_text_glyphs`, in order: its
    /// first glyph's device position and its link, so that `SVGLinks` can find the run's
    /// `<g>` in cairo's output.
    private(set) var svgGlyphRuns: [SVGLinks.GlyphRun] = []

    /// Draws into the cairo context `cairo` (a `cairo_t *` from the caller's own cairo
    /// binding, which takes a reference until this object goes). `hairline` is the debug
    /// overlay's line width in user units; nil means one device unit (one pixel of an image
    /// surface, one point of a PDF or SVG page at the identity transformation).
    /// `images` reads the attachments' images.
    public convenience init(borrowing cairo: OpaquePointer, hairline: Double? = nil, rasterizer: GlyphRasterizer = .shared,
                            images: AttachmentImages = .shared) {
        self.init(retaining: cairo, hairline: hairline, rasterizer: rasterizer, images: images)
    }

    init(retaining cairo: OpaquePointer, hairline: Double?, rasterizer: GlyphRasterizer = .shared, fonts: CairoFontFaces = .shared,
         images: AttachmentImages = .shared) {
        self.cairo = cairo_reference(cairo)
        self.rasterizer = rasterizer
        self.attachmentImages = images
        self.fonts = fonts
        self.surfaceType = cairo_surface_get_type(cairo_get_target(cairo))
        if let hairline, hairline.isFinite, hairline > 0 {
            self.hairline = hairline
        } else {
            var dx = 1.0, dy = 0.0
            cairo_device_to_user_distance(cairo, &dx, &dy)
            let length = (dx * dx + dy * dy).squareRoot()
            self.hairline = length.isFinite && length > 0 ? length : 1
        }
    }

    deinit { cairo_destroy(cairo) }

    /// cairo's status for this context: `.cairo` with its text once a call has failed (cairo
    /// then ignores every later drawing call on the context).
    public func checkStatus() throws(RenderError) {
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(function: "cairo_t", status: cairoStatusText(status)) }
    }

    /// Adds `diagnostic` to `diagnostics` (once).
    public func report(_ diagnostic: RenderDiagnostic) { log.report(diagnostic) }

    /// Attachment images are embedded at one pixel a hairline, and at least at
    /// `minimumImagePixelsPerPoint` (a page is zoomed and printed).
    public var imagePixelsPerPoint: Double { max(1 / hairline, Self.minimumImagePixelsPerPoint) }

    /// 300 / 72: 300 pixels an inch, print resolution.
    public static let minimumImagePixelsPerPoint = 300.0 / 72

    /// Fills `rect` with `color`.
    public func fill(_ rect: Rect, color: Color) {
        guard isDrawable(rect) else { return }
        withState {
            setSource(color)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cairo)
        }
    }

    /// Strokes `rect`'s outline with a band `lineWidth` wide inside it (mitred corners).
    public func stroke(_ rect: Rect, color: Color, lineWidth: Double) {
        guard lineWidth.isFinite, lineWidth > 0, isDrawable(rect), rect.width > 0, rect.height > 0 else { return }
        let w = min(lineWidth, rect.width / 2, rect.height / 2)
        if w * 2 >= min(rect.width, rect.height) { return fill(rect, color: color) }
        withState {
            setSource(color)
            cairo_set_line_width(cairo, w)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
            cairo_rectangle(cairo, rect.minX + w / 2, rect.minY + w / 2, rect.width - w, rect.height - w)
            cairo_stroke(cairo)
        }
    }

    /// Draws a line from `start` to `end`, `lineWidth` wide, butt caps.
    public func drawLine(from start: Point, to end: Point, color: Color, lineWidth: Double) {
        guard lineWidth.isFinite, lineWidth > 0,
              start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        withState {
            setSource(color)
            cairo_set_line_width(cairo, lineWidth)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
            cairo_move_to(cairo, start.x, start.y)
            cairo_line_to(cairo, end.x, end.y)
            cairo_stroke(cairo)
        }
    }

    /// Draws `body` with cairo's clip set to `shape`'s path (an ellipse as an arc, a polygon
    /// as its points), then restores the clip.
    public func drawClipped(to shape: ExclusionPath, _ body: (inout CairoContext) throws -> Void) throws {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_new_path(cairo)
        // An invalid or empty shape leaves an empty path: everything is clipped away.
        appendPath(shape)
        cairo_clip(cairo)
        var context = self
        try body(&context)
    }

    /// Fills `shape` moved by `offset` as one cairo path, clipped to `visible` when given, so
    /// a PDF or SVG holds the outline rather than pixel-row slices.
    public func fillShape(_ shape: ShapeFill, offset: Point, within visible: Rect?) {
        let path = shape.path.offsetBy(dx: offset.x, dy: offset.y)
        guard path.isValid else { return }
        withState {
            if let visible {
                guard isDrawable(visible) else { return }
                cairo_rectangle(cairo, visible.minX, visible.minY, visible.width, visible.height)
                cairo_clip(cairo)
            }
            setSource(shape.color)
            appendPath(path)
            cairo_fill(cairo)
        }
    }

    /// Adds `shape`'s outline to cairo's current path (nothing for an invalid shape).
    private func appendPath(_ shape: ExclusionPath) {
        guard shape.isValid else { return }
        switch shape {
        case .rectangle(let r):
            cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
        case .ellipse(in: let r):
            if r.width > 0 && r.height > 0 {
                cairo_save(cairo)
                cairo_translate(cairo, r.midX, r.midY)
                cairo_scale(cairo, r.width / 2, r.height / 2)
                cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
                cairo_restore(cairo)
            }
        case .polygon(let points):
            for (k, p) in points.enumerated() {
                if k == 0 { cairo_move_to(cairo, p.x, p.y) } else { cairo_line_to(cairo, p.x, p.y) }
            }
            cairo_close_path(cairo)
        }
    }

    /// Draws `image` scaled to fill `rect`, times `opacity`; nothing of it leaves `rect`.
    /// PDF and SVG embed the image at its own resolution.
    public func draw(_ image: RGBAImage, in rect: Rect, opacity: Double) {
        guard image.width > 0, image.height > 0, isDrawable(rect), rect.width > 0, rect.height > 0,
              opacity.isFinite, opacity > 0,
              let surface = CairoContext.imageSurface(image) else { return }
        defer { cairo_surface_destroy(surface) }
        withState {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / Double(image.width), rect.height / Double(image.height))
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_paint_with_alpha(cairo, min(opacity, 1))
        }
    }

    /// The glyph runs of lines `lines`, at the layout's positions plus `origin`.
    public func drawGlyphs(of layout: TextLayout, lines: Range<Int>, at origin: Point) throws(RenderError) {
        let text = GlyphText(layout, lines: lines)
        for k in lines {
            let runs = layout.glyphRuns(forLine: k)
            let ends = text.clusterEnds(of: runs, line: layout.lines[k])
            for run in runs where run.attributes.attachment == nil {  // attachments are decorations
                let target = writesLinks ? run.attributes.link.flatMap { linkTarget($0) } : nil
                guard let target, surfaceType == CAIRO_SURFACE_TYPE_PDF else {
                    try draw(run, at: origin, text: text, clusterEnds: ends, link: target)
                    continue
                }
                // A link annotation over the area the glyphs drawn between the tags cover.
                cairo_tag_begin(cairo, CAIRO_TAG_LINK, "uri='\(Self.tagString(PDFLinkText.uri(target)))'")
                try draw(run, at: origin, text: text, clusterEnds: ends, link: target)
                cairo_tag_end(cairo, CAIRO_TAG_LINK)
            }
        }
        try checkStatus()
    }

    /// A vector context draws baselines where they are.
    public func baselinePosition(_ y: Double) -> Double { y }

    // MARK: - Internals

    /// Whether the surface keeps links: PDF (annotations) and SVG (`<a>`).
    private var writesLinks: Bool { surfaceType == CAIRO_SURFACE_TYPE_PDF || surfaceType == CAIRO_SURFACE_TYPE_SVG }

    /// `link` checked (`LinkTarget`), once per distinct link; nil, and reported, when refused.
    private func linkTarget(_ link: String) -> LinkTarget? {
        if let known = checkedLinks[link] { return known }
        let target: LinkTarget?
        do throws(LinkRefusal) {
            target = try LinkTarget(link)
        } catch {
            target = nil
            report(.linkRefused(link: link, reason: error))
        }
        checkedLinks[link] = target
        return target
    }

    private func draw(_ run: GlyphRun, at origin: Point, text: GlyphText, clusterEnds: GlyphText.ClusterEnds,
                      link: LinkTarget?) throws(RenderError) {
        let size = run.font.glyphSize
        guard size.isFinite, size > 0, !run.glyphs.isEmpty else { return }
        if run.font.face.isBitmapOnly { return try drawBitmaps(run, at: origin) }
        var glyphs: [cairo_glyph_t] = []
        glyphs.reserveCapacity(run.glyphs.count)
        var clusterOfGlyph: [Int] = []
        for (k, (glyph, position)) in zip(run.glyphs, run.positions).enumerated() {
            let x = origin.x + position.x, y = origin.y + position.y
            // Far off any page (and beyond what cairo's 24.8 fixed point can hold).
            guard x.isFinite, y.isFinite, abs(x) < 1e7, abs(y) < 1e7 else { continue }
            glyphs.append(cairo_glyph_t(index: UInt(glyph), x: x, y: y))
            clusterOfGlyph.append(run.clusters[k])
        }
        guard !glyphs.isEmpty else { return }
        let face = try fonts.face(for: run.font)
        defer { cairo_font_face_destroy(face) }
        let (utf8, clusters) = text.clusters(clusterOfGlyph, ends: clusterEnds, backward: run.isRightToLeft)
        if surfaceType == CAIRO_SURFACE_TYPE_SVG {
            let positions = glyphs.map { glyph -> (x: Double, y: Double) in
                var x = glyph.x, y = glyph.y
                cairo_user_to_device(cairo, &x, &y)
                return (x, y)
            }
            svgGlyphRuns.append(SVGLinks.GlyphRun(positions: positions, link: link?.text))
        }
        withState {
            cairo_set_font_face(cairo, face)
            cairo_set_font_size(cairo, size)
            if let options = cairo_font_options_create() {
                cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
                cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
                cairo_set_font_options(cairo, options)
                cairo_font_options_destroy(options)
            }
            setSource(run.color)
            utf8.withUnsafeBufferPointer { text in
                text.withMemoryRebound(to: CChar.self) { chars in
                    cairo_show_text_glyphs(cairo, chars.baseAddress, Int32(chars.count), glyphs, Int32(glyphs.count),
                                           clusters, Int32(clusters.count),
                                           run.isRightToLeft ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0))
                }
            }
        }
    }

    /// A bitmap-only run's glyphs as images of the face's largest strike (the rasterizer
    /// takes the strike nearest above `pointSize × scale` pixels; the largest scale it allows
    /// picks the largest strike), placed as `TextRenderer` places them.
    private func drawBitmaps(_ run: GlyphRun, at origin: Point) throws(RenderError) {
        let scale = min(Canvas.maximumScale, GlyphRasterizer.maximumPixelSize / run.font.glyphSize)
        var glyphs: [UInt32] = [], origins: [Point] = []
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let x = origin.x + position.x, y = origin.y + position.y
            guard x.isFinite, y.isFinite, abs(x) < 1e7, abs(y) < 1e7 else { continue }
            glyphs.append(glyph)
            origins.append(Point(x: x * scale, y: y * scale))
        }
        try rasterizer.forEachImage(of: glyphs, font: run.font, scale: scale, subpixelPhases: glyphs.map { _ in 0 }) { k, image in
            guard case .color(let bitmap) = image.content else { return }
            draw(bitmap, in: image.colorBitmapRect(pixelOrigin: origins[k], pointSize: run.font.glyphSize, scale: scale),
                 opacity: run.color.alpha)
        }
    }

    /// `text` as a string value of a cairo tag attribute: in single quotes, where `'` and `\`
    /// are escaped with a backslash (cairo's tag attribute syntax, `cairo_tag_begin`).
    static func tagString(_ text: String) -> String {
        var out = ""
        for c in text {
            if c == "'" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    private func withState(_ body: () -> Void) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        body()
        cairo_new_path(cairo)
        cairo_restore(cairo)
    }

    private func setSource(_ color: Color) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        cairo_set_source_rgba(cairo, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
    }

    private func isDrawable(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width >= 0 && rect.height >= 0
    }

    /// An ARGB32 image surface (premultiplied, native-endian 32-bit pixels) holding `image`.
    static func imageSurface(_ image: RGBAImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let k = (y * image.width + x) * 4
                    row[x] = UInt32(src[k + 3]) << 24 | UInt32(src[k]) << 16 | UInt32(src[k + 1]) << 8 | UInt32(src[k + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
