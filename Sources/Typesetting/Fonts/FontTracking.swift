/// A font's own tracking by point size: the spacing a `trak` table (or a published table
/// such as Apple's for SF Pro) adds to each glyph cluster drawn with the font.
///
/// The table lists tracking values, in ems, at increasing point sizes. `value(atPointSize:)`
/// applies it as CoreText applies a `trak` table's normal track: linear interpolation between
/// the two listed sizes around the point size, and the first or last value outside the listed
/// range (Apple, TrueType Reference Manual, "The 'trak' table": values between the listed
/// sizes are interpolated; this type clamps rather than extrapolates outside them, which is
/// what Apple's published tables, flat at both ends, imply).
///
/// The engine adds `value(atPointSize:) × pointSize` points to the advance of every grapheme
/// cluster shaped with the font (not to clusters a fallback font draws), at the stage where
/// advances become points, so shaping stays size-independent; NSAttributedString's kern
/// (`TextAttributes.tracking`) adds to it. See `Font.tracking`.
public struct FontTracking: Sendable, Hashable {
    /// One listed size and its tracking.
    public struct Entry: Sendable, Hashable {
        /// The point size.
        public var pointSize: Double
        /// The tracking at that size, in ems (1/1000 em is 0.001).
        public var value: Double

        /// An entry of `value` ems at `pointSize` points.
        public init(pointSize: Double, value: Double) {
            self.pointSize = pointSize
            self.value = value
        }
    }

    /// The entries, in strictly increasing point size (at least one).
    public let entries: [Entry]
    private let table: SizeTable

    /// The most entries a table may have (a `trak` table's size count is a 16-bit number;
    /// real fonts list a few dozen).
    public static let maximumEntries = 65_535

    /// The largest tracking magnitude accepted, in ems. Real tables stay within ±0.1 em.
    public static let maximumMagnitude = 10.0

    /// A table over `entries`. Throws `FontError.invalidTracking` when there are none or more
    /// than `maximumEntries`, when a size is not finite and ≥ 0 or not above the one before,
    /// or when a value is not finite or beyond ±`maximumMagnitude` ems.
    public init(entries: [Entry]) throws(FontError) {
        guard !entries.isEmpty else { throw FontError.invalidTracking("the table has no entries") }
        guard entries.count <= Self.maximumEntries else {
            throw FontError.invalidTracking("the table has \(entries.count) entries; at most \(Self.maximumEntries) are accepted")
        }
        var previous = -Double.infinity
        for e in entries {
            guard e.pointSize.isFinite, e.pointSize >= 0 else {
                throw FontError.invalidTracking("size \(e.pointSize) is not a number of points ≥ 0")
            }
            guard e.pointSize > previous else {
                throw FontError.invalidTracking("size \(e.pointSize) does not follow \(previous): sizes must increase")
            }
            guard e.value.isFinite, abs(e.value) <= Self.maximumMagnitude else {
                throw FontError.invalidTracking("value \(e.value) em at \(e.pointSize) pt is not a number within ±\(Self.maximumMagnitude) em")
            }
            previous = e.pointSize
        }
        self.entries = entries
        self.table = SizeTable(sizes: entries.map(\.pointSize), values: entries.map(\.value))
    }

    /// A table from (point size, tracking in 1/1000 em) pairs, as Apple's typography
    /// guidelines list them.
    public init(thousandthsOfEm pairs: [(pointSize: Double, value: Double)]) throws(FontError) {
        try self.init(entries: pairs.map { Entry(pointSize: $0.pointSize, value: $0.value / 1000) })
    }

    /// The tracking at `size` points, in ems: interpolated linearly between the listed sizes
    /// around it, the first entry's value below the table and the last one's above it.
    public func value(atPointSize size: Double) -> Double {
        table.value(at: size)
    }

    /// The tracking at `size` points, in points (`value(atPointSize:) × size`).
    public func points(atPointSize size: Double) -> Double {
        value(atPointSize: size) * size
    }
}
