internal import CHarfBuzz

/// Reads a font's own size-specific tracking out of its `trak` table (Apple, TrueType
/// Reference Manual, "The 'trak' table"): the spacing Core Text adds to every glyph cluster
/// of a font that has one. Apple's fonts carry such a table (SF Pro tightens its text as it
/// grows); HarfBuzz applies it only to AAT-shaped fonts and only at a point size it is given,
/// so the engine reads it itself and applies it as any font's tracking (`FontTracking`,
/// `Font.trackingPerCluster`).
///
/// The table's horizontal data lists point sizes (16.16 fixed) and, per track, a value in
/// font units at each size. The normal track is read as HarfBuzz reads it
/// (`hb-aat-layout-trak-table.hh`, `get_tracking` at track 0): the track whose value is 0,
/// and when the table has none, the two tracks around 0 interpolated. `FontTracking` then
/// interpolates between the listed sizes and clamps outside them, as HarfBuzz's `get_value`
/// does.
public enum TrakTable {
    /// The most tracks, and the most sizes, read from a table (a real one lists a few tracks
    /// and a few dozen sizes; a count field can claim 65,535).
    public static let maximumEntries = 1024

    /// The normal track of a `trak` table's `bytes`, in ems (values over `unitsPerEm`); nil
    /// when the table is malformed (a version other than 1, a format other than 0, a count or
    /// an offset past its end, more than `maximumEntries` tracks or sizes), has no
    /// horizontal data, or lists sizes that do not increase (`FontTracking`'s rule). A broken
    /// optional table is ignored, as HarfBuzz's sanitizer ignores it.
    public static func tracking(_ bytes: [UInt8], unitsPerEm: Int) -> FontTracking? {
        let table = TableReader(bytes: bytes)
        guard unitsPerEm > 0, table.uint16(at: 0) == 1, table.uint16(at: 4) == 0,
              let horizontal = table.uint16(at: 6).map(Int.init), horizontal != 0,
              let trackCount = table.uint16(at: horizontal).map(Int.init),
              let sizeCount = table.uint16(at: horizontal + 2).map(Int.init),
              let sizeOffset = table.uint32(at: horizontal + 4).map(Int.init),
              trackCount > 0, sizeCount > 0,
              trackCount <= maximumEntries, sizeCount <= maximumEntries else { return nil }
        var sizes: [Double] = []
        for k in 0..<sizeCount {
            guard let fixed = table.uint32(at: sizeOffset + 4 * k) else { return nil }
            sizes.append(Double(Int32(bitPattern: fixed)) / 65536)
        }
        // Each track record: Fixed track, UInt16 name index, Offset16 to its per-size values.
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
        var low = 0, high = trackCount - 1
        while low + 1 < trackCount && tracks[low + 1].track <= 0 { low += 1 }
        while high > 0 && tracks[high - 1].track >= 0 { high -= 1 }
        let normal: [Double]
        if low == high || tracks[low].track == tracks[high].track {
            normal = tracks[low].values
        } else {
            let t = (0 - tracks[low].track) / (tracks[high].track - tracks[low].track)
            normal = zip(tracks[low].values, tracks[high].values).map { a, b in a + t * (b - a) }
        }
        let em = Double(unitsPerEm)
        let entries = zip(sizes, normal).map { FontTracking.Entry(pointSize: $0, value: $1 / em) }
        return try? FontTracking(entries: entries)
    }

    /// The tracking profile of `face`'s own `trak` table, nil when it has none (or a broken
    /// one): `FontFace.trackingProfile`.
    static func profile(of face: OpaquePointer, familyName: String, unitsPerEm: Int) -> FontProfile? {
        let table = TableReader(face: face, tag: hbTag("trak"))
        guard table.isPresent, let tracking = tracking(table.bytes, unitsPerEm: unitsPerEm) else { return nil }
        return FontProfile(name: familyName + " (trak)", tracking: tracking)
    }
}
