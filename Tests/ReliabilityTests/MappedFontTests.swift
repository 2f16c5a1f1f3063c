import Foundation
import Testing
import Typesetting

/// Font files are mapped read-only (`MAP_PRIVATE`), not read whole (`FontFace.mapFile`): the
/// face must see exactly the file's bytes, and keep them when the file's name goes away.
@Suite("Fonts: files mapped, not read")
struct MappedFontTests {
    /// The bytes a face opened from a file works on are the file's, byte for byte (the file
    /// read independently, through Foundation).
    @Test func mappedBytesAreTheFile() throws {
        let path = Fixtures.fontsDirectory + "/Quicksand-Regular.ttf"
        let expected = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let face = try FontFace(contentsOf: path)
        #expect([UInt8](face.fileBytes) == expected)
        #expect(try FontFace.readFile(path) == expected)
    }

    /// A mapping holds the file itself, not its name: a face whose file was deleted after it
    /// was opened lays text out as a face opened on a copy of the same bytes in memory.
    @Test func faceOutlivesItsFileBeingDeleted() throws {
        let directory = try HostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = try HostileInputTests.bundledBytes("Quicksand-Regular.ttf")
        let path = directory + "/copy.ttf"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let mapped = try FontFace(contentsOf: path)
        try FileManager.default.removeItem(atPath: path)
        #expect(!FileManager.default.fileExists(atPath: path))
        let copied = try FontFace(data: Data(bytes), name: "copy")
        func digest(_ face: FontFace) throws -> LayoutDigest {
            let font = try Font(face: face, size: 17)
            let text = try PreparedText("Mapped fonts keep their bytes.", font: font, style: ParagraphStyle(),
                                        fontCollection: Fixtures.collection)
            return LayoutDigest(try text.layout(width: 120))
        }
        #expect(try digest(mapped) == digest(copied))
        #expect(mapped.familyName == "Quicksand")
    }

    /// An empty file maps to nothing (mmap refuses length 0) and is read instead: the same
    /// typed error as before mapping.
    @Test func emptyFileIsNotAFont() throws {
        let directory = try HostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/empty.ttf"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(HostileInputTests.openError(path) == .notAFont(path: path, reason: "the file is empty"))
    }
}
