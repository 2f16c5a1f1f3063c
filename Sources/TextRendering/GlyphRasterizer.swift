internal import CFreeType
import Synchronization
import Graphics
import Typesetting

/// A rasterized glyph: a coverage mask for an outline glyph, or a colour bitmap for a glyph
/// of a bitmap strike (colour emoji), with its placement relative to the pen position.
public struct GlyphImage: Sendable, Hashable {
    /// What a glyph image holds.
    public enum Content: Sendable, Hashable {
        /// No ink (a space, or a glyph with an empty outline).
        case empty
        /// Ink coverage, to be drawn in the run's colour.
        case coverage(CoverageMask)
        /// Colour pixels (premultiplied RGBA), drawn as they are.
        case color(RGBAImage)
    }

    /// The pixels: none, a coverage mask or colour pixels.
    public var content: Content
    /// The image's left edge, in image pixels right of the pen position (FreeType's
    /// `bitmap_left`). For outline glyphs it includes the subpixel offset.
    public var left: Int
    /// The image's top edge, in image pixels above the baseline (FreeType's `bitmap_top`).
    public var top: Int
    /// The pixels per em the image was made at: the requested pixel size for outline glyphs;
    /// the strike's ppem for bitmap strikes, which are drawn scaled by
    /// `requested pixel size / pixelsPerEm`.
    public var pixelsPerEm: Double
    /// True when the glyph's box was over `GlyphRasterizer.maximumGlyphPixels` and nothing was
    /// rasterized (`content` is `.empty`).
    public var isOverLimit = false

    /// The image width in pixels (0 when empty).
    public var width: Int {
        switch content {
        case .empty: return 0
        case .coverage(let mask): return mask.width
        case .color(let image): return image.width
        }
    }

    /// The image height in pixels (0 when empty).
    public var height: Int {
        switch content {
        case .empty: return 0
        case .coverage(let mask): return mask.height
        case .color(let image): return image.height
        }
    }

    /// Where a colour bitmap glyph is drawn, in points, for a glyph origin at `pixelOrigin`
    /// (pixels at `scale`) in a font of `pointSize`: the strike scaled to the font's size
    /// (`pointSize × scale / pixelsPerEm` pixels a strike pixel), so its drawn width matches the
    /// shaped advance.
    func colorBitmapRect(pixelOrigin: Point, pointSize: Double, scale s: Double) -> Rect {
        let factor = pointSize * s / pixelsPerEm
        return Rect(x: (pixelOrigin.x + Double(left) * factor) / s,
                    y: (pixelOrigin.y - Double(top) * factor) / s,
                    width: Double(width) * factor / s,
                    height: Double(height) * factor / s)
    }

    var byteCount: Int {
        switch content {
        case .empty: return 0
        case .coverage(let mask): return mask.bytes.count
        case .color(let image): return image.pixels.count
        }
    }
}

/// Rasterizes glyphs with FreeType and caches the bitmaps.
///
/// Outline glyphs are rendered unhinted (`FT_LOAD_NO_HINTING`, so their shapes match the
/// unhinted advances the layout used), with 256-level grayscale antialiasing
/// (`FT_RENDER_MODE_NORMAL`), at `point size × scale` pixels per em, in the variation instance
/// the text was shaped with (`FT_Set_Var_Design_Coordinates`), shifted right by a subpixel
/// phase of ¼ px (`subpixelSteps`) so that glyphs land within ⅛ px of their layout position.
///
/// Bitmap-only faces (Noto Color Emoji's CBDT strikes) select the strike nearest above the
/// requested size (`FT_Select_Size`), load BGRA colour bitmaps (`FT_LOAD_COLOR`) and report the
/// strike's ppem in `GlyphImage.pixelsPerEm`; the renderer scales them to the requested size,
/// which makes their drawn width match the shaped advance.
///
/// The cache is keyed by every input — face identity, variation coordinates, pixel size, glyph
/// id and subpixel phase — and bounded by a byte budget with least-recently-used eviction.
///
/// Thread safety: the rasterizer is `Sendable`. The cache sits behind its own mutex; all
/// FreeType work happens inside `FontFace.withFreeTypeFace(ifUnavailable:_:)`, which holds that face's lock. The
/// two locks are never held together. Each batch sets the face's size, variations and transform
/// itself, so it does not depend on the state another user of the `FT_Face` left behind.
public final class GlyphRasterizer: Sendable {
    /// Horizontal subpixel positions per pixel: glyph origins are quantized to ¼ px.
    public static let subpixelSteps = 4
    /// The largest pixels-per-em an outline glyph is rendered at.
    public static let maximumPixelSize = 8192.0
    /// The largest glyph bitmap, in pixels of its box: 2²² (2048 × 2048, a 4 MiB coverage mask;
    /// an em of 2048 px is 128 pt at scale 16, and rasterizing that much takes tens of
    /// milliseconds). An outline's control box is measured before it is rendered, so a hostile outline
    /// far larger than its em (32000 units wide at 17 units per em) costs nothing: the glyph
    /// is drawn as nothing, marked `isOverLimit`, and counted in `overLimitGlyphCount`.
    /// Bitmap-strike glyphs over the limit are dropped the same way.
    public static let maximumGlyphPixels = 1 << 22

    /// Glyph images handed out that were over `maximumGlyphPixels` (and so not drawn).
    public var overLimitGlyphCount: Int { overLimit.load(ordering: .relaxed) }
    private let overLimit = Atomic<Int>(0)

    /// A rasterizer shared by renderers that are not given their own (32 MiB cache).
    public static let shared = GlyphRasterizer()

    private let cache: Mutex<GlyphCache>

    /// A rasterizer whose glyph cache keeps at most `cacheByteLimit` bytes of bitmaps.
    public init(cacheByteLimit: Int = 32 << 20) {
        cache = Mutex(GlyphCache(byteLimit: cacheByteLimit))
    }

    /// The glyph cache's counters and memory, for tests and diagnostics.
    public var cacheStatistics: GlyphCacheStatistics { cache.withLock { $0.statistics } }

    /// Empties the glyph cache (its counters are kept).
    public func removeAllCachedGlyphs() { cache.withLock { $0.removeAll() } }

    /// The image of `glyph` in `font` at `scale` pixels per point, shifted right by
    /// `subpixelPhase` quarter pixels (0…3; ignored for bitmap strikes).
    public func image(of glyph: UInt32, font: Font, scale: Double, subpixelPhase: Int = 0) throws(RenderError) -> GlyphImage {
        try images(of: [glyph], font: font, scale: scale, subpixelPhases: [subpixelPhase])[0]
    }

    /// The images of `glyphs` in `font`, one per glyph; `subpixelPhases` has one phase
    /// (0…3) per glyph. Cache misses are rasterized together under one hold of the face lock,
    /// in batches of at most the cache's byte budget. All images are returned together; to
    /// hold no more than one batch at a time, use `forEachImage`.
    public func images(of glyphs: [UInt32], font: Font, scale: Double, subpixelPhases: [Int]) throws(RenderError) -> [GlyphImage] {
        var result: [GlyphImage] = []
        result.reserveCapacity(glyphs.count)
        try forEachImage(of: glyphs, font: font, scale: scale, subpixelPhases: subpixelPhases) { _, image in result.append(image) }
        return result
    }

    /// Calls `body` with each glyph's index and image, in order. Glyphs not in the cache are
    /// rasterized in batches whose new bitmaps stay within the cache's byte budget (at least
    /// one glyph a batch), and a batch is passed to `body` before the next one is made, so the
    /// memory held is bounded by the budget plus one glyph (at most `maximumGlyphPixels`).
    public func forEachImage(
        of glyphs: [UInt32], font: Font, scale: Double, subpixelPhases: [Int], _ body: (Int, GlyphImage) -> Void
    ) throws(RenderError) {
        precondition(glyphs.count == subpixelPhases.count, "one subpixel phase per glyph")
        guard scale.isFinite, scale > 0, scale <= Canvas.maximumScale else { throw RenderError.invalidScale(scale) }
        let pixelSize = font.glyphSize * scale
        let face = font.face
        guard pixelSize > 0, !glyphs.isEmpty else {
            let emptyImage = GlyphImage(content: .empty, left: 0, top: 0, pixelsPerEm: pixelSize)
            for k in glyphs.indices { body(k, emptyImage) }
            return
        }
        guard pixelSize <= GlyphRasterizer.maximumPixelSize else {
            throw RenderError.freeType(function: "FT_Set_Char_Size", glyph: glyphs[0],
                                       reason: "invalid_pixel_size (\(pixelSize) px per em is above \(GlyphRasterizer.maximumPixelSize))")
        }
        let bitmapOnly = face.isBitmapOnly
        let steps = GlyphRasterizer.subpixelSteps
        let keys = zip(glyphs, subpixelPhases).map { glyph, phase in
            GlyphKey(face: face, variations: font.variations, pixelSize: pixelSize, glyph: glyph,
                     phase: bitmapOnly ? 0 : UInt8(((phase % steps) + steps) % steps))
        }
        var start = 0
        while start < keys.count {
            let batch = try prefixImages(keys[start...], font: font, pixelSize: pixelSize, bitmapOnly: bitmapOnly)
            let overLimitCount = batch.reduce(0) { $0 + ($1.isOverLimit ? 1 : 0) }
            if overLimitCount > 0 { overLimit.add(overLimitCount, ordering: .relaxed) }
            for (k, image) in batch.enumerated() { body(start + k, image) }
            start += batch.count
        }
    }

    /// The images of a non-empty prefix of `keys`: cached ones, and misses rasterized until
    /// the new bitmaps reach the cache's byte budget.
    private func prefixImages(_ keys: ArraySlice<GlyphKey>, font: Font, pixelSize: Double, bitmapOnly: Bool) throws(RenderError) -> [GlyphImage] {
        let (cached, budget): ([GlyphImage?], Int) = cache.withLock { cache in (keys.map { cache.value(for: $0) }, cache.byteLimit) }
        var found = cached
        var missing: [GlyphKey] = []
        var seen = Set<GlyphKey>()
        for (k, key) in keys.enumerated() where found[k] == nil && seen.insert(key).inserted {
            missing.append(key)
        }
        guard !missing.isEmpty else { return found.map { $0! } }

        let rendered: Result<[GlyphImage], RenderError> = font.face.withFreeTypeFace(ifUnavailable: { function, reason in
            .failure(.freeType(function: function, glyph: missing[0].glyph, reason: reason))
        }) { ft in
            FreeTypeGlyphRenderer.render(missing, font: font, pixelSize: pixelSize, bitmapOnly: bitmapOnly, byteBudget: budget, face: ft)
        }
        let images = try rendered.get()
        var byKey: [GlyphKey: GlyphImage] = [:]
        cache.withLock { cache in
            for (key, image) in zip(missing, images) {
                cache.insert(image, for: key)
                byKey[key] = image
            }
        }
        for (k, key) in keys.enumerated() where found[k] == nil { found[k] = byKey[key] }
        let count = found.firstIndex { $0 == nil } ?? found.count
        return found.prefix(count).map { $0! }
    }
}

/// The FreeType calls. Everything here runs with the face's lock held.
enum FreeTypeGlyphRenderer {
    /// Renders `keys` in order until the bitmaps made reach `byteBudget` bytes (at least one
    /// glyph); the result holds the images of that prefix of `keys`.
    static func render(_ keys: [GlyphKey], font: Font, pixelSize: Double, bitmapOnly: Bool, byteBudget: Int, face ft: FT_Face) -> Result<[GlyphImage], RenderError> {
        FT_Set_Transform(ft, nil, nil)
        if bitmapOnly {
            return renderBitmaps(keys, pixelSize: pixelSize, byteBudget: byteBudget, face: ft)
        }
        return renderOutlines(keys, font: font, pixelSize: pixelSize, byteBudget: byteBudget, face: ft)
    }

    /// `render` from the face's bitmap strike for `pixelSize` (`selectStrike`): colour bitmaps.
    private static func renderBitmaps(_ keys: [GlyphKey], pixelSize: Double, byteBudget: Int, face ft: FT_Face) -> Result<[GlyphImage], RenderError> {
        let first = keys.first?.glyph ?? 0
        guard let strike = selectStrike(ft, pixelSize: pixelSize) else {
            return .failure(.freeType(function: "FT_Select_Size", glyph: first, reason: "the face has no bitmap strikes"))
        }
        let error = FT_Select_Size(ft, strike.index)
        guard error == 0 else { return .failure(.freeType(function: "FT_Select_Size", glyph: first, reason: freeTypeErrorName(error))) }
        var images: [GlyphImage] = []
        var bytes = 0
        for key in keys where bytes < byteBudget {
            let error = FT_Load_Glyph(ft, key.glyph, FT_Int32(FT_LOAD_COLOR))
            guard error == 0 else { return .failure(.freeType(function: "FT_Load_Glyph", glyph: key.glyph, reason: freeTypeErrorName(error))) }
            let bitmap = ft.pointee.glyph.pointee.bitmap
            if Double(bitmap.width) * Double(bitmap.rows) > Double(GlyphRasterizer.maximumGlyphPixels) {
                images.append(overLimit(pixelsPerEm: strike.pixelsPerEm))
                continue
            }
            let image = copyBitmap(ft.pointee.glyph, pixelsPerEm: strike.pixelsPerEm)
            bytes += image.byteCount
            images.append(image)
        }
        return .success(images)
    }

    /// `render` from the outlines, at `pixelSize` and each key's subpixel phase.
    private static func renderOutlines(_ keys: [GlyphKey], font: Font, pixelSize: Double, byteBudget: Int, face ft: FT_Face) -> Result<[GlyphImage], RenderError> {
        let first = keys.first?.glyph ?? 0
        if let failure = setVariations(ft, font: font, glyph: first) { return .failure(failure) }
        let charSize = FT_F26Dot6((pixelSize * 64).rounded())
        var error = FT_Set_Char_Size(ft, 0, charSize, 72, 72)
        guard error == 0 else { return .failure(.freeType(function: "FT_Set_Char_Size", glyph: first, reason: freeTypeErrorName(error))) }
        var images: [GlyphImage] = []
        images.reserveCapacity(keys.count)
        var bytes = 0
        for key in keys where bytes < byteBudget {
            error = FT_Load_Glyph(ft, key.glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
            guard error == 0 else { return .failure(.freeType(function: "FT_Load_Glyph", glyph: key.glyph, reason: freeTypeErrorName(error))) }
            let slot = ft.pointee.glyph!
            if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
                if slot.pointee.outline.n_points == 0 {
                    images.append(GlyphImage(content: .empty, left: 0, top: 0, pixelsPerEm: pixelSize))
                    continue
                }
                // The subpixel phase: ¼ px = 16 units of 26.6 fixed point.
                let shift = FT_Pos(Int(key.phase) * 64 / GlyphRasterizer.subpixelSteps)
                if shift != 0 { FT_Outline_Translate(&slot.pointee.outline, shift, 0) }
                // The bitmap FreeType would allocate is the control box rounded out to whole
                // pixels (26.6 fixed point): measure it before rendering.
                var box = FT_BBox()
                FT_Outline_Get_CBox(&slot.pointee.outline, &box)
                let columns = (Double(box.xMax) / 64).rounded(.up) - (Double(box.xMin) / 64).rounded(.down)
                let rows = (Double(box.yMax) / 64).rounded(.up) - (Double(box.yMin) / 64).rounded(.down)
                if columns * rows > Double(GlyphRasterizer.maximumGlyphPixels) {
                    images.append(overLimit(pixelsPerEm: pixelSize))
                    continue
                }
                error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
                guard error == 0 else { return .failure(.freeType(function: "FT_Render_Glyph", glyph: key.glyph, reason: freeTypeErrorName(error))) }
            }
            let image = copyBitmap(slot, pixelsPerEm: pixelSize)
            bytes += image.byteCount
            images.append(image)
        }
        return .success(images)
    }

    /// The image of a glyph over `GlyphRasterizer.maximumGlyphPixels`: nothing, marked.
    private static func overLimit(pixelsPerEm: Double) -> GlyphImage {
        var image = GlyphImage(content: .empty, left: 0, top: 0, pixelsPerEm: pixelsPerEm)
        image.isOverLimit = true
        return image
    }

    /// Sets the face's design coordinates to the font's variations (axis defaults for the
    /// axes not listed); nothing to do on a static face.
    static func setVariations(_ ft: FT_Face, font: Font, glyph: UInt32) -> RenderError? {
        let axes = font.face.axes
        guard !axes.isEmpty, ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return nil }
        var coordinates: [FT_Fixed] = axes.map { axis in
            let value = font.variations.first(where: { $0.tag == axis.tag })?.value ?? axis.defaultValue
            return FT_Fixed((value * 65536).rounded())
        }
        var current = [FT_Fixed](repeating: 0, count: axes.count)
        if FT_Get_Var_Design_Coordinates(ft, FT_UInt(axes.count), &current) == 0 && current == coordinates { return nil }
        let error = FT_Set_Var_Design_Coordinates(ft, FT_UInt(axes.count), &coordinates)
        return error == 0 ? nil : .freeType(function: "FT_Set_Var_Design_Coordinates", glyph: glyph, reason: freeTypeErrorName(error))
    }

    /// The strike with the smallest ppem at or above `pixelSize` (downscaling looks better
    /// than upscaling), else the largest one.
    private static func selectStrike(_ ft: FT_Face, pixelSize: Double) -> (index: FT_Int, pixelsPerEm: Double)? {
        let count = Int(ft.pointee.num_fixed_sizes)
        guard count > 0, let sizes = ft.pointee.available_sizes else { return nil }
        var best: (index: FT_Int, pixelsPerEm: Double)?
        var largest: (index: FT_Int, pixelsPerEm: Double)?
        for i in 0..<count {
            // x_ppem is 26.6 fixed point; fall back to the nominal width for odd tables.
            var ppem = Double(sizes[i].x_ppem) / 64
            if ppem <= 0 { ppem = Double(sizes[i].width) }
            guard ppem > 0 else { continue }
            if ppem >= pixelSize, best == nil || ppem < best!.pixelsPerEm { best = (FT_Int(i), ppem) }
            if largest == nil || ppem > largest!.pixelsPerEm { largest = (FT_Int(i), ppem) }
        }
        return best ?? largest
    }

    /// Copies the slot's bitmap into a value: 8-bit gray → coverage, 1-bit mono → coverage,
    /// BGRA (premultiplied) → RGBA (premultiplied). Other modes come out empty.
    private static func copyBitmap(_ slot: FT_GlyphSlot, pixelsPerEm: Double) -> GlyphImage {
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        let left = Int(slot.pointee.bitmap_left), top = Int(slot.pointee.bitmap_top)
        guard width > 0, rows > 0, let buffer = bitmap.buffer else {
            return GlyphImage(content: .empty, left: left, top: top, pixelsPerEm: pixelsPerEm)
        }
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
            pitch >= 0 ? buffer + y * pitch : buffer + (rows - 1 - y) * (-pitch)
        }
        let content: GlyphImage.Content
        switch bitmap.pixel_mode {
        case UInt8(FT_PIXEL_MODE_GRAY.rawValue):
            var bytes = [UInt8](repeating: 0, count: width * rows)
            let levels = Int(bitmap.num_grays)
            for y in 0..<rows {
                let r = row(y)
                for x in 0..<width {
                    let v = Int(r[x])
                    bytes[y * width + x] = levels == 256 || levels <= 1 ? UInt8(v) : UInt8(min(255, v * 255 / (levels - 1)))
                }
            }
            content = .coverage(CoverageMask(width: width, height: rows, bytes: bytes)!)
        case UInt8(FT_PIXEL_MODE_MONO.rawValue):
            var bytes = [UInt8](repeating: 0, count: width * rows)
            for y in 0..<rows {
                let r = row(y)
                for x in 0..<width where r[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 { bytes[y * width + x] = 255 }
            }
            content = .coverage(CoverageMask(width: width, height: rows, bytes: bytes)!)
        case UInt8(FT_PIXEL_MODE_BGRA.rawValue):
            var pixels = [UInt8](repeating: 0, count: width * rows * 4)
            for y in 0..<rows {
                let r = row(y)
                for x in 0..<width {
                    let s = x * 4, d = (y * width + x) * 4
                    let a = r[s + 3]
                    // FreeType's BGRA is premultiplied; clamp in case a file is not.
                    pixels[d] = min(r[s + 2], a)
                    pixels[d + 1] = min(r[s + 1], a)
                    pixels[d + 2] = min(r[s], a)
                    pixels[d + 3] = a
                }
            }
            content = .color(RGBAImage(uncheckedWidth: width, height: rows, pixels: pixels))
        default:
            content = .empty
        }
        return GlyphImage(content: content, left: left, top: top, pixelsPerEm: pixelsPerEm)
    }
}
