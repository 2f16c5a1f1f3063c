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
///
/// A regular file is not held in memory: it is scanned once for its line ends, and each
/// chunk of lines is read again (`pread`) when it is measured, so the input does not stay
/// resident for the whole run (2.4 MB for 20,000 lines of Chinese). Mapping it instead would
/// not do: after `MADV_DONTNEED`, the kernel maps the released pages back with the next
/// fault nearby (fault-around, large folios). Standard input or a pipe is read whole.
struct TextLines: Sendable {
    /// The open file the lines are read from; nil when the bytes are in `read`.
    private let file: RegularFile.Descriptor?
    private let read: [UInt8]
    /// Where line k starts (`start(k)`, after the LF before it) and ends (`start(k + 1) - 1`,
    /// its CR still in): offsets of the input, in 32 bits when they fit.
    private let starts: [UInt32]?
    private let wideStarts: [Int]
    /// False for `init(single:)`, whose text is taken as it is.
    private let dropsCR: Bool

    /// The lines of `bytes` (standard input, or a file read whole).
    init(splitting bytes: [UInt8]) {
        var scan = LineScan()
        bytes.withUnsafeBufferPointer { scan.add($0) }
        self.init(file: nil, read: bytes, lines: scan.finish(lastByte: bytes.last))
    }

    private init(file: RegularFile.Descriptor?, read: [UInt8], lines: ([UInt32]?, [Int])) {
        self.file = file
        self.read = read
        dropsCR = true
        (starts, wideStarts) = lines
    }

    /// The lines of the file at `path`: scanned now and read chunk by chunk when it is a
    /// regular file, read whole otherwise.
    init(file path: String) throws {
        // A path that cannot be opened, or is not a regular file, is read whole by `readBytes`,
        // which says why it fails.
        guard path != "-", let input = try? RegularFile.openRegular(path, limit: .max) else {
            self.init(splitting: try readBytes(path))
            return
        }
        var scan = LineScan()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var lastByte: UInt8?
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(input.descriptor, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw CommandFailure("\(path): cannot read the file: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            buffer.withUnsafeBufferPointer { scan.add(UnsafeBufferPointer(rebasing: $0[..<n])) }
            lastByte = buffer[n - 1]
        }
        self.init(file: input, read: [], lines: scan.finish(lastByte: lastByte))
    }

    /// One text, as it is.
    init(single text: String) {
        file = nil
        read = Array(text.utf8)
        dropsCR = false
        starts = nil
        wideStarts = [0, read.count + 1]
    }

    /// The offset after each LF, preceded by 0 and followed by count + 1 (where a final line
    /// without LF would end) unless that last line is empty once its CR is dropped.
    private struct LineScan {
        var offsets: [Int] = [0]
        var count = 0
        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            for (k, byte) in bytes.enumerated() where byte == 0x0A { offsets.append(count + k + 1) }
            count += bytes.count
        }
        func finish(lastByte: UInt8?) -> ([UInt32]?, [Int]) {
            var offsets = offsets
            let last = offsets[offsets.count - 1]
            if last != count && !(count - last == 1 && lastByte == 0x0D) { offsets.append(count + 1) }
            if count + 1 <= Int(UInt32.max) { return (offsets.map { UInt32($0) }, []) }
            return (nil, offsets)
        }
    }

    private func start(_ k: Int) -> Int { starts.map { Int($0[k]) } ?? wideStarts[k] }

    var count: Int { (starts?.count ?? wideStarts.count) - 1 }

    /// Line k of `bytes`, which hold the input from offset `base` on.
    private func line(_ k: Int, in bytes: UnsafeBufferPointer<UInt8>, base: Int) -> String {
        var range = (start(k) - base)..<(start(k + 1) - 1 - base)
        if dropsCR && !range.isEmpty && bytes[range.upperBound - 1] == 0x0D { range = range.lowerBound..<(range.upperBound - 1) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Line k of text read into memory (`init(splitting:)`, `init(single:)`).
    subscript(k: Int) -> String {
        precondition(file == nil, "a file's lines are read with lines(_:)")
        return read.withUnsafeBufferPointer { line(k, in: $0, base: 0) }
    }

    /// Lines `range`, read from the file in one `pread` (or taken from memory). A file that
    /// became shorter since it was scanned, or that cannot be read, is a failure.
    func lines(_ range: Range<Int>) throws(CommandFailure) -> [String] {
        guard let file else { return range.map { self[$0] } }
        guard !range.isEmpty else { return [] }
        let base = start(range.lowerBound)
        let length = start(range.upperBound) - 1 - base
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let n = bytes.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress! + done, length - done, off_t(base + done)) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw CommandFailure("\(file.path): cannot read the file: \(String(cString: strerror(errno)))") }
            if n == 0 { throw CommandFailure("\(file.path): the file became shorter while it was read") }
            done += n
        }
        return bytes.withUnsafeBufferPointer { all in range.map { line($0, in: all, base: base) } }
    }
}
