import Testing
import RepresentableKit

/// `List`, `Form`, `Section` and the safe-area modifiers, built in code. Every number comes
/// from the rules in BehaviourReference, "List and Form" and "Safe areas", with the
/// `ListMetrics` table: row minimum 44, row insets 11/20/11/20, section margin 16 below a
/// 414 pt width and 20 from it, 35 between sections and above the first, header 6 and footer
/// 10 from the card.
@Suite("List, Form and safe areas")
struct ListAndSafeAreaTests {
    /// A red block of exactly `width` × `height`.
    func block(_ width: Double, _ height: Double, _ id: String) -> some LayoutView {
        Color.red.frame(width: width, height: height).id(id)
    }

    @Test("A list takes its proposal; rows are max(44, content + 22) high inside a 16 pt card inset")
    func rows() throws {
        let list = List(id: "list", displayScale: 3) {
            block(100, 20, "a")
            block(100, 40, "b")
        }
        let result = layout(list, in: ProposedViewSize(width: 390, height: 500))
        #expect(result.size == Size(width: 390, height: 500))
        // Card at x 16 (390 < 414), 390 − 32 = 358 wide, from y 35. Rows: max(44, 20 + 22) =
        // 44; max(44, 40 + 22) = 62. Content at x 16 + 20 = 36, centred in the row less 11
        // top and bottom: a: inner 35 + 11 = 46, 22 high → 46 + (22 − 20) / 2 = 47; b: inner
        // 79 + 11 = 90, 40 high → 90.
        let rows = result.frames.filter { $0.type == "listRow" }.map(\.rect)
        #expect(rows == [Rect(x: 16, y: 35, width: 358, height: 44), Rect(x: 16, y: 79, width: 358, height: 62)])
        #expect(result.frame(id: "a")?.rect == Rect(x: 36, y: 47, width: 100, height: 20))
        #expect(result.frame(id: "b")?.rect == Rect(x: 36, y: 90, width: 100, height: 40))
        // One separator (between the two rows), a pixel (1/3 pt) inside the first row's
        // bottom, from the content's leading edge (36) to the card's trailing edge (374).
        let separators = result.frames.filter { $0.type == "separator" }.map(\.rect)
        #expect(separators == [Rect(x: 36, y: 79 - 1.0 / 3, width: 338, height: 1.0 / 3)])
        // The card: 44 + 62 = 106 high, rounded 10.
        #expect(result.frames.first { $0.type == "sectionBackground" }?.rect == Rect(x: 16, y: 35, width: 358, height: 106))
    }

    @Test("An unspecified height is the content's: 35 + sections + 35; sections 35 apart with header and footer")
    func sectionsAndHeight() {
        let list = List {
            block(50, 20, "loose")
            Section(id: "s", header: block(40, 16, "header"), footer: block(60, 16, "footer")) {
                block(50, 20, "row")
            }
        }
        let result = layout(list, in: ProposedViewSize(width: 320, height: nil))
        // Implicit section: card 35 … 79. Next section 35 lower: header at 114 (x 36), 16
        // high, 6 above the card: card 136 … 180; footer 10 below: 190 … 206; then 35:
        // 206 + 35 = 241.
        #expect(result.size == Size(width: 320, height: 241))
        #expect(result.frame(id: "header")?.rect == Rect(x: 36, y: 114, width: 40, height: 16))
        #expect(result.frame(id: "row")?.rect == Rect(x: 36, y: 136 + 12, width: 50, height: 20))
        #expect(result.frame(id: "footer")?.rect == Rect(x: 36, y: 190, width: 60, height: 16))
        // The section spans header top to footer bottom, card-wide (320 − 32 = 288).
        #expect(result.frame(id: "s")?.rect == Rect(x: 16, y: 114, width: 288, height: 206 - 114))
    }

    @Test("From 414 pt the cards are inset 20; a form lays out as a list, recorded as \"form\"")
    func wideAndForm() {
        let form = Form(id: "form") { block(10, 10, "row") }
        let result = layout(form, in: ProposedViewSize(width: 430, height: 300))
        #expect(result.frame(id: "form")?.type == "form")
        // Card at 20, 430 − 40 = 390 wide; content at 20 + 20 = 40.
        #expect(result.frames.first { $0.type == "listRow" }?.rect == Rect(x: 20, y: 35, width: 390, height: 44))
        #expect(result.frame(id: "row")?.rect.minX == 40)
        #expect(ListMetrics.insetGrouped(width: 413.9).sectionMargin == 16)
        #expect(ListMetrics.insetGrouped(width: 414).sectionMargin == 20)
    }

    // MARK: Safe areas (a 390 × 844 screen, safe area 47 top and 34 bottom)

    let screen = Size(width: 390, height: 844)
    let insets = EdgeInsets(top: 47, bottom: 34)

    @Test("The root is proposed the safe area and centred in it")
    func rootInSafeArea() {
        let result = layout(block(100, 100, "root"), screen: screen, safeArea: insets)
        #expect(result.size == screen)
        // Safe area 390 × (844 − 47 − 34) = 763 from y 47: x (390 − 100) / 2 = 145,
        // y 47 + (763 − 100) / 2 = 378.5.
        #expect(result.frame(id: "root")?.rect == Rect(x: 145, y: 378.5, width: 100, height: 100))
    }

    @Test("ignoresSafeArea grows a view on the edges it reaches, not when padded away")
    func ignores() {
        let full = layout(Color.blue.id("c").ignoresSafeArea(), screen: screen, safeArea: insets)
        // The colour fills the safe area (0, 47, 390, 763) and reaches both edges: it grows
        // by 47 up and 34 down to the whole screen.
        #expect(full.frame(id: "c")?.rect == Rect(x: 0, y: 0, width: 390, height: 844))
        let topOnly = layout(Color.blue.id("c").ignoresSafeArea(edges: .top), screen: screen, safeArea: insets)
        #expect(topOnly.frame(id: "c")?.rect == Rect(x: 0, y: 0, width: 390, height: 810))
        let padded = layout(Color.blue.id("c").ignoresSafeArea().padding(10), screen: screen, safeArea: insets)
        // 10 pt inside the safe area on every edge: it reaches no edge and stays.
        #expect(padded.frame(id: "c")?.rect == Rect(x: 10, y: 57, width: 370, height: 743))
        let keyboard = layout(Color.blue.id("c").ignoresSafeArea(.keyboard), screen: screen, safeArea: insets)
        #expect(keyboard.frame(id: "c")?.rect == Rect(x: 0, y: 47, width: 390, height: 763))
        // Without a screen there is no safe area to ignore.
        #expect(layout(Color.blue.id("c").ignoresSafeArea(), in: ProposedViewSize(width: 50, height: 60)).frame(id: "c")?.rect
            == Rect(x: 0, y: 0, width: 50, height: 60))
    }

    @Test("safeAreaInset puts its view at the edge and shrinks the safe area of the content")
    func inset() {
        let root = VStack(spacing: 0) {
            Color.red.id("top")
            Color.green.id("under").ignoresSafeArea()
        }.safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50).id("bar")
        }
        let result = layout(root, screen: screen, safeArea: insets)
        // The bar: proposed 390 × nil, 50 high, at the safe area's bottom 810 − 50 = 760.
        #expect(result.frame(id: "bar")?.rect == Rect(x: 0, y: 760, width: 390, height: 50))
        // The content: 763 − 50 = 713 high from 47; two colours share it, 356.5 each.
        #expect(result.frame(id: "top")?.rect == Rect(x: 0, y: 47, width: 390, height: 356.5))
        // The second reaches the new safe edge (760) and ignores it: it grows under the bar
        // and the home indicator to the screen's bottom, 844.
        #expect(result.frame(id: "under")?.rect == Rect(x: 0, y: 403.5, width: 390, height: 844 - 403.5))
        // With spacing 8 the band is 58 and the content 763 − 58 = 705.
        let spaced = layout(
            Color.red.id("main").safeAreaInset(edge: .top, spacing: 8) { Color.blue.frame(height: 50) }, screen: screen,
            safeArea: insets)
        #expect(spaced.frame(id: "main")?.rect == Rect(x: 0, y: 47 + 58, width: 390, height: 705))
    }

    @Test("safeAreaPadding pads like padding, and the padding is safe area content can extend into")
    func padding() {
        let root = Color.blue.id("c").ignoresSafeArea(edges: .horizontal).safeAreaPadding(.horizontal, 20)
        let result = layout(root, screen: screen, safeArea: insets)
        // Padded to (20, 47, 350, 763); it reaches both new safe edges and grows 20 each way,
        // but not vertically (only horizontal edges ignored).
        #expect(result.frame(id: "c")?.rect == Rect(x: 0, y: 47, width: 390, height: 763))
        // Without ignoring, it is plain padding.
        let plain = layout(Color.blue.id("c").safeAreaPadding(.horizontal, 20), screen: screen, safeArea: insets)
        #expect(plain.frame(id: "c")?.rect == Rect(x: 20, y: 47, width: 350, height: 763))
    }

    @Test("A geometry reader sees the insets of the edges it reaches")
    func geometryProxy() {
        final class Seen: @unchecked Sendable { var insets: [EdgeInsets] = [] }
        let seen = Seen()
        let reader = GeometryReader { proxy in
            seen.insets.append(proxy.safeAreaInsets)
            return EmptyView()
        }
        _ = layout(VStack(spacing: 0) { reader; Color.red.frame(height: 100) }, screen: screen, safeArea: insets)
        // The reader fills 47 … 810 − 100 = 710: it reaches the top edge (47 up to the screen's
        // top) but not the bottom one.
        #expect(seen.insets == [EdgeInsets(top: 47)])
        seen.insets = []
        _ = layout(reader, in: ProposedViewSize(width: 10, height: 10))
        #expect(seen.insets == [EdgeInsets()])
    }

    @Test("A list's background reaches into the safe area; its rows stay inside")
    func listBackground() {
        let result = layout(List { block(10, 10, "row") }, screen: screen, safeArea: insets)
        #expect(result.frames.first { $0.type == "list" }?.rect == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(result.frames.first { $0.type == "listBackground" }?.rect == Rect(x: 0, y: 0, width: 390, height: 844))
        // First card 35 below the list's top: 47 + 35 = 82.
        #expect(result.frames.first { $0.type == "listRow" }?.rect.minY == 82)
    }
}
