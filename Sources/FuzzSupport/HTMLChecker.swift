/// A strict reading of an HTML page, enough to tell that what the page embeds cannot change its
/// structure: it tokenizes as the WHATWG HTML tokenizer does for the parts a page writer uses
/// (tags with quoted attributes, comments, the doctype, raw text in `script` and `style`,
/// escapable raw text in `title` and `textarea`) and reports as a problem whatever a browser
/// would take as a parse error or read differently from the writer's intent:
/// - a character HTML reports wherever it appears (C0 controls but tab, LF, FF and CR; DEL;
///   C1 controls; noncharacters), raw or as a numeric character reference;
/// - an `&` that does not start a character reference ending in `;`;
/// - `<!--`, `<script` or `</script` inside a script (the states that let a script swallow
///   the rest of the page), `</style` inside a style;
/// - a `<` in text that starts no tag, an unterminated tag, comment or raw text.
/// Each `script` element is returned with its attributes and text, so a caller checks that
/// the page has exactly its own scripts.
public enum HTMLChecker {
    /// A `script` element found.
    public struct Script: Sendable, Equatable {
        /// Its attributes, by lowercased name.
        public var attributes: [String: String]
        /// Its text.
        public var text: String
    }

    /// What a page holds, and what is wrong with it.
    public struct Report: Sendable {
        /// The script elements, in order.
        public var scripts: [Script] = []
        /// Start tags seen, by lowercased name.
        public var tagCounts: [String: Int] = [:]
        /// The values of attribute `name` of every start tag, for the names asked for.
        public var attributes: [String: [String]] = [:]
        /// Problems, each with its offset in scalars; empty for a clean page.
        public var problems: [String] = []
    }

    /// True for what an HTML parser reports as an error wherever it appears.
    public static func isParseError(_ v: UInt32) -> Bool {
        if v < 0x20 { return v != 0x09 && v != 0x0A && v != 0x0C && v != 0x0D }
        if (0x7F...0x9F).contains(v) || (0xD800...0xDFFF).contains(v) { return true }
        return (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }

    /// Reads `html`; `collect` names the attributes whose values the report keeps.
    public static func check(_ html: String, collect: Set<String> = []) -> Report {
        var reader = Reader(s: Array(html.unicodeScalars), collect: collect)
        reader.read()
        return reader.report
    }

    /// One page's reading: the scalars, and the report filled in as they are read.
    private struct Reader {
        let s: [Unicode.Scalar]
        let collect: Set<String>
        var report = Report()

        init(s: [Unicode.Scalar], collect: Set<String>) {
            self.s = s
            self.collect = collect
        }

        mutating func problem(_ at: Int, _ what: String) { if report.problems.count < 20 { report.problems.append("at \(at): \(what)") } }

        static func lower(_ c: Unicode.Scalar) -> Unicode.Scalar { ("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32)! : c }
        static func isAlpha(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\u{0C}" || c == "\r" }

        func starts(_ i: Int, _ text: String) -> Bool {
            let t = Array(text.unicodeScalars)
            guard i + t.count <= s.count else { return false }
            for k in t.indices where Self.lower(s[i + k]) != t[k] { return false }
            return true
        }

        /// The page from its start, the parse-error characters first; stops at the first
        /// unterminated comment, doctype, tag or raw text.
        mutating func read() {
            for (i, c) in s.enumerated() where isParseError(c.value) {
                problem(i, "U+\(String(c.value, radix: 16, uppercase: true)) cannot appear in HTML")
            }
            var i = 0
            while i < s.count {
                let c = s[i]
                if c == "&" { i = reference(i); continue }
                guard c == "<" else { i += 1; continue }
                if starts(i, "<!--") {
                    guard let end = find("-->", in: s, from: i + 4) else { problem(i, "an unterminated comment"); return }
                    i = end + 3
                    continue
                }
                if starts(i, "<!doctype") {
                    guard let end = s[i...].firstIndex(of: ">") else { problem(i, "an unterminated doctype"); return }
                    i = end + 1
                    continue
                }
                guard let next = tag(at: i) else { return }
                i = next
            }
        }

        /// A character reference at `i` (an `&`): its end, after the `;`.
        mutating func reference(_ i: Int) -> Int {
            var k = i + 1
            if k < s.count, s[k] == "#" {
                k += 1
                let hex = k < s.count && (s[k] == "x" || s[k] == "X")
                if hex { k += 1 }
                var value: UInt32 = 0, digits = 0
                while k < s.count, let d = Int(String(s[k]), radix: hex ? 16 : 10) {
                    value = min(value &* (hex ? 16 : 10) &+ UInt32(d), 0x110000)
                    digits += 1
                    k += 1
                }
                guard digits > 0, k < s.count, s[k] == ";" else { problem(i, "a numeric character reference without digits or ;"); return k }
                if value == 0 || value > 0x10FFFF || isParseError(value) { problem(i, "a character reference to U+\(String(value, radix: 16, uppercase: true))") }
                return k + 1
            }
            while k < s.count, Self.isAlpha(s[k]) || ("0"..."9").contains(s[k]) { k += 1 }
            guard k > i + 1, k < s.count, s[k] == ";" else { problem(i, "an & that starts no character reference"); return i + 1 }
            return k + 1
        }

        /// The tag at `i` (a `<`, or text when it starts none), and after a start tag of
        /// `script`, `style`, `title` or `textarea` its raw text: where reading goes on, nil
        /// when the tag or the raw text is unterminated.
        mutating func tag(at i: Int) -> Int? {
            let closing = i + 1 < s.count && s[i + 1] == "/"
            var k = i + (closing ? 2 : 1)
            guard k < s.count, Self.isAlpha(s[k]) else { problem(i, "a < that starts no tag"); return i + 1 }
            var name = ""
            while k < s.count, !Self.isSpace(s[k]), s[k] != "/", s[k] != ">" { name.unicodeScalars.append(Self.lower(s[k])); k += 1 }
            guard let (attributes, afterTag) = self.attributes(from: k, ofTagAt: i, closing: closing) else { return nil }
            guard !closing else { return afterTag }
            report.tagCounts[name, default: 0] += 1
            guard ["script", "style", "title", "textarea"].contains(name) else { return afterTag }
            // Raw text to the matching end tag (a `/` self-closing a script is ignored in HTML).
            guard let end = findEndTag(name, in: s, from: afterTag, lower: Self.lower) else {
                problem(afterTag, "an unterminated \(name)")
                return nil
            }
            let text = String(String.UnicodeScalarView(s[afterTag..<end]))
            if name == "script" {
                for bad in ["<!--", "<script"] where find(bad, in: s, from: afterTag, before: end, lower: Self.lower) != nil {
                    problem(afterTag, "\(bad) inside a script")
                }
                report.scripts.append(Script(attributes: attributes, text: text))
            } else if name == "title" || name == "textarea" {
                var r = afterTag
                while r < end { if s[r] == "&" { r = reference(r) } else { r += 1 } }
            }
            return end
        }

        /// The attributes of the tag at `tagStart`, from `nameEnd` on: name, or
        /// name="value" / name='value'; with the offset after the tag's `>`, nil when the tag
        /// or a value is unterminated or a value unquoted.
        mutating func attributes(from nameEnd: Int, ofTagAt tagStart: Int, closing: Bool) -> ([String: String], Int)? {
            var k = nameEnd
            var attributes: [String: String] = [:]
            while true {
                while k < s.count, Self.isSpace(s[k]) || s[k] == "/" { k += 1 }
                guard k < s.count else { problem(tagStart, "an unterminated tag"); return nil }
                if s[k] == ">" { k += 1; break }
                var attribute = ""
                while k < s.count, !Self.isSpace(s[k]), s[k] != "=", s[k] != ">", s[k] != "/" {
                    if s[k] == "\"" || s[k] == "'" || s[k] == "<" { problem(k, "\(s[k]) in an attribute name") }
                    attribute.unicodeScalars.append(Self.lower(s[k]))
                    k += 1
                }
                var value = ""
                if k < s.count, s[k] == "=" {
                    k += 1
                    guard k < s.count, s[k] == "\"" || s[k] == "'" else { problem(k, "an unquoted attribute value"); return nil }
                    let quote = s[k]
                    k += 1
                    let start = k
                    while k < s.count, s[k] != quote {
                        if s[k] == "&" { k = reference(k) } else { k += 1 }
                    }
                    guard k < s.count else { problem(tagStart, "an unterminated attribute value"); return nil }
                    value = String(String.UnicodeScalarView(s[start..<k]))
                    k += 1
                }
                if !closing && attributes[attribute] != nil { problem(k, "attribute \(attribute) twice") }
                attributes[attribute] = value
                if collect.contains(attribute) && !closing { report.attributes[attribute, default: []].append(value) }
            }
            return (attributes, k)
        }
    }

    private static func find(_ text: String, in s: [Unicode.Scalar], from: Int, before: Int? = nil,
                             lower: (Unicode.Scalar) -> Unicode.Scalar = { $0 }) -> Int? {
        let t = Array(text.unicodeScalars)
        let limit = (before ?? s.count) - t.count
        guard from <= limit else { return nil }
        var i = from
        while i <= limit {
            var k = 0
            while k < t.count, lower(s[i + k]) == t[k] { k += 1 }
            if k == t.count { return i }
            i += 1
        }
        return nil
    }

    /// The offset of `</name` followed by whitespace, `/` or `>`, from `from`.
    private static func findEndTag(_ name: String, in s: [Unicode.Scalar], from: Int, lower: (Unicode.Scalar) -> Unicode.Scalar) -> Int? {
        var i = from
        while let at = find("</" + name, in: s, from: i, lower: lower) {
            let after = at + 2 + name.unicodeScalars.count
            if after < s.count, [" ", "\t", "\n", "\u{0C}", "\r", "/", ">"].contains(s[after]) { return at }
            i = at + 1
        }
        return nil
    }
}
