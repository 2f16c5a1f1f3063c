/// Why `fit --merge` refused its shard files: a file that is damaged or not a shard report
/// (`usage` false), or files that do not make up one run (`usage` true: a shard missing or
/// given twice, shards of different catalogs or options), each naming the file.
public struct FitShardError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file the fault was found in; nil when it is about the set of files (a missing shard).
    public var file: String?
    /// What is wrong, for a user.
    public var reason: String
    /// True when the files given do not belong together (a usage error), false when a file is
    /// damaged or unreadable.
    public var usage: Bool

    /// An error about `file` (nil: about the files together).
    public init(file: String?, reason: String, usage: Bool = false) {
        self.file = file
        self.reason = reason
        self.usage = usage
    }

    /// "FILE: REASON", or the reason alone.
    public var description: String { file.map { "\($0): \(reason)" } ?? reason }
}
