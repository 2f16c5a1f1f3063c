internal import CCairo
internal import CFreeType
import Synchronization
import Typesetting

/// cairo font faces for our fonts: one a face and set of variation coordinates, each on a
/// FreeType face of its own opened on the same bytes as the `FontFace`, set to the same
/// variation instance as the shaper and the rasterizer use, and loaded unhinted as outlines
/// (`FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`, as `GlyphRasterizer` loads them). Bitmap-only
/// faces never come here: `CairoContext` draws their glyphs as images.
///
/// Why a FreeType face of cairo's own: cairo keeps the `FT_Face` it is given and uses it when it
/// likes (at `cairo_show_glyphs`, and again when a PDF surface is finished and embeds the font
/// subsets), so it cannot be the face `FontFace.withFreeTypeFace` guards with a lock. And why one
/// a variation instance: cairo 1.16 groups the glyphs it embeds in a PDF by font face and embeds
/// the face's outlines in the variation instance the `FT_Face` was set to when the cairo face was
/// made; variations set through `cairo_font_options_set_variations` reach SVG paths but not the
/// PDF's embedded font (measured: Inter at wght 800 came out at the default 400 in the PDF).
///
/// Each cairo face owns its FreeType library and face and a strong reference to the
/// `FontFace` whose bytes they read; cairo releases them (its user-data destructor, as
/// `cairo_ft_font_face_create_for_ft_face`'s documentation prescribes) when its last reference
/// goes, which may be after this cache has dropped its own. cairo locks the face itself
/// whenever it uses it, so one cairo face may be used from several threads.
///
/// The cache is bounded (`capacity` faces, least recently used evicted) and thread-safe.
final class CairoFontFaces: Sendable {
    /// The process-wide cache.
    static let shared = CairoFontFaces(capacity: 64)

    private struct Key: Hashable, Sendable {
        let face: ObjectIdentifier
        let variations: [FontVariation]
    }

    /// A cairo face reference held by the cache (`cairo_font_face_t *`).
    private struct Entry: @unchecked Sendable {
        let face: FontFace   // keeps `Key.face` from being reused while the entry lives
        let cairoFace: OpaquePointer
        var lastUse: Int
    }

    private struct State: Sendable {
        var entries: [Key: Entry] = [:]
        var clock = 0
    }

    private let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    deinit {
        state.withLock { state in
            for entry in state.entries.values { cairo_font_face_destroy(entry.cairoFace) }
        }
    }

    /// The cairo face for `font`'s face and variations, created on first use. The result is a
    /// new reference: the caller destroys it (`cairo_font_face_destroy`).
    func face(for font: Font) throws(RenderError) -> OpaquePointer {
        let key = Key(face: ObjectIdentifier(font.face), variations: font.variations)
        let found: OpaquePointer? = state.withLock { state in
            state.clock += 1
            guard var entry = state.entries[key] else { return nil }
            entry.lastUse = state.clock
            state.entries[key] = entry
            return cairo_font_face_reference(entry.cairoFace)
        }
        if let found { return found }
        let created = CairoFace(pointer: try CairoFontFaces.make(font))
        return state.withLock { state in
            if let existing = state.entries[key] {
                // Another thread made the same face meanwhile: keep one.
                cairo_font_face_destroy(created.pointer)
                return cairo_font_face_reference(existing.cairoFace)
            }
            if state.entries.count >= capacity,
               let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                cairo_font_face_destroy(oldest.value.cairoFace)
                state.entries[oldest.key] = nil
            }
            state.entries[key] = Entry(face: font.face, cairoFace: created.pointer, lastUse: state.clock)
            return cairo_font_face_reference(created.pointer)
        }
    }

    /// A cairo face handed from the thread that made it to the cache's lock (cairo font faces
    /// are reference-counted atomically and may be used from any thread).
    private struct CairoFace: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// The number of cairo faces the cache holds (for tests).
    var count: Int { state.withLock { $0.entries.count } }

    /// A new cairo face (one reference, the cache's) on a FreeType face of its own.
    private static func make(_ font: Font) throws(RenderError) -> OpaquePointer {
        let owner = try FreeTypeOwner(font)
        let flags = FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(owner.face, Int32(flags)) else {
            throw RenderError.cairo(function: "cairo_ft_font_face_create_for_ft_face", status: "no face returned")
        }
        let retained = Unmanaged.passRetained(owner).toOpaque()
        let status = cairo_font_face_set_user_data(cairoFace, freeTypeOwnerKey, retained) { pointer in
            if let pointer { Unmanaged<FreeTypeOwner>.fromOpaque(pointer).release() }
        }
        let faceStatus = cairo_font_face_status(cairoFace)
        guard status == CAIRO_STATUS_SUCCESS, faceStatus == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(cairoFace)
            if status != CAIRO_STATUS_SUCCESS { Unmanaged<FreeTypeOwner>.fromOpaque(retained).release() }
            throw RenderError.cairo(function: "cairo_ft_font_face_create_for_ft_face",
                                    status: cairoStatusText(status != CAIRO_STATUS_SUCCESS ? status : faceStatus))
        }
        return cairoFace
    }
}

/// The key under which a cairo face keeps its `FreeTypeOwner` (cairo compares its address).
nonisolated(unsafe) private let freeTypeOwnerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

/// A FreeType library and face opened on a `FontFace`'s bytes, set to the font's variation
/// instance; the `FontFace` is kept alive for its bytes. Used by cairo only, which locks it.
private final class FreeTypeOwner {
    let fontFace: FontFace
    let library: FT_Library
    let face: FT_Face

    init(_ font: Font) throws(RenderError) {
        fontFace = font.face
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw RenderError.freeType(function: "FT_Init_FreeType", glyph: 0, reason: freeTypeErrorName(error))
        }
        let bytes = font.face.fileBytes
        var face: FT_Face?
        error = FT_New_Memory_Face(library, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                   FT_Long(bytes.count), FT_Long(font.face.faceIndex), &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw RenderError.freeType(function: "FT_New_Memory_Face", glyph: 0, reason: freeTypeErrorName(error))
        }
        if let failure = FreeTypeGlyphRenderer.setVariations(face, font: font, glyph: 0) {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw failure
        }
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }
}

/// cairo's text for a status code.
func cairoStatusText(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
}
