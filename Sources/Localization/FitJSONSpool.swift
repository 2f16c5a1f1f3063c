import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ProcessIO
import Typesetting

/// The `"results"` of a JSON report written as the results come, so a streamed run holds none
/// of them: the report starts with its summary, which is known only at the end, so the
/// results go to an unlinked temporary file (in `TMPDIR`) and are copied to the output
/// after the summary. Where no temporary file can be made, the bytes are kept in memory.
final class FitJSONSpool {
    /// The temporary file's descriptor; -1 when the bytes stay in `buffer`.
    private var fd: Int32 = -1
    private var buffer: [UInt8] = []
    /// The digest of the results added (`FitShardFile.add(result:to:)`), for a shard's report.
    private(set) var digest = FitShard.Digest()
    /// Results added so far.
    private(set) var count = 0
    /// The `errno` of a write to the temporary file that failed.
    private var failure: Int32?
    /// The bytes kept in memory before they are written to the file, and read back at a time.
    let chunkSize: Int

    /// A spool writing and reading `chunkSize` bytes at a time (64 KiB; less in tests, so
    /// that chunks end inside characters).
    init(chunkSize: Int = 1 << 16) {
        self.chunkSize = max(4, chunkSize)
        var template = Array((FileManager.default.temporaryDirectory.path + "/textmetrics-fit-XXXXXX").utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        // Unlinked at once: the file goes with the descriptor, however the run ends.
        if fd >= 0 { _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) } }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Appends a result's JSON object (after a comma, but for the first).
    func add(_ result: FitResult) {
        if count > 0 { buffer.append(UInt8(ascii: ",")) }
        let text = result.jsonValue.serialized()
        FitShardFile.add(result: text, to: &digest)
        buffer.append(contentsOf: text.utf8)
        count += 1
        if fd >= 0 && buffer.count > chunkSize { spill() }
    }

    private func spill() {
        if failure == nil && !writeAll(fd, bytes: buffer) { failure = errno }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every result added, in order, to `target`, a chunk at a time; each chunk ends
    /// where a UTF-8 sequence does, so the text is written exactly as it was added.
    func write(to target: inout some TextOutputStream) throws(FitReportError) {
        guard fd >= 0 else {
            target.write(String(decoding: buffer, as: UTF8.self))
            return
        }
        spill()
        func failed(_ what: String, _ code: Int32) -> FitReportError {
            FitReportError(description: "cannot \(what) the JSON results\(what == "keep" ? " in a temporary file" : ""): \(String(cString: strerror(code)))")
        }
        if let failure { throw failed("keep", failure) }
        guard lseek(fd, 0, SEEK_SET) == 0 else { throw failed("read back", errno) }
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var carried = 0   // bytes of an unfinished UTF-8 sequence at the chunk's start
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress! + carried, $0.count - carried) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw failed("read back", errno) }
            let end = carried + n
            // A sequence the chunk ends inside waits for the next chunk (unless the file
            // has ended): from its lead byte, the last byte not a continuation (10xxxxxx).
            var cut = end
            if n > 0 {
                var lead = end - 1
                while lead > 0 && chunk[lead] & 0xC0 == 0x80 { lead -= 1 }
                let length = chunk[lead] >= 0xF0 ? 4 : chunk[lead] >= 0xE0 ? 3 : chunk[lead] >= 0xC0 ? 2 : 1
                if end - lead < length { cut = lead }
            }
            target.write(String(decoding: chunk[..<cut], as: UTF8.self))
            if n == 0 { break }
            chunk.replaceSubrange(0..<(end - cut), with: chunk[cut..<end])
            carried = end - cut
        }
    }
}
