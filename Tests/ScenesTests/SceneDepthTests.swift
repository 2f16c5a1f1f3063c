import Testing
import RepresentableKit
@testable import Scenes

/// A fake label, 10 pt a character and 20 high (as `fakeLabel`), that counts how often layout
/// reads its intrinsic size: a representable reads it once each time it computes a size.
final class CountingLabel: HostedView {
    let width: Double
    private(set) var reads = 0

    init(characters: Int) { width = 10 * Double(characters) }

    var intrinsicContentSize: Size {
        reads += 1
        return Size(width: width, height: 20)
    }

    func sizeThatFits(_ size: Size) -> Size { Size(width: width, height: 20) }
    func contentHuggingPriority(for axis: Axis) -> LayoutPriority { .defaultLow }
    func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority { .defaultHigh }
}

/// Deeply nested scenes lay out in time linear in their depth (each node computes each
/// proposal once per pass). The work is counted, never timed.
@Suite("Scene depth: nested stacks")
struct SceneDepthTests {
    /// `depth` levels of `type` (a stack with one child) around one label, proposed 390 wide.
    static func nested(_ type: String, depth: Int) -> String {
        let open = String(repeating: #"{"type": "\#(type)", "children": ["#, count: depth)
        let close = String(repeating: "]}", count: depth)
        return #"{"proposal": {"width": 390, "height": null}, "root": "#
            + open + #"{"type": "label", "id": "leaf", "text": "nested"}"# + close + "}"
    }

    /// The label's size proposed (390, nil), as every container below passes that proposal on.
    static let expected = Size(width: 390, height: 20)

    /// Lays `json` out with a counting label; the label's reads and the layout.
    static func layout(_ json: String) throws -> (reads: Int, result: LayoutResult) {
        var label: CountingLabel?
        let scene = try Scene(json: json) { spec, _ in
            let made = CountingLabel(characters: spec.text.count)
            label = made
            return made
        }
        let result = try scene.checkedLayout()
        return (try #require(label).reads, result)
    }

    /// Twenty levels of hstack around a label: a stack asks its child at 0, ∞ and its offer,
    /// so without a per-pass cache the label would be measured 3^20 (3.5 billion) times. With
    /// it the label computes at most the distinct proposals a node sees in a one-child HStack
    /// proposed (390, nil): major 0, ∞ or 390, cross nil when sizing or the resolved 20 when
    /// placing, 6 (`StackLayout`'s rules), whatever the depth.
    @Test(arguments: [20, 120])
    func nestedHStacksMeasureTheLabelAFixedNumberOfTimes(depth: Int) throws {
        let (reads, result) = try Self.layout(Self.nested("hstack", depth: depth))
        #expect(reads <= 6, "\(reads) reads at depth \(depth)")
        // "nested" is 6 characters: a 60 × 20 label with hugging 250 and compression resistance
        // 750, so 60 … 60 … ∞ wide and 20 high ideally (RepresentableSizing's table). Every
        // one-child stack passes it the 390 offered: 390 × 20, at the origin, all the way down.
        #expect(result.size == Self.expected)
        #expect(result.frames.count == depth + 1)
        #expect(result.frame(id: "leaf")?.rect == Rect(origin: .zero, size: Self.expected))
    }

    /// The same for vstacks, viewThatFits and zstacks: a bounded number of reads at any depth.
    @Test(arguments: ["vstack", "viewThatFits", "zstack"])
    func otherContainersToo(type: String) throws {
        let shallow = try Self.layout(Self.nested(type, depth: 10))
        let deep = try Self.layout(Self.nested(type, depth: 120))
        #expect(deep.reads <= 6 && deep.reads == shallow.reads, "\(shallow.reads) reads at depth 10, \(deep.reads) at 120")
        // A vstack and a zstack pass the 390 on; viewThatFits does too, as the label's ideal
        // 60 fits in 390.
        #expect(deep.result.size == Self.expected)
    }
}
