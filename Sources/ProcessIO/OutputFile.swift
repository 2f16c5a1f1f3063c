#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file so that a failed write never leaves part of it behind and never
/// removes anything at the path. Every file writer of the package (PNG, PDF, SVG, JUnit
/// XML, HTML previews) encodes the file in memory, or a piece of it, and hands the bytes here.
///
/// - When `path` names a regular file, or nothing yet, the bytes are written to a new
///   temporary file in the same directory and renamed over `path` only once every byte is
///   written and the file is closed; on failure the temporary file is removed and `path`
///   is untouched. A replaced file keeps its permission bits; a new one gets 0666 less the
///   umask, as `fopen` would give it.
/// - Anything else (a symbolic link such as /dev/stdout, a character device, a FIFO, a
///   socket) is opened and written in place, and is never unlinked.
/// Failures are `WriteFailure`s with the C library's reason (the renderer's writers report
/// them as `RenderError.cannotWrite`). A write into a closed pipe fails with `EPIPE` ("Broken
/// pipe") when SIGPIPE is ignored, as the command-line tool does.
package enum OutputFile {
    /// Writes `bytes` to `path`: see the type's description.
    package static func write(_ bytes: [UInt8], to path: String) throws(WriteFailure) {
        let stream = try OutputFileStream(path: path)
        try stream.write(bytes)
        try stream.commit()
    }

}

/// A file written a piece at a time, with `OutputFile`'s guarantees: a regular file (or a
/// new path) is written to a temporary file beside it and renamed over the path by `commit()`,
/// so a write that fails or is abandoned (the stream released before `commit()`, say when the
/// writer throws) removes the temporary file and leaves the path untouched; anything else (a
/// device, a FIFO, /dev/stdout) is written in place.
package final class OutputFileStream {
    private let path: String
    private var fd: Int32 = -1
    /// The temporary file renamed over `path` on commit; nil when writing in place.
    private var temporary: String?
    /// The replaced file's permission bits.
    private let mode: mode_t?
    private var buffer: [UInt8] = []
    private var committed = false
    /// The size collected before a write.
    private static let writeSize = 1 << 16

    /// Opens `path` for writing as `OutputFile.write` would.
    package init(path: String) throws(WriteFailure) {
        self.path = path
        guard !path.isEmpty else { throw WriteFailure(path: path, reason: "the path is empty") }
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw WriteFailure(path: path, reason: String(cString: strerror(errno))) }
            mode = nil
        } else if info.st_mode & S_IFMT == S_IFREG {
            mode = info.st_mode & 0o7777
        } else if info.st_mode & S_IFMT == S_IFDIR {
            throw WriteFailure(path: path, reason: String(cString: strerror(EISDIR)))
        } else {
            // Opened in place, never created and never unlinked.
            mode = nil
            fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard fd >= 0 else { throw WriteFailure(path: path, reason: String(cString: strerror(errno))) }
            return
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var name = ""
        for _ in 0..<16 {
            name = directory + "." + base + ".\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
            fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw WriteFailure(path: path, reason: String(cString: strerror(errno))) }
        temporary = name
    }

    deinit { if !committed { abandon() } }

    /// Appends `bytes`.
    package func write(_ bytes: some Collection<UInt8>) throws(WriteFailure) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.writeSize { try flush() }
    }

    /// Appends `text`'s UTF-8 bytes.
    package func write(_ text: String) throws(WriteFailure) { try write(text.utf8) }

    private func flush() throws(WriteFailure) {
        let code = writeAll(fd, bytes: buffer) ? 0 : errno
        buffer.removeAll(keepingCapacity: true)
        if code != 0 {
            abandon()
            throw WriteFailure(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// Writes what is left, closes the file and (for a regular file) renames it over the path.
    package func commit() throws(WriteFailure) {
        try flush()
        var code: Int32 = 0
        if let mode, fchmod(fd, mode) != 0 { code = errno }
        if close(fd) != 0, code == 0 { code = errno }
        fd = -1
        if code == 0, let temporary, rename(temporary, path) != 0 { code = errno }
        if code != 0 {
            abandon()
            throw WriteFailure(path: path, reason: String(cString: strerror(code)))
        }
        committed = true
    }

    /// Closes the file and removes the temporary file (the path is left as it was).
    private func abandon() {
        if fd >= 0 { close(fd) }
        fd = -1
        if let temporary { _ = unlink(temporary) }
        temporary = nil
    }
}

/// Why a file was not written: the path and the C library's reason (`strerror`).
package struct WriteFailure: Error, Equatable, CustomStringConvertible {
    /// The path asked for.
    package let path: String
    /// What stopped the write, as `strerror` words it ("No such file or directory").
    package let reason: String

    /// A failure to write `path`, for `reason`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "PATH: cannot write the file: REASON".
    package var description: String { "\(path): cannot write the file: \(reason)" }
}
