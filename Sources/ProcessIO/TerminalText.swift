/// Text from a file (a catalog's key, a scene's node id) made safe to print on a terminal.
package enum TerminalText {
    /// `text` with its control characters (general category Cc: C0, DEL and C1) written as
    /// `\u{1B}`: the text cannot then start an ECMA-48 escape sequence (ESC, CSI U+009B), an
    /// OSC that BEL ends, or ring the bell, nor break a table's or a listing's lines. `fit`'s
    /// table and errors, `layout`'s listing and `preview`'s breakpoint lines print ids and keys
    /// through it.
    package static func visible(_ text: String) -> String {
        func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
