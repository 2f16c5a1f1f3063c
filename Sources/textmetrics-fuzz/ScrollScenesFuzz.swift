import FuzzSupport

/// The fields of the scroll-view and lazy-grid nodes in random scenes (`SceneFuzz.node`):
/// ordinary and hostile axes, grid items of every kind (zero and huge minimums, maximums below
/// minimums, several kinds at once, no kind), empty and long item lists.
extension SceneFuzz {
    /// A `scrollView`'s `axes` field, or nothing.
    static func scrollAxes(_ rng: inout SplitMix64) -> [String] {
        guard rng.chance(60) else { return [] }
        return ["\"axes\": \(rng.pick(["\"horizontal\"", "\"vertical\"", "[\"horizontal\", \"vertical\"]", "[]", "\"x\"", "1"]))"]
    }

    /// A lazy grid's item list (under `columns` or `rows`, sometimes the wrong one) and its
    /// `spacing` and `alignment`.
    static func gridItems(_ rng: inout SplitMix64, type: String) -> [String] {
        let key = rng.chance(95) ? (type == "lazyVGrid" ? "columns" : "rows") : (type == "lazyVGrid" ? "rows" : "columns")
        var fields: [String] = []
        if rng.chance(97) {
            let count = rng.chance(3) ? rng.pick([0, 1_000, 1_001]) : rng.int(1...4)
            let items = (0..<count).map { _ in gridItem(&rng) }
            fields.append("\"\(key)\": [\(items.joined(separator: ", "))]")
        }
        if rng.chance(40) { fields.append("\"spacing\": \(number(&rng))") }
        if rng.chance(30) { fields.append("\"alignment\": \(rng.pick(["\"leading\"", "\"top\"", "\"center\"", "\"firstTextBaseline\"", "\"x\""]))") }
        return fields
    }

    static func gridItem(_ rng: inout SplitMix64) -> String {
        func bounds(requiresMinimum: Bool) -> String {
            var fields: [String] = []
            let hostile = number(&rng)
            if requiresMinimum ? rng.chance(95) : rng.chance(60) { fields.append("\"minimum\": \(rng.pick(["0", "0.001", "40", "80", hostile]))") }
            if rng.chance(50) { fields.append("\"maximum\": \(rng.pick(["\"infinity\"", "0", "60", hostile]))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        var fields: [String] = []
        switch rng.below(10) {
        case 0..<3: fields.append("\"fixed\": \(number(&rng))")
        case 3..<6: fields.append("\"flexible\": \(bounds(requiresMinimum: false))")
        case 6..<9: fields.append("\"adaptive\": \(bounds(requiresMinimum: true))")
        default: if rng.chance(50) { fields += ["\"fixed\": 10", "\"adaptive\": {\"minimum\": 1}"] }
        }
        if rng.chance(30) { fields.append("\"spacing\": \(number(&rng))") }
        if rng.chance(20) { fields.append("\"alignment\": \(rng.pick(["\"topLeading\"", "\"bottom\"", "\"x\""]))") }
        return "{" + fields.shuffled(using: &rng).joined(separator: ", ") + "}"
    }
}
