/// A face at a point size, with a weight and variation settings: the UIFont analogue.
///
/// Metrics are in points (1 pt = 1 px at scale 1), named as UIFont names them.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The face (font file, or face of a collection) this font draws with.
    public let face: FontFace
    /// The size in points (UIFont.pointSize).
    public let pointSize: Double
    /// The requested weight (applied through the wght axis, or by the family member chosen).
    public let weight: Weight
    /// Whether the font is italic: an italic face, or an `ital` axis at 1 or a negative `slnt`.
    public let isItalic: Bool
    /// The system design the font was chosen for (default, rounded, serif, monospaced).
    public let design: Design
    /// The variation coordinates in effect, including wght when the face has that axis.
    public let variations: [FontVariation]
    /// What the font carries beyond its face: tracking by size and, for a bundled face
    /// standing in for the system font, the system font's metrics and glyph scale. nil for a
    /// font named by family or file (`FontProfile`).
    public let profile: FontProfile?
    /// The tracking added to each grapheme cluster shaped with this font, in points
    /// (`profile.tracking` at this size; 0 without one).
    public private(set) var trackingPerCluster: Double
    /// The factor glyph outlines and advances are scaled by (`profile`'s glyph scale at this
    /// size; 1 without one). Vertical metrics are not scaled by it.
    public private(set) var glyphScale: Double
    /// The Dynamic Type text style and category the font was made for
    /// (`FontCollection.preferredFont(forTextStyle:category:design:)`, `withTextStyle(_:)`); nil
    /// for any other font. Not part of `==`: it changes how SwiftUI's `Text` spaces lines, not
    /// the glyphs.
    public internal(set) var textStyle: DynamicTypeStyle? = nil
    package let instance: FontInstance
    /// True when opsz was set from the point size (not given), so that another size sets it anew.
    let hasAutomaticOpticalSize: Bool

    /// A font on `face` at `size` points. On a variable face with a wght axis, `weight` sets it
    /// (clamped to the axis range); on one with an optical-size axis, opsz is the point size
    /// (clamped to the axis range), as Core Text sets it; explicit `variations` override both.
    /// `profile` adds tracking, and for a system-font stand-in its metrics and glyph scale
    /// (`FontProfile`); without one, a face with a `trak` table gets its own tracking
    /// (`FontFace.trackingProfile`), as Core Text applies it.
    public init(face: FontFace, size: Double, weight: Weight? = nil, variations: [FontVariation] = [], design: Design = .default,
                profile: FontProfile? = nil) throws(FontError) {
        guard size.isFinite, size >= 0, size <= Font.maximumPointSize else { throw FontError.invalidSize(size) }
        if let weight, !(weight.value.isFinite && weight.value >= 1 && weight.value <= 1000) {
            throw FontError.invalidWeight(weight.value)
        }
        var settings: [String: Double] = [:]
        if let axis = face.axes.first(where: { $0.tag == "wght" }) {
            let requested = weight?.value ?? max(axis.defaultValue, min(400, axis.maxValue))
            settings["wght"] = min(max(requested, axis.minValue), axis.maxValue)
        }
        let automaticOpticalSize = face.axes.contains { $0.tag == "opsz" } && !variations.contains { $0.tag == "opsz" }
        if automaticOpticalSize, let axis = face.axes.first(where: { $0.tag == "opsz" }) {
            settings["opsz"] = min(max(size, axis.minValue), axis.maxValue)
        }
        for v in variations {
            if let axis = face.axes.first(where: { $0.tag == v.tag }) {
                settings[v.tag] = min(max(v.value, axis.minValue), axis.maxValue)
            }
        }
        let resolved = settings.sorted { $0.key < $1.key }.map { FontVariation(tag: $0.key, value: $0.value) }
        self.face = face
        self.pointSize = size
        self.weight = weight ?? Weight(settings["wght"] ?? Double(face.weightClass))
        self.isItalic = face.isItalic || resolved.contains { ($0.tag == "ital" && $0.value >= 0.5) || ($0.tag == "slnt" && $0.value < 0) }
        self.design = design
        self.variations = resolved
        self.hasAutomaticOpticalSize = automaticOpticalSize
        let profile = profile ?? face.trackingProfile
        self.profile = profile
        self.trackingPerCluster = profile?.tracking?.points(atPointSize: size) ?? 0
        self.glyphScale = profile?.glyphScale(atPointSize: size, weight: self.weight) ?? 1
        self.instance = face.instance(variations: resolved)
    }

    /// The largest point size a font accepts. Widths are sums of advances times
    /// size / unitsPerEm; near Double's limit (1e308 pt) they overflow to ∞. Up to a million
    /// points they stay finite for any text and any font.
    public static let maximumPointSize: Double = 1_000_000

    /// The same font at another size, with the same profile (whose tracking and glyph scale
    /// are read at the new size); shaping results are shared between sizes.
    public func withSize(_ size: Double) throws(FontError) -> Font {
        try Font(face: face, size: size, weight: weight,
                 variations: hasAutomaticOpticalSize ? variations.filter { $0.tag != "opsz" } : variations, design: design, profile: profile)
    }

    /// This font scaled by `factor` as a whole, as a shrunk layout scales its lines: the size,
    /// and the tracking and glyph size with it (not read again at the new size), so the glyphs
    /// of a shrunk layout are drawn where and as large as it measured them.
    package func scaled(by factor: Double) throws(FontError) -> Font {
        var font = try withSize(pointSize * factor)
        font.trackingPerCluster = trackingPerCluster * factor
        font.glyphScale = glyphScale
        return font
    }

    /// Metrics in points at this size.
    public var metrics: FontMetrics { unitMetrics.scaled(to: pointSize) }
    /// Metrics in font units: the face's, or the profile's in their place
    /// (`FontMetrics.Source.systemFontProfile`).
    public var unitMetrics: FontMetrics {
        profile.map { $0.apply(to: instance.metrics, pointSize: pointSize) } ?? instance.metrics
    }

    /// The tracking this font adds to each grapheme cluster, in ems at its size
    /// (`profile.tracking`; 0 without one).
    public var tracking: Double { profile?.tracking?.value(atPointSize: pointSize) ?? 0 }

    /// The advance of `glyph` alone as one grapheme cluster, in points: its advance at
    /// `glyphSize` plus the font's tracking (an ellipsis or a hyphen the layout inserts).
    package func trackedAdvance(of glyph: UInt32) -> Double {
        Double(instance.advance(of: glyph)) * scale + trackingPerCluster
    }

    /// The size glyphs are drawn and advanced at: `pointSize × glyphScale`.
    public var glyphSize: Double { pointSize * glyphScale }

    /// The face's family name, e.g. "Inter".
    public var familyName: String { face.familyName }
    /// Height above the baseline, in points.
    public var ascender: Double { metrics.ascender }
    /// Negative: the distance below the baseline.
    public var descender: Double { metrics.descender }
    /// The line gap, in points.
    public var leading: Double { metrics.leading }
    /// ascender − descender + leading.
    public var lineHeight: Double { metrics.lineHeight }
    /// Height of capital letters, in points.
    public var capHeight: Double { metrics.capHeight }
    /// Height of lower-case letters such as "x", in points.
    public var xHeight: Double { metrics.xHeight }
    /// Points per font unit of glyph advances and outlines (`glyphSize / unitsPerEm`).
    public var scale: Double { glyphSize / Double(face.unitsPerEm) }

    /// Family, size and weight, e.g. "Inter 17.0pt w400.0".
    public var description: String { "\(face.familyName) \(pointSize)pt w\(weight.value)" }

    /// Equal when the face (the same object), size, variation coordinates, design, profile
    /// (the same object, or none), tracking and glyph scale are.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.face === rhs.face && lhs.pointSize == rhs.pointSize && lhs.variations == rhs.variations && lhs.design == rhs.design
            && lhs.profile === rhs.profile && lhs.trackingPerCluster == rhs.trackingPerCluster && lhs.glyphScale == rhs.glyphScale
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(pointSize)
        hasher.combine(variations)
    }
}
