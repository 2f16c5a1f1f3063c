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
    }

    static func relevantScalars(_ scalars: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
        scalars.filter { s in
            let p = s.properties
            if p.isDefaultIgnorableCodePoint { return false }
            switch p.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return false
            default: return true
            }
        }
    }

    static func covers(_ instance: FontInstance, scalars: [Unicode.Scalar]) -> Bool {
        scalars.allSatisfy { instance.glyph(for: $0) != nil }
    }

    static func prefersEmoji(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return scalars.contains { $0.properties.isEmojiPresentation }
    }

    /// The face for one cluster: `chain` in order (emoji first for emoji-presentation
    /// clusters), then the system's fonts. Nil when nothing covers it.
    static func face(for cluster: some Collection<Unicode.Scalar>, chain: [FontFace], emoji: FontFace?, collection: FontCollection?) -> (FontFace, Bool)? {
        let needed = relevantScalars(cluster)
        if needed.isEmpty { return chain.first.map { ($0, false) } }
        var order = chain
        if let emoji, prefersEmoji(cluster) {
            order.removeAll { $0 === emoji }
            order.insert(emoji, at: 0)
        }
        for face in order where covers(face.instance(variations: []), scalars: needed) {
            return (face, false)
        }
        if let system = collection?.systemFace(covering: needed) { return (system, true) }
        return nil
    }

    /// Coverage of `text`, one entry per grapheme cluster, trying `primary` first, then
    /// `fallbacks` (default: the collection's bundled chain), then system fonts.
    public static func coverage(of text: String, primary: FontFace?, fallbacks: [FontFace]? = nil, collection: FontCollection?) throws(FontError) -> [Entry] {
        var chain: [FontFace] = []
        if let primary { chain.append(primary) }
        if let fallbacks {
            chain.append(contentsOf: fallbacks)
        } else if let collection {
            chain.append(contentsOf: try collection.fallbackFaces())
        }
        let emoji = try collection?.emojiFace()
        var entries: [Entry] = []
        var offset = 0
        for character in text {
            let scalars = Array(character.unicodeScalars)
            let chosen = face(for: scalars, chain: chain, emoji: emoji, collection: collection)
            entries.append(Entry(scalarRange: offset..<(offset + scalars.count), text: String(character),
                                 face: chosen?.0, isSystemFont: chosen?.1 ?? false))
            offset += scalars.count
        }
        return entries
    }
}
