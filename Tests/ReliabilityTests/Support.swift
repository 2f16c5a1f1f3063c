import Foundation
import Testing
import Typesetting

/// Shared fixtures: the bundled fonts without system fonts, so results do not depend on
/// the machine's fontconfig set-up.
enum Fixtures {
    /// The package's `Fonts/` directory, found as the engine finds it.
    static let fontsDirectory: String = (try? BundledFonts.directory()) ?? "Fonts"

    static let collection: FontCollection = {
        do { return try FontCollection(directory: fontsDirectory, usesSystemFonts: false) } catch {
            fatalError("bundled fonts not found in \(fontsDirectory): \(error)")
        }
    }()

    /// Inter at 17 pt, the engine's stand-in for the system font.
    static let font: Font = {
        do { return try collection.systemFont(ofSize: 17) } catch { fatalError("\(error)") }
    }()

    static func prepare(_ text: String, mode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural) throws -> PreparedText {
        var style = ParagraphStyle()
        style.lineBreakMode = mode
        style.alignment = alignment
        return try PreparedText(text, font: font, style: style, fontCollection: collection)
    }
}

/// Everything a layout says, as an Equatable value (TextLayout itself holds its
/// PreparedText, a class, and is not Equatable).
struct LayoutDigest: Equatable, Sendable {
    var size: Size
    var lines: [TextLine]
    var isTruncated: Bool
    var glyphs: [[UInt32]]
    var positions: [[Point]]
    var advances: [[Double]]
    var clusters: [[Int]]

    init(_ layout: TextLayout) {
        size = layout.size
        lines = Array(layout.lines)
        isTruncated = layout.isTruncated
        let runs = layout.glyphRuns
        glyphs = runs.map(\.glyphs)
        positions = runs.map(\.positions)
        advances = runs.map(\.advances)
        clusters = runs.map(\.clusters)
    }
}
