import Foundation
import Testing
import Typesetting
import RepresentableKit
import LabelHost
@testable import Scenes

/// The `textView` node and `exclusions` (BehaviourReference, "UITextView", "Exclusion paths").
///
/// Independent source: one Inter 17 line is 3408 × 17 / 2816 = 20.5739 pt (fontTools OS/2
/// typo metrics), 21 at @2x; "Some text" is 81.548 pt (hb-shape, see LabelTests).
@Suite("Scenes: text views and exclusions")
struct TextViewSceneTests {
    func frames(_ json: String) throws -> LayoutResult {
        try Scene(json: json, fonts: try FontCollection.bundled()).layout()
    }

    /// In an adaptor proposed 320 wide, a non-scrolling text view of one line is 320 wide and
    /// one line plus the default insets tall: 20.5739 + 8 + 8 = 36.57 → 37; with inset 0 and
    /// padding 0 it is a label's 21; with `isScrollEnabled` left on it has no ideal height
    /// and collapses to 0 (SwiftUI's 0 … 0 … ∞ for a representable without an intrinsic size).
    @Test("textView nodes size as UITextView")
    func textViewSizes() throws {
        let r = try frames(#"""
            {"scale": 2, "proposal": {"width": 320, "height": null}, "root": {"type": "vstack", "spacing": 0, "children": [
              {"type": "adaptor", "id": "a", "content": {"type": "textView", "text": "Some text", "isScrollEnabled": false}},
              {"type": "adaptor", "id": "b", "content": {"type": "textView", "text": "Some text", "isScrollEnabled": false, "textContainerInset": 0, "lineFragmentPadding": 0}},
              {"type": "adaptor", "id": "c", "content": {"type": "textView", "text": "Some text"}}
            ]}}
            """#)
        // The system font measures as SF Pro: a line is 17 × 2444/2048 = 20.287; with the
        // insets 20.287 + 16 = 36.287 → 36.5 @2x; without them 20.5.
        #expect(try #require(r.frame(id: "a")).rect.size == Size(width: 320, height: 36.5))
        #expect(try #require(r.frame(id: "b")).rect.size == Size(width: 320, height: 20.5))
        #expect(try #require(r.frame(id: "c")).rect.size == Size(width: 320, height: 0))
    }

    /// Under fixedSize a non-scrolling text view takes its intrinsic size: "Some text" in the
    /// system font is 81.548 − 9 × 0.442 (HIG tracking at 17 pt) = 77.570, + 2 × 5 = 87.57 →
    /// 88 wide, 20.287 + 16 = 36.287 → 36.5 tall.
    @Test("a fixed-size text view is its text's width plus the padding")
    func fixedSize() throws {
        let r = try frames(#"{"scale": 2, "root": {"type": "fixedSize", "content": {"type": "textView", "id": "t", "text": "Some text", "isScrollEnabled": false}}}"#)
        #expect(try #require(r.frame(id: "t")).rect.size == Size(width: 88, height: 36.5))
    }

    /// A label whose exclusion (a 60-point-wide box at its top-left, 30 tall) leaves 40 of its
    /// 100 points beside the box: "Some" (1796 + 1680 + 2448 + 1640 = 7564 units = 45.66 pt,
    /// − 4 × 0.442 HIG tracking = 43.90 pt in the system font) does not fit there, so the band
    /// is skipped and the line moves down to the box's bottom, 30 (BehaviourReference,
    /// "Exclusion paths"): "Some text" (77.57 ≤ 100) is one line there, and the label is 30 +
    /// 17 × 2444/2048 = 50.287 → 50.5 tall. Without the exclusion it is 20.5.
    @Test("a label's exclusions push its text down when no word fits beside them")
    func labelExclusions() throws {
        let json = #"{"scale": 2, "proposal": {"width": 100, "height": null}, "root": {"type": "adaptor", "content": {"type": "label", "id": "l", "text": "Some text", "numberOfLines": 0, "exclusions": [{"rect": [0, 0, 60, 30]}]}}}"#
        #expect(try #require(try frames(json).frame(id: "l")).rect.size == Size(width: 100, height: 50.5))
        let plain = json.replacingOccurrences(of: #", "exclusions": [{"rect": [0, 0, 60, 30]}]"#, with: "")
        #expect(try #require(try frames(plain).frame(id: "l")).rect.size == Size(width: 100, height: 20.5))
    }
}
