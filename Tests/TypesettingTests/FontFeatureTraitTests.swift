import Testing
@testable import Typesetting

/// Typed font features and bold/italic traits. Every expected advance is hb-shape's
/// (libharfbuzz-bin, `--output-format=json`, the `ax` values summed) on the bundled files;
/// Inter's units per em is 2816 and Noto Serif's 1000 (fontTools head.unitsPerEm).
@Suite struct FontFeatureTraitTests {
    private func width(_ text: String, _ attributes: TextAttributes) throws -> Double {
        let prepared = try PreparedText(AttributedText(text, attributes: attributes), fontCollection: Fixture.collection)
        return try prepared.layout(width: nil).size.width
    }

    @Test func typedFeaturesStandForTheirRawSettings() {
        #expect(FontFeature.monospacedDigit.settings == ["tnum"])
        #expect(FontFeature.smallCaps.settings == ["smcp", "c2sc"])
        #expect(FontFeature.lowercaseSmallCaps.settings == ["smcp"])
        #expect(FontFeature.uppercaseSmallCaps.settings == ["c2sc"])
        #expect(FontFeature.stylisticSet(1).settings == ["ss01"])
        #expect(FontFeature.stylisticSet(20).settings == ["ss20"])
        #expect(FontFeature.stylisticSet(21).settings == [])
        #expect(FontFeature.ligaturesOff.settings == ["liga=0", "clig=0"])
        var attributes = TextAttributes(font: try! Fixture.inter(), features: ["tnum"])
        attributes.enable(.monospacedDigit)
        #expect(attributes.features == ["tnum"])
    }

    /// `hb-shape --features=tnum Inter-Roman.var.ttf 0123456789`: every digit 1824 units
    /// (without tnum: 1760 1308 1704 1792 1808 1712 1756 1568 1736 1756 = 16900).
    @Test func monospacedDigitsHaveEqualAdvances() throws {
        let font = try Fixture.inter(17)
        let tabular = TextAttributes(font: font).enabling(.monospacedDigit)
        for digit in "0123456789" {
            #expect(abs(try width(String(digit), tabular) - 1824 * 17 / 2816) < 1e-9)
        }
        #expect(abs(try width("0123456789", tabular) - 18240 * 17 / 2816) < 1e-9)
        #expect(abs(try width("0123456789", TextAttributes(font: font)) - 16900 * 17 / 2816) < 1e-9)
        // A timer: `hb-shape --features=tnum "11:10"` 1824 1824 776 1824 1824 = 8072.
        #expect(abs(try width("11:10", tabular) - 8072 * 17 / 2816) < 1e-9)
    }

    /// Noto Serif "office": the f_f_i ligature gives 577 1002 492 535 = 2606 units;
    /// `--features=liga=0,clig=0` gives 577 369 369 320 492 535 = 2662.
    @Test func ligaturesOffShapesEachLetter() throws {
        let serif = try Fixture.collection.font(family: "Noto Serif", size: 20)
        #expect(abs(try width("office", TextAttributes(font: serif)) - 2606 * 20 / 1000) < 1e-9)
        #expect(abs(try width("office", TextAttributes(font: serif).enabling(.ligaturesOff)) - 2662 * 20 / 1000) < 1e-9)
    }

    /// Noto Serif "Sale": plain 544 563 310 535 = 1952; `--features=smcp` 534 592 530 535 =
    /// 2191; `--features=smcp,c2sc` 462 592 530 535 = 2119.
    @Test func smallCapsUseTheirFeatures() throws {
        let serif = try Fixture.collection.font(family: "Noto Serif", size: 10)
        #expect(abs(try width("Sale", TextAttributes(font: serif)) - 19.52) < 1e-9)
        #expect(abs(try width("Sale", TextAttributes(font: serif).enabling(.lowercaseSmallCaps)) - 21.91) < 1e-9)
        #expect(abs(try width("Sale", TextAttributes(font: serif).enabling(.smallCaps)) - 21.19) < 1e-9)
    }

    /// `hb-shape --variations=wght=700 Inter-Roman.var.ttf "Jetzt kaufen"`:
    /// 1605 1683 1094 1610 1094 653 1638 1634 1751 1032 1683 1751 = 17228 units (wght=400:
    /// 16528).
    @Test func boldRunIsTheWeight700Instance() throws {
        let regular = try Fixture.inter(17)
        let bold = try Fixture.collection.font(regular, bold: true)
        #expect(bold.weight == .bold)
        #expect(bold.variations == [FontVariation(tag: "wght", value: 700)])
        #expect(abs(try width("Jetzt kaufen", TextAttributes(font: bold)) - 17228 * 17 / 2816) < 1e-9)
        #expect(abs(try width("Jetzt kaufen", TextAttributes(font: regular)) - 16528 * 17 / 2816) < 1e-9)
        // An explicit weight wins over bold; bold never makes a heavier font lighter.
        #expect(try Fixture.collection.font(regular, weight: .semibold).weight == .semibold)
        let black = try Fixture.collection.font(regular, weight: .black)
        #expect(try Fixture.collection.font(black, bold: true).weight == .black)
    }

    /// Inter's italic is a second file (fsSelection bit 0 set, fontTools): "Sale" there is
    /// 1796 1588 668 1644 = 5696 units, upright 5692.
    @Test func italicPicksTheFamilysItalicFace() throws {
        let regular = try Fixture.inter(17)
        let italic = try Fixture.collection.font(regular, italic: true)
        #expect(italic.isItalic)
        #expect(italic.face.path.hasSuffix("Inter-Italic.var.ttf"))
        #expect(abs(try width("Sale", TextAttributes(font: italic)) - 5696 * 17 / 2816) < 1e-9)
        let both = try Fixture.collection.font(regular, bold: true, italic: true)
        #expect(both.isItalic && both.weight == .bold && both.face.path.hasSuffix("Inter-Italic.var.ttf"))
        // Static faces: Noto Serif Bold Italic is its own file.
        let serif = try Fixture.collection.systemFont(ofSize: 12, design: .serif)
        #expect(try Fixture.collection.font(serif, bold: true, italic: true).face.path.hasSuffix("NotoSerif-BoldItalic.ttf"))
        #expect(try Fixture.collection.font(serif, bold: true).face.path.hasSuffix("NotoSerif-Bold.ttf"))
    }

    /// Quicksand has no italic face and no ital/slnt axis: italic keeps the upright face.
    @Test func familyWithoutItalicStaysUpright() throws {
        let rounded = try Fixture.collection.systemFont(ofSize: 17, design: .rounded)
        let italic = try Fixture.collection.font(rounded, italic: true)
        #expect(!italic.isItalic)
        #expect(italic.face === rounded.face)
        #expect(try Fixture.collection.font(rounded, bold: true).face.path.hasSuffix("Quicksand-Bold.ttf"))
    }
}
