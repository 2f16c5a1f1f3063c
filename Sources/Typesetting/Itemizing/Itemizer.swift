/// Splits a paragraph into runs that each have one font, one bidi level, one script and one
/// attribute set: the input to shaping.
///
/// Font fallback is per grapheme cluster and never splits a cluster: the attribute's font
/// when its cmap has every (non-ignorable) scalar of the cluster, else the first face of the
/// fallback chain that does (emoji-presentation clusters try the emoji face first), else a
/// system face through fontconfig, else the attribute's font (its .notdef is counted).
struct Itemizer {
    struct Item {
        var range: Range<Int>
        var attributeIndex: Int
        var font: Font
        var level: UInt8
        var script: String
    }

    let collection: FontCollection?
    let fallbacks: [FontFace]
    let emoji: FontFace?

    init(collection: FontCollection?) {
        self.collection = collection
        self.fallbacks = (try? collection?.fallbackFaces()) ?? []
        self.emoji = try? collection?.emojiFace()
    }

    func itemize(
        utf16: [UInt16], graphemes: [Int], levels: [UInt8]?, scripts: [ScriptRun],
        attributeRuns: [(range: Range<Int>, attributes: TextAttributes)]
    ) -> [Item] {
        var items: [Item] = []
        var scriptIndex = 0
        var attributeIndex = 0
        var start = 0
        var fallbackFonts: [ObjectIdentifier: Font] = [:]
        for end in graphemes {
            while attributeIndex + 1 < attributeRuns.count && attributeRuns[attributeIndex].range.upperBound <= start {
                attributeIndex += 1
            }
            while scriptIndex + 1 < scripts.count && scripts[scriptIndex].range.upperBound <= start {
                scriptIndex += 1
            }
            let primary = attributeRuns[attributeIndex].attributes.font
            let font = chooseFont(utf16: utf16, range: start..<end, primary: primary, cache: &fallbackFonts)
            let level = levels?[start] ?? 0
            let script = scripts.isEmpty ? "Zyyy" : scripts[scriptIndex].script
            if var last = items.last, last.attributeIndex == attributeIndex, last.level == level,
               last.script == script, last.font == font {
                last.range = last.range.lowerBound..<end
                items[items.count - 1] = last
            } else {
                items.append(Item(range: start..<end, attributeIndex: attributeIndex, font: font, level: level, script: script))
            }
            start = end
        }
        return items
    }

    private func chooseFont(utf16: [UInt16], range: Range<Int>, primary: Font, cache: inout [ObjectIdentifier: Font]) -> Font {
        // Fast path: one BMP scalar the primary font maps, without emoji presentation.
        if range.count == 1, let scalar = Unicode.Scalar(utf16[range.lowerBound]) {
            if scalar.value < 0x80 { return primary }
            if !FontCoverage.prefersEmoji(CollectionOfOne(scalar)),
               FontCoverage.relevantScalars(CollectionOfOne(scalar)).allSatisfy({ primary.instance.glyph(for: $0) != nil }) {
                return primary
            }
        }
        let scalars = Array(String(decoding: utf16[range], as: UTF16.self).unicodeScalars)
        let needed = FontCoverage.relevantScalars(scalars)
        if !FontCoverage.prefersEmoji(scalars) && needed.allSatisfy({ primary.instance.glyph(for: $0) != nil }) {
            return primary
        }
        guard let (face, _) = FontCoverage.face(for: scalars, chain: [primary.face] + fallbacks, emoji: emoji, collection: collection),
              face !== primary.face else {
            return primary
        }
        let key = ObjectIdentifier(face)
        if let cached = cache[key] { return cached }
        let font = (try? Font(face: face, size: primary.pointSize, weight: primary.weight)) ?? primary
        cache[key] = font
        return font
    }
}
