package import CFreeType
internal import CHarfBuzz
import Foundation
import Synchronization

/// One face of a font file (a face within a collection for .ttc/.otc), opened once and shared.
///
/// A `FontFace` owns the file's bytes, a HarfBuzz face used for shaping and metrics, and a
/// FreeType face used to validate the file and to rasterize glyphs. FreeType opens the face
/// once to validate it and read what the face needs from it, then closes it: its face is
/// opened again only when a glyph is drawn or outlined (`withFreeTypeFace`), so measuring,
/// which only shapes, holds none (a CFF face alone holds about 0.8 MB of FreeType's memory). A face opened from a file
/// maps the file read-only rather than reading it (see `mapFile(_:limit:)`): only the tables
/// and glyphs used are ever paged in, and they are the page cache's, shared, not a copy.
///
/// Thread safety: the HarfBuzz face and the per-variation `FontInstance`s are immutable
/// after set-up and are shared between threads without locking (HarfBuzz's OpenType
/// functions are thread-safe once created). FreeType's `FT_Face` is not safe to use from two
/// threads at once, so it is only reachable through `withFreeTypeFace(ifUnavailable:_:)`, which
/// holds this face's own mutex. Each face has its own `FT_Library`, so faces never contend with
/// each other.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The file the face came from, or a caller-supplied name for in-memory data.
    public let path: String
    /// The index of this face in its file (0 for single-face files).
    public let faceIndex: Int
    /// The number of faces in the file.
    public let faceCount: Int
    /// Typographic family name (name ID 16, else 1).
    public let familyName: String
    /// Typographic subfamily name (name ID 17, else 2), e.g. "Regular", "Bold Italic".
    public let styleName: String
    /// Design units per em (head.unitsPerEm); font-unit metrics are divided by it to get ems.
    public let unitsPerEm: Int
    /// The number of glyphs in the face (maxp.numGlyphs).
    public let glyphCount: Int
    /// Variation axes (fvar); empty for a static font.
    public let axes: [VariationAxis]
    /// OS/2 usWeightClass (400 when the table is missing).
    public let weightClass: Int
    /// OS/2 fsSelection bit 0 (ITALIC), or a non-zero post.italicAngle when OS/2 is missing.
    public let isItalic: Bool
    /// True when the face has colour bitmap strikes (CBDT/sbix) or COLR layers.
    public let hasColorGlyphs: Bool
    /// True when the face has no outlines, only bitmap strikes (e.g. Noto Color Emoji).
    public let isBitmapOnly: Bool
    /// The face's own tracking by size, read from its `trak` table (`TrakTable`); nil when it
    /// has none. Every `Font` on the face carries it unless given another profile.
    public let trackingProfile: FontProfile?

    let memory: UnsafeRawBufferPointer
    let hbFace: OpaquePointer
    /// The owner of `memory`, `hbFace` and the FreeType handles: it releases them.
    private let resources: FaceResources
    /// FreeType's library and face, opened on first use by `withFreeTypeFace`.
    private let freeType = Mutex(FreeTypeState())
    /// FreeType's face-wide bounding box (`FT_Face.bbox`), y maximum and minimum in font units,
    /// read when the face was opened (the last resort of `FontMetrics` for ascender and
    /// descender).
    package let freeTypeBoundingBoxY: (top: Double, bottom: Double)
    private let instances = Mutex<[VariationsKey: FontInstance]>([:])

    /// The instances' key: the variation settings, wrapped. (Keyed by the array itself, the
    /// first insert makes the runtime look up two conformances, Array's conditional Hashable
    /// and FontVariation's, scanning every conformance record of the process for each: about
    /// 0.7 M instructions of start-up. The wrapper's own Hashable is one look-up.)
    private struct VariationsKey: Hashable {
        let variations: [FontVariation]
    }

    /// Only ever touched inside `freeType`'s lock: the open FreeType face, if any, and how many
    /// times it was opened after the face was validated.
    struct FreeTypeState: @unchecked Sendable {
        var handles: FreeTypeHandles?
        var openings = 0
    }

    /// A FreeType library and a face on it, both closed when this is released.
    final class FreeTypeHandles: @unchecked Sendable {
        let library: FT_Library
        let face: FT_Face
        init(library: FT_Library, face: FT_Face) {
            self.library = library
            self.face = face
        }
        deinit {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
        }
    }

    /// Opens the face at `faceIndex` of the font file at `path`, which is mapped, not read
    /// (`mapFile(_:limit:)`: the file must not be truncated while the face lives).
    public convenience init(contentsOf path: String, faceIndex: Int = 0) throws(FontError) {
        try self.init(file: try FontFace.mapFile(path), name: path, faceIndex: faceIndex)
    }

    /// Opens the face at `faceIndex` of a font held in memory (the face keeps a copy of the
    /// bytes); `name` stands in for a path in messages.
    public convenience init(data: Data, name: String = "<data>", faceIndex: Int = 0) throws(FontError) {
        try self.init(file: data.withUnsafeBytes { RegularFile.Mapped(copying: $0) }, name: name, faceIndex: faceIndex)
    }

    init(file: RegularFile.Mapped, name: String, faceIndex: Int) throws(FontError) {
        guard !file.bytes.isEmpty else { throw FontError.notAFont(path: name, reason: "the file is empty") }
        guard file.bytes.count <= FontFace.maximumFileSize else {
            throw FontError.fileTooLarge(path: name, size: file.bytes.count, limit: FontFace.maximumFileSize)
        }
        let resources = FaceResources(file: file)
        try resources.open(name: name, faceIndex: faceIndex)
        // `open` returned: every handle is there.
        let face = resources.hbFace!
        self.resources = resources
        self.memory = resources.memory
        self.hbFace = face
        self.freeTypeBoundingBoxY = resources.boundingBoxY
        self.path = name
        self.faceIndex = faceIndex
        self.faceCount = resources.faceCount
        self.unitsPerEm = Int(hb_face_get_upem(face))
        self.glyphCount = resources.glyphCount
        self.axes = FontFace.axes(of: face)
        let family = FontFace.name(face, id: 16) ?? FontFace.name(face, id: 1)
        self.familyName = family ?? resources.freeTypeFamilyName ?? "(unnamed)"
        self.styleName = FontFace.name(face, id: 17) ?? FontFace.name(face, id: 2) ?? "Regular"
        let os2 = TableReader(face: face, tag: hbTag("OS/2"))
        self.weightClass = os2.uint16(at: 4).map(Int.init) ?? 400
        if let selection = os2.uint16(at: 62) {
            self.isItalic = selection & 1 != 0
        } else {
            self.isItalic = (TableReader(face: face, tag: hbTag("post")).int16(at: 4) ?? 0) != 0
        }
        let hasCBDT = hb_face_reference_table(face, hbTag("CBDT")).map { b in defer { hb_blob_destroy(b) }; return hb_blob_get_length(b) > 0 } ?? false
        let hasSbix = hb_face_reference_table(face, hbTag("sbix")).map { b in defer { hb_blob_destroy(b) }; return hb_blob_get_length(b) > 0 } ?? false
        self.hasColorGlyphs = hasCBDT || hasSbix || hb_ot_color_has_layers(face) != 0
        self.isBitmapOnly = !resources.isScalable
        self.trackingProfile = TrakTable.profile(of: face, familyName: familyName, unitsPerEm: unitsPerEm)
    }

    /// The variation axes of `face` (fvar).
    private static func axes(of face: OpaquePointer) -> [VariationAxis] {
        var axisCount: UInt32 = hb_ot_var_get_axis_count(face)
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(axisCount))
        _ = hb_ot_var_get_axis_infos(face, 0, &axisCount, &infos)
        return infos.prefix(Int(axisCount)).map {
            VariationAxis(tag: tagString($0.tag), minValue: Double($0.min_value), defaultValue: Double($0.default_value), maxValue: Double($0.max_value))
        }
    }

    deinit {
        // The instances and the FreeType face go first; `resources` then releases the HarfBuzz
        // face and the bytes.
        instances.withLock { $0.removeAll() }
        freeType.withLock { $0.handles = nil }
    }

    /// The number of faces in the file at `path` (1 for a plain .ttf/.otf).
    public static func faceCount(contentsOf path: String) throws(FontError) -> Int {
        try FontFace(contentsOf: path, faceIndex: 0).faceCount
    }

    /// Runs `body` with the FreeType face while holding this face's lock, opening it first if it
    /// is not open (it stays open while the face lives). When FreeType cannot open it again
    /// (the bytes opened when the face was made, so only for want of memory), `ifUnavailable`
    /// gets the FreeType function and its error name instead.
    package func withFreeTypeFace<R>(ifUnavailable: (_ function: String, _ reason: String) -> R,
                                     _ body: (FT_Face) throws -> R) rethrows -> R {
        try freeType.withLock { state in
            if state.handles == nil {
                switch FreeTypeHandles.open(memory, faceIndex: faceIndex) {
                case .success(let handles):
                    state.handles = handles
                    state.openings += 1
                case .failure(let failure):
                    return ifUnavailable(failure.function, failure.reason)
                }
            }
            return try body(state.handles!.face)
        }
    }

    /// Whether FreeType's face is open now (`withFreeTypeFace` opens it; measuring never does).
    package var isFreeTypeFaceOpen: Bool { freeType.withLock { $0.handles != nil } }

    /// How many times `withFreeTypeFace` opened FreeType's face (0 or 1: it stays open).
    package var freeTypeOpenings: Int { freeType.withLock { $0.openings } }

    /// The font file's bytes, which this face's FreeType and HarfBuzz faces read; valid as
    /// long as the face lives. For a renderer that opens its own FreeType face on the same data
    /// (cairo keeps and uses the `FT_Face` it is given at times of its own choosing, so it must
    /// not be given the one `withFreeTypeFace` guards).
    package var fileBytes: UnsafeRawBufferPointer { memory }

    /// The shared HarfBuzz font for a set of variation settings, created once per setting.
    package func instance(variations: [FontVariation]) -> FontInstance {
        instances.withLock { cache in
            let key = VariationsKey(variations: variations)
            if let existing = cache[key] { return existing }
            let created = FontInstance(face: self, variations: variations)
            cache[key] = created
            return created
        }
    }

    /// True when the face has a variable weight axis (`wght`).
    public var hasWeightAxis: Bool { axes.contains { $0.tag == "wght" } }

    public var description: String { "\(familyName) \(styleName) (\(path)#\(faceIndex))" }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    private static func name(_ face: OpaquePointer, id: UInt32) -> String? {
        var length: UInt32 = 0
        let needed = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), nil, &length, nil)
        guard needed > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        length = UInt32(buffer.count)
        _ = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), nil, &length, &buffer)
        let s = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return s.isEmpty ? nil : s
    }

    /// The largest font file or font data accepted: 1 GiB (2³⁰ bytes). The largest fonts in
    /// common use (pan-CJK collections) are a few tens of megabytes; HarfBuzz addresses a
    /// blob with 32-bit lengths, so anything from 4 GiB on could not be handed to it at all.
    /// Past the limit `FontFace` throws `FontError.fileTooLarge` before reading the file.
    public static let maximumFileSize = 1 << 30

    /// Maps a font file read-only (`RegularFile.map`, `MAP_PRIVATE`): regular files only, at
    /// most `limit` bytes (a device, FIFO, socket or directory is refused with its kind named,
    /// an oversized file before any byte is read; a file `stat` gives no size, as in /proc, is
    /// read instead). `limit` is a parameter so that tests can exercise the check with small
    /// files.
    ///
    /// The bytes are then checked as they were when read whole: FreeType must open the face,
    /// HarfBuzz sanitizes every table before it uses it, and a face needs glyphs. What a
    /// mapping cannot check is the file staying whole: truncated while the face lives, a touch
    /// of a page past the new end raises SIGBUS and ends the process. FreeType's own Unix
    /// stream (`FT_New_Face`) maps font files the same way and accepts the same; font files
    /// are installed, not rewritten in place, and a font that must survive its file changing
    /// can be opened with `init(data:)`, which keeps a copy.
    package static func mapFile(_ path: String, limit: Int = FontFace.maximumFileSize) throws(FontError) -> RegularFile.Mapped {
        do throws(RegularFile.Failure) {
            return try RegularFile.map(path, limit: limit, access: .random)
        } catch {
            switch error {
            case .notFound: throw .fileNotFound(path: path)
            case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
            case .notRegular(let kind): throw .unreadable(path: path, reason: "it is \(kind); fonts are read from regular files only")
            case .tooLarge(let size): throw .fileTooLarge(path: path, size: size, limit: limit)
            }
        }
    }

    /// A font file's bytes, copied out of `mapFile(_:limit:)` (the same checks and errors).
    package static func readFile(_ path: String, limit: Int = FontFace.maximumFileSize) throws(FontError) -> [UInt8] {
        let file = try mapFile(path, limit: limit)
        // The mapping must outlive the copy: `file` is unmapped when it is released.
        return withExtendedLifetime(file) { [UInt8](file.bytes) }
    }
}

/// The C objects behind one `FontFace`: the font's bytes, a FreeType library and face on them,
/// and a HarfBuzz face on them. It releases whichever of them exist when it goes, in reverse
/// order of creation, so `FontFace.init` needs no clean-up on any of its failure paths and
/// `FontFace` none in its `deinit`. Used only while a face is set up and by its `deinit`; the
/// face reaches the FreeType handles through its mutex only.
private final class FaceResources {
    /// The font's bytes, mapped from its file or copied from memory; released last.
    private let file: RegularFile.Mapped
    let memory: UnsafeRawBufferPointer
    private(set) var hbFace: OpaquePointer?
    /// The number of faces the file offers, and the face's glyph count (set by `open`).
    private(set) var faceCount = 0
    private(set) var glyphCount = 0
    /// What the face needs from FreeType's face, read by `open` before it closes it: the family
    /// name FreeType found, whether the face is scalable, and its bounding box's y extent.
    private(set) var freeTypeFamilyName: String?
    private(set) var isScalable = true
    private(set) var boundingBoxY: (top: Double, bottom: Double) = (0, 0)

    init(file: RegularFile.Mapped) {
        self.file = file
        memory = UnsafeRawBufferPointer(file.bytes)
    }

    deinit {
        // `file` goes after this body: the face is gone before its bytes are.
        if let hbFace { hb_face_destroy(hbFace) }
    }

    /// Opens face `faceIndex` of the bytes with FreeType and HarfBuzz; `name` is the path
    /// for messages. FreeType's face is closed again before it returns (see `FontFace`).
    func open(name: String, faceIndex: Int) throws(FontError) {
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw FontError.freeType(function: "FT_Init_FreeType", reason: freeTypeErrorName(error))
        }
        defer { FT_Done_FreeType(library) }  // closes the faces opened on it too
        let bytes = memory.baseAddress!.assumingMemoryBound(to: UInt8.self)
        // Probe the face count first, so that a bad index gets its own message.
        var probe: FT_Face?
        error = FT_New_Memory_Face(library, bytes, FT_Long(memory.count), -1, &probe)
        guard error == 0, let probe else { throw FontError.notAFont(path: name, reason: freeTypeErrorName(error)) }
        let count = Int(probe.pointee.num_faces)
        FT_Done_Face(probe)
        // FreeType reads bits 16–30 of a face index as a named-instance index, so only the
        // low 16 bits can select a face: a collection can never offer more than 65536.
        faceCount = min(count, 1 << 16)
        guard faceIndex >= 0 && faceIndex < faceCount else {
            throw FontError.faceIndexOutOfRange(path: name, index: faceIndex, faceCount: faceCount)
        }
        var opened: FT_Face?
        error = FT_New_Memory_Face(library, bytes, FT_Long(memory.count), FT_Long(faceIndex), &opened)
        guard error == 0, let ftFace = opened else { throw FontError.notAFont(path: name, reason: freeTypeErrorName(error)) }
        defer { FT_Done_Face(ftFace) }
        freeTypeFamilyName = ftFace.pointee.family_name.map { String(cString: $0) }
        isScalable = (ftFace.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE)) != 0
        boundingBoxY = (Double(ftFace.pointee.bbox.yMax), Double(ftFace.pointee.bbox.yMin))
        // HarfBuzz reads the same bytes; it sanitizes every table it uses.
        let blob = hb_blob_create(memory.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(memory.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let face = hb_face_create(blob, UInt32(faceIndex))!
        hbFace = face
        hb_blob_destroy(blob)
        hb_face_make_immutable(face)
        // maxp.numGlyphs, as both libraries read it; glyph ids from a cmap or GSUB at or past it
        // name no glyph and are treated as missing (see `Shaper` and `FontInstance.glyph(for:)`).
        glyphCount = min(Int(hb_face_get_glyph_count(face)), Int(ftFace.pointee.num_glyphs))
        guard glyphCount > 0 else {
            throw FontError.notAFont(path: name, reason: "the font has no glyphs (maxp.numGlyphs is 0, or the maxp table is damaged)")
        }
    }
}

extension FontFace.FreeTypeHandles {
    /// FreeType's library and face `faceIndex` on `memory`, opened again for `withFreeTypeFace`
    /// (`FaceResources.open` opened and closed them when the face was made); the failing
    /// function and FreeType's error name otherwise.
    static func open(_ memory: UnsafeRawBufferPointer, faceIndex: Int) -> Result<FontFace.FreeTypeHandles, FreeTypeOpenFailure> {
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            return .failure(FreeTypeOpenFailure(function: "FT_Init_FreeType", reason: freeTypeErrorName(error)))
        }
        var face: FT_Face?
        error = FT_New_Memory_Face(library, memory.baseAddress!.assumingMemoryBound(to: UInt8.self), FT_Long(memory.count),
                                   FT_Long(faceIndex), &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            return .failure(FreeTypeOpenFailure(function: "FT_New_Memory_Face", reason: freeTypeErrorName(error)))
        }
        return .success(FontFace.FreeTypeHandles(library: library, face: face))
    }
}

/// A FreeType call that failed when a face was opened again, and FreeType's error name.
struct FreeTypeOpenFailure: Error {
    let function: String
    let reason: String
}
