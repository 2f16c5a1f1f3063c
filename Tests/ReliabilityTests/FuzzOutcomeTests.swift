import Testing
import FuzzSupport

/// A child process reports each outcome as one line (`label`) and its parent reads it back
/// (`FuzzOutcome(label:)`) to count it: the two must agree, or a violation would be counted as
/// a typed error and the run would exit 0.
@Suite("Fuzz outcomes: labels and tallies")
struct FuzzOutcomeTests {
    @Test(arguments: [
        FuzzOutcome.ok,
        .typedError("FontError.notAFont(FT_Err_Unknown_File_Format)"),
        .typedError("exit 2"),
        .violation("hang (killed after 20.0 s)"),
        .violation("line 3 wider than the width: 101 > 100"),
    ])
    func labelRoundTrips(outcome: FuzzOutcome) {
        #expect(FuzzOutcome(label: outcome.label) == outcome)
    }

    @Test func labelsAsChildrenWriteThem() {
        #expect(FuzzOutcome.ok.label == "ok")
        #expect(FuzzOutcome.violation("signal 11").label == "VIOLATION signal 11")
        #expect(FuzzOutcome(label: "VIOLATION exit 3") == .violation("exit 3"))
        // An error's name that happens to contain the word is still an error.
        #expect(FuzzOutcome(label: "SceneError.invalidValue VIOLATION") == .typedError("SceneError.invalidValue VIOLATION"))
    }

    @Test func tallyCountsEachKind() {
        var tally = FuzzTally()
        let outcomes: [FuzzOutcome] = [.ok, .typedError("a"), .ok, .violation("x"), .typedError("a"), .typedError("b")]
        for (index, outcome) in outcomes.enumerated() { tally.add(outcome, index: index) }
        // By hand: 2 ok, "a" twice and "b" once, one violation at index 3.
        #expect(tally.ok == 2)
        #expect(tally.typedErrors == ["a": 2, "b": 1])
        #expect(tally.typedErrorCount == 3)
        #expect(tally.violations.map(\.index) == [3])
        #expect(tally.violations.map(\.outcome) == [.violation("x")])
    }
}
