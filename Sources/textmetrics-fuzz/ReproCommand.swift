import Foundation
import FuzzSupport
import Scenes
import Typesetting

/// `repro fonts|text|scenes|cli|readers|storyboards|deep-scenes|stdin|previews|shards --seed S --index I [--write FILE] [--no-run]`: rebuilds one mutant or
/// string, describes it, optionally writes it out, and runs it in this process.
func reproCommand(_ options: Options) {
    let seed = options.seed()
    let index = options.int("--index", 0)
    switch options.positional.first {
    case "fonts": reproFont(options, seed: seed, index: index)
    case "text": reproText(options, seed: seed, index: index)
    case "scenes": reproScene(options, seed: seed, index: index)
    case "readers":
        let (format, kind, bytes) = ReaderFuzz.mutant(seed: seed, index: index, examples: ReaderFuzz.examples(options.values["--catalogs"] ?? "Tests/Fixtures/Localization"))
        reproBytes(options, "mutant \(index) of seed \(seed): \(format.rawValue), \(kind)", bytes, name: ReaderFuzz.path(format))
        if !options.flags.contains("--no-run") { print("outcome: \(ReaderFuzz.run(bytes, format: format).label)") }
    case "storyboards":
        let (kind, bytes) = StoryboardFuzz.mutant(seed: seed, index: index)
        reproBytes(options, "storyboard \(index) of seed \(seed): \(kind)", bytes, name: "Main.storyboard")
        if !options.flags.contains("--no-run") { print("outcome: \(StoryboardFuzz.run(bytes).label)") }
    case "deep-scenes":
        let (depth, bytes) = DeepSceneFuzz.scene(seed: seed, index: index)
        reproBytes(options, "scene \(index) of seed \(seed): depth \(depth)", bytes, name: "scene.json")
        if !options.flags.contains("--no-run") {
            let dir = fontsDirectory(options)
            guard let fonts = try? FontCollection(directory: dir, usesSystemFonts: false) else { fail("cannot open the fonts in \(dir)") }
            print("outcome: \(SceneFuzz.run(bytes, fonts: fonts, renderer: SceneRenderer()).label)")
        }
    case "stdin":
        let (argv, kind, bytes) = StdinFuzz.run(seed: seed, index: index, output: "out")
        print("textmetrics \(argv.joined(separator: " ")) with standard input \(kind)" + (kind == "bytes" ? " (\(bytes.count) bytes)" : ""))
        if let path = options.values["--write"] { _ = FileManager.default.createFile(atPath: path, contents: Data(bytes)) }
    case "previews":
        let input = PreviewFuzz.input(seed: seed, index: index)
        reproBytes(options, "preview input \(index) of seed \(seed): --widths \(input.widths), page bound \(input.limit) bytes", input.scene, name: "scene.json")
        if !options.flags.contains("--no-run") {
            let dir = fontsDirectory(options)
            guard let fonts = try? FontCollection(directory: dir, usesSystemFonts: false) else { fail("cannot open the fonts in \(dir)") }
            print("outcome: \(PreviewFuzz.run(seed: seed, index: index, fonts: fonts, renderer: SceneRenderer()).1.label)")
        }
    case "shards":
        let input = ShardFuzz.input(seed: seed, index: index)
        print("shard input \(index) of seed \(seed): \(input.kind)" + (input.target.map { ", \($0) damaged" } ?? ""))
        for file in input.files { print("\(file.path): \(String(decoding: file.bytes.prefix(2_000), as: UTF8.self))") }
        if !options.flags.contains("--no-run") { print("outcome: \(ShardFuzz.run(seed: seed, index: index).1.label)") }
    case "cli":
        let files = CLIFuzz.Files(fontsDirectory: fontsDirectory(options))
        print(CLIFuzz.vector(seed: seed, index: index, files: files).map { "'\($0)'" }.joined(separator: " "))
    default:
        fail("repro takes fonts, text, scenes, cli, readers, deep-scenes, stdin, previews or shards")
    }
}

/// Describes a generated file and writes it to --write, or prints its first 2,000 bytes.
private func reproBytes(_ options: Options, _ description: String, _ bytes: [UInt8], name: String) {
    print("\(description) (\(bytes.count) bytes, read as \(name))")
    if let path = options.values["--write"] {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        print("written to \(path)")
    } else {
        print(String(decoding: bytes.prefix(2000), as: UTF8.self))
    }
}

private func reproFont(_ options: Options, seed: UInt64, index: Int) {
    let dir = fontsDirectory(options)
    let mutator = fontMutator(options)
    let mutant = mutator.mutant(seed: seed, index: index)
    print("mutant \(index) of seed \(seed): \(mutant.base), \(mutant.kind): \(mutant.detail) (\(mutant.bytes.count) bytes)")
    if let path = options.values["--write"] {
        _ = FileManager.default.createFile(atPath: path, contents: Data(mutant.bytes))
        print("written to \(path)")
    }
    if options.flags.contains("--no-run") { return }
    let pipeline = FontPipeline(fontsDirectory: dir, emptyDirectory: FontPipeline.makeEmptyDirectory())
    let t0 = ProcessStats.now()
    let result = pipeline.run(mutant.bytes)
    print("opened: \(result.opened); outcome: \(result.outcome.label); \(format(ProcessStats.now() - t0, 3)) s")
}

private func reproText(_ options: Options, seed: UInt64, index: Int) {
    let (string, pools) = HostileText.string(seed: seed, index: index)
    print("string \(index) of seed \(seed): pools \(pools), \(string.utf16.count) UTF-16 units")
    print("scalars: " + string.unicodeScalars.prefix(200).map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " "))
    if let path = options.values["--write"] {
        _ = FileManager.default.createFile(atPath: path, contents: Data(string.utf8))
        print("written to \(path)")
    }
    if options.flags.contains("--no-run") { return }
    let t0 = ProcessStats.now()
    let (alignment, direction) = HostileText.style(index: index)
    let report = textRunner(options).run(string, alignment: alignment, direction: direction,
                                              lineSpacingAdjustment: HostileText.lineSpacingAdjustment(index: index))
    print("\(report.layouts) layouts, errors \(report.errors), \(format(ProcessStats.now() - t0, 3)) s")
    for v in report.violations.prefix(50) { print("  " + v) }
}

private func reproScene(_ options: Options, seed: UInt64, index: Int) {
    let bytes = index % 2 == 0 ? SceneFuzz.random(seed: seed, index: index)
        : SceneFuzz.mutated(SceneFuzz.examples(options.values["--scenes"] ?? "Tests/Scenes"), seed: seed, index: index)
    print("scene \(index) of seed \(seed) (\(bytes.count) bytes)")
    if let path = options.values["--write"] {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        print("written to \(path)")
    } else {
        print(String(decoding: bytes, as: UTF8.self))
    }
    if options.flags.contains("--no-run") { return }
    let dir = fontsDirectory(options)
    guard let fonts = try? FontCollection(directory: dir, usesSystemFonts: false) else { fail("cannot open the fonts in \(dir)") }
    print("outcome: \(SceneFuzz.run(bytes, fonts: fonts, renderer: SceneRenderer()).label)")
}
