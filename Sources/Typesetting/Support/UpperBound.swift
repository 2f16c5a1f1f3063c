/// The index of the first element greater than `value` in a sorted array.
func upperBoundIndex(_ array: [Int], _ value: Int) -> Int {
    upperBoundIndex(array, value) { $0 }
}

/// The index of the first element whose `key` is greater than `value`, in an array sorted by
/// `key`.
@inline(__always)
func upperBoundIndex<Element>(_ array: [Element], _ value: Int, key: (Element) -> Int) -> Int {
    var low = 0, high = array.count
    while low < high {
        let mid = (low + high) / 2
        if key(array[mid]) <= value { low = mid + 1 } else { high = mid }
    }
    return low
}
