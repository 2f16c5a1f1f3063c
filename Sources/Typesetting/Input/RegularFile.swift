import Foundation

/// Reads a whole file, refusing what is not a regular file: the one way in for every file the
/// package reads (fonts, hyphenation patterns, catalogs, attachment images, `--each-line` texts).
/// It lives in the engine because the engine reads font files itself; the process's output
/// (standard output, atomic file writes) is the `ProcessIO` module's.
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
        let file = try openRegular(path, limit: limit)
        let fd = file.descriptor, size = file.size
        defer { withExtendedLifetime(file) {} }
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

    /// Checks, without reading a byte, that `path` is a regular file of at most `limit`
    /// bytes (opened non-blocking, so a FIFO is refused, not waited on).
    package static func check(_ path: String, limit: Int) throws(Failure) {
        _ = try openRegular(path, limit: limit)
    }

    /// How a mapped file will be read, which tells the kernel how far to read ahead.
    package enum Access {
        /// Front to back once (a catalog streamed through): aggressive read-ahead, and
        /// `Mapped.release(upTo:)` gives back the pages already read.
        case sequential
        /// Here and there, again and again (a font's tables): the kernel's default read-ahead.
        case random
    }

    /// The regular file at `path` mapped read-only (`MAP_PRIVATE`), so that only the pages
    /// touched are ever read and they stay the page cache's, not a copy on the heap. A file
    /// whose size `stat` does not know (size 0, as in /proc) or that cannot be mapped is read.
    ///
    /// A mapping shows the file as it is when a page is touched: a file truncated after the
    /// mapping raises SIGBUS on the next touch of a page past its new end, and a file rewritten
    /// in place shows the new bytes. Mapped files are for files nothing rewrites while we run
    /// (fonts, catalogs), as FreeType's own Unix stream (`FT_New_Face`) maps font files.
    package static func map(_ path: String, limit: Int, access: Access = .sequential) throws(Failure) -> Mapped {
        let file = try openRegular(path, limit: limit)
        let size = file.size
        defer { withExtendedLifetime(file) {} }
        guard size > 0, let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, file.descriptor, 0), base != MAP_FAILED else {
            return try read(path, limit: limit).withUnsafeBytes { Mapped(copying: $0) }
        }
        if access == .sequential { _ = madvise(base, size, MADV_SEQUENTIAL) }
        return Mapped(base: base, count: size)
    }

    /// A file's bytes, mapped (or read when it cannot be mapped), or bytes copied from memory;
    /// unmapped or freed when it goes.
    package final class Mapped {
        private let base: UnsafeMutableRawPointer?
        private let copy: UnsafeMutableBufferPointer<UInt8>?
        /// The bytes.
        package let bytes: UnsafeBufferPointer<UInt8>
        private var released = 0

        init(base: UnsafeMutableRawPointer, count: Int) {
            self.base = base
            copy = nil
            bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
        }

        /// A copy of `source` on the heap (bytes that are not a file: a font handed over in memory).
        init(copying source: UnsafeRawBufferPointer) {
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(source.count, 1))
            if let from = source.baseAddress, source.count > 0 {
                buffer.baseAddress!.initialize(from: from.assumingMemoryBound(to: UInt8.self), count: source.count)
            }
            base = nil
            copy = buffer
            bytes = UnsafeBufferPointer(start: buffer.baseAddress, count: source.count)
        }

        /// Gives the whole pages before `offset` back to the system (read again from the file
        /// if touched), so what stays resident is what is still to be read.
        package func release(upTo offset: Int) {
            guard let base else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let end = min(offset, bytes.count) / page * page
            guard end > released else { return }
            _ = madvise(base + released, end - released, MADV_DONTNEED)
            released = end
        }

        deinit {
            if let base { munmap(base, bytes.count) }
            copy?.deallocate()
        }
    }

    /// A regular file open for reading, closed when it goes. `pread` needs no lock, so any
    /// thread may read it.
    package final class Descriptor: Sendable {
        /// The open descriptor (`O_RDONLY | O_NONBLOCK | O_CLOEXEC`).
        package let descriptor: Int32
        /// The path it was opened at.
        package let path: String
        /// Its size when it was opened (0 when `stat` does not know it, as in /proc).
        package let size: Int

        fileprivate init(descriptor: Int32, path: String, size: Int) {
            self.descriptor = descriptor
            self.path = path
            self.size = size
        }

        deinit { close(descriptor) }
    }

    /// The regular file at `path`, open, when it is one of at most `limit` bytes (opened
    /// non-blocking, so a FIFO is refused, not waited on).
    package static func openRegular(_ path: String, limit: Int) throws(Failure) -> Descriptor {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound }
            throw .unreadable(reason: String(cString: strerror(code)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .unreadable(reason: reason)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
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
        guard size <= limit else {
            close(fd)
            throw .tooLarge(size: size)
        }
        return Descriptor(descriptor: fd, path: path, size: size)
    }
}
