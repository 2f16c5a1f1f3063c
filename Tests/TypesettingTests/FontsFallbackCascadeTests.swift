import Testing
@testable import Typesetting

/// The fallback cascade (`FallbackCascade`): a cluster the run's font lacks goes to its
/// script's font first, fonts are opened only when a cluster needs them, and the order is
/// the one the README's cascade table gives.
@Suite("Fonts: fallback cascade")
struct FontsFallbackCascadeTests {
    /// A collection of its own, so the files it opened are this test's alone.
    static func freshCollection() throws -> FontCollection {
        try FontCollection(directory: Fixture.fontsDirectory, usesSystemFonts: false)
    }

    static func prepare(_ text: String, language: String? = nil, in collection: FontCollection) throws -> PreparedText {
        let font = try collection.systemFont(ofSize: 17)
        return try PreparedText(AttributedText(text, attributes: TextAttributes(font: font, language: language)),
                                fontCollection: collection)
    }

    /// English opens Inter alone; Tamil then opens the Tamil file and nothing else; Han in
    /// Japanese then adds the CJK file. (Before the cascade, the first uncovered cluster
    /// opened every fallback file.)
    @Test func filesOpenOnlyWhenAClusterNeedsThem() throws {
        let collection = try Self.freshCollection()
        #expect(collection.openedFiles.isEmpty)
        let english = try Self.prepare("Open the file, then choose Settings.", in: collection)
        #expect(english.missingGlyphs == 0)
        #expect(collection.openedFiles == ["Inter-Roman.var.ttf"])

        let tamil = try Self.prepare("கோப்பைத் திற", language: "ta", in: collection)
        #expect(tamil.missingGlyphs == 0)
        #expect(collection.openedFiles == ["Inter-Roman.var.ttf", "NotoSansTamil-Regular.ttf"])

        let japanese = try Self.prepare("ファイルを開く", language: "ja", in: collection)
        #expect(japanese.missingGlyphs == 0)
        let cjk = try #require(BundledFonts.files.first { $0.scripts.contains("Hani") }?.file)
        #expect(collection.openedFiles == ["Inter-Roman.var.ttf", "NotoSansTamil-Regular.ttf", cjk])
    }

    /// Coverage reports use the same cascade and open the same single file.
    @Test func coverageOpensOnlyTheScriptsFile() throws {
        let collection = try Self.freshCollection()
        let primary = try collection.face(family: "Inter")
        let entries = try FontCoverage.coverage(of: "ፋይል ክፈት", primary: primary, collection: collection)
        #expect(entries.map { $0.face?.familyName } == ["Noto Sans Ethiopic", "Noto Sans Ethiopic", "Noto Sans Ethiopic",
                                                        "Inter", "Noto Sans Ethiopic", "Noto Sans Ethiopic", "Noto Sans Ethiopic"])
        #expect(entries.map(\.script) == ["Ethi", "Ethi", "Ethi", "Zyyy", "Ethi", "Ethi", "Ethi"])
        #expect(collection.openedFiles == ["Inter-Roman.var.ttf", "NotoSansEthiopic-Regular.ttf"])
    }

    /// U+0964 DEVANAGARI DANDA is Common with Script_Extensions that include Bengali and
    /// Devanagari (ScriptExtensions.txt 15.0: "0964 ; Beng Deva Dogr Gong Gonm Gran Gujr Guru
    /// Knda Mahj Mlym Nand Orya Sind Sinh Sylo Takr Taml Tirh Telu"); the Devanagari, Bengali
    /// and Tamil fonts all map it (fontTools getBestCmap: 0x964 in each). In Bengali text the
    /// run's script picks the Bengali font, as iOS draws the danda with the Bengali font there.
    @Test func sharedCharacterTakesItsRunsScriptFont() throws {
        let collection = try Self.freshCollection()
        let primary = try collection.face(family: "Inter")
        let text = "আমি বাংলায় গান গাই।"
        let entries = try FontCoverage.coverage(of: text, primary: primary, collection: collection)
        let danda = try #require(entries.last)
        #expect(danda.text == "।")
        #expect(danda.face?.familyName == "Noto Sans Bengali")
        #expect(danda.script == "Zyyy")
        let layout = try Self.prepare(text, in: collection).layout()
        #expect(layout.glyphRuns.last?.font.familyName == "Noto Sans Bengali")
        #expect(!collection.openedFiles.contains("NotoSansDevanagari-Regular.ttf"))
        // In Hindi text, the same character is the Devanagari font's.
        let hindi = try FontCoverage.coverage(of: "नमस्ते।", primary: primary, collection: collection)
        #expect(hindi.last?.face?.familyName == "Noto Sans Devanagari")
    }

    /// The order of the bundled files for a cluster: the emoji font first for emoji
    /// presentation, Inter first for Latin, Greek, Cyrillic and shared characters, the
    /// script's font, then Inter and the general fallbacks (files with no scripts, in the
    /// bundle's order), then for shared characters every other file.
    @Test func cascadeOrder() throws {
        let general = BundledFonts.files.filter { f in
            if case .fallback = f.role { return f.scripts.isEmpty } else { return false }
        }.map(\.file)
        let cjk = try #require(BundledFonts.files.first { $0.scripts.contains("Hani") }?.file)
        let emoji = try #require(BundledFonts.emojiFile)
        #expect(general.last == emoji)

        let tamil = FallbackCascade.order(scripts: ["Taml"], language: "ta", emoji: false, shared: false)
        #expect(tamil == ["NotoSansTamil-Regular.ttf", "Inter-Roman.var.ttf"] + general)

        let han = FallbackCascade.order(scripts: ["Hani"], language: "zh-Hant", emoji: false, shared: false)
        #expect(han == [cjk, "Inter-Roman.var.ttf"] + general)

        let latin = FallbackCascade.order(scripts: ["Latn"], language: nil, emoji: false, shared: false)
        #expect(latin == ["Inter-Roman.var.ttf"] + general)

        let emojiOrder = FallbackCascade.order(scripts: [], language: nil, emoji: true, shared: true)
        #expect(emojiOrder.prefix(2) == [emoji, "Inter-Roman.var.ttf"])
        // Shared clusters end with every fallback file, each once.
        let fallbacks = BundledFonts.files.filter { if case .fallback = $0.role { return true } else { return false } }.map(\.file)
        #expect(Set(emojiOrder) == Set(fallbacks + ["Inter-Roman.var.ttf"]))
        #expect(emojiOrder.count == Set(emojiOrder).count)
    }

    /// BCP 47 prefix matching (RFC 4647 §3.3.1 basic filtering) with Chinese regions read
    /// as their script (CLDR likelySubtags: zh-TW → zh-Hant-TW, zh-HK → zh-Hant-HK,
    /// zh-MO → zh-Hant-MO, zh-CN → zh-Hans-CN, zh-SG → zh-Hans-SG).
    @Test(arguments: [
        (["zh-Hant"], "zh-TW", true), (["zh-Hant"], "zh-HK", true), (["zh-Hant"], "zh_MO", true),
        (["zh-Hant"], "zh-Hant-TW", true), (["zh-Hant"], "zh-CN", false), (["zh-Hans"], "zh-SG", true),
        (["zh-HK"], "zh-HK", true), (["zh-HK"], "zh-TW", false), (["zh-Hant-HK"], "zh-HK", true), (["ja"], "ja-JP", true),
        (["ja"], "jam", false), (["ko"], nil, false), ([], "ja", false),
    ] as [([String], String?, Bool)])
    func languageMatching(languages: [String], language: String?, expected: Bool) {
        #expect(FallbackCascade.matches(languages, language) == expected)
    }

    /// A character no bundled font has stays uncovered with system fonts off, and the layout
    /// counts it as missing: U+E001 (private use; Inter maps U+E000 and U+E002 but not it, and
    /// no other bundled file maps it: fontTools getBestCmap of every file in Fonts/).
    @Test func uncoveredCharacter() throws {
        let collection = try Self.freshCollection()
        let primary = try collection.face(family: "Inter")
        let entries = try FontCoverage.coverage(of: "\u{E001}", primary: primary, collection: collection)
        #expect(entries.count == 1 && entries[0].face == nil)
        #expect(try Self.prepare("a\u{E001}", in: collection).missingGlyphs == 1)
    }
    /// The memo of single-scalar fallbacks holds one page of 256 two-byte slots per block of
    /// 256 code points met, not an entry per scalar: 中 U+4E2D, 文 U+6587, 字 U+5B57 and
    /// 体 U+4F53 lie in blocks 0x4E, 0x65, 0x5B and 0x4F, so four pages (2,048 bytes of
    /// slots); repeating them adds nothing, and 丁 U+4E01 shares 中's page.
    @Test func scalarMemoKeepsOnePagePerBlock() throws {
        let collection = try Self.freshCollection()
        _ = try Self.prepare("中文字体中文字体", language: "zh-Hans", in: collection)
        var (count, pages, bytes) = collection.scalarFallbacks.withLock { ($0.count, $0.pageCount, $0.slotBytes) }
        #expect(count == 4 && pages == 4)
        #expect(bytes >= 4 * 256 * 2 && bytes < 8 * 256 * 2)
        _ = try Self.prepare("丁", language: "zh-Hans", in: collection)
        (count, pages, _) = collection.scalarFallbacks.withLock { ($0.count, $0.pageCount, $0.slotBytes) }
        #expect(count == 5 && pages == 4)
    }

    /// The memo answers "not looked up" (nil), "nothing covers it" (.some(nil)) and a face,
    /// each per context; a context differs by run script, language or run font.
    @Test func scalarMemoSeparatesContexts() throws {
        let collection = try Self.freshCollection()
        let face = try collection.face(family: "Inter")
        var memo = ScalarFallbackMemo()
        let zh = ScalarFallbackMemo.Context(runScript: "Hani", language: "zh-Hans", primary: 1)
        let ja = ScalarFallbackMemo.Context(runScript: "Hani", language: "ja", primary: 1)
        memo.remember(nil, for: 0xE001, in: zh)
        memo.remember(face, for: 0x4E2D, in: zh)
        #expect(memo.face(for: 0xE001, in: zh).map { $0 == nil } == true)
        #expect(memo.face(for: 0x4E2D, in: zh).map { $0 === face } == true)
        #expect(memo.face(for: 0x4E2E, in: zh) == nil)
        #expect(memo.face(for: 0x4E2D, in: ja) == nil)
        #expect(memo.count == 2 && memo.pageCount == 2)
        // Past the page limit (2 pages held, 1,022 more reach it) the pages are forgotten at
        // once and the memo starts again with the page that did not fit.
        for page in 0..<UInt32(ScalarFallbackMemo.pageLimit - 1) { memo.remember(face, for: 0x10000 + page * 256, in: ja) }
        #expect(memo.pageCount == 1 && memo.count == 1)
        #expect(memo.face(for: 0x4E2D, in: zh) == nil)
    }
}
