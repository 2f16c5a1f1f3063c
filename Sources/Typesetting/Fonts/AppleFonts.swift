import Foundation
import Synchronization

/// A folder of Apple's own font files, which the user has (the package never ships, fetches
/// or needs any of them). Given to a `FontCollection`, the system font, the text styles and
/// the designs resolve to these files instead of the bundled stand-ins, and iOS's cascade
/// fonts come first in fallback for their scripts.
///
/// Files are recognised by their family and style names (name IDs 16 and 17, else 1 and 2),
/// never by their file names: see `expectedFamilies` and `cascade`. The scan at `init` looks
/// at files ending in .ttf, .otf, .ttc or .otc, in the folder and its subfolders (at most
/// `maximumDepth` levels down), regular files only; a subfolder reached through a symbolic
/// link is not entered, so a link loop cannot make the scan endless. At most
/// `maximumEntries` directory entries are looked at, each font file at most
/// `FontFace.maximumFileSize` bytes (mapped, not read). Faces are opened again, and kept,
/// only when text first needs them.
public final class AppleFonts: Sendable {
    /// The folder as given.
    public let directory: String
    /// Every face found whose family is one of `expectedFamilies` or a cascade family.
    public let files: [AppleFontFile]
    private let opened = Mutex<[Int: FontFace]>([:])

    /// Scans `directory`. Throws `FontError.appleFontsFolderNotFound` when it is not a
    /// directory, `.appleFontsUnreadable` for a font file that cannot be read or opened,
    /// `.appleFontsTooManyEntries` past `maximumEntries`, and `.appleFontsNoneFound` when no
    /// face has one of the names looked for.
    public init(directory: String) throws(FontError) {
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw FontError.appleFontsFolderNotFound(folder: directory)
        }
        var paths: [String] = []
        var entries = 0
        try Self.collect(directory, depth: 0, folder: directory, entries: &entries, into: &paths)
        var found: [AppleFontFile] = []
        for path in paths {
            let first: FontFace
            do { first = try FontFace(contentsOf: path) } catch {
                throw FontError.appleFontsUnreadable(folder: directory, file: path, reason: error.description)
            }
            for index in 0..<min(first.faceCount, Self.maximumFacesPerFile) {
                let face: FontFace
                if index == 0 { face = first } else {
                    do { face = try FontFace(contentsOf: path, faceIndex: index) } catch {
                        throw FontError.appleFontsUnreadable(folder: directory, file: path, reason: error.description)
                    }
                }
                guard Self.isKnown(face.familyName) else { continue }
                found.append(AppleFontFile(face: face))
            }
        }
        guard !found.isEmpty else { throw FontError.appleFontsNoneFound(folder: directory) }
        self.directory = directory
        self.files = found
    }

    /// The most directory entries (files and folders, font or not) the scan looks at. A
    /// folder of every font macOS installs holds a few hundred.
    public static let maximumEntries = 4096
    /// How many folder levels below the given one the scan enters.
    public static let maximumDepth = 4
    /// The most faces read from one collection file (PingFang.ttc holds a few dozen).
    public static let maximumFacesPerFile = 256

    /// The families the system font and the designs resolve to.
    public static let expectedFamilies = [
        "SF Pro", "SF Pro Text", "SF Pro Display", "SF Pro Rounded",
        "New York", "New York Small", "New York Medium", "New York Large", "New York Extra Large", "SF Mono",
    ]

    /// iOS's cascade fonts, in the order they are tried: each entry's families serve its
    /// scripts (ISO 15924 codes), and with `languages` only for text in one of those
    /// languages (BCP 47 prefixes). After Core Text's default cascade list
    /// (`CTFontCopyDefaultCascadeListForLanguages`): PingFang SC/TC/HK for Chinese by
    /// region, Hiragino Sans for Japanese, Apple SD Gothic Neo for Korean.
    static let cascade: [(families: [String], scripts: [String], languages: [String])] = [
        (["PingFang HK"], ["Hani", "Bopo"], ["zh-HK", "zh-MO"]),
        (["PingFang TC"], ["Hani", "Bopo"], ["zh-Hant"]),
        (["Hiragino Sans", "Hiragino Kaku Gothic ProN"], ["Hani", "Hira", "Kana"], ["ja"]),
        (["Apple SD Gothic Neo"], ["Hani", "Hang"], ["ko"]),
        (["PingFang SC"], ["Hani", "Bopo"], []),
        (["Hiragino Sans", "Hiragino Kaku Gothic ProN"], ["Hira", "Kana"], []),
        (["Apple SD Gothic Neo"], ["Hang"], []),
        (["SF Arabic", "Geeza Pro"], ["Arab"], []),
        (["SF Hebrew", "Arial Hebrew"], ["Hebr"], []),
        (["Thonburi"], ["Thai"], []),
        (["Kohinoor Devanagari"], ["Deva"], []),
        (["Kohinoor Bangla"], ["Beng"], []),
        (["Kohinoor Telugu"], ["Telu"], []),
        (["Kohinoor Gujarati"], ["Gujr"], []),
        (["Mukta Mahee"], ["Guru"], []),
        (["Tamil Sangam MN"], ["Taml"], []),
        (["Kannada Sangam MN"], ["Knda"], []),
        (["Malayalam Sangam MN"], ["Mlym"], []),
        (["Oriya Sangam MN"], ["Orya"], []),
        (["Sinhala Sangam MN"], ["Sinh"], []),
        (["Khmer Sangam MN"], ["Khmr"], []),
        (["Lao Sangam MN"], ["Laoo"], []),
        (["Myanmar Sangam MN"], ["Mymr"], []),
        (["Kefa"], ["Ethi"], []),
        (["Noto Sans Armenian", "Mshtakan"], ["Armn"], []),
        (["Noto Sans Georgian"], ["Geor"], []),
    ]

    /// The emoji font, tried first for clusters with emoji presentation.
    public static let emojiFamily = "Apple Color Emoji"

    /// The point size from which the static SF Pro Display file is used instead of SF Pro
    /// Text (iOS 7 to 13, before the variable SF Pro of iOS 14).
    public static let displaySwitchSize = 20.0

    private static func isKnown(_ family: String) -> Bool {
        expectedFamilies.contains { FontCollection.sameFamily($0, family) }
            || FontCollection.sameFamily(family, emojiFamily)
            || cascade.contains { $0.families.contains { FontCollection.sameFamily($0, family) } }
    }

    private static let fontExtensions = [".ttf", ".otf", ".ttc", ".otc"]

    /// The font files under `path`, depth first in name order (see the type's description).
    private static func collect(_ path: String, depth: Int, folder: String, entries: inout Int,
                                into paths: inout [String]) throws(FontError) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path).sorted() } catch {
            throw FontError.appleFontsUnreadable(folder: folder, file: path, reason: "cannot list the folder")
        }
        for name in names {
            entries += 1
            guard entries <= maximumEntries else { throw FontError.appleFontsTooManyEntries(folder: folder, limit: maximumEntries) }
            let child = path + "/" + name
            var link = stat()
            guard lstat(child, &link) == 0 else { continue }
            let kind = link.st_mode & S_IFMT
            if kind == S_IFDIR {
                if depth < maximumDepth { try collect(child, depth: depth + 1, folder: folder, entries: &entries, into: &paths) }
                continue
            }
            let lower = name.lowercased()
            guard fontExtensions.contains(where: { lower.hasSuffix($0) }) else { continue }
            if kind == S_IFLNK {
                // A link to a file counts as the file; a link to a folder is not entered.
                var target = stat()
                guard stat(child, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { continue }
            } else if kind != S_IFREG {
                continue
            }
            paths.append(child)
        }
    }

    /// The face of record `index` of `files`, opened once; nil when it no longer opens.
    private func face(_ index: Int) -> FontFace? {
        if let face = opened.withLock({ $0[index] }) { return face }
        let file = files[index]
        guard let face = try? FontFace(contentsOf: file.path, faceIndex: file.faceIndex) else { return nil }
        return opened.withLock { cache in
            if let existing = cache[index] { return existing }
            cache[index] = face
            return face
        }
    }

    /// The members of `family` (names compared ignoring case), by index into `files`.
    private func members(_ family: String) -> [Int] {
        files.indices.filter { FontCollection.sameFamily(files[$0].family, family) }
    }

    /// The member of `family` closest to `weight` and `italic` (CSS font matching: italic
    /// first, then the nearest weight; a variable face with a wght axis matches any weight in
    /// its range), nil when the folder has no such family.
    public func face(family: String, weight: Font.Weight = .regular, italic: Bool = false) -> FontFace? {
        let all = members(family)
        guard !all.isEmpty else { return nil }
        let styled = all.filter { files[$0].isItalic == italic }
        let pool = styled.isEmpty ? all : styled
        func distance(_ k: Int) -> Double {
            let file = files[k]
            if let range = file.weightRange { return range.contains(weight.value) ? 0 : min(abs(range.lowerBound - weight.value), abs(range.upperBound - weight.value)) }
            return abs(Double(file.weightClass) - weight.value)
        }
        let best = pool.min { a, b in
            let da = distance(a), db = distance(b)
            return da != db ? da < db : files[a].weightClass > files[b].weightClass
        }!
        return face(best)
    }

    /// The face `systemFont(ofSize:weight:design:)` uses at `size` and why, nil when the
    /// folder has no font for `design` (the bundled stand-in is used then):
    ///
    /// - default: the variable SF Pro when present (its opsz axis follows the point size, as
    ///   on iOS 14 and later); else SF Pro Text below `displaySwitchSize` and SF Pro Display
    ///   from it (as on iOS 13 and earlier); else whichever of the two is there.
    /// - rounded: SF Pro Rounded. monospaced: SF Mono.
    /// - serif: New York; else its optical-size files (New York Small, Medium, Large, Extra
    ///   Large) by the point-size range their OS/2 table gives, else the first of them.
    public func systemFontChoice(ofSize size: Double, weight: Font.Weight = .regular, design: Font.Design = .default,
                                 italic: Bool = false) -> AppleFontChoice? {
        func pick(_ family: String, _ reason: String) -> AppleFontChoice? {
            face(family: family, weight: weight, italic: italic).map { AppleFontChoice(face: $0, reason: reason) }
        }
        switch design {
        case .default:
            if let variable = members("SF Pro").first(where: { files[$0].hasOpticalSizeAxis }),
               let choice = pick(files[variable].family, "the variable SF Pro, its optical size (opsz) set from the point size") {
                return choice
            }
            let display = size >= Self.displaySwitchSize
            let switchText = Self.displaySwitchSize.formatted(.number)
            let wanted = display
                ? ("SF Pro Display", "SF Pro Display: the static Display file from \(switchText) pt")
                : ("SF Pro Text", "SF Pro Text: the static Text file below \(switchText) pt")
            let other = display
                ? ("SF Pro Text", "SF Pro Text: the folder has no SF Pro Display")
                : ("SF Pro Display", "SF Pro Display: the folder has no SF Pro Text")
            return pick(wanted.0, wanted.1) ?? pick(other.0, other.1) ?? pick("SF Pro", "SF Pro (static)")
        case .rounded:
            return pick("SF Pro Rounded", "SF Pro Rounded, the rounded design")
        case .monospaced:
            return pick("SF Mono", "SF Mono, the monospaced design")
        case .serif:
            if let choice = pick("New York", "New York, the serif design") { return choice }
            let variants = ["New York Small", "New York Medium", "New York Large", "New York Extra Large"]
            for family in variants {
                if let range = members(family).lazy.compactMap({ self.files[$0].opticalSizeRange }).first, range.contains(size) {
                    return pick(family, "\(family): its OS/2 optical size range holds \(size.formatted(.number)) pt")
                }
            }
            for family in variants {
                if let choice = pick(family, "\(family), the serif design (no optical size range matched)") { return choice }
            }
            return nil
        }
    }

    /// The cascade faces for a cluster of `scripts` in `language` (emoji: the emoji font
    /// first), in `cascade` order, opening each on first use.
    func cascadeFaces(scripts: [String], language: String?, emoji: Bool) -> [FontFace] {
        var result: [FontFace] = []
        func add(_ family: String) {
            for k in members(family) { if let f = face(k), !result.contains(where: { $0 === f }) { result.append(f) } }
        }
        if emoji { add(Self.emojiFamily) }
        for script in scripts {
            for entry in Self.cascade where entry.scripts.contains(script) {
                guard entry.languages.isEmpty || FallbackCascade.matches(entry.languages, language) else { continue }
                for family in entry.families { add(family) }
            }
        }
        return result
    }
}

extension AppleFonts {
    /// The variable that names an Apple fonts folder for `FontCollection.bundled()`.
    package static let environmentVariable = "TEXTMETRICS_APPLE_FONTS"

    /// The folder `$TEXTMETRICS_APPLE_FONTS` names, scanned; nil when the variable is unset or
    /// empty. `environment` stands in for the process's environment (nil: `getenv`).
    package static func fromEnvironment(_ environment: [String: String]? = nil) throws(FontError) -> AppleFonts? {
        let value = environment.map { $0[environmentVariable] } ?? getenv(environmentVariable).map { String(cString: $0) }
        guard let directory = value, !directory.isEmpty else { return nil }
        return try AppleFonts(directory: directory)
    }
}
