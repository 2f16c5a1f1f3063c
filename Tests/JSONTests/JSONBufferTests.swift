import SeededRandom
import Testing
@testable import JSON

/// `JSONBuffer`'s number format against its definition: whole numbers below 10¹⁵ as integers,
/// everything else as Swift's `description` (the shortest decimal that reads back as the same
/// Double, which the stdlib documents for `description` of floating-point values), −0 as 0.
/// The buffer computes the digits itself (integers, and the shortest digits of magnitudes in
/// [2⁻¹⁰, 2⁵²)) or takes the stdlib's digits without a String; these tests compare the bytes
/// with `description` itself.
@Suite("JSON numbers: the shortest round-trip form, written without Strings")
struct JSONBufferTests {
    /// The format as the documentation states it, built from `description`.
    static func expected(_ v: Double) -> String {
        if v.isNaN { return "null" }
        if v.isInfinite { return v > 0 ? "\"infinity\"" : "\"-infinity\"" }
        if v == 0 { return "0" }
        if abs(v) < 1e15, v.rounded(.towardZero) == v { return String(Int(v)) }
        return v.description
    }

    static func check(_ v: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = JSONText.number(v)
        #expect(text == expected(v), "\(v.bitPattern)", sourceLocation: sourceLocation)
        if v.isFinite { #expect(Double(text) == v, "\(text) does not read back", sourceLocation: sourceLocation) }
    }

    @Test func handPickedValues() {
        // Exact binary fractions, their expansions worked out by hand: 36660/2048 = 17.900390625,
        // 2⁻¹⁰ = 0.0009765625, 17 × 1000/2048 = 8.30078125, 0.5, −2.25.
        #expect(JSONText.number(36660.0 / 2048) == "17.900390625")
        #expect(JSONText.number(1.0 / 1024) == "0.0009765625")
        #expect(JSONText.number(17.0 * 1000 / 2048) == "8.30078125")
        #expect(JSONText.number(0.5) == "0.5")
        #expect(JSONText.number(-2.25) == "-2.25")
        // Not binary fractions: the shortest decimal that reads back.
        #expect(JSONText.number(0.1) == "0.1")
        #expect(JSONText.number(0.1 + 0.2) == "0.30000000000000004")
        #expect(JSONText.number(319.0 + 1.0 / 3) == "319.3333333333333")
        // Whole numbers, zero, the limits of the integer form, non-finite values.
        #expect(JSONText.number(390) == "390")
        #expect(JSONText.number(-0.0) == "0")
        #expect(JSONText.number(999_999_999_999_999) == "999999999999999")
        // 10¹⁵ is past the integer form: `description` (printed by the stdlib) writes it with a ".0".
        #expect(JSONText.number(1e15) == "1000000000000000.0")
        #expect(JSONText.number(.infinity) == "\"infinity\"")
        #expect(JSONText.number(-.infinity) == "\"-infinity\"")
        #expect(JSONText.number(.nan) == "null")
        for v in [36660.0 / 2048, 1.0 / 1024, 0.1, 0.1 + 0.2, 1e15, 1e-5, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 2e15 + 0.5] {
            Self.check(v)
            Self.check(-v)
        }
    }

    /// Binary fractions of every length (1 to 30 fractional bits) at magnitudes from 2⁻¹⁴ to
    /// 2⁵⁴: inside and beyond the range whose digits the buffer computes itself.
    @Test func binaryFractionsMatchDescription() {
        var generator = SplitMix64(seed: 17)
        for fractionBits in 1...30 {
            for magnitudeBits in -14...54 {
                for _ in 0..<20 {
                    let scale = Double(sign: .plus, exponent: magnitudeBits, significand: 1)
                    let m = Double(generator.next() >> 11) / Double(1 << 53) * scale
                    let step = Double(sign: .plus, exponent: -fractionBits, significand: 1)
                    let v = (m / step).rounded(.down) * step + step
                    Self.check(v)
                    Self.check(-v)
                }
            }
        }
    }

    /// Any bit pattern, and layout-like values (thirds of a point from `--scale 3`).
    @Test func randomDoublesMatchDescription() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<200_000 {
            let v = Double(bitPattern: generator.next())
            Self.check(v)
        }
        for k in 0..<30_000 {
            Self.check(Double(k) / 3)
            Self.check(Double(k) * 17 / 2048 + 0.1)
        }
    }

    /// Layout values (Inter's 2816 units per em at 17 pt give multiples of 17/2816) take the
    /// buffer's own digit path, not the stdlib fallback, and still match `description`.
    @Test func layoutValuesTakeTheOwnDigitPath() {
        for units in stride(from: 1, to: 400_000, by: 7) where units % 2816 != 0 {
            let v = Double(units) * 17 / 2816
            guard v.rounded(.towardZero) != v else { continue }
            #expect(JSONBuffer.shortestDecimal(v) != nil, "\(v)")
            Self.check(v)
        }
    }

    /// Numbers inside a buffer that already holds text, and many numbers in one buffer (the
    /// storage grows as it goes).
    @Test func numbersAppendInPlace() {
        var buffer = JSONBuffer(capacity: 1)
        var expected = ""
        for k in 0..<2_000 {
            let v = Double(k) * 17 / 2048 - 3.5
            buffer.key("v")
            buffer.number(v)
            buffer.raw(",")
            buffer.int(-k)
            buffer.raw(UInt8(ascii: ";"))
            expected += "\"v\":" + Self.expected(v) + "," + String(-k) + ";"
        }
        #expect(buffer.text == expected)
    }
}
