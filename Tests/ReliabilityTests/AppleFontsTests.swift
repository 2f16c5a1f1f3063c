import Foundation
import Testing
import Typesetting

/// A folder of Apple's fonts (`AppleFonts`, `--apple-fonts DIR`): found by family names,
/// chosen by design and size, with bad folders refused by name. The fonts are synthetic
/// (`SyntheticAppleFonts`), so every expected number comes from the script's table.
@Suite("Fonts: the Apple fonts folder")
struct AppleFontsTests {
    static func width(_ text: String, _ font: Font, _ fonts: FontCollection) throws -> Double {
        try PreparedText(text, font: font, style: ParagraphStyle(), fontCollection: fonts).layout(width: 100_000).size.width
    }

    /// The system font, the text styles and every design resolve to the folder's files, found
    /// by their names (the file names say nothing the scan reads).
    @Test func systemFontAndDesignsResolveToTheFolder() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder))
        #expect(try fonts.systemFont(ofSize: 17).familyName == "SF Pro Text")
        #expect(try fonts.systemFont(ofSize: 17, weight: .bold).face.styleName == "Bold")
        #expect(try fonts.systemFont(ofSize: 17, design: .rounded).familyName == "SF Pro Rounded")
        #expect(try fonts.systemFont(ofSize: 17, design: .serif).familyName == "New York")
        #expect(try fonts.systemFont(ofSize: 17, design: .monospaced).familyName == "SF Mono")
        // body at Large is 17 pt (Text); largeTitle at Large is 34 pt (Display).
        #expect(try fonts.preferredFont(forTextStyle: .body).familyName == "SF Pro Text")
        #expect(try fonts.preferredFont(forTextStyle: .largeTitle).familyName == "SF Pro Display")
        // A family asked for by name is the folder's too.
        #expect(try fonts.font(family: "SF Mono", size: 12).familyName == "SF Mono")
    }

    /// With the static files, Text below 20 pt and Display from 20 pt (iOS 13 and earlier).
    @Test func staticTextAndDisplaySwitchAtTwentyPoints() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder))
        let apple = try #require(fonts.appleFonts)
        #expect(try fonts.systemFont(ofSize: 19.5).familyName == "SF Pro Text")
        #expect(try fonts.systemFont(ofSize: 20).familyName == "SF Pro Display")
        #expect(apple.systemFontChoice(ofSize: 19.5)?.reason == "SF Pro Text: the static Text file below 20 pt")
        #expect(apple.systemFontChoice(ofSize: 20)?.reason == "SF Pro Display: the static Display file from 20 pt")
    }

    /// The variable SF Pro: opsz is the point size, clamped to the axis (17…28), and the
    /// advances follow it (1100 units at opsz 17, 1000 at 28, linear between).
    @Test func variableSFProFollowsThePointSize() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.variableFolder))
        // 11 pt: below the axis, opsz 17. 20 pt: 20. 34 pt: above the axis, 28.
        for (size, opsz) in [(11.0, 17.0), (20.0, 20.0), (34.0, 28.0)] {
            let font = try fonts.systemFont(ofSize: size)
            #expect(font.familyName == "SF Pro")
            #expect(font.variations.first { $0.tag == "opsz" }?.value == opsz)
        }
        // A user's explicit opsz is kept; another size of an automatic one follows the size.
        let face = try fonts.systemFont(ofSize: 17).face
        #expect(try Font(face: face, size: 24, variations: [FontVariation(tag: "opsz", value: 17)]).variations.first { $0.tag == "opsz" }?.value == 17)
        #expect(try fonts.systemFont(ofSize: 17).withSize(24).variations.first { $0.tag == "opsz" }?.value == 24)
        #expect(fonts.appleFonts?.systemFontChoice(ofSize: 20)?.reason == "the variable SF Pro, its optical size (opsz) set from the point size")
        // Measured at 20 pt: the gvar delta at opsz 20 is −100 × (20 − 17)/(28 − 17) = −27.27
        // units, and HarfBuzz gives advances in whole units at the engine's scale (units per
        // em): 1100 − 27.27 → 1073. The trak value at 20 pt is −30 − 150/11 (see
        // TrackingTableTests). "aaaa" is 4 × (1073 − 30 − 150/11) × 20 / 2048.
        let advance: Double = (1100 - 100 * 3.0 / 11).rounded()
        let tracking: Double = -30 - 150.0 / 11
        let expected: Double = 4 * (advance + tracking) * 20 / 2048
        let measured = try Self.width("aaaa", try fonts.systemFont(ofSize: 20), fonts)
        #expect(abs(measured - expected) < 1e-9)
    }

    /// A malformed `trak` is no table, never a crash: truncated anywhere, another version, a
    /// size count past the table's end.
    @Test func malformedTrackingTablesAreIgnored() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder))
        let bytes = try TrackingTableTests.trakBytes(of: try fonts.systemFont(ofSize: 17).face)
        #expect(TrakTable.tracking(bytes, unitsPerEm: 2048) != nil)
        // Every byte of the 74-byte table is read (the last six are track +1's values), so
        // every shorter prefix is refused.
        for cut in 0..<bytes.count { #expect(TrakTable.tracking(Array(bytes.prefix(cut)), unitsPerEm: 2048) == nil) }
        var version = bytes
        version[1] = 2
        #expect(TrakTable.tracking(version, unitsPerEm: 2048) == nil)
        var sizes = bytes
        let horizontal = Int(bytes[6]) << 8 | Int(bytes[7])
        sizes[horizontal + 2] = 0x03  // nSizes 0x03xx: past the end
        #expect(TrakTable.tracking(sizes, unitsPerEm: 2048) == nil)
        // Sizes that do not increase (17, 17: the third size, 28, made 17) are refused as FontTracking refuses them.
        var repeated = bytes
        repeated[52...55] = [0, 0x11, 0, 0]
        #expect(TrakTable.tracking(repeated, unitsPerEm: 2048) == nil)
    }

    /// The folder through the CLI: the option, the variable, the option beating the variable.
    @Test func measureTakesTheFolderFromTheOptionOrTheVariable() throws {
        let staticFolder = try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder)
        let variableFolder = try SyntheticAppleFonts.folder(SyntheticAppleFonts.variableFolder)
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTMETRICS_FONTS"] = Fixtures.fontsDirectory
        let option = try CLIArgumentTests.run(["metrics", "--apple-fonts", staticFolder, "--json"])
        #expect(option.status == 0)
        #expect(option.stdout.contains("\"family\":\"SF Pro Text\""))
        environment["TEXTMETRICS_APPLE_FONTS"] = variableFolder
        let variable = try CLIArgumentTests.run(["metrics", "--json"], environment: environment)
        #expect(variable.stdout.contains("\"family\":\"SF Pro\""))
        let both = try CLIArgumentTests.run(["metrics", "--json", "--apple-fonts=" + staticFolder], environment: environment)
        #expect(both.stdout.contains("\"family\":\"SF Pro Text\""))
        #expect(both.stdout.contains("\"selection\":\"SF Pro Text: the static Text file below 20 pt\""))
    }

    /// Every command that takes fonts takes the folder.
    @Test(arguments: ["measure", "render", "preview", "layout", "fit", "coverage"])
    func everyFontCommandTakesTheFolder(command: String) throws {
        let folder = try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder)
        let out = NSTemporaryDirectory() + "apple-fonts-\(command)-\(UInt32.random(in: 0 ... .max))"
        defer { try? FileManager.default.removeItem(atPath: out + ".png"); try? FileManager.default.removeItem(atPath: out + ".html") }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let arguments: [String]
        switch command {
        case "render": arguments = ["render", "--text", "abc", "-o", out + ".png"]
        case "preview": arguments = ["preview", "--text", "abc", "-o", out + ".html"]
        case "layout": arguments = ["layout", "--json", root.appendingPathComponent("Scenes/label-some-text.json").path]
        case "fit": arguments = ["fit", root.appendingPathComponent("Fixtures/Localization/App.xcstrings").path, "--width", "1000", "--lines", "0"]
        default: arguments = [command, "abc"]
        }
        let run = try CLIArgumentTests.run(arguments + ["--apple-fonts", folder])
        #expect(run.status == 0, "\(command): \(run.stderr)")
        #expect(!run.signaled)
    }

    /// Bad folders: typed errors naming the folder (exit 1), a missing value (exit 2).
    @Test func badFoldersAreRefusedByName() throws {
        let directory = try HostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: FontError.appleFontsFolderNotFound(folder: directory + "/none")) { try AppleFonts(directory: directory + "/none") }
        // No font with the names looked for: the bundled Quicksand is not one of them.
        try Data(try HostileInputTests.bundledBytes("Quicksand-Regular.ttf")).write(to: URL(fileURLWithPath: directory + "/SFPro.ttf"))
        #expect(throws: FontError.appleFontsNoneFound(folder: directory)) { try AppleFonts(directory: directory) }
        // A font file that is not a font.
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: directory + "/broken.otf"))
        #expect(throws: FontError.self) { try AppleFonts(directory: directory) }
        do {
            _ = try AppleFonts(directory: directory)
        } catch {
            guard case .appleFontsUnreadable(let folder, let file, _) = error else { Issue.record("\(error)"); return }
            #expect(folder == directory && file == directory + "/broken.otf")
        }
        let missing = try CLIArgumentTests.run(["measure", "--apple-fonts", directory + "/none", "abc"])
        #expect(missing.status == 1 && missing.stderr.contains(directory + "/none"))
        let empty = try CLIArgumentTests.run(["measure", "abc", "--apple-fonts"])
        #expect(empty.status == 2)
    }

    /// A folder holding a link to itself and a link to a folder above: the scan does not
    /// enter linked folders, so it ends, and finds the fonts once.
    @Test func symbolicLinkLoopsEnd() throws {
        let source = try SyntheticAppleFonts.folder(SyntheticAppleFonts.variableFolder)
        let directory = try HostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source + "/SFPro.ttf", toPath: directory + "/fonts/SFPro.ttf")
        try FileManager.default.createSymbolicLink(atPath: directory + "/fonts/loop", withDestinationPath: directory + "/fonts")
        try FileManager.default.createSymbolicLink(atPath: directory + "/fonts/up", withDestinationPath: directory)
        let apple = try AppleFonts(directory: directory)
        #expect(apple.files.map(\.family) == ["SF Pro"])
    }

    /// The folder's Apple Color Emoji comes before the bundled emoji font: 😀 is measured at
    /// its advance, one em (2048 of 2048 units), so 17 pt at 17 pt.
    @Test func appleColorEmojiComesFirst() throws {
        let fonts = try SyntheticAppleFonts.collection(try SyntheticAppleFonts.folder(SyntheticAppleFonts.staticFolder))
        let font = try fonts.systemFont(ofSize: 17)
        let text = try PreparedText("😀", font: font, style: ParagraphStyle(), fontCollection: fonts)
        let layout = try text.layout(width: 1000)
        #expect(layout.glyphRuns.first?.font.familyName == "Apple Color Emoji")
        #expect(layout.size.width == 17 * SyntheticAppleFonts.emojiAdvance / SyntheticAppleFonts.unitsPerEm)
    }
}
