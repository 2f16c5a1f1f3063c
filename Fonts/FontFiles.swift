// The `FontFiles` target: the bundled fonts as SwiftPM resources. `Fonts/` stays the one
// copy of the files (see README.md beside this file); SwiftPM copies them into a resource
// bundle, `<package>_FontFiles.resources`, that travels beside every executable linking the
// engine. The engine's `BundledFonts.directory()` is the only caller.
import Foundation

/// Where the bundled fonts' resource bundle is, without trapping.
///
/// SwiftPM's generated `Bundle.module` stops the process when its bundle is missing (a
/// binary copied without it), so this looks for the bundle itself: beside the main
/// executable (`Bundle.main`, i.e. the directory of a command-line tool or of a test runner),
/// then beside the resolved executable path. A bundle counts when it holds the file
/// `marker`. The bundle name's package part depends on how the package was added
/// (`RepresentableKitLinux_FontFiles.resources` as the root package), so any
/// `*_FontFiles.resources` directory qualifies.
package enum FontFilesResources {
    package static let suffix = "_FontFiles.resources"

    package static func directory(containing marker: String) -> String? {
        for dir in candidateDirectories() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: dir) else { continue }
            for entry in entries.sorted() where entry.hasSuffix(suffix) {
                let path = dir + "/" + entry
                if FileManager.default.fileExists(atPath: path + "/" + marker) { return path }
            }
        }
        return nil
    }

    /// The directories a resource bundle may sit in, most specific first, without repeats.
    package static func candidateDirectories() -> [String] {
        var result: [String] = []
        func add(_ url: URL) {
            let path = url.standardizedFileURL.path
            if !result.contains(path) { result.append(path) }
        }
        add(Bundle.main.bundleURL)
        add(executableURL().deletingLastPathComponent())
        return result
    }

    /// The running executable with symbolic links resolved (`/proc/self/exe` on Linux).
    package static func executableURL() -> URL {
        let proc = URL(fileURLWithPath: "/proc/self/exe")
        if FileManager.default.fileExists(atPath: proc.path) { return proc.resolvingSymlinksInPath() }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
    }
}
