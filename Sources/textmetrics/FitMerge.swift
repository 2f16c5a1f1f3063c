import Foundation
import Localization
import ProcessIO
import TextRendering
import Typesetting

/// `textmetrics fit --merge SHARD.json...`: the JSON reports of `fit --shard K/N --json`
/// combined into the report one run over every key writes: the results back in catalog
/// order (each shard's `"shard"` member gives every result's position in the whole run), the
/// summary summed, the errors (which every shard reports alike) once. Writes the JSON
/// (`--json`) and JUnit (`--junit FILE`) the single run writes, byte for byte.
///
/// Each file is checked (`FitShardFile`) before anything is written: a damaged file is a
/// failure (exit 1), files that are not every shard of one run exactly once a usage error
/// (exit 2); both name the file.
enum FitMerge {
    static func run(_ options: FitCommand.Options) throws {
        var shards: [FitShardFile] = []
        for path in options.paths {
            let bytes: [UInt8]
            do { bytes = try readBytes(path) } catch let error as CommandFailure { throw CommandFailure("--merge: \(error.description)") }
            do { shards.append(try FitShardFile(reading: bytes, path: path)) } catch { throw failure(error) }
        }
        let merged: FitShardMerge
        do { merged = try FitShardFile.merge(shards) } catch { throw failure(error) }
        let sum = merged.summary
        if let junit = options.junit {
            let xml: String
            do { xml = try merged.junitXML() } catch { throw CommandFailure("--merge: \(error.description)") }
            do { try OutputFile.write(Array(xml.utf8), to: junit) } catch { throw CommandFailure("--junit: \(error)") }
        }
        if options.json {
            var out = Output()
            merged.writeJSON(to: &out)
            out.flush()
        }
        if sum.failed > 0 || !merged.errors.isEmpty { exit(1) }
    }

    /// A shard error as the command reports it: files that do not belong together are a usage
    /// error, a damaged file a failure.
    static func failure(_ error: FitShardError) -> Error {
        let message = "--merge: \(error.description)"
        return error.usage ? UsageError(message) : CommandFailure(message)
    }
}
