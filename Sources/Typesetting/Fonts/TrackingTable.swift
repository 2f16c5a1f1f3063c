internal import CHarfBuzz

/// A font's own size-specific tracking: the normal track of its `trak` table's horizontal
/// data (Apple, TrueType Reference Manual, "The 'trak' table"), the spacing Core Text adds
/// after every glyph cluster of a font that has one. Apple's fonts carry such a table
/// (SF Pro tightens its text as it grows); HarfBuzz applies it only to AAT fonts and only
/// at a point size it is given, so the engine reads it itself.
///
/// The table lists point sizes and, per track, a value in font units at each size. The
/// value at a size is read as HarfBuzz reads it (`hb-aat-layout-trak-table.hh`, 2024 and
/// later): the normal track (track value 0; when the table has none, the two tracks around 0
/// interpolated), at a listed size its value, between two listed sizes the linear
/// interpolation, below the first size the first value and above the last the last (clamped,
/// not extrapolated).
public struct TrackingTable: Sendable, Hashable {
    /// The listed point sizes, in the table's order (increasing in a well-made table).
    public let sizes: [Double]
    /// The normal track's value at each of `sizes`, in font units.
    public let values: [Double]

    /// A table of `sizes` and `values` (font units), which must have the same count.
    public init?(sizes: [Double], values: [Double]) {
        guard sizes.count == values.count, !sizes.isEmpty,
              sizes.allSatisfy(\.isFinite), values.allSatisfy(\.isFinite) else { return nil }
        self.sizes = sizes
        self.values = values
    }

    /// The normal track of a `trak` table's bytes; nil when the table is absent, malformed
    /// (any count or offset that points past its end, a version other than 1) or has no
    /// horizontal data. At most `maximumEntries` tracks and sizes are read.
    public init?(trak bytes: [UInt8]) {
        let table = TableReader(bytes: bytes)
        guard table.uint16(at: 0) == 1, table.uint16(at: 4) == 0,
              let horizontal = table.uint16(at: 6).map(Int.init), horizontal != 0,
              let trackCount = table.uint16(at: horizontal).map(Int.init),
              let sizeCount = table.uint16(at: horizontal + 2).map(Int.init),
              let sizeOffset = table.uint32(at: horizontal + 4).map(Int.init),
              trackCount > 0, sizeCount > 0,
              trackCount <= Self.maximumEntries, sizeCount <= Self.maximumEntries else { return nil }
        var sizes: [Double] = []
        for k in 0..<sizeCount {
            guard let fixed = table.uint32(at: sizeOffset + 4 * k) else { return nil }
            sizes.append(Double(Int32(bitPattern: fixed)) / 65536)
        }
        // Each track: Fixed track, UInt16 name index, Offset16 to its per-size values.
        var tracks: [(track: Double, values: [Double])] = []
        for t in 0..<trackCount {
            let record = horizontal + 8 + 8 * t
            guard let track = table.uint32(at: record), let offset = table.uint16(at: record + 6).map(Int.init) else { return nil }
            var values: [Double] = []
            for k in 0..<sizeCount {
                guard let value = table.int16(at: offset + 2 * k) else { return nil }
                values.append(Double(value))
            }
            tracks.append((Double(Int32(bitPattern: track)) / 65536, values))
        }
        // The normal track, or the two tracks around it (HarfBuzz's get_tracking at track 0).
        var low = 0, high = trackCount - 1
        while low + 1 < trackCount && tracks[low + 1].track <= 0 { low += 1 }
        while high > 0 && tracks[high - 1].track >= 0 { high -= 1 }
        let chosen: [Double]
        if low == high || tracks[low].track == tracks[high].track {
            chosen = tracks[low].values
        } else {
            let t = (0 - tracks[low].track) / (tracks[high].track - tracks[low].track)
            chosen = zip(tracks[low].values, tracks[high].values).map { a, b in a + t * (b - a) }
        }
        self.init(sizes: sizes, values: chosen)
    }

    /// The `trak` table of `face`, nil when it has none (or a malformed one).
    init?(face: FontFace) {
        let table = TableReader(face: face.hbFace, tag: hbTag("trak"))
        guard table.isPresent else { return nil }
        self.init(trak: table.bytes)
    }

    /// The most tracks, and the most sizes, read from a table (a real one lists a few tracks
    /// and a few dozen sizes; a count field can claim 65,535).
    public static let maximumEntries = 1024

    /// The normal track's value at `pointSize`, in font units: a listed size's value, the
    /// linear interpolation between the two listed sizes around `pointSize`, and outside the
    /// listed sizes the nearest end's value.
    public func value(atPointSize pointSize: Double) -> Double {
        guard sizes.count > 1 else { return values[0] }
        guard let i = sizes.firstIndex(where: { $0 >= pointSize }) else { return values[values.count - 1] }
        if i == 0 || sizes[i] == pointSize { return values[i] }
        var s0 = sizes[i - 1], s1 = sizes[i], v0 = values[i - 1], v1 = values[i]
        if s1 < s0 { swap(&s0, &s1); swap(&v0, &v1) }
        if pointSize < s0 { return v0 }
        if pointSize > s1 { return v1 }
        if s0 == s1 { return (v0 + v1) / 2 }
        return v0 + (pointSize - s0) / (s1 - s0) * (v1 - v0)
    }

    /// The tracking at `pointSize`, in points, for a face of `unitsPerEm`: the value in font
    /// units times the size over the units per em.
    public func points(atPointSize pointSize: Double, unitsPerEm: Int) -> Double {
        value(atPointSize: pointSize) * pointSize / Double(max(unitsPerEm, 1))
    }
}

extension FontFace {
    /// The face's own size-specific tracking (its `trak` table's normal track), nil when it
    /// has none.
    public var trackingTable: TrackingTable? { TrackingTable(face: self) }
}
