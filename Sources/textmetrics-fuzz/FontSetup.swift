import FuzzSupport
import ProcessIO
import Typesetting

/// `--fonts DIR`, else the bundled fonts as the engine finds them.
func fontsDirectory(_ options: Options) -> String {
    if let dir = options.values["--fonts"] { return dir }
    do { return try BundledFonts.directory() } catch {
        fail("\(error); or pass --fonts DIR")
    }
}

/// Inter at 17 pt over the bundled fonts only (no system fonts): the text commands' set-up.
func textRunner(_ options: Options) -> TextPropertyRunner {
    let dir = fontsDirectory(options)
    guard let collection = try? FontCollection(directory: dir, usesSystemFonts: false),
          let font = try? collection.systemFont(ofSize: 17) else { fail("cannot open the bundled fonts in \(dir)") }
    return TextPropertyRunner(font: font, collection: collection)
}

/// `--bases a,b,…` (bundled file names, or `FontMutator.collectionBase`), `--bases every-kind`
/// for one base of every kind of font (`FontMutator.everyKind`), else the default bases.
func fontMutator(_ options: Options) -> FontMutator {
    let dir = fontsDirectory(options)
    var files = FontMutator.baseFiles
    if let list = options.values["--bases"] {
        files = list == "every-kind" ? FontMutator.everyKind : list.split(separator: ",").map(String.init)
    }
    do { return try FontMutator(directory: dir, files: files) } catch { fail("cannot read the base fonts \(files): \(error)") }
}

/// Every child ends with `P 0 bytes`: its peak resident set size, for the parent's report.
func reportPeakMemory() {
    writeAll(1, "P 0 \(ProcessStats.peakResidentBytes())\n")
}

/// `child-allocate BYTES` (not listed in the usage): touches a buffer of BYTES bytes, then
/// writes its `P` line as a child does, so a test can check the peak a child reports is its
/// own (at least BYTES) and not its parent's.
func childAllocate(_ options: Options) {
    let count = max(0, options.positional.first.flatMap { Int($0) } ?? 0)
    var buffer = [UInt8](repeating: 0, count: count)
    // One write a page, so every page is resident.
    for k in stride(from: 0, to: count, by: 4096) { buffer[k] = 1 }
    reportPeakMemory()
    withExtendedLifetime(buffer) {}
}
