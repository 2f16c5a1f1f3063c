extension LineBreakMode {
    /// The mode's name without NSLineBreakMode's `by`: wordWrapping, charWrapping, clipping,
    /// truncatingHead, truncatingTail, truncatingMiddle (Swift's `NSLineBreakMode` case names).
    public var shortName: String {
        switch self {
        case .byWordWrapping: "wordWrapping"
        case .byCharWrapping: "charWrapping"
        case .byClipping: "clipping"
        case .byTruncatingHead: "truncatingHead"
        case .byTruncatingTail: "truncatingTail"
        case .byTruncatingMiddle: "truncatingMiddle"
        }
    }

    /// Every name `init(named:)` accepts, in NSLineBreakMode's order: each mode's short name,
    /// then its `by…` form (`truncatingTail`, `byTruncatingTail`).
    public static let acceptedNames: [String] = allCases.flatMap { [$0.shortName, $0.rawValue] }

    /// The mode `name` names: NSLineBreakMode's name with or without `by` (`truncatingTail`
    /// and `byTruncatingTail` are the same mode), exactly as spelled; nil for anything else.
    /// The one reader of these names: `fit --line-break`, `measure --line-break`, the fit
    /// constraints file, scenes and the storyboard reader's table all go through it.
    public init?(named name: String) {
        guard let mode = Self.allCases.first(where: { $0.shortName == name || $0.rawValue == name }) else { return nil }
        self = mode
    }
}
