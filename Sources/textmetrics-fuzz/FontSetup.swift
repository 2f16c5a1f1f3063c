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
