/// What a font carries beyond its face: its own tracking by size, and, for the bundled
/// faces standing in for Apple's system fonts, the system font's vertical metrics and a
/// per-size glyph scale.
///
/// A `Font` has a profile only when it was reached as the system font
/// (`FontCollection.systemFont(ofSize:weight:design:italic:)`, the text styles, and every
/// path built on them); a font named by family or file has none and is measured exactly as
/// its file says. The built-in profiles and the evidence for their numbers are in
/// `SystemFontProfiles`.
///
/// - `tracking`: added to the advance of each grapheme cluster shaped with the font (see
///   `FontTracking`). A `trak` table read from a font file gives a profile with only this.
/// - `metrics`: replace the face's ascender, descender, line gap, cap height and x-height, as
///   CSS `ascent-override`/`descent-override` do; the glyph outlines are unchanged.
/// - glyph scale (`glyphScale(atPointSize:)`): glyph outlines and advances drawn at
///   `pointSize × factor` while the vertical metrics stay those of `pointSize`, as CSS
///   `size-adjust` does. Renderers draw at `Font.glyphSize`, so what is drawn is what was
///   measured.
///
/// Profiles compare by identity (a font's equality and the layout caches key on it cheaply).
public final class FontProfile: Sendable, CustomStringConvertible {
    /// Vertical metrics in ems (fractions of the point size), replacing the face's.
    public struct Metrics: Sendable, Hashable {
        /// Height above the baseline, in ems.
        public var ascender: Double
        /// Negative: depth below the baseline, in ems.
        public var descender: Double
        /// Line gap, in ems.
        public var lineGap: Double
        /// Cap height, in ems.
        public var capHeight: Double
        /// x-height below `displaySize`, in ems.
        public var xHeight: Double
        /// x-height from `displaySize` up, in ems.
        public var displayXHeight: Double
        /// The point size from which `displayXHeight` applies.
        public var displaySize: Double

        /// Metrics in ems; the x-height is `xHeight` below `displaySize` points and
        /// `displayXHeight` from there up.
        public init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double,
                    xHeight: Double, displayXHeight: Double, displaySize: Double) {
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
            self.capHeight = capHeight
            self.xHeight = xHeight
            self.displayXHeight = displayXHeight
            self.displaySize = displaySize
        }
    }

    /// What the profile stands for, e.g. "SF Pro"; `metrics` output names it.
    public let name: String
    /// The font's own tracking by size, or nil for none.
    public let tracking: FontTracking?
    /// Vertical metrics replacing the face's, or nil to keep the face's.
    public let metrics: Metrics?
    /// The glyph scale by point size, or nil for 1 at every size.
    let glyphScales: SizeTable?
    /// A further glyph scale by weight (the `SizeTable`'s sizes are weights), or nil for 1.
    let weightScales: SizeTable?

    /// A profile that only adds `tracking` (a `trak` table read from a font file).
    public convenience init(name: String, tracking: FontTracking?) {
        self.init(name: name, tracking: tracking, metrics: nil, glyphScales: nil, weightScales: nil)
    }

    /// A profile with every part; `glyphScales` lists (point size, factor) with increasing
    /// sizes, `weightScales` (weight, factor) with increasing weights; factors > 0.
    init(name: String, tracking: FontTracking?, metrics: Metrics?, glyphScales: [(pointSize: Double, factor: Double)]?,
         weightScales: [(weight: Double, factor: Double)]?) {
        self.name = name
        self.tracking = tracking
        self.metrics = metrics
        self.glyphScales = glyphScales.map { SizeTable(sizes: $0.map(\.pointSize), values: $0.map(\.factor)) }
        self.weightScales = weightScales.map { SizeTable(sizes: $0.map(\.weight), values: $0.map(\.factor)) }
    }

    /// The factor glyph outlines and advances are scaled by at `size` points and `weight`
    /// (1 without glyph-scale tables): the size table's factor times the weight table's, each
    /// interpolated between its listed entries and clamped outside them.
    public func glyphScale(atPointSize size: Double, weight: Font.Weight) -> Double {
        (glyphScales?.value(at: size) ?? 1) * (weightScales?.value(at: weight.value) ?? 1)
    }

    /// `unitMetrics` (the face's, in font units) with this profile's vertical metrics at
    /// `pointSize` in their place.
    func apply(to unitMetrics: FontMetrics, pointSize: Double) -> FontMetrics {
        guard let metrics else { return unitMetrics }
        let em = unitMetrics.unitsPerEm
        var m = unitMetrics
        m.ascender = metrics.ascender * em
        m.descender = metrics.descender * em
        m.leading = metrics.lineGap * em
        m.capHeight = metrics.capHeight * em
        m.xHeight = (pointSize < metrics.displaySize ? metrics.xHeight : metrics.displayXHeight) * em
        m.source = .systemFontProfile
        return m
    }

    /// The profile's name.
    public var description: String { name }
}
