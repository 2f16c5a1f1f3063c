import JSON
import Typesetting

enum BreaksCommand {
    static func run(_ argv: [String]) throws {
        var args = Arguments(argv)
        let json = args.flag("--json")
        let unicodes = args.flag("--unicodes")
        let eachLine = try args.value("--each-line")
        let locale = try args.value("--locale")
        let rest = try args.finish()
        var inputs: [String]
        if let file = eachLine {
            guard rest.isEmpty else { throw UsageError("give either TEXT or --each-line FILE, not both") }
            inputs = splitLines(try readText(file))
        } else {
            guard rest.count == 1 else { throw UsageError("breaks takes one TEXT argument (- for standard input, or --each-line FILE)") }
            inputs = [try textArgument(rest[0])]
        }
        if unicodes { inputs = try inputs.map(parseUnicodes) }
        var out = Output()
        for text in inputs {
            let utf16 = Array(text.utf16)
            let breaks: [BreakOpportunity]
            do { breaks = try TextSegmentation.lineBreaks(in: utf16, locale: locale) } catch {
                throw CommandFailure(error.description)
            }
            // UTF-16 offsets → scalar offsets.
            var scalarAt = [Int](repeating: 0, count: utf16.count + 1)
            var count = 0
            var i = 0
            for scalar in text.unicodeScalars {
                for k in 0..<scalar.utf16.count { scalarAt[i + k] = count }
                count += 1
                i += scalar.utf16.count
            }
            scalarAt[utf16.count] = count
            let offsets = breaks.map { scalarAt[$0.offset] }
            let mandatory = breaks.filter(\.isMandatory).map { scalarAt[$0.offset] }
            if json {
                out.line(JSONValue.fields([("breaks", .array(offsets.map { .int($0) })), ("mandatory", .array(mandatory.map { .int($0) }))]).serialized())
            } else {
                out.line(offsets.map(String.init).joined(separator: " "))
            }
        }
        out.flush()
    }

    /// "0041 0020 1F600" → the string of those code points (hb-shape's --unicodes form;
    /// "U+" prefixes and commas are accepted).
    static func parseUnicodes(_ line: String) throws -> String {
        var s = String.UnicodeScalarView()
        for token in line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            var t = Substring(token)
            if t.hasPrefix("U+") || t.hasPrefix("u+") || t.hasPrefix("0x") { t = t.dropFirst(2) }
            guard let v = UInt32(t, radix: 16), let scalar = Unicode.Scalar(v) else {
                throw UsageError("--unicodes: \"\(token)\" is not a Unicode scalar value in hex")
            }
            s.append(scalar)
        }
        return String(s)
    }
}
