/// One axis of a variable font (fvar), in design units of the axis (e.g. wght 100…900).
public struct VariationAxis: Sendable, Hashable, Codable {
    /// Four-letter tag, e.g. "wght", "slnt", "opsz".
    public var tag: String
    public var minValue: Double
    public var defaultValue: Double
    public var maxValue: Double

    public init(tag: String, minValue: Double, defaultValue: Double, maxValue: Double) {
        self.tag = tag
        self.minValue = minValue
        self.defaultValue = defaultValue
        self.maxValue = maxValue
    }
}

/// A setting of one variation axis.
public struct FontVariation: Sendable, Hashable, Codable {
    public var tag: String
    public var value: Double

    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}
