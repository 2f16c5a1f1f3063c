/// Why text could not be laid out.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A width that is NaN or negative (use nil or .infinity for "no limit").
    case invalidWidth(Double)
    /// numberOfLines below 0 (0 means unlimited).
    case invalidNumberOfLines(Int)
    /// A paragraph-style value that is NaN, infinite or negative where it must not be.
    case invalidStyle(String)
    case font(FontError)
    case analysis(String)

    /// A message saying which value was wrong and what is expected.
    public var description: String {
        switch self {
        case .invalidWidth(let w): return "invalid width \(w): expected a number ≥ 0, or no limit"
        case .invalidNumberOfLines(let n): return "invalid numberOfLines \(n): expected 0 (unlimited) or more"
        case .invalidStyle(let what): return "invalid paragraph style: \(what)"
        case .font(let e): return e.description
        case .analysis(let what): return "text analysis failed: \(what)"
        }
    }
}
