/// One axis of a variable font (fvar), in design units of the axis (e.g. wght 100…900).
public struct VariationAxis: Sendable, Hashable, Codable {
    /// Four-letter tag, e.g. "wght", "slnt", "opsz".
    public var tag: String
    /// The smallest value the axis takes.
    public var minValue: Double
    /// The value when the axis is not set.
    public var defaultValue: Double
    /// The largest value the axis takes.
    public var maxValue: Double

    /// An axis with its tag and range.
    public init(tag: String, minValue: Double, defaultValue: Double, maxValue: Double) {
        self.tag = tag
        self.minValue = minValue
        self.defaultValue = defaultValue
        self.maxValue = maxValue
    }
}

/// A setting of one variation axis.
public struct FontVariation: Sendable, Hashable, Codable {
    /// Four-letter axis tag, e.g. "wght".
    public var tag: String
    /// The coordinate on the axis, in the axis's design units.
    public var value: Double

    /// A setting of axis `tag` to `value`.
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}
