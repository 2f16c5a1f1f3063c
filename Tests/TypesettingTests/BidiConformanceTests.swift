import CICUShims
import Testing
@testable import Typesetting

@Suite("UAX #9 bidi conformance")
struct BidiConformanceTests {
    /// One line of BidiCharacterTest.txt.
    struct Case {
        var utf16: [UInt16] = []
        /// UTF-16 offset of each code point.
        var starts: [Int] = []
        var direction = WritingDirection.natural
        var paragraphLevel: UInt8 = 0
        /// Expected level per code point; nil where the file says x (removed by rule X9).
        var levels: [UInt8?] = []
        /// Code point indices in visual order, left to right, x characters left out.
        var visualOrder: [Int] = []
    }

    /// Fields: code points; paragraph direction (0 LTR, 1 RTL, 2 auto); resolved paragraph
    /// level; levels (x = removed); visual order.
    static func cases() -> [Case] {
        var cases = [Case]()
        cases.reserveCapacity(92_000)
        for line in ConformanceFiles.lines(ConformanceFiles.bidiCharacterTest) {
            guard let first = line.first, first != UInt8(ascii: "#") else { continue }
            let fields = line.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            guard fields.count >= 5 else { continue }
            var test = Case()
            for token in fields[0].split(separator: UInt8(ascii: " ")) {
                test.starts.append(test.utf16.count)
                ConformanceFiles.appendUTF16(UInt32(number(token, radix: 16)), to: &test.utf16)
            }
            switch number(fields[1], radix: 10) {
            case 0: test.direction = .leftToRight
            case 1: test.direction = .rightToLeft
            default: test.direction = .natural
            }
            test.paragraphLevel = UInt8(number(fields[2], radix: 10))
            for token in fields[3].split(separator: UInt8(ascii: " ")) {
                test.levels.append(token.first == UInt8(ascii: "x") ? nil : UInt8(number(token, radix: 10)))
            }
            for token in fields[4].split(separator: UInt8(ascii: " ")) {
                test.visualOrder.append(number(token, radix: 10))
            }
            cases.append(test)
        }
        return cases
    }

    static func number(_ token: ArraySlice<UInt8>, radix: Int) -> Int {
        var value = 0
        for byte in token {
            guard let digit = ConformanceFiles.hexValue(byte) else { continue }
            value = value * radix + Int(digit)
        }
        return value
    }

    @Test(.enabled(if: ConformanceFiles.exists(ConformanceFiles.bidiCharacterTest)))
    func bidiCharacterTestFile() throws {
        let cases = Self.cases()
        // BidiCharacterTest-15.0.0.txt has 91,707 test lines.
        #expect(cases.count == 91_707)
        var passes = 0
        var orderPasses = 0
        var failures = [String]()
        for test in cases {
            let (levels, paragraphLevel) = try BidiResolver.levels(in: test.utf16, baseDirection: test.direction)
            var pass = paragraphLevel == test.paragraphLevel
            var kept = [UInt8]()
            var keptIndices = [Int]()
            for (index, expected) in test.levels.enumerated() {
                guard let expected else { continue }
                let level = levels[test.starts[index]]
                if level != expected { pass = false }
                kept.append(level)
                keptIndices.append(index)
            }
            if pass { passes += 1 } else if failures.count < 5 { failures.append("\(test.utf16)") }
            if BidiResolver.visualOrder(levels: kept).map({ keptIndices[$0] }) == test.visualOrder {
                orderPasses += 1
            }
        }
        print("BidiCharacterTest.txt: \(passes) pass, \(cases.count - passes) fail of \(cases.count) (levels and paragraph level); visual order: \(orderPasses) pass")
        for failure in failures { print("  fails (UTF-16): \(failure)") }
        // ICU 72's bidi levels pass 91,676 and
        // fail 31 on this file. Re-checked with a C program calling ubidi_setPara/getLevels
        // directly: 91,676 pass, 31 fail (all 31 on levels, none on the paragraph level).
        #expect(passes >= 91_676)
        // The same C program, reordering ICU's levels of the non-x characters with
        // ubidi_reorderVisual, matches the file's visual order on 91,677 lines.
        #expect(orderPasses >= 91_677)
    }

    /// `lineLevels` (rule L1 in Swift) against ICU's ubidi_setLine, on every paragraph of the
    /// file cut into three lines at code point boundaries.
    ///
    /// ICU's line object flattens a line whose levels all have the same parity to the
    /// paragraph level (ubidiln.c, ubidi_setLine: direction LTR/RTL sets trailingWSStart = 0,
    /// so ubidi_getLevels reports paraLevel everywhere): [3, 3] becomes [1, 1]. Such lines
    /// lay out the same, so the comparison is per-character direction plus visual order;
    /// exact matches are counted and printed as well.
    @Test(.enabled(if: ConformanceFiles.exists(ConformanceFiles.bidiCharacterTest)))
    func lineLevelsMatchICUSetLine() throws {
        var compared = 0
        var exact = 0
        var different = 0
        var mismatches = [String]()
        for test in Self.cases() {
            let (levels, paragraphLevel) = try BidiResolver.levels(in: test.utf16, baseDirection: test.direction)
            let count = test.starts.count
            let cuts = [0, test.starts[count / 3], test.starts[2 * count / 3], test.utf16.count]
            for (start, end) in zip(cuts, cuts.dropFirst()) where start < end {
                let ours = BidiResolver.lineLevels(
                    levels: levels, utf16: test.utf16, range: start..<end, paragraphLevel: paragraphLevel)
                var icu = [UInt8](repeating: 0, count: end - start)
                let status = test.utf16.withUnsafeBufferPointer { text in
                    icu.withUnsafeMutableBufferPointer { out in
                        tm_icu_bidi_line_levels(
                            text.baseAddress, Int32(text.count), test.direction.icuParagraphLevel,
                            Int32(start), Int32(end), out.baseAddress)
                    }
                }
                #expect(status == 0)
                compared += 1
                if ours == icu { exact += 1 }
                let sameDirections = zip(ours, icu).allSatisfy { ($0 & 1) == ($1 & 1) }
                let sameOrder = BidiResolver.visualOrder(levels: ours) == BidiResolver.visualOrder(levels: icu)
                if !(sameDirections && sameOrder) {
                    different += 1
                }
                if !(sameDirections && sameOrder), mismatches.count < 5 {
                    mismatches.append("\(test.utf16) \(start)..<\(end): ours \(ours), ICU \(icu)")
                }
            }
        }
        print("lineLevels vs ubidi_setLine: \(compared) lines, \(exact) identical, \(different) laid out differently")
        for mismatch in mismatches { print("  \(mismatch)") }
        #expect(compared > 200_000)
        #expect(different == 0)
    }
}
