internal import CHyphen
import Foundation
import Synchronization

/// Hyphenation patterns for one language: a libhyphen dictionary (`hyph_*.dic`, TeX's
/// patterns as converted for LibreOffice), read from Debian's `hyphen-*` packages.
///
/// `PreparedText` hyphenates with these when a paragraph style asks for it
/// (`ParagraphStyle.hyphenationFactor`, `usesDefaultHyphenation`), choosing the patterns by
/// each run's `TextAttributes.language`. A language without a pattern file hyphenates
/// nothing: that is not an error.
///
/// Dictionaries are loaded once per file and kept for the life of the process. Each is
/// read-only once loaded; calls into libhyphen for one dictionary are serialized by a lock.
public final class HyphenationPatterns: Sendable {
    /// The language tag the patterns were asked for, as given.
    public let language: String
    /// The pattern file, with symbolic links resolved.
    public let path: String
    /// The fewest letters a word keeps before its first hyphen (LEFTHYPHENMIN; 2 when the
    /// file does not say).
    public let leftMinimum: Int
    /// The fewest letters a word keeps after its last hyphen (RIGHTHYPHENMIN; 2 when the
    /// file does not say).
    public let rightMinimum: Int
    private let dictionary: Dictionary
    /// The file's character set: nil for UTF-8, else the byte of each scalar it can encode
    /// (an 8-bit set such as ISO8859-1 or KOI8-R).
    private let singleByte: [UInt32: UInt8]?

    /// Words longer than this (in scalars) are not hyphenated (libhyphen's buffers are
    /// sized for words, not for arbitrary runs of letters).
    public static let maximumWordLength = 64

    /// The directories searched for `hyph_<language>[_<REGION>].dic`, in order: the
    /// colon-separated `TEXTMETRICS_HYPHENATION_DIRS` when set, then `/usr/share/hyphen`
    /// (Debian's hyphen-* packages) and `/usr/local/share/hyphen`.
    public static var searchDirectories: [String] {
        var directories: [String] = []
        if let extra = ProcessInfo.processInfo.environment["TEXTMETRICS_HYPHENATION_DIRS"] {
            directories += extra.split(separator: ":").map(String.init)
        }
        return directories + ["/usr/share/hyphen", "/usr/local/share/hyphen"]
    }

    /// The patterns for a BCP 47 language tag ("en-US", "de", "pt-BR", "ru"), or nil when no
    /// pattern file for the language is installed, the tag is not a language tag, or the
    /// file cannot be read as patterns. The region is matched first ("de-CH" takes
    /// `hyph_de_CH.dic`), then the bare language (`hyph_de.dic`), then any region of it.
    public static func forLanguage(_ language: String) -> HyphenationPatterns? {
        if let known = cache.withLock({ $0.byLanguage[language] }) { return known }
        let found = locate(language).flatMap { load(path: $0, language: language) }
        cache.withLock { $0.byLanguage[language] = .some(found) }
        return found
    }

    /// The scalar offsets in `word` after which it may be hyphenated (1 ..< count), as the
    /// patterns give them with this file's minimums. The word is lowercased scalar by scalar
    /// first (patterns are lowercase); a word the file's character set cannot encode, or
    /// longer than `maximumWordLength`, gives none.
    public func hyphenationPoints(in word: String) -> [Int] {
        hyphenationPoints(scalars: Array(word.unicodeScalars))
    }

    func hyphenationPoints(scalars: [Unicode.Scalar]) -> [Int] {
        let count = scalars.count
        guard count >= leftMinimum + rightMinimum, count <= Self.maximumWordLength,
              var bytes = encode(scalars) else { return [] }
        bytes.append(0)
        // libhyphen fills count + 5 bytes; for UTF-8 files it renumbers them per character.
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        let status: Int32 = dictionary.withLock { dict in
            bytes.withUnsafeBufferPointer { word in
                word.withMemoryRebound(to: CChar.self) { chars in
                    var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
                    var pos: UnsafeMutablePointer<Int32>? = nil
                    var cut: UnsafeMutablePointer<Int32>? = nil
                    let result = hnj_hyphen_hyphenate2(dict, chars.baseAddress, Int32(bytes.count - 1), &hyphens,
                                                        nil, &rep, &pos, &cut)
                    // Non-standard points (Schiffahrt → Schiff-fahrt) change the letters; they
                    // are not used, only freed.
                    if let rep {
                        for k in 0..<(bytes.count - 1) { free(rep[k]) }
                        free(rep)
                    }
                    free(pos)
                    free(cut)
                    return result
                }
            }
        }
        guard status == 0 else { return [] }
        var points: [Int] = []
        for k in 0..<(count - 1) where hyphens[k] & 1 == 1 {
            let after = k + 1
            if after >= leftMinimum && count - after >= rightMinimum { points.append(after) }
        }
        return points
    }

    private init(language: String, path: String, dictionary: Dictionary, leftMinimum: Int, rightMinimum: Int,
                 singleByte: [UInt32: UInt8]?) {
        self.language = language
        self.path = path
        self.dictionary = dictionary
        self.leftMinimum = leftMinimum
        self.rightMinimum = rightMinimum
        self.singleByte = singleByte
    }

    /// The word's scalars lowercased and encoded in the file's character set.
    private func encode(_ scalars: [Unicode.Scalar]) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 2)
        for scalar in scalars {
            if scalar.value < 0x80 {
                // ASCII: lowercase by arithmetic, the same byte in UTF-8 and every 8-bit set
                // libhyphen's files use (ISO 8859-x, KOI8-R keep ASCII as is).
                let v = UInt8(scalar.value)
                bytes.append(v >= 0x41 && v <= 0x5A ? v + 0x20 : v)
                continue
            }
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            // One scalar each, so that positions in the word are positions in the text.
            let s = lower.count == 1 ? lower.first! : scalar
            if let singleByte {
                guard let byte = singleByte[s.value] else { return nil }
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: Array(String(s).utf8))
            }
        }
        return bytes
    }

    // MARK: Loading

    /// One loaded libhyphen dictionary, freed with the object (never, in practice: the
    /// cache keeps it).
    private final class Dictionary: @unchecked Sendable {
        private let lock = Mutex(())
        private let dict: UnsafeMutablePointer<HyphenDict>
        init(_ dict: UnsafeMutablePointer<HyphenDict>) { self.dict = dict }
        deinit { hnj_hyphen_free(dict) }
        func withLock<R>(_ body: (UnsafeMutablePointer<HyphenDict>) -> R) -> R {
            lock.withLock { _ in body(dict) }
        }
        var leftMinimum: Int { Int(dict.pointee.lhmin) }
        var rightMinimum: Int { Int(dict.pointee.rhmin) }
        var isUTF8: Bool { dict.pointee.utf8 != 0 }
        var charset: String {
            withUnsafeBytes(of: dict.pointee.cset) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
        }
    }

    private struct Cache {
        var byLanguage: [String: HyphenationPatterns?] = [:]
        var byPath: [String: HyphenationPatterns] = [:]
    }
    private static let cache = Mutex(Cache())

    /// The pattern file for a tag: `hyph_ll_RR.dic`, `hyph_ll.dic`, then the first
    /// `hyph_ll_*.dic` in name order, in each search directory.
    static func locate(_ language: String) -> String? {
        let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        let lang = first.lowercased()
        // The region: two letters or three digits, after an optional four-letter script.
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }?.uppercased()
        let manager = FileManager.default
        for directory in searchDirectories {
            var candidates: [String] = []
            if let region { candidates.append("hyph_\(lang)_\(region).dic") }
            candidates.append("hyph_\(lang).dic")
            for name in candidates where isRegularFile("\(directory)/\(name)") { return "\(directory)/\(name)" }
            let others = ((try? manager.contentsOfDirectory(atPath: directory)) ?? [])
                .filter { $0.hasPrefix("hyph_\(lang)_") && $0.hasSuffix(".dic") }.sorted()
            if let name = others.first(where: { isRegularFile("\(directory)/\($0)") }) { return "\(directory)/\(name)" }
        }
        return nil
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Loads (or finds already loaded) the dictionary at `path`.
    private static func load(path: String, language: String) -> HyphenationPatterns? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if let loaded = cache.withLock({ $0.byPath[resolved] }) {
            return HyphenationPatterns(language: language, path: resolved, dictionary: loaded.dictionary,
                                       leftMinimum: loaded.leftMinimum, rightMinimum: loaded.rightMinimum,
                                       singleByte: loaded.singleByte)
        }
        guard let raw = hnj_hyphen_load(resolved) else { return nil }
        let dictionary = Dictionary(raw)
        var singleByte: [UInt32: UInt8]? = nil
        if !dictionary.isUTF8 {
            guard let table = singleByteTable(charset: dictionary.charset) else { return nil }
            singleByte = table
        }
        let patterns = HyphenationPatterns(
            language: language, path: resolved, dictionary: dictionary,
            leftMinimum: max(1, dictionary.leftMinimum > 0 ? dictionary.leftMinimum : 2),
            rightMinimum: max(1, dictionary.rightMinimum > 0 ? dictionary.rightMinimum : 2),
            singleByte: singleByte)
        cache.withLock { $0.byPath[resolved] = patterns }
        return patterns
    }

    /// Scalar → byte for an 8-bit character set named as iconv names it (ISO8859-1, KOI8-R,
    /// microsoft-cp1251…): every byte from 0x01 to 0xFF decoded once. nil when iconv does
    /// not know the set, it is not 8-bit, or it does not keep ASCII.
    static func singleByteTable(charset: String) -> [UInt32: UInt8]? {
        let converter = iconv_open("UTF-32LE", charset)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var table: [UInt32: UInt8] = [:]
        for byte in UInt8(1)...UInt8(255) {
            var input: [CChar] = [CChar(bitPattern: byte)]
            var output = [UInt8](repeating: 0, count: 16)
            var inLeft = 1, outLeft = output.count
            let converted = input.withUnsafeMutableBufferPointer { inBuffer in
                output.withUnsafeMutableBufferPointer { outBuffer in
                    var inPointer: UnsafeMutablePointer<CChar>? = inBuffer.baseAddress
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress!)
                        .assumingMemoryBound(to: CChar.self)
                    return iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                }
            }
            // Reset the converter's state after an invalid byte.
            if converted == -1 { iconv(converter, nil, nil, nil, nil); continue }
            guard output.count - outLeft == 4 else { continue }
            let scalar = UInt32(output[0]) | UInt32(output[1]) << 8 | UInt32(output[2]) << 16 | UInt32(output[3]) << 24
            if table[scalar] == nil { table[scalar] = byte }
        }
        // `encode` writes ASCII as is: a set must keep it (every set libhyphen's files use does).
        guard (UInt32(0x20)..<0x7F).allSatisfy({ table[$0] == UInt8($0) }) else { return nil }
        return table
    }
}
