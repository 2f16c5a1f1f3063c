/// Where a text's first and last lines sit: each baseline's y, in points from the top edge of
/// the view showing the text. What `Text` and a hosted label report for the guides
/// `VerticalAlignment.firstTextBaseline` and `.lastTextBaseline`.
public struct TextBaselines: Sendable, Hashable {
    /// The first line's baseline, from the top edge.
    public var first: Double
    /// The last line's baseline, from the top edge (the first's for one line).
    public var last: Double

    /// Baselines at `first` and `last` points below the top edge.
    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }

    /// The baseline `guide` names (first or last), or nil for any other guide.
    package func value(for guide: AlignmentKey) -> Double? {
        if guide == VerticalAlignment.firstTextBaseline.key { return first }
        if guide == VerticalAlignment.lastTextBaseline.key { return last }
        return nil
    }

    /// Whether `guide` is one of the two text baselines.
    package static func isBaseline(_ guide: AlignmentKey) -> Bool {
        guide == VerticalAlignment.firstTextBaseline.key || guide == VerticalAlignment.lastTextBaseline.key
    }
}
