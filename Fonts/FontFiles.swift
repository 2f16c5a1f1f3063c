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
        // The usual case in a few system calls: the bundle beside the executable
        // (`/proc/self/exe`, which is also where `Bundle.main` is on Linux). Only when it is
        // not there are the candidates asked of Foundation.
        if let executable = executablePath(), let slash = executable.utf8.lastIndex(of: UInt8(ascii: "/")),
           let found = bundle(in: slash == executable.utf8.startIndex ? "/" : String(executable[..<slash]), containing: marker) {
            return found
        }
        for dir in candidateDirectories() {
            if let found = bundle(in: dir, containing: marker) { return found }
        }
        return nil
    }

    /// The first `*_FontFiles.resources` entry of `dir`, by name, that holds `marker`.
    private static func bundle(in dir: String, containing marker: String) -> String? {
        guard let stream = opendir(dir) else { return nil }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(suffix) { names.append(name) }
        }
        closedir(stream)
        for name in names.sorted() {
            let path = (dir == "/" ? "" : dir) + "/" + name
            if access(path + "/" + marker, F_OK) == 0 { return path }
        }
        return nil
    }

    /// The running executable's path as the kernel gives it (`/proc/self/exe`, symbolic
    /// links resolved), or nil without /proc.
    private static func executablePath() -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
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
