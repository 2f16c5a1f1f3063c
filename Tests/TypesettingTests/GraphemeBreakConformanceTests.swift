import Testing
@testable import Typesetting

@Suite("UAX #29 grapheme cluster conformance")
struct GraphemeBreakConformanceTests {
    @Test(.enabled(if: ConformanceFiles.exists(ConformanceFiles.graphemeBreakTest)))
    func graphemeBreakTestFile() throws {
        let cases = ConformanceFiles.breakCases(ConformanceFiles.graphemeBreakTest)
        // GraphemeBreakTest-15.0.0.txt has 602 test lines.
        #expect(cases.count == 602)
        var passes = 0
        var failures = [String]()
        for test in cases {
            if try TextSegmentation.graphemeBoundaries(in: test.utf16) == test.breaks {
                passes += 1
            } else {
                failures.append(test.source)
            }
        }
        print("GraphemeBreakTest.txt: \(passes) pass, \(failures.count) fail of \(cases.count)")
        for failure in failures.prefix(5) { print("  fails: \(failure)") }
        // A C program calling ubrk_open(UBRK_CHARACTER, …) directly passes all 602 lines on
        // ICU 72, so nothing may fail here.
        #expect(failures.isEmpty)
    }
}
