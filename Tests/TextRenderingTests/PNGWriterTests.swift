import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import Typesetting
@testable import TextRendering

@Suite("PNG writer")
struct PNGWriterTests {
    /// A unique path in a fresh temporary directory.
    static func temporaryPath(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("TextRenderingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    // PNG spec (ISO/IEC 15948) §5.2: the 8-byte signature 137 80 78 71 13 10 26 10; §5.3/§11.2.2:
    // the first chunk is IHDR — length 13 (bytes 8…11), type "IHDR" (12…15), width (16…19) and
    // height (20…23) big-endian, bit depth (24) 8, colour type (25) 0 = greyscale: a white
    // canvas is opaque and grey, so the writer stores one sample a pixel (see PNGWriter).
    @Test func headerOfEncodedCanvas() throws {
        let canvas = try Canvas(width: 7, height: 3, background: .white)
        let png = try canvas.pngData()
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(bigEndianUInt32(png, at: 8) == 13)
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(bigEndianUInt32(png, at: 16) == 7)
        #expect(bigEndianUInt32(png, at: 20) == 3)
        #expect(png[24] == 8)
        #expect(png[25] == 0)
        // §5.6: the stream ends with the IEND chunk (length 0, "IEND", CRC AE 42 60 82).
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 73, 69, 78, 68, 0xAE, 0x42, 0x60, 0x82])
    }

    // The file written is the encoded bytes.
    @Test func writesFile() throws {
        let canvas = try Canvas(width: 5, height: 9, scale: 1, background: Color(red: 0.2, green: 0.4, blue: 0.6))
        let path = try Self.temporaryPath("out.png")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try canvas.writePNG(to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes == (try canvas.pngData()))
        #expect(bigEndianUInt32(bytes, at: 16) == 5)
        #expect(bigEndianUInt32(bytes, at: 20) == 9)
    }

    // Decoding with libpng's own reader gives straight alpha back: 50 % red, stored
    // premultiplied as (128, 0, 0, 128), is (255, 0, 0, 128) in the file (128 × 255 / 128).
    @Test func roundTripStraightAlpha() throws {
        var canvas = try Canvas(width: 2, height: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        canvas.fill(Rect(x: 1, y: 0, width: 1, height: 1), color: Color(red: 0, green: 0, blue: 1))
        let decoded = try #require(decodePNG(try canvas.pngData()))
        #expect(decoded.width == 2 && decoded.height == 1)
        #expect(decoded.rgba == [255, 0, 0, 128, 0, 0, 255, 255])
    }

    // The colour type (IHDR byte 25; §11.2.2: 0 greyscale, 2 truecolour, 6 truecolour with
    // alpha) is the smallest that holds the pixels, and libpng's reader gives the same straight
    // RGBA back from each. Colours by hand: 0.2, 0.4, 0.6 × 255 = 51, 102, 153; grey 0.5 × 255
    // rounds to 128; one transparent pixel (a fresh canvas's 0, 0, 0, 0) needs alpha beside a
    // white one; half-transparent red is (255, 0, 0, 128) straight, as in
    // roundTripStraightAlpha.
    @Test func smallestColourTypeDecodesToTheSamePixels() throws {
        var grey = try Canvas(width: 2, height: 1, background: .white)
        grey.fill(Rect(x: 1, y: 0, width: 1, height: 1), color: Color(red: 0.5, green: 0.5, blue: 0.5))
        var colour = try Canvas(width: 2, height: 1, background: .white)
        colour.fill(Rect(x: 1, y: 0, width: 1, height: 1), color: Color(red: 0.2, green: 0.4, blue: 0.6))
        var translucent = try Canvas(width: 2, height: 1)
        translucent.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .white)
        var halfRed = try Canvas(width: 1, height: 1)
        halfRed.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        let cases: [(Canvas, UInt8, [UInt8])] = [
            (grey, 0, [255, 255, 255, 255, 128, 128, 128, 255]),
            (colour, 2, [255, 255, 255, 255, 51, 102, 153, 255]),
            (translucent, 6, [255, 255, 255, 255, 0, 0, 0, 0]),
            (halfRed, 6, [255, 0, 0, 128]),
        ]
        for (canvas, colourType, rgba) in cases {
            let png = try canvas.pngData()
            #expect(png[25] == colourType)
            #expect(decodePNG(png)?.rgba == rgba)
        }
    }

    // The encoder's choices change the file, never the pixels: real antialiased text on white,
    // on a colour and on nothing decodes (libpng's reader) to the same RGBA as the encoder before
    // them (straight RGBA, libpng's default filters and level), and as the canvas's own
    // straight pixels.
    @Test func encoderChoicesKeepThePixels() throws {
        let layout = try Fixture.layout(Fixture.paragraph, font: try Fixture.inter(), width: 200)
        let renderer = TextRenderer()
        for background in [Color.white, Color(red: 1, green: 0.93, blue: 0.8), nil] {
            let canvas = try renderer.render(layout, scale: 2, background: background)
            let before = try #require(decodePNG(try PNGWriter.encode(canvas, options: .libpngDefault)))
            let after = try #require(decodePNG(try canvas.pngData()))
            #expect(after.width == canvas.width && after.height == canvas.height)
            #expect(after.rgba == before.rgba)
            #expect(after.rgba == canvas.straightRGBA())
        }
    }

    // An unwritable path is a typed error naming the path and the C library's reason
    // (glibc's strerror texts for ENOENT and EISDIR), not a crash.
    @Test func missingDirectory() throws {
        let canvas = try Canvas(width: 1, height: 1)
        #expect(throws: RenderError.cannotWrite(path: "/nonexistent-dir/x.png", reason: "No such file or directory")) {
            try canvas.writePNG(to: "/nonexistent-dir/x.png")
        }
    }

    @Test func pathIsADirectory() throws {
        let canvas = try Canvas(width: 1, height: 1)
        let dir = FileManager.default.temporaryDirectory.path
        #expect(throws: RenderError.cannotWrite(path: dir, reason: "Is a directory")) {
            try canvas.writePNG(to: dir)
        }
        #expect(throws: RenderError.cannotWrite(path: "", reason: "the path is empty")) {
            try canvas.writePNG(to: "")
        }
    }

    // Replacing a regular file: the new bytes arrive through a temporary file renamed over the
    // old one, which keeps its permission bits; nothing else is left in the directory.
    @Test func replacesRegularFileAtomically() throws {
        let canvas = try Canvas(width: 3, height: 2, background: .white)
        let path = try Self.temporaryPath("old.png")
        let directory = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("old contents".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o640) == 0)
        var before = stat()
        #expect(stat(path, &before) == 0)
        try canvas.writePNG(to: path)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == (try canvas.pngData()))
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_mode & 0o7777 == 0o640)
        #expect(after.st_ino != before.st_ino)   // a new file, renamed in
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["old.png"])
    }

    // A device that refuses the bytes (/dev/full: every write fails with ENOSPC) is written in
    // place and is still there afterwards; so is a symbolic link to it.
    @Test func failedWriteToADeviceDeletesNothing() throws {
        let canvas = try Canvas(width: 4, height: 4, background: .white)
        let link = try Self.temporaryPath("full.png")
        defer { try? FileManager.default.removeItem(atPath: (link as NSString).deletingLastPathComponent) }
        #expect(symlink("/dev/full", link) == 0)
        for path in ["/dev/full", link] {
            #expect(throws: RenderError.cannotWrite(path: path, reason: String(cString: strerror(ENOSPC)))) {
                try canvas.writePNG(to: path)
            }
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "\(path)")
        }
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    }

    // PNG needs width and height ≥ 1 (§11.2.2: "zero is an invalid value").
    @Test func emptyCanvasIsInvalid() throws {
        let empty = try Canvas(width: 0, height: 0)
        #expect(throws: RenderError.self) { try empty.pngData() }
        let line = try Canvas(width: 4, height: 0)
        do {
            _ = try line.pngData()
            Issue.record("a 4×0 canvas was encoded")
        } catch {
            guard case .invalidSize(let w, let h, _) = error else { Issue.record("unexpected \(error)"); return }
            #expect(w == 4 && h == 0)
            #expect(error.description.contains("4×0"))
        }
    }

    /// libpng writes no side longer than PNG_USER_WIDTH_MAX / PNG_USER_HEIGHT_MAX (both
    /// 1,000,000 in pnglibconf.h): a canvas at that limit encodes, one pixel more is refused
    /// by the canvas itself, before its pixels are allocated (2,000,010 × 44 px would be
    /// 352,001,760 bytes of RGBA, and is within the pixel-count limit).
    @Test func sidesBeyondLibpngsLimitAreRefusedUpFront() throws {
        let edge = try Canvas(width: 1_000_000, height: 1)
        let decoded = try #require(decodePNG(try edge.pngData()))
        #expect(decoded.width == 1_000_000 && decoded.height == 1)
        #expect(2_000_010 * 44 <= Canvas.maximumPixelCount)
        for (w, h) in [(1_000_001, 1), (1, 1_000_001), (2_000_010, 44)] {
            do {
                _ = try Canvas(width: w, height: h)
                Issue.record("a \(w)×\(h) canvas was made")
            } catch {
                guard case .invalidSize(let width, let height, let reason) = error else { Issue.record("unexpected \(error)"); continue }
                #expect(width == w && height == h && reason.contains("1000000 px"), "\(error)")
            }
        }
        // Through points: 1,000,005 pt at scale 2.
        #expect(throws: RenderError.self) { try Canvas(size: Size(width: 1_000_005, height: 22), scale: 2) }
    }
}
