/// Preparing a paragraph's hyphen data (`ParagraphHyphens`): its soft hyphens, its
/// hyphenation points and the width of the hyphen each run draws.
extension PreparedParagraph {
    /// The language hyphenation uses for a run without `TextAttributes.language`.
    static let defaultHyphenationLanguage = "en-US"

    /// Finds the paragraph's hyphen data after shaping: soft hyphens, and when `style` asks
    /// for hyphenation, the pattern points of every word of letters (and combining marks).
    /// A word that holds a soft hyphen keeps its explicit hyphens only, and points fall on
    /// grapheme boundaries only.
    static func hyphens(utf16: [UInt16], scalars: [Unicode.Scalar], attributeRuns: AttributeRuns,
                        graphemes: BoundarySet, runs: [ShapedRun], style: ParagraphStyle) -> ParagraphHyphens {
        let hasSoftHyphens = utf16.contains(0xAD)
        let factor = style.effectiveHyphenationFactor
        var points: [Int32] = []
        var languages: [HyphenationLanguage] = []
        if factor > 0 {
            var found: [String: HyphenationPatterns?] = [:]
            var order: [String] = []
            func patterns(at offset: Int) -> HyphenationPatterns? {
                let run = attributeRuns.first { $0.range.contains(offset) } ?? attributeRuns.first
                let language = run?.attributes.language ?? defaultHyphenationLanguage
                if let known = found[language] { return known }
                let loaded = HyphenationPatterns.forLanguage(language)
                found[language] = .some(loaded)
                order.append(language)
                return loaded
            }
            var word: [Unicode.Scalar] = []
            var wordOffsets: [Int] = []  // UTF-16 offset of each scalar of the word
            var hasSoftHyphen = false
            func finishWord() {
                defer { word.removeAll(keepingCapacity: true); wordOffsets.removeAll(keepingCapacity: true); hasSoftHyphen = false }
                guard !hasSoftHyphen, word.count >= 2, let first = wordOffsets.first, let p = patterns(at: first) else { return }
                for k in p.hyphenationPoints(scalars: word) {
                    let offset = wordOffsets[k]
                    if graphemes.contains(offset) { points.append(Int32(offset)) }
                }
            }
            var offset = 0
            for scalar in scalars {
                if scalar.value == 0xAD {
                    hasSoftHyphen = true
                } else if isWordScalar(scalar) {
                    word.append(scalar)
                    wordOffsets.append(offset)
                } else {
                    finishWord()
                }
                offset += scalar.utf16.count
            }
            finishWord()
            languages = order.map { HyphenationLanguage(language: $0, patternFile: found[$0]??.path) }
        }
        // The factor is read only with points.
        guard hasSoftHyphens || !points.isEmpty || !languages.isEmpty else { return .none }
        let widths = hasSoftHyphens || !points.isEmpty ? runs.map { hyphenGlyph(for: $0).map { $0.width } ?? 0 } : []
        return ParagraphHyphens(points: points, runHyphenWidths: widths,
                                hasSoftHyphens: hasSoftHyphens, factor: factor, languages: languages)
    }

    /// Letters and combining marks: what a hyphenation pattern sees as a word.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// The hyphen drawn after the text of `run`: U+2010 HYPHEN in the run's font, else
    /// U+002D; failing both, the same in the run's attribute font (a fallback font may have
    /// neither). nil when no font has one. Its width carries the font's tracking (one
    /// grapheme cluster).
    static func hyphenGlyph(for run: ShapedRun) -> (font: Font, glyph: UInt32, width: Double)? {
        for font in [run.font, run.attributes.font] {
            for scalar: Unicode.Scalar in ["\u{2010}", "-"] {
                if let glyph = font.instance.glyph(for: scalar) {
                    return (font, glyph, font.trackedAdvance(of: glyph))
                }
            }
        }
        return nil
    }
}
