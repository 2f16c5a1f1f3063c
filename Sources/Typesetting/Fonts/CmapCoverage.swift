import Foundation

/// What a font file's `cmap` table may map, read from the file without opening the face: the
/// code points of every Unicode subtable as sorted, merged ranges (about 8 bytes a range), so
/// the fallback cascade can pass over a file that surely lacks a cluster's characters without
/// opening it (`FontCollection.bundledFileMayCover`), and so without paging in its tables.
///
/// The ranges are a superset of what HarfBuzz's cmap gives the face: every subtable HarfBuzz
/// may pick for nominal glyphs (platform 0 other than its variation-sequence encoding 5,
/// platform 3 encodings 1 and 10) is read whole, each segment or group counted as covered
/// whatever glyph it maps to (glyph 0, or a glyph past `maxp.numGlyphs`, included). A file
/// with a subtable HarfBuzz would remap (a symbol subtable, platform 3 encoding 0; a Macintosh
/// one, platform 1), a subtable format this reader does not take apart (2, 8), or a sfnt
/// wrapper other than TrueType, CFF or a collection is `unknown`, which covers everything: the
/// face is opened and asked, as before. So skipping a file on this summary's word never
/// changes which face a cluster gets.
///
/// Fonts are untrusted: every offset and count is checked against the bytes read, and a
/// damaged file is a `CmapCoverage.Failure`, which callers treat as `unknown`.
package struct CmapCoverage: Sendable, Equatable {
    /// Covered code points, sorted, disjoint and not adjacent; nil: unknown (covers all).
    package private(set) var ranges: [ClosedRange<UInt32>]?

    /// A summary that covers every code point (the face must be opened to know).
    static let unknown = CmapCoverage(ranges: nil)

    /// Why a cmap could not be summarized.
    package enum Failure: Error, Equatable {
        /// The bytes end before `what` does.
        case truncated(_ what: String)
        /// A sfnt wrapper, cmap subtable or encoding this reader does not take apart, which
        /// HarfBuzz may still read: the summary must then be `unknown`.
        case unsupported(_ what: String)
        /// The file has no `cmap` table (then no face maps anything; still summarized as
        /// `unknown`, so the face's own answer decides).
        case noCmap
        /// The file could not be read (`reason`: the C library's text) or is too large.
        case unreadable(_ reason: String)
    }

    /// True unless the summary shows that no cmap subtable maps `scalar`.
    package func mayCover(_ scalar: UInt32) -> Bool {
        guard let ranges else { return true }
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < scalar { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].lowerBound <= scalar
    }

    /// True unless the summary shows that some code point of `range` is not mapped.
    package func mayCover(_ range: ClosedRange<UInt32>) -> Bool {
        guard let ranges else { return true }
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].lowerBound <= range.lowerBound && range.upperBound <= ranges[low].upperBound
    }

    /// True unless the summary shows that some scalar of `scalars` is not mapped.
    func mayCover(all scalars: [Unicode.Scalar]) -> Bool {
        ranges == nil || scalars.allSatisfy { mayCover($0.value) }
    }

    /// The largest `cmap` table read from a file: 16 MiB (the largest pan-CJK fonts' are
    /// under 1 MiB). A larger one is `Failure.unreadable`.
    static let maximumTableBytes = 16 << 20

    // MARK: Reading a file

    /// The summary of face 0 of the font file at `path`, read with `pread` (the table
    /// directory and the cmap only; the file is not mapped, so none of it stays resident
    /// in this process); `unknown` on any failure.
    static func ofFile(_ path: String) -> CmapCoverage {
        (try? readFile(path)) ?? .unknown
    }

    /// The summary of face 0 of a font held in memory (`bytes`), with its failure.
    package static func of(bytes: [UInt8]) throws(Failure) -> CmapCoverage {
        func read(_ offset: Int, _ count: Int, _ what: String) throws(Failure) -> [UInt8] {
            guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else { throw .truncated(what) }
            return Array(bytes[offset..<(offset + count)])
        }
        return try summarize(tables: try cmapLocations(read), read)
    }

    /// The union of the summaries of the `cmap` tables at `locations` (a directory that names
    /// `cmap` more than once has each read: whichever HarfBuzz takes is covered).
    private static func summarize(tables locations: [(Int, Int)], _ read: (Int, Int, String) throws(Failure) -> [UInt8]) throws(Failure) -> CmapCoverage {
        var ranges: [ClosedRange<UInt32>] = []
        for (offset, length) in locations {
            guard length <= maximumTableBytes else { throw .unreadable("the cmap table is \(length) bytes (limit \(maximumTableBytes))") }
            ranges += try summarize(cmap: try read(offset, length, "the cmap table")).ranges ?? []
        }
        return CmapCoverage(ranges: merged(ranges))
    }

    /// `ofFile`'s work, with its failure.
    static func readFile(_ path: String) throws(Failure) -> CmapCoverage {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .unreadable("not a regular file") }
        let size = Int(info.st_size)
        func read(_ offset: Int, _ count: Int, _ what: String) throws(Failure) -> [UInt8] {
            guard offset >= 0, count >= 0, offset <= size, count <= size - offset else { throw .truncated(what) }
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done)) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw .truncated(what) }
                done += n
            }
            return bytes
        }
        return try summarize(tables: try cmapLocations(read), read)
    }

    /// The offset and length of face 0's `cmap` tables (one, in a well-formed font), reading
    /// the file through `read` (offset, byte count, what is read, for messages).
    static func cmapLocations(_ read: (Int, Int, String) throws(Failure) -> [UInt8]) throws(Failure) -> [(Int, Int)] {
        var directory = 0
        let head = try read(0, 12, "the sfnt header")  // `read` gives exactly the bytes asked for
        switch Bytes(head).u32(0)! {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType, 'OTTO', 'true'
            break
        case 0x7474_6366:  // 'ttcf': face 0's directory
            directory = Int(Bytes(try read(12, 4, "the collection's first offset")).u32(0)!)
        default:
            throw .unsupported("sfnt version")
        }
        let header = Bytes(try read(directory, 12, "the table directory"))
        if directory != 0, let version = header.u32(0), ![0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version) {
            throw .unsupported("sfnt version in a collection")
        }
        let tableCount = Int(header.u16(4)!)
        let records = Bytes(try read(directory + 12, tableCount * 16, "the table records"))
        var found: [(Int, Int)] = []
        for k in 0..<tableCount where records.u32(k * 16) == 0x636D_6170 {  // 'cmap'
            found.append((Int(records.u32(k * 16 + 8)!), Int(records.u32(k * 16 + 12)!)))
        }
        guard !found.isEmpty else { throw .noCmap }
        return found
    }

    // MARK: The cmap table

    /// The summary of a `cmap` table's bytes.
    static func summarize(cmap bytes: [UInt8]) throws(Failure) -> CmapCoverage {
        let cmap = Bytes(bytes)
        guard let count = cmap.u16(2) else { throw .truncated("the cmap header") }
        var ranges: [ClosedRange<UInt32>] = []
        for k in 0..<Int(count) {
            let record = 4 + k * 8
            guard let platform = cmap.u16(record), let encoding = cmap.u16(record + 2), let offset = cmap.u32(record + 4) else {
                throw .truncated("cmap encoding record \(k)")
            }
            switch (platform, encoding) {
            case (0, 5):
                continue  // variation sequences (format 14): no nominal glyphs
            case (0, _), (3, 1), (3, 10):
                try addSubtable(cmap, at: Int(offset), to: &ranges)
            case (3, 0), (1, _):
                throw .unsupported("cmap subtable \(platform)/\(encoding), which HarfBuzz remaps")
            default:
                continue  // legacy encodings HarfBuzz never uses for Unicode text
            }
        }
        return CmapCoverage(ranges: merged(ranges))
    }

    /// Appends the code points subtable `offset` may map.
    private static func addSubtable(_ cmap: Bytes, at offset: Int, to ranges: inout [ClosedRange<UInt32>]) throws(Failure) {
        guard let format = cmap.u16(offset) else { throw .truncated("a cmap subtable's format") }
        switch format {
        case 0:  // byte encoding: 256 code points
            guard cmap.has(offset, 6 + 256) else { throw .truncated("cmap format 0") }
            ranges.append(0...255)
        case 4:
            guard let doubled = cmap.u16(offset + 6) else { throw .truncated("cmap format 4 header") }
            let segments = Int(doubled) / 2
            let ends = offset + 14, starts = ends + 2 * segments + 2
            guard cmap.has(starts, 2 * segments) else { throw .truncated("cmap format 4 segments") }
            for s in 0..<segments {
                let start = UInt32(cmap.u16(starts + 2 * s)!), end = UInt32(cmap.u16(ends + 2 * s)!)
                if start <= end { ranges.append(start...end) }
            }
        case 6:
            guard let first = cmap.u16(offset + 6), let entries = cmap.u16(offset + 8) else { throw .truncated("cmap format 6 header") }
            guard cmap.has(offset + 10, 2 * Int(entries)) else { throw .truncated("cmap format 6 glyphs") }
            if entries > 0 { ranges.append(UInt32(first)...(UInt32(first) + UInt32(entries) - 1)) }
        case 10:
            guard let first = cmap.u32(offset + 12), let count = cmap.u32(offset + 16) else { throw .truncated("cmap format 10 header") }
            guard cmap.has(offset + 20, 2 * Int(count)) else { throw .truncated("cmap format 10 glyphs") }
            if count > 0 { ranges.append(first...UInt32(min(UInt64(first) + UInt64(count) - 1, UInt64(UInt32.max)))) }
        case 12, 13:
            guard let groups = cmap.u32(offset + 12) else { throw .truncated("cmap format \(format) header") }
            guard cmap.has(offset + 16, 12 * Int(groups)) else { throw .truncated("cmap format \(format) groups") }
            for g in 0..<Int(groups) {
                let start = cmap.u32(offset + 16 + 12 * g)!, end = cmap.u32(offset + 20 + 12 * g)!
                if start <= end { ranges.append(start...end) }
            }
        default:
            throw .unsupported("cmap subtable format \(format)")
        }
    }

    /// `ranges` sorted, with overlapping and adjacent ranges joined.
    static func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound || range.lowerBound - 1 == last.upperBound {  // lowerBound > last's ≥ 0 here
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Big-endian reads that return nil past the end.
    struct Bytes {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        /// True when `count` bytes from `offset` are there.
        func has(_ offset: Int, _ count: Int) -> Bool {
            offset >= 0 && count >= 0 && offset <= bytes.count && count <= bytes.count - offset
        }
        func u16(_ offset: Int) -> UInt16? {
            guard has(offset, 2) else { return nil }
            return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }
        func u32(_ offset: Int) -> UInt32? {
            guard has(offset, 4) else { return nil }
            return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
        }
    }
}
