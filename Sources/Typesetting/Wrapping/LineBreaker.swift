/// Breaks one prepared paragraph into lines at a width: the wrapping stage, kept apart from
/// the measured data it reads, as Android's Minikin keeps its `LineBreaker` apart from
/// `MeasuredText`. A `PreparedParagraph` (text, grapheme clusters, advances, break
/// opportunities, shaped runs) is read-only; a breaker reads it and appends `LineSlice`s
/// (ranges, widths, hyphen flags) to a `LineBuffer`. Positioning comes after, in
/// `LinePositioner`, whose output is a `LinePlacement`.
///
/// Four breakers, one a file: `GreedyLineBreaker` (UIKit's wrapping), `PushOutLineBreaker`
/// (`LineBreakStrategy.pushOut`), `BalancedLineBreaker` (`.balanced`) and
/// `OptimalLineBreaker` (`.optimal`). The last three start from greedy's lines. Which one a
/// paragraph uses is resolved once, when it is prepared (`LineBreakerKind`).
protocol LineBreaker: Sendable {
    /// Appends the lines of `paragraph` under `constraints` to `lines` (one empty line for an
    /// empty paragraph).
    func breakLines(of paragraph: PreparedParagraph, _ constraints: LineBreakConstraints, into lines: inout LineBuffer)
}

/// What a breaker breaks a paragraph for.
struct LineBreakConstraints {
    /// The width the text wraps in; nil: only mandatory breaks.
    var containerWidth: Double?
    var mode: LineBreakMode
    /// When > 0, wrapping stops after this many lines.
    var maxLines: Int = 0
    /// The bound under which the paragraph's last line is shown whole, not truncated or
    /// followed by cut-off text (0: no bound). The strategies beyond greedy change only a
    /// paragraph that greedy broke into fewer lines than this.
    var wholeBelow: Int = 0

    /// The width the strategies beyond greedy work in, when they may change the `count` lines
    /// greedy found: there is a width, and the paragraph's last line is shown whole.
    func refinableWidth(lineCount count: Int) -> Double? {
        guard let containerWidth, wholeBelow == 0 || count < wholeBelow else { return nil }
        return containerWidth
    }
}

/// Which of the four breakers a paragraph uses, in one byte.
enum LineBreakerKind: UInt8, Sendable {
    case greedy, pushOut, balanced, optimal

    /// The breaker `strategy` asks for in `mode`. `.optimal` takes precedence over
    /// `.balanced`, and both over `.pushOut` (`LineBreakStrategy`); `.optimal` and `.pushOut`
    /// break only at break opportunities, so in `byCharWrapping` greedy's lines stay.
    init(strategy: LineBreakStrategy, mode: LineBreakMode) {
        if strategy.contains(.optimal) {
            self = mode == .byCharWrapping ? .greedy : .optimal
        } else if strategy.contains(.balanced) {
            self = .balanced
        } else if strategy.contains(.pushOut) && mode != .byCharWrapping {
            self = .pushOut
        } else {
            self = .greedy
        }
    }

    /// Appends the lines of `paragraph` under `constraints` to `lines`, with this breaker
    /// (called directly: no existential to open or copy).
    @inline(__always)
    func breakLines(of paragraph: PreparedParagraph, _ constraints: LineBreakConstraints, into lines: inout LineBuffer) {
        switch self {
        case .greedy: GreedyLineBreaker().breakLines(of: paragraph, constraints, into: &lines)
        case .pushOut: PushOutLineBreaker().breakLines(of: paragraph, constraints, into: &lines)
        case .balanced: BalancedLineBreaker().breakLines(of: paragraph, constraints, into: &lines)
        case .optimal: OptimalLineBreaker().breakLines(of: paragraph, constraints, into: &lines)
        }
    }
}

/// The positioner's output for one line (`LinePositioner`): where its box goes and how wide
/// it is drawn.
struct LinePlacement: Sendable, Hashable {
    /// The line box's top-left corner (x with indent and alignment). The rest of the box
    /// (height, baseline) follows from the line's vertical metrics and y, so
    /// `TextLayout.Lines` computes it when a line is read.
    var origin = Point(x: 0, y: 0)
    /// The width the line is drawn at: the slice's width, justified, or the truncated text
    /// with its ellipsis.
    var width = 0.0
}

/// One line of a layout as the layout keeps it: the breaker's slice, the paragraph it
/// belongs to, its tightening, and the positioner's placement. The stages write separate
/// parts of it, and the layout keeps its lines in one array (one allocation a layout).
struct LaidOutLine: Sendable, Hashable {
    var slice: LineSlice
    /// The paragraph's index in its text.
    var paragraph: Int
    /// Points taken off after each grapheme cluster of a line tightened instead of truncated
    /// (`PreparedText.tightened`); 0 otherwise.
    var tightening = 0.0
    var placement = LinePlacement()
}

/// The lines breakers append to: `LineSlice`s in, stored as the layout's `LaidOutLine`s
/// (of paragraph 0 until `assignParagraph` says otherwise: the wrap loops store no more than
/// the slice).
struct LineBuffer {
    private(set) var lines: [LaidOutLine] = []

    init() {}

    init(capacity: Int) { lines.reserveCapacity(capacity) }

    var count: Int {
        @inline(__always) get { lines.count }
    }

    subscript(k: Int) -> LineSlice {
        @inline(__always) get { lines[k].slice }
        set { lines[k].slice = newValue }
    }

    var last: LineSlice? { lines.last?.slice }

    @inline(__always)
    mutating func append(_ slice: LineSlice) {
        lines.append(LaidOutLine(slice: slice, paragraph: 0))
    }

    /// Marks the lines from index `first` on as lines of paragraph `index`.
    mutating func assignParagraph(_ index: Int, from first: Int) {
        for k in first..<lines.count { lines[k].paragraph = index }
    }

    mutating func removeAll(keepingCapacity: Bool) { lines.removeAll(keepingCapacity: keepingCapacity) }

    mutating func removeLast(_ k: Int) { lines.removeLast(k) }

    /// The slices from index `first` on.
    func slices(from first: Int = 0) -> [LineSlice] { lines[first...].map(\.slice) }

    /// Replaces the lines from index `first` on with `slices`.
    mutating func replaceSlices(from first: Int, with slices: [LineSlice]) {
        lines.replaceSubrange(first..., with: slices.lazy.map { LaidOutLine(slice: $0, paragraph: 0) })
    }

    /// Replaces the last line with `slice`, tightened by `tightening` points a cluster.
    mutating func tightenLast(_ slice: LineSlice, by tightening: Double) {
        lines[lines.count - 1].slice = slice
        lines[lines.count - 1].tightening = tightening
    }

    /// The lines with their placements, for the positioner.
    mutating func withLines<R>(_ body: (inout [LaidOutLine]) -> R) -> R { body(&lines) }

    /// The lines, moved out (no copy, so no retain and release of their storage); the buffer
    /// is left empty.
    mutating func take() -> [LaidOutLine] {
        var taken: [LaidOutLine] = []
        swap(&taken, &lines)
        return taken
    }
}
