#if canImport(Glibc)
import Glibc
#endif
import JSON
import ProcessIO
import Typesetting

let version = "0.1.0"

func writeError(_ message: String) {
    var text = message
    if !text.hasSuffix("\n") { text += "\n" }
    writeAll(2, text)
}

/// Buffered standard output (large outputs are written in one go).
struct Output {
    private var buffer: [UInt8] = []
    /// False for an output that collects lines to be appended to another in order (a batch
    /// measured on several threads): it never writes by itself.
    var writesWhenFull = true
    /// The bytes collected and not yet written.
    var bytes: [UInt8] { buffer }
    /// How many bytes are collected and not yet written.
    var count: Int { buffer.count }
    /// The size an output writes at (about 64 KiB a write).
    static let writeSize = 1 << 16
    /// True when the collected bytes are worth a write.
    var isFull: Bool { buffer.count > Self.writeSize }
    /// Forgets the last `k` bytes collected (a text that failed halfway).
    mutating func removeLast(_ k: Int) { buffer.removeLast(k) }
    /// Appends what another output collected.
    mutating func append(_ other: Output) {
        buffer.append(contentsOf: other.buffer)
        flushIfFull()
    }
    mutating func line(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        endLine()
    }
    /// Appends `s` with no line end (a long line written in pieces).
    mutating func text(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        flushIfFull()
    }
    /// Appends a JSON value written into `json`, as one line.
    mutating func line(_ json: JSONBuffer) {
        buffer.append(contentsOf: json.bytes)
        endLine()
    }
    private mutating func endLine() {
        buffer.append(0x0A)
        flushIfFull()
    }
    private mutating func flushIfFull() {
        if writesWhenFull && isFull { flush() }
    }
    mutating func flush() {
        if let code = write() { standardOutputFailed(code) }
    }
    /// Writes what was collected and forgets it; the `errno` of a failed write, else nil.
    mutating func write() -> Int32? {
        // errno is read at once, before anything else can change it.
        let code: Int32? = writeAll(1, bytes: buffer) ? nil : errno
        buffer.removeAll(keepingCapacity: true)
        return code
    }
}

/// The reports of the library (`FitReport.writeJSON(to:)`, `FitReportTable`) write into the
/// buffer as into any text stream.
extension Output: TextOutputStream {
    mutating func write(_ string: String) { text(string) }
}

/// Standard output cannot be written (a closed pipe: SIGPIPE is ignored, so EPIPE): a failure,
/// with a message on stderr, rather than death by signal or a silent exit 0.
func standardOutputFailed(_ code: Int32) -> Never {
    writeError("textmetrics: cannot write to standard output: \(String(cString: strerror(code)))")
    exit(1)
}

// Writes into a closed pipe then fail with EPIPE, which is reported, instead of killing us.
signal(SIGPIPE, SIG_IGN)

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
    writeError(CommandHelp.overview)
    exit(2)
}
arguments.removeFirst()

/// `COMMAND --help` or `COMMAND -h` (before a `--`).
func asksForHelp(_ arguments: [String]) -> Bool {
    for item in arguments {
        if item == "--" { return false }
        if item == "--help" || item == "-h" { return true }
    }
    return false
}

let commandNames = CommandHelp.all.map(\.name)

/// What is not a command of the table: help, the version, and unknown names.
func runGeneral(_ command: String, _ arguments: [String]) throws {
    switch command {
    case "-h", "--help":
        print(CommandHelp.overview)
    case "help":
        guard let name = arguments.first else { print(CommandHelp.overview); return }
        guard arguments.count == 1 else { throw UsageError("help takes one COMMAND, or --man") }
        if name == "--man" {
            writeAll(1, ManPage.render(version: version))
            return
        }
        guard let help = CommandHelp.named(name) else {
            let hint = didYouMean(name, among: commandNames)
            throw UsageError("no command \"\(name)\"" + (hint.isEmpty ? "; commands: \(commandNames.joined(separator: ", "))" : hint))
        }
        print(help.text)
    case "--version", "version":
        print("textmetrics \(version)")
    default:
        let hint = command.hasPrefix("-") ? didYouMean(command, among: ["--help", "--version"]) : didYouMean(command, among: commandNames + ["help", "version"])
        throw UsageError("unknown command \"\(command)\"\(hint)")
    }
}

/// The commands that take fonts, and so `--apple-fonts DIR`.
let appleFontsCommands: Set<String> = ["metrics", "coverage", "measure", "layout", "render", "preview", "fit"]

/// `arguments` without `--apple-fonts DIR` (or `--apple-fonts=DIR`, before a `--`), after
/// making the bundled collection use that folder; without the option, a folder named by
/// `$TEXTMETRICS_APPLE_FONTS` is scanned here, so that a bad one fails every command alike.
func applyingAppleFonts(_ arguments: [String]) throws -> [String] {
    var rest: [String] = []
    var folder: String?
    var k = 0
    while k < arguments.count {
        let item = arguments[k]
        if item == "--" { rest += arguments[k...]; break }
        if item == "--apple-fonts" || item.hasPrefix("--apple-fonts=") {
            guard folder == nil else { throw UsageError("--apple-fonts is given twice") }
            if item == "--apple-fonts" {
                guard k + 1 < arguments.count else { throw UsageError("--apple-fonts expects a folder") }
                folder = arguments[k + 1]
                k += 2
            } else {
                folder = String(item.dropFirst("--apple-fonts=".count))
                k += 1
            }
            guard folder?.isEmpty == false else { throw UsageError("--apple-fonts expects a folder, got an empty name") }
            continue
        }
        rest.append(item)
        k += 1
    }
    do {
        if let folder {
            try FontCollection.installBundled(appleFontsDirectory: folder)
        } else if let variable = getenv(AppleFonts.environmentVariable), variable.pointee != 0 {
            _ = try FontCollection.bundled()
        }
    } catch {
        throw CommandFailure(error.description)
    }
    return rest
}

do {
    if let entry = CommandHelp.named(command) {
        if asksForHelp(arguments) {
            print(entry.text)
        } else {
            try entry.run(appleFontsCommands.contains(command) ? try applyingAppleFonts(arguments) : arguments)
        }
    } else {
        try runGeneral(command, arguments)
    }
} catch let error as UsageError {
    let helpHint = CommandHelp.named(command) != nil ? "textmetrics help \(command)" : "textmetrics --help"
    writeError("textmetrics: \(error.description)\nrun '\(helpHint)' for usage")
    exit(2)
} catch let error as CommandFailure {
    writeError("textmetrics: \(error.description)")
    exit(1)
} catch {
    writeError("textmetrics: \(error)")
    exit(1)
}
// print() goes through C's buffered stdout: flush every stream (naming `stdout` is refused
// by strict concurrency) and report a failed write; glibc keeps failing once a write failed.
errno = 0
if fflush(nil) != 0 { standardOutputFailed(errno != 0 ? errno : EIO) }
