import Foundation
import Testing
@testable import Typesetting

/// Shared fixtures for the engine, metrics and font tests.
///
/// Every collection here is built with `usesSystemFonts: false`, so results depend only on
/// the bundled `Fonts/` directory, never on the machine's fontconfig set-up.
enum Fixture {
    /// The package's `Fonts/` directory, found as the engine finds it.
    static let fontsDirectory: String = (try? BundledFonts.directory()) ?? "Fonts"

    static func fontPath(_ file: String) -> String { fontsDirectory + "/" + file }

    /// The bundled fonts only.
    static let collection: FontCollection = {
        do { return try FontCollection(directory: fontsDirectory, usesSystemFonts: false) } catch {
            fatalError("bundled fonts missing at \(fontsDirectory): \(error)")
        }
    }()

    /// Inter named by family at `size` points, wght 400: the face as its file measures it.
    /// (The same face reached as the system font is measured as SF Pro: `systemFont(ofSize:)`.)
    static func inter(_ size: Double = 17, weight: Font.Weight = .regular) throws -> Font {
        try collection.font(family: "Inter", size: size, weight: weight)
    }

    /// Inter's units per em: fontTools head.unitsPerEm, Tests/Tools/font_metrics_reference.json.
    static let interUPEM = 2816.0

    /// `units` Inter design units in points at `size` (the hand computation's last step).
    static func interPoints(_ units: Int, size: Double = 17) -> Double {
        Double(units) * size / interUPEM
    }

    /// Inter 17 pt line height: (2728 − (−680) + 0) × 17/2816 = 3408 × 17/2816 = 20.5738636…
    /// (OS/2 sTypoAscender 2728, sTypoDescender −680, sTypoLineGap 0 from
    /// font_metrics_reference.json; Inter sets USE_TYPO_METRICS).
    static let interLineHeight17 = 3408.0 * 17 / 2816
    /// Inter 17 pt descent: 680 × 17/2816 = 4.10511…
    static let interDescent17 = 680.0 * 17 / 2816
    /// Inter 17 pt ascent: 2728 × 17/2816 = 16.46875.
    static let interAscent17 = 2728.0 * 17 / 2816

    static func prepare(_ text: String, font: Font? = nil, style: ParagraphStyle = ParagraphStyle()) throws -> PreparedText {
        try PreparedText(text, font: font ?? inter(), style: style, fontCollection: collection)
    }

    static func layout(_ text: String, width: Double?, numberOfLines: Int = 0, style: ParagraphStyle = ParagraphStyle(), font: Font? = nil) throws -> TextLayout {
        try prepare(text, font: font, style: style).layout(width: width, numberOfLines: numberOfLines)
    }

    /// Lines as (start, end) UTF-16 offsets of the whole string, hanging whitespace included.
    static func ranges(_ layout: TextLayout) -> [Range<Int>] { layout.lines.map(\.utf16Range) }

    /// The text of a line (its UTF-16 range of the whole string).
    static func text(_ layout: TextLayout, _ line: Int) -> String {
        let r = layout.lines[line].utf16Range
        let u = Array(layout.prepared.string.utf16)
        return String(decoding: u[r], as: UTF16.self)
    }
}

/// Floating-point comparison with an absolute tolerance (default 1e-6 pt: the hand
/// computations are exact sums of integer design units scaled in Double).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

