import Testing
import JSON

/// The strict reader: syntax errors at their line and column, field errors at their path.
@Suite("JSON reader: strict parsing, paths and typed errors")
struct JSONReaderTests {
    static func syntaxError(_ text: String) -> JSONError.Kind? {
        do {
            _ = try JSONValue.parse(Array(text.utf8))
            return nil
        } catch {
            return error.kind
        }
    }

    @Test("JSONPath prints keys and indices")
    func path() {
        let path = JSONPath.root.appending("root").appending("children").appending(index: 2).appending("a b")
        // JSONPath notation: dotted identifiers, bracketed indices, quoted other keys.
        #expect(path.description == #"$.root.children[2]["a b"]"#)
    }

    @Test("Syntax errors name the line and column of the offending byte")
    func syntaxPositions() {
        // Counted by hand: line 2 is `  "b": tru`; the `t` of `tru` is its 8th character.
        #expect(Self.syntaxError("{\"a\": 1,\n  \"b\": tru}") == .syntax(line: 2, column: 8, reason: "unexpected character"))
        // The second "a" key starts at column 10 of line 1 (`{"a": 1, "a": 2}`).
        #expect(Self.syntaxError(#"{"a": 1, "a": 2}"#) == .syntax(line: 1, column: 10, reason: #"duplicate key "a""#))
        // 1e400 is beyond Double's largest finite value (about 1.8e308): out of range at its start.
        #expect(Self.syntaxError("[1e400]") == .syntax(line: 1, column: 2, reason: "number 1e400 is out of range"))
        // Columns count characters, not bytes: "é" is two UTF-8 bytes and one column.
        #expect(Self.syntaxError("[\"é\", x]") == .syntax(line: 1, column: 7, reason: "unexpected character"))
    }

    @Test("A duplicate key is found among a few keys and among many")
    func duplicatesFewAndMany() {
        // Keys k1…k12, then k10 again: after `{` (1 character), `"k1": 1` … `"k9": 9` are 7
        // characters each, `"k10": 10` … `"k12": 12` 9 each, and 12 separators `, ` 2 each, so
        // the second "k10" starts at column 1 + 63 + 27 + 24 + 1 = 116 (counted by hand).
        let many = "{" + (1...12).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"k10\": 0}"
        #expect(Self.syntaxError(many) == .syntax(line: 1, column: 116, reason: #"duplicate key "k10""#))
        // The same twelve keys with no duplicate parse.
        #expect(Self.syntaxError("{" + (1...12).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}") == nil)
        // Keys equal as Swift strings (canonically equivalent: é precomposed and decomposed) are
        // duplicates: the second starts at column 10 (`{"é": 1, ` is 9 characters).
        #expect(Self.syntaxError("{\"\u{E9}\": 1, \"e\u{301}\": 2}") == .syntax(line: 1, column: 10, reason: "duplicate key \"e\u{301}\""))
    }

    @Test("Booleans and numbers stay distinct")
    func booleansAreNotNumbers() throws {
        let value = try JSONValue.parse(Array(#"[true, 1, 0, false]"#.utf8))
        #expect(value == .array([.bool(true), .number(1), .number(0), .bool(false)]))
    }

    @Test("An object reader reports missing, mistyped and unknown fields at their paths")
    func objectReader() throws {
        let value = try JSONValue.parse(Array(#"{"width": "wide", "lines": 2, "_comment": "ignored", "extra": null, "typo": 1}"#.utf8))
        let base = JSONPath.root.appending("label")
        var reader = try JSONObjectReader<JSONError>(value, at: base)
        #expect(try reader.number("lines") == 2)
        #expect(throws: JSONError(path: base.appending("width"), kind: .typeMismatch(expected: "a number", got: #""wide""#))) {
            _ = try reader.number("width")
        }
        #expect(throws: JSONError(path: base.appending("height"), kind: .missingField)) {
            _ = try reader.required("height")
        }
        #expect(throws: JSONError(path: base.appending("extra"), kind: .typeMismatch(expected: "a value", got: "null"))) {
            _ = try reader.required("extra")
        }
        // "_comment" is a comment; "typo" was never read.
        #expect(throws: JSONError(path: base.appending("typo"), kind: .unknownField)) { try reader.finish() }
        #expect(JSONError(path: base.appending("typo"), kind: .unknownField).description == "$.label.typo: unknown field")
    }

    @Test("Writing: keys in order, strings escaped, numbers shortest")
    func writing() {
        let value = JSONValue.fields([("text", .string("a\"b\n")), ("n", .number(0.1)), ("k", .int(3)), ("ok", .bool(true)), ("none", .null)])
        // RFC 8259 §7: quotation mark and line feed escaped as \" and \n.
        #expect(value.serialized() == #"{"text":"a\"b\n","n":0.1,"k":3,"ok":true,"none":null}"#)
    }
}
