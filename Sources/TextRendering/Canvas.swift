import Graphics
import Typesetting

/// A pixel buffer to draw text, borders and debug overlays into.
///
/// **Pixel format:** RGBA, 8 bits a channel, sRGB-encoded, **premultiplied alpha** (each
/// colour channel ≤ alpha), rows top to bottom with no padding; a fresh canvas is fully
/// transparent. Premultiplied storage makes source-over compositing exact and cheap
/// (`dst = src + dst × (1 − srcα)`) and matches FreeType's BGRA colour bitmaps; the PNG
/// writer converts to straight alpha, which PNG requires. Blending happens in sRGB-encoded
/// space, as Core Graphics and most UI toolkits do.
///
/// **Coordinates:** the geometric drawing calls (`fill`, `stroke`, `drawLine`, `draw(_:in:)`)
/// take **points** with y down, and are multiplied by `scale` (1 pt = `scale` px); their
/// fractional edges are antialiased by exact area coverage. `composite(_:x:y:color:)` takes
/// whole **pixels**, because glyph masks are rasterized on the pixel grid. Everything is
/// clipped to the canvas.
///
/// `Canvas` is a value: copies are independent (copy-on-write) and `Sendable`.
public struct Canvas: Sendable, Hashable {
    /// The largest canvas, in pixels (2²⁸ pixels = 1 GiB of RGBA).
    public static let maximumPixelCount = 1 << 28
    /// The longest side, in pixels: libpng's `PNG_USER_WIDTH_MAX` and `PNG_USER_HEIGHT_MAX`
    /// (1,000,000 in its default pnglibconf.h), beyond which `png_check_IHDR` refuses to
    /// write the image. A canvas is checked against it before its pixels are allocated.
    public static let maximumSide = 1_000_000
    /// The largest scale accepted, in pixels per point: `maximumPixelScale` (16).
    public static let maximumScale = maximumPixelScale

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// `width × height × 4` bytes, premultiplied RGBA, rows top to bottom.
    public private(set) var pixels: [UInt8]

    /// A stored pixel: premultiplied RGBA.
    public struct Pixel: Sendable, Hashable, CustomStringConvertible {
        /// Red, 0…255, premultiplied by alpha.
        public var red: UInt8
        /// Green, 0…255, premultiplied by alpha.
        public var green: UInt8
        /// Blue, 0…255, premultiplied by alpha.
        public var blue: UInt8
        /// Opacity, 0 (transparent) … 255 (opaque).
        public var alpha: UInt8

        /// A pixel from its four premultiplied channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }

        /// "rgba(r, g, b, a)".
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// A canvas of `width × height` pixels at `scale` pixels per point, filled with
    /// `background` (transparent when nil). A 0×0 canvas is allowed (an empty layout); a
    /// side over `maximumSide` or more than `maximumPixelCount` pixels is
    /// `RenderError.invalidSize`, thrown before anything is allocated.
    public init(width: Int, height: Int, scale: Double = 1, background: Color? = nil) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= Canvas.maximumScale else { throw RenderError.invalidScale(scale) }
        guard width >= 0, height >= 0 else {
            throw RenderError.invalidSize(width: width, height: height, reason: "a negative dimension")
        }
        guard width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw RenderError.invalidSize(width: width, height: height, reason: "a side longer than \(Canvas.maximumSide) px, the most libpng writes")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= Canvas.maximumPixelCount else {
            throw RenderError.invalidSize(width: width, height: height, reason: "more than \(Canvas.maximumPixelCount) pixels")
        }
        self.width = width
        self.height = height
        self.scale = scale
        let paint = Paint(background ?? .clear)
        if paint.a == 0 {
            self.pixels = [UInt8](repeating: 0, count: count * 4)
        } else {
            // The pixel as one little-endian word (R in the low byte), stored whole: one pass.
            let word = UInt32(paint.r) | UInt32(paint.g) << 8 | UInt32(paint.b) << 16 | UInt32(paint.a) << 24
            self.pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { bytes, initialized in
                let raw = UnsafeMutableRawBufferPointer(bytes)
                for k in 0..<count { raw.storeBytes(of: UInt32(littleEndian: word), toByteOffset: k &* 4, as: UInt32.self) }
                initialized = count * 4
            }
        }
    }

    /// A canvas covering `size` points at `scale`: `pixelLength(size.width, scale)` ×
    /// `pixelLength(size.height, scale)` pixels.
    public init(size: Size, scale: Double, background: Color? = nil) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= Canvas.maximumScale else { throw RenderError.invalidScale(scale) }
        try self.init(width: try Canvas.pixelLength(size.width, scale: scale),
                      height: try Canvas.pixelLength(size.height, scale: scale),
                      scale: scale, background: background)
    }

    /// The number of whole pixels that cover `points` at `scale`: ⌈points × scale⌉.
    ///
    /// A product within 10⁻⁶ px of a whole number counts as that number, so floating-point
    /// noise in a sum of advances (e.g. 150.00000000000003) does not add a column.
    public static func pixelLength(_ points: Double, scale: Double) throws(RenderError) -> Int {
        let v = points * scale
        guard v.isFinite, v >= 0, v <= Double(Canvas.maximumPixelCount) else {
            throw RenderError.invalidLength(points: points, scale: scale)
        }
        let nearest = v.rounded()
        return abs(v - nearest) < 1e-6 ? Int(nearest) : Int(v.rounded(.up))
    }

    /// The stored (premultiplied) pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)×\(height) canvas")
        let k = (y * width + x) * 4
        return Pixel(red: pixels[k], green: pixels[k + 1], blue: pixels[k + 2], alpha: pixels[k + 3])
    }

    /// The pixels as straight (non-premultiplied) RGBA, as PNG stores them.
    public func straightRGBA() -> [UInt8] {
        pngRows(channels: 4, filterBytes: false)
    }

    // MARK: - Drawing in points

    /// Fills `rect` (points) with `color`, source-over; fractional edges get partial coverage.
    public mutating func fill(_ rect: Rect, color: Color) {
        fillPixels(x0: rect.minX * scale, y0: rect.minY * scale, x1: rect.maxX * scale, y1: rect.maxY * scale,
                   paint: Paint(color))
    }

    /// Strokes the outline of `rect` (points) with a band `lineWidth` points wide drawn
    /// **inside** the rect, as `CALayer.borderWidth` does, so a border never leaves its frame.
    /// A band wider than half the rect fills it.
    public mutating func stroke(_ rect: Rect, color: Color, lineWidth: Double = 1) {
        guard lineWidth.isFinite, lineWidth > 0, rect.width > 0, rect.height > 0 else { return }
        let w = min(lineWidth, rect.width / 2, rect.height / 2)
        let paint = Paint(color)
        let s = scale
        // Four bands that do not overlap, so no pixel is blended twice.
        fillPixels(x0: rect.minX * s, y0: rect.minY * s, x1: rect.maxX * s, y1: (rect.minY + w) * s, paint: paint)
        fillPixels(x0: rect.minX * s, y0: (rect.maxY - w) * s, x1: rect.maxX * s, y1: rect.maxY * s, paint: paint)
        fillPixels(x0: rect.minX * s, y0: (rect.minY + w) * s, x1: (rect.minX + w) * s, y1: (rect.maxY - w) * s, paint: paint)
        fillPixels(x0: (rect.maxX - w) * s, y0: (rect.minY + w) * s, x1: rect.maxX * s, y1: (rect.maxY - w) * s, paint: paint)
    }

    /// Draws a straight line with butt caps, `lineWidth` points wide, centred on the segment
    /// from `start` to `end` (points). Horizontal and vertical lines get exact area coverage;
    /// other angles are antialiased with 4×4 samples a pixel.
    public mutating func drawLine(from start: Point, to end: Point, color: Color, lineWidth: Double = 1) {
        guard lineWidth.isFinite, lineWidth > 0,
              start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let paint = Paint(color)
        let s = scale
        let (ax, ay, bx, by) = (start.x * s, start.y * s, end.x * s, end.y * s)
        let half = lineWidth * s / 2
        if ay == by {
            fillPixels(x0: min(ax, bx), y0: ay - half, x1: max(ax, bx), y1: ay + half, paint: paint)
            return
        }
        if ax == bx {
            fillPixels(x0: ax - half, y0: min(ay, by), x1: ax + half, y1: max(ay, by), paint: paint)
            return
        }
        let dx = bx - ax, dy = by - ay
        let length = (dx * dx + dy * dy).squareRoot()
        let (ux, uy) = (dx / length, dy / length)
        let minX = clampIndex(min(ax, bx) - half, limit: width), maxX = clampIndex((max(ax, bx) + half).rounded(.up), limit: width)
        let minY = clampIndex(min(ay, by) - half, limit: height), maxY = clampIndex((max(ay, by) + half).rounded(.up), limit: height)
        guard minX < maxX, minY < maxY else { return }
        for py in minY..<maxY {
            for px in minX..<maxX {
                var inside = 0
                for j in 0..<4 {
                    for i in 0..<4 {
                        let qx = Double(px) + (Double(i) + 0.5) / 4 - ax
                        let qy = Double(py) + (Double(j) + 0.5) / 4 - ay
                        let along = qx * ux + qy * uy
                        let across = abs(qx * uy - qy * ux)
                        if along >= 0 && along <= length && across <= half { inside += 1 }
                    }
                }
                if inside > 0 { blend(at: (py * width + px) * 4, paint: paint, coverage: (inside * 255 + 8) / 16) }
            }
        }
    }

    /// Draws `image` (premultiplied RGBA) scaled to fill `rect` (points), source-over,
    /// multiplied by `opacity`. Downscaling averages the source pixels under each canvas
    /// pixel (a box filter); upscaling interpolates bilinearly. No ink leaves `rect`: canvas
    /// pixels it covers only partly get that fraction of the sample. A `rect` less than a
    /// millionth of a pixel wide or tall draws nothing (its ink could not reach one level of
    /// 255, and the source-per-canvas-pixel ratio would overflow).
    public mutating func draw(_ image: RGBAImage, in rect: Rect, opacity: Double = 1) {
        let x0 = rect.minX * scale, y0 = rect.minY * scale
        let dw = rect.width * scale, dh = rect.height * scale
        guard image.width > 0, image.height > 0, x0.isFinite, y0.isFinite, dw.isFinite, dh.isFinite,
              dw >= 1e-6, dh >= 1e-6, opacity.isFinite, opacity > 0 else { return }
        let alpha = min(opacity, 1)
        let minX = clampIndex(x0, limit: width), maxX = clampIndex((x0 + dw).rounded(.up), limit: width)
        let minY = clampIndex(y0, limit: height), maxY = clampIndex((y0 + dh).rounded(.up), limit: height)
        guard minX < maxX, minY < maxY else { return }
        let sw = image.width, sh = image.height
        let kx = Double(sw) / dw, ky = Double(sh) / dh   // source pixels per canvas pixel
        let bilinear = kx <= 1 && ky <= 1

        let columns = (minX..<maxX).map { Self.taps($0, origin: x0, k: kx, extent: sw, destLength: dw, bilinear: bilinear) }
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for py in minY..<maxY {
                    let rows = Self.taps(py, origin: y0, k: ky, extent: sh, destLength: dh, bilinear: bilinear)
                    if rows.isEmpty { continue }
                    for (ci, px) in (minX..<maxX).enumerated() {
                        let cols = columns[ci]
                        if cols.isEmpty { continue }
                        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                        for (sy, wy) in rows {
                            let rowBase = sy * sw
                            for (sx, wx) in cols {
                                let w = wx * wy
                                let k = (rowBase + sx) * 4
                                r += w * Double(src[k]); g += w * Double(src[k + 1])
                                b += w * Double(src[k + 2]); a += w * Double(src[k + 3])
                            }
                        }
                        let sa = min(255, Int((a * alpha).rounded()))
                        if sa == 0 { continue }
                        let sr = min(sa, Int((r * alpha).rounded())), sg = min(sa, Int((g * alpha).rounded()))
                        let sb = min(sa, Int((b * alpha).rounded()))
                        let k = (py * width + px) * 4
                        let inv = 255 - sa
                        dst[k] = UInt8(sr + div255(Int(dst[k]) * inv))
                        dst[k + 1] = UInt8(sg + div255(Int(dst[k + 1]) * inv))
                        dst[k + 2] = UInt8(sb + div255(Int(dst[k + 2]) * inv))
                        dst[k + 3] = UInt8(sa + div255(Int(dst[k + 3]) * inv))
                    }
                }
            }
        }
    }

    /// `draw(_:in:opacity:)`'s source samples for canvas column or row `p`, and their weights:
    /// two neighbours interpolated (`bilinear`, upscaling) or a box filter (downscaling).
    private static func taps(_ p: Int, origin: Double, k: Double, extent: Int, destLength: Double, bilinear: Bool) -> [(Int, Double)] {
        if bilinear {
            // The canvas pixel's covered fraction of the destination rect.
            let covered = max(0, min(Double(p + 1), origin + destLength) - max(Double(p), origin))
            guard covered > 0 else { return [] }
            let u = (Double(p) + 0.5 - origin) * k - 0.5
            let i0 = Int(u.rounded(.down))
            let f = u - Double(i0)
            let a = min(max(i0, 0), extent - 1), b = min(max(i0 + 1, 0), extent - 1)
            return [(a, (1 - f) * covered), (b, f * covered)]
        }
        let s0 = (Double(p) - origin) * k, s1 = (Double(p + 1) - origin) * k
        let lo = max(0, Int(s0.rounded(.down))), hi = min(extent, Int(s1.rounded(.up)))
        guard lo < hi else { return [] }
        var result: [(Int, Double)] = []
        for s in lo..<hi {
            let w = min(Double(s + 1), s1) - max(Double(s), s0)
            if w > 0 { result.append((s, w / k)) }   // normalised by the footprint's length
        }
        return result
    }

    // MARK: - Drawing in pixels

    /// Composites a coverage mask in `color`, source-over, with the mask's top-left corner at
    /// pixel (`x`, `y`).
    public mutating func composite(_ mask: CoverageMask, x: Int, y: Int, color: Color) {
        let paint = Paint(color)
        guard paint.a > 0 else { return }
        let x0 = max(0, x), x1 = min(width, x &+ mask.width)
        let y0 = max(0, y), y1 = min(height, y &+ mask.height)
        guard x0 < x1, y0 < y1 else { return }
        let w = width
        mask.bytes.withUnsafeBufferPointer { m in
            pixels.withUnsafeMutableBufferPointer { dst in
                for py in y0..<y1 {
                    let maskRow = (py - y) * mask.width - x
                    for px in x0..<x1 {
                        let c = Int(m[maskRow + px])
                        if c == 0 { continue }
                        Canvas.blend(dst, at: (py * w + px) * 4, paint: paint, coverage: c)
                    }
                }
            }
        }
    }

    /// Composites `layer` (a canvas of the same size) source-over, each pixel weighted by the
    /// part of it `shape` (points) covers: 4 sample rows a pixel, each row's covered x range
    /// (`ExclusionPath.excludedRange`) exact across. Only the shape's pixels are touched.
    package mutating func composite(_ layer: Canvas, clippedTo shape: ExclusionPath) {
        guard layer.width == width, layer.height == height, shape.isValid else { return }
        let b = shape.bounds
        let minY = clampIndex(b.minY * scale, limit: height), maxY = clampIndex((b.maxY * scale).rounded(.up), limit: height)
        let minX = clampIndex(b.minX * scale, limit: width), maxX = clampIndex((b.maxX * scale).rounded(.up), limit: width)
        guard minX < maxX, minY < maxY else { return }
        let samples = 4
        var coverage = [Double](repeating: 0, count: maxX - minX)
        let w = width
        layer.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for py in minY..<maxY {
                    for i in coverage.indices { coverage[i] = 0 }
                    for j in 0..<samples {
                        let y = (Double(py) + (Double(j) + 0.5) / Double(samples)) / scale
                        let half = 0.5 / Double(samples) / scale
                        guard let range = shape.excludedRange(top: y - half, bottom: y + half) else { continue }
                        let x0 = range.lowerBound * scale, x1 = range.upperBound * scale
                        for i in coverage.indices {
                            let px = Double(minX + i)
                            let c = min(px + 1, x1) - max(px, x0)
                            if c > 0 { coverage[i] += c / Double(samples) }
                        }
                    }
                    for i in coverage.indices where coverage[i] > 0 {
                        let k = (py * w + minX + i) * 4
                        let c = Int((min(coverage[i], 1) * 255).rounded())
                        let sa = div255(Int(src[k + 3]) * c)
                        if sa == 0 { continue }
                        let inv = 255 - sa
                        for ch in 0..<3 { dst[k + ch] = UInt8(div255(Int(src[k + ch]) * c) + div255(Int(dst[k + ch]) * inv)) }
                        dst[k + 3] = UInt8(sa + div255(Int(dst[k + 3]) * inv))
                    }
                }
            }
        }
    }

    // MARK: - Internals

    /// A colour as premultiplied 8-bit components.
    struct Paint {
        var r: Int, g: Int, b: Int, a: Int
        init(_ color: Color) {
            func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
            let alpha = unit(color.alpha)
            a = Int((alpha * 255).rounded())
            r = min(a, Int((unit(color.red) * alpha * 255).rounded()))
            g = min(a, Int((unit(color.green) * alpha * 255).rounded()))
            b = min(a, Int((unit(color.blue) * alpha * 255).rounded()))
        }
    }

    private mutating func blend(at k: Int, paint: Paint, coverage: Int) {
        pixels.withUnsafeMutableBufferPointer { Canvas.blend($0, at: k, paint: paint, coverage: coverage) }
    }

    /// Source-over of `paint` × `coverage`/255 onto the premultiplied pixel at byte `k`.
    @inline(__always)
    private static func blend(_ dst: UnsafeMutableBufferPointer<UInt8>, at k: Int, paint: Paint, coverage: Int) {
        let sa = div255(paint.a * coverage)
        if sa == 0 { return }
        let inv = 255 - sa
        dst[k] = UInt8(div255(paint.r * coverage) + div255(Int(dst[k]) * inv))
        dst[k + 1] = UInt8(div255(paint.g * coverage) + div255(Int(dst[k + 1]) * inv))
        dst[k + 2] = UInt8(div255(paint.b * coverage) + div255(Int(dst[k + 2]) * inv))
        dst[k + 3] = UInt8(sa + div255(Int(dst[k + 3]) * inv))
    }

    /// Fills the pixel-space rectangle [x0, x1) × [y0, y1) with exact area coverage.
    private mutating func fillPixels(x0: Double, y0: Double, x1: Double, y1: Double, paint: Paint) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0, paint.a > 0 else { return }
        let minX = clampIndex(x0, limit: width), maxX = clampIndex(x1.rounded(.up), limit: width)
        let minY = clampIndex(y0, limit: height), maxY = clampIndex(y1.rounded(.up), limit: height)
        guard minX < maxX, minY < maxY else { return }
        let xCoverage = (minX..<maxX).map { min(Double($0 + 1), x1) - max(Double($0), x0) }
        let w = width
        pixels.withUnsafeMutableBufferPointer { dst in
            for py in minY..<maxY {
                let yc = min(Double(py + 1), y1) - max(Double(py), y0)
                for (i, px) in (minX..<maxX).enumerated() {
                    let c = Int((xCoverage[i] * yc * 255).rounded())
                    if c > 0 { Canvas.blend(dst, at: (py * w + px) * 4, paint: paint, coverage: c) }
                }
            }
        }
    }
}

/// round(v / 255) for 0 ≤ v ≤ 255 × 255, without a division.
@inline(__always)
func div255(_ v: Int) -> Int {
    let t = v + 128
    return (t + (t >> 8)) >> 8
}

/// ⌊v⌋ clamped to 0…limit (v may be huge or negative).
@inline(__always)
func clampIndex(_ v: Double, limit: Int) -> Int {
    if !(v > 0) { return 0 }
    if v >= Double(limit) { return limit }
    return Int(v.rounded(.down))
}
