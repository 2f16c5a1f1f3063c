/// Which font renders each grapheme cluster.
///
/// A cluster is never split across fonts: the first font in the chain whose cmap has every
/// scalar of the cluster (ignoring default-ignorable code points such as ZWJ and variation
/// selectors, and controls) takes the whole cluster. A cluster with emoji presentation
/// (VS16, or a scalar whose Emoji_Presentation property is set) tries the emoji font first.
public enum FontCoverage {
    /// One grapheme cluster and the font that renders it.
    public struct Entry: Sendable, Hashable {
        /// The cluster's range in Unicode-scalar offsets.
        public var scalarRange: Range<Int>
        /// The cluster's text.
        public var text: String
        /// The face chosen, or nil when no font covers the cluster.
        public var face: FontFace?
        /// True when the face came from the system (fontconfig), not the bundle or the caller.
        public var isSystemFont: Bool
        /// The cluster's script (ISO 15924, UAX #24): the first of its characters' scripts
        /// that is not Common, Inherited or Unknown, else its first character's: "Zyyy"
        /// (Common: digits, punctuation, emoji), "Zinh" or "Zzzz" (unassigned and private-use
        /// code points). (Fallback picks a font for a Common cluster by its run's script.)
        public var script: String
    }

    static func relevantScalars(_ scalars: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
        scalars.filter(isRelevant)
    }

    /// True when a font must map `s` to render it: not default-ignorable, not a control,
    /// format character or line/paragraph separator. Decided by `irrelevantRanges` without a
    /// property lookup (every cluster of a script its run's font lacks asks this).
    @inline(__always)
    static func isRelevant(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        // Below U+034F only the C0 and C1 controls, DEL and the soft hyphen are irrelevant.
        if v < 0x034F { return v >= 0x20 && !(0x7F...0x9F).contains(v) && v != 0xAD }
        return !isInIrrelevantRange(v)
    }

    /// `isRelevant` from the scalar's properties, as `irrelevantRanges` was derived: the
    /// standard library's Default_Ignorable_Code_Point and General_Category.
    static func isRelevantByProperties(_ s: Unicode.Scalar) -> Bool {
        let p = s.properties
        if p.isDefaultIgnorableCodePoint { return false }
        switch p.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    /// The scalars `isRelevantByProperties` rejects, as closed ranges in ascending order:
    /// Default_Ignorable_Code_Point (DerivedCoreProperties.txt) and the general categories
    /// Cc, Cf, Zl and Zp (UnicodeData.txt), as the standard library of Swift 6.3 (Unicode 16)
    /// gives them. A test compares `isRelevant` with the properties for every scalar, so a
    /// Unicode update that moves them fails it.
    static let irrelevantRanges: [ClosedRange<UInt32>] = [
        0x0000...0x001F, 0x007F...0x009F, 0x00AD...0x00AD, 0x034F...0x034F, 0x0600...0x0605,
        0x061C...0x061C, 0x06DD...0x06DD, 0x070F...0x070F, 0x0890...0x0891, 0x08E2...0x08E2,
        0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x2028...0x202E,
        0x2060...0x206F, 0x3164...0x3164, 0xFE00...0xFE0F, 0xFEFF...0xFEFF, 0xFFA0...0xFFA0,
        0xFFF0...0xFFFB, 0x110BD...0x110BD, 0x110CD...0x110CD, 0x13430...0x1343F,
        0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF,
    ]

    /// Whether `v` lies in one of `irrelevantRanges` (binary search).
    private static func isInIrrelevantRange(_ v: UInt32) -> Bool {
        irrelevantRanges.withUnsafeBufferPointer { ranges in
            var low = 0, high = ranges.count
            while low < high {
                let mid = (low + high) / 2
                if ranges[mid].upperBound < v { low = mid + 1 } else { high = mid }
            }
            return low < ranges.count && ranges[low].lowerBound <= v
        }
    }

    static func covers(_ instance: FontInstance, scalars: [Unicode.Scalar]) -> Bool {
        scalars.allSatisfy { instance.glyph(for: $0) != nil }
    }

    static func covers(_ face: FontFace, scalars: [Unicode.Scalar]) -> Bool {
        covers(face.instance(variations: []), scalars: scalars)
    }

    /// False for a BMP unit that, as a cluster by itself, cannot ask for the emoji font
    /// (`prefersEmoji`): the keycap U+20E3 and VS16 U+FE0F do, and every BMP scalar with the
    /// Emoji_Presentation property lies in U+231A…U+2B55 (Unicode's emoji-data.txt; later
    /// emoji are all outside the BMP), so a unit outside U+20E3…U+2B55 and not U+FE0F never
    /// does, and its property lookup can be skipped.
    static func mayPreferEmojiAlone(_ unit: UInt16) -> Bool {
        (0x20E3...0x2B55).contains(unit) || unit == 0xFE0F
    }

    /// True when the cluster asks for the emoji font: it has VS16 (U+FE0F) or the keycap
    /// U+20E3 (UTS #51: emoji presentation sequences and keycaps), or, without VS15
    /// (U+FE0E, text presentation), a scalar whose Emoji_Presentation property is set.
    static func prefersEmoji(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return scalars.contains { $0.properties.isEmojiPresentation }
    }

    /// The face for one cluster: `primary` when it renders the cluster (and the cluster does
    /// not ask for emoji presentation), else `cascade`'s. Nil when nothing covers it.
    static func face(for cluster: [Unicode.Scalar], runScript: String, primary: FontFace?,
                     cascade: inout FallbackCascade) -> (FontFace, Bool)? {
        let needed = relevantScalars(cluster)
        if needed.isEmpty { return primary.map { ($0, false) } }
        if let primary, !prefersEmoji(cluster), covers(primary, scalars: needed) { return (primary, false) }
        if let found = cascade.face(for: cluster, needed: needed, runScript: runScript, primary: primary) { return found }
        if let primary, covers(primary, scalars: needed) { return (primary, false) }
        return nil
    }

    static func ownScript(_ cluster: [Unicode.Scalar]) -> String {
        var fallback = "Zyyy"
        for (k, scalar) in cluster.enumerated() {
            let script = ScriptAnalysis.script(of: scalar)
            if ScriptAnalysis.isReal(script) { return script }
            if k == 0 { fallback = script }
        }
        return fallback
    }

    /// Coverage of `text`, one entry per grapheme cluster: `primary` first, then the
    /// collection's fallback cascade for the cluster's script and `language` (see
    /// `FallbackCascade`), then system fonts. With `fallbacks`, those faces replace the
    /// bundled files (the emoji font and system fonts still come from `collection`).
    public static func coverage(of text: String, primary: FontFace?, fallbacks: [FontFace]? = nil,
                                language: String? = nil, collection: FontCollection?) throws(FontError) -> [Entry] {
        var entries: [Entry] = []
        try coverage(of: text, primary: primary, fallbacks: fallbacks, language: language, collection: collection) { entries.append($0) }
        return entries
    }

    /// `coverage(of:primary:fallbacks:language:collection:)` handed to `each` a cluster at a
    /// time, in order, so a caller that writes them out holds none: what is kept is the text's
    /// scalars (4 bytes each) and its script runs.
    public static func coverage(of text: String, primary: FontFace?, fallbacks: [FontFace]? = nil, language: String? = nil,
                                collection: FontCollection?, each: (Entry) -> Void) throws(FontError) {
        var cascade = FallbackCascade(collection: collection, language: language, extra: fallbacks)
        let scripts = ScriptAnalysis.itemize(Array(text.unicodeScalars))
        var offset = 0
        var run = 0
        var scalars: [Unicode.Scalar] = []
        for character in text {
            scalars.removeAll(keepingCapacity: true)
            scalars.append(contentsOf: character.unicodeScalars)
            while run + 1 < scripts.count && scripts[run].range.upperBound <= offset { run += 1 }
            let runScript = scripts.isEmpty ? "Zyyy" : scripts[run].script
            let chosen = face(for: scalars, runScript: runScript, primary: primary, cascade: &cascade)
            each(Entry(scalarRange: offset..<(offset + scalars.count), text: String(character),
                       face: chosen?.0, isSystemFont: chosen?.1 ?? false, script: ownScript(scalars)))
            offset += scalars.count
        }
    }
}
