import Foundation
import Testing
import FuzzSupport
@testable import Typesetting

/// Fonts are untrusted input: each bad file throws the matching FontError case, with the
/// path in its description, and never crashes (FontError's documented contract).
@Suite("Fonts: errors")
struct FontsErrorTests {
    /// A fresh temporary file with `bytes`, removed after `body`.
    private func withTemporaryFile<R>(_ bytes: [UInt8], _ body: (String) throws -> R) throws -> R {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("fonts-error-\(UUID().uuidString).ttf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    private func error(opening path: String, faceIndex: Int = 0) -> FontError? {
        do {
            _ = try FontFace(contentsOf: path, faceIndex: faceIndex)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingFile() {
        let path = "/nonexistent/dir/NoSuchFont.ttf"
        let e = error(opening: path)
        #expect(e == .fileNotFound(path: path))
        #expect(e?.description.contains(path) == true)
    }

    // The first 100 bytes of Inter: a valid sfnt header and table directory start, but the
    // tables it points to are past the end of the data.
    @Test func truncatedFont() throws {
        let inter = try Data(contentsOf: URL(fileURLWithPath: Fixture.fontPath("Inter-Roman.var.ttf")))
        try withTemporaryFile(Array(inter.prefix(100))) { path in
            let e = error(opening: path)
            guard case .notAFont(let p, let reason)? = e else {
                Issue.record("expected notAFont, got \(String(describing: e))")
                return
            }
            #expect(p == path)
            #expect(!reason.isEmpty)
            #expect(e!.description.contains(path))
        }
    }

    // Random bytes (a fixed seed): FreeType error 0x02, named FT_Err_Unknown_File_Format in fterrdef.h.
    @Test func randomBytes() throws {
        var rng = SplitMix64(seed: 42)
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }
        try withTemporaryFile(bytes) { path in
            let e = error(opening: path)
            #expect(e == .notAFont(path: path, reason: "FT_Err_Unknown_File_Format"))
            #expect(e?.description.contains(path) == true)
        }
    }

    // /dev/null exists and is readable, but it is a character device: fonts are read from
    // regular files only (a device such as /dev/zero would never end).
    @Test func devNull() {
        let e = error(opening: "/dev/null")
        guard case .unreadable(let p, _)? = e else {
            Issue.record("expected unreadable, got \(String(describing: e))")
            return
        }
        #expect(p == "/dev/null")
        #expect(e!.description.contains("/dev/null"))
    }

    @Test func directory() {
        let e = error(opening: Fixture.fontsDirectory)
        guard case .unreadable(let p, _)? = e else {
            Issue.record("expected unreadable, got \(String(describing: e))")
            return
        }
        #expect(p == Fixture.fontsDirectory)
        #expect(e!.description.contains(Fixture.fontsDirectory))
    }

    // Single-face files: index 1 of Inter, index 99 of the CJK subset (a plain .otf, face 2
    // of the original collection only; Fonts/README.md).
    @Test(arguments: [("Inter-Roman.var.ttf", 1), ("NotoSansCJKsc-Subset.otf", 99)])
    func faceIndexOutOfRange(file: String, index: Int) {
        let path = Fixture.fontPath(file)
        let e = error(opening: path, faceIndex: index)
        #expect(e == .faceIndexOutOfRange(path: path, index: index, faceCount: 1))
        #expect(e?.description.contains(path) == true)
        #expect(e?.description.contains("\(index)") == true)
    }

    @Test func negativeFaceIndex() {
        let path = Fixture.fontPath("Inter-Roman.var.ttf")
        guard case .faceIndexOutOfRange(let p, let index, _)? = error(opening: path, faceIndex: -1) else {
            Issue.record("expected faceIndexOutOfRange")
            return
        }
        #expect(p == path && index == -1)
    }

    @Test func faceCountOfSingleFaceFiles() throws {
        #expect(try FontFace.faceCount(contentsOf: Fixture.fontPath("NotoSansCJKsc-Subset.otf")) == 1)
    }

    @Test func badSizesAndWeights() throws {
        let face = try FontFace(contentsOf: Fixture.fontPath("Inter-Roman.var.ttf"))
        #expect(throws: FontError.invalidSize(-1)) { try Font(face: face, size: -1) }
        #expect(throws: FontError.self) { try Font(face: face, size: .nan) }
        #expect(throws: FontError.invalidSize(.infinity)) { try Font(face: face, size: .infinity) }
        #expect(throws: FontError.invalidWeight(0)) { try Font(face: face, size: 17, weight: Font.Weight(0)) }
        #expect(throws: FontError.invalidWeight(1001)) { try Font(face: face, size: 17, weight: Font.Weight(1001)) }
    }

    @Test func unknownFamilyWithoutSystemFonts() {
        #expect(throws: FontError.unknownFamily("No Such Family")) {
            try Fixture.collection.face(family: "No Such Family")
        }
    }

    @Test func collectionOnAMissingDirectory() {
        #expect(throws: FontError.bundledFontsNotFound(searched: ["/nonexistent/fonts"])) {
            try FontCollection(directory: "/nonexistent/fonts", usesSystemFonts: false)
        }
    }
}
