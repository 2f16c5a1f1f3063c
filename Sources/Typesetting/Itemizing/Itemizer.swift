/// Splits a paragraph into runs that each have one font, one bidi level, one script and one
/// attribute set: the input to shaping.
///
/// Font fallback is per grapheme cluster and never splits a cluster: the attribute's font
/// when its cmap has every (non-ignorable) scalar of the cluster, else the first face of the
/// fallback cascade for the cluster's script and the run's language that does
/// (`FallbackCascade`: emoji-presentation clusters try the emoji face first), else a system
/// face through fontconfig, else the attribute's font (its .notdef is counted).
struct Itemizer {
    struct Item {
        var range: Range<Int>
        var attributeIndex: Int
        var font: Font
        var level: UInt8
        var script: String
    }

    let collection: FontCollection?

    /// The collection's fallback files are opened only when a cluster needs them: text its
    /// own font covers opens no fallback file (start-up of a one-line measure) and touches no
    /// shared face (measuring on several threads), and text that needs one script's font
    /// opens that file only.
    init(collection: FontCollection?) {
        self.collection = collection
    }

    func itemize(
        utf16: [UInt16], graphemes: [Int], levels: [UInt8]?, scripts: [ScriptRun],
        attributeRuns: [(range: Range<Int>, attributes: TextAttributes)]
    ) -> [Item] {
        // One attribute run, one script, all left-to-right, every cluster one ASCII unit (which
        // the run's font renders, see `coveredByPrimary`): one item, as the scan below finds.
        if attributeRuns.count == 1, levels == nil, scripts.count <= 1, graphemes.count == utf16.count,
           utf16.allSatisfy({ $0 < 0x80 }) {
            return [Item(range: 0..<utf16.count, attributeIndex: 0, font: attributeRuns[0].attributes.font,
                         level: 0, script: scripts.first?.script ?? "Zyyy")]
        }
        return itemizeByCluster(utf16: utf16, graphemes: graphemes, levels: levels, scripts: scripts,
                                attributeRuns: attributeRuns)
    }

    /// `itemize` without the one-item shortcut: every grapheme cluster's font, level and
    /// script looked at.
    func itemizeByCluster(
        utf16: [UInt16], graphemes: [Int], levels: [UInt8]?, scripts: [ScriptRun],
        attributeRuns: [(range: Range<Int>, attributes: TextAttributes)]
    ) -> [Item] {
        // Fonts are tracked by index while scanning: -1 is the attribute run's own font,
        // k ≥ 0 is `fallback.fonts[k]`, a fallback at that run's size. Comparing integers per
        // cluster keeps the scan cheap.
        var fallback = FallbackFonts()
        struct Key: Equatable { var attribute: Int; var font: Int; var level: UInt8; var script: Int }
        var keys: [(range: Range<Int>, key: Key)] = []
        var scriptIndex = 0
        var attributeIndex = 0
        var primary = attributeRuns[0].attributes.font
        // The fallback cascade of the current attribute run's language, made at the first
        // cluster that needs it.
        var cascade: FallbackCascade? = nil
        var start = 0
        for end in graphemes {
            if attributeIndex + 1 < attributeRuns.count && attributeRuns[attributeIndex].range.upperBound <= start {
                while attributeIndex + 1 < attributeRuns.count && attributeRuns[attributeIndex].range.upperBound <= start {
                    attributeIndex += 1
                }
                primary = attributeRuns[attributeIndex].attributes.font
                if cascade?.language != attributeRuns[attributeIndex].attributes.language { cascade = nil }
            }
            while scriptIndex + 1 < scripts.count && scripts[scriptIndex].range.upperBound <= start {
                scriptIndex += 1
            }
            var fontIndex = -1
            if !coveredByPrimary(utf16, start, end, primary) {
                if cascade == nil {
                    cascade = FallbackCascade(collection: collection, language: attributeRuns[attributeIndex].attributes.language)
                }
                let runScript = scripts.isEmpty ? "Zyyy" : scripts[scriptIndex].script
                if let face = fallbackFace(utf16: utf16, range: start..<end, primary: primary, runScript: runScript,
                                           cascade: &cascade!) {
                    fontIndex = fallback.index(of: face, like: primary)
                }
            }
            let key = Key(attribute: attributeIndex, font: fontIndex, level: levels?[start] ?? 0, script: scriptIndex)
            if let last = keys.last, last.key.attribute == key.attribute, last.key.font == key.font,
               last.key.level == key.level,
               scripts.isEmpty || last.key.script == key.script || scripts[last.key.script].script == scripts[key.script].script {
                keys[keys.count - 1].range = last.range.lowerBound..<end
            } else {
                keys.append((start..<end, key))
            }
            start = end
        }
        return keys.map { entry in
            let k = entry.key
            return Item(range: entry.range, attributeIndex: k.attribute,
                        font: k.font < 0 ? attributeRuns[k.attribute].attributes.font : fallback.fonts[k.font],
                        level: k.level, script: scripts.isEmpty ? "Zyyy" : scripts[k.script].script)
        }
    }

    /// The fallback fonts `itemizeByCluster` has used, by index: each face's font at the
    /// attribute run's size, made once.
    private struct FallbackFonts {
        var fonts: [Font] = []
        var indexByFace: [ObjectIdentifier: Int] = [:]

        /// The index of `face`'s font at `primary`'s size and weight, made when there is none
        /// at that size yet; -1 when it cannot be made.
        mutating func index(of face: FontFace, like primary: Font) -> Int {
            let id = ObjectIdentifier(face)
            if let known = indexByFace[id], fonts[known].pointSize == primary.pointSize { return known }
            guard let font = try? Font(face: face, size: primary.pointSize, weight: primary.weight) else { return -1 }
            fonts.append(font)
            indexByFace[id] = fonts.count - 1
            return fonts.count - 1
        }
    }

    /// True when the run's own font renders the cluster: every non-ignorable scalar is in
    /// its cmap and the cluster does not ask for emoji presentation.
    @inline(__always)
    private func coveredByPrimary(_ utf16: [UInt16], _ start: Int, _ end: Int, _ primary: Font) -> Bool {
        // ASCII: every font we accept maps it, or .notdef is counted (decided inline: most clusters).
        if end - start == 1 && utf16[start] < 0x80 { return true }
        return coveredByPrimaryLookingUp(utf16, start, end, primary)
    }

    /// `coveredByPrimary` for clusters other than one ASCII unit: the font's cmap is asked.
    private func coveredByPrimaryLookingUp(_ utf16: [UInt16], _ start: Int, _ end: Int, _ primary: Font) -> Bool {
        if end - start == 1 {
            let unit = utf16[start]
            guard let scalar = Unicode.Scalar(unit) else { return false }
            if FontCoverage.mayPreferEmojiAlone(unit) && FontCoverage.prefersEmoji(CollectionOfOne(scalar)) { return false }
            return !FontCoverage.isRelevant(scalar) || primary.instance.glyph(for: scalar) != nil
        }
        let scalars = Self.scalars(utf16, start..<end)
        if FontCoverage.prefersEmoji(scalars) { return false }
        return FontCoverage.relevantScalars(scalars).allSatisfy { primary.instance.glyph(for: $0) != nil }
    }

    /// The scalars of `utf16[range]`, decoded as `String(decoding:as: UTF16.self)` decodes
    /// them (an unpaired surrogate becomes U+FFFD) but without making the string.
    static func scalars(_ utf16: [UInt16], _ range: Range<Int>) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(range.count)
        var units = utf16[range].makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&units) {
            case .scalarValue(let s): scalars.append(s)
            case .error: scalars.append("\u{FFFD}")
            case .emptyInput: return scalars
            }
        }
    }

    /// The fallback face for a cluster the run's font does not render, or nil to keep the
    /// run's font (it renders the cluster after all, or nothing does and its .notdef is
    /// counted as missing).
    private func fallbackFace(utf16: [UInt16], range: Range<Int>, primary: Font, runScript: String,
                              cascade: inout FallbackCascade) -> FontFace? {
        // One BMP scalar (most clusters of a script the run's font lacks): remembered per
        // (scalar, run script, language, run font), so repeated characters skip the cascade.
        if range.count == 1, let scalar = Unicode.Scalar(utf16[range.lowerBound]) {
            let face = cascade.face(forScalar: scalar, runScript: runScript, primary: primary.face,
                                    primaryInstance: primary.instance.id)
            return face === primary.face ? nil : face
        }
        let scalars = Self.scalars(utf16, range)
        guard let (face, _) = FontCoverage.face(for: scalars, runScript: runScript, primary: primary.face, cascade: &cascade),
              face !== primary.face else {
            return nil
        }
        return face
    }
}
