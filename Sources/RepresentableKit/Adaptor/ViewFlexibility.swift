/// Which dimensions of an adapted view may shrink below or grow beyond its
/// ideal size (RepresentableKit's `UIViewFlexibility`).
///
/// The original applies a set bit as priority 250 (flexible) and a clear bit
/// as 750 (rigid): compression resistance for the min bits, content hugging
/// for the max bits. SwiftUI then reads those priorities with the table in
/// `RepresentableSizing`. `priority(_:)` reports that mapping; `ViewAdaptor`
/// reads the bits directly.
public struct ViewFlexibility: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The option bits.
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The width can be compressed to any value in 0 … ideal.
    public static let minHorizontal = ViewFlexibility(rawValue: 1 << 0)
    /// The width can be stretched to any value in ideal … ∞.
    public static let maxHorizontal = ViewFlexibility(rawValue: 1 << 1)
    /// The height can be compressed to any value in 0 … ideal.
    public static let minVertical = ViewFlexibility(rawValue: 1 << 2)
    /// The height can be stretched to any value in ideal … ∞.
    public static let maxVertical = ViewFlexibility(rawValue: 1 << 3)
    /// The width can take any value in 0 … ∞.
    public static let horizontal: ViewFlexibility = [.minHorizontal, .maxHorizontal]
    /// The height can take any value in 0 … ∞.
    public static let vertical: ViewFlexibility = [.minVertical, .maxVertical]
    /// Both dimensions can take any value: the default.
    public static let all: ViewFlexibility = [.horizontal, .vertical]
    /// Both dimensions keep their ideal size.
    public static let none: ViewFlexibility = []

    /// The options by name, as scenes spell them.
    package static let named: [String: ViewFlexibility] = [
        "minHorizontal": .minHorizontal, "maxHorizontal": .maxHorizontal,
        "minVertical": .minVertical, "maxVertical": .maxVertical,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all, "none": .none,
    ]

    /// The Auto Layout priority the original applies for `option`: 250
    /// (`.defaultLow`) if it is in the set, else 750 (`.defaultHigh`).
    package func priority(_ option: ViewFlexibility) -> LayoutPriority {
        contains(option) ? .defaultLow : .defaultHigh
    }

    /// The content hugging priority the original applies on `axis` (from the max bit).
    package func huggingPriority(for axis: Axis) -> LayoutPriority {
        priority(axis == .horizontal ? .maxHorizontal : .maxVertical)
    }

    /// The compression resistance the original applies on `axis` (from the min bit).
    package func compressionResistancePriority(for axis: Axis) -> LayoutPriority {
        priority(axis == .horizontal ? .minHorizontal : .minVertical)
    }

    public var description: String {
        let names = ["minHorizontal", "maxHorizontal", "minVertical", "maxVertical"]
        let set = names.filter { contains(Self.named[$0]!) }
        return "[" + set.joined(separator: ", ") + "]"
    }
}
