/// Hyphens at line ends: soft hyphens (U+00AD) and the hyphenation points of a paragraph
/// styled to hyphenate, found once when the paragraph is prepared.
///
/// A soft hyphen is invisible and zero-width (HarfBuzz shapes it as a default-ignorable);
/// when a line breaks after one, a hyphen is drawn at the line's end and counts in its width.
/// Hyphenation points are offsets inside words where libhyphen's patterns allow a break;
/// wrapping takes one only by UIKit's hyphenationFactor rule (`hyphenationEnd`), and then
/// draws a hyphen the same way.
///
/// Held by reference, so that a paragraph holds 8 bytes for it; every paragraph without hyphen
/// data (most) shares `ParagraphHyphens.none`.
final class ParagraphHyphens: Sendable {
    /// UTF-16 offsets inside words where patterns allow a hyphenated break, ascending.
    let points: [Int32]
    /// Per shaped run, the width of the hyphen drawn after its text (empty when the
    /// paragraph can have no hyphenated line).
    let runHyphenWidths: [Double]
    /// True when the paragraph has a soft hyphen (U+00AD).
    let hasSoftHyphens: Bool
    /// The hyphenation factor the paragraph wraps with (0: patterns off).
    let factor: Double
    /// The languages hyphenation was asked for and whether patterns were found for each.
    let languages: [HyphenationLanguage]

    init(points: [Int32] = [], runHyphenWidths: [Double] = [], hasSoftHyphens: Bool = false, factor: Double = 0,
         languages: [HyphenationLanguage] = []) {
        self.points = points
        self.runHyphenWidths = runHyphenWidths
        self.hasSoftHyphens = hasSoftHyphens
        self.factor = factor
        self.languages = languages
    }

    /// No hyphen data.
    static let none = ParagraphHyphens()
}

/// A language a paragraph was hyphenated in, and what the hyphenation patterns for it were.
public struct HyphenationLanguage: Sendable, Hashable {
    /// The BCP 47 tag (the run's `TextAttributes.language`, or "en-US" for runs without one).
    public var language: String
    /// The pattern file used; nil when none is installed for the language (nothing in it is
    /// hyphenated).
    public var patternFile: String?
}

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

    /// The width of the hyphen a line that ends at `end` (its text ending at `trimmedEnd`)
    /// draws because it breaks right after a soft hyphen; nil for every other line end, the
    /// paragraph's end included (no line breaks there). The one rule every measurement of a
    /// line end uses.
    @inline(__always)
    func softHyphenWidth(trimmedEnd: Int, end: Int) -> Double? {
        guard hyphens.hasSoftHyphens, trimmedEnd == end, end > 0, end < utf16.count, utf16[end - 1] == 0xAD else { return nil }
        return hyphenWidth(at: end)
    }

    /// The width of the hyphen drawn at a hyphenated line's end `end` (in the font of the
    /// text before it).
    func hyphenWidth(at end: Int) -> Double {
        guard !hyphens.runHyphenWidths.isEmpty, end > 0 else { return 0 }
        return hyphens.runHyphenWidths[firstRun(containing: end - 1)]
    }

    /// The width of a line [start, trimmedEnd) that ends at break offset `end`, with the
    /// hyphen drawn after a soft hyphen there: what both greedy loops measure.
    @inline(__always)
    func lineWidth(_ start: Int, trimmedEnd: Int, end: Int, indent: Double) -> (width: Double, hyphenated: Bool) {
        let w = width(start, trimmedEnd, indent: indent)
        guard let hyphen = softHyphenWidth(trimmedEnd: trimmedEnd, end: end) else { return (w, false) }
        return (w + hyphen, true)
    }

    /// UIKit's hyphenation rule for a line from `start` in `box` that cannot take the next
    /// piece [pieceStart, pieceEnd) whole: when the line without it fills less than the
    /// hyphenation factor of its box (`fillWidth / available < factor`), it ends instead at
    /// the last hyphenation point of the piece whose text plus a hyphen fits. nil when the
    /// rule does not apply or no point fits.
    func hyphenationEnd(from start: Int, pieceStart: Int, pieceEnd: Int, fillWidth: Double,
                        box: (indent: Double, available: Double)) -> Int? {
        guard !hyphens.points.isEmpty, box.available > 0, fillWidth / box.available < hyphens.factor else { return nil }
        var k = upperBoundIndex(hyphens.points, pieceEnd - 1) { Int($0) } - 1
        while k >= 0, Int(hyphens.points[k]) > pieceStart {
            let point = Int(hyphens.points[k])
            if fits(width(start, point, indent: box.indent) + hyphenWidth(at: point), in: box.available) { return point }
            k -= 1
        }
        return nil
    }
}
