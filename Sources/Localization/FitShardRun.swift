/// What identifies the run a shard belongs to, written in every shard file so that `--merge`
/// combines only the shards of one run: digests of the catalogs' bytes and of the options that
/// change a result, and the number of key × variant groups in the whole run.
public struct FitShardRun: Sendable, Hashable {
    /// `FitShard.Digest.hex` of the catalog files' bytes, in the order read.
    public var catalogs: String
    /// `FitShard.Digest.hex` of the options that change a result (label, font, categories,
    /// line break mode, scale, growth warning, source language, Markdown, pseudolocalization,
    /// the constraints file's bytes, and the tool's version).
    public var options: String
    /// Key × variant groups in the whole run (every shard's): each result's ordinal is below it.
    public var groups: Int

    /// The identity of a run.
    public init(catalogs: String, options: String, groups: Int) {
        self.catalogs = catalogs
        self.options = options
        self.groups = groups
    }
}
