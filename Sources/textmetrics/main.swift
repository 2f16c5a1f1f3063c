#if canImport(Glibc)
import Glibc
#endif
import Typesetting

let version = "0.1.0"

let usage = """
usage: textmetrics <command> [options]

commands:
  metrics   [--font FAMILY|PATH] [--face-index N] [--size PT] [--weight W] [--json]
            font metrics in points at --size (default 17) and in font units
  coverage  [--font FAMILY|PATH] [--fallback PATH]... [--json] TEXT
            the font that renders each grapheme cluster
  measure   [--font FAMILY|PATH] [--fallback PATH]... [--size PT] [--weight W]
            [--width W[,W...]] [--lines N] [--wrap word|char|clip] [--truncate head|middle|tail]
            [--line-height PT] [--line-height-multiple X] [--line-spacing PT]
            [--align left|right|center|justified|natural] [--direction ltr|rtl|natural] [--lang BCP47]
            [--scale S] [--json] (TEXT | --each-line FILE | -)
            the size of text wrapped at each width, line by line
  breaks    [--json] [--unicodes] (TEXT | --each-line FILE)
            line-break opportunities (UAX #14) as Unicode-scalar offsets
  layout    [--json] [--pretty] SCENE.json
            SwiftUI-style sizing of a scene of labels, views, adaptors and stacks
  render    SCENE.json -o OUT.png [--scale S] [--debug]
  render    --text TEXT [measure options] [--background #rrggbb] -o OUT.png [--scale S] [--debug]
            draws a scene, or one measured paragraph, to a PNG

options:
  -h, --help     this help
  --version      the version

Exit status: 0 on success, 1 when the work failed, 2 for usage errors.
Fonts: the bundled Fonts/ directory (or $TEXTMETRICS_FONTS); FAMILY may also name a system font.
"""

func writeError(_ message: String) {
    var text = message
    if !text.hasSuffix("\n") { text += "\n" }
    writeAll(2, text)
}

/// Buffered standard output (large outputs are written in one go).
struct Output {
    private var buffer = ""
    mutating func line(_ s: String) {
        buffer += s
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 { flush() }
    }
    mutating func flush() {
        if !writeAll(1, buffer) { standardOutputFailed(errno) }
        buffer = ""
    }
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
    writeError(usage)
    exit(2)
}
arguments.removeFirst()

do {
    switch command {
    case "-h", "--help", "help":
        print(usage)
    case "--version", "version":
        print("textmetrics \(version)")
    case "metrics":
        try MetricsCommand.run(arguments)
    case "coverage":
        try CoverageCommand.run(arguments)
    case "measure":
        try MeasureCommand.run(arguments)
    case "breaks":
        try BreaksCommand.run(arguments)
    case "layout":
        try LayoutCommand.run(arguments)
    case "render":
        try RenderCommand.run(arguments)
    default:
        throw UsageError("unknown command \"\(command)\"; run textmetrics --help")
    }
} catch let error as UsageError {
    writeError("textmetrics: \(error.description)\nrun 'textmetrics --help' for usage")
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
