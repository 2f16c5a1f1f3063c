#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file so that a failed write never leaves part of it behind and never
/// removes anything at the path. Every writer of this module (PNG, PDF, SVG) encodes the
/// file in memory first and hands the bytes here.
///
/// - When `path` names a regular file, or nothing yet, the bytes are written to a new
///   temporary file in the same directory and renamed over `path` only once every byte is
///   written and the file is closed; on failure the temporary file is removed and `path`
///   is untouched. A replaced file keeps its permission bits; a new one gets 0666 less the
///   umask, as `fopen` would give it.
/// - Anything else (a symbolic link such as /dev/stdout, a character device, a FIFO, a
///   socket) is opened and written in place, and is never unlinked.
/// Failures are `RenderError.cannotWrite` with the C library's reason. A write into a closed
/// pipe fails with `EPIPE` ("Broken pipe") when SIGPIPE is ignored, as the command-line tool
/// does.
package enum OutputFile {
    /// Writes `bytes` to `path`: see the type's description.
    package static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        guard !path.isEmpty else { throw RenderError.cannotWrite(path: path, reason: "the path is empty") }
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
            try replace(path, with: bytes, mode: nil)
        } else if info.st_mode & S_IFMT == S_IFREG {
            try replace(path, with: bytes, mode: info.st_mode & 0o7777)
        } else if info.st_mode & S_IFMT == S_IFDIR {
            throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(EISDIR)))
        } else {
            try writeInPlace(path, bytes)
        }
    }

    /// Opens the existing `path` (never creating it) and writes all of `bytes`; never unlinks it.
    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(RenderError) {
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        let code = writeAll(fd, bytes)
        let closeCode = close(fd) == 0 ? 0 : errno
        if code != 0 || closeCode != 0 {
            throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(code != 0 ? code : closeCode)))
        }
    }

    /// Writes a temporary file beside `path` and renames it over `path` on success.
    private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?) throws(RenderError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            temporary = directory + "." + base + ".\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        var code = writeAll(fd, bytes)
        if code == 0, let mode, fchmod(fd, mode) != 0 { code = errno }
        if close(fd) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, path) != 0 { code = errno }
        if code != 0 {
            _ = unlink(temporary)
            throw RenderError.cannotWrite(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// Writes every byte (retrying short writes and EINTR); 0, or the errno that stopped it.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            offset += n
        }
        return 0
    }

}

/// write(2), named apart from `PNGWriter.write` so that member lookup does not hide it.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}

