/// Apple's `.strings` files: old-style property-list text of `"key" = "value";` pairs, with
/// `/* */` and `//` comments, quoted strings with C-like escapes (`\n`, `\t`, `\"`, `\\`,
/// `\U` + up to 4 hex digits, octal `\NNN`) and unquoted words ([A-Za-z0-9_$+/:.-]).
/// A lone `"key";` means the value is the key, as Foundation reads it.
enum StringsFileParser {
    struct Pair { var key: String; var value: String; var line: Int }

    static func parse(_ text: String, file: String) throws(CatalogError) -> [Pair] {
        var s = TextScanner(text, file: file)
        var pairs: [Pair] = []
        var seen: [String: Int] = [:]
        while true {
            try skipTrivia(&s)
            if s.isAtEnd { break }
            let line = s.line
            let key = try string(&s, what: "a key")
            try skipTrivia(&s)
            var value = key
            if s.current == "=" {
                s.advance()
                try skipTrivia(&s)
                value = try string(&s, what: "a value after \"=\"")
                try skipTrivia(&s)
            }
            guard s.current == ";" else { throw s.error("expected \";\" after the value of \"\(key)\", found \(s.currentDescription)") }
            s.advance()
            if let earlier = seen[key] { throw s.error("duplicate key \"\(key)\" (first on line \(earlier))") }
            seen[key] = line
            pairs.append(Pair(key: key, value: value, line: line))
        }
        return pairs
    }

    private static func skipTrivia(_ s: inout TextScanner) throws(CatalogError) {
        while let c = s.current {
            if c.properties.isWhitespace { s.advance(); continue }
            if c == "/", s.peek() == "*" {
                let (line, column) = (s.line, s.column)
                s.advance(); s.advance()
                while !(s.current == "*" && s.peek() == "/") {
                    if s.isAtEnd { throw CatalogError.syntax(file: s.file, line: line, column: column, reason: "unterminated /* comment") }
                    s.advance()
                }
                s.advance(); s.advance()
                continue
            }
            if c == "/", s.peek() == "/" {
                while let d = s.current, d != "\n" { s.advance() }
                continue
            }
            return
        }
    }

    private static func isUnquoted(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
        default: return false
        }
    }

    private static func string(_ s: inout TextScanner, what: String) throws(CatalogError) -> String {
        guard let c = s.current else { throw s.error("expected \(what), found the end of the file") }
        if c == "\"" { return try quoted(&s) }
        guard isUnquoted(c) else { throw s.error("expected \(what), found \(s.currentDescription)") }
        var out = String.UnicodeScalarView()
        while let d = s.current, isUnquoted(d) { out.append(d); s.advance() }
        return String(out)
    }

    private static func quoted(_ s: inout TextScanner) throws(CatalogError) -> String {
        let (line, column) = (s.line, s.column)
        s.advance()
        var units: [UInt16] = []
        func append(_ scalar: Unicode.Scalar) { units.append(contentsOf: UTF16.encode(scalar)!) }
        while true {
            guard let c = s.current else {
                throw CatalogError.syntax(file: s.file, line: line, column: column, reason: "unterminated quoted string")
            }
            if c == "\"" { s.advance(); break }
            guard c == "\\" else { append(c); s.advance(); continue }
            s.advance()
            guard let e = s.current else { continue }
            switch e {
            case "n": append("\n"); s.advance()
            case "t": append("\t"); s.advance()
            case "r": append("\r"); s.advance()
            case "a": append("\u{07}"); s.advance()
            case "b": append("\u{08}"); s.advance()
            case "f": append("\u{0C}"); s.advance()
            case "v": append("\u{0B}"); s.advance()
            case "U", "u":
                s.advance()
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let h = s.current, let v = TextScanner.hexValue(h) { value = value * 16 + v; digits += 1; s.advance() }
                guard digits > 0 else { throw s.error("\\U needs hex digits") }
                // UTF-16 code units: a surrogate pair is written as two \U escapes.
                units.append(UInt16(value))
            case "0"..."7":
                var value: UInt32 = 0
                var digits = 0
                while digits < 3, let o = s.current, ("0"..."7").contains(o) { value = value * 8 + (o.value - 0x30); digits += 1; s.advance() }
                append(Unicode.Scalar(value)!)
            default:
                append(e); s.advance()   // \" \' \\ and any other character stand for themselves
            }
        }
        guard let text = String(validating: units, as: UTF16.self) else {
            throw CatalogError.syntax(file: s.file, line: line, column: column, reason: "a \\U escape leaves an unpaired UTF-16 surrogate")
        }
        return text
    }
}
