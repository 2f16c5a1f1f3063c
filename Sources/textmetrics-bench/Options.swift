import Foundation

/// The command line:
///
///     textmetrics-bench [--paragraphs N] [--rounds R] [--corpus small|zipf] [--write-corpus FILE]
///                       [--million] [--memory UNITS [--no-word-cache]] [--rewrap-only ROUNDS [--prepare-rounds P]]
///                       [--write-render-texts DIR] [--render DIR [--render-count N]] [--measurer]
struct BenchOptions {
    var paragraphCount = 3000
    var rounds = 3
    var million = false
    var zipf = false
    var corpusFile: String? = nil
    var memoryUnits: Int? = nil
    var noWordCache = false
    var rewrapRounds: Int? = nil
    var prepareRounds = 1
    var renderTextsDirectory: String? = nil
    var renderDirectory: String? = nil
    var renderCount = 200
    var measurer = false

    /// The options in `arguments`; exits with status 2 and the usage on an unknown one.
    init(_ arguments: some Sequence<String>) {
        var argv = arguments.makeIterator()
        while let arg = argv.next() {
            switch arg {
            case "--paragraphs": paragraphCount = Int(argv.next() ?? "") ?? paragraphCount
            case "--rounds": rounds = Int(argv.next() ?? "") ?? rounds
            case "--million": million = true
            case "--measurer": measurer = true
            case "--corpus":
                switch argv.next() {
                case "small": zipf = false
                case "zipf": zipf = true
                case "--write-render-texts": renderTextsDirectory = argv.next()
            case "--render": renderDirectory = argv.next()
            case "--render-count": renderCount = max(1, Int(argv.next() ?? "") ?? renderCount)
            default: Self.usageError("--corpus expects small or zipf")
                }
            case "--write-corpus": corpusFile = argv.next()
            case "--memory": memoryUnits = Int(argv.next() ?? "")
            case "--no-word-cache": noWordCache = true
            case "--rewrap-only": rewrapRounds = Int(argv.next() ?? "")
            case "--prepare-rounds": prepareRounds = max(1, Int(argv.next() ?? "") ?? 1)
            case "--write-render-texts": renderTextsDirectory = argv.next()
            case "--render": renderDirectory = argv.next()
            case "--render-count": renderCount = max(1, Int(argv.next() ?? "") ?? renderCount)
            default:
                Self.usageError("usage: textmetrics-bench [--paragraphs N] [--rounds R] [--corpus small|zipf] [--write-corpus FILE] [--million] [--memory UNITS [--no-word-cache]] [--rewrap-only ROUNDS [--prepare-rounds P]] [--write-render-texts DIR] [--render DIR [--render-count N]] [--measurer]")
            }
        }
    }

    private static func usageError(_ message: String) -> Never {
        FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
        exit(2)
    }
}
