import FuzzSupport
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
