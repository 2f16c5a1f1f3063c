import Testing
@testable import Typesetting

/// Bundled families are found whatever the case of the name, as Foundation's
/// case-insensitive comparison finds them (the rule `FontCollection.face(family:)` had).
@Suite("Fonts: family names ignore case")
struct FontFamilyMatchTests {
    @Test func asciiNamesIgnoreCaseOnly() {
        #expect(FontCollection.sameFamily("Noto Serif", "noto SERIF"))
        #expect(FontCollection.sameFamily("JetBrains Mono", "JETBRAINS MONO"))
        #expect(!FontCollection.sameFamily("Inter", "Inter "))
        #expect(!FontCollection.sameFamily("Inter", "Intel"))
        // '@' (0x40) and '`' (0x60) differ only in the 0x20 bit but are not letters.
        #expect(!FontCollection.sameFamily("a@", "a`"))
        #expect(!FontCollection.sameFamily("Inter", ""))
    }

    /// Names with non-ASCII characters take Foundation's comparison, as before.
    @Test func otherNamesUseFoundationsComparison() {
        #expect(FontCollection.sameFamily("Überschrift", "üBERSCHRIFT"))
        #expect(!FontCollection.sameFamily("Inter", "Ínter"))
    }

    @Test func bundledFamiliesAreFoundInAnyCase() throws {
        let fonts = try FontCollection.bundled()
        let face = try fonts.face(family: "quicksand", weight: .bold)
        let same = try fonts.face(family: "Quicksand", weight: .bold)
        #expect(face === same)
        #expect(throws: FontError.self) { try FontCollection(directory: fonts.directory, usesSystemFonts: false).face(family: "quicksand!") }
    }
}
