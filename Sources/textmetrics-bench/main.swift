// textmetrics-bench: the performance benchmark.
//
// Run in a release build:  swift run -c release textmetrics-bench [--paragraphs N] [--rounds R]
//   [--corpus small|zipf] [--write-corpus FILE] [--million] [--memory N [--no-word-cache]]
//   [--rewrap-only R [--prepare-rounds P]] [--write-render-texts DIR] [--render DIR [--render-count N]]
//   [--measurer]
//
// Workload: Inter (bundled, variable, wght 400) at 17 pt, width 320, N generated English
// paragraphs of about 180 characters (default 3,000), all distinct. Every figure is a ratio
// against a floor measured in the same run: raw `hb_shape` of the same paragraphs with the
// same HarfBuzz font.
import Foundation

let options = BenchOptions(CommandLine.arguments.dropFirst())

#if DEBUG
print("warning: this is a debug build; figures are only meaningful with -c release")
#endif

/// The whole run; any error it throws ends the benchmark with its message (exit 1).
func runBenchmark() throws {
    var bench = try Bench(options)
    if let file = options.corpusFile {
        try bench.writeCorpus(to: file)
        exit(0)
    }
    if let units = options.memoryUnits {
        exit(try bench.measureMemory(units: units, wordCache: !options.noWordCache) ? 0 : 1)
    }
    if let directory = options.renderTextsDirectory {
        try bench.writeRenderTexts(to: directory)
        exit(0)
    }
    if let directory = options.renderDirectory {
        try bench.measureRender(directory: directory, count: options.renderCount)
        exit(0)
    }
    if options.measurer {
        bench.printCorpus()
        try bench.measureMeasurer()
        exit(0)
    }
    if let rounds = options.rewrapRounds {
        try bench.rewrapOnly(rounds: rounds, prepareRounds: options.prepareRounds)
        exit(0)
    }
    bench.printCorpus()
    let mainFigures = try bench.measureMain()
    let strategies = try bench.measureStrategies()
    let size = try bench.measurePreparedSize(mainFigures.prepared)
    bench.printFigures(mainFigures, strategies, size)
    try bench.measureAutoshrink(labelCount: options.paragraphCount)
    if options.million { try bench.measureMillion() }
    if bench.sink == 42 { print("") }
}

do {
    try runBenchmark()
} catch {
    FileHandle.standardError.write(Data("textmetrics-bench: \(error)\n".utf8))
    exit(1)
}
