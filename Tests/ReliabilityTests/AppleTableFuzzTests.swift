import Foundation
import FuzzSupport
import Testing
import Typesetting

/// The fuzz bases with Apple's tables (`AppleTableBases`): unmutated they open with the
/// tables read, and their mutants end in a typed error or a valid layout and rendering.
@Suite("Fuzz: trak and sbix bases")
struct AppleTableFuzzTests {
    static let mutator: FontMutator? = try? FontMutator(directory: Fixtures.fontsDirectory,
                                                         files: [AppleTableBases.trak, AppleTableBases.sbix])

    /// The trak base: Quicksand (1000 units per em) with track 0 at 12, 17, 28 pt of +20,
    /// −30, −80 units, so 0.020, −0.030, −0.080 em. The sbix base has colour glyphs.
    @Test func basesCarryTheirTables() throws {
        let mutator = try #require(Self.mutator)
        let trak = try FontFace(data: Data(mutator.bases[0].bytes), name: AppleTableBases.trak)
        let tracking = try #require(trak.trackingProfile?.tracking)
        let values: [Double] = [0.020, -0.030, -0.080]
        #expect(tracking.entries.map(\.value) == values)
        let sbix = try FontFace(data: Data(mutator.bases[1].bytes), name: AppleTableBases.sbix)
        #expect(sbix.hasColorGlyphs && !trak.hasColorGlyphs)
        for base in mutator.bases {
            #expect(FontFuzzTests.pipeline.run(base.bytes).outcome == .ok, "\(base.name)")
        }
    }

    /// 4 mutants of every kind on each base: no violation.
    @Test func mutantsEndInATypedErrorOrAValidLayout() throws {
        let mutator = try #require(Self.mutator)
        for index in 0..<(FontMutator.kinds.count * 2 * 4) {
            let mutant = mutator.mutant(seed: 11, index: index)
            if case .violation(let what) = FontFuzzTests.pipeline.run(mutant.bytes).outcome {
                Issue.record("mutant \(index) (\(mutant.base), \(mutant.detail)): \(what)")
            }
        }
    }
}
