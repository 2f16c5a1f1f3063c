import Foundation
internal import FontFiles

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
    /// For a fallback: the scripts (ISO 15924 codes, as `ScriptAnalysis` gives them) this file
    /// is the first choice for. Empty for design families and for the general fallbacks tried
    /// after the script's own font (symbols, emoji).
    var scripts: [String] = []
    /// For a fallback that serves a script in several regional forms (Han): the BCP 47
    /// languages it is chosen for, by prefix ("zh-Hant", "ja"). Empty: any language.
    var languages: [String] = []
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
        .init(file: "NotoSansArabic-Regular.ttf", family: "Noto Sans Arabic", weight: 400, italic: false, role: .fallback, scripts: ["Arab"]),
        .init(file: "NotoSansHebrew-Regular.ttf", family: "Noto Sans Hebrew", weight: 400, italic: false, role: .fallback, scripts: ["Hebr"]),
        .init(file: "NotoSansDevanagari-Regular.ttf", family: "Noto Sans Devanagari", weight: 400, italic: false, role: .fallback, scripts: ["Deva"]),
        .init(file: "NotoSansThai-Regular.ttf", family: "Noto Sans Thai", weight: 400, italic: false, role: .fallback, scripts: ["Thai"]),
        .init(file: "NotoSansCJKsc-Subset.otf", family: "Noto Sans CJK SC", weight: 400, italic: false, role: .fallback, scripts: ["Hani", "Hira", "Kana", "Hang", "Bopo"]),
        .init(file: "NotoSansBengali-Regular.ttf", family: "Noto Sans Bengali", weight: 400, italic: false, role: .fallback, scripts: ["Beng"]),
        .init(file: "NotoSansGurmukhi-Regular.ttf", family: "Noto Sans Gurmukhi", weight: 400, italic: false, role: .fallback, scripts: ["Guru"]),
        .init(file: "NotoSansGujarati-Regular.ttf", family: "Noto Sans Gujarati", weight: 400, italic: false, role: .fallback, scripts: ["Gujr"]),
        .init(file: "NotoSansOriya-Regular.ttf", family: "Noto Sans Oriya", weight: 400, italic: false, role: .fallback, scripts: ["Orya"]),
        .init(file: "NotoSansTamil-Regular.ttf", family: "Noto Sans Tamil", weight: 400, italic: false, role: .fallback, scripts: ["Taml"]),
        .init(file: "NotoSansTelugu-Regular.ttf", family: "Noto Sans Telugu", weight: 400, italic: false, role: .fallback, scripts: ["Telu"]),
        .init(file: "NotoSansKannada-Regular.ttf", family: "Noto Sans Kannada", weight: 400, italic: false, role: .fallback, scripts: ["Knda"]),
        .init(file: "NotoSansMalayalam-Regular.ttf", family: "Noto Sans Malayalam", weight: 400, italic: false, role: .fallback, scripts: ["Mlym"]),
        .init(file: "NotoSansSinhala-Regular.ttf", family: "Noto Sans Sinhala", weight: 400, italic: false, role: .fallback, scripts: ["Sinh"]),
        .init(file: "NotoSansKhmer-Regular.ttf", family: "Noto Sans Khmer", weight: 400, italic: false, role: .fallback, scripts: ["Khmr"]),
        .init(file: "NotoSansLao-Regular.ttf", family: "Noto Sans Lao", weight: 400, italic: false, role: .fallback, scripts: ["Laoo"]),
        .init(file: "NotoSansMyanmar-Regular.ttf", family: "Noto Sans Myanmar", weight: 400, italic: false, role: .fallback, scripts: ["Mymr"]),
        .init(file: "NotoSansEthiopic-Regular.ttf", family: "Noto Sans Ethiopic", weight: 400, italic: false, role: .fallback, scripts: ["Ethi"]),
        .init(file: "NotoSansGeorgian-Regular.ttf", family: "Noto Sans Georgian", weight: 400, italic: false, role: .fallback, scripts: ["Geor"]),
        .init(file: "NotoSansArmenian-Regular.ttf", family: "Noto Sans Armenian", weight: 400, italic: false, role: .fallback, scripts: ["Armn"]),
        .init(file: "NotoSerifTibetan-Regular.ttf", family: "Noto Serif Tibetan", weight: 400, italic: false, role: .fallback, scripts: ["Tibt"]),
        .init(file: "NotoSansThaana-Regular.ttf", family: "Noto Sans Thaana", weight: 400, italic: false, role: .fallback, scripts: ["Thaa"]),
        .init(file: "NotoSansCherokee-Regular.ttf", family: "Noto Sans Cherokee", weight: 400, italic: false, role: .fallback, scripts: ["Cher"]),
        .init(file: "NotoSansSyriac-Regular.ttf", family: "Noto Sans Syriac", weight: 400, italic: false, role: .fallback, scripts: ["Syrc"]),
        .init(file: "NotoSansMongolian-Regular.ttf", family: "Noto Sans Mongolian", weight: 400, italic: false, role: .fallback, scripts: ["Mong"]),
        .init(file: "NotoSansTifinagh-Regular.ttf", family: "Noto Sans Tifinagh", weight: 400, italic: false, role: .fallback, scripts: ["Tfng"]),
        .init(file: "NotoSansCanadianAboriginal-Regular.ttf", family: "Noto Sans Canadian Aboriginal", weight: 400, italic: false, role: .fallback, scripts: ["Cans"]),
        .init(file: "NotoSansShavian-Regular.ttf", family: "Noto Sans Shavian", weight: 400, italic: false, role: .fallback, scripts: ["Shaw"]),
        // General fallbacks, for any script: Latin/Greek/Cyrillic extensions, box drawing, symbols, math.
        .init(file: "NotoSans-Extended.ttf", family: "Noto Sans", weight: 400, italic: false, role: .fallback, scripts: []),
        .init(file: "NotoSansMono-BoxDrawing.ttf", family: "Noto Sans Mono", weight: 400, italic: false, role: .fallback, scripts: []),
        .init(file: "NotoSansSymbols-Regular.ttf", family: "Noto Sans Symbols", weight: 400, italic: false, role: .fallback, scripts: []),
        .init(file: "NotoSansSymbols2-Regular.ttf", family: "Noto Sans Symbols2", weight: 400, italic: false, role: .fallback, scripts: []),
        .init(file: "NotoSansMath-Regular.ttf", family: "Noto Sans Math", weight: 400, italic: false, role: .fallback, scripts: []),
        .init(file: "NotoColorEmoji.ttf", family: "Noto Color Emoji", weight: 400, italic: false, role: .fallback),
    ]

    /// The colour emoji font: the fallback tried first for clusters with emoji presentation.
    static let emojiFile: String? = files.first { file in
        if case .fallback = file.role { return file.family.hasSuffix("Emoji") } else { return false }
    }?.file

    /// Every script some fallback file is first for, in `files` order.
    static let fallbackScripts: [String] = {
        var scripts: [String] = []
        for file in files { for s in file.scripts where !scripts.contains(s) { scripts.append(s) } }
        return scripts
    }()

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
    /// The file whose presence marks a directory of the bundled fonts.
    package static let markerFile = "Inter-Roman.var.ttf"

    /// The variable that overrides where the bundled fonts are.
    package static let environmentVariable = "TEXTMETRICS_FONTS"

    /// The bundled fonts directory. The one lookup of the package: `FontCollection.bundled()`,
    /// the CLI, the fuzzer, the benchmark and the tests all call it. In order:
    ///
    /// 1. `$TEXTMETRICS_FONTS` when set and not empty. A directory without the fonts is an
    ///    error (`FontError.invalidFontsDirectory`), never a silent fallback.
    /// 2. The SwiftPM resource bundle `<package>_FontFiles.resources` beside the executable
    ///    (built from `Fonts/`; copy it with the executable when deploying).
    /// 3. The install prefix: `../share/textmetrics/fonts` from the executable's directory
    ///    (symbolic links resolved), then `/usr/local/share/textmetrics/fonts` and
    ///    `/usr/share/textmetrics/fonts`.
    ///
    /// A directory counts when it holds `Inter-Roman.var.ttf`. An explicit directory
    /// (`FontCollection(directory:)`) skips this lookup entirely. `environment` stands in for
    /// the process's environment (nil: the variable is read with `getenv`).
    package static func directory(
        environment: [String: String]? = nil
    ) throws(FontError) -> String {
        let variable = environment.map { $0[environmentVariable] } ?? getenv(environmentVariable).map { String(cString: $0) }
        if let env = variable, !env.isEmpty {
            guard holdsFonts(env) else { throw FontError.invalidFontsDirectory(variable: environmentVariable, path: env) }
            return env
        }
        if let bundle = FontFilesResources.directory(containing: markerFile) { return bundle }
        let candidates = installCandidates()
        if let found = candidates.first(where: holdsFonts) { return found }
        let bundles = FontFilesResources.candidateDirectories().map { $0 + "/*" + FontFilesResources.suffix }
        throw FontError.bundledFontsNotFound(searched: bundles + candidates)
    }

    static func holdsFonts(_ directory: String) -> Bool {
        access(directory + "/" + markerFile, F_OK) == 0
    }

    /// The install locations, in order (see `directory()`).
    static func installCandidates() -> [String] {
        let bin = FontFilesResources.executableURL().deletingLastPathComponent()
        let relative = bin.deletingLastPathComponent().appendingPathComponent("share/textmetrics/fonts").standardizedFileURL.path
        var result = [relative]
        for path in ["/usr/local/share/textmetrics/fonts", "/usr/share/textmetrics/fonts"] where !result.contains(path) {
            result.append(path)
        }
        return result
    }
}
