import RepresentableKit
import Testing
@testable import Scenes

/// Every number a scene produces is finite, or the scene is rejected with a JSON path; scene
/// text must be valid UTF-8.
@Suite("Scene limits: finite results, valid UTF-8")
struct SceneLimitsTests {
    static func error(_ json: String) -> SceneError? {
        do { _ = try Scene(json: json, makeLabel: fakeLabel).checkedLayout(); return nil } catch { return error }
    }

    static func error(bytes: [UInt8]) -> SceneError? {
        do { _ = try Scene(json: bytes, makeLabel: fakeLabel); return nil } catch { return error }
    }

    /// Lengths past 10⁶ points are refused where they are written (the outside report's 1e308
    /// insets, spacing and frames gave "size null × null").
    @Test(arguments: [
        (#"{"root": {"type": "padding", "insets": 1e308, "content": {"type": "view"}}}"#, "$.root.insets"),
        (#"{"root": {"type": "vstack", "spacing": 1e308, "children": [{"type": "view"}, {"type": "view"}]}}"#, "$.root.spacing"),
        (#"{"root": {"type": "frame", "width": 1e308, "content": {"type": "view"}}}"#, "$.root.width"),
        (#"{"proposal": {"width": 1000001}, "root": {"type": "view"}}"#, "$.proposal.width"),
        (#"{"root": {"type": "view", "intrinsicWidth": 2e6}}"#, "$.root.intrinsicWidth"),
        (#"{"defaultSpacing": 1e300, "root": {"type": "view"}}"#, "$.defaultSpacing"),
    ])
    func hugeLengthsAreRejectedAtTheirPath(json: String, path: String) {
        let error = Self.error(json)
        #expect(error?.path.description == path, "\(String(describing: error))")
        #expect(error?.message.contains("at most 1000000 points") == true)
    }

    /// The limit itself is accepted: 10⁶ is a length.
    @Test func theLimitIsALength() throws {
        let scene = try Scene(json: #"{"root": {"type": "padding", "insets": 1000000, "content": {"type": "view", "intrinsicWidth": 1}}}"#, makeLabel: fakeLabel)
        // PaddingLayout: the content (1 wide, no intrinsic height → 0 under an unspecified
        // proposal) plus 10⁶ on each side.
        let result = try scene.checkedLayout()
        #expect(result.size.width == 2_000_001)
    }

    /// A flexible view under an "infinity" proposal takes all of it (as in SwiftUI): the
    /// layout is infinite, so the scene is rejected at the first node whose frame is not finite.
    @Test func infiniteLayoutIsRejectedAtItsNode() {
        let json = #"""
            {"proposal": {"width": "infinity", "height": 100},
             "root": {"type": "vstack", "children": [
               {"type": "view", "intrinsicWidth": 10, "intrinsicHeight": 10},
               {"type": "frame", "maxWidth": "infinity", "content": {"type": "view"}}]}}
            """#
        let error = Self.error(json)
        #expect(error?.path.description == "$.root", "\(String(describing: error))")
        #expect(error?.message.contains("not finite") == true)
    }

    /// Node paths follow the frames' pre-order, so a non-finite frame deeper down is named there.
    @Test func nodePathsFollowFrameOrder() throws {
        let scene = try Scene(json: #"""
            {"root": {"type": "hstack", "children": [{"type": "view"}, {"type": "padding", "content": {"type": "view"}}]}}
            """#, makeLabel: fakeLabel)
        #expect(scene.nodePaths.map(\.description) == ["$.root", "$.root.children[0]", "$.root.children[1]", "$.root.children[1].content"])
        #expect(scene.layout().frames.map(\.type) == ["hstack", "view", "padding", "view"])
        // An adaptor records its frame and its view's: two paths.
        let adapted = try Scene(json: #"{"root": {"type": "adaptor", "content": {"type": "view"}}}"#, makeLabel: fakeLabel)
        #expect(adapted.nodePaths.map(\.description) == ["$.root", "$.root.content"])
        #expect(adapted.layout().frames.map(\.type) == ["adaptor", "view"])
    }

    /// Invalid UTF-8 in a string is an error with its line and column (counted in characters,
    /// as for every other fault), not a silent U+FFFD.
    @Test(arguments: [
        ([0xFF], "0xFF"),                 // never valid in UTF-8
        ([0xC0, 0xAF], "0xC0"),           // overlong "/"
        ([0xED, 0xA0, 0x80], "0xED"),     // a UTF-16 surrogate, U+D800
        ([0xF4, 0x90, 0x80, 0x80], "0xF4"), // past U+10FFFF
        ([0xE2, 0x82], "0xE2"),           // truncated (then the closing quote)
    ] as [([UInt8], String)])
    func invalidUTF8IsAnError(bad: [UInt8], byte: String) {
        let bytes = Array("{\"root\":\n {\"type\": \"label\", \"text\": \"é".utf8) + bad + Array("\"}}".utf8)
        let error = Self.error(bytes: bytes)
        // Line 2; ` {"type": "label", "text": "é` before it is 29 characters (1 space, 27 ASCII
        // characters from `{` to the quote, and é), so the bad byte is column 30.
        #expect(error?.kind == .invalidJSON("line 2, column 30: invalid UTF-8 (byte \(byte))"), "\(String(describing: error))")
    }

    @Test func validUTF8Passes() throws {
        // Two-, three- and four-byte sequences: é, €, 😀.
        let scene = try Scene(json: Array(#"{"root": {"type": "label", "text": "é€😀"}}"#.utf8), makeLabel: { spec, _ in
            #expect(spec.text == "é€😀")
            return FixedView(intrinsicWidth: 10 * Double(spec.text.count), intrinsicHeight: 20)
        })
        #expect(scene.nodePaths.count == 1)
    }
}
