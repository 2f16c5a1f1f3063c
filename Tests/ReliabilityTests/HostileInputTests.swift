import Foundation
import FuzzSupport
import Testing
@testable import Typesetting
#if canImport(Glibc)
import Glibc
#endif

/// Hostile input: files that are not fonts, fonts too large to hold, glyph ids a
/// font does not have, face indexes FreeType would misread, and writes into closed pipes.
/// Every crafted file is made by the test itself, small or sparse.
@Suite("Hostile input: files, sizes, glyph ids, pipes")
struct HostileInputTests {
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "hostile-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func bundledBytes(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.fontsDirectory + "/" + file)))
    }

    static func openError(_ path: String, faceIndex: Int = 0) -> FontError? {
        do { _ = try FontFace(contentsOf: path, faceIndex: faceIndex); return nil } catch { return error }
    }

    // MARK: Defect 1: a font file of 4 GiB or more

    /// A sparse copy of a bundled font grown to 4 GiB + 4 KiB (as the outside report made it):
    /// refused from its size alone, before any byte is read. The file takes a few kilobytes
    /// on disk.
    @Test func sparseFourGiBFontIsRefusedBySize() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/huge.ttf"
        try Data(try Self.bundledBytes("Quicksand-Regular.ttf")).write(to: URL(fileURLWithPath: path))
        let size = (1 << 32) + 4096
        #expect(truncate(path, off_t(size)) == 0)
        let error = Self.openError(path)
        #expect(error == .fileTooLarge(path: path, size: size, limit: FontFace.maximumFileSize))
        #expect(error?.description.contains(path) == true)
    }

    /// The same check through an injected limit, on a small file: one byte over is refused,
    /// exactly at the limit is read whole.
    @Test func sizeLimitIsExact() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/small.bin"
        try Data(repeating: 7, count: 1000).write(to: URL(fileURLWithPath: path))
        #expect(throws: FontError.fileTooLarge(path: path, size: 1000, limit: 999)) { try FontFace.readFile(path, limit: 999) }
        #expect(try FontFace.readFile(path, limit: 1000) == [UInt8](repeating: 7, count: 1000))
    }

    /// The limit must stay below what a HarfBuzz blob can address.
    @Test func fileSizeLimitIsBelowWhatHarfBuzzCanAddress() {
        // hb_blob_create takes an unsigned int length: 2³² − 1 bytes at most.
        #expect(FontFace.maximumFileSize < Int(UInt32.max))
    }

    // MARK: Defect 3: files that are not regular files

    @Test func characterDeviceIsRefused() throws {
        let error = Self.openError("/dev/zero")
        guard case .unreadable(let path, let reason)? = error else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
        #expect(path == "/dev/zero")
        #expect(reason.contains("character device"))
    }

    /// A FIFO with no writer: opening it blocking would wait forever; it is refused at once.
    @Test func fifoIsRefused() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/font.ttf"
        #expect(mkfifo(path, 0o600) == 0)
        let error = Self.openError(path)
        guard case .unreadable(_, let reason)? = error else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("FIFO"))
        #expect(error!.description.contains(path))
    }

    /// /proc/self/mem: a "regular" file that cannot be read at offset 0; the C library's
    /// reason, not a Foundation error number.
    @Test func unreadableProcFileGivesTheSystemReason() {
        let error = Self.openError("/proc/self/mem")
        #expect(error == .unreadable(path: "/proc/self/mem", reason: String(cString: strerror(EIO))))
    }

    // MARK: Defect 7: face indexes FreeType would read as named-instance bits

    /// A collection whose header claims 70,000 faces (all sharing one font): indexes up to
    /// 65535 open; 65536 and up are out of range, named as such, never passed to FreeType
    /// (which reads bits 16–30 of a face index as a named instance).
    @Test func faceIndexesPastSixteenBitsAreOutOfRange() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/many.ttc"
        var ttc = SFNT.collection(of: try Self.bundledBytes("Quicksand-Regular.ttf"), count: 70_000)
        // FreeType refuses a header claiming more faces than 32 bytes each could hold
        // (FT_Err_Array_Too_Large, sfobjs.c), so the file is padded to 2.3 MB of zeros.
        ttc.append(contentsOf: repeatElement(0, count: max(0, 32 * 70_000 - ttc.count)))
        try Data(ttc).write(to: URL(fileURLWithPath: path))
        let last = try FontFace(contentsOf: path, faceIndex: 65_535)
        #expect(last.faceCount == 65_536)
        #expect(last.familyName == "Quicksand")
        #expect(Self.openError(path, faceIndex: 65_536) == .faceIndexOutOfRange(path: path, index: 65_536, faceCount: 65_536))
        #expect(Self.openError(path, faceIndex: 1 << 20) == .faceIndexOutOfRange(path: path, index: 1 << 20, faceCount: 65_536))
    }

    // MARK: Defect 6: glyph ids at or past maxp.numGlyphs

    /// Quicksand with maxp.numGlyphs set to `count`: its cmap then maps letters to glyph ids
    /// the font does not have.
    static func quicksandWithGlyphCount(_ count: UInt16) throws -> (face: FontFace, notdefAdvance: Int, upem: Int) {
        var bytes = try bundledBytes("Quicksand-Regular.ttf")
        let maxp = try #require(SFNT.table("maxp", in: bytes))
        SFNT.write16(&bytes, maxp.offset + 4, count)   // maxp.numGlyphs (OpenType spec, maxp)
        let hmtx = try #require(SFNT.table("hmtx", in: bytes))
        let head = try #require(SFNT.table("head", in: bytes))
        // hmtx starts with glyph 0's advanceWidth; head.unitsPerEm is at offset 18.
        let advance = try #require(SFNT.uint16(bytes, hmtx.offset))
        let upem = try #require(SFNT.uint16(bytes, head.offset + 18))
        let face = try FontFace(data: Data(bytes), name: "quicksand-maxp-\(count)")
        return (face, advance, upem)
    }

    @Test func glyphIdsPastNumGlyphsAreMissing() throws {
        let (face, notdefAdvance, upem) = try Self.quicksandWithGlyphCount(2)
        #expect(face.glyphCount == 2)
        let font = try Font(face: face, size: 17)
        // Coverage: the font does not cover "A", so with no fallbacks nothing does.
        let coverage = try FontCoverage.coverage(of: "A", primary: face, fallbacks: [], collection: nil)
        #expect(coverage.count == 1 && coverage[0].face == nil)
        // Measure: one missing glyph, drawn as .notdef with .notdef's advance (hmtx[0]).
        let layout = try PreparedText("A", font: font, style: ParagraphStyle(), fontCollection: nil).layout()
        #expect(layout.missingGlyphs == 1)
        let run = try #require(layout.glyphRuns.first)
        #expect(run.glyphs == [0])
        #expect(abs(layout.lines[0].width - Double(notdefAdvance) * 17 / Double(upem)) < 1e-9)
    }

    /// With fallbacks, the cluster goes to a font that has the glyph.
    @Test func glyphIdsPastNumGlyphsFallBack() throws {
        let (face, _, _) = try Self.quicksandWithGlyphCount(2)
        let inter = try Fixtures.collection.face(family: "Inter")
        let coverage = try FontCoverage.coverage(of: "A", primary: face, fallbacks: [inter], collection: nil)
        #expect(coverage[0].face === inter)
    }

    @Test func zeroGlyphsIsNotAFont() throws {
        let error: FontError?
        do { _ = try Self.quicksandWithGlyphCount(0); error = nil } catch let e as FontError { error = e }
        #expect(error == .notAFont(path: "quicksand-maxp-0", reason: "the font has no glyphs (maxp.numGlyphs is 0, or the maxp table is damaged)"))
    }

    // MARK: The command line: the same files through --font, --fallback and a scene

    @Test func nonRegularFontsThroughTheCommandLine() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/pipe.ttf"
        #expect(mkfifo(fifo, 0o600) == 0)
        let scene = directory + "/scene.json"
        try Data(#"{"root": {"type": "label", "text": "Hi", "font": {"file": "\#(fifo)", "size": 17}}}"#.utf8)
            .write(to: URL(fileURLWithPath: scene))
        for arguments in [["metrics", "--font", "/dev/zero"], ["metrics", "--font", fifo],
                          ["measure", "--fallback", fifo, "Hi"], ["layout", scene]] {
            try CLIArgumentTests.expectFailure(arguments, stderrContains: "regular files only")
        }
    }

    /// Standard output is a pipe whose reading end is closed before anything is written: a
    /// failure with a message, never death by SIGPIPE; the PNG path /dev/stdout is a symlink
    /// that must still exist afterwards.
    @Test func closedStandardOutputIsAFailure() throws {
        for arguments in [["metrics"], ["render", "--text", "Hi", "-o", "/dev/stdout"]] {
            let run = try CLIArgumentTests.run(arguments, closedStandardOutput: true)
            #expect(!run.signaled, "\(arguments)")
            #expect(run.status == 1, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(String(cString: strerror(EPIPE))), "\(arguments): \(run.stderr)")
        }
        var info = stat()
        #expect(lstat("/dev/stdout", &info) == 0)
    }

    /// Defect 7: a huge but finite width is printed as a number, never "infinity" or null.
    @Test func hugeWidthIsPrintedAsANumber() throws {
        let run = try CLIArgumentTests.run(["measure", "--width", "1e308", "Hi"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("width 1e+308: "), "\(run.stdout)")
        #expect(!run.stdout.contains("infinity") && !run.stdout.contains("null"))
    }

    /// Defect 6 through the command line: a font whose cmap names glyphs it does not have
    /// (maxp.numGlyphs lowered to 2) — coverage does not name it, measure counts the missing
    /// glyph, render draws .notdef and succeeds.
    @Test func glyphIdsPastNumGlyphsThroughTheCommandLine() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var bytes = try Self.bundledBytes("Quicksand-Regular.ttf")
        let maxp = try #require(SFNT.table("maxp", in: bytes))
        SFNT.write16(&bytes, maxp.offset + 4, 2)
        let font = directory + "/two-glyphs.ttf"
        try Data(bytes).write(to: URL(fileURLWithPath: font))

        let coverage = try CLIArgumentTests.run(["coverage", "--font", font, "--fallback", font, "A"])
        #expect(coverage.status == 0, "\(coverage.stderr)")
        // Not Quicksand (a system font may still cover "A", depending on the machine).
        #expect(coverage.stdout.hasPrefix("A\tU+0041\t") && !coverage.stdout.contains("Quicksand"), "\(coverage.stdout)")
        let measure = try CLIArgumentTests.run(["measure", "--font", font, "--fallback", font, "--json", "A"])
        #expect(measure.status == 0, "\(measure.stderr)")
        #expect(measure.stdout.contains("\"missingGlyphs\":1"), "\(measure.stdout)")
        let png = directory + "/out.png"
        let render = try CLIArgumentTests.run(["render", "--font", font, "--fallback", font, "--text", "A", "-o", png])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: png))
    }
}
