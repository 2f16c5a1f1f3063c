import Foundation
import Testing

/// A built `textmetrics` copied with its resource bundle to a fresh folder, run from there with
/// no `TEXTMETRICS_FONTS`: the fonts must come from the bundle beside it (the engine has no
/// compile-time path to the checkout), and a missing bundle or a wrong variable must fail
/// with a message, never fall back silently.
@Suite("Relocated binary finds its bundled fonts")
struct RelocationTests {
    struct Copy {
        let folder: String
        var binary: String { folder + "/textmetrics" }
    }

    /// Copies the executable and every `*_FontFiles.resources` bundle beside it.
    static func relocate(withResources: Bool = true) throws -> Copy {
        let source = try #require(CLIArgumentTests.binary, "textmetrics was not found next to the test bundle")
        let buildDir = URL(fileURLWithPath: source).deletingLastPathComponent().path
        let folder = NSTemporaryDirectory() + "textmetrics-relocated-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try fm.copyItem(atPath: source, toPath: folder + "/textmetrics")
        if withResources {
            let bundles = try fm.contentsOfDirectory(atPath: buildDir).filter { $0.hasSuffix("_FontFiles.resources") }
            #expect(!bundles.isEmpty, "no *_FontFiles.resources in \(buildDir)")
            for bundle in bundles { try fm.copyItem(atPath: buildDir + "/" + bundle, toPath: folder + "/" + bundle) }
        }
        return Copy(folder: folder)
    }

    /// The environment without TEXTMETRICS_FONTS.
    static var cleanEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TEXTMETRICS_FONTS")
        return environment
    }

    @Test func relocatedBinaryMeasuresWithTheBundledFonts() throws {
        let copy = try Self.relocate()
        defer { try? FileManager.default.removeItem(atPath: copy.folder) }
        let r = try CLIArgumentTests.run(["measure", "--json", "Hello world"], binary: copy.binary,
                                         environment: Self.cleanEnvironment, directory: copy.folder)
        #expect(r.status == 0, "exit \(r.status): \(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        // The default font is the system font, measured as SF Pro: one line of 17 pt is
        // 17 × 2444/2048 pt high (hhea 1950 − (−494), line gap 0, 2048 units per em).
        let height = try #require(json["height"] as? Double)
        #expect(abs(height - 2444.0 / 2048.0 * 17) < 1e-9)
        #expect(json["missingGlyphs"] as? Int == 0)
        // Every family of the bundle is there: the same metrics as the binary in the build tree,
        // read from the copied bundle (the JSON names the file).
        let bundleName = URL(fileURLWithPath: Fixtures.fontsDirectory).lastPathComponent
        #expect(bundleName.hasSuffix("_FontFiles.resources"))
        for family in ["Inter", "Quicksand", "Noto Serif", "JetBrains Mono"] {
            let moved = try CLIArgumentTests.run(["metrics", "--font", family, "--json"], binary: copy.binary,
                                                 environment: Self.cleanEnvironment, directory: copy.folder)
            let inPlace = try CLIArgumentTests.run(["metrics", "--font", family, "--json"])
            #expect(moved.status == 0, "\(family): \(moved.stderr)")
            #expect(inPlace.status == 0 && inPlace.stdout.contains(Fixtures.fontsDirectory))
            #expect(moved.stdout == inPlace.stdout.replacingOccurrences(of: Fixtures.fontsDirectory, with: copy.folder + "/" + bundleName))
        }
    }

    @Test func missingBundleIsAnErrorNamingWhereItLooked() throws {
        // Only meaningful when no install prefix on this machine holds the fonts.
        let installed = ["/usr/local/share/textmetrics/fonts", "/usr/share/textmetrics/fonts"]
            .contains { FileManager.default.fileExists(atPath: $0) }
        try #require(!installed, "fonts are installed system-wide; the relocated binary would find them")
        let copy = try Self.relocate(withResources: false)
        defer { try? FileManager.default.removeItem(atPath: copy.folder) }
        let r = try CLIArgumentTests.run(["measure", "Hello"], binary: copy.binary,
                                         environment: Self.cleanEnvironment, directory: copy.folder)
        #expect(r.status == 1)
        #expect(r.stderr.contains("the bundled fonts were not found"))
        #expect(r.stderr.contains(copy.folder + "/*_FontFiles.resources"))
        #expect(r.stdout.isEmpty)
    }

    @Test func wrongVariableIsAnErrorEvenWithTheBundleThere() throws {
        let copy = try Self.relocate()
        defer { try? FileManager.default.removeItem(atPath: copy.folder) }
        var environment = Self.cleanEnvironment
        environment["TEXTMETRICS_FONTS"] = copy.folder   // a directory, but without the fonts
        let r = try CLIArgumentTests.run(["measure", "Hello"], binary: copy.binary,
                                         environment: environment, directory: copy.folder)
        #expect(r.status == 1)
        #expect(r.stderr.contains("TEXTMETRICS_FONTS=\(copy.folder) does not hold the bundled fonts"))
        #expect(r.stdout.isEmpty)
    }
}
