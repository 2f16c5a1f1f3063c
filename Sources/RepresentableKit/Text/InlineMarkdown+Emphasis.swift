/// CommonMark's "process emphasis": the delimiter runs matched into italic, bold and
/// strikethrough spans.
extension Parser {
    // MARK: Emphasis (CommonMark "process emphasis")

    /// What decides which openers a closer may take (CommonMark's `openers_bottom` key).
    fileprivate struct BottomKey: Hashable { var character: Character; var canOpen: Bool; var lengthClass: Int }

    /// Matches closers with openers as CommonMark's delimiter-stack algorithm does, and
    /// returns the runs, styled. The stack is a list linked over the item indices: a match
    /// unlinks every delimiter between its opener and closer (they become literal text), so
    /// no later search passes them; a failed search records where it began (`bottoms`), so no
    /// later search of its kind passes that place either. A match's style is not written
    /// into the items it spans (nested matches would write each item again): it is recorded
    /// as a range and summed over the items in one sweep at the end.
    mutating func processEmphasis() -> [StyledText.Run] {
        let count = items.count
        let links = delimiterLinks()
        var previous = links.previous, next = links.next
        let first = links.first
        func unlink(_ k: Int) {
            let before = previous[k], after = next[k]
            if before >= 0 { next[before] = after }
            previous[after] = before
        }
        // Per item, +1 where a match's styled span starts and -1 where it ends.
        var italic = [Int](repeating: 0, count: count + 1)
        var bold = italic
        var strike = italic
        // Below this index no opener matches a closer of the key: a closer that found none
        // there leaves nothing for a later one (openers are only ever used up), so each
        // search stops where the last failed one began.
        var bottoms: [BottomKey: Int] = [:]
        var i = first
        while i < count {
            work += 1
            guard case .delimiter(var closer) = items[i], closer.canClose, closer.count > 0 else { i = next[i]; continue }
            let key = BottomKey(character: closer.character, canOpen: closer.canOpen, lengthClass: closer.originalCount % 3)
            guard let j = opener(for: closer, before: previous[i], above: bottoms[key] ?? -1, links: previous), case .delimiter(var opener) = items[j] else {
                bottoms[key] = i - 1
                let after = next[i]
                // A closer that cannot open is of no later use (CommonMark: removed from the stack).
                if !closer.canOpen { unlink(i) }
                i = after
                continue
            }
            let used = closer.character == "~" ? closer.count : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
            switch (closer.character, used) {
            case ("~", _): strike[j + 1] += 1; strike[i] -= 1
            case (_, 2): bold[j + 1] += 1; bold[i] -= 1
            default: italic[j + 1] += 1; italic[i] -= 1
            }
            // The delimiters between are literal text from now on.
            next[j] = i
            previous[i] = j
            opener.count -= used
            closer.count -= used
            items[j] = .delimiter(opener)
            items[i] = .delimiter(closer)
            if opener.count == 0 { unlink(j) }
            // The closer's remaining characters may close an outer opener: look again.
            if closer.count == 0 {
                let after = next[i]
                unlink(i)
                i = after
            }
        }
        return styledRuns(italic: italic, bold: bold, strike: strike)
    }

    /// The nearest opener for `closer` at or below the stack entry `start`, above the index
    /// `bottom`, following the stack's links.
    private mutating func opener(for closer: Delimiter, before start: Int, above bottom: Int, links previous: [Int]) -> Int? {
        var j = start
        while j > bottom {
            work += 1
            if case .delimiter(let d) = items[j], d.character == closer.character, d.canOpen, d.count > 0 {
                if closer.character == "~" {
                    if d.count == closer.count { return j }
                } else if (d.canClose || closer.canOpen) && (d.originalCount + closer.originalCount) % 3 == 0
                    && !(d.originalCount % 3 == 0 && closer.originalCount % 3 == 0) {
                    // The rule of 3 (CommonMark 6.2, rules 9 and 10): not a match.
                } else {
                    return j
                }
            }
            j = previous[j]
        }
        return nil
    }

    /// The delimiter stack as a list linked over the item indices: each delimiter's previous
    /// and next delimiter (-1 and `items.count` at the ends; index `items.count` links to the
    /// last), and the first delimiter.
    private func delimiterLinks() -> (previous: [Int], next: [Int], first: Int) {
        let count = items.count
        var previous = [Int](repeating: -1, count: count + 1)
        var next = [Int](repeating: count, count: count + 1)
        var last = -1
        var first = count
        for k in items.indices {
            guard case .delimiter = items[k] else { continue }
            previous[k] = last
            if last >= 0 { next[last] = k } else { first = k }
            last = k
        }
        if last >= 0 { next[last] = count }
        previous[count] = last
        return (previous, next, first)
    }

    /// The items as runs, each styled by the matches that span it: `italic`, `bold` and
    /// `strike` hold +1 where a match's span starts and -1 where it ends, summed in one sweep.
    private mutating func styledRuns(italic: [Int], bold: [Int], strike: [Int]) -> [StyledText.Run] {
        let count = items.count
        var result: [StyledText.Run] = []
        result.reserveCapacity(count)
        var italics = 0, bolds = 0, strikes = 0
        for k in items.indices {
            work += 1
            italics += italic[k]
            bolds += bold[k]
            strikes += strike[k]
            var runs: [StyledText.Run]
            switch items[k] {
            case .text(let text): runs = text
            case .delimiter(let d): runs = [StyledText.Run(String(repeating: d.character, count: d.count))]
            }
            if italics > 0 || bolds > 0 || strikes > 0 {
                for r in runs.indices {
                    if italics > 0 { runs[r].style.isItalic = true }
                    if bolds > 0 { runs[r].style.isBold = true }
                    if strikes > 0 { runs[r].style.isStrikethrough = true }
                }
            }
            result += runs
        }
        return StyledText(runs: result).runs
    }
}
