import Foundation

/// Reading the Unicode Character Database's test files (Debian's unicode-data 15.0.0 puts
/// them under /usr/share/unicode). The parsers work on bytes so the debug-build tests stay fast.
enum ConformanceFiles {
    static let lineBreakTest = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
    static let graphemeBreakTest = "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"
    static let bidiCharacterTest = "/usr/share/unicode/BidiCharacterTest.txt"

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    static func lines(_ path: String) -> [ArraySlice<UInt8>] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return [UInt8](data).split(separator: UInt8(ascii: "\n"))
    }

    /// One case of a UAX #14 / #29 break test: `× 0023 ÷ 0020 ÷`.
    struct BreakCase {
        var utf16: [UInt16] = []
        /// UTF-16 offsets marked ÷, except the one at 0.
        var breaks: [Int] = []
        var source: String
    }

    /// Parses the `÷`/`×` lines of a break test file; comment-only lines are skipped.
    static func breakCases(_ path: String) -> [BreakCase] {
        var cases = [BreakCase]()
        for line in lines(path) {
            let body = line.prefix { $0 != UInt8(ascii: "#") }
            var test = BreakCase(source: String(decoding: body, as: UTF8.self))
            var sawMark = false
            var index = body.startIndex
            while index < body.endIndex {
                let byte = body[index]
                if byte == 0xC3, index + 1 < body.endIndex {
                    if body[index + 1] == 0xB7 {  // ÷
                        if !test.utf16.isEmpty { test.breaks.append(test.utf16.count) }
                        sawMark = true
                    } else if body[index + 1] == 0x97 {  // ×
                        sawMark = true
                    }
                    index += 2
                } else if let digit = hexValue(byte) {
                    var value = UInt32(digit)
                    index += 1
                    while index < body.endIndex, let next = hexValue(body[index]) {
                        value = value << 4 | UInt32(next)
                        index += 1
                    }
                    appendUTF16(value, to: &test.utf16)
                } else {
                    index += 1
                }
            }
            if sawMark, !test.utf16.isEmpty { cases.append(test) }
        }
        return cases
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }

    /// Appends a code point as UTF-16 (the test files contain no surrogate code points).
    static func appendUTF16(_ value: UInt32, to utf16: inout [UInt16]) {
        if value >= 0x10000 {
            let offset = value - 0x10000
            utf16.append(UInt16(0xD800 + (offset >> 10)))
            utf16.append(UInt16(0xDC00 + (offset & 0x3FF)))
        } else {
            utf16.append(UInt16(value))
        }
    }
}
