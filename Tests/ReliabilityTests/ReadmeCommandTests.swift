import Foundation
import Testing

/// README's commands, run: every `swift run textmetrics …` line README shows is run with the
/// built tool and its output compared with the lines README prints under it, character for
/// character. A command whose output README does not show must still succeed.
@Suite("README's commands run and print what README shows")
struct ReadmeCommandTests {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One command README shows: its arguments after `textmetrics`, and the output README prints
    /// for it (nil when README shows none).
    struct Command: CustomStringConvertible {
        var arguments: [String]
        var output: String?
        var description: String { arguments.joined(separator: " ") }
    }

    /// Splits a shell line into words: spaces separate, double or single quotes group.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], word = "", quote: Character? = nil, inWord = false
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c; inWord = true
            } else if c == " " {
                if inWord { words.append(word); word = ""; inWord = false }
            } else {
                word.append(c); inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The commands of README's code blocks: `$ swift run textmetrics …` lines in a block, each
    /// followed by its output up to the next `$` line; and a `swift run textmetrics …` command
    /// in a `sh` block (after `&&`), whose output is the plain block right after it, if any.
    static func commands(in readme: String) -> [Command] {
        let prefix = "swift run textmetrics "
        var blocks: [(info: String, lines: [String])] = []
        var current: (info: String, lines: [String])? = nil
        for raw in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if current == nil, line.hasPrefix("```") { current = (String(line.dropFirst(3)), []); continue }
            if line == "```", let block = current { blocks.append(block); current = nil; continue }
            current?.lines.append(line)
        }
        var commands: [Command] = []
        for (index, block) in blocks.enumerated() {
            if block.info == "sh" {
                for line in block.lines {
                    guard let range = line.range(of: prefix) else { continue }
                    let next = index + 1 < blocks.count && blocks[index + 1].info.isEmpty
                        && !(blocks[index + 1].lines.first ?? "").hasPrefix("$") ? blocks[index + 1].lines : nil
                    commands.append(Command(arguments: words(String(line[range.upperBound...])),
                                            output: next.map { $0.joined(separator: "\n") + "\n" }))
                }
            } else if block.info.isEmpty {
                var command: Command? = nil
                for line in block.lines {
                    if line.hasPrefix("$ " + prefix) {
                        if let c = command { commands.append(c) }
                        command = Command(arguments: words(String(line.dropFirst(2 + prefix.count))), output: "")
                    } else if command != nil {
                        command!.output! += line + "\n"
                    }
                }
                if let c = command { commands.append(c) }
            }
        }
        return commands
    }

    @Test func readmeCommandsRun() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = Self.commands(in: readme)
        // The set-up command, render, fit and layout: README's four shell examples.
        #expect(commands.map { $0.arguments.first ?? "" } == ["measure", "render", "fit", "layout"])
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("readme-commands-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for command in commands {
            // Paths of the repository's files are read from the package root; output files are
            // written to a scratch directory, under the name README gives them.
            let arguments = command.arguments.map { word in
                word.contains("/") && FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(word).path)
                    ? Self.root.appendingPathComponent(word).path : word
            }
            let run = try CLIArgumentTests.run(arguments, directory: scratch.path)
            // fit exits 1 when a check fails (its documented status), every other command 0.
            let failed = command.arguments.first == "fit" && (command.output ?? "").contains("\nFAIL ")
            #expect(run.status == (failed ? 1 : 0), "\(command): \(run.stderr)")
            if let output = command.output {
                #expect(run.stdout == output, "\(command)")
            }
        }
    }
}
