import Foundation
import Testing
import Typesetting

/// Folders of synthetic fonts named as Apple's are, built at test time by
/// `Tests/Tools/synthetic_apple_fonts.py` (python3 with fontTools). Nothing of Apple's is
/// used: the script's header lists every number the fonts carry, and the tests compute
/// their expectations from those numbers.
enum SyntheticAppleFonts {
    /// 2048 units per em in every synthetic font.
    static let unitsPerEm = 2048.0
    /// Every glyph's advance, in font units, per family (the script's table).
    static let textAdvance = 1100.0, textBoldAdvance = 1150.0, displayAdvance = 1000.0
    static let roundedAdvance = 1200.0, newYorkAdvance = 1300.0, monoAdvance = 1229.0
    /// The emoji's advance: one em.
    static let emojiAdvance = 2048.0

    /// SF Pro Text (Regular, Bold), SF Pro Display, SF Pro Rounded, New York, SF Mono and an
    /// sbix Apple Color Emoji.
    static let staticFolder: Result<String, ScriptFailure> = build("static")
    /// The variable SF Pro (opsz 17…28, wght 100…900).
    static let variableFolder: Result<String, ScriptFailure> = build("variable")

    struct ScriptFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder of `kind`, or the test's failure with the script's message.
    static func folder(_ kind: Result<String, ScriptFailure>) throws -> String {
        switch kind {
        case .success(let path): return path
        case .failure(let failure):
            Issue.record("synthetic fonts not built (python3 with fontTools is needed): \(failure)")
            throw failure
        }
    }

    static let script: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/synthetic_apple_fonts.py").path

    private static func build(_ kind: String) -> Result<String, ScriptFailure> {
        let directory = NSTemporaryDirectory() + "apple-fonts-\(kind)-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, directory, kind]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return .failure(ScriptFailure(description: "\(error)")) }
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(ScriptFailure(description: String(decoding: errors, as: UTF8.self)))
        }
        return .success(directory)
    }

    /// A collection over the bundled fonts (no system fonts) with the Apple fonts in `folder`.
    static func collection(_ folder: String) throws -> FontCollection {
        try FontCollection(directory: Fixtures.fontsDirectory, usesSystemFonts: false, appleFonts: AppleFonts(directory: folder))
    }
}
