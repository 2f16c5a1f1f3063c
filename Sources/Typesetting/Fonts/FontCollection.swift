import Foundation
import Synchronization

/// A set of fonts to draw from: the bundled `Fonts/` directory, the system's fonts through
/// fontconfig, and a fallback cascade by script and language for characters the primary
/// font lacks (see `FallbackCascade`). Given a folder of Apple's fonts (`AppleFonts`), the
/// system font, the text styles and the designs resolve to those files, and iOS's cascade
/// fonts found there come first in fallback for their scripts.
///
/// Faces are opened on first use and then shared; the collection is safe to use from any
/// thread.
public final class FontCollection: Sendable {
    /// The directory holding the bundled font files.
    public let directory: String
    /// Whether families not in the bundle, and characters no bundled font covers, may be
    /// looked up among the system's fonts through fontconfig.
    public let usesSystemFonts: Bool
    /// Faces tried right after a run's own font, before the bundled chain.
    public let extraFallbacks: [FontFace]
    /// The folder of Apple's fonts in use, if one was given.
    public let appleFonts: AppleFonts?
    private let opened = Mutex<[String: FontFace]>([:])
    private let systemCache = Mutex<[String: FontFace?]>([:])
    private let chain = Mutex<[FontFace]?>(nil)
    /// The fallback face of single-scalar clusters already looked up (see `FallbackCascade`).
    let scalarFallbacks = Mutex(ScalarFallbackMemo())
    /// The cmap summaries of bundled files not opened because they lacked a cluster's
    /// characters (`bundledFileMayCover`).
    private let cmapSummaries = Mutex<[String: CmapCoverage]>([:])

    /// A collection over the bundled fonts in `directory`, with Apple's fonts from
    /// `appleFonts` when given (see `AppleFonts`).
    public init(directory: String, usesSystemFonts: Bool = true, fallbackFaces: [FontFace] = [],
                appleFonts: AppleFonts? = nil) throws(FontError) {
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw FontError.bundledFontsNotFound(searched: [directory])
        }
        self.directory = directory
        self.usesSystemFonts = usesSystemFonts
        self.extraFallbacks = fallbackFaces
        self.appleFonts = appleFonts
    }

    private static let shared = Mutex<FontCollection?>(nil)

    /// The bundled fonts, found in this order: `$TEXTMETRICS_FONTS` (a directory without the
    /// fonts is a `FontError.invalidFontsDirectory`, never a silent fallback), the SwiftPM
    /// resource bundle beside the executable, then the install prefix
    /// (`../share/textmetrics/fonts` from the executable, `/usr/local/share/textmetrics/fonts`,
    /// `/usr/share/textmetrics/fonts`). To choose the directory yourself, use
    /// `init(directory:usesSystemFonts:fallbackFaces:appleFonts:)`.
    ///
    /// When `$TEXTMETRICS_APPLE_FONTS` is set and not empty, the collection uses the Apple
    /// fonts in that folder (`AppleFonts`); a folder that is missing or holds none of them is
    /// an error, never a silent fallback to the stand-ins.
    public static func bundled() throws(FontError) -> FontCollection {
        if let existing = shared.withLock({ $0 }) { return existing }
        let apple = try AppleFonts.fromEnvironment()
        let collection = try FontCollection(directory: try BundledFonts.directory(), appleFonts: apple)
        return shared.withLock { stored in
            if let stored { return stored }
            stored = collection
            return collection
        }
    }

    /// Makes `bundled()` return a collection with the Apple fonts in `appleFontsDirectory`
    /// (the CLI's `--apple-fonts`, which beats `$TEXTMETRICS_APPLE_FONTS`).
    package static func installBundled(appleFontsDirectory: String) throws(FontError) {
        let apple = try AppleFonts(directory: appleFontsDirectory)
        let collection = try FontCollection(directory: try BundledFonts.directory(), appleFonts: apple)
        shared.withLock { $0 = collection }
    }

    /// Opens (once) a bundled file by name.
    func bundledFace(_ file: String) throws(FontError) -> FontFace {
        if let face = opened.withLock({ $0[file] }) { return face }
        let face = try FontFace(contentsOf: directory + "/" + file)
        return opened.withLock { cache in
            if let existing = cache[file] { return existing }
            cache[file] = face
            return face
        }
    }

    /// False when the bundled `file` surely maps not all of `scalars`, decided from its cmap
    /// (`CmapCoverage`, read from the file once) without opening it; true when it may, or when
    /// it is open already (then its face answers). The cascade opens a file only when this is
    /// true, so the fallback files tried for characters that none of them has (ideographs
    /// missing from the CJK subset try the general fallbacks) are never opened or paged in.
    /// A summary is kept only for a file that it spared opening (a few ranges each).
    func bundledFileMayCover(_ file: String, _ scalars: [Unicode.Scalar]) -> Bool {
        if opened.withLock({ $0[file] != nil }) { return true }
        if let known = cmapSummaries.withLock({ $0[file] }) { return known.mayCover(all: scalars) }
        let summary = CmapCoverage.ofFile(directory + "/" + file)
        guard summary.mayCover(all: scalars) else {
            cmapSummaries.withLock { $0[file] = summary }
            return false
        }
        return true
    }

    /// The bundled files whose cmap summary this collection read and kept (files it did not
    /// open for a cluster they lack).
    package var summarizedFiles: Set<String> { cmapSummaries.withLock { Set($0.keys) } }

    /// The bundled files this collection has opened so far (each is opened on first use: a
    /// family asked for, or a fallback a cluster needed).
    package var openedFiles: Set<String> { opened.withLock { Set($0.keys) } }

    /// The names of the bundled families.
    public var bundledFamilies: [String] {
        var seen: [String] = []
        for f in BundledFonts.files where !seen.contains(f.family) { seen.append(f.family) }
        return seen
    }

    /// The face of `family` closest to `weight` and `italic`: a bundled family first
    /// (CSS font-matching: italic first, then the nearest weight), then a system family
    /// through fontconfig. With an Apple fonts folder, its families come first.
    public func face(family: String, weight: Font.Weight = .regular, italic: Bool = false) throws(FontError) -> FontFace {
        if let apple = appleFonts?.face(family: family, weight: weight, italic: italic) { return apple }
        let members = BundledFonts.files.filter { Self.sameFamily($0.family, family) }
        if !members.isEmpty {
            let styled = members.filter { $0.italic == italic }
            let pool = styled.isEmpty ? members : styled
            let best = pool.min { a, b in
                let da = abs(a.weight - weight.value), db = abs(b.weight - weight.value)
                return da != db ? da < db : a.weight > b.weight
            }!
            return try bundledFace(best.file)
        }
        if usesSystemFonts, let face = try systemFace(family: family, weight: weight, italic: italic) {
            return face
        }
        throw FontError.unknownFamily(family)
    }

    /// Family names compared ignoring case. ASCII names (every bundled one) are compared
    /// byte by byte, which is what Foundation's case-insensitive comparison gives for them
    /// at a fraction of its cost (`fit` looks a family up for every string it measures);
    /// other names go through that comparison.
    static func sameFamily(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        let ascii: Bool? = a.withUTF8 { x in
            b.withUTF8 { y in
                guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard x.count == y.count else { return false }
                for k in 0..<x.count where x[k] != y[k] {
                    let lower = x[k] | 0x20
                    guard lower == y[k] | 0x20, lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { return false }
                }
                return true
            }
        }
        return ascii ?? (a.caseInsensitiveCompare(b) == .orderedSame)
    }

    /// A font of `family` at `size`.
    public func font(family: String, size: Double, weight: Font.Weight = .regular, italic: Bool = false) throws(FontError) -> Font {
        let face = try face(family: family, weight: weight, italic: italic)
        return try Font(face: face, size: size, weight: weight)
    }

    /// UIFont.systemFont(ofSize:weight:) with a system design: with an Apple fonts folder, the
    /// face `AppleFonts.systemFontChoice(ofSize:weight:design:italic:)` gives, measured as its
    /// file says (its own `trak` tracking, its opsz set from the size). Otherwise (or when the
    /// folder has nothing for the design) the bundled stand-ins: default is Inter (standing in
    /// for SF Pro), rounded Quicksand, serif Noto Serif, monospaced JetBrains Mono. A stand-in
    /// carries the design's system-font profile (`SystemFontProfiles`): SF Pro's vertical
    /// metrics, tracking and glyph scale for the default design, so that it measures as SF
    /// Pro does. The same face named by family (`font(family:size:)`) has no profile.
    public func systemFont(ofSize size: Double, weight: Font.Weight = .regular, design: Font.Design = .default, italic: Bool = false) throws(FontError) -> Font {
        if let choice = appleFonts?.systemFontChoice(ofSize: size, weight: weight, design: design, italic: italic) {
            return try Font(face: choice.face, size: size, weight: weight, design: design)
        }
        let face = try face(family: BundledFonts.family(for: design), weight: weight, italic: italic)
        return try Font(face: face, size: size, weight: weight, design: design, profile: SystemFontProfiles.profile(for: design))
    }

    /// UIFont.preferredFont(forTextStyle:compatibleWith:): the system font at the style's size
    /// and weight (`weight` overrides the style's, as SwiftUI's `Font.body.weight(_:)`), which
    /// remembers its style and category (`Font.textStyle`).
    public func preferredFont(forTextStyle style: Font.TextStyle, category: Font.ContentSizeCategory = .large, design: Font.Design = .default,
                              weight: Font.Weight? = nil) throws(FontError) -> Font {
        try systemFont(ofSize: style.pointSize(for: category), weight: weight ?? style.weight, design: design)
            .withTextStyle(Font.DynamicTypeStyle(style, category: category))
    }

    /// Every face of the fallback chain, opening every file: the extra faces given at `init`,
    /// Inter, then the bundled fallback files in `BundledFonts.files` order. Layout and
    /// coverage do not use this list; they try the files by the cluster's script and the run's
    /// language, opening each only when a cluster needs it (see `FallbackCascade`).
    public func fallbackFaces() throws(FontError) -> [FontFace] {
        if let cached = chain.withLock({ $0 }) { return cached }
        var faces = extraFallbacks
        faces.append(try bundledFace(BundledFonts.markerFile))
        for file in BundledFonts.files {
            if case .fallback = file.role { faces.append(try bundledFace(file.file)) }
        }
        chain.withLock { $0 = faces }
        return faces
    }

    private func systemFace(family: String, weight: Font.Weight, italic: Bool) throws(FontError) -> FontFace? {
        let key = "family:\(family.lowercased()):\(weight.value):\(italic)"
        if let cached = systemCache.withLock({ $0[key] }) { return cached }
        var face: FontFace?
        if let match = SystemFonts.find(family: family, weight: weight.value, italic: italic) {
            face = try FontFace(contentsOf: match.path, faceIndex: match.index)
        }
        systemCache.withLock { $0[key] = face }
        return face
    }

    /// A system font covering all of `scalars`, through fontconfig (cached per cluster text).
    func systemFace(covering scalars: [Unicode.Scalar]) -> FontFace? {
        guard usesSystemFonts else { return nil }
        let key = "cover:" + String(String.UnicodeScalarView(scalars))
        if let cached = systemCache.withLock({ $0[key] }) { return cached }
        var face: FontFace?
        if let match = SystemFonts.find(covering: scalars) {
            face = try? FontFace(contentsOf: match.path, faceIndex: match.index)
            if let f = face, !FontCoverage.covers(f.instance(variations: []), scalars: scalars) { face = nil }
        }
        systemCache.withLock { $0[key] = face }
        return face
    }
}

extension FontCollection {
    /// `paths` with each font file kept once, at its first mention: two paths are the same
    /// file when they lead to the same device and inode (stat(2) follows symbolic links, so
    /// `a.ttf`, `./a.ttf`, a link to it and a hard link are one file). A path that cannot be
    /// stat'ed is kept, so that opening it reports why. Fallback faces given N times are then
    /// opened once, not N times.
    package static func distinctFontFiles(_ paths: [String]) -> [String] {
        var seen = Set<[UInt64]>()
        var unreadable = Set<String>()
        var kept: [String] = []
        for path in paths {
            var info = stat()
            if stat(path, &info) == 0 {
                guard seen.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { continue }
            } else if !unreadable.insert(path).inserted {
                continue
            }
            kept.append(path)
        }
        return kept
    }
}
