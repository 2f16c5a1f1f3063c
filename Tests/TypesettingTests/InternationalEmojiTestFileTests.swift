import Foundation
import Testing
@testable import Typesetting

/// Every fully-qualified emoji sequence of Unicode's emoji-test.txt (UTS #51; Debian's
/// unicode-data package, 3,655 sequences in Emoji 15.0: ZWJ families, skin tones, flags,
/// keycaps and the England, Scotland and Wales tag sequences) is covered by one bundled
/// font and shapes to exactly one glyph of it. Skipped only when the file is not installed
/// (`.ci/install-deps` installs unicode-data).
@Suite("International: every emoji of emoji-test.txt")
struct InternationalEmojiTestFileTests {
    static let path = "/usr/share/unicode/emoji/emoji-test.txt"
    static let missingMessage: Comment = "\(path) is not installed (Debian package unicode-data)"

    /// The fully-qualified sequences: "1F468 200D 1F469 ; fully-qualified # 👨‍👩 …".
    static func sequences() -> [String] {
        ConformanceFiles.lines(path).compactMap { line -> String? in
            let text = String(decoding: line, as: UTF8.self)
            guard !text.hasPrefix("#"), let semicolon = text.firstIndex(of: ";"),
                  text[semicolon...].hasPrefix("; fully-qualified") else { return nil }
            let scalars = text[..<semicolon].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            return String(String.UnicodeScalarView(scalars))
        }
    }

    /// One paragraph of all the sequences, each after a space (Inter's, the run font's), so
    /// the whole file is itemized and shaped once: each sequence is one grapheme cluster of
    /// the emoji font, and shaping gives that cluster exactly one glyph, not .notdef.
    @Test(.enabled(if: ConformanceFiles.exists(path), missingMessage))
    func everySequenceIsOneGlyph() throws {
        let sequences = Self.sequences()
        #expect(sequences.count == 3655)  // emoji-test.txt 15.0: "# fully-qualified : 3655" (its status count)
        let text = sequences.map { " " + $0 }.joined()
        let entries = try FontCoverage.coverage(of: text, primary: International.font().face,
                                                collection: International.collection())
        let clusters = entries.filter { $0.text != " " }
        #expect(clusters.map(\.text) == sequences)
        let uncovered = clusters.filter { $0.face?.familyName != International.emoji }
        #expect(uncovered.isEmpty, "not covered by the emoji font: \(uncovered.prefix(20).map(\.text))")

        let layout = try International.prepare(text).layout()
        #expect(layout.missingGlyphs == 0)
        // Glyphs per UTF-16 offset, in the emoji runs.
        var glyphsAt: [Int: Int] = [:]
        for run in layout.glyphRuns where run.font.familyName == International.emoji {
            for (glyph, cluster) in zip(run.glyphs, run.clusters) where glyph != 0 { glyphsAt[cluster, default: 0] += 1 }
        }
        var offset = 0
        var notOneGlyph: [String] = []
        for sequence in sequences {
            offset += 1  // the space
            if glyphsAt[offset] != 1 { notOneGlyph.append(sequence) }
            offset += sequence.utf16.count
        }
        #expect(notOneGlyph.isEmpty, "\(notOneGlyph.count) sequences are not one glyph: \(notOneGlyph.prefix(20))")
        let emojiGlyphs = glyphsAt.values.reduce(0, +)
        #expect(emojiGlyphs == sequences.count)
    }
}
