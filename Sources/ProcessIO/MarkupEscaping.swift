/// Text escaped for XML and HTML, in element content and in double-quoted attribute values:
/// the SVG writer's links, the preview page, and `fit`'s JUnit report share it.
package enum MarkupEscaping {
    /// `text` with `&`, `<`, `>` and `"` escaped, line feeds and tabs as character references
    /// (so attribute values keep them), and the characters XML 1.0 cannot carry even escaped
    /// (other C0 controls, U+FFFE, U+FFFF) replaced by U+FFFD.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case let c where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
