/// How help text is laid out in a terminal: an options table of two columns (the option, then
/// its description, at least `gap` spaces apart, every description starting in one column),
/// descriptions and synopses wrapped at word boundaries so that no line is wider than
/// `lineWidth` characters. `textmetrics help COMMAND` prints it; the man page
/// (`ManPage`) is made from the same rows.
enum HelpLayout {
    /// The widest line help prints, in characters.
    static let lineWidth = 100
    /// Spaces before an option.
    static let indent = 2
    /// The fewest spaces between an option and its description.
    static let gap = 2
    /// Options longer than this go on a line of their own, the description below them, so
    /// that one long option does not push every description to the right.
    static let widestInlineOption = 30

    /// The row every command's table ends with.
    static let helpRow = ("-h, --help", "this help")

    /// The column descriptions start in for `rows`: after the widest option that stays
    /// inline, and the gap.
    static func descriptionColumn(_ rows: [(String, String)]) -> Int {
        let inline = rows.map(\.0.count).filter { $0 <= widestInlineOption }
        return indent + (inline.max() ?? 0) + gap
    }

    /// The table's lines.
    static func table(_ rows: [(String, String)]) -> [String] {
        let column = descriptionColumn(rows)
        let pad = String(repeating: " ", count: column)
        var lines: [String] = []
        for (option, meaning) in rows {
            let wrapped = wrap(meaning, width: lineWidth - column)
            let head = String(repeating: " ", count: indent) + option
            if head.count + gap <= column {
                lines.append(head + String(repeating: " ", count: column - head.count) + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { pad + $0 }
            } else {
                lines.append(head)
                lines += wrapped.map { pad + $0 }
            }
        }
        return lines
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a word longer than the
    /// width gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        fill(text.split(separator: " ").map(String.init), width: width)
    }

    /// A synopsis line in lines of at most `lineWidth`, broken only between top-level groups
    /// (a bracketed or parenthesised group stays whole). What comes before the first group
    /// ("textmetrics NAME", or the spaces of a continuation line) stays on the first line,
    /// indented by `indent`; the lines it wraps onto are indented by `continuation`.
    static func wrapSynopsis(_ line: String, indent: Int, continuation: Int) -> [String] {
        let start = line.firstIndex { $0 == "[" || $0 == "(" } ?? line.endIndex
        let first = String(repeating: " ", count: indent) + line[..<start]
        let groups = synopsisGroups(line[start...])
        let filled = fill(groups, width: lineWidth - first.count)
        guard let top = filled.first else { return [first] }
        let remaining = Array(groups.dropFirst(synopsisGroups(Substring(top)).count))
        let pad = String(repeating: " ", count: continuation)
        return [first + top] + fill(remaining, width: lineWidth - continuation).map { pad + $0 }
    }

    /// The top-level groups of a synopsis: `[--x N]`, `(A | B)`, or a bare word.
    static func synopsisGroups(_ text: Substring) -> [String] {
        var groups: [String] = []
        var current = ""
        var depth = 0
        for c in text {
            if c == " " && depth == 0 {
                if !current.isEmpty { groups.append(current) }
                current = ""
                continue
            }
            if c == "[" || c == "(" { depth += 1 }
            if c == "]" || c == ")" { depth = max(0, depth - 1) }
            current.append(c)
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }

    /// `words` joined by spaces into lines of at most `width` characters.
    private static func fill(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words {
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
