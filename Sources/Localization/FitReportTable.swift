/// The table `textmetrics fit` prints: a row a result, worst first (failures, then warnings,
/// then passes; larger overflow first; ties in run order), then a summary line.
///
/// Columns: STATUS, LANG, KEY, SIZE (category and point size), BOX (width × lines, ∞ for
/// unlimited), NEEDS (what the text needs: its natural width for one line, else lines and
/// height), OVERFLOW and PROBLEM; with `showsBaseText`, BASE (an Interface Builder object's
/// text) after KEY. Each cell is padded to its column's width in characters, two spaces between
/// columns. Keys, languages and problems are printed with their control characters escaped
/// (`\u{1B}`), so a catalog cannot send a terminal escape sequence.
///
/// Each row is formatted once, as its result is added, and kept as one string: a large run
/// has as many rows as problems, and its results need not be kept for the table
/// (`FitReportWriter`).
public struct FitReportTable: Sendable {
    static let columns = ["STATUS", "LANG", "KEY", "SIZE", "BOX", "NEEDS", "OVERFLOW", "PROBLEM"]
    /// Whether the BASE column follows KEY.
    public let showsBaseText: Bool
    let header: [String]
    /// Cells are joined by U+001F, which `TerminalText.visible` never leaves in a cell.
    static let separator = "\u{1F}"
    struct Row: Sendable { var status: FitStatus; var overflow: Double; var cells: String }
    var rows: [Row] = []
    var widths: [Int]

    /// An empty table; `showsBaseText` adds the BASE column (for Interface Builder documents).
    public init(showsBaseText: Bool = false) {
        self.showsBaseText = showsBaseText
        header = showsBaseText ? Array(Self.columns[..<3]) + ["BASE"] + Self.columns[3...] : Self.columns
        widths = header.map(\.count)
    }

    /// Adds a row for `result`.
    public mutating func add(_ result: FitResult) {
        var cells = FitReportCells.cells(result)
        if showsBaseText { cells.insert(FitReportCells.keyCell(result.string.baseText ?? ""), at: 3) }
        for (column, c) in cells.enumerated() { widths[column] = max(widths[column], FitReportCells.characterCount(c)) }
        rows.append(Row(status: result.status, overflow: result.overflowPoints, cells: cells.joined(separator: Self.separator)))
    }

    /// Writes the rows worst first (nothing when there are none), then the summary line of
    /// `counts`, which mentions `errors` when there are any ("; 2 errors (on stderr)").
    public func write(counts c: FitCounts, errors: Int, to target: inout some TextOutputStream) {
        let order = rows.indices.sorted { a, b in
            if rows[a].status != rows[b].status { return rows[a].status > rows[b].status }
            if rows[a].overflow != rows[b].overflow { return rows[a].overflow > rows[b].overflow }
            return a < b
        }
        if !rows.isEmpty {
            var bytes: [UInt8] = []
            target.write(line(header.joined(separator: Self.separator), into: &bytes) + "\n")
            for i in order { target.write(line(rows[i].cells, into: &bytes) + "\n") }
            target.write("\n")
        }
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        target.write("\(count(c.checks, "check")) of \(count(c.strings, "string")) in \(count(c.languages, "language")): \(c.failed) failed, \(c.warnings) warnings, \(c.passed) passed" + (errors == 0 ? "" : "; \(errors) error\(errors == 1 ? "" : "s") (on stderr)") + "\n")
    }

    /// A row's text: each cell padded to its column's width (but the last), two spaces between
    /// columns. The row's cells are split at U+001F (one byte in UTF-8, never inside another
    /// character, and a grapheme boundary on both sides as a control) and counted as
    /// `FitReportCells.characterCount` counts them. `bytes` is scratch space, reused.
    private func line(_ cells: String, into bytes: inout [UInt8]) -> String {
        bytes.removeAll(keepingCapacity: true)
        var cells = cells
        cells.withUTF8 { raw in
            var column = 0, start = 0
            while true {
                let end = raw[start...].firstIndex(of: 0x1F) ?? raw.count
                if column > 0 { bytes.append(0x20); bytes.append(0x20) }
                bytes.append(contentsOf: raw[start..<end])
                if end == raw.count { break }
                let cell = raw[start..<end]
                let count = FitReportCells.simpleCharacterCount(cell) ?? String(decoding: cell, as: UTF8.self).count
                bytes.append(contentsOf: repeatElement(0x20, count: widths[column] - count))
                (column, start) = (column + 1, end + 1)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension FitReport {
    /// Writes the report as `textmetrics fit` prints it (`FitReportTable`): failures and
    /// warnings (every result with `includingPasses`) worst first, then the summary line.
    /// A BASE column is added when a result has an Interface Builder object's base text.
    public func writeTable(includingPasses: Bool = false, to target: inout some TextOutputStream) {
        var table = FitReportTable(showsBaseText: results.contains { $0.string.baseText != nil })
        for r in results where includingPasses || r.status != .pass { table.add(r) }
        table.write(counts: counts, errors: errors.count, to: &target)
    }
}
