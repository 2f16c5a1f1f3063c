import Foundation
import ProcessIO
import Typesetting

/// The command line: a command, then `--name value` pairs, bare `--flags` and positional words.
struct Options {
    var command: String
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    init(_ argv: [String]) {
        command = argv.first ?? "help"
        var i = 1
        while i < argv.count {
            let a = argv[i]
            if a.hasPrefix("--") {
                if i + 1 < argv.count, !argv[i + 1].hasPrefix("--") {
                    values[a] = argv[i + 1]
                    i += 2
                } else {
                    flags.insert(a)
                    i += 1
                }
            } else {
                positional.append(a)
                i += 1
            }
        }
    }

    func int(_ name: String, _ fallback: Int) -> Int {
        guard let text = values[name] else { return fallback }
        guard let v = Int(text) else { fail("\(name) expects a whole number, got \"\(text)\"") }
        return v
    }

    func double(_ name: String, _ fallback: Double) -> Double {
        guard let text = values[name] else { return fallback }
        guard let v = Double(text), v.isFinite else { fail("\(name) expects a number, got \"\(text)\"") }
        return v
    }

    func seed() -> UInt64 {
        guard let text = values["--seed"] else { return 1 }
        guard let v = UInt64(text) else { fail("--seed expects a whole number ≥ 0, got \"\(text)\"") }
        return v
    }
}

/// A usage error: the message on stderr, exit status 2.
func fail(_ message: String) -> Never {
    writeAll(2, "textmetrics-fuzz: \(message)\n")
    exit(2)
}
