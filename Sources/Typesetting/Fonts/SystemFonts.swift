internal import CFontconfig
import Synchronization

/// System font lookup through fontconfig. fontconfig's configuration is loaded once and
/// every call is serialized through one lock (lookups are rare: once per family or per
/// uncovered character, and the results are cached by `FontCollection`).
enum SystemFonts {
    struct Match: Sendable, Hashable {
        let path: String
        let index: Int
        let family: String
    }

    /// fontconfig's configuration; only used while `config`'s lock is held.
    private struct Config: @unchecked Sendable { let pointer: OpaquePointer? }
    private static let config = Mutex<Config?>(nil)

    private static func withConfig<R>(_ body: (OpaquePointer) -> R?) -> R? {
        config.withLock { cached -> R? in
            if cached == nil { cached = Config(pointer: FcInitLoadConfigAndFonts()) }
            guard let cfg = cached?.pointer else { return nil }
            return body(cfg)
        }
    }

    /// The system font file for `family`, only when fontconfig's best match really has that
    /// family name (fontconfig always returns some font).
    static func find(family: String, weight: Double, italic: Bool) -> Match? {
        withConfig { cfg in
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            _ = FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FcWeightFromOpenTypeDouble(weight)))
            _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            return match(cfg, pattern) { $0.family.lowercased() == family.lowercased() }
        }
    }

    /// A system font that has every scalar in `scalars`.
    static func find(covering scalars: [Unicode.Scalar]) -> Match? {
        guard !scalars.isEmpty else { return nil }
        return withConfig { cfg in
            guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
            defer { FcPatternDestroy(pattern); FcCharSetDestroy(charset) }
            for s in scalars { _ = FcCharSetAddChar(charset, s.value) }
            _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            return match(cfg, pattern) { _ in true }
        }
    }

    private static func match(_ cfg: OpaquePointer, _ pattern: OpaquePointer, accept: (Match) -> Bool) -> Match? {
        _ = FcConfigSubstitute(cfg, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(cfg, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        var file: UnsafeMutablePointer<FcChar8>?
        var familyName: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        _ = FcPatternGetString(found, FC_FAMILY, 0, &familyName)
        _ = FcPatternGetInteger(found, FC_INDEX, 0, &index)
        let candidate = Match(
            path: String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)),
            index: Int(index),
            family: familyName.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? "")
        return accept(candidate) ? candidate : nil
    }
}
