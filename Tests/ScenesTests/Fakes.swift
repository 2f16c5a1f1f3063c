import RepresentableKit

/// A fake text view: `characters` glyphs of `characterWidth` points each,
/// wrapped greedily into lines of `lineHeight`. It emulates a UILabel with
/// numberOfLines = 0: the intrinsic size is the single-line size and
/// `sizeThatFits` wraps to the offered width.
///
/// For a width w: perLine = max(1, floor(w / characterWidth)) (capped for ∞),
/// lines = ceil(characters / perLine),
/// size = (min(characters, perLine) × characterWidth, lines × lineHeight).
final class WrappingView: HostedView {
    let characters: Int
    let characterWidth: Double
    let lineHeight: Double
    var hugging: LayoutPriority = .defaultLow
    var compressionResistance: LayoutPriority = .defaultHigh

    init(characters: Int, characterWidth: Double = 10, lineHeight: Double = 20) {
        self.characters = characters
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
    }

    var intrinsicContentSize: Size {
        Size(width: Double(characters) * characterWidth, height: lineHeight)
    }

    func sizeThatFits(_ size: Size) -> Size {
        // Int(_:) truncates; the ratio is ≥ 0, so that is floor.
        let fit = size.width / characterWidth
        let perLine = fit >= Double(characters) ? max(characters, 1) : max(1, Int(fit))
        let lines = (characters + perLine - 1) / perLine
        return Size(width: Double(min(characters, perLine)) * characterWidth, height: Double(lines) * lineHeight)
    }

    func contentHuggingPriority(for axis: Axis) -> LayoutPriority { hugging }
    func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority { compressionResistance }
}
