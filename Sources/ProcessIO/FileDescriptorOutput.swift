#if canImport(Glibc)
import Glibc
#endif

/// Writes all of `text` to a file descriptor (1 stdout, 2 stderr) straight away, without C's
/// buffered FILE streams: a line written just before a crash is not lost, and output written
/// by child processes to the same descriptor is not reordered. Partial writes continue and
/// writes interrupted by a signal (EINTR) are retried; any other error drops the rest and
/// returns false with `errno` set.
@discardableResult
package func writeAll(_ fd: Int32, _ text: String) -> Bool {
    writeAll(fd, bytes: Array(text.utf8))
}

/// `writeAll(_:_:)` for bytes already encoded.
@discardableResult
package func writeAll(_ fd: Int32, bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if n < 0 && errno == EINTR { continue }
        if n < 0 { return false }
        if n == 0 { errno = EIO; return false }
        offset += n
    }
    return true
}
