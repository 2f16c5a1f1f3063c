import Testing
@testable import Typesetting

@Suite("Bidi resolution")
struct AnalysisBidiTests {
    private func levels(_ string: String, _ direction: WritingDirection = .natural) throws -> ([UInt8], UInt8) {
        let result = try BidiResolver.levels(in: Array(string.utf16), baseDirection: direction)
        return (result.levels, result.paragraphLevel)
    }

    // UAX #9 P2/P3: the first strong character sets the paragraph level; none → 0 (our
    // .natural, like NSWritingDirection.natural).
    @Test func paragraphLevel() throws {
        #expect(try levels("abc") == ([0, 0, 0], 0))
        #expect(try levels("אבג") == ([1, 1, 1], 1))
        #expect(try levels("123") == ([0, 0, 0], 0))
        #expect(try levels("123", .rightToLeft) == ([2, 2, 2], 1))  // I2: EN at odd level + 1
        #expect(try levels("1 אב") .1 == 1)                         // digits are weak
    }

    // N1/N2: a space between L and R takes the embedding direction; I1/I2 for the rest.
    @Test func mixedText() throws {
        #expect(try levels("abc אבג", .leftToRight) == ([0, 0, 0, 0, 1, 1, 1], 0))
        #expect(try levels("אב 12", .rightToLeft) == ([1, 1, 1, 2, 2], 1))
    }

    // A supplementary R character (U+1E900 ADLAM, Bidi_Class R): both UTF-16 units get level 1.
    @Test func surrogatePairs() throws {
        #expect(try levels("a \u{1E900}", .leftToRight) == ([0, 0, 1, 1], 0))
    }

    // L1: the space between two Hebrew words has level 1 inside the paragraph (N1) but is
    // reset to the paragraph level when it ends a line. A TAB (segment separator) is always
    // reset, and so is whitespace before it.
    @Test func ruleL1() throws {
        let text = Array("אב גד".utf16)
        let (paragraph, level) = try BidiResolver.levels(in: text, baseDirection: .leftToRight)
        #expect(paragraph == [1, 1, 1, 1, 1])
        #expect(BidiResolver.lineLevels(levels: paragraph, utf16: text, range: 0..<3, paragraphLevel: level) == [1, 1, 0])
        #expect(BidiResolver.lineLevels(levels: paragraph, utf16: text, range: 3..<5, paragraphLevel: level) == [1, 1])
        let tabbed = Array("אב \tגד".utf16)
        let (tabbedLevels, _) = try BidiResolver.levels(in: tabbed, baseDirection: .leftToRight)
        #expect(BidiResolver.lineLevels(levels: tabbedLevels, utf16: tabbed, range: 0..<6, paragraphLevel: 0)
                == [1, 1, 0, 0, 1, 1])
        #expect(BidiResolver.lineLevels(levels: [], utf16: [], range: 0..<0, paragraphLevel: 0).isEmpty)
    }

    // L2 by hand: reverse every sequence at level ≥ 2, then every sequence at level ≥ 1.
    // [0,1,2,2,1,0]: 2,3 → 3,2; then 1...4 = [1,3,2,4] → [4,2,3,1].
    @Test(arguments: [
        ([UInt8]([0, 0, 1, 1, 1]), [0, 1, 4, 3, 2]),
        ([1, 1, 1], [2, 1, 0]),
        ([0, 1, 2, 2, 1, 0], [0, 4, 2, 3, 1, 5]),
        ([], []),
    ])
    func visualOrder(levels: [UInt8], expected: [Int]) {
        #expect(BidiResolver.visualOrder(levels: levels) == expected)
    }

    @Test func visualRuns() throws {
        let (ltr, _) = try levels("abc אבג", .leftToRight)
        #expect(BidiResolver.runs(levels: ltr) == [BidiRun(range: 0..<4, level: 0), BidiRun(range: 4..<7, level: 1)])
        #expect(BidiResolver.visualRuns(lineLevels: ltr) == BidiResolver.runs(levels: ltr))
        // RTL paragraph: Hebrew and the space at 1 (N1 doesn't apply: R and L; N2 → e = 1),
        // Latin at 2 (I2). Visually the Latin run is on the left.
        let (rtl, _) = try levels("אבג abc", .rightToLeft)
        #expect(rtl == [1, 1, 1, 1, 2, 2, 2])
        #expect(BidiResolver.visualRuns(lineLevels: rtl) == [BidiRun(range: 4..<7, level: 2), BidiRun(range: 0..<4, level: 1)])
        #expect(BidiResolver.visualRuns(lineLevels: []).isEmpty)
    }

    @Test func emptyAndLoneSurrogates() throws {
        #expect(try levels("") == ([], 0))
        #expect(try levels("", .rightToLeft) == ([], 1))
        for text: [UInt16] in [[0xD800], [0xDC00, 0x5D0], [0x5D0, 0xD800, 0x20], [0x61, 0xDC00, 0xD800]] {
            let (resolved, level) = try BidiResolver.levels(in: text, baseDirection: .natural)
            #expect(resolved.count == text.count)
            let line = BidiResolver.lineLevels(levels: resolved, utf16: text, range: 0..<text.count, paragraphLevel: level)
            #expect(line.count == text.count)
            #expect(Set(BidiResolver.visualOrder(levels: line)) == Set(0..<text.count))
        }
        // A line that starts between the halves of a surrogate pair.
        let pair = Array("\u{1E900}\u{1E900}".utf16)
        let (pairLevels, pairLevel) = try BidiResolver.levels(in: pair)
        #expect(BidiResolver.lineLevels(levels: pairLevels, utf16: pair, range: 1..<4, paragraphLevel: pairLevel) == [1, 1, 1])
    }
}
