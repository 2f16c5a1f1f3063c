import Foundation
import FuzzSupport
import Testing
import Typesetting

/// Mutated fonts through the whole pipeline: FontFace(data:) → Font(size 17) → metrics →
/// PreparedText("Hello, world! שלום 123") → layout(width: 100) → glyphRuns. Every mutant must
/// end in a typed error or in a valid layout with finite numbers. A crash in FreeType or
/// HarfBuzz would kill this process, so the long runs (`textmetrics-fuzz fonts`, which
/// isolates each batch in a child process) go first and anything they find is pinned here.
@Suite("Font fuzzing: mutants of the bundled fonts")
struct FontFuzzTests {
    static let seed: UInt64 = 20_240_601
    static let perKind = 100

    static let mutator: FontMutator? = try? FontMutator(directory: Fixtures.fontsDirectory)
    static let pipeline = FontPipeline(fontsDirectory: Fixtures.fontsDirectory, emptyDirectory: FontPipeline.makeEmptyDirectory())

    /// 100 mutants of each kind (25 per base font): 700 in all.
    @Test(arguments: FontMutator.kinds)
    func mutantsEndInATypedErrorOrAValidLayout(kind: String) throws {
        let mutator = try #require(Self.mutator)
        let k = try #require(FontMutator.kinds.firstIndex(of: kind))
        var opened = 0
        var errors: [String: Int] = [:]
        for j in 0..<Self.perKind {
            let index = j * FontMutator.kinds.count + k
            let mutant = mutator.mutant(seed: Self.seed, index: index)
            #expect(mutant.kind == kind)
            let result = Self.pipeline.run(mutant.bytes)
            if result.opened { opened += 1 }
            switch result.outcome {
            case .ok: break
            case .typedError(let name): errors[name, default: 0] += 1
            case .violation(let what):
                Issue.record("mutant \(index) (\(mutant.base), \(mutant.detail)): \(what); reproduce with textmetrics-fuzz repro fonts --seed \(Self.seed) --index \(index)")
            }
        }
        // The mutants must reach the layout stage often enough to test it.
        #expect(opened >= Self.perKind / 4, "only \(opened) of \(Self.perKind) \(kind) mutants opened; errors: \(errors)")
    }

    /// The unmutated fonts pass the same pipeline: the control for the test above.
    @Test(arguments: FontMutator.baseFiles)
    func unmutatedBaseFontsLayOutCleanly(file: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.fontsDirectory + "/" + file))
        let result = Self.pipeline.run([UInt8](data))
        #expect(result.opened)
        #expect(result.outcome == .ok)
    }

    /// Mutants depend only on (seed, index), and actually change the font.
    @Test func mutantsAreDeterministic() throws {
        let mutator = try #require(Self.mutator)
        for index in [0, 1, 6, 7, 500, 9_999] {
            let a = mutator.mutant(seed: 7, index: index)
            let b = mutator.mutant(seed: 7, index: index)
            #expect(a.bytes == b.bytes)
            #expect(a.detail == b.detail)
            let base = try #require(mutator.bases.first { $0.name == a.base })
            #expect(a.bytes != base.bytes, "mutant \(index) (\(a.detail)) equals its base font")
        }
        #expect(mutator.mutant(seed: 7, index: 3).bytes != mutator.mutant(seed: 8, index: 3).bytes)
    }

    /// The table-directory reader, checked against fontTools' list of Quicksand-Regular's
    /// tables (`sorted(TTFont(path).keys())` without the pseudo-table GlyphOrder).
    @Test func tableDirectoryMatchesFontTools() throws {
        let mutator = try #require(Self.mutator)
        let quicksand = try #require(mutator.bases.first { $0.name == "Quicksand-Regular.ttf" })
        let tags = quicksand.tables.map(\.tag).sorted()
        #expect(tags == ["GDEF", "GPOS", "GSUB", "OS/2", "cmap", "cvt ", "fpgm", "gasp", "glyf", "head", "hhea",
                         "hmtx", "loca", "maxp", "name", "post", "prep"])
        for t in quicksand.tables {
            #expect(t.offset + t.length <= quicksand.bytes.count, "\(t.tag) runs past the end of the file")
        }
    }

    /// Systematic damage to every table of every base font, one table at a time: zeroed, its
    /// length set to 0xFFFFFFFF, its offset moved past the end of the file, its length cut to 0.
    @Test(arguments: ["zero", "huge length", "offset past end", "zero length"])
    func everyTableDamagedInTurn(damage: String) throws {
        let mutator = try #require(Self.mutator)
        var tried = 0
        for base in mutator.bases {
            for table in base.tables {
                var bytes = base.bytes
                switch damage {
                case "zero":
                    for i in table.offset..<min(table.offset + table.length, bytes.count) { bytes[i] = 0 }
                case "huge length": SFNT.write32(&bytes, table.recordOffset + 12, 0xFFFF_FFFF)
                case "offset past end": SFNT.write32(&bytes, table.recordOffset + 8, UInt32(bytes.count + 16))
                default: SFNT.write32(&bytes, table.recordOffset + 12, 0)
                }
                tried += 1
                if case .violation(let what) = Self.pipeline.run(bytes).outcome {
                    Issue.record("\(base.name) table \(table.tag) \(damage): \(what)")
                }
            }
        }
        #expect(tried == 71)  // 17 + 18 + 18 + 18 tables (fontTools)
    }

    /// Hand-made headers: nothing, a few bytes, directories that promise 65,535 tables, a
    /// TrueType collection header claiming 2³²−1 faces, a WOFF header with absurd sizes.
    @Test func handMadeHeadersAreRejectedWithTypedErrors() throws {
        var cases: [(String, [UInt8])] = [
            ("empty", []),
            ("one byte", [0]),
            ("sfnt version only", [0, 1, 0, 0]),
            ("OTTO, 65535 tables, nothing else", [0x4F, 0x54, 0x54, 0x4F, 0xFF, 0xFF, 0, 0, 0, 0, 0, 0]),
            ("TrueType, 0 tables", [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            ("ttcf claiming 2^32-1 faces", Array("ttcf".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 12]),
            ("wOFF with absurd sizes", Array("wOFF".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0xFF] + Array(repeating: 0xFF, count: 34)),
            ("text", Array("Hello, I am not a font".utf8)),
        ]
        // A real font behind a TTC header whose offset table points past the end.
        let mutator = try #require(Self.mutator)
        var ttc = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 20, 0x7F, 0xFF, 0xFF, 0xFF]
        ttc += mutator.bases[0].bytes
        cases.append(("ttcf with a second face past the end", ttc))
        for (name, bytes) in cases {
            let result = Self.pipeline.run(bytes)
            if case .violation(let what) = result.outcome { Issue.record("\(name): \(what)") }
            for index in [1, 2, -1] {
                do {
                    _ = try FontFace(data: Data(bytes), name: name, faceIndex: index)
                } catch {
                    switch error {
                    case .notAFont, .faceIndexOutOfRange: break
                    default: Issue.record("\(name) face \(index): unexpected \(error)")
                    }
                }
            }
        }
        do {
            _ = try FontFace(data: Data())
            Issue.record("empty data opened")
        } catch {
            #expect(error == .notAFont(path: "<data>", reason: "the file is empty"))
        }
    }
}
