import Foundation
import Testing
@testable import Typesetting

/// What measuring Chinese opens and keeps, counted: the fallback files opened (a file whose
/// cmap lacks a cluster's characters is passed over unopened, `CmapCoverage`), the FreeType
/// faces opened (none for measuring; one when a glyph is drawn), and the shaping cache's map
/// (a key stored once).
@Suite("Fonts: what measuring Chinese opens")
struct FallbackMemoryTests {
    static let cjk = "NotoSansCJKsc-Subset.otf"
    /// The general fallbacks the cascade tries for Han after the CJK file and Inter
    /// (`FallbackCascade.order`: files with no scripts, in `BundledFonts.files` order).
    static let generalFallbacks: Set<String> = [
        "NotoSans-Extended.ttf", "NotoSansMono-BoxDrawing.ttf", "NotoSansSymbols-Regular.ttf",
        "NotoSansSymbols2-Regular.ttf", "NotoSansMath-Regular.ttf", "NotoColorEmoji.ttf",
    ]

    /// 中文字体 (U+4E2D U+6587 U+5B57 U+4F53) are all in the CJK subset; 丂 U+4E02 is in
    /// none of the bundled files (fontTools getBestCmap: not in NotoSansCJKsc-Subset.otf,
    /// Inter or any of the six general fallbacks). Measuring both opens Inter (the run's font)
    /// and the CJK file only: the six fallbacks tried for 丂 are passed over on their cmap
    /// summaries, unopened (before, all six were opened to ask their cmaps). Neither open face
    /// has FreeType's face open: shaping does not need it.
    @Test func chineseOpensOneFallbackFileAndNoFreeTypeFace() throws {
        let collection = try FontsFallbackCascadeTests.freshCollection()
        let covered = try FontsFallbackCascadeTests.prepare("中文字体", language: "zh-Hans", in: collection)
        #expect(covered.missingGlyphs == 0)
        #expect(collection.openedFiles == ["Inter-Roman.var.ttf", Self.cjk])
        #expect(collection.summarizedFiles.isEmpty)

        let uncovered = try FontsFallbackCascadeTests.prepare("中文丂字体", language: "zh-Hans", in: collection)
        #expect(uncovered.missingGlyphs == 1)
        #expect(collection.openedFiles == ["Inter-Roman.var.ttf", Self.cjk])
        #expect(collection.summarizedFiles == Self.generalFallbacks)

        let face = try collection.bundledFace(Self.cjk)
        #expect(!face.isFreeTypeFaceOpen && face.freeTypeOpenings == 0)
        let inter = try collection.bundledFace("Inter-Roman.var.ttf")
        #expect(!inter.isFreeTypeFaceOpen && inter.freeTypeOpenings == 0)
    }

    /// Drawing needs FreeType: `withFreeTypeFace` opens the face once and keeps it open. The
    /// CJK subset's FreeType face reports 1,000 units per em (head.unitsPerEm, fontTools).
    @Test func freeTypeFaceOpensOnceWhenUsed() throws {
        let collection = try FontsFallbackCascadeTests.freshCollection()
        let face = try collection.bundledFace(Self.cjk)
        #expect(face.freeTypeOpenings == 0)
        for _ in 0..<3 {
            let units = face.withFreeTypeFace(ifUnavailable: { _, _ in -1 }) { ft in Int(ft.pointee.units_per_EM) }
            #expect(units == 1000)
        }
        #expect(face.isFreeTypeFaceOpen && face.freeTypeOpenings == 1)
    }

    /// The summary of every bundled file covers every code point HarfBuzz maps for it (the
    /// summary may say more, never less), and of none of the general fallbacks covers 丂.
    @Test func summariesCoverWhatHarfBuzzMaps() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.fontsDirectory)
            .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
        #expect(names.count >= 40)
        for name in names {
            let path = Fixture.fontsDirectory + "/" + name
            let summary = try CmapCoverage.readFile(path)
            #expect(summary.ranges != nil, "\(name): every bundled cmap is one this reader takes apart")
            let face = try FontFace(contentsOf: path)
            for range in face.unicodeRanges() {
                #expect(summary.mayCover(range), "\(name): U+\(String(range.lowerBound, radix: 16))…")
            }
        }
        for name in Self.generalFallbacks {
            #expect(!(try CmapCoverage.readFile(Fixture.fontsDirectory + "/" + name)).mayCover(0x4E02))
        }
        #expect(try CmapCoverage.readFile(Fixture.fontsDirectory + "/" + Self.cjk).mayCover(0x4E2D))
    }

    /// Damaged or unusual cmaps are typed failures, never a crash, and `ofFile` reads them
    /// as unknown (covers everything: the face is then opened and asked, as before).
    @Test func damagedCmapsAreTypedFailures() throws {
        // A cmap header with one encoding record (3, 1) pointing at a format 4 subtable cut
        // short: segCountX2 says 2 segments, the bytes end after the header.
        let short: [UInt8] = [0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12, 0, 4, 0, 24, 0, 0, 0, 4]
        #expect(throws: CmapCoverage.Failure.truncated("cmap format 4 segments")) { try CmapCoverage.summarize(cmap: short) }
        #expect(throws: CmapCoverage.Failure.truncated("the cmap header")) { try CmapCoverage.summarize(cmap: [0]) }
        // A symbol subtable (3, 0), which HarfBuzz remaps to U+F000…: not summarized.
        let symbol: [UInt8] = [0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 12] + [0, 0, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 256)
        #expect(throws: CmapCoverage.Failure.self) { try CmapCoverage.summarize(cmap: symbol) }
        // Format 2 (high-byte mapping) is not taken apart.
        let format2: [UInt8] = [0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12, 0, 2, 0, 0]
        #expect(throws: CmapCoverage.Failure.unsupported("cmap subtable format 2")) { try CmapCoverage.summarize(cmap: format2) }
        // A well-formed format 12 subtable with two groups, U+4E00…U+4E01 and U+20000.
        var format12: [UInt8] = [0, 0, 0, 1, 0, 3, 0, 10, 0, 0, 0, 12]
        format12 += [0, 12, 0, 0, 0, 0, 0, 40, 0, 0, 0, 0, 0, 0, 0, 2]
        format12 += [0, 0, 0x4E, 0x00, 0, 0, 0x4E, 0x01, 0, 0, 0, 1]
        format12 += [0, 2, 0x00, 0x00, 0, 2, 0x00, 0x00, 0, 0, 0, 3]
        let summary = try CmapCoverage.summarize(cmap: format12)
        #expect(summary.ranges == [0x4E00...0x4E01, 0x20000...0x20000])
        #expect(summary.mayCover(0x4E01) && !summary.mayCover(0x4E02) && summary.mayCover(0x20000))
        // Not a font: unknown.
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("cmap-coverage-\(getpid()).txt").path
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: notAFont))
        defer { try? FileManager.default.removeItem(atPath: notAFont) }
        #expect(throws: CmapCoverage.Failure.unsupported("sfnt version")) { try CmapCoverage.readFile(notAFont) }
        #expect(CmapCoverage.ofFile(notAFont) == .unknown && CmapCoverage.unknown.mayCover(0x4E02))
        #expect(CmapCoverage.ofFile("/nonexistent/font.ttf") == .unknown)
    }
}
