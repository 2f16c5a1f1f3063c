import Foundation
import Testing

/// Every command's help is a readable table, and the man page made from the same table says
/// what the help says.
///
/// The layout rules checked (stated in `HelpLayout`): no line wider than 100 characters; in
/// the options table every option starts at column 2, every description starts in one column
/// shared by the whole table, at least two spaces after its option (an option too long for
/// that column stands alone on its line, its description on the next), and every wrapped
/// description line continues in that column.
@Suite("CLI: help layout and the man page")
struct CLIHelpFormatTests {
    static let lineWidth = 100

    /// The commands `textmetrics --help` lists: the lines starting "textmetrics NAME".
    static func commands() throws -> [String] {
        let overview = try CLIArgumentTests.run(["--help"])
        var names: [String] = []
        // A command's synopsis: "textmetrics NAME" with the name padded to 9 columns (not the
        // note "textmetrics help COMMAND …").
        for line in overview.stdout.split(separator: "\n") where line.hasPrefix("textmetrics ") {
            let field = line.dropFirst("textmetrics ".count).prefix(9)
            let name = field.trimmingCharacters(in: .whitespaces)
            guard !name.contains(" "), field.count == 9 else { continue }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// One row of a help table: the option and its description with the wrapped lines joined.
    struct Row: Equatable {
        var option: String
        var description: String
    }

    /// The options table of `help`'s output, checking its layout on the way; problems go to
    /// `issues`.
    static func rows(of help: String, command: String, issues: inout [String]) -> [Row] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines where line.count > lineWidth {
            issues.append("\(command): line of \(line.count) characters: \(line)")
        }
        guard let start = lines.firstIndex(of: "options:") else {
            issues.append("\(command): no options table")
            return []
        }
        let table = lines[(start + 1)...].filter { !$0.isEmpty }
        // The description column: where "this help" starts on the last row.
        guard let last = table.last, last.hasPrefix("  -h, --help "), let column = last.range(of: "this help").map({ last.distance(from: last.startIndex, to: $0.lowerBound) }) else {
            issues.append("\(command): the table does not end with \"-h, --help\" and its description: \(table.last ?? "")")
            return []
        }
        var rows: [Row] = []
        var awaitingDescription = false
        for line in table {
            let chars = Array(line)
            let leading = chars.prefix { $0 == " " }.count
            if leading == 2 {
                // An option line: the option, then (unless it stands alone) spaces up to the
                // column and the description.
                if awaitingDescription { issues.append("\(command): option without a description before \(line)") }
                if chars.count > column, chars[column] != " ", chars[column - 1] == " ", chars[column - 2] == " " {
                    let option = String(chars[2..<column]).trimmingCharacters(in: .whitespaces)
                    let gap = column - 2 - option.count
                    if gap < 2 { issues.append("\(command): option and description not separated: \(line)") }
                    if !String(chars[(2 + option.count)..<column]).allSatisfy({ $0 == " " }) {
                        issues.append("\(command): description not in column \(column): \(line)")
                    }
                    rows.append(Row(option: option, description: String(chars[column...])))
                } else {
                    // Alone: longer than the column allows, the description on the next line.
                    let option = String(chars[2...])
                    if option.count + 2 + 2 <= column || option.contains("  ") || option.count + 2 > lineWidth {
                        issues.append("\(command): option alone though it fits, or runs into its description: \(line)")
                    }
                    rows.append(Row(option: option, description: ""))
                    awaitingDescription = true
                }
            } else if leading == column {
                guard !rows.isEmpty else {
                    issues.append("\(command): description before any option: \(line)")
                    continue
                }
                let text = String(chars[column...])
                rows[rows.count - 1].description += (awaitingDescription ? "" : " ") + text
                awaitingDescription = false
            } else {
                issues.append("\(command): line indented \(leading), expected 2 or \(column): \(line)")
            }
        }
        if awaitingDescription { issues.append("\(command): the last option has no description") }
        for row in rows where row.description.isEmpty { issues.append("\(command): \(row.option) has no description") }
        return rows
    }

    @Test("every command's help is a table: separated, aligned, at most 100 columns")
    func helpLayout() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 8, "\(commands)")
        var issues: [String] = []
        for command in commands {
            let help = try CLIArgumentTests.run(["help", command])
            #expect(help.status == 0)
            let rows = Self.rows(of: help.stdout, command: command, issues: &issues)
            #expect(rows.last == Row(option: "-h, --help", description: "this help"), "\(command)")
            #expect(rows.count >= 3, "\(command)")
        }
        #expect(issues.isEmpty, "\(issues.joined(separator: "\n"))")
    }

    /// The layout checker itself: it catches the faults it is for.
    @Test("the checker finds a missing gap, a ragged column and a long line")
    func checkerFindsFaults() {
        func issues(_ table: String) -> [String] {
            var found: [String] = []
            _ = Self.rows(of: "usage:\n  x\n\noptions:\n" + table, command: "x", issues: &found)
            return found
        }
        #expect(issues("  --json  print JSON\n  -h, --help  this help").isEmpty == false)  // ragged
        #expect(issues("  --a   print\n  -h, --helpthis help").isEmpty == false)  // no gap
        #expect(issues("  --a         " + String(repeating: "x", count: 90) + "\n  -h, --help  this help").isEmpty == false)
        #expect(issues("  --a         print\n  -h, --help  this help").isEmpty)
    }

    // MARK: The man page

    static var manPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Documentation/textmetrics.1").path
    }

    /// `Documentation/textmetrics.1` is `textmetrics help --man`, byte for byte. After changing
    /// the help, regenerate it: `swift run textmetrics help --man > Documentation/textmetrics.1`.
    @Test("the committed man page is the generated one")
    func committedManPage() throws {
        let generated = try CLIArgumentTests.run(["help", "--man"])
        #expect(generated.status == 0 && generated.stderr.isEmpty)
        let committed = try String(contentsOfFile: Self.manPath, encoding: .utf8)
        #expect(committed == generated.stdout, "regenerate: swift run textmetrics help --man > Documentation/textmetrics.1")
    }

    /// Every command `textmetrics help` lists has a subsection, and every option of its help
    /// table is a tagged paragraph there, with the same description.
    @Test("every command and option of the help is in the man page")
    func manPageCoversHelp() throws {
        let page = try String(contentsOfFile: Self.manPath, encoding: .utf8)
        let sections = page.components(separatedBy: "\n.SS ")
        var issues: [String] = []
        for command in try Self.commands() {
            guard let section = sections.first(where: { $0.hasPrefix("\"textmetrics \(Self.roff(command))\"\n") }) else {
                issues.append("no subsection for \(command)")
                continue
            }
            let help = try CLIArgumentTests.run(["help", command])
            for row in Self.rows(of: help.stdout, command: command, issues: &issues) {
                let entry = ".TP\n\\fB\(Self.roff(row.option))\\fR\n\(Self.roff(row.description))\n"
                if !(section + "\n").contains(entry) { issues.append("\(command): \(row.option) missing or different") }
            }
        }
        #expect(issues.isEmpty, "\(issues.joined(separator: "\n"))")
        for heading in [".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION"] { #expect(page.contains("\n" + heading + "\n")) }
    }

    /// groff reads the page without a warning (`-ww`: all warnings), and `man` shows every
    /// command's subsection.
    @Test("groff reads the page without warnings")
    func manPageLints() throws {
        let groff = try Self.runTool("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", Self.manPath])
        #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
        let shown = try Self.runTool("/usr/bin/groff", ["-man", "-Tutf8", "-P-cbou", Self.manPath])
        for command in try Self.commands() { #expect(shown.stdout.contains("textmetrics \(command)\n"), "\(command)") }
    }

    /// A description as roff text: backslashes and hyphens escaped, a break point after `|`,
    /// other than ASCII as
    /// `\[uXXXX]`, a leading dot guarded (groff's man(7) conventions, restated here).
    static func roff(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if scalar == "\\" { out += "\\e" } else if scalar == "-" { out += "\\-" } else if scalar == "|" { out += "|\\:" } else if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\[u" + String(format: "%04X", scalar.value) + "]"
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    static func runTool(_ path: String, _ arguments: [String]) throws -> CLIArgumentTests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(status: process.terminationStatus, signaled: false, stdout: String(decoding: o, as: UTF8.self),
                     stderr: String(decoding: e, as: UTF8.self))
    }
}

/// `--width` and `--height` of `layout`, `render` and `preview` replace the scene's proposal.
///
/// The scene: a `frame(maxWidth: .infinity, maxHeight: .infinity)` around a 10 × 10 view.
/// BehaviourReference, "frame(min:ideal:max:)": with only a max (∞), the size is
/// min(max, max(p ?? −∞, child)) = max(p, 10) for a proposal p, and the child's 10 when the
/// dimension is unspecified.
@Suite("CLI: proposal options")
struct CLIProposalTests {
    static let scene = #"{"proposal": {"width": 390, "height": 50}, "root": {"type": "frame", "maxWidth": "infinity", "maxHeight": "infinity", "content": {"type": "view", "intrinsicWidth": 10, "intrinsicHeight": 10}}}"#

    @Test("layout: each dimension replaced, nil unspecifies it", arguments: [
        ([String](), "size 390 × 50"),  // the file's proposal
        (["--width", "120"], "size 120 × 50"),
        (["--height", "30"], "size 390 × 30"),
        (["--width", "nil"], "size 10 × 50"),  // unspecified: the child's 10
        (["--width=nil", "--height=null"], "size 10 × 10"),
        (["--height", "0"], "size 390 × 10"),  // max(0, 10)
        (["--width", "1e2"], "size 100 × 50"),  // a JSON number
    ])
    func layout(arguments: [String], expected: String) throws {
        let run = try CLIArgumentTests.run(["layout"] + arguments + ["-"], input: Self.scene)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix(expected + "\n"), "\(run.stdout)")
    }

    @Test("bad values are usage errors (exit 2) with the reason", arguments: [
        (["--width", "abc"], "--width: expected a number ≥ 0, \"infinity\" or nil, got \"abc\""),
        (["--width", "-3"], "--width: expected a size ≥ 0, got -3"),
        (["--height", "1e7"], "--height: 10000000 is too large; lengths are at most 1000000 points"),
        (["--height", "inf"], "--height: expected a number ≥ 0, \"infinity\" or nil, got \"inf\""),
        (["--width", "0x10"], "--width: expected a number ≥ 0, \"infinity\" or nil, got \"0x10\""),
        (["--width", ""], "--width: expected a number ≥ 0, \"infinity\" or nil, got \"\""),
        (["--width", "1", "--width", "2"], "--width given more than once"),
        (["--height"], "--height needs a value"),
    ])
    func badValues(arguments: [String], message: String) throws {
        for command in [["layout"], ["render", "-o", "/dev/null"], ["preview", "-o", "/dev/null"]] {
            let run = try CLIArgumentTests.run(command + ["-"] + arguments, input: Self.scene)
            #expect(run.status == 2, "\(command): \(run.stderr)")
            #expect(run.stderr.hasPrefix("textmetrics: \(message)\n"), "\(command): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test("render draws at the proposal given")
    func render() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("proposal-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        // The scene's scale is 1 (no "scale" field): one pixel a point.
        let run = try CLIArgumentTests.run(["render", "-", "-o", out, "--width", "120", "--height", "40"], input: Self.scene)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote \(out) (120 × 40 px at scale 1)\n")
    }

    @Test("preview lays the scene out at the height given")
    func preview() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("proposal-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try CLIArgumentTests.run(["preview", "-", "-o", out, "--widths", "100,200", "--height", "30"], input: Self.scene)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: out, encoding: .utf8)
        // Each pane's frame is the proposal: 100 × 30 and 200 × 30 (the file says 50).
        #expect(page.contains("\"height\":30"))
        #expect(!page.contains("\"height\":50"))
    }

    @Test("with --text, --height is not an option and --width stays measure's")
    func textMode() throws {
        let run = try CLIArgumentTests.run(["render", "--text", "hi", "--height", "3", "-o", "/dev/null"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("textmetrics: unknown option --height"))
    }
}
