/// How far, in points, a piece of text may exceed the space it is measured against and still
/// count as fitting. Widths are sums of scaled design units in Double; without this slack a
/// line exactly as wide as its box (a width taken from a previous layout's `size.width`)
/// could fail to fit by rounding noise in the last bit and wrap differently.
package let fitTolerance = 1e-9

/// Whether `width` fits in `available` (within `fitTolerance`).
@inline(__always)
package func fits(_ width: Double, in available: Double) -> Bool {
    width <= available + fitTolerance
}
