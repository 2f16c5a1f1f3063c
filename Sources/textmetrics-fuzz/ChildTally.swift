import FuzzSupport

/// What a parent counts of its children's records (`seconds field… outcome…`, `ChildRecord`):
/// each item's outcome, how often each value of some fields came up, and the slowest item.
/// Every batch command reads its records through `BatchResult.tally`.
struct ChildTally {
    /// Each item's outcome (the fields from the outcome's on, joined by spaces).
    var outcomes = FuzzTally()
    /// For each field counted, how many records had each value in it.
    var byField: [Int: [String: Int]] = [:]
    /// The seconds (first field) of the slowest record, and that record; nil when none took
    /// longer than 0 s.
    var slowest: (seconds: Double, record: ChildRecord?) = (0, nil)

    /// How many records had each value in field `field`.
    func counts(_ field: Int) -> [String: Int] { byField[field] ?? [:] }

    /// "S s (index I…)": the slowest record, `detail` added inside the parentheses.
    func slowestText(_ detail: (ChildRecord) -> String = { _ in "" }) -> String {
        "\(format(slowest.seconds, 3)) s (index \(slowest.record?.index ?? -1)\(slowest.record.map(detail) ?? ""))"
    }
}

extension BatchResult {
    /// Counts the records whose outcome starts at field `outcomeField` (records with fewer
    /// fields are passed over): their outcomes, the values of fields `counting`, and the
    /// slowest. `accept` sees each record first and may pass it over (a field that must be a
    /// number and is not) or count what else its command counts.
    func tally(outcomeField: Int = 2, counting: [Int] = [], accept: (ChildRecord) -> Bool = { _ in true }) -> ChildTally {
        tally(outcomeField: { _ in outcomeField }, counting: counting, accept: accept)
    }

    /// `tally(outcomeField:counting:accept:)` where the outcome's field depends on the record.
    func tally(outcomeField: (ChildRecord) -> Int, counting: [Int] = [], accept: (ChildRecord) -> Bool = { _ in true }) -> ChildTally {
        var tally = ChildTally()
        for record in records {
            let f = record.fields
            let start = outcomeField(record)
            guard f.count > start, accept(record) else { continue }
            for field in counting { tally.byField[field, default: [:]][f[field], default: 0] += 1 }
            if let s = Double(f[0]), s > tally.slowest.seconds { tally.slowest = (s, record) }
            tally.outcomes.add(FuzzOutcome(label: f[start...].joined(separator: " ")), index: record.index)
        }
        return tally
    }
}
