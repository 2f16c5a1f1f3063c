import Testing
import FuzzSupport
@testable import Typesetting

@Suite("Script analysis")
struct AnalysisScriptTests {
    // Scripts.txt (Unicode 15.0) for each; U+0378 is unassigned.
    @Test(arguments: [
        ("A", "Latn"), ("ب", "Arab"), ("м", "Cyrl"), ("1", "Zyyy"), (" ", "Zyyy"),
        ("\u{301}", "Zinh"), ("中", "Hani"), ("あ", "Hira"), ("\u{378}", "Zzzz"), ("\u{1E900}", "Adlm"),
    ])
    func scriptOfScalar(text: String, expected: String) {
        #expect(ScriptAnalysis.script(of: text.unicodeScalars.first!) == expected)
    }

    // The Latin-1 shortcut of `script(of:)` must agree with ICU's Script property, which
    // answers every other code point (the independent source: `uscript_getScript`).
    @Test func latin1ShortcutMatchesICU() {
        for value in UInt32(0)...0xFF {
            let scalar = Unicode.Scalar(value)!
            #expect(ScriptAnalysis.script(of: scalar) == ScriptAnalysis.icuScript(of: scalar), "U+\(String(value, radix: 16))")
        }
        #expect(ScriptAnalysis.icuScript(of: "é") == "Latn" && ScriptAnalysis.icuScript(of: "×") == "Zyyy")
    }

    private static func runs(_ text: String) -> [ScriptRun] {
        ScriptAnalysis.itemize(Array(text.unicodeScalars))
    }

    private static func run(_ range: Range<Int>, _ script: String) -> ScriptRun {
        ScriptRun(range: range, script: script)
    }

    // Expected runs by hand, per the rules in ScriptAnalysis.itemize's documentation
    // (Pango's itemizer: Common/Inherited join the preceding run, or the following one at
    // the start; a closing bracket joins its opening bracket).
    @Test(arguments: [
        ("Hello, мир!", [run(0..<7, "Latn"), run(7..<11, "Cyrl")]),
        ("abc (def)", [run(0..<9, "Latn")]),
        ("12345", [run(0..<5, "Zyyy")]),
        ("123 abc", [run(0..<7, "Latn")]),
        ("بِسْمِ", [run(0..<6, "Arab")]),                       // ب ِ س ْ م ِ: marks are Zinh
        ("abc (мир) def", [run(0..<5, "Latn"), run(5..<8, "Cyrl"), run(8..<13, "Latn")]),
        ("(мир) abc", [run(0..<6, "Cyrl"), run(6..<9, "Latn")]),
        ("мир [abc {def}]", [run(0..<5, "Cyrl"), run(5..<14, "Latn"), run(14..<15, "Cyrl")]),
        ("abc) мир", [run(0..<5, "Latn"), run(5..<8, "Cyrl")]),   // unmatched ")": plain Common
        ("日本語のテキスト", [run(0..<3, "Hani"), run(3..<4, "Hira"), run(4..<8, "Kana")]),
        ("\u{301}", [run(0..<1, "Zyyy")]),
        ("a\u{301}b", [run(0..<3, "Latn")]),
        // ScriptExtensions.txt: U+0660..0669 (Script=Arab) ; Arab Thaa Yezi — so an
        // Arabic-Indic digit stays in Thaana text (U+0780, Thaa).
        ("\u{780}\u{661}\u{780}", [run(0..<3, "Thaa")]),
        ("", []),
    ])
    func itemize(text: String, expected: [ScriptRun]) {
        #expect(Self.runs(text) == expected)
    }

    /// Runs always cover the text exactly once, in order, even with deep nesting.
    @Test func runsCoverText() {
        let text = String(repeating: "(a[м", count: 300) + String(repeating: "])", count: 200)
        let scalars = Array(text.unicodeScalars)
        let runs = ScriptAnalysis.itemize(scalars)
        #expect(runs.first?.range.lowerBound == 0)
        #expect(runs.last?.range.upperBound == scalars.count)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound && $0.script != $1.script })
        #expect(runs.allSatisfy { !$0.range.isEmpty })
    }

    /// The ASCII shortcut gives what ICU's per-character scripts give (Scripts.txt: ASCII
    /// letters are Latn, every other ASCII character Zyyy), on every ASCII string of the
    /// property corpus, all 128 characters one by one, and text without letters.
    @Test func asciiShortcutAgreesWithICU() {
        var strings = PropertyCorpus.strings.map { String($0.unicodeScalars.filter { $0.isASCII }) }
        strings += (0..<128).map { String(Unicode.Scalar(UInt8($0))) }
        strings += ["", "123 (456) [7]", "((( a ))) b", "\t\n\r", "a\u{7F}b"]
        for text in strings {
            let scalars = Array(text.unicodeScalars)
            #expect(ScriptAnalysis.itemize(scalars) == ScriptAnalysis.itemizeGeneral(scalars), "\(text.debugDescription)")
        }
    }
}
