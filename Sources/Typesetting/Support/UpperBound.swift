/// The index of the first element greater than `value` in a sorted array.
func upperBoundIndex(_ array: [Int], _ value: Int) -> Int {
    var low = 0, high = array.count
    while low < high {
        let mid = (low + high) / 2
        if array[mid] <= value { low = mid + 1 } else { high = mid }
    }
    return low
}
