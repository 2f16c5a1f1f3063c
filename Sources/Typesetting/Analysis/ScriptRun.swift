/// A maximal range of text in one script, after Common and Inherited characters have been
/// given the script of their neighbours.
package struct ScriptRun: Sendable, Hashable {
    /// Offsets into the `Unicode.Scalar` array that was itemized.
    package var range: Range<Int>
    /// ISO 15924 code, e.g. "Latn", "Arab", "Hani"; "Zyyy" when the run is all Common
    /// (digits, punctuation, symbols with no script nearby).
    package var script: String

    package init(range: Range<Int>, script: String) {
        self.range = range
        self.script = script
    }
}
