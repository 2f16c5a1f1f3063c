/// Where a bare link destination (`[text](destination)`, CommonMark 6.3) starting at any
/// index ends, for all indices at once in linear time: the inline Markdown parser looks a
/// destination up instead of scanning for it, so text with many `[](` that never close costs
/// time linear in its length, not in its length times the number of brackets.
///
/// A bare destination runs to the first whitespace or to the first unescaped `)` that is not
/// part of a balanced pair of unescaped parentheses after its start; a backslash before ASCII
/// punctuation escapes it. Escapes are read once from the start of the text: a destination
/// starts after `(` or whitespace, never after a backslash, so reading from its own start
/// pairs backslashes and characters the same way.
struct LinkDestinationIndex {
    /// For each index (and the end), the first index at or after it that is not whitespace
    /// (a space, a tab or a line end), or the text's length.
    let nextNonSpace: [Int]
    /// For each index, the first whitespace at or after it, or the text's length.
    private let nextSpace: [Int]
    /// For each index, the index of the `)` that ends a destination starting there, or the
    /// text's length when none does.
    private let closingParenthesis: [Int]

    init(_ chars: [Character]) {
        let n = chars.count
        var nonSpace = [Int](repeating: n, count: n + 1)
        var space = [Int](repeating: n, count: n + 1)
        var k = n - 1
        while k >= 0 {
            let isSpace = Self.isSpace(chars[k])
            nonSpace[k] = isSpace ? nonSpace[k + 1] : k
            space[k] = isSpace ? k : space[k + 1]
            k -= 1
        }
        // depth[k]: unescaped "(" minus unescaped ")" before index k. From a start s, a ")" at
        // index c ends the destination when it is the first to bring the depth below
        // depth[s], that is the first index m > s with depth[m] == depth[s] - 1, c = m - 1.
        var depth = [Int](repeating: 0, count: n + 1)
        k = 0
        while k < n {
            if chars[k] == "\\", k + 1 < n, Self.isASCIIPunctuation(chars[k + 1]) {
                depth[k + 1] = depth[k]
                depth[k + 2] = depth[k]
                k += 2
                continue
            }
            depth[k + 1] = depth[k] + (chars[k] == "(" ? 1 : chars[k] == ")" ? -1 : 0)
            k += 1
        }
        // From the end back: the nearest index seen so far for each depth (offset by n).
        var nearest = [Int](repeating: -1, count: 2 * n + 3)
        var closing = [Int](repeating: n, count: n + 1)
        k = n
        while k >= 0 {
            let target = depth[k] - 1 + n + 1
            if target >= 0, target < nearest.count, nearest[target] >= 0 { closing[k] = nearest[target] - 1 }
            nearest[depth[k] + n + 1] = k
            k -= 1
        }
        nextNonSpace = nonSpace
        nextSpace = space
        closingParenthesis = closing
    }

    /// The index after a bare destination that starts at `start` (its `)` or whitespace, or
    /// the text's length).
    func destinationEnd(from start: Int) -> Int {
        min(nextSpace[start], closingParenthesis[start])
    }

    /// A space, a tab or a line end: what ends a bare destination and what the parser skips
    /// around one.
    static func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" || c.isNewline }

    /// ASCII punctuation (CommonMark 2.1), which a backslash escapes.
    static func isASCIIPunctuation(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (0x21...0x2F).contains(a) || (0x3A...0x40).contains(a) || (0x5B...0x60).contains(a) || (0x7B...0x7E).contains(a)
    }
}
