/// One column of a `LazyVGrid` or one row of a `LazyHGrid` (SwiftUI's `GridItem`): how long it
/// is across the grid's axis, the space after it, and where cells sit in it.
public struct GridItem: Sendable, Hashable {
    /// How an item's length is chosen (BehaviourReference, "Lazy grids").
    public enum Size: Sendable, Hashable {
        /// Exactly this length, whatever the grid is offered.
        case fixed(Double)
        /// The length the grid offers the item, clamped to `minimum…maximum` (SwiftUI's
        /// defaults: 10 and infinity [D]).
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many items of at least `minimum` as fit in the length offered, each stretched to
        /// share it, up to `maximum`.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space between this item and the next (and between the items an adaptive item makes),
    /// or nil for the grid's default spacing.
    public var spacing: Double?
    /// Where a cell sits in its area, or nil for the grid's alignment.
    public var alignment: Alignment?

    /// An item of `size` (flexible by default), as `GridItem(_:spacing:alignment:)`.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// One resolved column (or row) of a lazy grid: its length, the space after it, and the
    /// alignment of its cells.
    struct Track: Equatable {
        var length: Double
        var spacingAfter: Double
        var alignment: Alignment?
    }

    /// The most tracks a grid's items resolve to (adaptive items stop adding subcolumns there):
    /// 1,000 [U: SwiftUI documents no limit; a bound keeps an adaptive item with a tiny minimum
    /// in a huge width from making millions of columns].
    package static let maximumTracks = 1_000

    /// The tracks `items` come to in `available` points (nil: 0 [U]), with `defaultSpacing`
    /// for items that give none (BehaviourReference, "Lazy grids"):
    /// 1. the spacing after every item but the last is taken off `available`;
    /// 2. fixed items first, then the others in order, each is offered what remains divided by
    ///    the items left: a fixed item takes its length, a flexible one the offer clamped to its
    ///    bounds, an adaptive one the offer (at least 0); what it takes is taken off;
    /// 3. each adaptive item of length A, minimum m, maximum M and spacing s then becomes
    ///    n = max(1, ⌊(A + s) / (m + s)⌋) tracks of min((A − (n − 1)·s) / n, M), s apart.
    static func tracks(_ items: [GridItem], available: Double?, defaultSpacing: Double) -> [Track] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { max($0.spacing ?? defaultSpacing, 0) }
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        var lengths = [Double](repeating: 0, count: items.count)
        let order = items.indices.filter { items[$0].size.isFixed } + items.indices.filter { !items[$0].size.isFixed }
        var left = items.count
        for index in order {
            let offer = remaining / Double(left)
            let length: Double =
                switch items[index].size {
                case .fixed(let length): max(length, 0)
                case .flexible(let minimum, let maximum): max(minimum, min(offer, maximum))
                case .adaptive: max(offer, 0)
                }
            lengths[index] = length
            if remaining.isFinite { remaining -= length }
            left -= 1
        }
        var tracks: [Track] = []
        var budget = max(maximumTracks - items.count, 0)
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            guard case .adaptive(let minimum, let maximum) = item.size else {
                tracks.append(Track(length: lengths[index], spacingAfter: spacing, alignment: item.alignment))
                continue
            }
            guard lengths[index].isFinite else {
                // Offered an infinite length: one track, as long as the maximum allows.
                tracks.append(Track(length: min(lengths[index], maximum), spacingAfter: spacing, alignment: item.alignment))
                continue
            }
            let length = lengths[index]
            // Counted in floating point and capped before it becomes an integer.
            let fit = minimum + spacing > 0 ? ((length + spacing) / (minimum + spacing)).rounded(.down) : .infinity
            let count = Int(min(max(fit, 1), Double(budget + 1)))
            budget -= count - 1
            let each = min((length - Double(count - 1) * spacing) / Double(count), maximum)
            for _ in 0..<count {
                tracks.append(Track(length: max(each, 0), spacingAfter: spacing, alignment: item.alignment))
            }
        }
        return tracks
    }
}

extension GridItem.Size {
    var isFixed: Bool {
        if case .fixed = self { true } else { false }
    }
}
