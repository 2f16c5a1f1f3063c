/// Why text could not be laid out.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A width that is NaN or negative (use nil or .infinity for "no limit").
    case invalidWidth(Double)
    /// numberOfLines below 0 (0 means unlimited).
    case invalidNumberOfLines(Int)
    /// A paragraph-style field or text attribute (`field`, e.g. "lineSpacing" or "tracking")
    /// whose `value` is NaN, infinite, or negative where it must not be.
    case invalidStyle(field: String, value: Double)
    /// Unicode analysis (ICU: line breaks, graphemes, bidi) failed or the text is too long
    /// for it.
    case analysis(TextAnalysisError)
    /// A text scale factor (autoshrink) that is not a finite number in the allowed range.
    case invalidScale(Double)
    /// An exclusion path (its index in the list) with a coordinate that is not finite, a
    /// negative size, or a polygon of fewer than three points.
    case invalidExclusionPath(index: Int)

    /// The fields that may be negative (they must only be finite).
    static let mayBeNegative: Set<String> = ["tailIndent", "tracking", "baselineOffset", "attachment.x", "attachment.y"]

    /// A message saying which value was wrong and what is expected.
    public var description: String {
        switch self {
        case .invalidWidth(let w): return "invalid width \(w): expected a number ≥ 0, or no limit"
        case .invalidNumberOfLines(let n): return "invalid numberOfLines \(n): expected 0 (unlimited) or more"
        case .invalidStyle(let field, let value):
            let expected = Self.mayBeNegative.contains(field) ? "a finite number" : "a finite number ≥ 0"
            return "invalid paragraph style: \(field) must be \(expected), got \(value)"
        case .analysis(let cause): return "text analysis failed: \(cause)"
        case .invalidScale(let s): return "invalid scale factor \(s): expected a finite number > 0"
        case .invalidExclusionPath(let index):
            return "invalid exclusion path \(index): expected finite coordinates, sizes ≥ 0 and polygons of 3 or more points"
        }
    }

    /// Errors are equal when they name the same problem with the same value; a NaN value
    /// equals NaN here (it is the value that was rejected, not a number to compute with).
    public static func == (lhs: LayoutError, rhs: LayoutError) -> Bool {
        func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
        switch (lhs, rhs) {
        case (.invalidWidth(let a), .invalidWidth(let b)): return same(a, b)
        case (.invalidNumberOfLines(let a), .invalidNumberOfLines(let b)): return a == b
        case (.invalidStyle(let f, let a), .invalidStyle(let g, let b)): return f == g && same(a, b)
        case (.analysis(let a), .analysis(let b)): return a == b
        case (.invalidScale(let a), .invalidScale(let b)): return same(a, b)
        case (.invalidExclusionPath(let a), .invalidExclusionPath(let b)): return a == b
        default: return false
        }
    }
}
