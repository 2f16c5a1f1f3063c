import Foundation

/// Reads a whole file, refusing what is not a regular file: the font and catalog readers'
/// one way in.
///
/// The file is opened non-blocking (a FIFO would otherwise block the `open` itself) and
/// checked with `fstat` on the opened descriptor, so a device (`/dev/zero` reads forever),
/// a FIFO (blocks forever), a socket or a directory is refused with its kind named, and a
/// regular file whose size is over `limit` is refused before any byte is read. Files whose
/// size `stat` does not know (in /proc, size 0) are read to their end but never past `limit`.
package enum RegularFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// No file at the path (ENOENT, ENOTDIR).
        case notFound
        /// `open`, `fstat` or `read` failed; `reason` is the system's message.
        case unreadable(reason: String)
        /// Not a regular file: `kind` is "a directory", "a character device", "a FIFO (named pipe)"…
        case notRegular(kind: String)
        /// Over the limit: `size` bytes (or at least that many).
        case tooLarge(size: Int)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound }
            throw .unreadable(reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            switch kind {
            case S_IFDIR: throw .notRegular(kind: "a directory")
            case S_IFCHR: throw .notRegular(kind: "a character device")
            case S_IFBLK: throw .notRegular(kind: "a block device")
            case S_IFIFO: throw .notRegular(kind: "a FIFO (named pipe)")
            case S_IFSOCK: throw .notRegular(kind: "a socket")
            default: throw .notRegular(kind: "not a regular file")
            }
        }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(size: size) }
        // The descriptor was opened non-blocking for the FIFO case; a regular file reads the same.
        var bytes = [UInt8](repeating: 0, count: max(size, 0))
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew, or stat does not know its size (/proc): read on, up to `limit`.
                guard bytes.count <= limit else { throw .tooLarge(size: bytes.count) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 1 << 16), limit + 1 - bytes.count)))
            }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            count += n
        }
        if count > limit { throw .tooLarge(size: count) }
        bytes.removeSubrange(count...)
        return bytes
    }
}
