import Foundation
import Testing
@testable import Typesetting

/// Every script the bundle added for iOS's coverage, measured on a short UI phrase of that
/// script ("Open file" or the script's own name, written for this test, not taken from any
/// catalog): the cascade draws it with the script's bundled font, with no .notdef, and its
/// width is the sum of HarfBuzz's advances scaled by hand.
///
/// Expectations: each word shaped on its own with HarfBuzz's command-line shaper at a size
/// of unitsPerEm (so advances are design units; head.unitsPerEm read with fontTools), its
/// advances summed (Σ), plus Inter's space between words (the run font Inter has U+0020, so
/// spaces stay Inter's). Width at 17 pt = Σ × 17 / upem + spaces × 792 × 17 / 2816; glyphs =
/// hb-shape's glyph count + one a space.
@Suite("International: scripts added for iOS's coverage")
struct InternationalScriptPhraseTests {
    struct Phrase: Sendable, CustomTestStringConvertible {
        var name: String
        /// ISO 15924 code.
        var script: String
        var file: String
        var text: String
        var units: Int
        var upem: Int
        var glyphs: Int
        var spaces: Int
        init(_ name: String, _ script: String, _ file: String, _ text: String, units: Int, upem: Int, glyphs: Int, spaces: Int) {
            (self.name, self.script, self.file, self.text) = (name, script, file, text)
            (self.units, self.upem, self.glyphs, self.spaces) = (units, upem, glyphs, spaces)
        }
        var testDescription: String { name }
        /// The hand computation above.
        var width: Double { Double(units) * 17 / Double(upem) + Double(spaces) * 792 * 17 / 2816 }
    }

    static let phrases: [Phrase] = [
        // Bengali: hb-shape --font-file=Fonts/NotoSansBengali-Regular.ttf --font-size=1000 --no-glyph-names "ফাইল"
        //   → [41=0+838|54=0+266|10=2+530|47=3+731]  (Σ 2365)
        //   hb-shape --font-file=Fonts/NotoSansBengali-Regular.ttf --font-size=1000 --no-glyph-names "খুলুন"
        //   → [21=0+696|57=0+0|47=2+731|57=2+0|39=4+604]  (Σ 2031)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Bengali", "Beng", "NotoSansBengali-Regular.ttf", "ফাইল খুলুন", units: 4396, upem: 1000, glyphs: 9, spaces: 1),
        // Gurmukhi: hb-shape --font-file=Fonts/NotoSansGurmukhi-Regular.ttf --font-size=1000 --no-glyph-names "ਫ਼ਾਈਲ"
        //   → [66=0+579|51=0+235|10=3+816|44=4+674]  (Σ 2304)
        //   hb-shape --font-file=Fonts/NotoSansGurmukhi-Regular.ttf --font-size=1000 --no-glyph-names "ਖੋਲ੍ਹੋ"
        //   → [18=0+598|58=0+0|44=2+674|194=2@-25,0+0|58=2@-28,0+0]  (Σ 1272)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Gurmukhi", "Guru", "NotoSansGurmukhi-Regular.ttf", "ਫ਼ਾਈਲ ਖੋਲ੍ਹੋ", units: 3576, upem: 1000, glyphs: 9, spaces: 1),
        // Gujarati: hb-shape --font-file=Fonts/NotoSansGujarati-Regular.ttf --font-size=1000 --no-glyph-names "ફાઇલ"
        //   → [42=0+511|57=0+265|9=2+634|48=3+651]  (Σ 2061)
        //   hb-shape --font-file=Fonts/NotoSansGujarati-Regular.ttf --font-size=1000 --no-glyph-names "ખોલો"
        //   → [22=0+746|68=0+265|48=2+651|68=2+265]  (Σ 1927)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Gujarati", "Gujr", "NotoSansGujarati-Regular.ttf", "ફાઇલ ખોલો", units: 3988, upem: 1000, glyphs: 8, spaces: 1),
        // Oriya: hb-shape --font-file=Fonts/NotoSansOriya-Regular.ttf --font-size=1000 --no-glyph-names "ଫାଇଲ"
        //   → [41=0+899|59=0+201|10=2+796|47=3+833]  (Σ 2729)
        //   hb-shape --font-file=Fonts/NotoSansOriya-Regular.ttf --font-size=1000 --no-glyph-names "ଖୋଲନ୍ତୁ"
        //   → [69=0+534|21=0+741|59=0+201|47=2+833|318=3+671|63=3+0]  (Σ 2980)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Oriya", "Orya", "NotoSansOriya-Regular.ttf", "ଫାଇଲ ଖୋଲନ୍ତୁ", units: 5709, upem: 1000, glyphs: 10, spaces: 1),
        // Tamil: hb-shape --font-file=Fonts/NotoSansTamil-Regular.ttf --font-size=1000 --no-glyph-names "கோப்பைத்"
        //   → [47=0+720|18=0+825|41=0+640|87=2+778|48=4+1160|28=4+778|84=6+825]  (Σ 5726)
        //   hb-shape --font-file=Fonts/NotoSansTamil-Regular.ttf --font-size=1000 --no-glyph-names "திற"
        //   → [25=0+825|166=0+262|32=2+869]  (Σ 1956)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Tamil", "Taml", "NotoSansTamil-Regular.ttf", "கோப்பைத் திற", units: 7682, upem: 1000, glyphs: 10, spaces: 1),
        // Telugu: hb-shape --font-file=Fonts/NotoSansTelugu-Regular.ttf --font-size=1000 --no-glyph-names "ఫైల్"
        //   → [348=0+711|131=2+709]  (Σ 1420)
        //   hb-shape --font-file=Fonts/NotoSansTelugu-Regular.ttf --font-size=1000 --no-glyph-names "తెరువు"
        //   → [270=0+778|49=2+593|63=2+346|250=4+998]  (Σ 2715)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Telugu", "Telu", "NotoSansTelugu-Regular.ttf", "ఫైల్ తెరువు", units: 4135, upem: 1000, glyphs: 6, spaces: 1),
        // Kannada: hb-shape --font-file=Fonts/NotoSansKannada-Regular.ttf --font-size=1000 --no-glyph-names "ಫೈಲ್"
        //   → [259=0+797|75=0+183|196=2+1091]  (Σ 2071)
        //   hb-shape --font-file=Fonts/NotoSansKannada-Regular.ttf --font-size=1000 --no-glyph-names "ತೆರೆಯಿರಿ"
        //   → [253=0+622|264=2+651|229=4+1336|230=6+651]  (Σ 3260)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Kannada", "Knda", "NotoSansKannada-Regular.ttf", "ಫೈಲ್ ತೆರೆಯಿರಿ", units: 5331, upem: 1000, glyphs: 7, spaces: 1),
        // Malayalam: hb-shape --font-file=Fonts/NotoSansMalayalam-Regular.ttf --font-size=1000 --no-glyph-names "ഫയൽ"
        //   → [45=0+1129|49=1+1035|119=2+1198]  (Σ 3362)
        //   hb-shape --font-file=Fonts/NotoSansMalayalam-Regular.ttf --font-size=1000 --no-glyph-names "തുറക്കുക"
        //   → [38=0+977|67=0+332|51=2+674|163=3+1469|67=3+332|23=7+1038]  (Σ 4822)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Malayalam", "Mlym", "NotoSansMalayalam-Regular.ttf", "ഫയൽ തുറക്കുക", units: 8184, upem: 1000, glyphs: 9, spaces: 1),
        // Sinhala: hb-shape --font-file=Fonts/NotoSansSinhala-Regular.ttf --font-size=1000 --no-glyph-names "ගොනුව"
        //   → [74=0+631|26=0+887|66=0+343|449=2+963|58=4+812]  (Σ 3636)
        //   hb-shape --font-file=Fonts/NotoSansSinhala-Regular.ttf --font-size=1000 --no-glyph-names "විවෘත"
        //   → [287=0+812|58=2+795|73=2+445|43=4+948]  (Σ 3000)
        //   hb-shape --font-file=Fonts/NotoSansSinhala-Regular.ttf --font-size=1000 --no-glyph-names "කරන්න"
        //   → [24=0+1007|56=1+702|209=2+963|47=4+963]  (Σ 3635)
        //   spaces: 2 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Sinhala", "Sinh", "NotoSansSinhala-Regular.ttf", "ගොනුව විවෘත කරන්න", units: 10271, upem: 1000, glyphs: 13, spaces: 2),
        // Khmer: hb-shape --font-file=Fonts/NotoSansKhmer-Regular.ttf --font-size=1000 --no-glyph-names "បើកឯកសារ"
        //   → [107=0+288|46=0+635|85=0@-46,-29+0|25=2+636|75=3+635|25=4+636|278=5+1216|54=7+288]  (Σ 4334)
        //   spaces: 0 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Khmer", "Khmr", "NotoSansKhmer-Regular.ttf", "បើកឯកសារ", units: 4334, upem: 1000, glyphs: 8, spaces: 0),
        // Lao: hb-shape --font-file=Fonts/NotoSansLao-Regular.ttf --font-size=1000 --no-glyph-names "ເປີດໄຟລ໌"
        //   → [37=0+281|17=1+614|84=1+0|11=3+636|41=4+324|21=5+732|25=6+626|71=6@-10,0+0]  (Σ 3213)
        //   spaces: 0 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Lao", "Laoo", "NotoSansLao-Regular.ttf", "ເປີດໄຟລ໌", units: 3213, upem: 1000, glyphs: 8, spaces: 0),
        // Myanmar: hb-shape --font-file=Fonts/NotoSansMyanmar-Regular.ttf --font-size=1000 --no-glyph-names "ဖိုင်ကိုဖွင့်ပါ"
        //   → [26=0+675|369=0@-42,0+0|209=0@-17,0+0|8=3+650|381=3@-7,0+0|4=5+1124|369=5@-27,0+0|209=5@-5,0+0|26=8+675|48=8@-16,0+0|8=10+650|378=10@10,0+0|381=10@-7,0+0|25=13+676|367=13+267]  (Σ 4717)
        //   spaces: 0 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Myanmar", "Mymr", "NotoSansMyanmar-Regular.ttf", "ဖိုင်ကိုဖွင့်ပါ", units: 4717, upem: 1000, glyphs: 15, spaces: 0),
        // Ethiopic: hb-shape --font-file=Fonts/NotoSansEthiopic-Regular.ttf --font-size=1000 --no-glyph-names "ፋይል"
        //   → [118=0+627|535=1+707|249=2+664]  (Σ 1998)
        //   hb-shape --font-file=Fonts/NotoSansEthiopic-Regular.ttf --font-size=1000 --no-glyph-names "ክፈት"
        //   → [215=0+648|117=1+633|427=2+601]  (Σ 1882)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Ethiopic", "Ethi", "NotoSansEthiopic-Regular.ttf", "ፋይል ክፈት", units: 3880, upem: 1000, glyphs: 6, spaces: 1),
        // Georgian: hb-shape --font-file=Fonts/NotoSansGeorgian-Regular.ttf --font-size=1000 --no-glyph-names "ფაილის"
        //   → [188=0+839|112=1+549|155=2+574|169=3+1089|155=4+574|194=5+605]  (Σ 4230)
        //   hb-shape --font-file=Fonts/NotoSansGeorgian-Regular.ttf --font-size=1000 --no-glyph-names "გახსნა"
        //   → [138=0+576|112=1+549|215=2+605|194=3+605|174=4+605|112=5+549]  (Σ 3489)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Georgian", "Geor", "NotoSansGeorgian-Regular.ttf", "ფაილის გახსნა", units: 7719, upem: 1000, glyphs: 12, spaces: 1),
        // Armenian: hb-shape --font-file=Fonts/NotoSansArmenian-Regular.ttf --font-size=1000 --no-glyph-names "Բացել"
        //   → [9=0+696|55=1+920|88=2+599|59=3+597|66=4+265]  (Σ 3077)
        //   hb-shape --font-file=Fonts/NotoSansArmenian-Regular.ttf --font-size=1000 --no-glyph-names "ֆայլը"
        //   → [93=0+640|55=1+920|75=2+265|66=3+240|62=4+597]  (Σ 2662)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Armenian", "Armn", "NotoSansArmenian-Regular.ttf", "Բացել ֆայլը", units: 5739, upem: 1000, glyphs: 10, spaces: 1),
        // Tibetan: hb-shape --font-file=Fonts/NotoSerifTibetan-Regular.ttf --font-size=1000 --no-glyph-names "ཡིག་ཆ་ཁ་ཕྱེ།"
        //   → [38=0+725|1328=0@-614,0+0|8=2+704|1261=3+210|12=4+712|1261=5+210|7=6+700|1261=7+210|646=8+641|1337=8@-599,0+0|1263=11+222]  (Σ 4334)
        //   spaces: 0 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Tibetan", "Tibt", "NotoSerifTibetan-Regular.ttf", "ཡིག་ཆ་ཁ་ཕྱེ།", units: 4334, upem: 1000, glyphs: 11, spaces: 0),
        // Thaana: hb-shape --font-file=Fonts/NotoSansThaana-Regular.ttf --font-size=1000 --no-glyph-names "ފައިލް"
        //   → [80=4@78,78+0|45=4+576|72=2@88,-10+0|39=2+533|70=0@98,78+0|42=0+449]  (Σ 1558)
        //   hb-shape --font-file=Fonts/NotoSansThaana-Regular.ttf --font-size=1000 --no-glyph-names "ހުޅުވާ"
        //   → [71=4@44,78+0|40=4+538|74=2@205,78+0|37=2+545|74=0@215,78+0|32=0+529]  (Σ 1612)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Thaana", "Thaa", "NotoSansThaana-Regular.ttf", "ފައިލް ހުޅުވާ", units: 3170, upem: 1000, glyphs: 12, spaces: 1),
        // Cherokee: hb-shape --font-file=Fonts/NotoSansCherokee-Regular.ttf --font-size=1000 --no-glyph-names "ᏣᎳᎩ"
        //   → [149=0+737|53=1+1077|33=2+752]  (Σ 2566)
        //   hb-shape --font-file=Fonts/NotoSansCherokee-Regular.ttf --font-size=1000 --no-glyph-names "ᎦᏬᏂᎯᏍᏗ"
        //   → [27=0+706|167=1+1062|83=2+773|45=3+770|105=4+1037|125=5+715]  (Σ 5063)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Cherokee", "Cher", "NotoSansCherokee-Regular.ttf", "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ", units: 7629, upem: 1000, glyphs: 9, spaces: 1),
        // Syriac: hb-shape --font-file=Fonts/NotoSansSyriac-Regular.ttf --font-size=1000 --no-glyph-names "ܠܫܢܐ"
        //   → [738=3+986|186=2@-60,0+236|282=1+544|165=0+341]  (Σ 2107)
        //   hb-shape --font-file=Fonts/NotoSansSyriac-Regular.ttf --font-size=1000 --no-glyph-names "ܣܘܪܝܝܐ"
        //   → [18=5+870|135=4+310|138=3+278|270=2+539|84=1+598|201=0+890]  (Σ 3485)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Syriac", "Syrc", "NotoSansSyriac-Regular.ttf", "ܠܫܢܐ ܣܘܪܝܝܐ", units: 5592, upem: 1000, glyphs: 10, spaces: 1),
        // Mongolian: hb-shape --font-file=Fonts/NotoSansMongolian-Regular.ttf --font-size=1000 --no-glyph-names "ᠮᠣᠩᠭᠣᠯ"
        //   → [204=0+492|6=1+573|13=2+574|934=3+568|6=4+573|14=5+383]  (Σ 3163)
        //   hb-shape --font-file=Fonts/NotoSansMongolian-Regular.ttf --font-size=1000 --no-glyph-names "ᠪᠢᠴᠢᠭ"
        //   → [21=0+917|25=2+530|10=3+361|501=4+663]  (Σ 2471)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Mongolian", "Mong", "NotoSansMongolian-Regular.ttf", "ᠮᠣᠩᠭᠣᠯ ᠪᠢᠴᠢᠭ", units: 5634, upem: 1000, glyphs: 10, spaces: 1),
        // Tifinagh: hb-shape --font-file=Fonts/NotoSansTifinagh-Regular.ttf --font-size=1000 --no-glyph-names "ⴰⵣⵓⵍ"
        //   → [67=0+454|118=1+761|102=2+454|96=3+566]  (Σ 2235)
        //   hb-shape --font-file=Fonts/NotoSansTifinagh-Regular.ttf --font-size=1000 --no-glyph-names "ⴰⵎⴰⴹⴰⵍ"
        //   → [67=0+484|97=1+587|67=2+484|76=3+597|67=4+484|96=5+566]  (Σ 3202)
        //   spaces: 1 × Inter's 792 (hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792])
        Phrase("Tifinagh", "Tfng", "NotoSansTifinagh-Regular.ttf", "ⴰⵣⵓⵍ ⴰⵎⴰⴹⴰⵍ", units: 5437, upem: 1000, glyphs: 10, spaces: 1),
    ]

    @Test(arguments: phrases)
    func widthAndGlyphsMatchHarfBuzz(_ p: Phrase) throws {
        let layout = try International.prepare(p.text).layout()
        #expect(layout.missingGlyphs == 0)
        let runs = layout.glyphRuns
        #expect(runs.flatMap(\.glyphs).count == p.glyphs + p.spaces)
        #expect(!runs.contains { $0.glyphs.contains(0) })
        #expect(abs(layout.size.width - p.width) < 1e-9, "width \(layout.size.width), expected \(p.width)")
        // Every run is the script's file, or Inter for the spaces.
        for run in runs {
            let file = String(run.font.face.path.split(separator: "/").last ?? "")
            #expect(file == p.file || file == "Inter-Roman.var.ttf", "\(p.name): a run in \(file)")
        }
        #expect(runs.contains { $0.font.face.path.hasSuffix("/" + p.file) })
    }

    /// The table's phrases are the fixture file's (Tests/Fixtures/Scripts/phrases.tsv), which
    /// the rendering tests and the gallery draw.
    @Test func tableIsTheFixtureFile() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Scripts/phrases.tsv")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        #expect(rows == Self.phrases.map { [$0.name, $0.script, $0.text] })
    }

    /// The bundle names the file as its script's first choice (the cascade's table).
    @Test(arguments: phrases)
    func theScriptsFileIsFirst(_ p: Phrase) {
        let order = FallbackCascade.order(scripts: [p.script], language: nil, emoji: false, shared: false)
        #expect(order.first == p.file)
        #expect(p.text.unicodeScalars.contains { ScriptAnalysis.script(of: $0) == p.script })
    }
}
