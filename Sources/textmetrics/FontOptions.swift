import Foundation
import Typesetting

/// --font, --face-index, --size, --weight and --fallback, shared by the commands.
struct FontOptions {
    var font: String?
    var faceIndex: Int = 0
    var size: Double = 17
    var weight: Font.Weight?
    var fallbacks: [String] = []

    static func parse(_ args: inout Arguments, sizeAllowed: Bool = true) throws -> FontOptions {
        var options = FontOptions()
        options.font = try args.value("--font")
        if let index = try args.int("--face-index") {
            guard index >= 0 else { throw UsageError("--face-index must be 0 or more, got \(index)") }
            options.faceIndex = index
        }
        if sizeAllowed, let size = try args.double("--size") {
            guard size > 0, size <= 10_000 else { throw UsageError("--size must be > 0 and ≤ 10000 points, got \(size)") }
            options.size = size
        }
        if let text = try args.value("--weight") {
            guard let weight = Font.Weight(parsing: text) else {
                throw UsageError("--weight expects 1…1000 or a name (light, regular, medium, semibold, bold…), got \"\(text)\"")
            }
            options.weight = weight
        }
        options.fallbacks = try args.values("--fallback")
        return options
    }

    static func looksLikePath(_ s: String) -> Bool {
        s.contains("/") || [".ttf", ".otf", ".ttc", ".otc", ".woff", ".dfont"].contains { s.lowercased().hasSuffix($0) }
    }

    func collection() throws -> FontCollection {
        do { return try FontCollection.bundled() } catch { throw CommandFailure(error.description) }
    }

    /// The font asked for: a file, a family (bundled, then system), or the bundled default.
    func resolve() throws -> Font {
        do {
            if let name = font {
                if FontOptions.looksLikePath(name) {
                    let face = try FontFace(contentsOf: name, faceIndex: faceIndex)
                    return try Font(face: face, size: size, weight: weight)
                }
                return try collection().font(family: name, size: size, weight: weight ?? .regular)
            }
            return try collection().systemFont(ofSize: size, weight: weight ?? .regular)
        } catch let error as FontError {
            throw CommandFailure(error.description)
        }
    }

    /// Why the system font is the face it is, when an Apple fonts folder is in use and no
    /// --font was given: the folder's choice, or the stand-in with the reason; nil otherwise.
    func systemFontSelection() throws -> String? {
        guard font == nil, let apple = try collection().appleFonts else { return nil }
        if let choice = apple.systemFontChoice(ofSize: size, weight: weight ?? .regular) { return choice.reason }
        return "the bundled stand-in: the Apple fonts folder \(apple.directory) has no SF Pro, SF Pro Text or SF Pro Display"
    }

    func fallbackFaces() throws -> [FontFace]? {
        guard !fallbacks.isEmpty else { return nil }
        var faces: [FontFace] = []
        // Each file once, however often and under whatever names it is given.
        for path in FontCollection.distinctFontFiles(fallbacks) {
            do { faces.append(try FontFace(contentsOf: path)) } catch { throw CommandFailure(error.description) }
        }
        return faces
    }
}

/// Reads a whole file (or standard input for "-") as UTF-8.
func readText(_ path: String) throws -> String {
    String(decoding: try readBytes(path), as: UTF8.self)
}

/// Reads a whole file (or standard input for "-").
func readBytes(_ path: String) throws -> [UInt8] {
    if path == "-" { return try readStandardInput() }
    guard FileManager.default.fileExists(atPath: path) else { throw CommandFailure("\(path): no such file") }
    guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot read the file") }
    return [UInt8](data)
}

/// All of standard input, read with read(2). Foundation's `readDataToEndOfFile` traps when
/// descriptor 0 cannot be read; here a closed descriptor (`<&-`), a directory (`< /`) or one
/// open for writing only (`0>file`) is a failure that names standard input and the reason.
func readStandardInput() throws -> [UInt8] {
    func failure(_ reason: String) -> CommandFailure { CommandFailure("standard input: cannot read: \(reason)") }
    var info = stat()
    guard fstat(0, &info) == 0 else {
        let code = errno
        throw failure(code == EBADF ? "it is closed" : String(cString: strerror(code)))
    }
    if info.st_mode & S_IFMT == S_IFDIR { throw failure("it is a directory") }
    let flags = fcntl(0, F_GETFL)
    if flags >= 0 && flags & O_ACCMODE == O_WRONLY { throw failure("it is open for writing only") }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if n == 0 { return bytes }
        if n < 0 {
            let code = errno
            if code == EINTR { continue }
            throw failure(String(cString: strerror(code)))
        }
        bytes.append(contentsOf: chunk[..<n])
    }
}

/// A TEXT argument: "-" reads standard input (every command that takes a text says so).
func textArgument(_ argument: String) throws -> String {
    argument == "-" ? try readText("-") : argument
}

/// Splits text into lines at LF (a CR before it, or at the end, is dropped), for --each-line.
func splitLines(_ text: String) -> [String] {
    let lines = TextLines(splitting: Array(text.utf8))
    return (0..<lines.count).map { lines[$0] }
}

/// The texts of `--each-line`: a file's bytes and where each line lies in them, split at LF
/// bytes (a CR before the LF, or at the end of the file, is dropped; an empty last line is
/// not a text). A line becomes a String only when it is measured, on the thread measuring it.
struct TextLines: Sendable {
    private let bytes: [UInt8]
    private let ranges: [Range<Int>]

    init(splitting bytes: [UInt8]) {
        self.bytes = bytes
        var ranges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            for (k, byte) in all.enumerated() where byte == 0x0A {
                ranges.append(start..<k)
                start = k + 1
            }
            ranges.append(start..<all.count)
        }
        for k in ranges.indices where !ranges[k].isEmpty && bytes[ranges[k].upperBound - 1] == 0x0D {
            ranges[k] = ranges[k].lowerBound..<(ranges[k].upperBound - 1)
        }
        if ranges.last?.isEmpty == true { ranges.removeLast() }
        self.ranges = ranges
    }

    /// One text, as it is.
    init(single text: String) {
        bytes = Array(text.utf8)
        ranges = [0..<bytes.count]
    }

    var count: Int { ranges.count }

    subscript(k: Int) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[ranges[k]]), as: UTF8.self) }
    }
}
