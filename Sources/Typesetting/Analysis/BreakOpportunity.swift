/// A place where a line may (or must) end: the next line would start at `offset`.
package struct BreakOpportunity: Sendable, Hashable {
    /// UTF-16 offset where a line may start.
    package var offset: Int
    /// True after a hard line break (LF, CR, CRLF, NEL, U+2028, U+2029, FF, VT), and at the
    /// end of the text (UAX #14 rule LB3: always break at the end of text).
    package var isMandatory: Bool

    package init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}
