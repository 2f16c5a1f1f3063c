import Foundation
import Graphics
import Typesetting

/// `--exclude X,Y,W,H[,ellipse]` (repeatable): exclusion paths the text flows around, in the
/// layout's points from its top-left corner; a rectangle, or with `,ellipse` the ellipse
/// inscribed in it.
enum ExcludeOption {
    static func read(_ args: inout Arguments) throws -> [ExclusionPath] {
        try args.values("--exclude").map(parse)
    }

    /// Shapes need a width to flow around: text with no width limit is one line per
    /// paragraph, which no shape can push aside, so `--exclude` without `--width W` (or,
    /// for `render`, `--page-size`) is a usage error in `measure` and `render` alike.
    /// `pageSize`: nil for a command without `--page-size`, else whether it was given.
    static func checkWidth(_ exclusions: [ExclusionPath], widths: [Double?], pageSize: Bool? = nil) throws {
        guard !exclusions.isEmpty, pageSize != true, widths.contains(where: { $0 == nil }) else { return }
        let alternative = pageSize == nil ? "" : " or --page-size"
        throw UsageError("--exclude needs --width W (W > 0)\(alternative): text flows around shapes in a width")
    }

    static func parse(_ text: String) throws -> ExclusionPath {
        var parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let ellipse = parts.count == 5 && parts[4] == "ellipse"
        if parts.count == 5 && (ellipse || parts[4] == "rect") { parts.removeLast() }
        let numbers = parts.compactMap(Double.init)
        guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] >= 0, numbers[3] >= 0 else {
            throw UsageError("--exclude expects X,Y,W,H[,ellipse] (finite numbers, W and H ≥ 0), got \"\(text)\"")
        }
        let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        let path: ExclusionPath = ellipse ? .ellipse(in: rect) : .rectangle(rect)
        guard path.isValid else { throw UsageError("--exclude \"\(text)\" ends past the largest number (X + W and Y + H must be finite)") }
        return path
    }
}
