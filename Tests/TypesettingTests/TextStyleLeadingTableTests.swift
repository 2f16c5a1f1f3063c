import Foundation
import Testing
@testable import Typesetting

/// `Font.TextStyle.leading(for:)` and `pointSize(for:)` against a separately typed copy of the
/// HIG's Dynamic Type tables (Tests/Fixtures/Typography/hig-dynamic-type-sizes.tsv, one row per
/// cell, with its source in its header).
@Suite("Fonts: the HIG's Dynamic Type table")
struct TextStyleLeadingTableTests {
    struct Cell: Sendable {
        var category: Font.ContentSizeCategory
        var style: Font.TextStyle
        var size: Double
        var leading: Double
    }

    /// The HIG's style names, as its tables spell them.
    static let styleNames: [String: Font.TextStyle] = [
        "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3,
        "Headline": .headline, "Body": .body, "Callout": .callout, "Subhead": .subheadline,
        "Footnote": .footnote, "Caption 1": .caption1, "Caption 2": .caption2,
    ]

    static func cells() throws -> [Cell] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let file = root.appendingPathComponent("Fixtures/Typography/hig-dynamic-type-sizes.tsv")
        let text = try String(contentsOf: file, encoding: .utf8)
        var cells: [Cell] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            let category = try #require(Font.ContentSizeCategory(parsing: fields[0]), "category \(fields[0])")
            let style = try #require(styleNames[fields[1]], "style \(fields[1])")
            let size = try #require(Double(fields[3])), leading = try #require(Double(fields[4]))
            cells.append(Cell(category: category, style: style, size: size, leading: leading))
        }
        return cells
    }

    @Test("every cell of the table: 11 styles × 12 categories, each leading as the HIG gives it")
    func everyLeading() throws {
        let cells = try Self.cells()
        // The fixture covers the table once: 132 distinct (style, category) pairs.
        #expect(cells.count == 132)
        #expect(Set(cells.map { "\($0.style)/\($0.category)" }).count == 132)
        for cell in cells {
            #expect(cell.style.leading(for: cell.category) == cell.leading, "\(cell.style) at \(cell.category)")
        }
    }

    @Test("every size beside the leadings is the HIG's, caption2 at AX5 (40) included")
    func sizesAgree() throws {
        let cells = try Self.cells()
        #expect(cells.count == 132)
        for cell in cells {
            #expect(cell.style.pointSize(for: cell.category) == cell.size, "\(cell.style) at \(cell.category)")
        }
        // The one cell an earlier table had wrong (41): the HIG's AX5 row, Caption 2, 40 pt.
        #expect(Font.TextStyle.caption2.pointSize(for: .accessibilityExtraExtraExtraLarge) == 40)
    }

    @Test("the default category is Large: body 22, largeTitle 41, caption2 13 (HIG, Large (Default))")
    func defaultCategory() {
        #expect(Font.TextStyle.body.leading() == 22)
        #expect(Font.TextStyle.largeTitle.leading() == 41)
        #expect(Font.TextStyle.caption2.leading() == 13)
    }
}
