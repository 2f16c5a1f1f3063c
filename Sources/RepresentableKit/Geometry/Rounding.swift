/// Rounding without libm.
///
/// `Double.rounded()` lowers to calls to libm's `round`/`floor`/`trunc` on
/// x86-64, and this module imports no C module (so nothing links libm for it).
/// These helpers use only the exact Double ↔ Int64 conversion, which is exact
/// for |x| < 2⁵²; at or above that every Double is already whole.
enum Rounding {
    private static let integralThreshold = 4_503_599_627_370_496.0  // 2⁵²

    /// Towards zero.
    static func truncate(_ x: Double) -> Double {
        guard x.isFinite, abs(x) < integralThreshold else { return x }
        return Double(Int64(x))
    }

    /// To the nearest whole number, halves away from zero (C's `round`).
    static func nearest(_ x: Double) -> Double {
        let whole = truncate(x)
        let fraction = x - whole  // exact
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole
    }

    /// Whether `x` is a finite whole number.
    static func isWhole(_ x: Double) -> Bool {
        x.isFinite && truncate(x) == x
    }
}
