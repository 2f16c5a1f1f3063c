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

extension Rect {
    /// The rectangle with its edges moved to the nearest multiple of 1 / `scale` (halves away
    /// from zero): origin = round(min · s) / s, size = round(max · s) / s − origin.
    ///
    /// SwiftUI aligns frames to the display's pixel grid [I, BehaviourReference "Rounding"]; it does
    /// not document how. Rounding both edges (rather than the origin and the size separately)
    /// is our choice [U]: two views that touch still touch, and a view's rounded width differs
    /// from its exact width by less than one pixel. Non-finite rectangles are left alone.
    package func roundedToPixels(scale: Double) -> Rect {
        guard scale > 0, scale.isFinite, minX.isFinite, minY.isFinite, width.isFinite, height.isFinite else { return self }
        func snap(_ value: Double) -> Double { Rounding.nearest(value * scale) / scale }
        let x = snap(minX), y = snap(minY)
        return Rect(x: x, y: y, width: snap(maxX) - x, height: snap(maxY) - y)
    }
}
