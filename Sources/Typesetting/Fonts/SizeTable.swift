/// Values listed at increasing point sizes, read between them by linear interpolation and
/// outside them as the nearest end's value: the reading of a `trak` table's sizes (see
/// `FontTracking`), used too for the system-font profile's per-size glyph scale.
struct SizeTable: Sendable, Hashable {
    /// Point sizes, strictly increasing, at least one.
    let sizes: [Double]
    /// The value at each size.
    let values: [Double]

    /// The value at `size`: interpolated between the listed sizes around it, the first value
    /// below the table (and for a size that is not a number), the last above it.
    func value(at size: Double) -> Double {
        guard let first = sizes.first, let last = sizes.last else { return 0 }
        guard size.isFinite, size > first else { return values[0] }
        guard size < last else { return values[values.count - 1] }
        // The first listed size above `size` (binary search: the sizes increase).
        var low = 0, high = sizes.count - 1
        while low < high {
            let mid = (low + high) / 2
            if sizes[mid] > size { high = mid } else { low = mid + 1 }
        }
        let t = (size - sizes[low - 1]) / (sizes[low] - sizes[low - 1])
        return values[low - 1] + t * (values[low] - values[low - 1])
    }
}
