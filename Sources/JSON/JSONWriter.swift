/// Writing JSON: the one writer of the public (scene results, and every `--json` output of
/// the CLI), with one number format.
///
/// Numbers are written in the shortest form that reads back as the same Double (Swift's
/// `description`), whole numbers below 10¹⁵ without a fraction (390, 20.5,
/// 17.900390625), −0 as 0. Infinities are the strings "infinity" and "-infinity" (as scenes
/// write an infinite size or proposal); NaN is null.
///
/// `JSONBuffer` writes UTF-8 bytes straight into one growing array (no intermediate strings),
/// so that `measure --json` spends its time measuring, not formatting; `JSONValue.serialized()`
/// and `JSONText` go through it too.
public enum JSONText {
    /// `text` as a JSON string literal.
    public static func quoted(_ text: String) -> String {
        var buffer = JSONBuffer()
        buffer.string(text)
        return buffer.text
    }

    /// `value` as a JSON number (see the type's documentation).
    public static func number(_ value: Double) -> String {
        var buffer = JSONBuffer()
        buffer.number(value)
        return buffer.text
    }
}

/// JSON text as UTF-8 bytes, appended in place.
///
/// The hot path (`measure --json`) writes a whole object at a time through
/// `write(reserving:_:)`: capacity is made once, then the `put` functions append into the
/// reserved span with no further checks of the array, no String and no allocation.
public struct JSONBuffer: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

    /// The bytes written so far, as a String.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Forgets what was written, keeping the storage.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// The most bytes `put(number:into:)` writes (`-2.2250738585072014e-308` is 24).
    public static let maximumNumberLength = 32
    /// The most bytes `put(int:into:)` writes (`-9223372036854775808`).
    public static let maximumIntLength = 20

    /// Appends what `body` writes into `span`, which has room for `count` bytes (writing
    /// more traps). The storage grows geometrically, so many small writes stay linear.
    @inline(__always)
    public mutating func write(reserving count: Int, _ body: (inout OutputSpan<UInt8>) -> Void) {
        if bytes.capacity - bytes.count < count {
            bytes.reserveCapacity(Swift.max(bytes.capacity * 2, bytes.count + count))
        }
        bytes.append(addingCapacity: count, initializingWith: body)
    }

    /// Appends `text` as it is (punctuation, keys known to need no escaping).
    @inline(__always)
    public mutating func raw(_ text: StaticString) {
        write(reserving: text.utf8CodeUnitCount) { Self.put(text, into: &$0) }
    }

    /// Appends one byte as it is.
    @inline(__always)
    public mutating func raw(_ byte: UInt8) { bytes.append(byte) }

    /// Appends `"key":` (a key known to need no escaping).
    @inline(__always)
    public mutating func key(_ key: StaticString) {
        write(reserving: key.utf8CodeUnitCount + 3) { Self.put(key: key, into: &$0) }
    }

    /// Appends `text` as a JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else as its UTF-8 bytes.
    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0..<0x20:
                    raw("\\u00")
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0xF))
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "a") + v - 10 }

    /// Appends a whole number.
    public mutating func int(_ value: Int) {
        write(reserving: Self.maximumIntLength) { Self.put(int: value, into: &$0) }
    }

    /// Appends a number in the package's one format (see `JSONText`).
    public mutating func number(_ value: Double) {
        write(reserving: Self.maximumNumberLength) { Self.put(number: value, into: &$0) }
    }

    /// Writes `text` as it is into `span`.
    @inline(__always)
    public static func put(_ text: StaticString, into span: inout OutputSpan<UInt8>) {
        text.withUTF8Buffer { put(bytes: $0, into: &span) }
    }

    /// Copies `bytes` into `span` in one go (it must have room: this traps otherwise).
    @inline(__always)
    private static func put(bytes: UnsafeBufferPointer<UInt8>, into span: inout OutputSpan<UInt8>) {
        precondition(bytes.count <= span.freeCapacity, "JSONBuffer: fewer bytes reserved than written")
        span.withUnsafeMutableBufferPointer { buffer, initialized in
            if let source = bytes.baseAddress {
                (buffer.baseAddress! + initialized).initialize(from: source, count: bytes.count)
            }
            initialized += bytes.count
        }
    }

    /// Writes `"key":` into `span`.
    @inline(__always)
    public static func put(key: StaticString, into span: inout OutputSpan<UInt8>) {
        span.append(UInt8(ascii: "\""))
        put(key, into: &span)
        span.append(UInt8(ascii: "\""))
        span.append(UInt8(ascii: ":"))
    }

    /// Writes `true` or `false` into `span`.
    @inline(__always)
    public static func put(bool value: Bool, into span: inout OutputSpan<UInt8>) {
        value ? put("true", into: &span) : put("false", into: &span)
    }

    /// Writes a whole number into `span` (at most `maximumIntLength` bytes).
    public static func put(int value: Int, into span: inout OutputSpan<UInt8>) {
        if value < 0 { span.append(UInt8(ascii: "-")) }
        put(digitsOf: UInt64(value.magnitude), into: &span)
    }

    /// The decimal digits of `value`, most significant first; with `fractionDigits` > 0, a
    /// point before the last `fractionDigits` of them, zeros added in front as needed (5 with
    /// 3 fraction digits is 0.005). At most 26 fraction digits.
    @inline(__always)
    private static func put(digitsOf value: UInt64, fractionDigits: Int = 0, into span: inout OutputSpan<UInt8>) {
        if value < 10 && fractionDigits == 0 { span.append(UInt8(ascii: "0") + UInt8(value)); return }
        var text = InlineArray<48, UInt8>(repeating: UInt8(ascii: "0"))
        var start = 48
        var rest = value
        for _ in 0..<fractionDigits {
            start -= 1
            text[start] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        if fractionDigits > 0 {
            start -= 1
            text[start] = UInt8(ascii: ".")
        }
        repeat {
            start -= 1
            text[start] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        text.span.withUnsafeBufferPointer { put(bytes: UnsafeBufferPointer(rebasing: $0[start...]), into: &span) }
    }

    /// Writes a number in the package's one format (see `JSONText`) into `span`, at most
    /// `maximumNumberLength` bytes.
    ///
    /// Whole numbers below 10¹⁵ are written as integers; other magnitudes in [2⁻¹⁰, 2⁵²) (every
    /// length and position a layout gives) get their shortest round-trip digits computed here
    /// (`shortestDecimal`); the rest go through `Double.write(to:)`, which hands the stdlib's
    /// shortest digits over as ASCII bytes. No path makes a String or allocates, and every
    /// path writes what `description` would.
    public static func put(number value: Double, into span: inout OutputSpan<UInt8>) {
        if value.isNaN { put("null", into: &span); return }
        if value.isInfinite { value > 0 ? put("\"infinity\"", into: &span) : put("\"-infinity\"", into: &span); return }
        if value == 0 { span.append(UInt8(ascii: "0")); return }
        let magnitude = value.magnitude
        if magnitude < 1e15, magnitude.rounded(.towardZero) == magnitude {
            if value < 0 { span.append(UInt8(ascii: "-")) }
            put(digitsOf: UInt64(magnitude), into: &span)
            return
        }
        if let (digits, fractionDigits) = shortestDecimal(value) {
            if value < 0 { span.append(UInt8(ascii: "-")) }
            put(digitsOf: digits, fractionDigits: fractionDigits, into: &span)
            return
        }
        var digits = ShortestDigits()
        value.write(to: &digits)
        let count = digits.count
        digits.bytes.span.withUnsafeBufferPointer { put(bytes: UnsafeBufferPointer(rebasing: $0[..<count]), into: &span) }
    }

    /// The shortest decimal that reads back as `value` (a non-integer of magnitude in
    /// [2⁻¹⁰, 2⁵²), which `description` writes without an exponent), and among the shortest
    /// the closest: `digits` × 10^−`fractionDigits`. Nil outside that range, or if the exact
    /// arithmetic below would not fit.
    ///
    /// With |value| = m·2^e (m the 53-bit significand), scaling by 10ᵏ, k = ⌊−e·log₁₀2⌋ + 1,
    /// makes the rounding interval (value ± ulp/2; the lower half is ulp/4 when m = 2⁵²) at
    /// least one unit wide, so it holds an integer; its bounds are exact 128-bit fractions
    /// (m·5ᵏ fits: 53 + 2.33·19 bits). The largest power of ten r with a multiple q·10ʳ strictly
    /// inside gives the fewest digits, and the q nearest the exact value (ties to even) the
    /// closest, as the stdlib's shortest round-trip formatting chooses. The endpoints cannot
    /// matter: each has one more fractional digit than `value` itself, which is inside.
    static func shortestDecimal(_ value: Double) -> (digits: UInt64, fractionDigits: Int)? {
        let magnitude = value.magnitude
        let exponent = Int(magnitude.exponent)
        guard exponent >= -10, exponent < 52 else { return nil }
        let significand = magnitude.significandBitPattern | (1 << 52)
        let e = exponent - 52
        let k = ((-e) &* 78913) >> 18 + 1  // 78913/2¹⁸ ≈ log₁₀2, from below
        let shift = -(k + e) + 2  // the bounds are n/2^shift
        guard shift > 2, k <= 26 else { return nil }
        var powerOfFive: UInt64 = 1
        for _ in 0..<k { powerOfFive &*= 5 }
        let center = (UInt128(significand) &* UInt128(powerOfFive)) << 2
        let halfUlp = UInt128(powerOfFive) << 1
        let lowerHalf = significand == 1 << 52 ? UInt128(powerOfFive) : halfUlp
        let low = UInt64(truncatingIfNeeded: (center &- lowerHalf) >> UInt128(shift))    // q·p > low
        let high = UInt64(truncatingIfNeeded: (center &+ halfUlp &- 1) >> UInt128(shift))  // q·p ≤ high
        guard low < high else { return nil }
        var r = 0
        var power: UInt64 = 1
        while r + 1 < k {
            let next = power &* 10
            guard low / next + 1 <= high / next else { break }
            r += 1
            power = next
        }
        let centerFloor = UInt64(truncatingIfNeeded: center >> UInt128(shift))
        let centerRest = center & ((1 << UInt128(shift)) &- 1)
        var q = centerFloor / power
        // Round center/power: compare 2·(its remainder) with power, both times 2^shift.
        let remainder = (UInt128(centerFloor &- q &* power) << UInt128(shift + 1)) &+ (centerRest << 1)
        let half = UInt128(power) << UInt128(shift)
        if remainder > half || (remainder == half && q & 1 == 1) { q += 1 }
        q = Swift.min(Swift.max(q, low / power + 1), high / power)
        let fractionDigits = k - r
        guard fractionDigits >= 1, fractionDigits <= 26 else { return nil }
        return (q, fractionDigits)
    }

    /// Receives the stdlib's shortest round-trip digits of a Double (`Double.write(to:)` hands
    /// them over as ASCII bytes through `_writeASCII`, without making a String).
    private struct ShortestDigits: TextOutputStream {
        var bytes = InlineArray<40, UInt8>(repeating: 0)
        var count = 0

        mutating func write(_ string: String) {
            for byte in string.utf8 { append(byte) }
        }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
            for byte in buffer { append(byte) }
        }

        private mutating func append(_ byte: UInt8) {
            guard count < 40 else { return }
            bytes[count] = byte
            count += 1
        }
    }

    /// Appends `true` or `false`.
    public mutating func bool(_ value: Bool) { write(reserving: 5) { Self.put(bool: value, into: &$0) } }

    /// Appends a parsed or built value, compact (no spaces, keys in order).
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: raw("null")
        case .bool(let b): bool(b)
        case .number(let d): number(d)
        case .string(let s): string(s)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                self.value(item)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                string(member.key)
                bytes.append(UInt8(ascii: ":"))
                self.value(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}

extension JSONValue {
    /// An object from key-value pairs, in order.
    public static func fields(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { Member(key: $0.0, value: $0.1) })
    }

    /// A whole number.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// The value as compact JSON text (no spaces, keys in order).
    public func serialized() -> String {
        var buffer = JSONBuffer()
        buffer.value(self)
        return buffer.text
    }
}
