import Foundation

/// `s` on one line (newlines and tabs as spaces), at most 400 characters.
func oneLine(_ s: String) -> String {
    String(s.map { $0.isNewline || $0 == "\t" ? " " : $0 }.prefix(400))
}

func format(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

/// A blank line, `## title`, a blank line, a markdown table of (figure, value) rows and a
/// blank line.
func printSummary(_ title: String, _ rows: [(String, String)]) {
    var text = "\n## \(title)\n\n| figure | value |\n|---|---|\n"
    for (figure, value) in rows { text += "| \(figure) | \(value) |\n" }
    print(text)
}

/// A title, then one indented line a key, the largest count first.
func printCounts(_ title: String, _ counts: [String: Int], indent: String = "  ") {
    print(title)
    for (key, value) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
        print("\(indent)\(String(value).leftPadded(7))  \(key)")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
