internal import CICUShims
import Synchronization

/// The faces tried, in order, for a grapheme cluster its run's font does not render: the
/// bundled fallback files chosen by the cluster's script and the run's language, the way
/// iOS's default cascade list puts the script's font first and picks PingFang SC/TC/HK,
/// Hiragino or Apple SD Gothic Neo for Han by language (Core Text's
/// `CTFontCopyDefaultCascadeListForLanguages`). In order:
///
/// 1. For a cluster that asks for emoji presentation (VS16, a keycap, or an
///    Emoji_Presentation scalar without VS15, see `FontCoverage.prefersEmoji`): the emoji
///    font, then the run's own font.
/// 2. The faces the caller gave (`FontCollection.extraFallbacks`, the CLI's `--fallback`),
///    then, with an Apple fonts folder, iOS's cascade fonts found there for the cluster's
///    scripts and the run's language (`AppleFonts.cascadeFaces`); Apple Color Emoji comes
///    before the bundled emoji font in step 1.
/// 3. Inter, first for Latin, Greek, Cyrillic and shared (Common, Inherited) clusters.
/// 4. The files whose `scripts` include the cluster's script (its own script, or for a
///    cluster of shared characters the run's script and then the Script_Extensions of its
///    characters, e.g. U+0964 DEVANAGARI DANDA is drawn by the Bengali font in Bengali text);
///    among them, those whose `languages` match the run's BCP 47 language first.
/// 5. Inter, and the general fallbacks (files with no `scripts`), in `BundledFonts.files` order.
/// 6. For a cluster of shared characters only: every other fallback file.
/// 7. The system's fonts through fontconfig, when the collection allows them.
///
/// Files are opened on first use (`FontCollection.bundledFace`), so text that never needs a
/// script's font never reads its file, and a file whose cmap lacks the cluster's characters
/// is passed over without being opened (`FontCollection.bundledFileMayCover`). The order of the files is computed once per process
/// for each (scripts, language, emoji, shared), and the face of a one-scalar cluster once
/// per collection for each (scalar, run script, language, run font): see `face(forScalar:…)`.
/// A cascade serves one itemization or coverage run, in one language.
struct FallbackCascade {
    let collection: FontCollection?
    /// The run's language (TextAttributes.language).
    let language: String?
    /// Faces tried after the emoji font and before the bundled files: the collection's
    /// extra fallbacks, or the list a coverage caller gave.
    let extra: [FontFace]
    /// False when `extra` replaces the bundled files (coverage with explicit fallbacks).
    let usesBundledFiles: Bool

    private struct Key: Hashable {
        var scripts: [String]
        var emoji: Bool
        var shared: Bool
    }
    private var orders: [Key: [String]] = [:]
    private var faces: [String: FontFace?] = [:]
    private var appleOrders: [Key: [FontFace]] = [:]

    /// The Apple fonts folder's cascade faces for `key` (`AppleFonts.cascadeFaces`), looked
    /// up once per cascade; empty without a folder.
    private mutating func appleFaces(key: Key) -> [FontFace] {
        guard usesBundledFiles, let apple = collection?.appleFonts else { return [] }
        if let known = appleOrders[key] { return known }
        let faces = apple.cascadeFaces(scripts: key.scripts, language: language, emoji: key.emoji)
        appleOrders[key] = faces
        return faces
    }

    init(collection: FontCollection?, language: String?, extra: [FontFace]? = nil) {
        self.collection = collection
        self.language = language
        self.extra = extra ?? collection?.extraFallbacks ?? []
        self.usesBundledFiles = extra == nil
    }

    /// The face for a cluster the run's font (`primary`) does not render, and whether it is a
    /// system font; nil when nothing covers the cluster. `needed` is the cluster's scalars
    /// that must be in a cmap (`FontCoverage.relevantScalars`), never empty.
    mutating func face(for cluster: [Unicode.Scalar], needed: [Unicode.Scalar], runScript: String,
                       primary: FontFace?) -> (face: FontFace, isSystem: Bool)? {
        let emoji = FontCoverage.prefersEmoji(cluster)
        var key = Key(scripts: [], emoji: emoji, shared: true)
        for scalar in needed {
            let script = ScriptAnalysis.script(of: scalar)
            if ScriptAnalysis.isReal(script) {
                key.shared = false
                if !key.scripts.contains(script) { key.scripts.append(script) }
            }
        }
        if key.shared {
            if ScriptAnalysis.isReal(runScript) { key.scripts.append(runScript) }
            for script in BundledFonts.fallbackScripts where !key.scripts.contains(script) {
                if needed.contains(where: { tm_icu_has_script($0.value, script) != 0 }) { key.scripts.append(script) }
            }
        }
        let files: [String]
        if let known = orders[key] {
            files = known
        } else {
            files = usesBundledFiles ? Self.cachedOrder(scripts: key.scripts, language: language, emoji: emoji, shared: key.shared) : []
            orders[key] = files
        }
        var first = files.startIndex
        let apple = appleFaces(key: key)
        if emoji, let face = apple.first, FontCollection.sameFamily(face.familyName, AppleFonts.emojiFamily),
           face !== primary, FontCoverage.covers(face, scalars: needed) {
            return (face, false)
        }
        if emoji, let emojiFile = BundledFonts.emojiFile {
            if usesBundledFiles { first += 1 }  // the order starts with the emoji file
            if let face = bundledFace(emojiFile), face !== primary, FontCoverage.covers(face, scalars: needed) {
                return (face, false)
            }
            // Then the run's own font, before any other (it was only skipped for the emoji font).
            if let primary, FontCoverage.covers(primary, scalars: needed) { return (primary, false) }
        }
        for face in extra where face !== primary && FontCoverage.covers(face, scalars: needed) {
            return (face, false)
        }
        for face in apple where face !== primary && FontCoverage.covers(face, scalars: needed) {
            return (face, false)
        }
        for file in files[first...] {
            // A file whose cmap lacks one of the scalars is passed over unopened.
            if let collection, !collection.bundledFileMayCover(file, needed) { continue }
            guard let face = bundledFace(file), face !== primary else { continue }
            if FontCoverage.covers(face, scalars: needed) { return (face, false) }
        }
        if let system = collection?.systemFace(covering: needed) { return (system, true) }
        return nil
    }

    /// `FontCoverage.face(for: [scalar], …)`'s face (nil: none) for a run font
    /// (`primaryInstance`, a process-unique `FontInstance.id`), remembered by the collection
    /// (`FontCollection.scalarFallbacks`): a script's text repeats its characters, and each
    /// goes through the cascade once per run font, script and language, not once a cluster.
    mutating func face(forScalar scalar: Unicode.Scalar, runScript: String, primary: FontFace, primaryInstance: UInt64) -> FontFace? {
        guard let collection, usesBundledFiles else {
            return FontCoverage.face(for: [scalar], runScript: runScript, primary: primary, cascade: &self)?.0
        }
        let context = ScalarFallbackMemo.Context(runScript: runScript, language: language, primary: primaryInstance)
        if let known = collection.scalarFallbacks.withLock({ $0.face(for: scalar.value, in: context) }) { return known }
        let face = FontCoverage.face(for: [scalar], runScript: runScript, primary: primary, cascade: &self)?.0
        collection.scalarFallbacks.withLock { $0.remember(face, for: scalar.value, in: context) }
        return face
    }

    /// At most this many entries in the per-process cache of cascade orders (then it is
    /// forgotten at once).
    static let orderCacheLimit = 1 << 16

    private struct OrderKey: Hashable {
        var scripts: [String]
        var language: String?
        var emoji: Bool
        var shared: Bool
    }
    private static let orderCache = Mutex<[OrderKey: [String]]>([:])

    /// `order`, computed once per process for each key (it depends on `BundledFonts.files` only).
    static func cachedOrder(scripts: [String], language: String?, emoji: Bool, shared: Bool) -> [String] {
        let key = OrderKey(scripts: scripts, language: language, emoji: emoji, shared: shared)
        if let known = orderCache.withLock({ $0[key] }) { return known }
        let files = order(scripts: scripts, language: language, emoji: emoji, shared: shared)
        orderCache.withLock { cache in
            if cache.count >= orderCacheLimit { cache.removeAll() }
            cache[key] = files
        }
        return files
    }

    private mutating func bundledFace(_ file: String) -> FontFace? {
        if let known = faces[file] { return known }
        let face = try? collection?.bundledFace(file)
        faces[file] = .some(face)
        return face
    }

    /// The bundled files in cascade order (steps 1 and 3–6 of the type's description).
    static func order(scripts: [String], language: String?, emoji: Bool, shared: Bool) -> [String] {
        var files: [String] = []
        func add(_ file: String) { if !files.contains(file) { files.append(file) } }
        let fallbacks = BundledFonts.files.filter { if case .fallback = $0.role { return true } else { return false } }
        if emoji, let emojiFile = BundledFonts.emojiFile { add(emojiFile) }
        if shared || scripts.contains(where: interScripts.contains) { add(BundledFonts.markerFile) }
        for script in scripts {
            let serving = fallbacks.filter { $0.scripts.contains(script) }
            for file in serving.filter({ matches($0.languages, language) }) { add(file.file) }
            for file in serving.filter(\.languages.isEmpty) { add(file.file) }
            for file in serving { add(file.file) }
        }
        add(BundledFonts.markerFile)
        for file in fallbacks where file.scripts.isEmpty { add(file.file) }
        if shared {
            for file in fallbacks { add(file.file) }
        }
        return files
    }

    /// The scripts Inter (standing in for SF Pro) draws, tried before the script fonts.
    static let interScripts: Set<String> = ["Latn", "Grek", "Cyrl"]


    /// True when one of `languages` (BCP 47 prefixes such as "zh-Hant", "ja") matches
    /// `language`; Chinese regions are read as their script first (zh-TW, zh-HK, zh-MO:
    /// zh-Hant; zh-CN, zh-SG: zh-Hans), as CLDR's likely subtags give.
    static func matches(_ languages: [String], _ language: String?) -> Bool {
        guard let language, !languages.isEmpty else { return false }
        let tag = LanguagePrefix.expand(language)
        return languages.contains { LanguagePrefix.has(tag, prefix: LanguagePrefix.expand($0)) }
    }
}

/// BCP 47 prefix matching (RFC 4647 basic filtering) with Chinese regions given their script.
enum LanguagePrefix {
    /// `tag` lower-cased with "_" read as "-", and zh with a region but no script given the
    /// region's script (CLDR likely subtags): zh-TW → zh-hant-tw, zh-CN → zh-hans-cn.
    static func expand(_ tag: String) -> [Substring] {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard parts.first == "zh", parts.count >= 2, parts[1].count != 4 else { return parts }
        let script: Substring = ["tw", "hk", "mo"].contains(parts[1]) ? "hant" : "hans"
        return [parts[0], script] + parts[1...]
    }

    static func has(_ tag: [Substring], prefix: [Substring]) -> Bool {
        prefix.count <= tag.count && zip(prefix, tag).allSatisfy { $0 == $1 }
    }
}

/// The fallback face of each single-scalar cluster already looked up
/// (`FallbackCascade.face(forScalar:…)`), per context (run script, language, run font).
///
/// Stored by pages of 256 consecutive code points: a page is an array of 256 two-byte
/// slots (0: not looked up yet; n: the n-th face of `faces`, which may be "none"), so a
/// script's characters, which sit together in a few blocks, cost 2 bytes each plus one
/// dictionary entry per page, not a dictionary entry each (the 20,902 ideographs of
/// U+4E00…U+9FA5 take 82 pages, 42 KB, where a dictionary of scalars took 1.8 MB).
struct ScalarFallbackMemo: Sendable {
    /// What a remembered face depends on besides the scalar.
    struct Context: Hashable, Sendable {
        var runScript: String
        var language: String?
        var primary: UInt64
    }
    private struct PageKey: Hashable {
        var context: Context
        var page: UInt32
    }

    /// Code points per page.
    static let pageSize = 256
    /// At most this many pages (512 KB of slots); one more and everything is forgotten at
    /// once, as are the faces once 65,535 distinct results are held.
    static let pageLimit = 1024

    private var pages: [PageKey: Int] = [:]
    /// `pageSize` slots per page, the page's first at the index `pages` gives.
    private var slots: [UInt16] = []
    /// The distinct results (by identity), "none" included, in the order first met.
    private var faces: [FontFace?] = []

    /// The face remembered for `scalar` in `context`: nil when it was not looked up,
    /// `.some(nil)` when nothing covers it.
    func face(for scalar: UInt32, in context: Context) -> FontFace?? {
        guard let start = pages[PageKey(context: context, page: scalar / UInt32(Self.pageSize))] else { return nil }
        let slot = slots[start + Int(scalar % UInt32(Self.pageSize))]
        return slot == 0 ? nil : .some(faces[Int(slot) - 1])
    }

    /// Remembers `face` (nil: none) for `scalar` in `context`.
    mutating func remember(_ face: FontFace?, for scalar: UInt32, in context: Context) {
        var number = faces.firstIndex { $0 === face }
        if number == nil {
            if faces.count >= Int(UInt16.max) { removeAll() }
            faces.append(face)
            number = faces.count - 1
        }
        let key = PageKey(context: context, page: scalar / UInt32(Self.pageSize))
        let start: Int
        if let known = pages[key] {
            start = known
        } else {
            if pages.count >= Self.pageLimit {
                // Forget the pages, keep the faces (their numbers stay valid).
                pages.removeAll(keepingCapacity: true)
                slots.removeAll(keepingCapacity: true)
            }
            start = slots.count
            slots.append(contentsOf: repeatElement(0, count: Self.pageSize))
            pages[key] = start
        }
        slots[start + Int(scalar % UInt32(Self.pageSize))] = UInt16(number! + 1)
    }

    private mutating func removeAll() {
        pages.removeAll()
        slots.removeAll()
        faces.removeAll()
    }

    /// Scalars remembered.
    var count: Int { slots.reduce(0) { $0 + ($1 == 0 ? 0 : 1) } }
    /// Pages held.
    var pageCount: Int { pages.count }
    /// The slots' storage, in bytes (the capacity, not only what is used).
    var slotBytes: Int { slots.capacity * MemoryLayout<UInt16>.stride }
}
