import Foundation

/// The fonts shipped in the package's `Fonts/` directory (see Fonts/README.md for their
/// sources and licenses). Listing them here lets a collection open each file only when a
/// family or a fallback first needs it.
struct BundledFontFile: Sendable {
    enum Role: Sendable { case design(Font.Design), fallback }
    let file: String
    let family: String
    let weight: Double
    let italic: Bool
    let role: Role
}

package enum BundledFonts {
    static let files: [BundledFontFile] = [
        .init(file: "Inter-Roman.var.ttf", family: "Inter", weight: 400, italic: false, role: .design(.default)),
        .init(file: "Inter-Italic.var.ttf", family: "Inter", weight: 400, italic: true, role: .design(.default)),
        .init(file: "Quicksand-Light.ttf", family: "Quicksand", weight: 300, italic: false, role: .design(.rounded)),
        .init(file: "Quicksand-Regular.ttf", family: "Quicksand", weight: 400, italic: false, role: .design(.rounded)),
        .init(file: "Quicksand-Medium.ttf", family: "Quicksand", weight: 500, italic: false, role: .design(.rounded)),
        .init(file: "Quicksand-Bold.ttf", family: "Quicksand", weight: 700, italic: false, role: .design(.rounded)),
        .init(file: "NotoSerif-Regular.ttf", family: "Noto Serif", weight: 400, italic: false, role: .design(.serif)),
        .init(file: "NotoSerif-Bold.ttf", family: "Noto Serif", weight: 700, italic: false, role: .design(.serif)),
        .init(file: "NotoSerif-Italic.ttf", family: "Noto Serif", weight: 400, italic: true, role: .design(.serif)),
        .init(file: "NotoSerif-BoldItalic.ttf", family: "Noto Serif", weight: 700, italic: true, role: .design(.serif)),
        .init(file: "JetBrainsMono-Regular.ttf", family: "JetBrains Mono", weight: 400, italic: false, role: .design(.monospaced)),
        .init(file: "JetBrainsMono-Bold.ttf", family: "JetBrains Mono", weight: 700, italic: false, role: .design(.monospaced)),
        .init(file: "JetBrainsMono-Italic.ttf", family: "JetBrains Mono", weight: 400, italic: true, role: .design(.monospaced)),
        // The fallback chain, in order (after the primary font).
        .init(file: "NotoSansArabic-Regular.ttf", family: "Noto Sans Arabic", weight: 400, italic: false, role: .fallback),
        .init(file: "NotoSansHebrew-Regular.ttf", family: "Noto Sans Hebrew", weight: 400, italic: false, role: .fallback),
        .init(file: "NotoSansDevanagari-Regular.ttf", family: "Noto Sans Devanagari", weight: 400, italic: false, role: .fallback),
        .init(file: "NotoSansThai-Regular.ttf", family: "Noto Sans Thai", weight: 400, italic: false, role: .fallback),
        .init(file: "NotoSansCJK-Subset.otf", family: "Noto Sans CJK JP", weight: 400, italic: false, role: .fallback),
        .init(file: "NotoColorEmoji-Subset.ttf", family: "Noto Color Emoji", weight: 400, italic: false, role: .fallback),
    ]

    static let emojiFile = "NotoColorEmoji-Subset.ttf"

    static func family(for design: Font.Design) -> String {
        switch design {
        case .default: return "Inter"
        case .rounded: return "Quicksand"
        case .serif: return "Noto Serif"
        case .monospaced: return "JetBrains Mono"
        }
    }
}

extension BundledFonts {
    /// The bundled fonts directory: `$TEXTMETRICS_FONTS`, else the `Fonts/` directory of the
    /// package this library was built from, else a `Fonts/` directory next to the executable
    /// or up to five levels above it. A candidate counts when it holds Inter-Roman.var.ttf.
    ///
    /// The one lookup of the package: `FontCollection.bundled()`, the fuzzer, the benchmark
    /// and the tests all call it.
    package static func directory() throws(FontError) -> String {
        let candidates = searchPath()
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/Inter-Roman.var.ttf") }) {
            return found
        }
        throw FontError.bundledFontsNotFound(searched: candidates)
    }

    /// Where `directory()` looks, in order.
    static func searchPath() -> [String] {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["TEXTMETRICS_FONTS"], !env.isEmpty {
            candidates.append(env)
        }
        // Sources/Typesetting/Fonts/BundledFonts.swift → package root.
        let source = URL(fileURLWithPath: #filePath)
        candidates.append(source.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts").path)
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Fonts").path)
            dir = dir.deletingLastPathComponent()
        }
        return candidates
    }
}
