/// The widths a preview samples, read from `--widths`: a range `A...B:STEP` (A, A+STEP, … up to
/// B) or a list `W,W,...`. Every width is > 0 and ≤ 10,000 points, and there are at most
/// `maximumCount`. A range's widths are counted before any is made, floor((B − A) / STEP) + 1
/// with B included when within a billionth of a step, so a step too small to move a double
/// (100...100:1e-20) gives its one width instead of looping.
public enum PreviewWidths {
    /// The most widths a page holds.
    public static let maximumCount = 1000
    /// The largest width, in points.
    public static let maximumWidth = 10_000.0

    /// The widths `text` names, in the order given; `PreviewError.widths` for anything else.
    public static func parse(_ text: String) throws(PreviewError) -> [Double] {
        func number(_ s: Substring) throws(PreviewError) -> Double {
            let trimmed = s.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            guard let v = Double(String(trimmed)), v.isFinite, v > 0, v <= maximumWidth else {
                throw .widths("--widths expects widths > 0 and ≤ 10000 points as A...B:STEP or W,W,..., got \"\(text)\"")
            }
            return v
        }
        if let range = text.range(of: "...") {
            let low = try number(text[..<range.lowerBound])
            let tail = text[range.upperBound...].split(separator: ":", omittingEmptySubsequences: false)
            guard tail.count == 2 else { throw .widths("--widths A...B:STEP needs a step, got \"\(text)\"") }
            let high = try number(tail[0]), step = try number(tail[1])
            guard high >= low else { throw .widths("--widths A...B:STEP needs A ≤ B, got \"\(text)\"") }
            let steps = ((high - low) / step + 1e-9).rounded(.down)
            guard steps < Double(maximumCount) else { throw .widths("--widths gives more than \(maximumCount) widths: \"\(text)\"") }
            return (0...Int(steps)).map { low + Double($0) * step }
        }
        var widths: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard widths.count < maximumCount else { throw .widths("--widths gives more than \(maximumCount) widths") }
            widths.append(try number(part))
        }
        return widths
    }
}
