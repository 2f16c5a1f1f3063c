/// Writing JSON text: quoted strings and numbers without noise.
package enum JSONText {
    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A number rounded to 6 decimal places (a millionth of a point), printed
    /// without a fractional part when it is whole: 390, 20.5, 17.900391.
    /// Infinity is written as the string "infinity" (as scenes write it), NaN as null.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "null" }
        if value.isInfinite { return value > 0 ? "\"infinity\"" : "\"-infinity\"" }
        // From 10¹⁵ up every Double's spacing is ≥ 0.125: print it as is ("1e+15").
        if abs(value) >= 1e15 { return "\(value)" }
        var rounded = Rounding.nearest(value * 1_000_000) / 1_000_000
        if rounded == 0 { rounded = 0 }  // no "-0"
        if Rounding.isWhole(rounded) {
            return String(Int64(rounded))
        }
        return "\(rounded)"
    }
}
