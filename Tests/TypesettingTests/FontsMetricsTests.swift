import Foundation
import Testing
@testable import Typesetting

/// Font metrics against the values fontTools read from the font files
/// (Tests/Tools/font_metrics_reference.json, made by Tests/Tools/font_metrics.py).
@Suite("Fonts: metrics")
struct FontsMetricsTests {
    /// One font's entry of font_metrics_reference.json.
    struct Reference: Decodable, Sendable {
        struct HHEA: Decodable, Sendable { var ascender: Int; var descender: Int; var lineGap: Int }
        struct OS2: Decodable, Sendable {
            var sTypoAscender: Int, sTypoDescender: Int, sTypoLineGap: Int
            var usWinAscent: Int, usWinDescent: Int
            var fsSelection: Int, useTypoMetrics: Bool
            var sCapHeight: Int?, sxHeight: Int?
        }
        struct Post: Decodable, Sendable { var underlinePosition: Int; var underlineThickness: Int; var italicAngle: Double }
        var file: String
        var unitsPerEm: Int
        var hhea: HHEA
        var os2: OS2
        var post: Post
        var numGlyphs: Int
        var familyName: String
        enum CodingKeys: String, CodingKey {
            case file, unitsPerEm, hhea, os2 = "OS/2", post, numGlyphs, familyName
        }
    }

    static let references: [Reference] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tools/font_metrics_reference.json")
        guard let data = try? Data(contentsOf: url),
              let table = try? JSONDecoder().decode([String: Reference].self, from: data) else { return [] }
        return table.values.sorted { $0.file < $1.file }
    }()

    @Test func referenceCoversTheBundle() {
        // Fonts/README.md lists 47 font files (`ls Fonts/*.ttf Fonts/*.otf | wc -l`); the reference must have every one.
        #expect(Self.references.count == 47)
        let onDisk = (try? FileManager.default.contentsOfDirectory(atPath: Fixture.fontsDirectory)) ?? []
        let fonts = Set(onDisk.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") })
        #expect(Set(Self.references.map(\.file)) == fonts)
    }

    // Every bundled font, in font units: the vertical metrics come from OS/2 typo when
    // USE_TYPO_METRICS (fsSelection bit 7) is set, else from hhea (FontMetrics' documented
    // rule), and `source` names the table used.
    @Test(arguments: references.map(\.file))
    func unitMetricsMatchFontTools(file: String) throws {
        let ref = try #require(Self.references.first { $0.file == file })
        let face = try FontFace(contentsOf: Fixture.fontPath(file))
        let m = try Font(face: face, size: 17).unitMetrics
        #expect(face.unitsPerEm == ref.unitsPerEm)
        #expect(face.glyphCount == ref.numGlyphs)
        #expect(face.familyName == ref.familyName)
        #expect(ref.os2.useTypoMetrics == (ref.os2.fsSelection & 0x80 != 0))
        if ref.os2.useTypoMetrics {
            #expect(m.source == .os2Typo)
            #expect(m.ascender == Double(ref.os2.sTypoAscender))
            #expect(m.descender == Double(ref.os2.sTypoDescender))
            #expect(m.leading == Double(ref.os2.sTypoLineGap))
        } else {
            #expect(m.source == .hhea)
            #expect(m.ascender == Double(ref.hhea.ascender))
            #expect(m.descender == Double(ref.hhea.descender))
            #expect(m.leading == Double(ref.hhea.lineGap))
        }
        if let cap = ref.os2.sCapHeight, cap > 0 { #expect(m.capHeight == Double(cap)) }
        if let x = ref.os2.sxHeight, x > 0 { #expect(m.xHeight == Double(x)) }
        #expect(m.underlinePosition == Double(ref.post.underlinePosition))
        #expect(m.underlineThickness == Double(ref.post.underlineThickness))
        #expect(close(m.italicAngle, ref.post.italicAngle, 1e-3))
    }

    // Inter at 17 pt, wght 400 and 700. font_metrics_reference.json, Inter-Roman.var.ttf:
    // unitsPerEm 2816; fsSelection 192 (bit 7 USE_TYPO_METRICS set) → OS/2 typo values:
    // sTypoAscender 2728, sTypoDescender −680, sTypoLineGap 0; sCapHeight 2048, sxHeight 1536.
    // Fonts/README.md: no MVAR table, so the metrics are the same at every weight.
    @Test(arguments: [Font.Weight.regular, .bold])
    func interInPoints(weight: Font.Weight) throws {
        let font = try Fixture.inter(17, weight: weight)
        #expect(font.familyName == "Inter")
        #expect(font.variations == [FontVariation(tag: "wght", value: weight.value)])
        #expect(font.metrics.source == .os2Typo)
        #expect(close(font.ascender, 2728.0 * 17 / 2816))      // 16.46875
        #expect(close(font.descender, -680.0 * 17 / 2816))     // −4.105113…
        #expect(font.leading == 0)
        #expect(close(font.capHeight, 2048.0 * 17 / 2816))     // 12.363636…
        #expect(close(font.xHeight, 1536.0 * 17 / 2816))       // 9.272727…
        // UIFont.lineHeight = ascender − descender + leading [M]: (2728 + 680 + 0) × 17/2816.
        #expect(close(font.lineHeight, 3408.0 * 17 / 2816))    // 20.573863…
        #expect(close(font.lineHeight, font.ascender - font.descender + font.leading))
    }

    // The weight really reaches the shaper: hb-shape --font-size=2816
    // --variations=wght=700 Inter-Roman.var.ttf "Hello": 2101+1683+766+766+1728 = 7044 units;
    // at wght 400: 2084+1640+668+668+1680 = 6740 units.
    @Test func interBoldIsWider() throws {
        let regular = try Fixture.layout("Hello", width: nil, font: Fixture.inter(17))
        let bold = try Fixture.layout("Hello", width: nil, font: Fixture.inter(17, weight: .bold))
        #expect(close(regular.size.width, Fixture.interPoints(6740)))
        #expect(close(bold.size.width, Fixture.interPoints(7044)))
    }

    // Noto Serif Regular: fsSelection 320 (bits 6 and 8; bit 7 clear) → hhea: ascender 1069,
    // descender −293, lineGap 0 at unitsPerEm 1000; sCapHeight 714, sxHeight 536.
    @Test func notoSerif() throws {
        let font = try Fixture.collection.systemFont(ofSize: 20, design: .serif)
        #expect(font.familyName == "Noto Serif")
        #expect(font.metrics.source == .hhea)
        #expect(close(font.ascender, 1069.0 * 20 / 1000))      // 21.38
        #expect(close(font.descender, -293.0 * 20 / 1000))     // −5.86
        #expect(close(font.lineHeight, 1362.0 * 20 / 1000))    // 27.24
        #expect(close(font.capHeight, 714.0 * 20 / 1000))
        #expect(close(font.xHeight, 536.0 * 20 / 1000))
    }

    // JetBrains Mono Regular: fsSelection 192 (bit 7 set) → typo: 1020 / −300 / 0 at 1000 upem;
    // sCapHeight 730, sxHeight 550.
    @Test func jetBrainsMono() throws {
        let font = try Fixture.collection.systemFont(ofSize: 13, design: .monospaced)
        #expect(font.familyName == "JetBrains Mono")
        #expect(font.metrics.source == .os2Typo)
        #expect(close(font.ascender, 1020.0 * 13 / 1000))      // 13.26
        #expect(close(font.descender, -300.0 * 13 / 1000))     // −3.9
        #expect(close(font.lineHeight, 1320.0 * 13 / 1000))    // 17.16
        #expect(close(font.capHeight, 730.0 * 13 / 1000))
        #expect(close(font.xHeight, 550.0 * 13 / 1000))
    }

    // BehaviourReference, "UIFont metrics": SF at 15 pt has lineHeight 17.900391 = 15 × 2444/2048
    // (hhea 1950, −494, 0 at 2048 upem) [M/I]; at 20 pt capHeight 14.0918, xHeight 10.4395
    // [M], i.e. 1443 and 1069 units. The leading term: with a line gap of 100 units the line
    // height grows by 100 units.
    @Test func lineHeightRuleOnSFNumbers() {
        var sf = FontMetrics(unitsPerEm: 2048, ascender: 1950, descender: -494, leading: 0,
                             capHeight: 1443, xHeight: 1069, underlinePosition: -100, underlineThickness: 50,
                             italicAngle: 0, source: .hhea)
        #expect(close(sf.scaled(to: 15).lineHeight, 17.900391, 1e-6))
        #expect(close(sf.scaled(to: 20).capHeight, 14.0918, 1e-4))
        #expect(close(sf.scaled(to: 20).xHeight, 10.4395, 1e-4))
        sf.leading = 100
        #expect(close(sf.scaled(to: 15).lineHeight, 15.0 * 2544 / 2048))
    }

    // UIFontDescriptor.SystemDesign → bundled family (FontCollection.systemFont's documented
    // mapping; BehaviourReference, "UIFont metrics"): default Inter (for SF Pro), rounded
    // Quicksand, serif Noto Serif, monospaced JetBrains Mono; the family member nearest the
    // weight, italic first.
    @Test(arguments: [
        (Font.Design.default, Font.Weight.regular, false, "Inter-Roman.var.ttf"),
        (.default, .bold, false, "Inter-Roman.var.ttf"),
        (.default, .regular, true, "Inter-Italic.var.ttf"),
        (.rounded, .regular, false, "Quicksand-Regular.ttf"),
        (.rounded, .bold, false, "Quicksand-Bold.ttf"),
        (.rounded, .light, false, "Quicksand-Light.ttf"),
        (.rounded, .semibold, false, "Quicksand-Bold.ttf"),  // 600: 500 and 700 tie → the heavier (CSS: above 500 → heavier)
        (.serif, .regular, false, "NotoSerif-Regular.ttf"),
        (.serif, .bold, true, "NotoSerif-BoldItalic.ttf"),
        (.monospaced, .regular, false, "JetBrainsMono-Regular.ttf"),
        (.monospaced, .heavy, false, "JetBrainsMono-Bold.ttf"),
    ])
    func systemDesigns(design: Font.Design, weight: Font.Weight, italic: Bool, file: String) throws {
        let font = try Fixture.collection.systemFont(ofSize: 17, weight: weight, design: design, italic: italic)
        #expect(font.face.path.hasSuffix("/" + file))
        let family = ["default": "Inter", "rounded": "Quicksand", "serif": "Noto Serif", "monospaced": "JetBrains Mono"][design.rawValue]
        // The face's own family name (name ID 16, else 1): Quicksand-Light.ttf has no ID 16
        // and its ID 1 is "Quicksand Light" (fontTools; font_metrics_reference.json
        // familyName), so compare the prefix.
        #expect(font.familyName.hasPrefix(family ?? "?"))
        #expect(font.design == design)
    }

    // BehaviourReference, "Dynamic Type": sizes at the default Large category, and weights
    // (headline semibold, the rest regular).
    @Test(arguments: [
        (Font.TextStyle.largeTitle, 34.0, Font.Weight.regular), (.title1, 28, .regular), (.title2, 22, .regular),
        (.title3, 20, .regular), (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular),
        (.subheadline, 15, .regular), (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
    ])
    func dynamicTypeAtLarge(style: Font.TextStyle, size: Double, weight: Font.Weight) throws {
        let font = try Fixture.collection.preferredFont(forTextStyle: style)
        #expect(font.pointSize == size)
        #expect(font.weight == weight)
        #expect(font.variations == [FontVariation(tag: "wght", value: weight.value)])
        #expect(font.familyName == "Inter")
    }

    /// BehaviourReference, "Dynamic Type", every style in every category: xS S M L xL xxL xxxL
    /// (the "Sizes by content size category" table) then AX1…AX5 (the HIG's "larger
    /// accessibility type sizes" table [D]; caption2 at AX5 is the HIG's 40).
    static let dynamicTypeTable: [(Font.TextStyle, [Double])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    static let categoryNames = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    // Body across all 12 categories: 14 15 16 17 19 21 23, AX1–AX5 28 33 40 47 53 [M].
    @Test(arguments: zip(categoryNames, [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]))
    func bodyAcrossCategories(name: String, size: Double) throws {
        let category = try #require(Font.ContentSizeCategory(parsing: name))
        let font = try Fixture.collection.preferredFont(forTextStyle: .body, category: category)
        #expect(font.pointSize == size)
        // The system font measures as SF Pro: hhea ascender 1950, descender −494, line gap 0
        // at 2048 units per em, so lineHeight = size × 2444/2048 (BehaviourReference, "The
        // system font: measured as SF Pro"); 17 pt: 20.287109375.
        #expect(close(font.lineHeight, 2444.0 * size / 2048, 1e-9))
    }

    @Test(arguments: dynamicTypeTable.map(\.0))
    func everyStyleInEveryCategory(style: Font.TextStyle) throws {
        let sizes = try #require(Self.dynamicTypeTable.first { $0.0 == style }?.1)
        for (name, size) in zip(Self.categoryNames, sizes) {
            let category = try #require(Font.ContentSizeCategory(parsing: name))
            #expect(style.pointSize(for: category) == size, "\(style) \(name)")
        }
        #expect(Font.ContentSizeCategory.allCases.count == 12)
    }
}
