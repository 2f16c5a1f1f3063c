import Foundation
import Glibc
import Localization
import ProcessIO
import Typesetting

/// The `"results"` of `fit --json` written as the results come, so a streamed run holds none
/// of them: the JSON report starts with its summary, which is known only at the end, so the
/// results go to an unlinked temporary file (in `TMPDIR`) and are copied to standard output
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

    init() {
        var template = Array((FileManager.default.temporaryDirectory.path + "/textmetrics-fit-XXXXXX").utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        // Unlinked at once: the file goes with the descriptor, however the run ends.
        if fd >= 0 { _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) } }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Appends a result's JSON object (after a comma, but for the first).
    func add(_ result: FitResult) {
        if count > 0 { buffer.append(UInt8(ascii: ",")) }
        let text = FitOutput.json(result).serialized()
        FitShardFile.add(result: text, to: &digest)
        buffer.append(contentsOf: text.utf8)
        count += 1
        if fd >= 0 && buffer.count > Output.writeSize { spill() }
    }

    private func spill() {
        if failure == nil && !writeAll(fd, bytes: buffer) { failure = errno }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every result added, in order, to standard output after what `out` holds.
    func write(after out: inout Output) throws {
        out.flush()
        guard fd >= 0 else {
            if !writeAll(1, bytes: buffer) { standardOutputFailed(errno) }
            return
        }
        spill()
        if let failure { throw CommandFailure("cannot keep the JSON results in a temporary file: \(String(cString: strerror(failure)))") }
        guard lseek(fd, 0, SEEK_SET) == 0 else { throw CommandFailure("cannot read back the JSON results: \(String(cString: strerror(errno)))") }
        var chunk = [UInt8](repeating: 0, count: Output.writeSize)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw CommandFailure("cannot read back the JSON results: \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            if !writeAll(1, bytes: Array(chunk[..<n])) { standardOutputFailed(errno) }
        }
    }
}
